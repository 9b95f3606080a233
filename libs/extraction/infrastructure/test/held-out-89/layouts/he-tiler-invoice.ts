import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, total, vatOn } from './extra';

const ID = 'he-tiler-invoice';

/** Work, unit, agorot per unit. */
const WORK: [string, string, number][] = [
  ['ריצוף קרמיקה 60×60', 'מ"ר', 9500],
  ['חיפוי קירות באמבטיה', 'מ"ר', 11500],
  ['פנלים', 'מ"א', 2800],
  ['פירוק ריצוף ישן ופינוי', 'מ"ר', 4500],
  ['רובה אפוקסי', 'מ"ר', 3200],
  ['איטום רצפת מקלחת', 'יח׳', 65000],
];

/**
 * A tiler invoicing under his own name as a licensed dealer, A5 (Keter YG name, David CLM): his name large, "ריצוף וחיפוי",
 * "עוסק מורשה" with his number and a mobile, "חשבונית מס", pairs ("מספר" four digits, "תאריך" in Hebrew words, "לכבוד",
 * address), work in square and running metres, "סה"כ", VAT added with rate, "סה"כ לתשלום" with "ש"ח" (Sunday to Thursday).
 */
export const heTilerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const lines = rng.some(WORK, rng.int(3, 5)).map(([name, unit, p]) => {
      const q = unit === 'יח׳' ? 1 : rng.int(6, 60);
      return { name, unit, q, p, sum: q * p };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אליהו בן שושן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(200, 1900)).padStart(4, '0');
    const body = `<div class="nm">${vendorName}</div><div class="sub">ריצוף וחיפוי · עבודות קרמיקה</div><div class="sm">עוסק מורשה ${ltr(taxId)} · נייד ${ltr(cellular(rng))}</div><div class="dbl"></div>
<h1>חשבונית מס</h1>${pairs(
      [
        ['מספר', ltr(doc)],
        ['תאריך', dt(date, 'he')],
        ['לכבוד', rng.pick(['משפחת אזולאי', 'משפחת כהן-לוי', 'ועד הבית רח׳ הזית 9', 'משפחת פרץ'])],
        ['כתובת העבודה', rng.pick(['רח׳ התאנה 4', 'רח׳ הרימון 17', 'שד׳ הנשיא 22'])],
      ],
      2,
    )}
${items(
  ['תיאור', 'יחידה', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, l.unit, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.sum))]),
)}
<table class="sums"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="sm">תודה על העבודה! אחריות לשנה על הרובה והאיטום.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:12.5px;padding:12mm 12mm}.nm{font-family:'Keter YG';font-size:30px;font-weight:bold}.sub{font-size:15px}h1{font-size:19px;margin:8px 0}
.sums{width:55%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:2px 6px}.sums td{text-align:end;padding:2px 6px}.sums tr.b{font-size:15px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
