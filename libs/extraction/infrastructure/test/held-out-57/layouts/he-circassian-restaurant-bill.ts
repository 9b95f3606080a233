import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-circassian-restaurant-bill';

const DISHES: [string, number, number][] = [
  ['חלוז - גבינה צ׳רקסית מעושנת', 38, 56],
  ['מטאזה - כיסונים ממולאים', 52, 74],
  ['לקום - לחם מטוגן', 18, 28],
  ['פאסטה צ׳רקסית עם רוטב עוף', 64, 92],
  ['עוף בפפריקה וחמאה', 72, 98],
  ['סלט ירוק מהגינה', 34, 48],
  ['תה צ׳רקסי עם חלב', 14, 22],
  ['עוגת דבש ואגוזים', 32, 44],
  ['לימונדה בנענע', 16, 24],
];

/** Circassian restaurant's bill, prices including VAT; the number and date in the footer. */
export const heCircassianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(3, 7)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo, hi) * 100 }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(food, 12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'אדיגה מטבח צ׳רקסי בע"מ' : 'פאטמה נאפסו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${rng.digits(2)}-${rng.digits(6)}` : `${rng.digits(4)}`;
    const money = (c: number) => (co ? `${amount(c)} ש״ח` : amount(c));
    const tip = co ? 0 : rng.pick([10, 12, 15]);
    const body = `<div class="c brand">${co ? 'אדיגה' : 'המטבח של פאטמה'}</div>
<div class="c sm">${co ? `מטבח צ׳רקסי · כפר כמא · ${ltr(landline(rng))}` : `אוכל ביתי צ׳רקסי · ריחאניה · ${ltr(cellular(rng))}`}</div>
<div class="rule"></div>
<div class="sm">שולחן ${rng.int(1, 24)} · סועדים ${rng.int(2, 8)} · מלצר/ית: ${rng.pick(['אסתר', 'עזאת', 'ליה', 'ביבר'])}</div>
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${co ? `${row('סכום ביניים', ltr(money(food)))}${row('שירות 12% (נוסף לחשבון)', ltr(money(service)))}` : ''}
${row('לתשלום', ltr(money(gross)), 'b big')}
${row(`המחיר כולל מע"מ ${rate}%:`, ltr(money(vat)))}
${co ? '' : `<div class="sm box2">השירות אינו כלול בחשבון. טיפ מומלץ ${tip}%: ${ltr(amount(share(gross, tip)))}</div>`}
<div class="sm">${rng.pick(['אשראי', 'מזומן', 'ביט'])} · תודה ולהתראות!</div>
<div class="foot">${co ? `${vendorName}<br>ח.פ ${ltr(hyphenId(taxId))}` : `${vendorName} עוסק מורשה ${ltr(taxId)}`}<br>חשבונית מס קבלה מס׳ ${ltr(doc)}<br>תאריך ${ltr(co ? dt(date, 'he') : dt(date, 'dd/mm/yy'))}</div>`;
    const page = co ? '80mm 210mm' : '76mm 210mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'FreeSerif'"};font-size:12px;padding:4mm}.brand{font-size:24px;font-weight:bold;letter-spacing:2px}.big{font-size:1.2em}.box2{border:1px dashed #444;padding:3px;margin:4px 0}.foot{margin-top:8px;border-top:2px solid #000;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
