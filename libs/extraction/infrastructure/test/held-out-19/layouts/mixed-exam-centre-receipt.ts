import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, personalId, share } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const CENTRES = [
  {
    he: 'מרכז הבחינות אופק',
    en: 'Ofek Testing Centre',
    legal: 'אופק מבחנים והערכה בע"מ',
    label: 'ח.פ. / Co. Reg.',
    company: true,
    addr: "רח' אבא הלל 7, רמת גן / 7 Abba Hillel St., Ramat Gan",
    hyphen: true,
  },
  {
    he: 'בית הבחינות הצפון',
    en: 'Northern Exam House',
    legal: 'יעל ברגמן',
    label: 'עוסק מורשה / Licensed Dealer',
    company: false,
    addr: "רח' הנביאים 40, חיפה / 40 HaNevi'im St., Haifa",
    hyphen: false,
  },
  {
    he: 'מבחני מבוא ירושלים',
    en: 'Mavo Exams Jerusalem',
    legal: 'מבוא בחינות ירושלים (2012) בע"מ',
    label: 'ח"פ / Company No.',
    company: true,
    addr: "רח' יפו 97, ירושלים / 97 Jaffa Rd., Jerusalem",
    hyphen: false,
  },
];
const EXAMS: [string, string, number][] = [
  ['מבחן בקיאות באנגלית - ממוחשב', 'English proficiency test – computer', 98000],
  ['מבחן בקיאות באנגלית - על נייר', 'English proficiency test – paper', 89000],
  ['מבחן רמה בעברית (אולפן)', 'Hebrew placement test', 32000],
  ['מבחן הסמכה מקצועית בהנהלת חשבונות', 'Bookkeeping certification exam', 54000],
  ['מבחן תרגול פסיכומטרי מלא', 'Full psychometric practice test', 24000],
];

/**
 * A private exam centre's registration receipt on A5 with every label in Hebrew and English (Noto Sans Hebrew
 * with Noto Sans, Hadasim CLM with Open Sans, or DejaVu Sans; the Hebrew name in Frank Ruehl CLM bold over the
 * English one in Lato light spaced capitals, a grey seal): the legal name with "ח.פ. / Co. Reg." / "ח"פ /
 * Company No." (hyphenated on some) or the owner's name with "עוסק מורשה / Licensed Dealer", the address in
 * both languages and a phone; "חשבונית מס קבלה / Tax Invoice-Receipt", "מס' / No." ("EX-25/01874"),
 * "תאריך / Date"; the candidate in Hebrew and Latin letters with a valid "ת.ז. / ID" or a passport and a
 * mobile; "מס' רישום / Registration No.", "מועד הבחינה / Exam date" weeks later with the hour, "חדר / Room";
 * the exam fee, late registration, a rescheduling fee, extra score reports; "הנחת סטודנט / Student
 * discount 10%" on some; "סה"כ לפני מע"מ / Before VAT", "מע"מ / VAT", "סה"כ / Total ₪"; paid by card,
 * transfer or cash; the refund terms.
 */
