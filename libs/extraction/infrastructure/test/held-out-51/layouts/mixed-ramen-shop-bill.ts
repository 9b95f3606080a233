import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-ramen-shop-bill';

/** Ramen shop's bill with bilingual labels and dishes: a tip outside the bill, or a service charge added. */
export const mixedRamenShopBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cat: [string, number][] = [
      ['ראמן טונקוטסו / Tonkotsu ramen', 6800],
      ['ראמן מיסו טבעוני / Vegan miso ramen', 6200],
      ['גיוזה (6) / Gyoza', 3400],
      ['באן עוף / Chicken bao', 2900],
      ['אדממה / Edamame', 2200],
      ['ביצה רכה / Ajitama egg', 900],
      ['סאקה חם / Hot sake', 3800],
      ['תה ירוק / Green tea', 1400],
      ['מוצ׳י / Mochi', 2600],
    ];
    const lines = rng.some(cat, rng.int(3, 6)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.p * l.q));
    const service = co ? 0 : Math.round(food * 0.12);
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = co ? Math.round(gross * 0.1) : 0;
    const vendorName = co ? 'נודל האוס יפן ישראל בע"מ' : 'אלון קוריאמה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `RM${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(6);
    const f = co ? dt(date, 'dd/mm/yy') : dt(date, 'yyyy-mm-dd');
    const m = (c: number) => (co ? amount(c) : `₪ ${amount(c)}`);
    const body = `<div class="slip"><div class="c brand">${co ? 'RAMEN KAZE · ראמן קאזה' : 'SLURP · סלרפ'}</div><div class="c sm">${co ? 'שוק הכרמל, תל אביב / Carmel Market' : 'רח׳ מסדה 20, חיפה / Masada St, Haifa'}</div>
${co ? `<div class="c">${vendorName}</div><div class="c">${bi('ח.פ.', 'Reg.')} ${ltr(hyphenId(taxId))}</div>` : ''}<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('שולחן', 'Table'), String(rng.int(1, 24)))}${row(bi('הזמנה', 'Order'), ltr(`#${rng.digits(4)}`))}
<div class="rule"></div>${lines.map((l) => `<div>${l.nm}</div>${row(ltr(`${l.q} x ${amount(l.p)}`), ltr(amount(l.p * l.q)))}`).join('')}<div class="rule"></div>
${co ? '' : `${row(bi('ביניים', 'Subtotal'), ltr(m(food)))}${row(bi('שירות 12%', 'Service 12%'), ltr(m(service)))}`}
${row(bi('סה"כ', 'Total') + ' ₪', ltr(m(gross)), 'b big')}${row(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), ltr(amount(vat)))}
${co ? `<div class="rule"></div>${row(bi('טיפ 10% (לא כלול)', 'Tip 10% (not incl.)'), ltr(amount(tip)))}${row(bi('חיוב כרטיס', 'Card charge'), ltr(amount(gross + tip)))}` : ''}
<div class="sm">${bi('כרטיס', 'Card')} ${ltr(`•••• ${rng.digits(4)}`)}</div>${co ? '' : `<div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}<div class="c sm">ありがとう · תודה · Thank you</div></div>`;
    const page = co ? '80mm 220mm' : '76mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Condensed'" : "'URW Bookman', 'Noto Serif Hebrew'"};font-size:${co ? 10.5 : 10}px}.slip{padding:4mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
