import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, phone } from '../notation';

const CHAINS = ['שוק העיר קמעונאות בע"מ', 'מגה-סל רשתות מזון בע"מ', 'טעם הבית סופרמרקטים בע"מ', 'פרש-מרקט אונליין בע"מ'];
const CUSTOMERS = ['אלפא מערכות מידע בע"מ', 'משרד עו"ד לוי, כהן ושות\'', 'גן ילדים "הפרפר" בע"מ', 'סטודיו אורבן תכנון בע"מ'];
const GOODS = [
  'חלב 3% 1 ליטר',
  "קפה טורקי 200 גר'",
  "נס קפה עלית 200 גר'",
  'מים מינרליים 6×1.5 ליטר',
  'סוכר לבן 1 ק"ג',
  'תה ויסוצקי 100 שקיות',
  'עוגיות חמאה',
  'נייר טואלט 32 גלילים',
  'סבון כלים 1 ליטר',
  'כוסות חד"פ 100 יח\'',
  "מפיות 500 יח'",
  'חלב סויה',
  "קורנפלקס 750 גר'",
  "שוקולד מריר 100 גר'",
  "במבה 80 גר' ×10",
  'קולה זירו 1.5 ליטר',
];
const PRODUCE = ['בננה', 'תפוח עץ פינק ליידי', 'מלפפון', 'עגבניה שרי', 'תפוז', 'אבוקדו', 'פלפל אדום'];

/**
 * A supermarket chain's A4 delivery note and tax invoice for a business customer's online order:
 * order number, picking number and delivery window beside the document number, the customer's own
 * valid ח.פ., barcodes, produce sold by weight and exempt from VAT, a delivery fee and a coupon,
 * then a totals block that splits taxable and exempt amounts before the amount to pay.
 */
