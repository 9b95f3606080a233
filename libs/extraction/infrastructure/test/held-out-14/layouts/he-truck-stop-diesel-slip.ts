import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, notAnId, plate } from '../../generalisation/notation';
import { dec2, dec3, qtyTimesMilli } from './extra';

const STOPS = [
  { brand: 'תחנת הדרך 40', legal: 'דרך 40 מרכזי דלק ושירות בע"מ', label: 'ח.פ.', company: true, place: 'כביש 40, צומת הנשיא' },
  { brand: 'TRUCK POINT', legal: 'טראק פוינט תחנות משאיות בע"מ', label: 'ח"פ', company: true, place: 'אזור תעשייה צפוני, אשדוד' },
  { brand: 'דלק צומת שוקת', legal: 'סמיר אבו ריא', label: 'עוסק מורשה', company: false, place: 'צומת שוקת, כביש 60' },
];
const FLEETS = ['הובלות אחים דהן בע"מ', 'ש.ל. שינוע מטענים בע"מ', 'טרנס-גליל לוגיסטיקה בע"מ'];

/**
 * A truck stop's diesel slip on 80 mm paper (FreeMono, Liberation Mono or Miriam Mono CLM; the brand in Hadasim
 * CLM or, "TRUCK POINT", Nimbus Sans Narrow bold, in reverse): the operator with "ח.פ." / "ח"פ" / "עוסק
 * מורשה" on its own line, the site; "תאריך" (dd/mm/yy or dd-mm-yyyy) and "שעה", pump, the transport company
 * with its valid ח.פ., the truck's plate, odometer and a driver number failing the check; diesel in litres to
 * two decimals × the price a litre to three decimals, AdBlue on some, a truck wash or coffee on some, "סה"כ
 * לתשלום ש"ח", "מע"מ 17%/18% כלול", the fleet card with an approval, and last "חשבונית מס/קבלה מס'"
 * (terminal-serial, "07-0049815").
 */
export const heTruckStopDieselSlip: Layout = {
  id: 'he-truck-stop-diesel-slip',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const s = rng.pick(STOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const litres = rng.int(8000, 52000);
    const price = rng.int(6790, 7690);
    const lines: [string, string, number][] = [[`סולר לתחבורה`, `${dec2(litres)} ל' × ${dec3(price)}`, qtyTimesMilli(litres, price)]];
    if (rng.chance(0.5)) {
      const a = rng.int(1000, 6000);
      const ap = rng.int(3490, 4290);
      lines.push(['AdBlue (אוריאה)', `${dec2(a)} ל' × ${dec3(ap)}`, qtyTimesMilli(a, ap)]);
    }
    if (rng.chance(0.35)) lines.push(['שטיפת משאית', '1 × 180.00', 18000]);
    if (rng.chance(0.4)) lines.push(['קפה + מאפה', '1 × 22.00', 2200]);
    const total = lines.reduce((a, l) => a + l[2], 0);
    const vat = vatOfGross(total, rate);
    const docNo = `${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1000, 99999)).padStart(7, '0')}`;
    const font = rng.pick(['FreeMono', 'Liberation Mono', 'Miriam Mono CLM']);
    const latin = /[A-Z]/.test(s.brand);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.label} ${vendorTaxId}</div><div class="c">${esc(s.place)} · <bdi>${landline(rng)}</bdi></div><div class="hr"></div>
${r(`תאריך: ${rng.chance(0.5) ? dt(date, 'dd/mm/yy') : dt(date, 'dd/mm/yyyy').replace(/\//g, '-')}`, `שעה: ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}${r(`משאבה: ${rng.int(1, 8)}`, `מסוף: ${rng.int(1, 4)}`)}
<div>לקוח: ${esc(rng.pick(FLEETS))}</div><div>ח.פ. לקוח: ${taxId(rng, true)}</div>${r(`רכב: ${plate(rng)}`, `ק"מ: ${rng.int(120000, 890000)}`)}<div>מס' נהג: ${notAnId(rng)}</div><div class="hr"></div>
${lines.map((l) => `${r(esc(l[0]), amount(l[2]))}<div class="ind">${l[1]}</div>`).join('')}<div class="hr"></div>
${r('סה"כ לתשלום ש"ח', amount(total), 'big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}<div class="hr"></div>${r(`כרטיס צי ${rng.pick(['דלקן', 'צי-פלוס', 'פליטקארד'])}`, `****${rng.digits(4)}`)}${r('אישור', rng.digits(6))}
<div class="hr"></div><div class="c b">חשבונית מס/קבלה מס' ${docNo}</div><div class="c sm">העתק לקוח - נסיעה בטוחה</div>`;
    const css = `body{font-family:'${font}','DejaVu Sans Mono',monospace;font-size:11.5px;width:72mm;padding:5mm 4mm;color:#111}.brand{text-align:center;font-size:24px;font-weight:bold;${latin ? "font-family:'Nimbus Sans Narrow',sans-serif;background:#000;color:#fff;padding:1mm 0" : "font-family:'Hadasim CLM',serif"}}.c{text-align:center}.b{font-weight:bold}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.ind{padding-right:4mm;font-size:10.5px}.hr{border-top:1px dashed #000;margin:2mm 0}.big{font-weight:bold;font-size:14px}.sm{font-size:9.5px}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