export const mixedExamCentreReceipt: Layout = {
  id: 'mixed-exam-centre-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-exam-centre-receipt');
    const c = rng.pick(CENTRES);
    const vendorTaxId = vendorId(c.legal, c.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-10');
    const rate = israeliRate(date);
    const [he, en, fee] = rng.pick(EXAMS);
    const rows: [string, string, number][] = [[he, en, fee]];
    if (rng.chance(0.4)) rows.push(['תוספת רישום מאוחר', 'Late registration fee', 15000]);
    if (rng.chance(0.3)) rows.push(['דחיית מועד', 'Rescheduling fee', 12000]);
    const reports = rng.int(0, 3);
    if (reports) rows.push([`שליחת דו"ח ציונים נוסף × ${reports}`, `Extra score report × ${reports}`, reports * 6000]);
    const gross = rows.reduce((a, r) => a + r[2], 0);
    const student = rng.chance(0.4) ? share(fee, 10) : 0;
    const total = gross - student;
    const vat = vatOfGross(total, rate);
    const docNo = `EX-${date.slice(2, 4)}/${String(rng.int(100, 4999)).padStart(5, '0')}`;
    const font = rng.pick([`'Noto Sans Hebrew','Noto Sans'`, `'Hadasim CLM','Open Sans'`, `'DejaVu Sans'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const cand = rng.pick([
      ['מיכל אורן', 'Michal Oren'],
      ['אנה קוזלוב', 'Anna Kozlov'],
      ['יוסף חדד', 'Yosef Hadad'],
      ['ליאם מרקוביץ', 'Liam Markovitz'],
    ]);
    const idLine = rng.chance(0.75) ? `${bi('ת.ז. / ID')}: <bdi>${personalId(rng)}</bdi>` : `${bi('דרכון / Passport')}: <bdi>${rng.pick(['C', 'N', 'P'])}${rng.digits(8)}</bdi>`;
    const L = (a: string) => `<span class="l">${bi(a)}</span>`;
    const pay = rng.pick([
      `${bi('כרטיס אשראי / Credit card')} <bdi>****${rng.digits(4)}</bdi> · ${bi('אישור / Auth')} <bdi>${rng.digits(6)}</bdi>`,
      `${bi('העברה בנקאית / Bank transfer')} · ${bi('אסמכתא / Ref.')} <bdi>${rng.digits(8)}</bdi>`,
      `${bi('מזומן / Cash')}`,
    ]);
    const exam = addDays(date, rng.int(10, 45));
    const body = `<div class="seal">✓</div><div class="he">${esc(c.he)}</div><div class="en">${esc(c.en)}</div>
<div class="v">${esc(c.legal)} · ${bi(c.label)} <bdi>${c.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi><br>${bi(esc(c.addr))} · <bdi>${landline(rng)}</bdi></div>
<div class="title">${bi('חשבונית מס קבלה / Tax Invoice-Receipt')}</div>
<div class="grid"><div>${L("מס' / No.")} <b><bdi>${docNo}</bdi></b></div><div>${L('תאריך / Date')} <b>${d(date)}</b></div></div>
<div class="cand">${L('נבחן/ת / Candidate')} ${esc(cand[0])} · <bdi>${cand[1]}</bdi><br>${idLine} · <bdi>${cellular(rng)}</bdi><br>${L("מס' רישום / Registration No.")} <bdi>R${rng.digits(7)}</bdi> · ${L('מועד הבחינה / Exam date')} ${d(exam)} <bdi>${hhmm(rng.pick([8 * 60 + 30, 9 * 60, 13 * 60, 16 * 60]))}</bdi> · ${L('חדר / Room')} ${rng.int(1, 12)}</div>
<table><tr><th>${bi('תיאור / Description')}</th><th>${bi('סכום / Amount')}</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}<div class="e">${esc(r[1])}</div></td><td>${amount(r[2])}</td></tr>`).join('')}${
      student ? `<tr><td>הנחת סטודנט 10%<div class="e">Student discount 10%</div></td><td><bdi dir="ltr">-${amount(student)}</bdi></td></tr>` : ''
    }</table>
<table class="tot"><tr><td>${bi('סה"כ לפני מע"מ / Before VAT')}</td><td>${amount(total - vat)}</td></tr><tr><td>${bi(`מע"מ ${rate}% / VAT`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ / Total ₪')}</td><td>${amount(total)}</td></tr></table>
<div class="pay">${bi('שולם ב / Paid by')}: ${pay}</div>
<div class="terms">${bi('ביטול עד 7 ימים לפני הבחינה - החזר מלא בניכוי 50 ₪ / Cancellation up to 7 days before the exam: full refund less ₪50')}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#222;padding:9mm 11mm;position:relative}
.seal{position:absolute;top:9mm;left:11mm;width:14mm;height:14mm;border-radius:50%;border:2px solid #888;color:#888;text-align:center;line-height:14mm;font-size:18px}
.he{font-family:'Frank Ruehl CLM',serif;font-weight:bold;font-size:22px}.en{font-family:'Lato Light','Lato',sans-serif;letter-spacing:3px;text-transform:uppercase;font-size:11px;direction:ltr;text-align:right}.v{font-size:9px;color:#555;margin:2mm 0 3mm;line-height:1.5}
.title{font-size:14px;font-weight:bold;border-top:1px solid #222;border-bottom:1px solid #222;padding:1.5mm 0;text-align:center}.grid{display:flex;justify-content:space-between;margin:2mm 0}.l{color:#666;font-size:9.5px}
.cand{background:#f2f2f2;padding:2mm;line-height:1.7;margin-bottom:3mm}table{width:100%;border-collapse:collapse}th{text-align:right;border-bottom:1px solid #222;padding:1mm;font-size:9.5px}td{padding:1.2mm 1mm;border-bottom:0.5px solid #ddd;vertical-align:top}td:last-child,th:last-child{text-align:left;white-space:nowrap}
.e{font-size:9px;color:#666;direction:ltr;text-align:right}.tot{width:75mm;margin:2mm 0 0 0;margin-right:auto}.tot td{border:0}.g td{font-weight:bold;font-size:13px;border-top:1.5px solid #222}.pay{margin-top:4mm}.terms{margin-top:4mm;font-size:8.5px;color:#666}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