export const heSupermarketDelivery: Layout = {
  id: 'he-supermarket-delivery',
  lang: 'he',
  kind: 'delivery tax invoice',
  make(rng) {
    const vendor = rng.pick(CHAINS);
    const id = taxId(rng);
    const date = randomDate(rng, '2023-07-01', '2025-12-31');
    const rate = israeliRate(date);
    const goods = rng.some(GOODS, rng.int(6, 11)).map((name) => ({ name, bar: `729${rng.digits(10)}`, qty: rng.int(1, 6), unit: rng.int(390, 4990), weight: 0, exempt: false }));
    const produce = rng
      .some(PRODUCE, rng.int(2, 4))
      .map((name) => ({ name, bar: `2${rng.digits(6)}`, qty: 1, unit: rng.int(490, 1890), weight: rng.int(350, 2600) / 1000, exempt: true }));
    const lines = [...goods, ...produce].map((l) => ({ ...l, total: l.weight ? Math.round(l.unit * l.weight) : l.unit * l.qty }));
    const taxableGoods = lines.filter((l) => !l.exempt).reduce((s, l) => s + l.total, 0);
    const exempt = lines.filter((l) => l.exempt).reduce((s, l) => s + l.total, 0);
    const delivery = rng.pick([0, 2990, 1990, 3490]);
    const coupon = rng.chance(0.5) ? rng.pick([2000, 3000, 5000]) : 0;
    const taxable = taxableGoods + delivery - coupon;
    const vat = vatOfGross(taxable, rate);
    const total = taxable + exempt;
    const doc = `${rng.int(31, 39)}${rng.digits(6)}`;
    const order = `${rng.pick(['4', '6'])}${rng.digits(9)}`;
    const style = rng.pick(['D.M.Y', 'd/m/y', 'he-long'] as const);
    const font = rng.pick(['Keter YG', 'Nachlieli CLM', 'Noto Sans Hebrew']);
    const slot = rng.pick(['08:00-10:00', '10:00-12:00', '16:00-18:00', '18:00-20:00']);
    const customer = rng.pick(CUSTOMERS);
    const body = `
<div class="top"><div class="logo">${esc(vendor)}</div><div class="addr">מרכז הפצה: אזור התעשייה ${rng.pick(['ברקן', 'צפוני לוד', 'קיסריה', 'שדרות'])} · שירות לקוחות ${phone(rng)} · ח.פ. ${id}</div></div>
<h1>תעודת משלוח + חשבונית מס</h1>
<table class="facts">
<tr><th>מס' מסמך</th><th>תאריך</th><th>מס' הזמנה באתר</th><th>מס' ליקוט</th><th>חלון משלוח</th></tr>
<tr><td>${doc}</td><td>${day(date, style)}</td><td>${order}</td><td>${rng.digits(5)}</td><td>${slot}</td></tr>
</table>
<div class="cust"><b>לקוח עסקי:</b> ${esc(customer)} &nbsp; ח.פ. לקוח: ${taxId(rng)}<br>כתובת אספקה: ${rng.pick(['הברזל', 'המלאכה', 'החרש', 'הנגר'])} ${rng.int(2, 40)}, ${rng.pick(['תל אביב', 'פתח תקווה', 'רעננה', 'חולון'])} · איש קשר: ${phone(rng)}</div>
<table class="items">
<tr><th>#</th><th>ברקוד</th><th>תיאור</th><th>כמות / משקל</th><th>מחיר ליח'</th><th>סה"כ</th><th>מע"מ</th></tr>
${lines
  .map(
    (l, i) =>
      `<tr><td>${i + 1}</td><td>${l.bar}</td><td>${esc(l.name)}</td><td>${l.weight ? `${l.weight.toFixed(3)} ק"ג` : l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.total)}</td><td>${l.exempt ? 'פטור' : '✓'}</td></tr>`,
  )
  .join('')}
</table>
<div class="bottom">
<div class="sign">קיבלתי את הסחורה בשלמותה:<br><br>שם: ____________ &nbsp; חתימה: ____________<br><br>המחירים כוללים מע"מ למעט פירות וירקות הפטורים ממע"מ.</div>
<table class="sums">
<tr><td>סה"כ מוצרים</td><td>${amount(taxableGoods + exempt)}</td></tr>
<tr><td>דמי משלוח</td><td>${delivery ? amount(delivery) : 'חינם'}</td></tr>
${coupon ? `<tr><td>קופון הנחה ${rng.pick(['WELCOME', 'OFFICE', 'SAVE'])}${rng.int(10, 99)}</td><td>-${amount(coupon)}</td></tr>` : ''}
<tr><td>חייב במע"מ (ללא מע"מ)</td><td>${amount(taxable - vat)}</td></tr>
<tr><td>פטור ממע"מ</td><td>${amount(exempt)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="grand"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr>
</table></div>
<div class="foot">חויב בכרטיס אשראי המסתיים ב-${rng.digits(4)} · מסמך ממוחשב · עמוד 1 מתוך 1</div>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 12mm 14mm; color: #111; }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 4px solid #c8102e; padding-bottom: 2mm; }
.logo { font-size: 20pt; font-weight: bold; color: #c8102e; white-space: nowrap; } .addr { font-size: 8pt; max-width: 90mm; }
h1 { font-size: 15pt; text-align: center; margin: 5mm 0 3mm; }
.facts { width: 100%; border-collapse: collapse; margin-bottom: 3mm; } .facts th, .facts td { border: 1px solid #888; padding: 1.5mm; text-align: center; } .facts th { background: #f1d5d9; font-size: 8.5pt; }
.cust { border: 1px dashed #999; padding: 2mm; margin-bottom: 4mm; line-height: 1.5; }
.items { width: 100%; border-collapse: collapse; font-size: 9pt; } .items th { background: #333; color: #fff; padding: 1.5mm; text-align: right; }
.items td { padding: 1.2mm; border-bottom: 1px solid #ddd; } .items td:nth-child(n+4) { text-align: left; direction: ltr; }
.bottom { display: flex; justify-content: space-between; margin-top: 6mm; } .sign { font-size: 8.5pt; width: 80mm; }
.sums { border-collapse: collapse; min-width: 70mm; } .sums td { padding: 1.2mm 3mm; border-bottom: 1px solid #ccc; } .sums td:last-child { text-align: left; direction: ltr; }
.grand td { font-weight: bold; font-size: 12pt; border-top: 2px solid #000; }
.foot { margin-top: 10mm; font-size: 8pt; color: #555; text-align: center; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
