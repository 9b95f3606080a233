import { addDays, amount, EN_MONTHS, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, firstOfMonth, landline } from '../../generalisation/notation';

const SCHOOLS = [
  { name: 'אולפן מילה טובה בע"מ', en: 'Mila Tova Hebrew School', company: true },
  { name: 'בית הספר לעברית אלף-בית', en: 'Aleph-Bet Hebrew Studio', company: false },
  { name: 'אולפן הים התיכון בע"מ', en: 'Mediterranean Ulpan', company: true },
];
const LEVELS = ["Aleph / א'", "Aleph+ / א'+", "Bet / ב'", "Gimel / ג'", 'Conversation / שיחה'];

/**
 * A private Hebrew school's (ulpan's) monthly invoice-receipt with English and Hebrew labels (A5,
 * Roboto with Noto Sans Hebrew or FreeSans): the school's Hebrew name and the English one, "ח"פ /
 * Company ID" or "ע.מ. / VAT No.", "חשבונית מס-קבלה / Tax Invoice-Receipt No." with a year and
 * serial ("25/0342"), "תאריך / Date", the student's name and student number, the level, the month
 * taught ("Course period" with first and last lesson dates), lessons × rate, a textbook or an exam
 * fee on some, a sibling or early-payment discount on some, "סה"כ לתשלום / Total due ₪" VAT
 * included with "מזה מע"מ / VAT incl.", and the payment by bank transfer or card with a reference.
 */
export const mixedUlpanInvoice: Layout = {
  id: 'mixed-ulpan-invoice',
  lang: 'mixed',
  kind: 'services receipt',
  make(rng: Rng) {
    const s = rng.pick(SCHOOLS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-27');
    const rate = israeliRate(date);
    const start = firstOfMonth(date, rng.chance(0.5) ? 0 : 1);
    const first = addDays(start, rng.int(0, 3));
    const last = addDays(first, 21 + rng.int(0, 5));
    const lessons = rng.pick([8, 12, 16]);
    const per = rng.pick([6500, 7500, 9000]);
    const rows: [string, number][] = [[`${lessons} שיעורים / lessons × ${amount(per)}`, lessons * per]];
    if (rng.chance(0.4)) rows.push(['ספר לימוד / Textbook', rng.pick([8900, 12000])]);
    if (rng.chance(0.25)) rows.push(['מבחן רמה / Level exam', 15000]);
    const gross = rows.reduce((a, r) => a + r[1], 0);
    const disc = rng.chance(0.4) ? Math.round((lessons * per * 5) / 100) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = `${date.slice(2, 4)}/${String(rng.int(1, 999)).padStart(4, '0')}`;
    const font = rng.pick(['Roboto', 'FreeSans']);
    const mon = EN_MONTHS[Number(start.slice(5, 7)) - 1];
    const body = `<div class="hd"><div class="n">${esc(s.name)}</div><div class="en" dir="ltr">${esc(s.en)}</div><div class="sm">${s.company ? 'ח"פ / Company ID' : 'ע.מ. / VAT No.'} ${vendorTaxId} · ${landline(rng)}</div></div>
<div class="doc">חשבונית מס-קבלה / <bdi>Tax Invoice-Receipt No.</bdi> <span dir="ltr">${docNo}</span></div><div>תאריך / Date: ${dt(date, 'dd/mm/yyyy')}</div>
<table class="g"><tr><td>תלמיד/ה / Student</td><td>${esc(rng.pick(['Anna Volkova', 'Jean Dupont', 'Maria Gonzalez', 'Kenji Watanabe']))}</td></tr><tr><td>מס' תלמיד / <bdi>Student No.</bdi></td><td>${rng.digits(5)}</td></tr>
<tr><td>רמה / Level</td><td>${esc(rng.pick(LEVELS))}</td></tr><tr><td>תקופה / Course period</td><td>${mon}: ${dt(first, 'dd/mm/yy')} – ${dt(last, 'dd/mm/yy')}</td></tr></table>
<table class="it">${rows.map(([n, c]) => `<tr><td>${esc(n)}</td><td>${amount(c)}</td></tr>`).join('')}${disc ? `<tr><td>הנחה 5% / Discount 5%</td><td>-${amount(disc)}</td></tr>` : ''}
<tr class="b"><td>סה"כ לתשלום / Total due ₪</td><td>${amount(total)}</td></tr><tr><td>מזה מע"מ / VAT incl. ${rate}%</td><td>${amount(vat)}</td></tr></table>
<div class="sm">${rng.chance(0.5) ? `שולם בהעברה / <bdi>Paid by transfer, ref. ${rng.digits(8)}</bdi>` : `שולם באשראי / <bdi>Paid by card ****${rng.digits(4)}, auth. ${rng.digits(6)}</bdi>`}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#1b1b1b;padding:9mm 10mm}.hd{text-align:center;border-bottom:2px solid #00838f;padding-bottom:2mm}.n{font-size:19px;font-weight:bold}.en{font-size:13px;color:#00838f}
.doc{margin:4mm 0 1mm;font-weight:bold;font-size:14px}table{border-collapse:collapse;width:100%;margin:3mm 0}.g td{border:1px solid #bbb;padding:1mm}.g td:first-child{width:40%;background:#e0f7fa}
.it td{padding:1.2mm;border-bottom:1px solid #ddd}.it td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}.sm{font-size:10px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
