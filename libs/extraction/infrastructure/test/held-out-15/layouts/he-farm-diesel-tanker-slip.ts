import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, plate } from '../../generalisation/notation';
import { fixed, idWithPrefix, times } from './extra';

const SUPPLIERS = [
  { brand: 'דלקי העמק', legal: 'דלקי העמק אספקה חקלאית בע"מ', label: 'ח.פ.', company: true, depot: 'מסוף עפולה' },
  { brand: 'מוביל הנגב', legal: 'מוביל הנגב הפצת דלקים בע"מ', label: 'ח.פ.', company: true, depot: 'מחסן נתיבות' },
  { brand: 'סולר לחקלאי', legal: 'שמעון אזולאי', label: 'עוסק מורשה', company: false, depot: 'מושב תלמי אליהו' },
];
const FARMS = ['משק 42, מושב בני ציון', 'רפת הגורן, קיבוץ גבת', 'חוות הזיתים, מושב אביעזר', 'לול בית שקמה, משק 17'];

/**
 * A fuel distributor's tanker slip for agricultural diesel delivered to a farm, on A5 (FreeMono, Liberation
 * Mono or DejaVu Sans Mono for the meter print inside a form in Noto Sans Hebrew or Simple CLM): the brand, the
 * legal name or the owner's name with "ח.פ." (hyphenated on some) / "עוסק מורשה"; "תעודת משלוח" (six digits)
 * beside "חשבונית מס מס'" ("D-" and five digits, or five digits), "תאריך אספקה" (dd/mm/yyyy or dd-mm-yy) with the
 * time; the farmer with a valid ת.ז. or a cooperative's valid 57…, the tank's capacity, the tanker's plate and
 * driver; the meter's readings before and after to one decimal, litres to one decimal × a price a litre
 * before VAT to four decimals, the temperature, a delivery fee for small drops, "סה"כ לפני מע"מ", "מע"מ",
 * "סה"כ לחיוב", "לתשלום עד" thirty days on, and the litres eligible for the excise refund (not an amount).
 */
export const heFarmDieselTankerSlip: Layout = {
  id: 'he-farm-diesel-tanker-slip',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const litres = rng.int(4000, 52000); // tenths
    const price = rng.int(51000, 63000); // ten-thousandths of a shekel a litre
    const diesel = times(litres, 1, price, 4);
    const fee = litres < 15000 ? rng.pick([15000, 18000]) : 0;
    const net = diesel + fee;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `D-${rng.int(10000, 99999)}` : String(rng.int(20000, 69999));
    const start = rng.int(1000000, 9000000);
    const coop = rng.chance(0.3);
    const farmer = coop ? 'אגודה שיתופית חקלאית עין השופט' : rng.pick(['יוסף אלמקייס', 'דני גולדברג', 'אורי שרעבי', 'נתן רוזנטל']);
    const farmerId = coop ? idWithPrefix(rng, '57') : personalId(rng);
    const mono = rng.pick(['FreeMono', 'Liberation Mono', 'DejaVu Sans Mono']);
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd-mm-yy'] as const);
    const d = (iso: string) => (fmt === 'dd-mm-yy' ? dt(iso, 'dd/mm/yy').replace(/\//g, '-') : dt(iso, fmt));
    const idText = s.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="hd"><div class="brand">${esc(s.brand)}</div><div>${esc(s.legal)}</div><div>${s.label} ${idText} · ${esc(s.depot)} · <bdi>${cellular(rng)}</bdi></div></div>
<div class="two"><div>תעודת משלוח <b>${rng.int(300000, 899999)}</b></div><div class="tt">חשבונית מס מס' ${docNo}</div></div>
<table class="kv">${kv('תאריך אספקה', `${d(date)} &nbsp; ${String(rng.int(6, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}${kv('לקוח', `${esc(farmer)} · ${coop ? "מס' אגודה" : 'ת.ז.'} ${farmerId}`)}${kv('כתובת אספקה', esc(rng.pick(FARMS)))}${kv('מיכל', `${rng.pick([5000, 10000, 20000])} ליטר · ${rng.pick(['עילי', 'תת-קרקעי'])}`)}${kv('מכלית', `<bdi>${plate(rng)}</bdi> · נהג: ${esc(rng.pick(["ג'מאל", 'אבי', 'ולדימיר', 'חיים']))}`)}</table>
<div class="meter"><div>METER ${rng.digits(5)}</div><div>START  ${fixed(start, 1)}</div><div>END    ${fixed(start + litres, 1)}</div><div>LITRES ${fixed(litres, 1)}</div><div>TEMP   ${rng.int(14, 34)}.${rng.int(0, 9)}C</div></div>
<table class="it"><tr><th>פריט</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr><tr><td>סולר לחקלאות</td><td>${fixed(litres, 1, true)} ל'</td><td>${fixed(price, 4)}</td><td>${amount(diesel)}</td></tr>${fee ? `<tr><td>דמי הובלה - אספקה קטנה</td><td>1</td><td>${amount(fee)}</td><td>${amount(fee)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לחיוב ₪</td><td>${amount(total)}</td></tr></table>
<div class="sm">לתשלום עד ${d(addDays(date, 30))} בהעברה בנקאית. כמות המזכה בהחזר בלו: ${fixed(litres, 1, true)} ליטר (לדיווח ברשות המסים).</div><div class="sig">חתימת המקבל: ____________</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#1a1a1a;padding:9mm 10mm}.hd{text-align:center;border-bottom:2px solid #333;padding-bottom:2mm;line-height:1.5}.brand{font-size:24px;font-weight:bold;letter-spacing:1px}
.two{display:flex;justify-content:space-between;align-items:baseline;margin:3mm 0}.tt{font-size:15px;font-weight:bold}.kv td{padding:0.6mm 1.5mm}.kv td:first-child{font-weight:bold;white-space:nowrap}
.meter{font-family:'${mono}',monospace;direction:ltr;text-align:left;background:#f1f1f1;border:1px solid #999;padding:2mm 4mm;margin:3mm 0;white-space:pre;font-size:11px}table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:1.5px solid #333;text-align:right;padding:1mm}.it td{padding:1mm;border-bottom:1px solid #ccc}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:70mm;margin:3mm auto 3mm 0}.tot td{padding:0.8mm 1mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333}.sm{font-size:9.5px;color:#444;margin-top:2mm}.sig{margin-top:8mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
