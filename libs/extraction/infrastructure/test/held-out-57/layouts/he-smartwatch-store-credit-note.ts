import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, personalId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-smartwatch-store-credit-note';

const GOODS: [string, number, number][] = [
  ['שעון חכם 45 מ"מ GPS', 990, 2490],
  ['שעון חכם לילדים עם SIM', 390, 790],
  ['צמיד כושר עם מד דופק', 190, 490],
  ['רצועת סיליקון חלופית', 59, 149],
  ['מגן מסך זכוכית לשעון', 39, 89],
  ['מטען אלחוטי לשעון', 89, 189],
];

/** Smartwatch store's credit note, prices including VAT, every amount negative. */
export const heSmartwatchStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, unit: rng.int(lo, hi) * 100 }));
    const gross = total(lines.map((l) => l.unit));
    const vat = vatIn(gross, rate);
    const o = plus(date, -rng.int(1, 14));
    const orig = o.slice(0, 4) === date.slice(0, 4) ? o : `${date.slice(0, 4)}-01-05`;
    const vendorName = co ? 'וריבל גאדג׳טים בע"מ' : 'עדי פרץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZK-${rng.digits(6)}` : `9${rng.digits(4)}`;
    const f = (d: string) => (co ? dt(d, 'dd/mm/yy') : dt(d, 'yyyy-mm-dd').split('-').reverse().join('-'));
    const neg = (c: number) => (co ? bracketed(c) : `-₪${amount(c)}`);
    const body = `<div class="c brand">${co ? 'WRISTECH' : 'הזמן החכם'}</div>
<div class="c sm">${co ? `${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>קניון עזריאלי, תל אביב` : `שעונים חכמים ואביזרים<br>מרכז מסחרי, מודיעין · ${ltr(cellular(rng))}`}</div>
<div class="c title">${co ? 'חשבונית מס זיכוי' : 'חשבונית זיכוי'}</div>
${row('מס׳ זיכוי:', ltr(doc))}${row('תאריך:', ltr(f(date)))}${row('שעה:', ltr(time(rng)))}
${row('בגין חשבונית:', ltr(co ? `SW-${rng.digits(6)}` : rng.digits(5)))}${row('מיום:', ltr(f(orig)))}
${row('לקוח / ת.ז.:', ltr(personalId(rng)))}
<div class="sm">סיבת הזיכוי: ${rng.pick(['החזרה בתוך 14 יום', 'פגם במסך', 'אי התאמה לטלפון'])}</div>
${items(
  ['פריט', 'זיכוי'],
  lines.map((l) => [l.name, ltr(neg(l.unit))]),
)}
${row('סה"כ זיכוי', ltr(neg(gross)), 'b big')}${row(`מע"מ ${rate}% כלול בזיכוי`, ltr(neg(vat)))}
<div class="sm">${co ? 'הזיכוי בוצע לכרטיס האשראי שבו שולמה העסקה.' : 'הוחזר במזומן ללקוח.'}</div>
<div class="sm">חתימת הלקוח: __________</div>
${co ? '' : `<div class="c sm foot">עדי פרץ · ע.מ. ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 190mm' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Aharoni CLM', 'Miriam CLM'" : "'Frank Ruehl CLM'"};font-size:${co ? 12 : 14}px;padding:${co ? 4 : 12}mm}.brand{font-size:22px;font-weight:bold}.title{font-size:17px;font-weight:bold;border:2px solid #000;margin:6px 0;padding:2px}.big{font-size:1.2em}.foot{margin-top:10px;border-top:1px solid #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
