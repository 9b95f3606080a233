import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, trailingMinus } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-ceiling-fans-credit-note';

const GOODS = ['מאוורר תקרה 52 אינץ׳ עם שלט', 'מאוורר תקרה DC שקט', 'מאוורר תקרה עם גוף תאורה LED', 'מאוורר תקרה לחוץ', 'מוט הארכה 60 ס״מ', 'בקר קיר חכם', 'כנפי עץ אגוז (סט)'];

/** Ceiling fan store's credit note (negative total and tax). */
export const heCeilingFansCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const orig = plus(date, -rng.int(3, Math.min(28, Number(date.slice(8, 10)) + 20)));
    const origDate = orig.slice(0, 4) === date.slice(0, 4) ? orig : `${date.slice(0, 4)}-01-02`;
    const lines = rng.some(GOODS, rng.int(1, 3)).map((name) => ({ name, qty: rng.int(1, 2), unit: rng.int(30, 220) * 1000 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const origAmount = gross + rng.int(20, 300) * 1000;
    const vendorName = co ? 'מאווררי תקרה ישראל בע"מ' : 'גלית שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CF-${rng.digits(5)}` : rng.digits(4);
    const fmt = co ? 'dd/mm/yyyy' : 'dd.mm.yyyy';
    const neg = (c: number) => (co ? amount(-c) : trailingMinus(c));
    const body = `<div class="brand">${co ? 'רוח קלה' : 'המאוורר'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רחוב המסגר 30, תל אביב` : `אולם תצוגה, רחוב הברזל 5, באר שבע · ${ltr(cellular(rng))}`}</div>
<h2>חשבונית זיכוי ${co ? '' : ltr(doc)}</h2>
${co ? row('מס׳:', ltr(doc)) : ''}${row('תאריך:', ltr(dt(date, fmt)))}${row('זיכוי לחשבונית מס׳:', ltr(String(rng.int(10000, 99999))))}${row('מתאריך:', ltr(dt(origDate, fmt)))}${row('סכום החשבונית המקורית:', ltr(amount(origAmount)))}
<div>סיבת הזיכוי: ${rng.pick(['החזרת מוצר פגום', 'ביטול הזמנה', 'החלפת דגם', 'רעש חריג במנוע'])}</div>
${items(
  ['פריט', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, String(l.qty), ltr(amount(l.unit)), ltr(neg(l.qty * l.unit))]),
)}
${row('סה"כ זיכוי לפני מע"מ', ltr(neg(net)))}${row(`מע"מ ${rate}%`, ltr(neg(vat)))}${row('סה"כ זיכוי כולל מע"מ ₪', ltr(neg(gross)), 'b big')}
<div class="sm">הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי', 'בהעברה בנקאית', 'כשובר לרכישה'])}.</div>
<div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Keter YG', 'David CLM'"};font-size:12px;padding:12mm}.brand{text-align:center;font-size:24px;font-weight:bold;color:${co ? '#0277bd' : '#333'}}h2{text-align:center;font-size:17px}.big{font-size:1.15em}.sig{margin-top:20px}.foot{margin-top:16px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
