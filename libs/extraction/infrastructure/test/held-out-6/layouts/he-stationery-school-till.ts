import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';

const SHOPS = [
  { name: 'כל-בו לתלמיד בע"מ', company: true, branch: 'סניף נתניה – קניון השרון' },
  { name: 'מכשירי כתיבה הדר', company: false, branch: "רח' הדר 12, רמלה" },
  { name: 'הילקוט – ציוד משרדי ולימודי', company: false, branch: 'מרכז אורן, טירת כרמל' },
  { name: 'פפירוס רשת חנויות בע"מ', company: true, branch: 'סניף 07 – בית שמש' },
];
const ITEMS: [string, number][] = [
  ['מחברת 40 דף שורות', 390],
  ['מחברת חשבון משבצות', 390],
  ['עפרון HB', 190],
  ['מחק לבן', 290],
  ['מחדד כפול', 690],
  ['קלמר 2 תאים', 3990],
  ['צבעי פנדה 24', 2490],
  ['מספריים בטיחותיות', 1290],
  ["דבק סטיק 21 גר'", 890],
  ['עטיפה שקופה לספר', 250],
  ['ילקוט אורטופדי', 24990],
  ['מחשבון מדעי', 8990],
  ['סרגל 30 ס"מ', 490],
  ['תיקיית שרוך', 590],
];

/**
 * A stationery and school-supplies shop's till slip in August-September or the winter term (80 mm,
 * Miriam Mono or Liberation Mono, item names truncated): the chain and branch, "חשבונית מס-קבלה
 * מקור" with a number after "מס'", many short lines of quantity, name and amount, a back-to-school
 * "מחברות 10 ב-29.90" offer as a negative line, "סה"כ פריטים", "לתשלום", the VAT share, a school
 * list code, cash with change or a card in instalments, and the exchange deadline.
 */
export const heStationerySchoolTill: Layout = {
  id: 'he-stationery-school-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const year = rng.pick([2023, 2024, 2025]);
    const date = rng.chance(0.7) ? randomDate(rng, `${year}-08-10`, `${year}-09-12`) : randomDate(rng, '2023-10-01', '2026-03-20');
    const rate = israeliRate(date);
    const items = rng.some(ITEMS, rng.int(5, 11)).map(([name, u]) => ({ name, u, q: u < 1000 ? rng.int(1, 12) : 1 }));
    const gross = items.reduce((a, x) => a + x.u * x.q, 0);
    const notebooks = items.filter((x) => x.name.startsWith('מחברת')).reduce((a, x) => a + x.q, 0);
    const deal = notebooks >= 10 ? Math.floor(notebooks / 10) * (3900 - 2990) : 0;
    const total = gross - deal;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(200000, 899999));
    const cash = rng.chance(0.4);
    const given = Math.ceil(total / 10000) * 10000;
    const m = (c: number) => (c / 100).toFixed(2);
    const font = rng.pick(['Miriam Mono CLM', 'Liberation Mono']);
    const rows = items.map((x) => `<div class="r"><span>${x.q}</span><span class="n">${esc(x.name)}</span><span>${m(x.u * x.q)}</span></div>`).join('');
    const body = `<div class="s"><h1>${esc(s.name)}</h1><div class="c">${esc(s.branch)}<br>טל' ${landline(rng)} &nbsp; ${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div>
<div class="c b">חשבונית מס-קבלה מקור<br>מס' ${docNo}</div>
<div class="r"><span>${dt(date, rng.pick(['dd/mm/yy', 'dd/mm/yyyy'] as const))} ${hhmm(rng.int(9 * 60, 21 * 60))}</span><span>קופה ${rng.int(1, 6)}</span></div>
<div class="d">****************************************</div>
<div class="r h"><span>כמ'</span><span class="n">פריט</span><span>סכום</span></div>${rows}
${deal ? `<div class="r"><span></span><span class="n">מבצע מחברות 10 ב-29.90</span><span>${m(-deal)}</span></div>` : ''}
<div class="d">****************************************</div>
<div class="r"><span>סה"כ פריטים</span><span>${items.reduce((a, x) => a + x.q, 0)}</span></div>
<div class="r big"><span>לתשלום</span><span>${m(total)}</span></div>
<div class="r"><span>מע"מ ${rate}%</span><span>${m(vat)}</span></div>
${cash ? `<div class="r"><span>מזומן</span><span>${m(given)}</span></div><div class="r"><span>עודף</span><span>${m(given - total)}</span></div>` : `<div class="r"><span>אשראי ${rng.pick(['ישראכרט', 'מאסטרקארד', 'ויזה'])}</span><span>${m(total)}</span></div><div class="r"><span>תשלומים</span><span>${rng.pick([1, 2, 3])}</span></div>`}
<div>רשימת ציוד: ${rng.pick(['בי"ס אלון כיתה ג\'', 'חט"ב הדקל ז\'2', 'גן חובה שקד', '—'])}</div>
<div class="c sm">החלפות עד ${rng.pick(['14', '30'])} יום עם חשבונית, פרט לספרים ועטיפות.</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11.5px;color:#000}
.s{width:72mm;padding:4mm 4mm 10mm}h1{font-size:16px;text-align:center;margin:0}.c{text-align:center}.b{font-weight:bold;margin:2mm 0}
.d{overflow:hidden;white-space:nowrap;font-size:9px}.r{display:flex;gap:2mm}.r span:last-child{margin-right:auto}.n{overflow:hidden;white-space:nowrap;max-width:42mm}
.h{border-bottom:1px solid #000}.big{font-size:16px;font-weight:bold}.sm{font-size:10px;margin-top:2mm}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
