import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-paintball-field-receipt';

/** Paintball field's receipt with Hebrew and English side by side: per-player entry, paint and rentals, VAT contained. */
export const mixedPaintballFieldReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const players = rng.int(4, 20);
    const lines: [string, number, number][] = [['כניסה לשחקן · Entry per player', players, rng.int(90, 140) * 100]];
    lines.push([`כדורי צבע 500 · Paintballs 500`, rng.int(1, players), rng.int(60, 90) * 100]);
    if (rng.chance(0.6)) lines.push(['השכרת מסכה · Mask rental', rng.int(1, players), 1500]);
    if (rng.chance(0.5)) lines.push(['שתייה קרה · Cold drinks', rng.int(players, players * 2), 800]);
    if (rng.chance(0.4)) lines.push(['מדריך צמוד · Private marshal', 1, rng.int(250, 400) * 100]);
    const gross = total(lines.map((l) => l[1] * l[2]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'ספלאט משחקי שטח בע"מ' : 'רועי בן שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SPL-${date.slice(0, 4)}-${rng.digits(4)}` : rng.digits(5);
    const m = (c: number) => (co ? `₪ ${amount(c)}` : `${amount(c)} ש"ח`);
    const body = `<div class="c brand">${co ? 'SPLAT · ספלאט' : 'צבע בשטח · PAINT FIELD'}</div>
<div class="c sm">${co ? `יער בן שמן / Ben Shemen Forest<br>${vendorName} · ח.פ. Co. ${ltr(hyphenId(taxId))}` : `מושב גמזו / Moshav Gimzo · ${ltr(cellular(rng))}`}</div>
<div class="c b t">חשבונית מס-קבלה · Tax Invoice-Receipt</div>
${row(`מס׳ · No.`, ltr(doc))}${row('תאריך · Date', ltr(dt(date, co ? 'yyyy-mm-dd' : 'dd/mm/yyyy')))}${row('שעה · Time', ltr(time(rng)))}${row('קבוצה · Group', `${rng.pick(['יום הולדת', 'גיבוש צוות', 'מסיבת רווקים', 'Birthday'])} (${players})`)}${row('הזמנה · Booking', ltr(`#${rng.digits(5)}`))}
${items(
  ['פריט · Item', 'כמות · Qty', 'מחיר · Price', 'סכום · Sum'],
  lines.map(([a, q, u]) => [a, ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
${row('סה"כ לתשלום · Total', ltr(m(gross)), 'b big')}${row(`מזה מע"מ ${rate}% · VAT incl.`, ltr(m(vat)))}
<div class="sm">${rng.pick(['אשראי · Card', 'ביט · Bit', 'מזומן · Cash'])} · ${ltr(rng.digits(6))}</div>
${co ? '' : `<div class="c sm foot">${vendorName} · עוסק מורשה · Licensed Dealer ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 230mm' : 'A6';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Condensed'" : "'Keter YG'"};font-size:${co ? 10.5 : 10}px;padding:4mm}.brand{font-size:19px;font-weight:bold;color:${co ? '#c2185b' : '#2e7d32'}}.t{margin:6px 0}.big{font-size:1.15em}.items th,.items td{padding:2px;font-size:0.95em}.foot{margin-top:8px;border-top:1px solid #333;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
