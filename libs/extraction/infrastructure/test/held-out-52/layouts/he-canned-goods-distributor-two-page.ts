import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, firstOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-canned-goods-distributor-two-page';

const GOODS: [string, string, number][] = [
  ['תירס מתוק 340 גר׳', 'קרטון 24', 9600],
  ['חומוס גרגרים 560 גר׳', 'קרטון 12', 6200],
  ['רסק עגבניות 800 גר׳', 'קרטון 12', 8400],
  ['טונה בשמן 160 גר׳ (4)', 'מארז', 2150],
  ['זיתים ירוקים פרוסים', 'קרטון 12', 7300],
  ['מלפפונים במלח 1 ק״ג', 'קרטון 6', 5400],
  ['אפונה וגזר 400 גר׳', 'קרטון 24', 8900],
  ['שעועית אדומה 400 גר׳', 'קרטון 12', 5100],
  ['פלחי אננס 565 גר׳', 'קרטון 12', 9900],
  ['פטריות חתוכות 400 גר׳', 'קרטון 24', 11800],
  ['סרדינים ברוטב 125 גר׳', 'קרטון 50', 16500],
  ['חלב קוקוס 400 מ״ל', 'קרטון 12', 7800],
];

/** Canned goods distributor's monthly collective invoice over two A4 pages. */
export const heCannedGoodsDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 7]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const lines = Array.from({ length: 30 }, (_, i) => {
      const [name, unit, price] = rng.pick(GOODS);
      const qty = rng.int(1, 12);
      return { no: i + 1, note: `${co ? 'TM' : 'KS'}${rng.digits(6)}`, day: plus(from, rng.int(0, 27)), name, unit, qty, price, sum: qty * price };
    })
      .sort((a, b) => (a.day < b.day ? -1 : 1))
      .map((l, i) => ({ ...l, no: i + 1 }));
    const p1 = lines.slice(0, 16);
    const p2 = lines.slice(16);
    const carried = total(p1.map((l) => l.sum));
    const linesTotal = total(lines.map((l) => l.sum));
    const disc = Math.round(linesTotal * 0.04);
    const freight = rng.chance(0.4) ? 0 : rng.int(8, 25) * 1000;
    const net = linesTotal - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'שימורי השפלה הפצה בע"מ' : 'יעקב אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KM${rng.digits(6)}` : `JA-${rng.digits(4)}`;
    const f = co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy');
    const client = rng.pick(['מכולת השכונה בע"מ', 'מרכול הגבעה בע"מ', 'רשת המעדנייה בע"מ', 'קייטרינג הכרם בע"מ']);
    const head = (p: number) =>
      `<div class="hd"><div class="brand">${co ? 'קופסה מלאה' : 'מחסן השימורים'}</div><div><div class="b">חשבונית מס מרכזת ${ltr(doc)}</div><div>תאריך: ${ltr(f)}</div><div>עמוד ${p} מתוך 2</div></div></div>`;
    const foot = `<div class="ft">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))} · אזור תעשייה בית שמש` : `${vendorName} · עוסק מורשה ${ltr(spacedId(taxId))} · נתיבות`}</div>`;
    const table = (ls: typeof lines) =>
      items(
        ['#', 'תעודת משלוח', 'יום', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סכום'],
        ls.map((l) => [String(l.no), ltr(l.note), ltr(dt(l.day, 'dd/mm')), l.name, l.unit, String(l.qty), ltr(amount(l.price)), ltr(amount(l.sum))]),
      );
    const body = `<section>${head(1)}
<div>לכבוד: ${client} · ח.פ. ${ltr(taxIdOfCustomer(rng))} · קוד לקוח ${ltr(notAnId(rng))}</div>
<div>אספקות ${heMonth(from)}: ${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))} · תנאים: שוטף + 60, לתשלום עד ${ltr(dt(plus(lastOfMonth(date), 60), 'dd/mm/yyyy'))}</div>
${table(p1)}${row('סה"כ להעברה לעמוד 2', ltr(amount(carried)), 'b')}${foot}</section>
<section>${head(2)}${row('יתרה מעמוד 1', ltr(amount(carried)), 'b')}${table(p2)}
<div class="sum">${row('סה"כ שורות', ltr(amount(linesTotal)))}${row('הנחת כמות 4%', ltr(`-${amount(disc)}`))}${row('דמי הובלה', ltr(amount(freight)))}${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ירושלים, סניף ${rng.digits(2)}, חשבון ${ltr(rng.digits(7))}</div>${foot}</section>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans', 'Noto Sans Hebrew'" : "'Frank Ruehl CLM'"};font-size:11.5px}section{height:296mm;box-sizing:border-box;padding:12mm;position:relative;page-break-after:always;overflow:hidden}section:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;border-bottom:2px solid #333;margin-bottom:6px}.brand{font-size:24px;font-weight:bold}.ft{position:absolute;bottom:10mm;left:12mm;right:12mm;border-top:1px solid #888;font-size:10px;padding-top:3px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.items td,.items th{padding:2px 3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
