import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, row, total, vatOn } from './extra';

const ID = 'he-snake-catcher-callout-invoice';

const CUSTOMERS: [string, string][] = [
  ['משפחת אלמוג', 'משק 27, מושב עשרת'],
  ['גן ילדים "השקד"', 'רח׳ הגפן 4, קריית עקרון'],
  ['אריזות שורק בע"מ', 'אזור התעשייה כנות'],
  ['משפחת בן שושן', 'רח׳ הזית 12, גן יבנה'],
  ['לול הדרום — אבי מזרחי', 'משק 8, מושב בית גמליאל'],
  ['מועצה אזורית — מתנ"ס', 'שד׳ הפרחים 1, בני עי"ש'],
];
/** Snakes: Hebrew name and Latin name. */
const SNAKES: [string, string][] = [
  ['צפע ארצישראלי', 'Daboia palaestinae'],
  ['זעמן שחור', 'Dolichophis jugularis'],
  ['שלוון גמדי', 'Eirenis rothii'],
  ['חנק מצוי', 'Eryx jaculus'],
  ['זעמן מטבעות', 'Hemorrhois nummifer'],
];

/**
 * A licensed snake catcher's tax invoice (a licensed dealer, his own name) in Gedera, A5 (FreeSans, Shofar for the
 * name): four-digit number, customer and address of the call, call time, the snakes caught with their Latin names, a
 * night surcharge, yard search by the hour, sealing gaps by the metre or a written report on some, VAT added, payment
 * method. Dated the day of the call or the next.
 */
export const heSnakeCatcherCalloutInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: call } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const date = rng.chance(0.6) ? call : addDays(call, 1);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const minute = rng.chance(0.35) ? rng.int(22 * 60, 23 * 60 + 50) : rng.int(7 * 60, 21 * 60);
    const [customer, address] = rng.pick(CUSTOMERS);
    const caught = rng.some(SNAKES, rng.int(1, 2));
    const lines: [string, number, number][] = [['קריאת שטח — הגעה ובדיקה', 1, Math.round(rng.int(320, 420) * up) * 100]];
    if (minute >= 22 * 60) lines.push([`תוספת קריאת לילה (אחרי ${ltr('22:00')})`, 1, Math.round(150 * up) * 100]);
    for (const [he, latin] of caught) lines.push([`לכידה והעברה לשטח פתוח: ${he} (${ltr(latin)})`, 1, Math.round(rng.int(140, 180) * up) * 100]);
    lines.push(['סריקת חצר ומחסנים (לשעה)', rng.int(1, 3), Math.round(180 * up) * 100]);
    if (rng.chance(0.5)) lines.push(['איטום פתחים ומרווחים ברשת (למטר)', rng.int(4, 18), Math.round(35 * up) * 100]);
    if (rng.chance(0.3)) lines.push(['דו"ח אירוע בכתב לגן / למוסד', 1, Math.round(120 * up) * 100]);
    const net = total(lines.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עידן פרחי';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 4999));
    const body = `<div class="head"><div class="name">עידן פרחי</div><div>לוכד נחשים מוסמך · פינוי נחשים וזוחלים</div><div class="sm">עוסק מורשה ${ltr(taxId)} · רח׳ הביל"ויים 30, גדרה · ${ltr(cellular(rng))}</div></div>
<div class="doc">${row(`חשבונית מס מס׳ ${ltr(doc)}`, `תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}`)}<div class="sm">מקור</div></div>
${pairs([
  ['לקוח', customer],
  ['כתובת הקריאה', address],
  ['מועד הקריאה', `${ltr(dt(call, 'dd/mm/yyyy'))} בשעה ${ltr(hhmm(minute))}`],
])}
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  lines.map(([d, q, u]) => [d, ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}</div>
<div class="sm">שולם ב${rng.pick(['העברה בנקאית', 'ביט', 'מזומן', 'המחאה'])}. הנחשים שוחררו בשטח פתוח בהתאם להנחיות רשות הטבע והגנים.</div>
<div class="sign">חתימה: ____________</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:11.5px;padding:10mm 11mm}.head{text-align:center;border-bottom:2px solid #3d5a1e;padding-bottom:6px}.name{font-family:'Shofar','FreeSans';font-size:28px;color:#3d5a1e}
.doc{margin:8px 0;font-size:14px;font-weight:bold}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:60%;margin:6px auto 8px 0}.big{font-size:1.15em;border-top:1.5px solid #000}.sign{margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
