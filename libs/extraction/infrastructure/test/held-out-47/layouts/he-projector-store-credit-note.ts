import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatIn, vatOn, ltr } from './extra';

const ID = 'he-projector-store-credit-note';
const GOODS: [string, number][] = [
  ['מקרן 4K לייזר', 1290000],
  ['מקרן Full HD ביתי', 289000],
  ['מסך הקרנה חשמלי 120"', 219000],
  ['מסך מסגרת קבועה 100"', 159000],
  ['מתקן תקרה למקרן', 34000],
  ['כבל HDMI אופטי 15 מ׳', 29000],
  ['מערכת סאונד 5.1', 349000],
  ['התקנה וכיול', 65000],
  ['מנורה חלופית למקרן', 79000],
];

/** Projector and screens store's credit note: every credited amount negative. */
export const heProjectorStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const orig = plus(date, -rng.int(8, 25));
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: 1 }));
    const base = total(lines.map((l) => l.unit));
    let net: number, vat: number, gross: number;
    if (co) {
      net = base;
      vat = vatOn(net, rate);
      gross = net + vat;
    } else {
      gross = base;
      vat = vatIn(gross, rate);
      net = gross - vat;
    }
    const vendorName = co ? 'לומן קולנוע ביתי בע"מ' : 'רון טל';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZC-${rng.digits(4)}` : String(rng.int(100, 999));
    const origNo = co ? `IN-${rng.digits(5)}` : String(rng.int(1000, 9999));
    const neg = (c: number) => (co ? `-${amount(c)}` : trailingMinus(c));
    const customer = co
      ? `${rng.pick(['אולמות הדר אירועים בע"מ', 'סינמה קפה בע"מ', 'מכללת אופק בע"מ'])} · ח.פ. ${taxIdOfCustomer(rng)}`
      : `${rng.pick(['עידו רוזן', 'סיון אלמליח', 'גיא פרידמן'])} · ת.ז. ${personalId(rng)}`;
    const f = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const head = co
      ? `<div class="hd"><div class="brand">LUMEN</div><div class="box">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>דרך השלום 53, גבעתיים<br>${cellular(rng)}</div></div>`
      : `<div class="hd"><div class="brand">מסך גדול</div><div class="box">${vendorName} · עוסק מורשה ${taxId}<br>רח׳ הנשיאים 8, באר שבע · ${cellular(rng)}</div></div>`;
    const body = `<div class="sheet">${head}<h1>${co ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${doc}`}</h1>
${pairs(
  [
    ...(co ? ([['מספר', doc]] as [string, string][]) : []),
    ['תאריך', dt(date, f)],
    ['לקוח', customer],
    ['בגין חשבונית', `${origNo} מ-${dt(orig, f)}`],
    ['סכום החשבונית המקורית', amount(gross + rng.int(0, 3) * 29000)],
    ['סיבה', rng.pick(['החזרת מוצר', 'פגם במוצר', 'ביטול התקנה'])],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', co ? 'מחיר לפני מע"מ' : 'מחיר כולל מע"מ', 'סכום'],
  lines.map((l) => [l.name, '1', amount(l.unit), neg(l.unit)]),
)}
<div class="tot">${
      co
        ? `${row('סה"כ זיכוי לפני מע"מ', neg(net))}${row(`מע"מ ${rate}%`, neg(vat))}${row('סה"כ זיכוי כולל מע"מ ₪', neg(gross), 'b big')}`
        : `${row('סה"כ לזיכוי ₪', neg(gross), 'b big')}${row(`מזה מע"מ ${rate}%`, neg(vat))}${row('לפני מע"מ', neg(net))}`
    }</div>
<div class="sm">הזיכוי יבוצע ${rng.pick(['לכרטיס האשראי שבו בוצעה העסקה', 'בהעברה בנקאית תוך 7 ימי עסקים', 'כשובר לרכישה בחנות'])}</div>
<div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div></div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Hadasim CLM'" : "'DejaVu Sans'"};font-size:${co ? '13px' : '11px'}}
.sheet{padding:${co ? '16mm' : '10mm'}}.hd{display:flex;justify-content:space-between;align-items:center}.brand{font-size:30px;font-weight:bold;color:${co ? '#8b3a1a' : '#1b6b6b'}}
.box{border:1px solid #555;padding:4px 8px;font-size:0.9em}h1{font-size:20px}.tot{width:55%;margin-inline-start:auto}.big{font-size:1.2em}.sig{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
