import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-pickleball-court-receipt';

/** Pickleball club's receipt with each label in Hebrew over English, prices including VAT. */
export const mixedPickleballCourtReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const L = (he: string, en: string) => `${he}<br><span class="en">${en}</span>`;
    const hrs = rng.int(1, 3);
    const players = rng.int(2, 8);
    const lines: [string, number, number][] = [[L('השכרת מגרש לשעה', 'Court hire per hour'), hrs, rng.int(8, 14) * 1000]];
    if (rng.chance(0.6)) lines.push([L('השכרת מחבט', 'Paddle rental'), rng.int(1, players), rng.int(15, 25) * 100]);
    if (rng.chance(0.5)) lines.push([L('שפופרת כדורים', 'Can of balls'), 1, rng.int(25, 45) * 100]);
    if (rng.chance(0.4)) lines.push([L('שיעור עם מאמן', 'Coaching hour'), 1, rng.int(18, 28) * 1000]);
    if (rng.chance(0.4)) lines.push([L('שתייה קרה', 'Cold drinks'), rng.int(2, 6), rng.int(8, 12) * 100]);
    const gross = total(lines.map(([, q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'פיקל קלאב ספורט בע"מ' : 'תומר ניסים';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PC-${rng.digits(6)}` : `${rng.digits(4)}/${date.slice(2, 4)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yy' : 'yyyy-mm-dd');
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'NIS x'));
    const start = rng.int(7 * 60, 21 * 60);
    const body = `<div class="c brand">${co ? 'PICKLE CLUB · פיקל קלאב' : 'מגרש הפיקל · PICKLE YARD'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. / Co. No. ${ltr(hyphenId(taxId))}<br>פארק הספורט, ראשון לציון` : `מגרשי פיקלבול, קיבוץ גבעת ברנר · ${ltr(cellular(rng))}`}</div>
<div class="c b">${L('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${grid([
  [L('מספר', 'No.'), ltr(doc)],
  [L('תאריך', 'Date'), ltr(f(date))],
  [L('מגרש', 'Court'), String(rng.int(1, 6))],
  [L('שעות', 'Slot'), ltr(`${hhmm(start)}-${hhmm(start + 60 * hrs)}`)],
])}
<div class="sm">${L(`קבוצה: ${players} שחקנים · הזמנה ${ltr(`#${rng.digits(5)}`)}`, `Group of ${players} players`)}</div>
${items(
  [L('פריט', 'Item'), L('כמות', 'Qty'), L('מחיר', 'Price'), L('סכום', 'Sum')],
  lines.map(([name, q, u]) => [name, String(q), ltr(amount(u)), ltr(amount(q * u))]),
)}
${row(L('סה"כ לתשלום', 'Total to pay'), ltr(m(gross)), 'b big')}${row(L(`המחיר כולל מע"מ ${rate}%`, `VAT ${rate}% included`), ltr(m(vat)))}
<div class="sm">${rng.pick(['אשראי / Card', 'ביט / Bit', 'מזומן / Cash'])} · ${ltr(`ref ${rng.digits(8)}`)}</div>
${co ? '' : `<div class="c foot">${vendorName} · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 260mm' : 'A6';
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Keter YG', 'Nimbus Sans'"};font-size:${co ? 10.5 : 8.5}px;padding:${co ? 3 : 5}mm}.brand{font-size:${co ? 16 : 14}px;font-weight:bold;color:${co ? '#558b2f' : '#ef6c00'}}.en{font-size:0.85em;color:#444}.grid th,.grid td{padding:1px 2px}.items td,.items th{padding:1px 2px}.big{font-size:1.15em;border-top:1px solid #000}.foot{margin-top:5px;border-top:1px solid #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
