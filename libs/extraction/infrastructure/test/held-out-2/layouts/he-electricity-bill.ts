import { addDays, amount, htmlPage, israeliRate, Layout, notTaxId, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, month } from '../notation';

const SUPPLIERS = ['זרם ישיר אספקת חשמל בע"מ', 'אנרגיה ירוקה לבית בע"מ', 'חשמל העמק בע"מ', 'אור-גל ספק חשמל פרטי בע"מ'];

/**
 * A Hebrew electricity bill from a private supplier: the reading period, the issue date written
 * with a Hebrew month, a due date, previous and current meter readings, kWh and a tariff, the
 * supplier's discount as a negative line, a consumption history of earlier months, a customer
 * number and a nine-digit contract number beside the bill number, and a payment slip at the
 * bottom repeating the amount and the due date.
 */
export const heElectricityBill: Layout = {
  id: 'he-electricity-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const vendor = rng.pick(SUPPLIERS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const to = addDays(date, -rng.int(4, 10));
    const from = addDays(to, -rng.pick([30, 61, 59]) + 1);
    const due = addDays(date, rng.pick([15, 18, 21]));
    const previous = rng.int(10000, 89999);
    const kwh = rng.int(180, 1900);
    const tariff = rng.int(5800, 6600) / 10000; // ₪ per kWh, before VAT
    const energy = Math.round(kwh * tariff * 100);
    const fixed = rng.int(2400, 3300);
    const pct = rng.pick([5, 6, 7, 8]);
    const discount = Math.round((energy * pct) / 100);
    const net = energy + fixed - discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = rng.digits(10).replace(/^0/, '4');
    const customer = String(rng.int(100000, 9999999));
    const style = rng.pick(['d.m.Y', 'd/m/Y'] as const);
    const issued = rng.chance(0.5) ? day(date, 'he') : day(date, 'he,');
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'Liberation Sans', 'DejaVu Sans']);
    const history = Array.from({ length: 6 }, (_, i) => [month(addDays(from, -30 * (6 - i)), true), rng.int(150, 1900)] as const);
    const body = `
<div class="hd"><div><div class="nm">${vendor}</div><div class="sm">ספק חשמל מורשה &middot; מספר עוסק ${id}</div></div><div class="lg">⚡</div></div>
<h2>חשבון חשמל לתקופה ${day(from, style)} עד ${day(to, style)}</h2>
<div class="grid">
<div><span>מספר לקוח</span><b>${customer}</b></div>
<div><span>מספר חוזה</span><b>${notTaxId(rng)}</b></div>
<div><span>מספר חשבון</span><b>${doc}</b></div>
<div><span>הופק בתאריך</span><b>${issued}</b></div>
<div><span>מועד אחרון לתשלום</span><b>${day(due, style)}</b></div>
<div><span>מספר מונה</span><b>${rng.digits(9)}</b></div>
</div>
<table class="m"><tr><th>קריאה קודמת (${day(from, 'd.m.y')})</th><th>קריאה נוכחית (${day(to, 'd.m.y')})</th><th>צריכה בקוט"ש</th></tr>
<tr><td>${previous}</td><td>${previous + kwh}</td><td>${kwh}</td></tr></table>
<table class="c">
<tr><td>צריכה ${kwh} קוט"ש &times; ${tariff.toFixed(4)} ₪</td><td>${amount(energy)}</td></tr>
<tr><td>תשלום קבוע ושירותי מערכת</td><td>${amount(fixed)}</td></tr>
<tr><td>הנחת ספק ${pct}% על רכיב הצריכה</td><td>${amount(-discount)}</td></tr>
<tr><td>סכום לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ בשיעור ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>סה"כ חשבון נוכחי</td><td>₪${amount(total)}</td></tr>
</table>
<div class="hist"><div class="t">צריכה בתקופות קודמות (קוט"ש)</div>${history.map(([m, k]) => `<div class="bar"><span>${m}</span><i style="width:${Math.round(k / 25)}mm"></i><span>${k}</span></div>`).join('')}
<div class="sm">ממוצע יומי בתקופה זו: ${(kwh / 60).toFixed(1)} קוט"ש</div></div>
<div class="slip"><div>שובר תשלום &mdash; ${vendor}</div>
<div>מספר לקוח ${customer} &nbsp;|&nbsp; לתשלום עד ${day(due, style)} &nbsp;|&nbsp; סכום ${amount(total)} ₪</div>
<div class="sm">ניתן לשלם בהוראת קבע, באתר או בטלפון *${rng.int(2000, 9999)}. תשלום לאחר המועד יחויב בריבית פיגורים.</div></div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 12mm; }
.hd { display: flex; justify-content: space-between; align-items: center; border-bottom: 4px solid #e8a200; padding-bottom: 3mm; }
.nm { font-size: 17pt; font-weight: bold; } .lg { font-size: 28pt; } .sm { font-size: 8.5pt; color: #444; }
h2 { font-size: 13pt; margin: 5mm 0; }
.grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 2mm 6mm; } .grid div { border: 1px solid #ccc; padding: 2mm; } .grid span { display: block; font-size: 8pt; color: #555; }
.m { width: 100%; margin: 5mm 0; border-collapse: collapse; text-align: center; } .m th, .m td { border: 1px solid #999; padding: 2mm; } .m th { background: #fff3d0; font-weight: normal; }
.c { width: 70%; border-collapse: collapse; } .c td { padding: 2px 4px; border-bottom: 1px dotted #aaa; } .c td:last-child { text-align: left; direction: ltr; }
.b td { font-weight: bold; font-size: 12pt; }
.hist { margin: 6mm 0; width: 70%; } .hist .t { font-weight: bold; } .bar { display: flex; align-items: center; gap: 2mm; font-size: 8.5pt; } .bar span:first-child { width: 28mm; }
.bar i { display: inline-block; height: 3mm; background: #bbb; }
.slip { border-top: 2px dashed #000; margin-top: 10mm; padding-top: 3mm; font-size: 10pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
