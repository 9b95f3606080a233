import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-gate-automation-installer-invoice';
const WORK: [string, string, number][] = [
  ['מנוע לשער נגרר כולל מסילה', 'יח׳', 385000],
  ['מנוע זרוע לשער כנף', 'יח׳', 246000],
  ['שלט רחוק 4 ערוצים', 'יח׳', 9500],
  ['קודן חיצוני', 'יח׳', 68000],
  ['אינטרקום וידאו', 'יח׳', 124000],
  ['עינית בטיחות זוג', 'זוג', 32000],
  ['כבילה ותעלות', 'מ"א', 4500],
  ['יציקת בסיס בטון למנוע', 'יח׳', 55000],
  ['שעת עבודה טכנאי', 'שעה', 22000],
  ['בקר GSM לפתיחה מהנייד', 'יח׳', 79000],
];

/** Gate automation installer's A4 tax invoice. */
export const heGateAutomationInstallerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng
      .some(WORK, rng.int(3, 7))
      .map(([name, unit, price]) => ({ name, unit, price, qty: unit === 'מ"א' ? rng.int(6, 40) : unit === 'שעה' ? rng.int(2, 9) : rng.int(1, 3) }));
    const net = total(lines.map((l) => l.qty * l.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'שער חכם אוטומציה בע"מ' : 'אבי טנג׳י';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}-${rng.digits(4)}` : String(rng.int(40, 690));
    const f = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const quote = plus(date, -rng.int(14, 45));
    const head = co
      ? `<div class="hd"><div class="brand">SmartGate</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>אזור התעשייה, כפר סבא</div></div>`
      : `<div class="hd"><div class="brand">שערי הגליל</div><div class="sm">מערכות שערים חשמליים<br>${ltr(cellular(rng))}</div></div>`;
    const client = rng.pick(['ועד הבית רח׳ האלה 12', 'מוסך השרון בע"מ', 'משפחת ביטון', 'מכללת אופק בע"מ']);
    const body = `<div class="sheet">${head}
<h1>חשבונית מס${co ? '' : ` מס׳ ${ltr(doc)}`} <span class="orig">מקור</span></h1>
${boxes([
  ...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []),
  ['תאריך', ltr(dt(date, f))],
  ['הצעת מחיר', `${ltr(`H-${rng.digits(4)}`)} מ-${ltr(dt(quote, f))}`],
  ['תאריך התקנה', ltr(dt(plus(date, -rng.int(1, 10)), f))],
])}
<p>לכבוד: ${client}${client.includes('בע"מ') ? `, ח.פ. ${ltr(anyTaxId(rng))}` : ''} · אתר: ${rng.pick(['רעננה', 'כרמיאל', 'הוד השרון', 'עפולה'])}</p>
${items(
  ['תיאור', 'יחידה', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, l.unit, String(l.qty), amount(l.price), amount(l.qty * l.price)]),
)}
<div class="tot">${row('סכום לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<p class="sm">אחריות 24 חודשים על מנועים · תנאי תשלום: שוטף + 30 · ${rng.chance(0.5) ? `מקדמה ששולמה: ${amount(Math.round(net / 4))} ₪ (קוזזה בחשבון העסקה)` : 'העברה לבנק דיסקונט סניף 045'}</p>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(taxId)} · כרמיאל</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM'"};font-size:13px}
.sheet{padding:15mm}.hd{display:flex;justify-content:space-between;align-items:start}.brand{font-size:30px;font-weight:bold;color:${co ? '#0b6b3a' : '#4a2a7a'}}
h1{font-size:20px}.orig{border:1px solid #000;padding:1px 6px;font-size:12px}.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:18mm;border-top:1px solid #888;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
