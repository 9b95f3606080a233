import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, notAnId, personalId, spacedId } from '../../generalisation/notation';

const SURVEYORS = [
  { name: 'עמית ברגר', legal: 'עמית ברגר', company: false, line: 'מודד מוסמך', label: 'עוסק מורשה', office: "רח' הרצל 14, זכרון יעקב" },
  { name: 'מדידות הגליל', legal: 'מדידות הגליל - הנדסה ומיפוי בע"מ', company: true, line: 'מדידות · מיפוי · פוטוגרמטריה', label: 'ח.פ.', office: 'מרכז מסחרי, מגדל העמק' },
  { name: 'ע.נ. מיפוי', legal: 'עאדל נסאר', company: false, line: 'מודד מוסמך ושמאי מקרקעין', label: 'ע.מ.', office: "רח' פאולוס השישי 22, נצרת" },
];
const CLIENTS = [() => 'משפחת רוזנטל', () => 'נועה ואריאל כהן', () => 'י.ש. קבלנות בנייה בע"מ', () => 'קיבוץ גבעת עדה - אגודה שיתופית'];
/** Service, price before VAT (agorot). */
const JOBS: [string, number][] = [
  ['מפה טופוגרפית להיתר בנייה', 480000],
  ['מדידת סימון גבולות מגרש (4 נקודות)', 220000],
  ['מפה לצורכי רישום בית משותף', 950000],
  ['תכנית חלוקה (תצ"ר) - הכנה והגשה', 1250000],
  ['מדידת גמר (As Made) לטופס 4', 350000],
  ['חתכים לאורך הגבול', 90000],
  ['העתקי מפה חתומים (3)', 30000],
  ['ביקור נוסף בשטח', 60000],
];

/**
 * A licensed land surveyor's A4 "חשבונית מס" as a letter (Frank Ruehl CLM, David CLM or Noto Serif Hebrew):
 * the surveyor's own name with "מודד מוסמך", a licence number and "עוסק מורשה" / "ע.מ." with the id (spaced on
 * some), or an office's company with "ח.פ."; "חשבונית מס מס'" ("2025-0147" or four digits) with "תאריך"
 * (long Hebrew with the weekday, or dd/mm/yyyy); the client (a family, a couple with a valid ת.ז., a
 * contractor with a valid ח.פ., a kibbutz), the block and parcel ("גוש 10456 חלקה 87"), the planning
 * committee's file number failing the check, the field work date and the map's signing date; the work
 * numbered, "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום", the advance already paid against an earlier invoice
 * on some (stated, not deducted), "לתשלום עד" thirty days on and a signature.
 */
export const heLandSurveyorInvoice: Layout = {
  id: 'he-land-surveyor-invoice',
  lang: 'he',
  kind: 'services invoice',
  make(rng: Rng) {
    const s = rng.pick(SURVEYORS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const rate = israeliRate(date);
    const ci = rng.int(0, CLIENTS.length - 1);
    const client = CLIENTS[ci]();
    const clientId = ci === 1 ? `ת.ז. ${personalId(rng)}` : ci === 2 ? `ח.פ. ${taxId(rng)}` : '';
    const field = addDays(date, -rng.int(6, 30));
    const signed = addDays(field, rng.int(2, 5));
    const jobs = rng.some(JOBS, rng.int(1, 4));
    const net = jobs.reduce((a, [, p]) => a + p, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}-${String(rng.int(10, 480)).padStart(4, '0')}` : String(rng.int(1000, 3999));
    const font = rng.pick(['Frank Ruehl CLM', 'David CLM', 'Noto Serif Hebrew']);
    const idText = !s.company && rng.chance(0.5) ? spacedId(vendorTaxId) : vendorTaxId;
    const dateText = rng.chance(0.5) ? `${heDay(date)}, ${dt(date, 'he')}` : dt(date, 'dd/mm/yyyy');
    const advance = rng.chance(0.35) ? Math.round(total / 3 / 10000) * 10000 : 0;
    const body = `<div class="hd"><div class="nm">${esc(s.name)}</div><div>${esc(s.line)}${s.company ? '' : ` · רישיון מס' ${rng.int(600, 1499)}`}</div><div class="sm">${esc(s.office)} · <bdi>${cellular(rng)}</bdi> · ${s.legal !== s.name ? `${esc(s.legal)} ` : ''}${s.label} <bdi dir="ltr">${idText}</bdi></div></div>
<div class="meta"><div><b>חשבונית מס מס' ${docNo}</b></div><div>תאריך: ${dateText}</div></div>
<p>לכבוד<br><b>${esc(client)}</b>${clientId ? `<br>${clientId}` : ''}</p>
<p class="re">הנדון: ${esc(rng.pick(['מגרש', 'נכס', 'חלקה']))} בגוש ${rng.int(10000, 19999)} חלקה ${rng.int(1, 240)}${rng.chance(0.5) ? ` מגרש ${rng.int(1, 60)}` : ''} · תיק ועדה ${notAnId(rng)}</p>
<p>עבודת השדה בוצעה ב-${dt(field, 'dd/mm/yyyy')}; המפה נחתמה ב-${dt(signed, 'dd/mm/yyyy')} והועברה אליכם בדוא"ל.</p>
<table class="it"><tr><th>#</th><th>פירוט העבודה</th><th>סכום ₪</th></tr>${jobs.map(([n, p], i) => `<tr><td>${i + 1}</td><td>${esc(n)}</td><td>${amount(p)}</td></tr>`).join('')}
<tr class="t"><td></td><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr class="t"><td></td><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="t b"><td></td><td>סה"כ לתשלום</td><td>${amount(total)}</td></tr></table>
${advance ? `<p class="sm">התקבלה מקדמה בסך ${amount(advance)} ₪ בחשבון עסקה מס' ${rng.int(100, 999)} - תקוזז בעת התשלום.</p>` : ''}
<p>לתשלום עד ${dt(addDays(date, 30), 'dd/mm/yyyy')} בהעברה בנקאית או בשיק לפקודת ${esc(s.legal)}.</p><p class="sig">בכבוד רב,<br>${esc(s.name)}</p>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:13px;color:#111;padding:18mm 20mm;line-height:1.5}.hd{text-align:center;border-bottom:1px solid #333;padding-bottom:3mm}.nm{font-size:28px;font-weight:bold;letter-spacing:1px}.sm{font-size:11px;color:#444}
.meta{display:flex;justify-content:space-between;margin:8mm 0 4mm;font-size:14px}.re{font-weight:bold;text-decoration:underline}table{border-collapse:collapse;width:100%;margin-top:4mm}.it th{border-bottom:1.5px solid #111;padding:1.5mm;text-align:right}.it td{padding:1.5mm;border-bottom:1px solid #ddd}
.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}.it td:first-child{width:8mm}.t td{border:none}.b td{font-weight:bold;font-size:15px;border-top:1.5px solid #111}.sig{margin-top:14mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
