import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-sufganiyot-till';

/** Item, agorot a piece. */
const ITEMS: [string, number][] = [
  ['סופגניה ריבת תות', 690],
  ['סופגניה קלאסית אבקת סוכר', 590],
  ["סופגניה דולסה דה לצ'ה", 1290],
  ['סופגניה קרם פיסטוק', 1490],
  ['סופגניה קרם ברולה', 1390],
  ['סופגניה שוקולד לבן ופטל', 1290],
  ['מיני סופגניות - מגש 12', 3990],
  ['לביבות תפו"א - מנה', 1800],
  ['סופגניה בטעם ריבת חלב', 890],
  ['כוס שוקו חם', 1200],
];

/**
 * A bakery's Hanukkah-season till, 72 mm (Miriam Mono CLM, Simple CLM): trade name over the company name, "ח"פ" hyphenated,
 * "חשבונית מס / קבלה" and its number, a transaction number apart, date dd/mm/yy and time, each item with "n x price" under
 * it, "סה"כ לתשלום" with "₪" after, "מע"מ n% כלול" and "סכום ללא מע"מ" (contained), cash with change or card; October to
 * December, not Saturday.
 */
export const heSufganiyotTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng, [10, 11, 12]);
    const date = avoid(raw, [6]);
    const picked = rng.some(ITEMS, rng.int(2, 5));
    const lines = picked.map(([name, unit]) => ({ name, unit, qty: unit > 3000 ? 1 : rng.int(1, 6) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מאפיית הכד הקטן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(210000, 489999));
    const deal = rng.digits(4);
    const itemRows = lines
      .map((l) => `<div class="it">${l.name}</div>${row(`<span class="sm">${ltr(`${l.qty} x ${amount(l.unit)}`)}</span>`, ltr(amount(l.qty * l.unit)))}`)
      .join('');
    let pay: string;
    if (rng.chance(0.45)) {
      const given = [5000, 10000, 20000].find((c) => c >= gross) ?? Math.ceil(gross / 10000) * 10000;
      pay = `${row('מזומן', ltr(amount(given)))}${row('עודף', ltr(amount(given - gross)))}`;
    } else {
      pay = `${row(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])}`, ltr(amount(gross)))}<div class="sm">${ltr(`****${rng.digits(4)}`)} · אישור ${ltr(rng.digits(7))}</div>`;
    }
    const body = `<div class="c tn">הכד הקטן</div><div class="c sm">מאפייה · קונדיטוריה · סופגניות</div><div class="c">${vendorName}</div>
<div class="c sm">ח"פ: ${ltr(hyphenId(taxId))}</div><div class="c sm">שד' ההסתדרות 118, קריית ביאליק</div><div class="c sm">טל' ${ltr(`04-87${rng.digits(5)}`)}</div><div class="dash"></div>
<div class="c b">חשבונית מס / קבלה</div><div class="c b">מס' ${ltr(doc)}</div>${row(`עסקה ${ltr(deal)}`, `קופה ${ltr(String(rng.int(1, 4)))}`)}${row(ltr(dt(date, 'dd/mm/yy')), ltr(hhmm(rng.int(7 * 60, 21 * 60))))}<div class="dash"></div>
${itemRows}<div class="dash"></div>${row('סה"כ לתשלום', `${ltr(amount(gross))} ₪`, 'big')}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}${row('סכום ללא מע"מ', ltr(amount(gross - vat)))}<div class="dash"></div>
${pay}<div class="dash"></div><div class="c sm">חג אורים שמח!</div><div class="c sm">החלפות בתוך 24 שעות בצירוף חשבונית בלבד</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','Simple CLM';font-size:12px;padding:5mm 4mm;width:64mm}.tn{font-family:'Simple CLM';font-size:24px;font-weight:bold}.it{margin-top:3px}.big{font-size:15px;font-weight:bold}
.dash{border-top:1px dashed #333;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 170mm', css, body }),
      page: '72mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
