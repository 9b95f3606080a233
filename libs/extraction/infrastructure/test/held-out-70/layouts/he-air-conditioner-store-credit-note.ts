import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, nth, pairs, plus, row, total, vatIn, yearFor, dayOf } from './extra';

const ID = 'he-air-conditioner-store-credit-note';

/** Units: model, lowest and highest price in whole shekels (with VAT). */
const UNITS: [string, number, number][] = [
  ['מזגן עילי 1 כ"ס אינוורטר', 1890, 2490],
  ['מזגן עילי 1.5 כ"ס אינוורטר', 2390, 3190],
  ['מזגן עילי 2.5 כ"ס', 3490, 4390],
  ['מזגן מיני מרכזי 3.5 כ"ס', 7900, 10900],
  ['מזגן נייד 12,000 BTU', 1490, 2190],
];
const REASONS: [string, string][] = [
  ['ביטול עסקה לפני התקנה', 'unit+install'],
  ['החזרת מזגן נייד באריזה סגורה', 'portable'],
  ['התקנה בוטלה - הלקוח התקין באמצעות טכנאי אחר', 'install'],
  ['צנרת שהוזמנה ולא נדרשה', 'pipes'],
];

/**
 * An air conditioner shop's credit note in Afula, A5 (Miriam CLM): "חשבונית מס זיכוי" with its number,
 * the credited invoice's number and date, a reason, credited units, installation, extra piping by the
 * metre or the old unit's removal, with minus signs; VAT contained in the credit; refund to the card
 * or by bank transfer. Never on a Saturday.
 */
export const heAirConditionerStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n)), [6]);
    const rate = israeliRate(date);
    const invDate = avoid(plus(date, -rng.int(2, 20)), [6]);
    const [reason, kind] = rng.pick(REASONS);
    const lines: [string, number, number][] = [];
    const fixed = UNITS.filter((u) => !u[0].includes('נייד'));
    if (kind === 'unit+install') {
      const [name, lo, hi] = rng.pick(fixed);
      lines.push([name, 1, rng.int(lo, hi) * 100]);
      lines.push(['התקנה סטנדרטית', 1, rng.int(450, 750) * 100]);
      if (rng.chance(0.5)) lines.push(['פירוק מזגן ישן ופינויו', 1, rng.int(150, 300) * 100]);
    } else if (kind === 'portable') {
      const [name, lo, hi] = UNITS[4];
      lines.push([name, 1, rng.int(lo, hi) * 100]);
    } else if (kind === 'install') {
      lines.push(['התקנה סטנדרטית', rng.int(1, 2), rng.int(450, 750) * 100]);
      if (rng.chance(0.5)) lines.push(['תושבת קיר מגולוונת', 1, rng.int(120, 220) * 100]);
    } else {
      lines.push(['צנרת נחושת מבודדת (למטר)', rng.int(2, 8), rng.int(90, 140) * 100]);
      if (rng.chance(0.5)) lines.push(['תעלת פלסטיק לצנרת (למטר)', rng.int(2, 6), rng.int(25, 45) * 100]);
    }
    const credit = total(lines.map((l) => l[1] * l[2]));
    const vat = vatIn(credit, rate);
    const vendorName = 'קור-טק מיזוג העמק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1200, 4800));
    const inv = String(rng.int(52000, 88000));
    const card = rng.chance(0.6);
    const body = `<div class="head"><div class="brand">קור-טק מיזוג</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב יהושע חנקין ${ltr(String(rng.int(2, 60)))}, עפולה · ${ltr(`04-64${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס זיכוי ${ltr(doc)}</h1>
${pairs([
  ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
  ['זיכוי לחשבונית', `${ltr(inv)} מיום ${ltr(dt(invDate, 'dd/mm/yyyy'))}`],
  ['לקוח/ה', rng.pick(['אלון מזרחי', 'רוני עזרא', 'חנה גבאי', 'סאמר חורי', 'דוד סלאמה'])],
  ['טלפון', ltr(cellular(rng))],
  ['סיבת הזיכוי', reason],
])}
${items(
  ['פריט', 'כמות', 'מחיר', 'זיכוי'],
  lines.map(([name, q, p]) => [name.replace(/(\d[\d,.]*\s*BTU)/, (m) => ltr(m)), ltr(String(q)), ltr(amount(p)), ltr(`-${amount(q * p)}`)]),
)}
${row('סה"כ זיכוי', ltr(`-${amount(credit)} ₪`), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(`-${amount(vat)}`))}
${row('זיכוי ללא מע"מ', ltr(`-${amount(credit - vat)}`))}
<div class="foot">${card ? `הסכום יוחזר לכרטיס האשראי ${ltr(`****${rng.digits(4)}`)} שבו בוצעה העסקה, תוך ${ltr('3')} ימי עסקים.` : 'הסכום יועבר בהעברה בנקאית לחשבון הלקוח תוך 7 ימי עסקים.'}<br>חתימת הלקוח: ____________</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:11.5px;padding:10mm 11mm}.head{text-align:center;border-bottom:2px solid #0b6e99;padding-bottom:5px}.brand{font-size:22px;font-weight:bold;color:#0b6e99}
h1{font-size:17px;margin:10px 0 4px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;white-space:nowrap}.big{font-size:1.15em;border-top:2px solid #0b6e99;padding-top:3px;margin-top:4px}
.foot{margin-top:16px;font-size:10.5px;line-height:1.7}`;
    const neg = (x: number) => truthAmount(-x);
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: neg(credit), tax: neg(vat) },
    };
  },
};
