import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm, share } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-swimwear-webshop-order';

const VENDORS = [
  {
    brand: 'MAYA SWIM',
    web: 'www.mayaswim.co.il',
    legal: 'מאיה בגדי ים ואופנת חוף בע"מ',
    company: true,
    label: 'ח.פ.',
    address: "רח' המסגר 40, תל אביב · 03-5613820",
    title: 'חשבונית מס / קבלה',
    num: (rng: { int(a: number, b: number): number }, date: string) => `MS${date.slice(2, 4)}-${rng.int(10000, 59999)}`,
    style: 'yyyy-mm-dd' as D,
    font: "'Noto Sans Hebrew',sans-serif",
    brandFont: "'URW Gothic','Noto Sans',sans-serif",
    color: '#d9480f',
  },
  {
    brand: 'גלים',
    web: 'galim-swim.co.il',
    legal: 'שירן אבוטבול',
    company: false,
    label: 'עוסק מורשה',
    address: "רח' הבנאים 12, אשדוד · 054-7712309",
    title: 'חשבונית מס-קבלה',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(12000, 19999)}`,
    style: 'dd/mm/yyyy' as D,
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'Aharoni CLM','Miriam CLM',sans-serif",
    color: '#1b4f72',
  },
];

const ITEMS: [string, number, number, string[]][] = [
  ['ביקיני משולש – עליון', 129, 169, ['XS', 'S', 'M', 'L']],
  ['ביקיני – תחתון גבוה', 99, 139, ['XS', 'S', 'M', 'L']],
  ['בגד ים שלם עם גב פתוח', 229, 329, ['S', 'M', 'L', 'XL']],
  ['בגד ים שלם מחטב', 259, 349, ['M', 'L', 'XL', 'XXL']],
  ['טנקיני שתי חלקים', 199, 279, ['S', 'M', 'L']],
  ['בגד ים לילדות', 89, 129, ['4', '6', '8', '10']],
  ['בוקסר ים לבנים', 79, 119, ['4', '6', '8', '12']],
  ['חולצת UV שרוול ארוך', 119, 159, ['S', 'M', 'L']],
  ['פראו חוף משי', 99, 149, ['ONE']],
  ['כובע קש רחב שוליים', 89, 129, ['ONE']],
  ['מגבת חוף טורקית', 79, 119, ['ONE']],
];
const COLORS = ['שחור', 'טורקיז', 'אדום', 'זית', 'לבן', 'פרחוני', 'נייבי', 'קורל'];
const CUSTOMERS = ['ליאור מלכה', 'דנה שמעוני', 'רות בירנבאום', 'נטע חדד', 'אלה ויסמן', 'קרן אוחיון'];
const SHIP: [string, number][] = [
  ['שליח עד הבית', 2990],
  ['נקודת איסוף', 1990],
  ['איסוף עצמי מהמחסן', 0],
];

export const heSwimwearWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9]);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const ordered = shift(date, -rng.int(0, 2));
    const order = `#${rng.int(100200, 109999)}`;
    const items = rng.some(ITEMS, rng.int(2, 5)).map(([name, lo, hi, sizes]) => ({
      sku: `SW-${rng.int(1000, 4999)}`,
      name,
      size: rng.pick(sizes),
      color: rng.pick(COLORS),
      qty: rng.chance(0.2) ? 2 : 1,
      unit: rng.int(lo, hi) * 100 - 10,
    }));
    const subtotal = add(items.map((i) => i.qty * i.unit));
    const coupon = rng.chance(0.5) ? rng.pick(['SUMMER15', 'BEACH15']) : '';
    const discount = coupon ? share(subtotal, 15) : 0;
    const [shipName, shipFee] = rng.pick(SHIP);
    const shipping = shipFee && subtotal - discount >= 34900 ? 0 : shipFee;
    const total = subtotal - discount + shipping;
    const tax = taxIn(total, rate);
    const pay = rng.pick(['כרטיס אשראי', 'Bit', 'PayPal', 'Apple Pay']);
    const facts: [string, string][] = [
      ['תאריך', lr(dt(date, v.style))],
      ['הזמנה', lr(order)],
      ['תאריך הזמנה', lr(`${dt(ordered, v.style)} ${hhmm(rng.int(0, 23 * 60 + 59))}`)],
      ['לקוחה', `${esc(rng.pick(CUSTOMERS))} · ${cellular(rng)}`],
      ['משלוח', shipName],
      ['תשלום', `${pay}${pay === 'כרטיס אשראי' ? ` ${lr(`****${rng.digits(4)}`)}` : ''}`],
    ];
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="web">${v.web}</div></div>${v.company ? `<div class="who"><b>${esc(v.legal)}</b><br>${v.label} ${id}<br>${esc(v.address)}</div>` : ''}</header>
<h1>${v.title} <span>${lr(number)}</span></h1>
<div class="facts">${facts.map(([a, b]) => `<div><span class="l">${a}:</span> ${b}</div>`).join('')}</div>
<table class="items"><tr><th>מק"ט</th><th>פריט</th><th>מידה</th><th>צבע</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${items
      .map(
        (i) =>
          `<tr><td>${i.sku}</td><td>${esc(i.name)}</td><td>${lr(i.size)}</td><td>${i.color}</td><td>${i.qty}</td><td>${amount(i.unit)}</td><td>${amount(i.qty * i.unit)}</td></tr>`,
      )
      .join('')}</table>
<table class="tot">
<tr><td>סכום ביניים</td><td>${amount(subtotal)}</td></tr>
${coupon ? `<tr><td>קופון ${coupon} (15%)</td><td>${lr(`-${amount(discount)}`)}</td></tr>` : ''}
<tr><td>משלוח – ${shipName}${shipFee && !shipping ? ' (חינם מעל 349 ₪)' : ''}</td><td>${amount(shipping)}</td></tr>
<tr class="big"><td>סה"כ שולם</td><td>${amount(total)} ₪</td></tr>
<tr><td>המחיר כולל מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
</table>
<div class="note">החזרות תוך 14 יום באריזה המקורית ועם המדבקה ההיגיינית. בגדי ים שהמדבקה הוסרה מהם אינם ניתנים להחזרה.</div>
${v.company ? '' : `<footer>${esc(v.brand)} – ${esc(v.legal)} · ${v.label} ${id} · ${esc(v.address)}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.page{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative}header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ccc;padding-bottom:8px}.brand{font-family:${v.brandFont};font-size:30px;color:${v.color};letter-spacing:2px}.web{font-size:11px;color:#777}.who{text-align:left;font-size:11px;line-height:1.5}h1{font-size:19px;margin:14px 0 8px}h1 span{color:${v.color}}.facts{display:grid;grid-template-columns:1fr 1fr;gap:3px 20px;margin-bottom:12px}.l{color:#777}.items{width:100%;border-collapse:collapse}.items th{background:#f3f3f3;border-bottom:2px solid ${v.color};padding:5px;text-align:right;font-size:11px}.items td{padding:5px;border-bottom:1px solid #eee}.items td:nth-child(n+5),.items th:nth-child(n+5){text-align:left}.tot{width:50%;margin:12px auto 0 0;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;color:${v.color};border-top:2px solid ${v.color}}.note{margin-top:20px;font-size:10.5px;color:#666}footer{position:absolute;bottom:12mm;left:15mm;right:15mm;text-align:center;font-size:10.5px;color:#444;border-top:1px solid #ccc;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
