import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-natural-soap-webshop-order';

/** Handmade natural soap web shop's invoice-receipt. */
export const heNaturalSoapWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cat: [string, number][] = [
      ['סבון שמן זית ולבנדר', 2900],
      ['סבון חלב עיזים', 3200],
      ['שמפו מוצק רוזמרין', 4500],
      ['סבון פחם פעיל', 3400],
      ['מרכך מוצק', 4900],
      ['מארז מתנה 4 סבונים', 11900],
      ['סבונייה מעץ זית', 3900],
      ['דאודורנט טבעי', 3600],
    ];
    const rows = rng.some(cat, rng.int(2, 5)).map(([d, u]) => [`SP-${rng.digits(4)}`, d, rng.int(1, 4), u] as [string, string, number, number]);
    const sub = total(rows.map(([, , q, u]) => q * u));
    const coupon = rng.chance(0.5) ? Math.round(sub * 0.15) : 0;
    const ship = sub - coupon >= 25000 ? 0 : 2900;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'סבוניה קוסמטיקה טבעית בע"מ' : 'טליה גולן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SN${date.slice(2, 4)}/${rng.digits(5)}` : String(rng.int(10000, 99999));
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'dd.mm.yy'));
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const header = co
      ? `<div class="hd"><div><div class="brand">SAPONIA</div><div class="sm">${ltr('www.saponia.co.il')}</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ הסדנאות 5, קריית טבעון</div></div>`
      : `<div class="hd"><div><div class="brand">קצף הרים</div><div class="sm">${ltr('www.ketzef-harim.co.il')}</div></div></div>`;
    const body = `<div class="sheet">${header}<h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(6)}`)],
  ['תאריך הזמנה', ltr(f(plus(date, -rng.int(0, 3))))],
  ['משלוח', rng.pick(['דואר שליחים', 'איסוף עצמי', 'נקודת חלוקה'])],
])}
<div>לקוח/ה: ${rng.pick(['אביטל שמעוני', 'רון בן דוד', 'הילה פרנקל'])} · ${ltr(cellular(rng))} · ${rng.pick(['גבעתיים', 'קריית שמונה', 'רעננה'])}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  rows.map(([s, d, q, u]) => [ltr(s), d, String(q), amount(u), amount(q * u)]),
)}
${row('סכום ביניים', ltr(m(sub)))}${coupon ? row('קופון FOAM15 (15%)', ltr(`-${m(coupon)}`)) : ''}${row('משלוח', ltr(m(ship)))}
${row('סה"כ שולם', ltr(m(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(m(vat)))}
<div class="sm">שולם בכרטיס המסתיים ב-${ltr(rng.digits(4))} · ${rng.int(1, 3)} תשלומים · אישור ${ltr(rng.digits(7))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.int(100, 999)}, מצפה רמון</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic', 'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:13px}.sheet{padding:15mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#836' : '#473'}}
.brand{font-size:28px;font-weight:bold;color:${co ? '#836' : '#473'}}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
