import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, mobile, plate } from '../notation';

const GARAGES = [
  { name: 'מוסך האחים חדד', company: false },
  { name: 'ספיד-קאר שירותי רכב בע"מ', company: true },
  { name: "פנצ'ריה ומוסך הדרום", company: false },
  { name: 'מרכז שירות טויוטה גבעת שאול בע"מ', company: true },
];
/** name, price range in shekels, quantities */
const PARTS: [string, number, number, number[]][] = [
  ['מסנן שמן', 30, 80, [1]],
  ['מסנן אוויר', 40, 120, [1]],
  ['שמן מנוע 5W30 (ליטר)', 35, 65, [4, 5]],
  ['רפידות בלם קדמיות', 180, 450, [1]],
  ['דיסקים קדמיים', 250, 700, [2]],
  ['מצבר 70Ah', 380, 750, [1]],
  ['מגבים', 40, 120, [1, 2]],
  ['נורת פנס H7', 15, 60, [1, 2]],
  ['נוזל קירור (ליטר)', 20, 45, [1, 2, 3]],
  ['רצועת טיימינג', 350, 900, [1]],
  ['מצתים', 25, 80, [4]],
];
const LABOUR = ['טיפול תקופתי', 'החלפת רפידות', 'איזון וכיוון פרונט', 'אבחון ממוחשב', 'החלפת מצבר', 'החלפת רצועה'];
const CARS = ['מאזדה 3 2019', 'יונדאי i20 2021', 'סקודה אוקטביה 2017', 'קיה פיקנטו 2022', 'טויוטה קורולה 2020'];

/**
 * A garage invoice: plate number, odometer, model and job card, parts and labour in two tables
 * with their own subtotals, the next service due at a mileage and a month, the customer's mobile;
 * a licensed dealer or a company; the date written with a Hebrew month.
 */
export const heGarageInvoice: Layout = {
  id: 'he-garage-invoice',
  lang: 'he',
  kind: 'car service',
  make(rng) {
    const g = rng.pick(GARAGES);
    const id = taxId(rng, g.company);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const parts = rng.some(PARTS, rng.int(2, 6)).map(([name, lo, hi, qty]) => ({ name, qty: rng.pick(qty), unit: rng.int(lo, hi) * 100 - rng.pick([0, 10, 0]) }));
    const hourly = rng.pick([280, 320, 350, 390]) * 100;
    const labour = rng.some(LABOUR, rng.int(1, 3)).map((name) => ({ name, hours: rng.pick([0.5, 1, 1.5, 2, 2.5]) }));
    const partsSum = parts.reduce((s, p) => s + p.qty * p.unit, 0);
    const labourSum = labour.reduce((s, l) => s + Math.round(l.hours * hourly), 0);
    const net = partsSum + labourSum;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = String(rng.int(100, 29999));
    const km = rng.int(12000, 240000);
    const font = rng.pick(['Frank Ruehl CLM', 'Noto Serif Hebrew', 'DejaVu Sans', 'Ellinia CLM']);
    const idLabel = g.company ? 'ח.פ.' : rng.pick(["עוסק מורשה מס'", 'ע.מ.', 'מספר עוסק']);
    const heDate = rng.chance(0.6);
    const body = `
<div class="hd"><div class="nm">${esc(g.name)}</div><div>${rng.pick(['אזור תעשייה קריית אריה, פתח תקווה', "רח' הסדנאות 4, הרצליה פיתוח", 'מתחם המוסכים, באר שבע'])}</div>
<div>טל' ${rng.pick(['03', '08', '09'])}-${rng.digits(7)} &nbsp; ${idLabel} ${id} &nbsp; מוסך מורשה מס' ${rng.int(1000, 9999)}</div></div>
<div class="t">חשבונית מס/קבלה מס' <b>${doc}</b> &nbsp;&nbsp; תאריך: ${heDate ? day(date, 'he') : day(date, 'd-m-Y')}</div>
<table class="car">
<tr><td>לקוח</td><td>${rng.pick(['משה לוי', 'רנא חורי', 'דנה אברהם', 'ליאור כץ'])}, נייד ${mobile(rng)}</td><td>כרטיס עבודה</td><td>${rng.int(10000, 99999)}</td></tr>
<tr><td>מס' רישוי</td><td>${plate(rng)}</td><td>ק"מ</td><td>${km.toLocaleString('en-US')}</td></tr>
<tr><td>דגם</td><td>${rng.pick(CARS)}</td><td>מס' שלדה</td><td>${rng.pick(['JMZ', 'KMH', 'TMB', 'KNA'])}${rng.digits(6)}${rng.pick(['A', 'K', 'X'])}${rng.digits(5)}</td></tr>
</table>
<h3>חלקים</h3>
<table class="l"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${parts.map((p) => `<tr><td>${esc(p.name)}</td><td>${p.qty}</td><td>${amount(p.unit)}</td><td>${amount(p.qty * p.unit)}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ חלקים</td><td>${amount(partsSum)}</td></tr></table>
<h3>עבודה</h3>
<table class="l"><tr><th>תיאור</th><th>שעות</th><th>תעריף</th><th>סה"כ</th></tr>
${labour.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.hours}</td><td>${amount(hourly)}</td><td>${amount(Math.round(l.hours * hourly))}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ עבודה</td><td>${amount(labourSum)}</td></tr></table>
<table class="tot">
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr></table>
<p>טיפול הבא: ב-${(km + 15000).toLocaleString('en-US')} ק"מ או בעוד 12 חודשים, המוקדם מביניהם. אחריות על עבודה: 3 חודשים או 5,000 ק"מ.</p>
<p>שולם ב${rng.pick(['מזומן', 'אשראי', 'ביט', "צ'ק"])}. חתימת הלקוח: __________</p>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 10mm 12mm; }
.hd { text-align: center; border-bottom: 3px double #000; padding-bottom: 2mm; } .nm { font-size: 20pt; font-weight: bold; }
.t { font-size: 13pt; margin: 4mm 0; } .car { width: 100%; border: 1px solid #000; border-collapse: collapse; } .car td { padding: 1.5mm; border: 1px solid #aaa; } .car td:nth-child(odd) { background: #eee; }
h3 { margin: 4mm 0 1mm; font-size: 11pt; text-decoration: underline; }
.l { width: 100%; border-collapse: collapse; } .l th { border-bottom: 1px solid #000; text-align: right; } .l td { padding: 1mm; }
.l td:nth-child(n+2) { text-align: left; direction: ltr; } .s td { border-top: 1px solid #000; font-weight: bold; }
.tot { width: 45%; margin: 5mm auto 0 0; border: 2px solid #000; } .tot td:last-child { text-align: left; } .b td { font-weight: bold; font-size: 12.5pt; }
p { font-size: 9pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: g.name, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
