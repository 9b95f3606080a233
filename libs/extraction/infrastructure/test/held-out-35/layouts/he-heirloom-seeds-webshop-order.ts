import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-heirloom-seeds-webshop-order';

const VENDORS = [
  {
    brand: 'HEIRLOOM.IL',
    legal: 'זרעי מורשת ישראל בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `ZM-${k}`,
    digits: [10000, 99999],
    color: '#166534',
    font: "'Noto Sans Hebrew','FreeSans',sans-serif",
  },
  {
    brand: 'גינת סבתא',
    legal: 'רותם שגיא',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [3000, 8999],
    color: '#9d174d',
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
  },
];

const SEEDS: [string, number][] = [
  ['עגבניית שרי צהובה "פרחי הגליל" — 25 זרעים', 1400],
  ['חציל בלאדי — 30 זרעים', 1200],
  ['אבטיח ירושלמי — 15 זרעים', 1600],
  ['קישוא לבנוני — 20 זרעים', 1100],
  ['במיה אדומה — 40 זרעים', 1300],
  ['פלפל חריף "עין גדי" — 20 זרעים', 1500],
  ['חסה ערבית — 200 זרעים', 900],
  ['מלוכיה — 300 זרעים', 1000],
  ['ספר "לשמור זרעים בגינה הביתית"', 8900],
  ['מגש הנבטה 72 תאים', 2400],
  ["ערכת שקיות אחסון זרעים 20 יח'", 1900],
];

export const heHeirloomSeedsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng.some(SEEDS, rng.int(3, 8)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 4), sku: `SD-${rng.int(100, 999)}` }));
    const goods = add(lines.map((l) => l.q * l.unit));
    const coupon = rng.chance(0.35) ? Math.round(goods * 0.1) : 0;
    const ship = goods - coupon >= 20000 ? 0 : rng.pick([1900, 2900]);
    const total = goods - coupon + ship;
    const tax = taxIn(total, rate);
    const order = `${rng.int(10000, 99999)}`;
    const orderDate = shift(date, -rng.int(0, 2));
    const pay = rng.pick(['ביט', 'PayPal', 'כרטיס אשראי']);
    const customer = rng.pick(['הדס ברק', 'עומר טל', 'שלומית אלון', 'יונתן מור']);
    const town = rng.pick(['מושב נהלל', 'קיבוץ גבעת ברנר', 'רעננה', 'מצפה רמון']);
    const items = `<table class="items"><tr><th>מק"ט</th><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines
      .map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${amount(l.q * l.unit)}</td></tr>`)
      .join('')}</table>`;
    const sums = `<table class="tot"><tr><td>סכום פריטים</td><td>${amount(goods)}</td></tr>
${coupon ? `<tr><td>קופון ${lr('SEEDS10')} (10%)</td><td>${lr(`-${amount(coupon)}`)}</td></tr>` : ''}
<tr><td>משלוח (${ship ? 'דואר רשום' : 'חינם מעל 200 ₪'})</td><td>${amount(ship)}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>₪${amount(total)}</td></tr>
<tr><td>מע"מ (${rate}%) כלול</td><td>${amount(tax)}</td></tr></table>`;
    const meta = `<table class="meta"><tr><td>מספר חשבונית</td><td><b>${lr(number)}</b></td></tr><tr><td>תאריך חשבונית</td><td>${dt(date, v.style)}</td></tr><tr><td>הזמנה</td><td>${lr(`#${order}`)} מיום ${dt(orderDate, 'dd/mm/yyyy')} ${lr(hhmm(rng.int(420, 1380)))}</td></tr><tr><td>אמצעי תשלום</td><td>${lr(pay)}${pay === 'כרטיס אשראי' ? ` ${lr(`•••• ${rng.digits(4)}`)}` : ''}</td></tr></table>`;
    const cust = `<div class="cust"><b>פרטי לקוח</b><br>${esc(customer)}<br>${esc(town)}<br>${lr(cellular(rng))}</div>`;
    const qr = `<div class="qr">${Array.from({ length: 49 }, () => `<i style="background:${rng.chance(0.5) ? '#000' : '#fff'}"></i>`).join('')}</div>`;
    const body =
      n % 2 === 0
        ? `<div class="pg"><header><div class="brand">${esc(v.brand)}</div><div class="sm">זרעים אורגניים מזנים מקומיים · heirloom.co.il</div></header>
<h1>חשבונית מס / קבלה</h1>${meta}${cust}${items}${sums}${qr}
<footer>${esc(v.legal)} · ${v.label} ${id} · ת.ד. 412, זכרון יעקב · ${lr('service@heirloom.co.il')} · מסמך ממוחשב</footer></div>`
        : `<div class="pg"><header class="row"><div><div class="brand">${esc(v.brand)}</div><div class="b">${esc(v.legal)}</div><div class="sm">זרעים מסורתיים לגינה הביתית · משלוחים לכל הארץ</div></div><div class="sm">${v.label} ${id}<br>${lr('054-3390127')}<br>${lr('www.ginat-savta.co.il')}</div></header>
<h1>חשבונית מס קבלה</h1>${meta}${cust}${items}${sums}${qr}<footer>הופק באמצעות מערכת חשבוניות מקוונת · עמוד 1 מתוך 1</footer></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1c1c1c}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{border-bottom:3px solid ${v.color};padding-bottom:3mm}.row{display:flex;justify-content:space-between;align-items:flex-end}.brand{font-size:28px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Noto Sans Hebrew',sans-serif}.b{font-weight:bold}.sm{font-size:10px;color:#555}h1{font-size:19px;margin:6mm 0 3mm}.meta td{padding:2px 8px 2px 0}.meta td:first-child{color:#555}.cust{margin:5mm 0;padding:3mm;border:1px solid #ddd;width:70mm}.items{width:100%;border-collapse:collapse}.items th{background:#eef5ee;text-align:right;padding:4px;border-bottom:1px solid ${v.color}}.items td{padding:4px;border-bottom:1px solid #eee}.items td:nth-child(n+3){text-align:left}.tot{width:50%;margin:5mm auto 0 0}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.qr{display:grid;grid-template-columns:repeat(7,4mm);width:28mm;margin-top:8mm}.qr i{display:block;width:4mm;height:4mm}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;text-align:center;font-size:10px;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
