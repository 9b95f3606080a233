import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, row, total, vatOn } from './extra';

const ID = 'he-queue-system-monthly-bill';

/** Queue management (ticket kiosks, SMS turns) monthly service bill for the previous month, on A4. */
export const heQueueSystemMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [2, 9]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = addDays(date, rng.pick([10, 14]));
    const kiosks = rng.int(1, 6);
    const sms = rng.int(300, 4200);
    const extra = Math.max(0, sms - 1000);
    const rows: [string, number, number][] = [
      ['רישיון ניהול תורים - עמדה', kiosks, rng.pick([14900, 17900, 19900])],
      ['מסך קריאה לתור', rng.int(1, 4), 6500],
      ['חבילת 1,000 הודעות SMS', 1, 9000],
    ];
    if (extra) rows.push([`הודעות מעבר לחבילה (${extra} x 0.12)`, 1, extra * 12]);
    if (rng.chance(0.5)) rows.push(['גליל נייר כרטיסים', rng.int(2, 10), 1450]);
    if (rng.chance(0.4)) rows.push(['ביקור טכנאי', 1, 35000]);
    const net = total(rows.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'תור-טק מערכות שירות בע"מ' : 'רונית אקרמן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `QT${date.slice(0, 4)}${rng.digits(5)}` : String(rng.int(1000, 9999));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const client = rng.pick(['מרפאת שיניים אור', 'סניף דואר הגפן', 'משרד רישוי מרכז', 'קופת חולים שכונתית']);
    const head = co
      ? `<div class="hd"><div><div class="brand">תור-טק</div><div class="sm">ניהול תורים חכם</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ המלאכה 9, חולון<br>מוקד: ${ltr('*2671')}</div></div>`
      : `<div class="hd"><div><div class="brand">תור בקליק</div><div class="sm">שירות טלפוני: ${ltr(cellular(rng))}</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>חשבונית מס · שירותי ניהול תורים · ${heMonth(from)}</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(dt(date, f))],
  ['תקופת החיוב', ltr(`${dt(from, f)} - ${dt(to, f)}`)],
  ['לתשלום עד', ltr(dt(due, f))],
  ['מס׳ מנוי', ltr(notAnId(rng))],
])}
<div>לכבוד: <b>${client}</b></div>
${items(
  ['פירוט', 'כמות', 'מחיר יח׳', 'סכום'],
  rows.map(([name, q, u]) => [name, String(q), amount(u), amount(q * u)]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<div class="rule"></div>
<div class="sm">תשלום קודם: ${ltr(amount(Math.round(gross * (0.8 + rng.next() * 0.3))))} ₪ התקבל ב-${ltr(dt(addDays(from, rng.int(8, 14)), f))} · הוראת קבע בבנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי'])}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רח׳ הרצל 40, רחובות</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:13px;color:#111}
.sheet{padding:14mm}.hd{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:${co ? '#0b5c8a' : '#6a3d1a'}}
h2{font-size:17px}.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:20mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
