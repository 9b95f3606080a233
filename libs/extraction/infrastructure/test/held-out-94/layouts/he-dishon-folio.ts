import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId, personalId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-dishon-folio';

const CABINS = ['בקתת האגוז', 'בקתת הכליל', 'בקתת הזית', 'בקתת הברוש', 'בקתת הלבנה'];
const GUESTS = ['משפחת אזולאי', 'רותם ואביב גל', 'משפחת קורן', 'שירה ודניאל פרץ', 'משפחת חדד', 'נעמה לוי'];
/** Extras: name, agorot before VAT in 2022, per stay or per night. */
const EXTRAS: [string, number, 'stay' | 'night'][] = [
  ['הפעלת ג׳קוזי מחומם', 12000, 'night'],
  ['מגש פירות ויין בהגעה', 18000, 'stay'],
  ['עיסוי זוגי בבקתה', 52000, 'stay'],
  ['כניסה מוקדמת / עזיבה מאוחרת', 15000, 'stay'],
  ['ערכת מנגל ופחמים', 8000, 'night'],
];

/**
 * Wooden guest cabins at moshav Dishon in the north, A4 (Yehuda CLM for the name, David CLM with Liberation Serif):
 * a brown band with the name and "צימרים על הדישון בע"מ", "ח.פ." hyphenated, the farm's address and a mobile; "חשבון
 * אורח" over "חשבונית מס/קבלה" and "מס' DS/yy/nnnn"; pairs two to a row (date of issue dd/mm/yyyy, guest with a personal
 * id, cabin, adults and children in words, arrival and departure with their weekdays); a table of nights by date (Thursday,
 * Friday and Saturday nights dearer), breakfast baskets per adult per morning and extras, all before VAT; "סה"כ לפני
 * מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "…₪", the advance and the card charge on arrival and "יתרה 0.00"; dated the
 * departure.
 */
export const heDishonFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: out } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrive = plus(out, -nights);
    const adults = rng.int(2, 4);
    const kids = rng.int(0, 3);
    const up = (Number(out.slice(0, 4)) - 2022) * 3000;
    const rows: string[][] = [];
    const sums: number[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrive, i);
      const dear = [4, 5, 6].includes(weekdayOf(d));
      const price = (dear ? 145000 : 98000) + up;
      rows.push([ltr(dt(d, 'dd/mm/yy')), `לינה - ${heDay(d)}${dear ? ' (סופ"ש)' : ''}`, ltr('1'), ltr(amount(price)), ltr(amount(price))]);
      sums.push(price);
    }
    const basket = 7500 + up / 10;
    rows.push(['', 'סלסלת ארוחת בוקר לבקתה, לאדם', ltr(String(adults * nights)), ltr(amount(basket)), ltr(amount(basket * adults * nights))]);
    sums.push(basket * adults * nights);
    for (const [name, p, per] of rng.some(EXTRAS, rng.int(0, 2))) {
      const q = per === 'night' ? nights : 1;
      const price = p + up / 10;
      rows.push(['', name, ltr(String(q)), ltr(amount(price)), ltr(amount(price * q))]);
      sums.push(price * q);
    }
    const net = total(sums);
    const rate = israeliRate(out);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const advance = Math.round(gross * 0.3);
    const vendorName = 'צימרים על הדישון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `DS/${out.slice(2, 4)}/${String(rng.int(1, 1800)).padStart(4, '0')}`;
    const body = `<div class="band"><div><div class="nm">בקתות הדישון</div><div>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div><div class="sm addr">מושב דישון 13810<br>${ltr(cellular(rng))}</div></div>
<div class="ttl"><div class="b big">חשבון אורח</div><div>חשבונית מס/קבלה מס' ${ltr(doc)}</div></div>
${pairs(
  [
    ['תאריך הפקה', ltr(dt(out, 'dd/mm/yyyy'))],
    ['אורח/ת', rng.pick(GUESTS)],
    ['ת"ז', ltr(personalId(rng))],
    ['בקתה', rng.pick(CABINS)],
    ['אורחים', `${adults} מבוגרים${kids ? ` + ${kids === 1 ? 'ילד' : `${kids} ילדים`}` : ''}`],
    ['לילות', ltr(String(nights))],
    ['הגעה', `${heDay(arrive)} ${ltr(dt(arrive, 'dd/mm/yyyy'))}`],
    ['עזיבה', `${heDay(out)} ${ltr(dt(out, 'dd/mm/yyyy'))}`],
  ],
  2,
)}
${items(['תאריך', 'פירוט', 'כמות', "מחיר ליח'", 'סכום'], rows)}
<div class="sm">המחירים בטבלה אינם כוללים מע"מ.</div>
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))}₪</td></tr>
<tr><th>מקדמה בהזמנה (${ltr(dt(plus(arrive, -rng.int(7, 40)), 'dd/mm/yy'))})</th><td>${ltr(amount(advance))}</td></tr><tr><th>חיוב אשראי בעזיבה</th><td>${ltr(amount(gross - advance))}</td></tr><tr><th>יתרה</th><td>${ltr('0.00')}</td></tr></table>
<div class="sm foot">שעת עזיבה עד 11:00 · תודה שבחרתם לנפוש אצלנו, נשמח לראותכם שוב!</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','Liberation Serif';font-size:13px;padding:14mm 16mm}.band{display:flex;justify-content:space-between;align-items:center;background:#5a3b22;color:#fff;padding:8px 12px}
.nm{font-family:'Yehuda CLM';font-size:34px}.addr{text-align:end}.ttl{text-align:center;margin:12px 0;border-bottom:1px solid #5a3b22;padding-bottom:6px}.big{font-size:19px}
.pairs{margin:6px 0 10px}.items th:nth-child(n+3),.items td:nth-child(n+3){text-align:end}.tot{width:55%;margin-inline-start:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:2px 6px}
.tot td{text-align:end;padding:2px 6px;font-weight:bold}.tot tr.g{border-top:2px solid #5a3b22;border-bottom:2px solid #5a3b22;font-size:16px}.tot tr.g th{font-weight:bold}.foot{margin-top:16px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: out, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
