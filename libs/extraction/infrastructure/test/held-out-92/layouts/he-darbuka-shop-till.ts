import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-darbuka-shop-till';

/** Item, agorot (VAT included). */
const STOCK: [string, number][] = [
  ['דרבוקה אלומיניום 8.75"', 46900],
  ['דרבוקה קרמיקה מצרית', 38900],
  ['דרבוקה ילדים', 12900],
  ['עור סינטטי לדרבוקה', 8900],
  ['תיק ריפוד לדרבוקה', 15900],
  ['קחון עץ ליבנה', 54900],
  ['טמבורין 10"', 9900],
  ['ריק (טמבורין ערבי)', 27900],
  ['מיתרי גיטרה קלאסית', 4900],
  ['מיתרי גיטרה אקוסטית', 5900],
  ["מפריט 6 יח'", 1500],
  ['כיוונן קליפס', 6900],
  ['מחזיק תווים מתקפל', 11900],
  ['חליל רוקורדר', 3900],
  ['מפוחית פה C', 7900],
  ['מקלות תופים 5A', 4500],
];

/**
 * A musical-instrument shop's till slip in Ness Ziona, 76 mm (Shofar, Nimbus Mono PS): the trade name "בית הדרבוקה"
 * over the company, "ח.פ:" plain after a colon, "חשבונית מס קבלה מקור" with the number "r/nnnnnn" (register, slash,
 * serial), date dd.mm.yy and time apart, each item on its own line with quantity "x n" and the sum, sometimes a
 * "הנחת נגן 5%" as a minus, "סה"כ לתשלום" with "ש"ח" after, "מתוכו מע"מ n%" and "סה"כ ללא מע"מ" (contained), card in
 * one or three payments or cash; not Saturday.
 */
export const heDarbukaShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const picked = rng.some(STOCK, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: unit < 10000 ? rng.int(1, 3) : 1 }));
    const lines = picked.map((p) => p.unit * p.qty);
    const gross0 = total(lines);
    const player = rng.chance(0.35);
    const discount = player ? Math.round((gross0 * 5) / 100) : 0;
    const gross = gross0 - discount;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'תופי המזרח כלי נגינה בע"מ';
    const taxId = idOf(vendorName, true);
    const register = rng.int(1, 3);
    const doc = `${register}/${rng.digits(6)}`;
    const at = rng.int(9 * 60 + 30, 19 * 60 + 40);
    const itemRows = picked
      .map((p, i) => `<div class="it">${p.name}</div>${row(p.qty > 1 ? `${ltr(`x ${p.qty}`)} @ ${ltr(amount(p.unit))}` : '', ltr(amount(lines[i])))}`)
      .join('');
    const pay = rng.chance(0.7)
      ? (() => {
          const n = rng.pick([1, 1, 3]);
          return `${row('אשראי', ltr(amount(gross)))}<div class="sm">כרטיס ${ltr(`XXXX-${rng.digits(4)}`)} · ${n === 1 ? 'תשלום אחד' : `${ltr(String(n))} תשלומים`} · אישור ${ltr(rng.digits(7))}</div>`;
        })()
      : (() => {
          const given = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
          return `${row('מזומן', ltr(amount(given)))}${row('עודף', ltr(amount(given - gross)))}`;
        })();
    const body = `<div class="c logo">בית הדרבוקה</div><div class="c">${vendorName}</div><div class="c sm">רח' ויצמן 31, נס ציונה · טל' ${ltr(landline(rng))}</div><div class="c sm">ח.פ: ${ltr(taxId)}</div>
<div class="dash"></div><div class="c b">חשבונית מס קבלה מקור</div><div class="c b big">${ltr(doc)}</div>
${row(`תאריך ${ltr(dt(date, 'dd.mm.yy'))}`, `שעה ${ltr(hhmm(at))}`)}${row(`קופה ${ltr(String(register))}`, `קופאי/ת: ${rng.pick(['מורן', 'עידו', 'שני', 'אביתר', 'נועה'])}`)}<div class="dash"></div>
${itemRows}<div class="dash"></div>
${player ? `${row('סכום ביניים', ltr(amount(gross0)))}${row(`הנחת נגן ${ltr('5%')}`, ltr(`-${amount(discount)}`))}` : ''}
${row('<b>סה"כ לתשלום</b>', `<b>${amount(gross)} ש"ח</b>`, 'big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}<div class="dash"></div>
${pay}<div class="dash"></div><div class="c sm">החלפה תוך 14 יום בהצגת חשבונית · עורות ומיתרים אינם ניתנים להחזרה</div><div class="c sm">תודה ולהשתמע!</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','Nimbus Mono PS';font-size:12px;padding:4mm 3mm;width:70mm}.logo{font-size:22px;font-weight:bold;letter-spacing:1px}.big{font-size:15px}.it{margin-top:3px}
.dash{border-top:1px dashed #333;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 200mm', css, body }),
      page: '76mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
