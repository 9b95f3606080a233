import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, share, trailingMinus } from '../../generalisation/notation';

const SHOPS = [
  { name: 'זנב וכפה – מזון לבעלי חיים', company: false, addr: "רח' הרצל 88, רחובות" },
  { name: 'פט-לנד השרון בע"מ', company: true, addr: 'מרכז מסחרי נווה נאמן, הוד השרון' },
  { name: 'מאורה – הכל לחיית המחמד', company: false, addr: "שד' ירושלים 14, יפו" },
  { name: 'חוות החתולים אספקה בע"מ', company: true, addr: "רח' המלאכה 9, כרמיאל" },
];
const ITEMS: [string, number][] = [
  ['מזון יבש לכלב בוגר 15 ק"ג', 28990],
  ['מזון לחתול מעוקר 7.5 ק"ג', 21490],
  ["שימורי חתול פטה 85 גר'", 690],
  ["חול מתגבש 10 ל'", 5490],
  ['חטיף לעיסה לכלב', 2290],
  ["רצועה מתכווננת 5 מ'", 6990],
  ['צעצוע חבל לכלב', 3490],
  ['מזון לגורים 3 ק"ג', 9990],
  ['זרעים לתוכי 1 ק"ג', 2790],
  ['מזון דגים פתיתים', 1890],
  ['אמפולות נגד פרעושים', 11990],
];

/**
 * A pet food shop's till slip on 80 mm paper (Simple CLM, Liberation Mono or DejaVu Sans Mono): the
 * shop, "חשבונית מס / קבלה" with the till and a six-digit number, barcodes under item names,
 * quantity × price, "ביניים", a club member's 7% discount as a trailing minus, "סה"כ לתשלום", the
 * VAT included, card with its last digits, the member's mobile, points, and the next delivery of a
 * subscription bag on a later date.
 */
export const hePetFoodTill: Layout = {
  id: 'he-pet-food-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-05', '2026-03-29');
    const rate = israeliRate(date);
    const items = rng.some(ITEMS, rng.int(2, 6)).map(([name, u]) => ({ name, u, q: u < 1000 ? rng.int(3, 12) : rng.int(1, 2), code: `729${rng.digits(10)}` }));
    const gross = items.reduce((a, x) => a + x.u * x.q, 0);
    const member = rng.chance(0.6);
    const disc = member ? share(gross, 7) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const till = rng.int(1, 4);
    const docNo = String(rng.int(1000, 99999)).padStart(6, '0');
    const m = (c: number) => (c / 100).toFixed(2);
    const rows = items
      .map((x) => `<div>${esc(x.name)}</div><div class="r sm"><span>${x.code}</span><span dir="ltr">${x.q} x ${m(x.u)}</span><span>${m(x.u * x.q)}</span></div>`)
      .join('');
    const font = rng.pick(['Simple CLM', 'Liberation Mono', 'DejaVu Sans Mono']);
    const body = `<div class="s">
<h1>${esc(s.name)}</h1><div class="c">${esc(s.addr)}<br>טלפון ${landline(rng)}<br>${s.company ? 'ח.פ' : 'עוסק מורשה'} ${vendorTaxId}</div>
<div class="d">- - - - - - - - - - - - - - - - - - - -</div>
<div class="c b">חשבונית מס / קבלה</div><div class="c">קופה ${till} &nbsp; מס' ${docNo}</div>
<div class="r"><span>${dt(date, rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const))}</span><span>${hhmm(rng.int(9 * 60, 20 * 60 + 30))}</span><span>קופאי ${rng.int(10, 99)}</span></div>
<div class="d">- - - - - - - - - - - - - - - - - - - -</div>
${rows}
<div class="d">- - - - - - - - - - - - - - - - - - - -</div>
<div class="r"><span>ביניים</span><span>${m(gross)}</span></div>
${member ? `<div class="r"><span>הנחת חבר מועדון 7%</span><span>${trailingMinus(disc)}</span></div>` : ''}
<div class="r big"><span>סה"כ לתשלום</span><span>${m(total)}</span></div>
<div class="r"><span>מתוכו מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="r"><span>ויזה ${rng.digits(4)}</span><span>${m(total)}</span></div><div class="r sm"><span>מס' אישור ${rng.digits(7)}</span><span>מסוף ${rng.digits(3)}</span></div>
${member ? `<div class="d">- - - - - - - - - - - - - - - - - - - -</div><div>חבר מועדון: ${cellular(rng)}</div><div class="r"><span>נקודות שנצברו</span><span>${Math.floor(total / 1000)}</span></div><div class="r"><span>יתרת נקודות</span><span>${rng.int(40, 900)}</span></div>` : ''}
<div class="sm">המשלוח הבא במנוי: ${dt(addDays(date, 30), 'dd/mm/yy')}</div>
<div class="c sm">החלפה תוך 14 יום בהצגת חשבונית, שקיות פתוחות לא יוחלפו.</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12px;color:#111}
.s{width:72mm;padding:4mm 4mm 10mm}h1{font-size:16px;text-align:center;margin:1mm 0}
.c{text-align:center}.b{font-weight:bold;font-size:14px}.d{overflow:hidden;white-space:nowrap}
.r{display:flex;justify-content:space-between}.big{font-size:16px;font-weight:bold;margin:1mm 0}.sm{font-size:10px}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
