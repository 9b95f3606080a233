import { amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, truthAmount, vatOfNet } from '../kit';

const VENDORS = ['CyberShield Technologies Ltd', 'אינפו-טק מערכות בע"מ', 'Blue Lagoon Software Ltd.', 'מדיה פלוס הפקות בע"מ'];
const SERVICES = ['SOC monitoring - monthly', 'Penetration test', 'Cloud backup 2TB', 'Licences Microsoft 365 x10', 'Video editing', 'Onsite support', 'Firewall renewal'];

/** An Israeli tech company's bilingual invoice: every label in Hebrew and English, items in English. */
export const mixedBilingualInvoice: Layout = {
  id: 'mixed-bilingual-invoice',
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng) {
    const vendor = rng.pick(VENDORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, SERVICES, [1, 4], [300, 9000]);
    const net = sum(items);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = `${rng.int(1, 9)}${rng.digits(4)}`;
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'Y-m-d'] as const);
    const font = rng.pick(['DejaVu Sans', 'Noto Sans Hebrew', 'FreeSans', 'Liberation Sans']);
    const cur = rng.pick(['₪', 'NIS', 'ש"ח']);
    const body = `
<div class="h"><div class="n">${esc(vendor)}</div><div>ח.פ. / Company No.: ${id}</div></div>
<div class="title">חשבונית מס / TAX INVOICE</div>
<table class="kv">
<tr><td>מספר / No.</td><td>${doc}</td><td>תאריך / Date</td><td>${formatDate(date, style)}</td></tr>
<tr><td>לכבוד / To</td><td colspan="3">Acme Trading Ltd (ח.פ. ${taxId(rng)})</td></tr>
</table>
<table class="i"><tr><th>תיאור / Description</th><th>כמות / Qty</th><th>מחיר / Price</th><th>סה"כ / Total</th></tr>
${items.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="t">
<tr><td>סכום לפני מע"מ / Net</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ / VAT ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>סה"כ לתשלום / Total due</td><td>${amount(total)} ${cur}</td></tr>
</table>
<p class="s">Payment terms: net 30 · תנאי תשלום: שוטף + 30</p>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 15mm; }
.h { text-align: center; } .n { font-size: 18pt; font-weight: bold; } .title { text-align: center; font-size: 14pt; margin: 6mm 0; background: #333; color: #fff; padding: 2mm; }
.kv { width: 100%; } .kv td:nth-child(odd) { font-weight: bold; } .i { width: 100%; border-collapse: collapse; margin-top: 6mm; }
.i th, .i td { border: 1px solid #888; padding: 4px; } .t { margin: 6mm auto 0 0; } .t td { padding: 3px 8px; } .b td { font-weight: bold; font-size: 12pt; } .s { margin-top: 15mm; font-size: 9pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
