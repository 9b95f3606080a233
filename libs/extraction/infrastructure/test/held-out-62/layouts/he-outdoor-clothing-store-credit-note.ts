import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-outdoor-clothing-store-credit-note';

/** Item, lowest and highest price in agorot (with VAT). */
const GOODS: [string, number, number][] = [
  ['מעיל גשם גורטקס', 89000, 129000],
  ['מעיל פוך קל', 59000, 89000],
  ['פליז מיקרו', 19900, 29900],
  ['מכנסי טיולים מתפרקים', 24900, 34900],
  ['חולצת מרינו שרוול ארוך', 27900, 37900],
  ['חולצת דרי-פיט', 12900, 17900],
  ['גרבי מרינו להליכה', 5900, 8900],
  ['כובע רחב שוליים UPF', 9900, 14900],
  ['כפפות סופטשל', 11900, 15900],
  ['חותלות לשלג', 15900, 21900],
  ['בגד תרמי תחתון', 16900, 22900],
];
const REASONS = ['מידה לא מתאימה', 'פגם בתפר', 'החזרה במסגרת 14 יום', 'רוכסן תקול', 'לא תאם את התמונה'];

/** An outdoor clothing store's credit note for returned items (February-December, never a Saturday), prices including VAT, every amount negative. */
export const heOutdoorClothingStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo / 100, hi / 100) * 100 }));
    const gross = -total(lines.map((l) => l.qty * l.unit));
    const vat = -vatIn(-gross, rate);
    // The credited invoice is from the same year (the credit note carries the rate of its own date).
    let orig = plus(date, -rng.int(3, 25));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-${String(rng.int(2, 28)).padStart(2, '0')}`;
    orig = avoid(orig, [6]);
    const vendorName = co ? 'טרייל-הד ביגוד שטח בע"מ' : 'ליאור פרנקו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CN-${rng.int(100000, 999999)}` : String(rng.int(1000, 4999));
    const money = (c: number) => (co ? sh(c, '₪x') : trailingMinus(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy'));
    const voucher = rng.chance(0.5);
    const refund = voucher
      ? `${row('זוכה לשובר זיכוי', ltr(`SV-${rng.digits(6)}`))}${row('בתוקף עד', ltr(f(plus(date, 365))))}`
      : `${row('הוחזר לכרטיס אשראי', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}`;
    const list = lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${l.qty} × ${ltr(money(-l.unit))}</span>`, ltr(money(-l.qty * l.unit)))}`).join('');
    const body = co
      ? `<div class="c"><div class="brand">TRAILHEAD</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · קניון קריית אונו · ${ltr(landline(rng))}</div></div>
<div class="box c b">חשבונית מס זיכוי</div>
${row('מס׳ זיכוי:', ltr(doc))}${row('תאריך:', ltr(f(date)))}${row('שעה:', ltr(`${rng.int(10, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}${row('קופה:', ltr(`${rng.int(1, 4)}`))}${row('זיכוי לחשבונית:', ltr(`TH${rng.digits(7)}`))}${row('מתאריך:', ltr(f(orig)))}${row('סיבה:', rng.pick(REASONS))}
<div class="rule"></div>${list}<div class="rule"></div>
${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${refund}<div class="c sm">חתימת הלקוח: ____________</div>`
      : `<div class="c"><div class="brand2">מטפסים</div><div class="sm">ביגוד וציוד לטיולים · מרכז מסחרי לב כרמיאל · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית זיכוי ${ltr(doc)}</div><div class="c">${ltr(f(date))}</div>
${row('עבור חשבונית', ltr(String(rng.int(10000, 99999))))}${row('מיום', ltr(f(orig)))}
<div class="rule"></div>${list}<div class="rule"></div>
${row('סה"כ זיכוי', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}${row('מחיר ללא מע"מ', ltr(amount(gross - vat).replace(/^-(.*)$/, '$1-')))}
<div class="rule"></div>${refund}
<div class="rule"></div><div class="c sm">ליאור פרנקו · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 70;
    const page = `${width}mm ${co ? 150 + lines.length * 10 : 140 + lines.length * 10}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Miriam Mono CLM'"};font-size:${co ? 11 : 10.5}px;width:${width - 8}mm;padding:4mm}
.brand{font-family:'Nimbus Sans Narrow';font-size:24px;font-weight:bold;letter-spacing:2px}.brand2{font-size:20px;font-weight:bold}.box{border:2px solid #000;padding:3px;margin:5px 0}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
