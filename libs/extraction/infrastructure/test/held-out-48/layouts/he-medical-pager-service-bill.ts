import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatOn, weekdayOf } from './extra';

const ID = 'he-medical-pager-service-bill';

/** A paging service for on-call doctors: a monthly bill for the previous month. */
export const heMedicalPagerServiceBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [3, 8]);
    let date = d0;
    while ([5, 6].includes(weekdayOf(date))) date = plus(date, 1);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([10, 15]));
    const pagers = rng.int(1, 4);
    const lines: [string, number, number][] = [
      ['דמי מנוי חודשי לזימונית', pagers, rng.pick([4900, 5500, 6200])],
      ['שירות מוקד אנושי 24/7', 1, rng.pick([8900, 11900])],
      ['הודעות טקסט מעבר לחבילה', rng.int(0, 60), 30],
    ];
    if (rng.chance(0.5)) lines.push(['החלפת סוללה', rng.int(1, 2), 3500]);
    if (rng.chance(0.5)) lines.push(['ביטוח אובדן ונזק', pagers, 900]);
    const rows = lines.filter(([, q]) => q > 0);
    const net = total(rows.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קול-קורא מערכות זימון בע"מ' : 'יוסף אלמליח';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KK${dt(date, 'yyyy-mm-dd').slice(0, 4)}${rng.digits(5)}` : String(rng.int(1000, 8999));
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const head = co
      ? `<div class="hd"><div><div class="brand">קול-קורא</div><div class="sm">שירותי זימון לרופאים ולצוותי חירום</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>ת.ד. ${rng.int(100, 9999)}, פתח תקווה<br>מוקד: ${ltr(`*${rng.int(2000, 9999)}`)}</div></div>`
      : `<div class="hd"><div><div class="brand">ביפר פלוס</div><div class="sm">זימוניות למשמרות · שירות: ${ltr(cellular(rng))}</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="rule"></div>
<h2>חשבונית מס · שירותי זימון · ${heMonth(from)}</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(dt(date, f))],
  ['תקופת החיוב', `${ltr(dt(from, f))} - ${ltr(dt(to, f))}`],
  ['לתשלום עד', ltr(dt(due, f))],
  ['מס׳ לקוח', ltr(notAnId(rng))],
])}
<p>לכבוד: ד"ר ${rng.pick(['מיכל אבירם', 'עאדל חורי', 'בוריס קפלן', 'נועה לנדאו'])}, ת.ז. ${ltr(personalId(rng))} · מס׳ זימונית ${ltr(`PG-${rng.digits(6)}`)}</p>
${items(
  ['תיאור', 'כמות', 'מחיר יחידה', 'סכום'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<p class="sm">תשלום קודם: ${amount(gross + rng.int(-3000, 3000))} ₪ התקבל ב-${ltr(dt(plus(from, 9), f))} · הוראת קבע בבנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי'])}, חשבון ${ltr(rng.digits(6))}</p>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · רח׳ הנרקיס 7, נתניה</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Hadasim CLM'"};font-size:13px;color:#111}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${co ? '#1d4e89' : '#7a3b10'}}
h2{font-size:17px}.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:20mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
