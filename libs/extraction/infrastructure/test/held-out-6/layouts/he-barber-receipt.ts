import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, heDay, hhmm } from '../../generalisation/notation';

const SHOPS = [
  { name: 'המספרה של מוטי', owner: 'מרדכי אלבז', addr: "רח' ז'בוטינסקי 41, פתח תקווה" },
  { name: 'Barber 19 – ספרות גברים', owner: 'עידו בן שושן', addr: "רח' העצמאות 19, אשדוד" },
  { name: 'סטודיו שיער נורית', owner: 'נורית חזן', addr: 'מרכז כלניות, קריית ביאליק' },
  { name: 'מספרת הברון', owner: 'סאמר עודה', addr: "רח' אל-ח'טיב 7, נצרת" },
];
const SERVICES: [string, number][] = [
  ['תספורת גבר', 8000],
  ['תספורת ילד', 6000],
  ['עיצוב זקן', 4000],
  ['תספורת + זקן', 11000],
  ['פן', 9000],
  ['צבע שורשים', 22000],
  ['החלקה אורגנית', 65000],
  ['גוונים', 38000],
  ['שעווה – אף ואוזניים', 2500],
];

/**
 * A barber's or hair salon's receipt from a small receipt book (A6, Hadasim CLM or Keter YG):
 * the salon's name in a script-like heading, the owner, "עוסק מורשה" and the personal id, "קבלה /
 * חשבונית מס" with a five-digit number stamped in red, the date with its weekday, the stylist, the
 * services and products, "סה"כ", "המחיר כולל מע"מ" and the VAT, the payment (cash, Bit, card) and
 * the next appointment's date and time.
 */
export const heBarberReceipt: Layout = {
  id: 'he-barber-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-06-06', '2026-03-24');
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.int(1, 3)).map(([name, p]) => ({ name, p }));
    if (rng.chance(0.5)) lines.push({ name: rng.pick(['ווקס לשיער 100 מ"ל', 'שמפו מקצועי', 'שמן לזקן']), p: rng.pick([4500, 5900, 7900]) });
    const total = lines.reduce((a, l) => a + l.p, 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10000, 39999));
    const next = addDays(date, rng.pick([21, 28, 35, 42]));
    const m = (c: number) => (c / 100).toFixed(2);
    const ds = rng.pick(['dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yy'] as const);
    const font = rng.pick(['Hadasim CLM', 'Keter YG', 'David CLM']);
    const body = `<div class="p"><div class="top"><h1>${esc(s.name)}</h1><div>${esc(s.owner)} · ${esc(s.addr)} · ${cellular(rng)}</div><div>עוסק מורשה ${vendorTaxId}</div></div>
<div class="row"><div class="t">קבלה / חשבונית מס</div><div class="no">${docNo}</div></div>
<div>תאריך: ${heDay(date)}, ${dt(date, ds)} &nbsp; ספר/ית: ${rng.pick(['מוטי', 'אלעד', 'נורית', 'סאמר', 'דנה'])}</div>
<div>לקוח/ה: ${rng.pick(['אורי', 'גל כהן', 'מר שטרן', 'יוסי', 'רותם', '—'])}</div>
<table>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${m(l.p)}</td></tr>`).join('')}
<tr class="sum"><td>סה"כ</td><td>${m(total)} ₪</td></tr></table>
<div class="sm">המחיר כולל מע"מ (${rate}%): ${m(vat)}</div>
<div>שולם ב: ${rng.pick(['מזומן', 'ביט', 'כרטיס אשראי', 'פייבוקס'])}</div>
<div class="nx">התור הבא: ${heDay(next)} ${dt(next, ds)} בשעה ${hhmm(rng.int(18, 38) * 30)}</div>
<div class="sig">חתימה: ______________</div></div>`;
    const css = `body{font-family:'${font}',serif;font-size:14px;color:#1d1d3a}
.p{width:105mm;height:148mm;box-sizing:border-box;padding:7mm;background:#fffdf5}
.top{text-align:center;border-bottom:2px double #1d1d3a;padding-bottom:2mm;margin-bottom:3mm;font-size:12px}h1{font-size:24px;margin:0 0 1mm}
.row{display:flex;justify-content:space-between;align-items:center}.t{font-size:17px;font-weight:bold}.no{color:#c0272d;font-size:19px;font-family:'Liberation Mono',monospace}
table{width:100%;border-collapse:collapse;margin:3mm 0}td{border-bottom:1px dotted #666;padding:1.5mm}td:last-child{text-align:left}
.sum td{font-weight:bold;font-size:16px;border-bottom:none}.sm{font-size:12px}.nx{margin-top:3mm;border:1px solid #999;padding:2mm}.sig{margin-top:6mm}`;
    return {
      page: 'A6',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A6', css, body }),
      truth: { vendorName: s.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
