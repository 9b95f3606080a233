import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, total, vatOn } from './extra';

const ID = 'he-welder-invoice';

/** Work, unit, agorot per unit before VAT (2022). */
const WORK: [string, string, number][] = [
  ['שער כניסה מברזל מגולוון', 'יח׳', 420000],
  ['מעקה מרפסת מפרופיל 40/40', 'מ״א', 38000],
  ['סורגים לחלון, דגם סבכה', 'מ״ר', 52000],
  ['פרגולת ברזל (שלד בלבד)', 'מ״ר', 61000],
  ['ריתוך תיקון באתר', 'שעה', 22000],
  ['צביעה בתנור, גוון RAL', 'מ״ר', 9500],
  ['מדרגות ברזל חיצוניות', 'מדרגה', 48000],
  ['הובלה והרכבה', 'קומפ׳', 65000],
];

/**
 * A welder in Kiryat Malakhi invoicing under his own name as a licensed dealer, A5 (Aharoni CLM name, David CLM): his name
 * large (the vendor is the person), "מסגרות וריתוך", "עוסק מורשה" with his number plain and a mobile, "חשבונית מס מקור",
 * pairs ("מספר" four digits with a leading zero, "תאריך" in Hebrew words, "לכבוד" a private customer and the site), the
 * work with units and prices, "סה"כ", VAT added, "סה"כ לתשלום" with "ש"ח" (Sunday to Thursday).
 */
export const heWelderInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, unitName, p]) => {
      const q = unitName === 'יח׳' || unitName === 'קומפ׳' ? 1 : rng.int(2, 14);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, unitName, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אליהו בן-שושן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(30, 999)).padStart(4, '0');
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div>מסגרות וריתוך · עבודות ברזל בהתאמה אישית</div><div class="sm">עוסק מורשה ${ltr(taxId)} · נייד ${ltr(cellular(rng))} · אזור התעשייה, קריית מלאכי</div></div>
<div class="ttl">חשבונית מס מקור</div>${pairs(
      [
        ['מספר', ltr(doc)],
        ['תאריך', dt(date, 'he')],
        ['לכבוד', rng.pick(['משפחת אזולאי', 'יוסי ורחל מזרחי', 'דוד כהן', 'ועד הבית רח׳ הגפן 7'])],
        ['אתר העבודה', rng.pick(['רח׳ הרימון 12, קריית מלאכי', 'מושב שפיר', 'רח׳ ז׳בוטינסקי 40, אשקלון', 'מושב עוצם'])],
      ],
      2,
    )}
${items(
  ['תיאור', 'יח׳', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, l.unitName, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sums">${pairs([
      ['סה"כ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`],
    ])}</div><div class="sm">אחריות לריתוכים שנה מיום ההתקנה. התשלום בהעברה בנקאית או בהמחאה.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:13px;padding:12mm 12mm}.hd{text-align:center;border-bottom:2px solid #222;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:30px}
.ttl{font-size:19px;font-weight:bold;margin:10px 0 6px}.sums{width:60%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
