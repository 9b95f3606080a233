import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-chraime-restaurant-bill';

/** Dishes: name, agorot (2022). */
const MENU: [string, number][] = [
  ['חריימה דג לוקוס', 8900],
  ['חריימה פילה מוסר', 7400],
  ['מפרום תפו"א ממולא', 5800],
  ['כוסכוס עם ירקות', 4600],
  ['סלטים טריפוליטאים', 3900],
  ['בוריק תפו"א וביצה', 2800],
  ['מגרוד', 2200],
  ['לימונדה נענע', 1600],
  ['תה נענע בקנקן', 1800],
];

/**
 * A Tripolitan fish restaurant on Ashkelon's marina, 80 mm (Yehuda CLM name, Hadasim CLM text): company and "ח.פ." spaced,
 * "חשבון שולחן" with table and waiter, an item table (מנה, כמות, מחיר), "ביניים", "דמי שירות 10%", "סה"כ לתשלום" with
 * "ש"ח", "כולל מע"מ" and its VAT, then "חשבונית מס קבלה מס'" (five digits) and "תאריך" (dd.mm.yyyy) with time; on some
 * a tip line below a dashed cut "טיפ למלצר (לא חלק מהחשבונית)". Closed on Friday evening and Saturday.
 */
export const heChraimeRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(3, 6)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = share(sub, 10);
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'חריימה של סבתא ג׳ולי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const tip = rng.chance(0.5) ? Math.round((sub * 0.05) / 100) * 100 + 500 : 0;
    const body = `<div class="nm">חריימה של סבתא ג׳ולי</div><div class="c sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>מרינה אשקלון, מבנה ${ltr(String(rng.int(2, 9)))}</div><div class="rule"></div>
<div class="b">חשבון שולחן ${ltr(String(rng.int(1, 40)))} · סועדים ${ltr(String(rng.int(2, 6)))} · מלצר/ית: ${rng.pick(['שני', 'אבי', 'מורן', 'ליאור'])}</div>
${items(
  ['מנה', 'כמות', 'מחיר'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.sum))]),
)}
${row('ביניים', ltr(amount(sub)))}${row('דמי שירות 10%', ltr(amount(service)))}<div class="dbl"></div>${row('סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`, 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div><div class="c">חשבונית מס קבלה מס' ${ltr(doc)}</div><div class="c sm">תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))} ${ltr(hhmm(rng.int(12 * 60, 22 * 60)))}</div>
${tip ? `<div class="cut">✂ - - - - - - - - - - - - - -</div>${row('טיפ למלצר (לא חלק מהחשבונית)', ltr(amount(tip)), 'sm')}${row('חיוב אשראי כולל טיפ', ltr(amount(gross + tip)), 'sm')}` : ''}<div class="c sm">תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:13px;width:72mm;padding:4mm}.nm{font-family:'Yehuda CLM';font-size:22px;text-align:center;font-weight:bold}.big{font-size:17px;font-weight:bold}.cut{text-align:center;color:#555;margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
