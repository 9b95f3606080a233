import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spaced } from '../../generalisation/notation';

const COMPANIES = [
  { name: 'מעיין הגליל מים מינרליים בע"מ', brand: 'מעיין הגליל' },
  { name: 'אקווה-טבע שירותי מים בע"מ', brand: 'AquaTeva' },
  { name: 'מי עדן בר – שיווק והפצה בע"מ', brand: 'מי עדן בר' },
];

/**
 * A water-bottle delivery company's monthly bill (A4, Noto Sans Hebrew or Rubik-like FreeSans) under a
 * blue header: the brand and the legal name with ח.פ., "חשבונית מס" with a
 * ten-digit number, "תאריך הפקה" a few days into the next month, a nine-digit customer number
 * failing the id check, the delivery address, "תקופת חיוב" with its first and last days, each
 * delivery's date and bottles of 18.9 litres × price, a cooler's monthly rental, a filter change,
 * bottle deposits charged and returned, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", the previous
 * balance (already paid), the due date, and the yearly consumption in litres.
 */
export const heWaterDeliveryBill: Layout = {
  id: 'he-water-delivery-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const c = rng.pick(COMPANIES);
    const vendorTaxId = taxId(rng, true);
    const period = firstOfMonth(randomDate(rng, '2023-06-01', '2026-02-25'));
    const date = addDays(firstOfMonth(period, 1), rng.int(2, 6));
    const rate = israeliRate(date);
    const bottle = rng.pick([2190, 2390, 2590]);
    const deliveries = Array.from({ length: rng.int(2, 4) }, (_, i) => ({ d: addDays(period, i * 7 + rng.int(0, 6)), q: rng.int(2, 8) }));
    const bottles = deliveries.reduce((a, x) => a + x.q, 0);
    const rental = rng.pick([2900, 3500, 3900]);
    const filter = rng.chance(0.3) ? 9900 : 0;
    const depositOut = rng.int(0, 3);
    const depositIn = rng.int(0, 2);
    const net = bottles * bottle + rental + filter + (depositOut - depositIn) * 3000;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${rng.int(1, 3)}${rng.digits(9)}`;
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const m = (c2: number) => spaced(c2);
    const rows = deliveries.map((x) => `<tr><td>אספקה ${dt(x.d, ds)}</td><td>${x.q} בקבוקים 18.9 ל'</td><td>${m(bottle)}</td><td>${m(x.q * bottle)}</td></tr>`).join('');
    const body = `<div class="pg"><div class="hd"><div class="br">${esc(c.brand)}</div><div class="doc">חשבונית מס<br><b>${docNo}</b></div></div>
<div class="lg">${esc(c.name)} · ח.פ. ${vendorTaxId} · מוקד הזמנות *${rng.int(2000, 9999)}</div>
<div class="grid"><div>תאריך הפקה<br><b>${dt(date, ds)}</b></div><div>מספר לקוח<br><b>${notAnId(rng)}</b></div><div>תקופת חיוב<br><b>${dt(period, ds)} - ${dt(lastOfMonth(period), ds)}</b></div><div>כתובת אספקה<br><b>${rng.pick(["רח' השקד 7, גן יבנה", 'משרדי פז-טק, רח\' הברזל 30, ת"א', "רח' הגליל 15, כרמיאל"])}</b></div></div>
<h3>פירוט חיובים – ${heMonth(period)}</h3>
<table><tr><th>תיאור</th><th>כמות</th><th>מחיר יח'</th><th>סכום ₪</th></tr>${rows}
<tr><td>השכרת מתקן מים חמים/קרים</td><td>1</td><td>${m(rental)}</td><td>${m(rental)}</td></tr>
${filter ? `<tr><td>החלפת מסנן תקופתית</td><td>1</td><td>${m(filter)}</td><td>${m(filter)}</td></tr>` : ''}
${depositOut ? `<tr><td>פיקדון בקבוקים</td><td>${depositOut}</td><td>30.00</td><td>${m(depositOut * 3000)}</td></tr>` : ''}
${depositIn ? `<tr><td>החזר פיקדון בקבוקים</td><td>${depositIn}</td><td>30.00</td><td>-${m(depositIn * 3000)}</td></tr>` : ''}</table>
<table class="t"><tr><td>סה"כ לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${m(total)}</td></tr></table>
<div class="foot"><div>יתרה מחשבון קודם: ${m(rng.int(8000, 30000))} – שולמה, תודה</div><div>לתשלום עד: ${dt(addDays(date, 14), ds)}</div><div>צריכה שנתית מצטברת: ${(bottles * 18.9 * rng.int(4, 11)).toFixed(1)} ליטר</div></div></div>`;
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans']);
    const css = `body{font-family:'${font}',sans-serif;font-size:12.5px;color:#0f2a3d}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:0 15mm}.hd{display:flex;justify-content:space-between;align-items:center;background:#0b6fa4;color:#fff;margin:0 -15mm;padding:6mm 15mm}
.br{font-size:28px;font-weight:bold}.doc{text-align:left;font-size:15px}.lg{margin:3mm 0 6mm;color:#456}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:3mm}.grid div{background:#e8f3fa;padding:2.5mm}h3{margin:7mm 0 2mm;color:#0b6fa4}
table{width:100%;border-collapse:collapse}th{border-bottom:2px solid #0b6fa4;text-align:right;padding:1.5mm}td{padding:1.8mm;border-bottom:1px solid #cfe0ea}
td:nth-child(n+2),th:nth-child(n+2){text-align:left}.t{width:85mm;margin:4mm auto 0 0}.g td{font-weight:bold;font-size:17px;background:#0b6fa4;color:#fff}
.foot{margin-top:10mm;line-height:1.8;border-top:1px solid #0b6fa4;padding-top:3mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: c.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
