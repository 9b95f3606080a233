import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, total, vatOn } from './extra';

const ID = 'he-sofer-parchment-invoice';

/** Work, agorot per unit before VAT (2022). */
const WORK: [string, number][] = [
  ['כתיבת מזוזה על קלף 12 ס"מ, כתב בית יוסף', 38000],
  ['כתיבת מזוזה על קלף 15 ס"מ, כתב אר"י', 52000],
  ['בדיקת מזוזה (כולל דו"ח בדיקה)', 2500],
  ['בדיקת זוג תפילין', 12000],
  ['תיקון אות בספר תורה', 18000],
  ['בית מזוזה מאלומיניום מוברש', 3500],
  ['גלילה ועטיפה בניילון', 500],
  ['הגהת מחשב לספר תורה', 95000],
];

/**
 * A scribe (sofer stam) in Bnei Brak invoicing under his own name as a licensed dealer, A5 (Stam Ashkenaz CLM name, Frank
 * Ruehl CLM text): his name large (the vendor is the person), "סופר סת"ם מוסמך", "עוסק מורשה" with his number plain,
 * a mobile, "חשבונית מס" with "מספר" as "yyyy/nnn" and the date in Hebrew words, "לכבוד" a synagogue or a family, mezuzot
 * written and checked, tefillin and Torah work, "סה"כ", VAT added, "סה"כ לתשלום" with "ש"ח" (Sunday to Thursday).
 */
export const heSoferParchmentInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, p]) => {
      const q = p < 5000 ? rng.int(2, 14) : rng.int(1, 3);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מנחם מנדל גרינפלד';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(0, 4)}/${String(rng.int(1, 240)).padStart(3, '0')}`;
    const body = `<div class="nm">${vendorName}</div><div class="c">סופר סת"ם מוסמך · כתיבה, בדיקה ותיקון</div><div class="c sm">עוסק מורשה ${ltr(taxId)} · רח׳ רבי עקיבא 140, בני ברק · נייד ${ltr(cellular(rng))}</div>
<div class="rule"></div><div class="t">חשבונית מס</div>${pairs(
      [
        ['מספר', ltr(doc)],
        ['תאריך', dt(date, 'he')],
        ['לכבוד', rng.pick(['בית הכנסת "אהל יעקב"', 'משפחת ליברמן', 'ישיבת תפארת בנימין', 'משפחת עזרא'])],
      ],
      1,
    )}
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sums">${pairs([
      ['סה"כ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`],
    ])}</div><div class="sm">המזוזות נכתבו בקדושה ובכוונה. תשלום במזומן, בהעברה או בשיק.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:13px;padding:12mm 13mm}.nm{font-family:'Stam Ashkenaz CLM';font-size:34px;text-align:center}.t{font-size:19px;font-weight:bold;margin:6px 0}
.sums{width:60%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
