import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, trailingMinus } from '../../generalisation/notation';

const SHOPS = [
  { name: 'פדאל – אופניים ואביזרים', company: false, addr: 'רח\' אבן גבירול 140, ת"א' },
  { name: 'גלגל חוזר אופניים בע"מ', company: true, addr: 'קניון עזריאלי מודיעין' },
  { name: 'אופני השרון ש.מ. בע"מ', company: true, addr: "רח' ויצמן 61, כפר סבא" },
  { name: 'בייק-פוינט עמק', company: false, addr: 'מרכז מסחרי, יקנעם עילית' },
];
const ITEMS: [string, number][] = [
  ['קסדה עירונית MIPS מידה L', 34900],
  ['סוללה 48V 15Ah לאופניים חשמליים', 189000],
  ['מנעול U מוקשח', 22900],
  ['פנס קדמי נטען 800 לומן', 17900],
  ['כיסא ילד אחורי', 44900],
  ['מעמד אימון ביתי (טריינר)', 129000],
  ['צמיג 29x2.35 מתקפל', 21900],
  ['משאבת רצפה עם מד לחץ', 14900],
];
const REASONS = ['החזרת מוצר – לא מתאים', 'פגם במוצר – הוחלף ע"י היבואן', 'ביטול עסקה תוך 14 יום', 'חיוב כפול בטעות'];

/**
 * A bicycle shop's credit note printed by its till on 80 mm paper (Liberation Mono or Simple):
 * "חשבונית מס זיכוי" (or "חשבונית זיכוי") with its number, the original "חשבונית מס קבלה" number and
 * its earlier date, the reason, the returned items with trailing-minus amounts, "סה"כ זיכוי", "מזה
 * מע"מ", the refund to the card or a store voucher, the customer's mobile, and a signature line;
 * truth negative (total and tax).
 */
export const heBicycleCreditNote: Layout = {
  id: 'he-bicycle-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-20', '2026-03-28');
    const back = addDays(date, -rng.int(2, 25));
    // The credit carries the VAT rate of the sale; a sale before the rate changed is credited the same day here.
    const orig = israeliRate(back) === israeliRate(date) ? back : date;
    const rate = israeliRate(date);
    const items = rng.some(ITEMS, rng.int(1, 2)).map(([n, p]) => ({ n, p, q: 1 }));
    const total = items.reduce((a, i) => a + i.p * i.q, 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1000, 9999));
    const origNo = String(rng.int(20000, 79999));
    const ds = rng.pick(['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yy'] as const);
    const m = (c: number) => (c / 100).toFixed(2);
    const title = rng.pick(['חשבונית מס זיכוי', 'חשבונית זיכוי']);
    const voucher = rng.chance(0.35);
    const body = `<div class="s"><h1>${esc(s.name)}</h1><div class="c">${esc(s.addr)}<br>${landline(rng)}<br>${s.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}</div>
<div class="d"></div><div class="c t">${title}</div><div class="c t">מס' ${docNo}</div>
<div class="r"><span>תאריך: ${dt(date, ds)}</span><span>${hhmm(rng.int(10 * 60, 19 * 60))}</span></div>
<div class="r"><span>קופה ${rng.int(1, 2)}</span><span>מוכר: ${rng.pick(['רועי', 'ניר', 'אנה', 'סאלח'])}</span></div>
<div class="d"></div><div>זיכוי עבור חשבונית מס קבלה ${origNo}</div><div>מתאריך ${dt(orig, ds)}</div><div>סיבה: ${rng.pick(REASONS)}</div><div class="d"></div>
${items.map((i) => `<div>${esc(i.n)}</div><div class="r"><span>מק"ט ${rng.digits(6)}</span><span dir="ltr">${trailingMinus(i.p)}</span></div>`).join('')}
<div class="d"></div><div class="r big"><span>סה"כ זיכוי</span><span dir="ltr">${trailingMinus(total)}</span></div><div class="r"><span>מזה מע"מ ${rate}%</span><span dir="ltr">${trailingMinus(vat)}</span></div>
<div class="d"></div>${voucher ? `<div class="r"><span>שובר זיכוי מס' ${rng.digits(8)}</span><span>${m(total)}</span></div><div>בתוקף עד ${dt(addDays(date, 365), ds)}</div>` : `<div class="r"><span>החזר לכרטיס ${rng.digits(4)}</span><span>${m(total)}</span></div><div>הזיכוי יופיע בחיוב הקרוב</div>`}
<div>לקוח: ${cellular(rng)}</div><div class="sig">חתימת הלקוח: ______________</div></div>`;
    const font = rng.pick(['Liberation Mono', 'Miriam Mono CLM']);
    const css = `body{font-family:'${font}',monospace;font-size:12.5px}.s{width:72mm;padding:4mm 4mm 10mm}
h1{font-size:16px;text-align:center;margin:0}.c{text-align:center}.t{font-weight:bold;font-size:15px}.d{border-top:1px dashed #000;margin:2mm 0}
.r{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:15px}.sig{margin-top:7mm}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
