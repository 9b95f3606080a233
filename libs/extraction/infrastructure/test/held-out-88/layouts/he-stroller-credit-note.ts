import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-stroller-credit-note';

/** Product, agorot incl. VAT (2022). */
const GOODS: [string, number][] = [
  ['עגלת טיולון קלה מתקפלת', 129000],
  ['עגלת תאומים צד לצד', 349000],
  ['סלקל לתינוק 0-13 ק"ג', 89000],
  ['כיסא בטיחות מסתובב איזופיקס', 179000],
  ['אמבטיה לעגלה', 45000],
  ['כילה ומגן גשם לעגלה', 12900],
  ['תיק החתלה לעגלה', 24900],
  ['מנשא תינוק ארגונומי', 59000],
];

/**
 * A stroller and car-seat shop in Ramat HaSharon, A5 (Hadasim CLM name, Miriam CLM): the company with "ח.פ." plain, a mobile,
 * a framed "חשבונית מס זיכוי" with "ZK-" and four digits, pairs (date dd/mm/yyyy, the credited invoice's number and date, the
 * customer with a valid personal id, the reason), goods returned as "-1" with their price negative, "סה"כ זיכוי" with "₪" and
 * "מע"מ כלול" with the rate, the minus after the number ("1,290.00-"); all negative. Not on Saturday.
 */
export const heStrollerCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, p]) => ({ name, unit: Math.round((p * up) / 100) * 100 }));
    const credited = total(lines.map((l) => l.unit));
    const gross = -credited;
    const vat = -vatIn(credited, rate);
    const vendorName = 'עגלות השרון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZK-${rng.int(1000, 9999)}`;
    const minus = (c: number) => `${amount(Math.abs(c))}-`;
    const body = `<div class="hd"><div class="nm">עגלות השרון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ סוקולוב 52, רמת השרון · ${ltr(cellular(rng))}</div></div>
<div class="frame">חשבונית מס זיכוי ${ltr(doc)}</div>${pairs(
      [
        ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
        ['זיכוי לחשבונית', `${ltr(String(rng.int(30000, 39999)))} מיום ${ltr(dt(plus(date, -rng.int(2, 13)), 'dd/mm/yyyy'))}`],
        ['לקוח/ה', `${rng.pick(['נועה לוי', 'שירן אוחיון', 'עומר ברק', 'מיכל גולן'])}, ת.ז. ${ltr(personalId(rng))}`],
        ['סיבה', rng.pick(['החזרה תוך 14 יום', 'פגם בשלדה', 'אי התאמה לרכב', 'החלפת דגם'])],
      ],
      1,
    )}
${items(
  ['פריט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr('-1'), ltr(amount(l.unit)), ltr(minus(-l.unit))]),
)}
<div class="sums">${pairs([
      ['סה"כ זיכוי', ltr(`₪ ${minus(gross)}`)],
      [`מע"מ כלול ${ltr(`${rate}%`)}`, ltr(minus(vat))],
    ])}</div><div class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצעה העסקה.</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px;padding:12mm 12mm}.hd{text-align:center}.nm{font-family:'Hadasim CLM';font-size:30px;font-weight:bold}
.frame{border:2px solid #111;text-align:center;font-size:18px;font-weight:bold;padding:5px;margin:10px 0}.sums{width:60%;margin-inline-start:auto}.sums tr:first-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
