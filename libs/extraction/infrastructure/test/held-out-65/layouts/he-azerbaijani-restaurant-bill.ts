import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-azerbaijani-restaurant-bill';

/** Dishes: name, lowest and highest price in whole shekels (with VAT), one per diner. */
const MENU: [string, number, number, boolean][] = [
  ['שאה פלוב (פלוב בבצק)', 118, 148, false],
  ['פלוב זעפרן עם טלה', 72, 92, true],
  ['לולה קבב', 64, 82, true],
  ['דושברה (מרק כיסונים)', 42, 56, true],
  ['קוטאב תרד וגבינה', 34, 44, false],
  ['דולמה בעלי גפן', 38, 52, false],
  ['פיטי בסיר חרס', 68, 86, true],
  ['לוונגי עוף ממולא אגוזים', 78, 96, true],
  ['סלט עגבניות וסומק', 28, 38, false],
  ['לחם טנדיר', 14, 22, false],
  ['פחלווה באקו', 32, 44, false],
  ['קומקום תה עם ריבת דובדבנים', 36, 48, false],
  ['לימונדה טרחון', 16, 22, true],
];

/**
 * An Azerbaijani restaurant's bill, prices including VAT: the company's restaurant adds a 12%
 * service charge for tables of eight or more; the licensed dealer's family restaurant prints a tip
 * the diners added to the card charge, outside the bill.
 */
export const heAzerbaijaniRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diners = co ? rng.pick([2, 4, 6, 8, 9, 10, 12]) : rng.int(2, 7);
    const lines = rng
      .some(MENU, rng.int(4, 7))
      .map(([name, lo, hi, each]) => ({ name, qty: each ? rng.int(1, diners) : rng.int(1, Math.max(1, Math.ceil(diners / 3))), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co && diners >= 8 ? Math.round((sub * 12) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tipPct = !co && rng.chance(0.7) ? rng.pick([10, 12, 15]) : 0;
    const tip = Math.round((gross * tipPct) / 10000) * 100;
    const vendorName = co ? 'טעמי באקו מסעדות בע"מ' : 'אילנה מרדכייב';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${rng.int(1, 2)}${rng.int(10000, 99999)}` : String(rng.int(300, 2999));
    const opened = rng.int(12 * 60, 21 * 60);
    const money = (c: number) => (co ? `${amount(c)} ₪` : amount(c));
    const itemRows = lines.map((l) => row(`${l.qty} ${l.name}`, ltr(money(l.qty * l.unit)))).join('');
    const body = co
      ? `<div class="c"><div class="brand">באקו</div><div class="sm">מטבח אזרבייג׳אני · רח׳ הנשיאים 21, חדרה · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="band">חשבונית מס / קבלה</div>
${row('מספר', ltr(doc))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שולחן', ltr(String(rng.int(1, 40))))}${row('סועדים', ltr(String(diners)))}${row('מלצר/ית', rng.pick(['רוסלן', 'סבינה', 'אלכס', 'נרמין']))}${row('נפתח / הודפס', ltr(`${hhmm(opened)} / ${hhmm(Math.min(opened + rng.int(50, 140), 23 * 60 + 45))}`))}
<div class="rule"></div>${itemRows}<div class="rule"></div>
${service ? `${row('סכום ביניים', ltr(money(sub)))}${row('דמי שירות 12% (8 סועדים ומעלה)', ltr(money(service)))}` : `<div class="sm c">השירות אינו כלול במחיר</div>`}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${row('ויזה', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}`
      : `<div class="c"><div class="brand2">הדולמה של אילנה</div><div class="sm">בישול קווקזי ביתי · רח׳ הנרקיסים 7, אור עקיבא</div><div class="sm">${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבון - חשבונית מס מס׳ ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'd.m.yy'))} · ${ltr(hhmm(opened))} · ${diners} סועדים</div>
<div class="rule"></div>${itemRows}<div class="rule"></div>
${row('לתשלום', `${ltr(money(gross))} ₪`, 'b big')}${row(`המחירים כוללים מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${
          tipPct
            ? `${row(`טיפ ${tipPct}% (אינו חלק מהחשבונית)`, ltr(money(tip)))}${row('חיוב באשראי כולל טיפ', ltr(money(gross + tip)))}${row('מאסטרקארד', ltr(`**${rng.digits(4)}`))}`
            : row('שולם במזומן', ltr(money(gross)))
        }
<div class="rule"></div><div class="c sm">אילנה מרדכייב · עוסק מורשה ${ltr(taxId)}</div><div class="c sm">תודה ובתיאבון!</div>`;
    const width = co ? 80 : 76;
    const page = `${width}mm ${165 + lines.length * 7}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Hadasim CLM'"};font-size:${co ? 11 : 10.5}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.brand{font-family:'Yehuda CLM';font-size:26px;color:#8b1a1a}.brand2{font-size:16px;font-weight:bold}.band{background:#8b1a1a;color:#fff;text-align:center;padding:3px;margin:5px 0;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
