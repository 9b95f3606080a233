import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-jigsaw-puzzle-webshop-order';

const ITEMS: [string, number][] = [
  ['פאזל 1000 חלקים - נמל יפו', 8900],
  ['פאזל 1500 חלקים - מפת ירושלים העתיקה', 11900],
  ['פאזל 500 חלקים - ציפורי החולה', 6900],
  ['פאזל 2000 חלקים - שוק מחנה יהודה', 14900],
  ['פאזל עץ לילדים 48 חלקים', 5900],
  ['פאזל תלת-ממד - מגדל דוד', 12900],
  ['שטיח גלילה לפאזלים', 9900],
  ['דבק ומסגרת לפאזל 70×50', 7900],
  ['מיון חלקים - מגשים (סט 6)', 4900],
  ['פאזל 1000 חלקים - כרמל בשקיעה', 8900],
];

const VENDORS = [
  {
    brand: 'חלק חסר',
    web: 'www.helekhaser.co.il',
    legal: 'חלק חסר משחקים בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'רח׳ היצירה 3, קריית אונו',
    num: (iso: string, r: { int(a: number, b: number): number }) => `IN${iso.slice(0, 4)}${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    head: "'Noto Sans Hebrew',sans-serif",
    color: '#be123c',
    footer: false,
  },
  {
    brand: 'PUZZLA',
    web: 'puzzla.co.il',
    legal: 'מורן אדלר',
    company: false,
    idLine: (id: string) => `עוסק מורשה ${lr(id)}`,
    addr: 'ת.ד. 5521, מודיעין',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(10000, 39999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    font: "'FreeSans','Miriam CLM',sans-serif",
    head: "'URW Gothic','FreeSans',sans-serif",
    color: '#0e7490',
    footer: true,
  },
];

export const heJigsawPuzzleWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const ordered = shift(date, -rng.int(0, 3));
    const lines = rng.some(ITEMS, rng.int(1, 5)).map(([name, price]) => ({ name, sku: `PZ-${rng.int(1000, 9999)}`, qty: rng.chance(0.8) ? 1 : 2, price }));
    const sub = add(lines.map((l) => l.qty * l.price));
    const coupon = rng.chance(0.4)
      ? rng.pick([
          ['PUZZLE20', 20],
          ['FIRST10', 10],
        ] as [string, number][])
      : null;
    const disc = coupon ? -Math.round((sub * coupon[1]) / 100) : 0;
    const ship = sub + disc >= 29900 ? 0 : rng.pick([2900, 3500]);
    const total = sub + disc + ship;
    const tax = taxIn(total, rate);
    const vend = `${esc(v.legal)} · ${v.idLine(id)} · ${v.addr}`;
    const body = `<div class="pg">
<header><div><div class="brand">${v.brand}</div><div>${lr(v.web)}</div></div>${v.footer ? '' : `<div class="vend">${vend}<br>${lr('03-' + rng.int(5000000, 9999999))}</div>`}</header>
<h1>חשבונית מס / קבלה</h1>
<table class="hdr"><tr><th>מס׳ חשבונית</th><th>תאריך</th><th>מס׳ הזמנה</th><th>הוזמן ב</th><th>משלוח</th><th>תשלום</th></tr>
<tr><td>${lr(number)}</td><td>${lr(v.date(date))}</td><td>${lr('#' + rng.int(100000, 999999))}</td><td>${lr(`${dt(ordered, 'dd/mm/yyyy')} ${rng.int(8, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}</td><td>${ship ? 'שליח עד הבית' : 'משלוח חינם'}</td><td>${rng.pick(['כרטיס אשראי', 'Bit', 'PayPal', '3 תשלומים'])}</td></tr></table>
<div class="cust">לקוח/ה: ${rng.pick(['שני גולן', 'רועי אמסלם', 'הדס פרידמן', 'עמית בן דוד'])} · ${lr(cellular(rng))} · ${rng.pick(['חולון', 'רמת גן', 'באר שבע', 'טבריה', 'קריית שמונה'])}</div>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${lr(l.sku)}</td><td>${l.name}</td><td>${l.qty}</td><td>${lr(amount(l.price))}</td><td>${lr(amount(l.qty * l.price))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>${lr(amount(sub))}</td></tr>
${coupon ? `<tr><td>קופון ${lr(coupon[0])} (${coupon[1]}%)</td><td>${lr(amount(disc))}</td></tr>` : ''}
<tr><td>משלוח</td><td>${lr(amount(ship))}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>${lr(`₪${amount(total)}`)}</td></tr><tr><td>כולל מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr></table>
<div class="note">משלוח חינם בקנייה מעל ₪299 · חסר חלק? כתבו לנו ונשלח חלק חלופי</div>
${v.footer ? `<footer>${vend}</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative;overflow:hidden}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.head};font-size:32px;font-weight:bold;color:${v.color}}.vend{text-align:left;line-height:1.6}h1{font-size:18px}.hdr,.items{width:100%;border-collapse:collapse;margin-bottom:10px}.hdr th,.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.hdr td,.items td{padding:4px;border-bottom:1px solid #ddd}.cust{margin-bottom:10px}.tot{margin:6px auto 0 0;font-size:12px}.tot td{padding:3px 8px}.big td{font-weight:bold;font-size:14px}.note{margin-top:18px;color:#444}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #999;padding-top:4px;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
