import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, landline, share } from '../../generalisation/notation';

const ALLEYS = [
  { name: 'סטרייק באולינג ובר', legal: 'סטרייק פנאי ובידור בע"מ', city: 'ראשון לציון' },
  { name: 'באולינג הכוכבים', legal: 'הכוכבים מרכזי בילוי בע"מ', city: 'קריית אתא' },
  { name: 'פינס & פאב', legal: 'פינס אנד פאב בע"מ', city: 'הרצליה' },
];
const BAR: [string, number][] = [
  ['בירה מהחבית 0.5', 3400],
  ["צ'יפס גדול", 2900],
  ['כנפיים חריפות', 4600],
  ['פיצה משפחתית', 6900],
  ['קולה', 1400],
  ['נאגטס ילדים', 3200],
  ['קוקטייל הבית', 4200],
  ['מגש נקניקיות', 5200],
];

/**
 * A bowling alley's bill on 80 mm paper (FreeSans or Liberation Sans), with the card voucher
 * printed under it: the brand and the operating company, lane and number of players, the start and
 * end times, lanes by the hour, shoe rental per player, bar orders, "דמי שירות 10%" on the bar only,
 * "סה"כ חשבון", "כולל מע"מ", then "--- שובר אשראי ---" with the bill, a tip ("טיפ") and "סה"כ חויב"
 * (the total, the tip outside the VAT), terminal and approval numbers; "חשבונית מס/קבלה" number.
 */
export const heBowlingAlleyBill: Layout = {
  id: 'he-bowling-alley-bill',
  lang: 'he',
  kind: 'leisure bill with tip',
  make(rng: Rng) {
    const a = rng.pick(ALLEYS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-01', '2026-03-29');
    const rate = israeliRate(date);
    const players = rng.int(2, 6);
    const hours = rng.int(1, 2);
    const lanePrice = rng.pick([14000, 16000, 18000]);
    const shoes = players * 1200;
    const bar = rng.some(BAR, rng.int(2, 5)).map(([n, p]) => ({ n, p, q: rng.int(1, 3) }));
    const barSum = bar.reduce((s, b) => s + b.p * b.q, 0);
    const service = share(barSum, 10);
    const bill = hours * lanePrice + shoes + barSum + service;
    const vat = vatOfGross(bill, rate);
    const tip = rng.chance(0.7) ? rng.pick([1000, 2000, 3000, 5000]) : 0;
    const total = bill + tip;
    const start = rng.int(17 * 4, 22 * 4) * 15;
    const docNo = `${rng.int(1, 9)}${rng.digits(5)}`;
    const ds = rng.pick(['dd/mm/yy', 'dd/mm/yyyy'] as const);
    const m = (c: number) => (c / 100).toFixed(2);
    const body = `<div class="s"><div class="logo">${esc(a.name)}</div><div class="c">${esc(a.legal)} · ${a.city}<br>ח.פ. ${vendorTaxId} · ${landline(rng)}</div>
<div class="d"></div><div class="c b">חשבונית מס/קבלה ${docNo}</div>
<div class="r"><span>מסלול ${rng.int(1, 24)}</span><span>שחקנים ${players}</span></div>
<div class="r"><span>${dt(date, ds)}</span><span dir="ltr">${hhmm(start)} – ${hhmm(start + hours * 60)}</span></div><div class="d"></div>
<div class="r"><span>מסלול ${hours} ש' × ${m(lanePrice)}</span><span>${m(hours * lanePrice)}</span></div>
<div class="r"><span>השכרת נעליים ${players} × 12.00</span><span>${m(shoes)}</span></div>
${bar.map((b) => `<div class="r"><span>${b.q} ${esc(b.n)}</span><span>${m(b.p * b.q)}</span></div>`).join('')}
<div class="r"><span>דמי שירות 10% (בר)</span><span>${m(service)}</span></div><div class="d"></div>
<div class="r big"><span>סה"כ חשבון</span><span>${m(bill)}</span></div><div class="r"><span>כולל מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="c sm">דמי השירות משולמים לעובדי הבר</div>
<div class="v">- - - - שובר אשראי - - - -</div>
<div class="r"><span>${rng.pick(['ויזה', 'מאסטרקארד', 'דיינרס'])} ${rng.digits(4)}</span><span>עסקה רגילה</span></div>
<div class="r"><span>סכום חשבון</span><span>${m(bill)}</span></div>${tip ? `<div class="r"><span>טיפ</span><span>${m(tip)}</span></div>` : ''}
<div class="r big"><span>סה"כ חויב ₪</span><span>${m(total)}</span></div>
<div class="r sm"><span>מסוף ${rng.digits(7)}</span><span>אישור ${rng.digits(6)}</span></div><div class="r sm"><span>מס' שובר ${rng.digits(4)}</span><span>${hhmm(start + hours * 60 + rng.int(1, 25))}</span></div>
<div class="c sm">תודה ולהתראות בסטרייק הבא!</div></div>`;
    const font = rng.pick(['FreeSans', 'Liberation Sans']);
    const css = `body{font-family:'${font}',sans-serif;font-size:12.5px}.s{width:72mm;padding:4mm 4mm 10mm}
.logo{font-size:19px;font-weight:bold;text-align:center}.c{text-align:center}.b{font-weight:bold;font-size:14px}.d{border-top:1px solid #000;margin:2mm 0}
.r{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:15.5px;margin:1mm 0}.sm{font-size:10.5px}.v{text-align:center;margin:4mm 0 2mm;font-weight:bold}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: a.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
