import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn, ltr } from './extra';

const ID = 'he-drywall-contractor-invoice';
const WORKS: [string, string, number, number, number][] = [
  ['קיר גבס דו-צדדי כולל בידוד', 'מ"ר', 12, 60, 16500],
  ['תקרה אקוסטית מגשים 60x60', 'מ"ר', 15, 90, 12800],
  ['תקרת גבס מונמכת חלקה', 'מ"ר', 10, 50, 18500],
  ['סינר גבס למיזוג', 'מ"א', 4, 25, 14000],
  ['פתח לדלת כולל חיזוק', 'יח׳', 1, 4, 42000],
  ['נישה מוארת בקיר', 'יח׳', 1, 2, 65000],
  ['גבס ירוק לחדר רטוב', 'מ"ר', 5, 20, 21000],
  ['שפכטל ושיוף גמר', 'מ"ר', 20, 120, 3500],
  ['פירוק קירות גבס קיימים', 'מ"ר', 5, 30, 6000],
];

/** Drywall contractor's A4 tax invoice: measured works at unit prices, VAT added. */
export const heDrywallContractorInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(WORKS, rng.int(3, 6)).map(([name, unit, lo, hi, price]) => ({ name, unit, qty: rng.int(lo, hi), price }));
    const net0 = total(lines.map((l) => l.qty * l.price));
    const advance = rng.chance(0.5) ? Math.round(net0 * 0.3) : 0;
    const net = net0;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קיר לבן בנייה קלה בע"מ' : 'יוסף חדאד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}/${rng.int(100, 999)}` : String(rng.int(40, 990));
    const client = rng.pick(['משרדי הייטק אופק בע"מ', 'רשת קליניקות מרפא בע"מ', 'קבוצת נדל"ן המגדל בע"מ', 'גני ילדים צבעוני בע"מ']);
    const workDone = plus(date, -rng.int(3, 20));
    const quote = plus(workDone, -rng.int(15, 60));
    const fmt = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'he'));
    const head = co
      ? `<div class="hd"><div class="brand">קיר לבן</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רח׳ המלאכה 7, ראשון לציון</div></div>`
      : `<div class="hd"><div class="brand">גבס-פרו</div><div class="sm">עבודות גבס ותקרות · נצרת עילית<br>${cellular(rng)}</div></div>`;
    const body = `<div class="sheet">${head}
<h1>חשבונית מס ${co ? '' : `מס׳ ${doc}`}<span class="orig">מקור</span></h1>
${boxes([
  ...(co ? ([['מספר', doc]] as [string, string][]) : []),
  ['תאריך', fmt(date)],
  ['הצעת מחיר', `Q-${rng.digits(4)} מ-${dt(quote, 'dd/mm/yy')}`],
  ['סיום עבודה', dt(workDone, 'dd/mm/yy')],
  ['הזמנת עבודה', `PO${rng.digits(6)}`],
])}
<div><b>לכבוד:</b> ${client} · ח.פ. ${taxIdOfCustomer(rng)}</div>
<div class="sm">אתר: ${rng.pick(['קומה 3, רח׳ הברזל 30 תל אביב', 'בניין B, פארק המדע רחובות', 'רח׳ יפו 97 ירושלים', 'מתחם הבורסה רמת גן'])}</div>
${items(
  ['תיאור העבודה', 'יחידה', 'כמות', 'מחיר יח׳', 'סה"כ'],
  lines.map((l) => [l.name, l.unit, String(l.qty), amount(l.price), amount(l.qty * l.price)]),
)}
<div class="tot">${row('סכום לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
${advance ? `<div class="sm">מקדמה ששולמה בהזמנה (${amount(advance)} ₪ + מע"מ) תקוזז בקבלה · יתרה לתשלום לפי תנאי שוטף + 30</div>` : '<div class="sm">תנאי תשלום: שוטף + 45</div>'}
<div class="sm">העברה לבנק ${rng.int(10, 20)}, סניף ${rng.digits(3)}, חשבון ${rng.digits(6)}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${taxId}</div>`}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM','David CLM'"};font-size:13px}
.sheet{padding:15mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #444;padding-bottom:6px}
.brand{font-size:30px;font-weight:bold;font-family:'Ellinia CLM','Aharoni CLM';color:${co ? '#333' : '#7a2e2e'}}h1{font-size:20px}.orig{border:1px solid #000;font-size:12px;padding:1px 6px;margin-inline-start:14px}
.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
