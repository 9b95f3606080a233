import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';

const WASHES = [
  { name: 'שטיפת גוג\'ו רחיצה ישירה בע"מ', company: true, brand: 'GOJO WASH', site: 'צומת גומא' },
  { name: 'מכון שטיפה הברקה', company: false, brand: 'הברקה', site: "רח' המלאכה 30, נשר" },
  { name: 'אקווה קאר שטיפות בע"מ', company: true, brand: 'AQUA CAR', site: 'תחנת דלק סונול – כביש 4, גדרה' },
  { name: 'שטיפת האחים אבוטבול', company: false, brand: 'אבוטבול', site: 'אזור תעשייה קריית מלאכי' },
];
const PROGRAMS: [string, number][] = [
  ['חיצונית בסיסית', 4000],
  ['חיצונית + שעווה', 6000],
  ['פנים וחוץ', 9000],
  ["פנים וחוץ ג'יפ", 11000],
  ['שטיפה יסודית כולל שמפו לריפוד', 32000],
];
const ADDS: [string, number][] = [
  ['ניקוי חישוקים', 2000],
  ['מטהר אוויר', 1000],
  ['ניקוי מנוע', 5000],
  ['ציפוי ננו לשמשה', 4500],
];

/**
 * A car wash's narrow slip (58 mm, DejaVu Sans or Liberation Sans, condensed): the brand large, the
 * operator's legal name and id under it, the site, "חשבונית מס קבלה" with a number after "No.",
 * the car's plate, the wash programme and extras, "סה"כ", the VAT included, the payment, and a
 * punch card's washes left, with a four-digit wash code for the tunnel gate.
 */
export const heCarWashSlip: Layout = {
  id: 'he-car-wash-slip',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const w = rng.pick(WASHES);
    const vendorTaxId = taxId(rng, w.company);
    const date = randomDate(rng, '2023-06-02', '2026-03-30');
    const rate = israeliRate(date);
    const [prog, price] = rng.pick(PROGRAMS);
    const adds = rng.some(ADDS, rng.int(0, 2));
    const total = price + adds.reduce((a, x) => a + x[1], 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10000, 99999));
    const m = (c: number) => (c / 100).toFixed(2);
    const font = rng.pick(['DejaVu Sans', 'Liberation Sans']);
    const body = `<div class="s"><h1>${esc(w.brand)}</h1><div class="c">${esc(w.name)}<br>${w.company ? 'ח.פ' : 'ע.מ'} ${vendorTaxId}<br>${esc(w.site)}</div>
<div class="d"></div><div class="c b">חשבונית מס קבלה</div><div class="c">No. ${docNo}</div>
<div>${dt(date, rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const))} &nbsp; ${hhmm(rng.int(7 * 60, 19 * 60))}</div><div>רכב: ${plate(rng)}</div>
<div class="d"></div><div class="r"><span>${esc(prog)}</span><span>${m(price)}</span></div>
${adds.map((a) => `<div class="r"><span>+ ${esc(a[0])}</span><span>${m(a[1])}</span></div>`).join('')}
<div class="d"></div><div class="r big"><span>סה"כ</span><span>${m(total)}</span></div><div class="r sm"><span>כולל מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="r sm"><span>${rng.pick(['אשראי', 'מזומן', 'פנגו', 'ביט'])}</span><span>${m(total)}</span></div>
${rng.chance(0.5) ? `<div class="sm">כרטיסיה ${rng.digits(6)}: נותרו ${rng.int(1, 9)} שטיפות</div>` : ''}
<div class="code">קוד כניסה ${rng.digits(4)}</div><div class="c sm">תודה ונסיעה בטוחה</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#000}
.s{width:50mm;padding:3mm 4mm 8mm}h1{font-size:20px;text-align:center;margin:0;letter-spacing:1px}.c{text-align:center}.b{font-weight:bold;font-size:13px}
.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between}.big{font-size:15px;font-weight:bold}.sm{font-size:9.5px}
.code{font-size:16px;text-align:center;border:2px solid #000;margin:3mm 0 1mm;padding:1mm}`;
    return {
      page: '58mm 150mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      truth: { vendorName: w.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
