import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, spacedId } from '../../generalisation/notation';

const OFFICES = [
  { name: 'רונית שגיא – הנהלת חשבונות ושכר', person: true },
  { name: "משרד רואי חשבון כהן-נסים ושות'", person: true },
  { name: 'מאזן פלוס שירותי הנהלת חשבונות בע"מ', person: false },
];
const CLIENTS = ['קפה הדקל בע"מ', 'אלון הובלות בע"מ', 'סטודיו מאיה עיצוב בע"מ', 'גני ילדים הפרפר בע"מ'];

/**
 * A bookkeeping office's A4 "חשבונית מס" in a letter style (Hadasim CLM or Frank Ruehl CLM): the
 * office's name in the letterhead, "עוסק מורשה" with a person's id (spaced on some) or "ח.פ.",
 * "לכבוד" the client company with its own valid ח.פ., "חשבונית מס מס'" with four digits and
 * "תאריך", the month the work was for, the monthly bookkeeping fee, payroll slips × a unit price,
 * the annual report's instalment or a VAT report on some, "סה"כ", "מע"מ", "סה"כ כולל מע"מ",
 * "לתשלום עד" the 10th of the next month, and "חשבונית זו אינה מהווה קבלה".
 */
export const heBookkeepingInvoice: Layout = {
  id: 'he-bookkeeping-invoice',
  lang: 'he',
  kind: 'services invoice',
  make(rng: Rng) {
    const o = rng.pick(OFFICES);
    const vendorTaxId = taxId(rng, !o.person);
    const cb = '51' + rng.digits(6);
    const client = cb + checkDigit(cb);
    const date = randomDate(rng, '2023-06-01', '2026-03-26');
    const month = firstOfMonth(date, -1);
    const rate = israeliRate(date);
    const slips = rng.int(2, 24);
    const lines: [string, string, number][] = [
      [`הנהלת חשבונות שוטפת – ${heMonth(month)}`, '1', rng.int(9, 25) * 10000],
      [`הפקת תלושי שכר – ${heMonth(month)}`, String(slips), slips * rng.pick([3500, 4000, 4500])],
    ];
    if (rng.chance(0.4)) lines.push(['דוח מע"מ דו-חודשי', '1', 25000]);
    if (rng.chance(0.3)) lines.push(['מקדמה על חשבון דוח שנתי', '1', 60000]);
    const net = lines.reduce((a, l) => a + l[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(1200, 4800));
    const font = rng.pick(['Hadasim CLM', 'Frank Ruehl CLM']);
    const label = o.person ? 'עוסק מורשה' : 'ח.פ.';
    const idText = rng.chance(0.5) ? `<span dir="ltr">${spacedId(vendorTaxId)}</span>` : vendorTaxId;
    const body = `<div class="lh"><div class="n">${esc(o.name)}</div><div>${label} ${idText} · ${esc(rng.pick(["רח' ויצמן 33, כפר סבא", 'מגדל העסקים, פתח תקווה', "רח' הבנים 5, הוד השרון"]))} · ${cellular(rng)}</div></div>
<div class="meta"><div>לכבוד<br><b>${esc(rng.pick(CLIENTS))}</b><br>ח.פ. ${client}</div><div>תאריך: ${dt(date, rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const))}</div></div>
<div class="tt">חשבונית מס מס' ${docNo}</div>
<table class="it"><tr><th>תיאור השירות</th><th>כמות</th><th>סכום ₪</th></tr>${lines.map(([n, q, c]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${amount(c)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)}</td></tr></table>
<p>לתשלום עד ${dt(addDays(firstOfMonth(date, 1), 9), 'dd/mm/yyyy')} בהעברה לחשבון ${rng.digits(6)} בבנק ${rng.pick(['יהב', 'הבינלאומי', 'לאומי'])}.</p><p class="sm">חשבונית זו אינה מהווה קבלה. קבלה תישלח עם קבלת התשלום.</p><p>בברכה,<br>${esc(o.name.split(' – ')[0])}</p>`;
    const css = `body{font-family:'${font}',serif;font-size:14px;padding:16mm 20mm;color:#111}.lh{border-bottom:1px solid #555;padding-bottom:3mm;text-align:center}.n{font-size:24px;font-weight:bold}
.meta{display:flex;justify-content:space-between;margin:8mm 0 4mm}.tt{font-size:20px;font-weight:bold;text-decoration:underline;text-align:center;margin:4mm 0}table{border-collapse:collapse;width:100%}
.it th{border-bottom:2px solid #000;text-align:right;padding:2mm}.it td{padding:2mm;border-bottom:1px solid #ccc}.it td:last-child,.it th:last-child{text-align:left}.tot{width:80mm;margin:4mm auto 6mm 0}.tot td{padding:1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;border-top:1px solid #000}.sm{font-size:12px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
