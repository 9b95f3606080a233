import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, bi, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-shakshuka-brunch-bill';

/** Shakshuka and brunch café's bilingual bill: a service charge added, or a tip beside it. */
export const mixedShakshukaBrunchBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const menu: [string, number][] = [
      [bi('שקשוקה קלאסית', 'Classic shakshuka'), 5400],
      [bi('שקשוקה ירוקה', 'Green shakshuka'), 5800],
      [bi('מלאווח עם ביצה', 'Malawach & egg'), 4200],
      [bi('סלט ישראלי', 'Israeli salad'), 2900],
      [bi('לימונענע', 'Mint lemonade'), 1800],
      [bi('קפה שחור', 'Black coffee'), 1200],
      [bi('חלבה מרקחת', 'Halva spread plate'), 3300],
    ];
    const rows = rng.some(menu, rng.int(3, 6)).map(([d, u]) => [d, rng.int(1, 3), u] as [string, number, number]);
    const food = total(rows.map(([, q, u]) => q * u));
    const service = co ? Math.round(food / 10) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = co ? 0 : Math.round((gross * 12) / 100);
    const vendorName = co ? 'שקשוקה ושות׳ בע"מ' : 'מיכל אלון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SK${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(6);
    const dateText = co ? dt(date, 'dd/mm/yy') : dt(date, 'dd.mm.yyyy');
    const m = (c: number) => (co ? sh(c, 'x') : sh(c, '₪ x'));
    const head = co
      ? `<div class="c brand">SHAKSHUKIA · שקשוקיה</div><div class="c sm">נמל יפו / Jaffa Port</div><div class="c sm">${vendorName} · ${bi('ח.פ.', 'Reg.')} ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">BRUNCH YARD · חצר הבראנץ׳</div><div class="c sm">מושבה גרמנית, חיפה / German Colony, Haifa</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div><div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dateText))}${row(bi('שולחן', 'Table'), String(rng.int(1, 24)))}${row(bi('הזמנה', 'Order'), ltr(`#${rng.digits(5)}`))}
${items(
  [bi('מנה', 'Item'), bi('כמ׳', 'Qty'), bi('סכום', 'Sum')],
  rows.map(([d, q, u]) => [d, String(q), amount(q * u)]),
)}
${co ? `${row(bi('ביניים', 'Subtotal'), m(food))}${row(bi('שירות 10%', 'Service 10%'), m(service))}` : ''}
${row(`${bi('סה"כ', 'Total')} ₪`, m(gross), 'b big')}${row(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), m(vat))}
${co ? '' : `${row(bi('טיפ (לא כלול)', 'Tip (not incl.)'), m(tip))}${row(bi('חיוב כרטיס', 'Card charge'), m(gross + tip))}`}
${row(bi('כרטיס', 'Card'), ltr(`**${rng.digits(4)}`), 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 210mm' : '76mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'URW Bookman', 'Noto Serif Hebrew'"};font-size:${co ? '11px' : '10px'}}.slip{padding:3mm}.brand{font-size:15px;font-weight:bold}.big{font-size:1.2em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
