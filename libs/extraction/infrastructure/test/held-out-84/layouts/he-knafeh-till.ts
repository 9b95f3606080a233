import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-knafeh-till';

/** Sweets: name, agorot (per kg when sold by weight, else per unit), sold by weight. */
const SWEETS: [string, number, boolean][] = [
  ['כנאפה נאבלסית', 8800, true],
  ['בקלאווה פיסטוק', 11900, true],
  ['בורמה אגוזים', 9900, true],
  ['עוגיות מעמול תמרים', 6400, true],
  ['כנאפה אישית במגש', 2400, false],
  ['קטאיף ממולא גבינה', 900, false],
  ['קפה שחור עם הל', 800, false],
  ['בקבוק מי ורדים', 1800, false],
];

/**
 * A knafeh and sweets shop by the old city gate in Akko, 80 mm (Keter YG name, Miriam Mono CLM lines): the company, "ח.פ."
 * hyphenated, "קבלה / חשבונית מס" with "מס' עסקה" (five digits), date dd.mm.yy and time, sweets by weight ("0.450 ק"ג x
 * 88.00") and by the unit, "סה"כ" big with "ש"ח", VAT contained as "מתוכו מע"מ", cash or card. Open every day.
 */
export const heKnafehTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(SWEETS, rng.int(2, 5)).map(([name, p, kg]) => {
      const unit = Math.round((p * up) / 10) * 10;
      if (kg) {
        const grams = rng.int(15, 120) * 10;
        return { text: `${name}<div class="sm">${ltr(`${(grams / 1000).toFixed(3)} ק"ג x ${amount(unit)}`)}</div>`, sum: Math.round((grams * unit) / 1000) };
      }
      const q = rng.int(1, 4);
      return { text: `${name}<div class="sm">${ltr(`${q} x ${amount(unit)}`)}</div>`, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'מתוקי שער הים עכו בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const at = rng.int(9 * 60, 23 * 60);
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0) : gross;
    const body = `<div class="c nm">כנאפה שער הים</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(hyphenId(taxId))} · רח' סלאח א-דין ${ltr(String(rng.int(2, 40)))}, עכו העתיקה</div><div class="c sm">טל' ${ltr(landline(rng))}</div>
<div class="dbl"></div><div class="c b">קבלה / חשבונית מס</div>${row(`מס' עסקה: ${ltr(doc)}`, `קופה ${ltr(String(rng.int(1, 3)))}`)}${row(`תאריך: ${ltr(dt(date, 'dd.mm.yy'))}`, `שעה: ${ltr(hhmm(at))}`)}
<div class="rule"></div>${lines.map((l) => row(`<div>${l.text}</div>`, ltr(amount(l.sum)))).join('')}
<div class="dbl"></div>${row('סה"כ', `${ltr(amount(gross))} ש"ח`, 'big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div>${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('כרטיס אשראי', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}`}
<div class="c sm">בתיאבון! · אהלן וסהלן</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM';font-size:12.5px;width:72mm;padding:4mm}.nm{font-family:'Keter YG';font-size:27px;font-weight:bold}.big{font-size:18px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
