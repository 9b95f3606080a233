import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-wine-fridge-store-credit-note';

const GOODS: [string, number, number][] = [
  ['מקרר יין 24 בקבוקים', 1890, 3490],
  ['מקרר יין דו-אזורי 46 בקבוקים', 3490, 6990],
  ['מקרר יין אינטגרלי מתחת לשיש', 2790, 4590],
  ['התקנה ופילוס', 250, 450],
  ['אחריות מורחבת 3 שנים', 290, 490],
  ['מדפי עץ אלון - סט 4', 320, 560],
];

/** Wine fridge store's credit note, prices including VAT, every amount negative. */
export const heWineFridgeStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, unit: rng.int(lo / 10, hi / 10) * 1000 }));
    const gross = total(lines.map((l) => l.unit));
    const vat = vatIn(gross, rate);
    const o = plus(date, -rng.int(2, 30));
    const orig = o.slice(0, 4) === date.slice(0, 4) ? o : `${date.slice(0, 4)}-01-03`;
    const vendorName = co ? 'קור יין מקררים בע"מ' : 'אסתר וקנין';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CN${rng.digits(6)}` : `C-${rng.digits(4)}`;
    const f = (d: string) => dt(d, co ? 'dd.mm.yyyy' : 'd/m/yyyy');
    const neg = (c: number) => (co ? `-${amount(c)} ₪` : trailingMinus(c));
    const body = `<div class="top"><div class="brand">${co ? 'קור יין' : 'עולם היין הקר'}</div><div class="sm">${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ יד חרוצים 14, ירושלים · ${ltr(landline(rng))}` : `מקררי יין ואביזרים<br>קניון הגליל, עפולה · ${ltr(cellular(rng))}`}</div></div>
<h2 class="c">${co ? 'חשבונית מס זיכוי' : 'הודעת זיכוי / חשבונית זיכוי'}</h2>
${pairs(
  [
    ['מספר זיכוי', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['זיכוי לחשבונית', ltr(rng.digits(co ? 6 : 4))],
    ['מתאריך', ltr(f(orig))],
    ['לקוח', rng.pick(['יואב שקד', 'מירב חדד', 'אלי טננבאום', 'רינה פלד'])],
    ['ת.ז.', ltr(personalId(rng))],
  ],
  2,
)}
<div>סיבה: ${rng.pick(['המקרר הגיע פגום', 'ביטול עסקה בתוך 14 יום', 'דגם לא מתאים לנישה'])}</div>
${items(
  ['פריט', 'מחיר מקורי', 'זיכוי'],
  lines.map((l) => [l.name, ltr(amount(l.unit)), ltr(neg(l.unit))]),
)}
<div class="sum">${row('סה"כ זיכוי כולל מע"מ', ltr(neg(gross)), 'b big')}${row(`מע"מ ${rate}% בזיכוי`, ltr(neg(vat)))}${row('זיכוי לפני מע"מ', ltr(neg(gross - vat)))}</div>
<div class="sm">${rng.pick(['הסכום הוחזר לכרטיס האשראי.', 'הסכום יוחזר בהעברה בנקאית תוך 7 ימי עסקים.'])}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? 'A4' : '100mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Aharoni CLM', 'David CLM'" : "'Miriam CLM'"};font-size:${co ? 14 : 11}px;padding:${co ? 18 : 5}mm}.top{display:flex;justify-content:space-between;align-items:flex-start;${co ? '' : 'flex-direction:column;'}border-bottom:2px solid #880e4f}.brand{font-size:${co ? 30 : 20}px;font-weight:bold;color:#880e4f}.sum{${co ? 'width:50%;margin-right:auto' : ''}}.big{font-size:1.15em}.foot{margin-top:14px;border-top:1px solid #555;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
