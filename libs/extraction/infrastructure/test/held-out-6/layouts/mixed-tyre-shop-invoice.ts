import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, plate } from '../../generalisation/notation';

const SHOPS = [
  { he: 'פנצ\'רייה וצמיגי דרום בע"מ', en: 'DAROM TYRES', company: true, addr: 'אזה"ת עמק שרה, באר שבע' },
  { he: 'צמיגי אבו-חמד', en: 'ABU HAMAD TIRES', company: false, addr: 'כביש 65, אום אל-פחם' },
  { he: 'גלגלי השרון מרכז צמיגים בע"מ', en: 'SHARON WHEELS', company: true, addr: "רח' הסדנאות 3, הרצליה פיתוח" },
  { he: 'צמיגי עוזי ובניו', en: 'UZI & SONS TYRES', company: false, addr: 'אזור תעשייה צפוני, אשקלון' },
];
const TYRES: [string, number][] = [
  ['Michelin Primacy 4 205/55R16', 54000],
  ['Bridgestone Turanza 215/60R17', 61000],
  ['Continental EcoContact 6 195/65R15', 42000],
  ['Hankook Ventus Prime 225/45R17', 49000],
  ['Pirelli Scorpion 235/65R17 (SUV)', 82000],
  ['Kumho Ecowing 185/65R15', 29500],
];

/**
 * A tyre shop's A5 invoice-receipt with bilingual labels (Liberation Sans Narrow or DejaVu Sans
 * Condensed): the English shop sign in capitals, the Hebrew name as registered, "עוסק מורשה /
 * Dealer No." or "ח.פ. / Company No." (hyphenated on some), "חשבונית מס קבלה / Tax Invoice
 * Receipt" with a number, the date, the car's plate, model and odometer in km, tyres by size and
 * brand × quantity, valves, balancing per wheel, alignment, disposal of old tyres, a puncture repair,
 * "סה"כ לפני מע"מ / Net", "מע"מ / VAT", "לתשלום / Total ₪", the payment with instalments, the next
 * rotation due in km and a date, and the DOT week of the tyres fitted.
 */
export const mixedTyreShopInvoice: Layout = {
  id: 'mixed-tyre-shop-invoice',
  lang: 'mixed',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-04', '2026-03-27');
    const rate = israeliRate(date);
    const [tyre, price] = rng.pick(TYRES);
    const q = rng.pick([2, 4, 4, 1]);
    const lines: { n: string; q: number; u: number }[] = [
      { n: tyre, q, u: price },
      { n: 'מסתם / Valve', q, u: 1500 },
      { n: 'איזון / Balancing', q, u: 3000 },
    ];
    if (rng.chance(0.5)) lines.push({ n: 'כיוון פרונט / Wheel alignment', q: 1, u: rng.pick([15000, 18000]) });
    if (rng.chance(0.5)) lines.push({ n: 'פינוי צמיגים ישנים / Old tyre disposal', q, u: 1000 });
    if (rng.chance(0.3)) lines.push({ n: 'תיקון תקר / Puncture repair', q: 1, u: 5000 });
    const net = lines.reduce((a, l) => a + l.q * l.u, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(3000, 68000));
    const km = rng.int(12, 240) * 1000 + rng.int(0, 999);
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const body = `<div class="p"><div class="sign">${esc(s.en)}</div><div class="c"><b>${esc(s.he)}</b> · ${esc(s.addr)} · ${cellular(rng)}<br>${s.company ? 'ח.פ. / Company No.' : 'עוסק מורשה / Dealer No.'} ${rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId}</div>
<div class="t1">חשבונית מס קבלה / Tax Invoice Receipt &nbsp; ${docNo}</div>
<div class="g"><div>תאריך / Date<br><b>${dt(date, ds)}</b></div><div>רכב / Plate<br><b>${plate(rng)}</b></div><div>דגם / Model<br><b>${rng.pick(['Toyota Corolla', 'Kia Sportage', 'Hyundai i20', 'Skoda Octavia', 'Mazda 3'])}</b></div><div>ק"מ / Odometer<br><b>${km.toLocaleString('en-US')}</b></div></div>
<table><tr><th>תיאור / Description</th><th>כמות / Qty</th><th>מחיר / Price</th><th>סה"כ / Total</th></tr>${lines.map((l) => `<tr><td>${esc(l.n)}</td><td>${l.q}</td><td>${m(l.u)}</td><td>${m(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>סה"כ לפני מע"מ / Net</td><td>${m(net)}</td></tr><tr><td>מע"מ / VAT ${rate}%</td><td>${m(vat)}</td></tr><tr class="b"><td>לתשלום / Total ₪</td><td>${m(total)}</td></tr></table>
<div class="sm">תשלום / Payment: ${rng.pick(['אשראי / Card', 'מזומן / Cash', "צ'ק / Cheque"])} · ${rng.int(1, 6)} תשלומים / instalments<br>DOT ${rng.int(10, 52)}${rng.pick(['24', '25'])} · רוטציה הבאה / Next rotation: ${(km + 10000).toLocaleString('en-US')} km או/or ${dt(addDays(date, 180), ds)}</div></div>`;
    const font = rng.pick(['Liberation Sans Narrow', 'DejaVu Sans Condensed']);
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#111}
.p{width:148mm;height:210mm;box-sizing:border-box;padding:8mm}.sign{background:#111;color:#ffd400;font-size:30px;font-weight:bold;text-align:center;padding:2mm;letter-spacing:3px;font-family:'DejaVu Sans',sans-serif}
.c{text-align:center;margin:2mm 0;line-height:1.5}.t1{font-size:15px;font-weight:bold;border:2px solid #111;padding:2mm;text-align:center;margin:3mm 0}
.g{display:grid;grid-template-columns:repeat(4,1fr);gap:2mm;margin-bottom:4mm}.g div{border:1px solid #999;padding:1.5mm;font-size:10.5px}
table{width:100%;border-collapse:collapse}th{background:#ddd;padding:1.5mm;text-align:right;font-size:10.5px}td{padding:1.5mm;border-bottom:1px solid #bbb}td:nth-child(n+2),th:nth-child(n+2){text-align:left}
.t{width:75mm;margin:3mm auto 0 0}.b td{font-weight:bold;font-size:15px;border-top:2px solid #111}.sm{font-size:10.5px;margin-top:5mm;line-height:1.6}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.he, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
