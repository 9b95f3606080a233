import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-injera-restaurant-bill';

/** Dishes: name, agorot (2023). */
const MENU: [string, number][] = [
  ['מגש אינג׳רה לזוג', 12800],
  ['דורו ווט (עוף חריף)', 6900],
  ['מיסיר ווט (עדשים)', 4800],
  ['טיבס בקר', 7600],
  ['שירו', 4400],
  ['גומן (מנגולד)', 3900],
  ['טלה ביתית', 2200],
  ['טקס ג׳בנה (קפה)', 3200],
];

/**
 * An Ethiopian restaurant in Netanya, 80 mm (Shofar name, Simple CLM text): the company with "ח.פ." spaced in threes, table,
 * guests, waiter, an item table (פריט / כמות / סכום), "סכום ביניים", "תוספת שירות 12%" always (the menu says so), "סה"כ
 * לתשלום", "כולל מע"מ", then "חשבונית מס/קבלה מס'" and the date (dd/mm/yyyy) at the foot; on some a tip slip below a cut line
 * "תשר - אינו חלק מהחשבונית". Closed on Friday evening and Saturday (here, dated Sunday to Thursday).
 */
export const heInjeraRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const guests = rng.int(2, 9);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([name, p]) => {
      const q = rng.int(1, Math.max(1, Math.ceil(guests / 3)));
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = Math.round((sub * 12) / 100);
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'ג׳בנה מטבח אתיופי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 399999));
    const at = rng.int(18 * 60, 22 * 60);
    const tip = rng.chance(0.5) ? Math.round((gross * rng.pick([5, 8, 10])) / 100 / 100) * 100 : 0;
    const body = `<div class="c nm">ג׳בנה</div><div class="c sm">מסעדה אתיופית · הרצל ${ltr(String(rng.int(3, 90)))}, נתניה · ${ltr(landline(rng))}</div><div class="c sm">${vendorName} &nbsp; ח.פ. ${ltr(spacedId(taxId))}</div>
<div class="rule"></div>${row(`שולחן ${ltr(String(rng.int(1, 24)))} · סועדים ${ltr(String(guests))}`, `מלצר: ${rng.pick(['אברהם', 'טספאיה', 'מזל', 'יוסף'])}`)}
${items(
  ['פריט', 'כמות', 'סכום'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.sum))]),
)}
${row('סכום ביניים', ltr(amount(sub)))}${row('תוספת שירות 12%', ltr(amount(service)))}<div class="dbl"></div>${row('סה"כ לתשלום', `₪ ${ltr(amount(gross))}`, 'big')}${row(`כולל מע"מ ${ltr(`(${rate}%)`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div><div class="c">חשבונית מס/קבלה מס' ${ltr(doc)}</div><div class="c sm">${ltr(dt(date, 'dd/mm/yyyy'))} · ${ltr(hhmm(at))}</div>
${tip ? `<div class="cut">- - - - - - - - - - - - - - - - -</div><div class="c b">שובר תשר</div>${row('תשר - אינו חלק מהחשבונית', ltr(amount(tip)))}${row('חיוב כולל בכרטיס', ltr(amount(gross + tip)))}` : ''}
<div class="c sm">אמסגנאלו! תודה רבה</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM';font-size:14px;width:72mm;padding:4mm}.nm{font-family:'Shofar';font-size:32px;font-weight:bold}.big{font-size:19px;font-weight:bold}.cut{text-align:center;color:#555;margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      page: '80mm 240mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
