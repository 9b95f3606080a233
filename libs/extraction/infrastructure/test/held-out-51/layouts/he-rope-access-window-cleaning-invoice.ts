import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-rope-access-window-cleaning-invoice';

/** Rope-access (abseiling) window and facade cleaning contractor's A4 tax invoice. */
export const heRopeAccessWindowCleaningInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const floors = rng.int(6, 30);
    const lines: [string, number, number][] = [
      [`ניקוי חלונות בסנפלינג - ${floors} קומות (לקומה)`, floors, rng.pick([38000, 42000, 45000])],
      ['ניקוי חיפוי זכוכית (מ"ר)', rng.int(80, 400), rng.pick([1200, 1500])],
      ['ניקוי מעקות ומרפסות', 1, rng.int(900, 2400) * 100],
      ['הסרת לשלשת יונים והתקנת דוקרנים (מ"א)', rng.int(10, 60), 4500],
      ['ביטוח צד ג׳ לעבודה בגובה', 1, 35000],
    ];
    const used = rng.some(lines, rng.int(3, 5));
    const net = total(used.map(([, q, p]) => q * p));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'גובה נקי שירותי חזיתות בע"מ' : 'עידו ברק';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}/${rng.digits(4)}` : rng.digits(4);
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'd/m/yyyy'));
    const client = rng.pick(['נציגות הבית המשותף מגדלי הים בע"מ', 'מלון החוף הצפוני בע"מ', 'פארק עסקים אלון בע"מ', 'חברת ניהול מגדל העיר בע"מ']);
    const body = `<div class="sheet"><div class="hd"><div><div class="brand">${co ? 'סנפלינג-קלין' : 'חלון לשמיים'}</div>${co ? `<div>${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div><div>רח׳ התעשייה 12, חולון · ${ltr(cellular(rng))}</div>` : `<div>${ltr(cellular(rng))}</div>`}</div><div class="orig">מקור</div></div>
<h2>חשבונית מס ${co ? '' : `מס׳ ${ltr(doc)}`}</h2>
${boxes([...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []), ['תאריך', ltr(f(date))], ['תאריך ביצוע', ltr(f(plus(date, -rng.int(1, 6))))], ['תעודת עבודה', ltr(`WC-${rng.digits(5)}`)], ['הזמנת רכש', ltr(`PO${rng.digits(7)}`)]])}
<div>לכבוד: ${client} · ח.פ. ${ltr(anyTaxId(rng, true))}</div>
${items(
  ['תיאור', 'כמות', 'מחיר יח׳', 'סה"כ'],
  used.map(([d, q, p]) => [d, String(q), ltr(amount(p)), ltr(amount(q * p))]),
)}
<div class="tot">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 30 · בנק ${rng.pick(['הפועלים', 'לאומי'])} סניף ${rng.int(100, 899)} חשבון ${ltr(rng.digits(7))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(hyphenId(taxId))} · רח׳ הגפן 4, כרמיאל</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM'"};font-size:12.5px}.sheet{padding:14mm;position:relative;height:296mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#0a6b5a' : '#444'}}.brand{font-size:28px;font-weight:bold;color:${co ? '#0a6b5a' : '#333'}}.orig{border:2px solid #333;padding:4px 12px;height:fit-content;font-weight:bold}.tot{width:50%;margin-inline-start:auto}.big{font-size:1.3em}.foot{position:absolute;bottom:12mm;left:14mm;right:14mm;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
