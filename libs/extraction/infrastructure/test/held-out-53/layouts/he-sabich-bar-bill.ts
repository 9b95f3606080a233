import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, sh, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-sabich-bar-bill';

const MENU: [string, number][] = [
  ['סביח בפיתה', 3200],
  ['סביח בלאפה', 3800],
  ['צלחת סביח', 5400],
  ['חציל קלוי בטחינה', 3600],
  ['ביצה חומה', 800],
  ['סלט ירקות קצוץ', 2400],
  ['צ׳יפס עם עמבה', 2200],
  ['לימונענע', 1400],
  ['בירה מהחבית', 2900],
  ['קפה שחור', 1000],
  ['סחלב', 1800],
];

/** Sabich bar's bill: a service charge added, or a tip outside the bill. */
export const heSabichBarBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(MENU, rng.int(4, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? Math.round(food * 0.1) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = co ? 0 : rng.pick([10, 12, 15]);
    const tip = Math.round((gross * tipPct) / 100);
    const vendorName = co ? 'חציל ועמבה מזון בע"מ' : 'סהר עזרא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SB/${rng.digits(6)}` : rng.digits(5);
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy');
    const body = `<div class="slip"><div class="c brand">${co ? 'סביח הגבעה' : 'הסביח של סהר'}</div>
<div class="c sm">${co ? 'רחוב ביאליק 40, רמת גן' : 'שוק התקווה, תל אביב'}</div>
${co ? `<div class="c sm">${vendorName} | ח.פ. ${ltr(spacedId(taxId))}</div>` : ''}
<div class="c b">חשבונית מס קבלה</div>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f)],
    ['שולחן', String(rng.int(1, 18))],
    ['סועדים', String(rng.int(1, 6))],
    ['הזמנה', ltr(`#${rng.digits(4)}`)],
    ['מלצר/ית', rng.pick(['נועה', 'יוסי', 'מאיה', 'עידו'])],
  ],
  2,
)}
<div class="rule"></div>${lines.map((l) => row(`${l.qty} ${l.name} <span class="sm">(${amount(l.unit)})</span>`, ltr(amount(l.qty * l.unit)))).join('')}<div class="rule"></div>
${co ? `${row('סה"כ מנות', ltr(amount(food)))}${row('דמי שירות 10%', ltr(amount(service)))}` : ''}
${row('סה"כ לתשלום', ltr(co ? sh(gross, '₪ x') : sh(gross, 'x ש"ח')), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(amount(vat)))}
${co ? '' : `<div class="rule"></div>${row(`טיפ ${tipPct}% (לא כלול בחשבונית)`, ltr(amount(tip)))}${row('סה"כ חיוב באשראי', ltr(amount(gross + tip)))}`}
${row('כרטיס', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>`}<div class="c sm">תודה ובתיאבון!</div></div>`;
    const page = co ? '80mm 210mm' : '72mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Hadasim CLM'" : "'DejaVu Sans'"};font-size:${co ? 11.5 : 10}px}.slip{padding:3mm 4mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
