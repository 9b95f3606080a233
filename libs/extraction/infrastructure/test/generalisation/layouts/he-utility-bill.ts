import { addDays, amount, formatDate, htmlPage, israeliRate, Layout, notTaxId, randomDate, taxId, truthAmount, vatOfNet } from '../kit';

const UTILITIES = [
  { name: 'חברת החשמל לישראל בע"מ', what: 'חשמל', unit: 'קוט"ש', price: [55, 64] },
  { name: 'מי שקמה תאגיד המים בע"מ', what: 'מים', unit: 'מ"ק', price: [780, 920] },
  { name: 'סופרגז חברה ישראלית להפצת גז בע"מ', what: 'גז', unit: 'מ"ק', price: [1900, 2300] },
  { name: 'מי כרמל בע"מ', what: 'מים', unit: 'מ"ק', price: [780, 920] },
];

/**
 * A Hebrew utility bill: billing period, issue date and due date, a contract number that looks
 * like an id, a previous balance, consumption rows, and the company id in the footer.
 */
export const heUtilityBill: Layout = {
  id: 'he-utility-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const u = rng.pick(UTILITIES);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const periodEnd = addDays(date, -rng.int(3, 12));
    const periodStart = addDays(periodEnd, -rng.pick([29, 59, 60]));
    const due = addDays(date, rng.pick([14, 20, 21]));
    const qty = rng.int(8, 900);
    const consumption = Math.round((qty * rng.int(u.price[0], u.price[1])) / 10);
    const fixed = rng.int(1500, 4500);
    const net = consumption + fixed;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = rng.digits(rng.int(8, 10));
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'd/m/y'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'FreeSans', 'Simple CLM']);
    const dateLabel = rng.pick(['תאריך הפקה', 'תאריך החשבון', 'תאריך']);
    const body = `
<div class="hd"><div class="n">${u.name}</div><div class="t">חשבון ${u.what} לתקופה ${formatDate(periodStart, style)} - ${formatDate(periodEnd, style)}</div></div>
<table class="kv">
<tr><td>מספר חוזה</td><td>${notTaxId(rng)}</td><td>${dateLabel}</td><td>${formatDate(date, style)}</td></tr>
<tr><td>מספר חשבונית</td><td>${doc}</td><td>לתשלום עד</td><td>${formatDate(due, style)}</td></tr>
<tr><td>מספר מונה</td><td>${rng.digits(8)}</td><td>קריאה קודמת</td><td>${formatDate(periodStart, style)}</td></tr>
</table>
<table class="d">
<tr><th>פירוט</th><th>כמות</th><th>סכום</th></tr>
<tr><td>צריכת ${u.what} (${u.unit})</td><td>${qty}</td><td>${amount(consumption)}</td></tr>
<tr><td>תשלום קבוע</td><td>1</td><td>${amount(fixed)}</td></tr>
<tr><td>סה"כ חיובים תקופתיים</td><td></td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td></td><td>${amount(vat)}</td></tr>
<tr><td>יתרה קודמת</td><td></td><td>0.00</td></tr>
<tr class="b"><td>סה"כ לתשלום בש"ח</td><td></td><td>${amount(total)}</td></tr>
</table>
<p>ניתן לשלם באתר החברה, בהוראת קבע או בסניפי הדואר עד ${formatDate(due, style)}.</p>
<div class="ft">${u.name} | ח.פ. ${id} | מוקד שירות *${rng.int(1000, 9999)}</div>`;
    const css = `body { font-family: '${font}'; font-size: 11pt; padding: 14mm; }
.hd { border-bottom: 3px solid #0a4; padding-bottom: 4mm; } .n { font-size: 18pt; font-weight: bold; } .t { font-size: 12pt; }
.kv { width: 100%; margin: 6mm 0; } .kv td:nth-child(odd) { color: #555; }
.d { width: 100%; border-collapse: collapse; } .d th { background: #e4f4e4; text-align: right; } .d td, .d th { padding: 5px; border-bottom: 1px solid #ccc; }
.d td:last-child { text-align: left; } .b td { font-weight: bold; font-size: 13pt; }
.ft { margin-top: 30mm; font-size: 8.5pt; border-top: 1px solid #999; padding-top: 2mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: u.name, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
