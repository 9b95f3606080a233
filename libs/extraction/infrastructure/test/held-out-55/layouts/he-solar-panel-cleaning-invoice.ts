import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-solar-panel-cleaning-invoice';

/** Solar panel cleaning contractor's A4 tax invoice to a business customer: VAT added to the net sum. */
export const heSolarPanelCleaningInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const panels = rng.int(12, 240);
    const perPanel = rng.int(7, 14) * 100 + rng.pick([0, 50]);
    const lines: [string, string, number, number][] = [[`ניקוי פאנלים סולאריים במים מטוהרים`, String(panels), perPanel, panels * perPanel]];
    const add = (name: string, unit: number) => lines.push([name, '1', unit, unit]);
    add('הגעה והצבת ציוד גישה לגג', rng.int(25, 60) * 1000);
    if (rng.chance(0.5)) add('התקנת רשת נגד יונים (קומפלט)', rng.int(120, 380) * 1000);
    if (rng.chance(0.5)) add('בדיקה תרמוגרפית ודוח ממצאים', rng.int(45, 90) * 1000);
    if (rng.chance(0.3)) add('ציפוי ננו דוחה אבק', rng.int(3, 6) * panels * 100);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פאנל נקי שירותי תחזוקה בע"מ' : 'עידו שרעבי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PN-${rng.digits(4)}-${date.slice(2, 4)}` : rng.digits(6);
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'd.m.yy');
    const m = (c: number) => sh(c, co ? '₪ x' : 'x');
    const customer = rng.pick(['קיבוץ עין השופט - ענף אנרגיה', 'מפעלי פלסט-גל בע"מ', 'מרלו"ג הדרום בע"מ', 'מושב בני ציון - אגודה שיתופית']);
    const body = `<div class="head"><div><div class="brand">${co ? 'פאנל נקי' : 'שמש מבריקה'}</div><div class="sm">${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>אזור תעשייה עמק חפר · ${ltr(landline(rng))}` : `ניקוי ותחזוקת מערכות סולאריות · ${ltr(cellular(rng))}`}</div></div><div class="tag">חשבונית מס<br><span class="sm">${rng.pick(['מקור', 'העתק נאמן למקור'])}</span></div></div>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['תאריך ביצוע', ltr(f(plus(date, -rng.int(1, 9))))],
  ['הזמנת עבודה', ltr(`WO${rng.digits(5)}`)],
  ['תנאי תשלום', co ? 'שוטף + 30' : 'שוטף + 45'],
])}
<div>לכבוד: <b>${customer}</b> · ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>אתר: ${rng.pick(['גג מבנה לול 3', 'גג מחסן צפוני', 'גג אולם ייצור B', 'גג רפת'])} · מערכת ${ltr(`${rng.int(20, 400)} kWp`)}</div>
${items(
  ['תיאור', 'כמות', 'מחיר יחידה', 'סכום'],
  lines.map(([a, q, u, s]) => [a, ltr(q), ltr(m(u)), ltr(m(s))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(m(net)))}${row(`מע"מ ${rate}%`, ltr(m(vat)))}${row('סה"כ כולל מע"מ', ltr(m(gross)), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.pick(['לאומי', 'מזרחי טפחות', 'הבינלאומי'])}, סניף ${ltr(rng.digits(3))}, חשבון ${ltr(rng.digits(7))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · מושב אביחיל</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'Nachlieli CLM'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:28px;font-weight:bold;color:${co ? '#1565c0' : '#ef6c00'}}.tag{border:2px solid #222;padding:6px 14px;font-size:20px;font-weight:bold;text-align:center}.sum{width:42%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:40px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
