import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-motorcycle-helmet-shop-credit-note';

const GOODS: [string, number, number][] = [
  ['קסדה מלאה עם מגן שמש', 89900, 179900],
  ['קסדה מודולרית', 119900, 249900],
  ['קסדת שטח', 69900, 139900],
  ["דיבורית בלוטות' לקסדה", 59900, 119900],
  ['מגן פנים כהה', 14900, 29900],
  ['כפפות רכיבה', 19900, 39900],
  ['מעיל רכיבה עם מגנים', 79900, 159900],
];

/** Motorcycle helmet shop's credit note: negative total and VAT contained, the credited invoice named. */
export const heMotorcycleHelmetShopCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, unit: rng.int(lo / 100, hi / 100) * 100 }));
    const gross = total(lines.map((l) => l.unit));
    const vat = vatIn(gross, rate);
    const net = gross - vat;
    const o = plus(date, -rng.int(2, 20));
    const orig = o.slice(0, 4) === date.slice(0, 4) ? o : `${date.slice(0, 4)}-01-03`;
    const vendorName = co ? 'מגן ראש ציוד רכיבה בע"מ' : 'אבי סויסה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CR-${rng.digits(5)}` : rng.digits(5);
    const f = (d: string) => dt(d, co ? 'dd.mm.yyyy' : 'dd/mm/yy');
    const neg = (c: number) => (co ? amount(-c) : trailingMinus(c));
    const body = `<div class="head"><div class="brand">${co ? 'קסדה פלוס' : 'הקסדה של אבי'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>דרך בן צבי 40, תל אביב · ${ltr(landline(rng))}` : `רחוב העצמאות 55, אשדוד · ${ltr(cellular(rng))}`}</div></div>
<h2 class="c">תעודת זיכוי</h2>
${pairs(
  [
    ['מס׳ זיכוי', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['זיכוי לחשבונית מס׳', ltr(`${co ? 'IN' : ''}${rng.digits(6)}`)],
    ['מתאריך', ltr(f(orig))],
  ],
  2,
)}
<div>לקוח: ${rng.pick(['עומר נחום', 'שחר דגן', 'תומר ביטון', 'ענבל קורן'])} · ת.ז. ${ltr(personalId(rng))}</div>
<div>סיבה: ${rng.pick(['החזרה - מידה לא מתאימה', 'פגם בסגר הקסדה', 'ביטול הזמנה לפני איסוף'])}</div>
${items(
  ['פריט', 'כמות', 'מחיר כולל מע"מ', 'זיכוי'],
  lines.map((l) => [l.name, ltr('1'), ltr(amount(l.unit)), ltr(neg(l.unit))]),
)}
<div class="sum">${row('סה"כ זיכוי כולל מע"מ ₪', ltr(neg(gross)), 'b big')}${row(`מזה מע"מ ${rate}%`, ltr(neg(vat)))}${row('לפני מע"מ', ltr(neg(net)))}</div>
<div class="sm">הסכום יזוכה לכרטיס המסתיים ב-${ltr(rng.digits(4))}. סכום החשבונית המקורית: ${ltr(amount(gross + rng.int(1, 40) * 1000))} ₪</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? 'A5' : '80mm 260mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Shofar'"};font-size:${co ? 12 : 11}px;padding:${co ? 10 : 4}mm}.head{display:${co ? 'flex' : 'block'};justify-content:space-between}.brand{font-size:24px;font-weight:bold;color:${co ? '#b71c1c' : '#222'}}.sum{width:${co ? 60 : 100}%;margin-inline-start:auto}.big{font-size:1.15em}.foot{margin-top:16px;border-top:1px solid #999;padding-top:5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
