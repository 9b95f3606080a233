import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-sheet-music-webshop-order';

const VENDORS = [
  {
    brand: 'NOTA.CO.IL',
    legal: 'נוטה תווים והוצאה לאור בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `IN${k}`,
    digits: [240000, 289999],
    color: '#1e3a8a',
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    coupon: 'PIANO15',
  },
  {
    brand: 'תווים בקליק',
    legal: 'דפנה אלמוג',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    digits: [1400, 4999],
    color: '#be185d',
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    coupon: 'MUSIC10',
  },
];

const ITEMS: [string, string, number][] = [
  ['TN-1021', 'שופן – ואלסים לפסנתר (מהדורה מוערת)', 8900],
  ['TN-1140', 'שירי ארץ ישראל לגיטרה – אקורדים וטאבים', 6900],
  ['TN-2205', 'מתודה לכינור – ספר 1 + דיסק', 7400],
  ['TN-3310', 'באך – אינוונציות דו-קוליות', 5900],
  ['AC-0051', 'עמדת תווים מתקפלת שחורה', 11900],
  ['AC-0090', 'מטרונום דיגיטלי עם כוונן', 9500],
  ['AC-0112', 'מחברת חמשות 48 דף', 1800],
  ['DG-0007', "תווים דיגיטליים (PDF) – אוסף ג'אז סטנדרטים", 4900],
  ['TN-4402', 'הלל – חליל צד, יצירות לאירועים', 6400],
  ['TN-5120', 'פרטיטורה – סימפוניה 40, מוצרט', 12800],
  ['AC-0140', 'מהדק תווים לנגינה בחוץ (זוג)', 2900],
];

export const heSheetMusicWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const order = `${rng.int(100000, 999999)}`;
    const orderDate = shift(date, -rng.int(0, 2));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([sku, name, p]) => ({ sku, name, p, q: p < 3000 ? rng.int(1, 4) : rng.int(1, 2) }));
    const items = add(lines.map((l) => l.q * l.p));
    const coupon = rng.chance(0.4) ? Math.round(items * (v.coupon === 'PIANO15' ? 0.15 : 0.1)) : 0;
    const after = items - coupon;
    const pickup = rng.chance(0.25);
    const ship = pickup ? 0 : after >= 25000 ? 0 : 2990;
    const total = after + ship;
    const tax = taxIn(total, rate);
    const pay = rng.pick(['כרטיס אשראי ויזה המסתיים ב-' + rng.digits(4), 'PayPal', 'ביט', 'Apple Pay']);
    const customer = `${rng.pick(['עדי', 'מאיה', 'רוני', 'גלעד', 'אסף'])} ${rng.pick(['שטרן', 'חדד', 'גבאי', 'וולף'])}`;
    const vendorFull = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div>`;
    const body = `<div class="page">
<header><div class="brand">${esc(v.brand)}</div><div class="hv">${v.company ? '<div>חנות התווים המקוונת</div><div>www.nota.co.il · service@nota.co.il</div>' : `${vendorFull}<div>www.tavim-baklik.co.il · ${lr(cellular(rng))}</div>`}</div></header>
<div class="title">${v.company ? 'חשבונית מס / קבלה' : 'חשבונית מס קבלה'}</div>
<div class="grid">
<div><span>מספר חשבונית</span><b>${lr(number)}</b></div>
<div><span>תאריך חשבונית</span><b>${dt(date, v.style)}</b></div>
<div><span>הזמנה</span>${lr(`#${order}`)}</div>
<div><span>תאריך הזמנה</span>${lr(`${dt(orderDate, v.style)} ${hhmm(rng.int(0, 1439))}`)}</div>
<div><span>אמצעי תשלום</span>${esc(pay)}</div>
<div><span>משלוח</span>${pickup ? 'איסוף עצמי מהחנות' : `דואר רשום · ${lr(`RR${rng.digits(9)}IL`)}`}</div>
</div>
<div class="cust"><b>לקוח:</b> ${customer} · ${rng.pick(['רעננה', 'מודיעין', 'באר שבע', 'זכרון יעקב', 'קריית אונו'])} · ${lr(cellular(rng))}</div>
<table class="items"><tr><th>מק"ט</th><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines
      .map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>₪${amount(items)}</td></tr>
${coupon ? `<tr><td>קוד קופון ${v.coupon}</td><td>${lr(`-₪${amount(coupon)}`)}</td></tr>` : ''}
<tr><td>משלוח</td><td>${ship ? `₪${amount(ship)}` : 'חינם'}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr>
<tr><td>המחירים כוללים מע"מ ${rate}%</td><td>₪${amount(tax)}</td></tr></table>
<div class="sm">משלוח חינם בהזמנה מעל ₪250. תווים דיגיטליים נשלחים לדוא"ל ואינם ניתנים להחזרה.</div>
${v.company ? `<footer>${esc(v.legal)} · ${v.label} ${id} · רח' אחד העם 90, תל אביב · מסמך ממוחשב</footer>` : '<footer>מסמך זה הופק באופן ממוחשב ונחתם דיגיטלית</footer>'}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111827}.page{width:210mm;height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative}header{display:flex;justify-content:space-between;align-items:center;padding-bottom:8px;border-bottom:1px solid #d1d5db}.brand{font-size:26px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Miriam CLM',sans-serif}.hv{text-align:left;line-height:1.5;font-size:10px}.b{font-weight:bold}.title{margin:12px 0 8px;font-size:18px;font-weight:bold;color:${v.color}}.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;background:#f9fafb;padding:8px;border-radius:6px}.grid span{display:block;font-size:9px;color:#6b7280}.cust{margin:10px 0}.items{width:100%;border-collapse:collapse}.items th{text-align:right;border-bottom:2px solid ${v.color};padding:4px}.items td{padding:4px;border-bottom:1px solid #f3f4f6}.items td:nth-child(n+3){text-align:left}.tot{width:45%;margin:10px auto 8px 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:1px solid #111}.sm{font-size:9px;color:#6b7280}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;text-align:center;font-size:9.5px;color:#4b5563;border-top:1px solid #e5e7eb;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
