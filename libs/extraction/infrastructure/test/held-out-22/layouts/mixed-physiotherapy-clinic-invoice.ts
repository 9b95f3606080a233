import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { ltr, ownId, pair, stirred } from './extra';

const CLINICS = [
  {
    he: 'פיזיו-מוב מרכז שיקום',
    en: 'PhysioMove Rehab Centre',
    legal: 'פיזיו-מוב מרכז שיקום בע"מ',
    head: '',
    label: pair('ח.פ.', 'Co. No.'),
    company: true,
    hyphen: true,
    num: (rng: Rng) => `PM${rng.int(100000, 149999)}`,
  },
  {
    he: 'הקליניקה בכרמל',
    en: 'The Carmel Clinic',
    legal: 'אלה פרידמן',
    head: pair('ד"ר אלה פרידמן, פיזיותרפיסטית', 'Dr. Ella Friedman, PT, DPT'),
    label: pair('עוסק מורשה', 'Licensed Dealer'),
    company: false,
    hyphen: false,
    num: (rng: Rng, y: string) => `${y}-${String(rng.int(1, 2999)).padStart(4, '0')}`,
  },
  {
    he: 'נטע כהן – פיזיותרפיה',
    en: 'Neta Cohen – Physiotherapy',
    legal: 'נטע כהן – פיזיותרפיה',
    head: '',
    label: pair('עוסק מורשה', 'Licensed Dealer'),
    company: false,
    hyphen: true,
    num: (rng: Rng) => String(rng.int(3100, 3999)),
  },
] as const;
const TREATMENTS: [string, string, number][] = [
  ["טיפול פיזיותרפיה 45 דק'", 'Physiotherapy session 45 min', 28000],
  ['טיפול ידני + דיקור יבש', 'Manual therapy + dry needling', 32000],
  ['הערכה ראשונית', 'Initial assessment', 35000],
  ['שיקום ספורט בקבוצה קטנה', 'Small-group sports rehab', 16000],
  ['טיפול בגלי הלם', 'Shockwave therapy', 38000],
];

/**
 * A physiotherapy clinic's invoice to a patient on A4 with every label in Hebrew and English (David CLM with
 * Liberation Serif, Noto Sans Hebrew with Noto Sans, or Miriam CLM with FreeSans; the Hebrew name in Frank Ruehl
 * CLM over the English, a drawn spine in teal, a teal band with white letters over the table): a company with
 * "ח.פ. / Co. No." (hyphenated), a physiotherapist's clinic brand over her name with her title and degrees (cut
 * from the truth, "אלה פרידמן"), or a physiotherapist's name with her trade after a dash, with "עוסק מורשה /
 * Licensed Dealer"; "חשבונית מס קבלה / Tax Invoice Receipt", "מס' / No." ("PM121704", "25-0412", "3388"),
 * "תאריך / Date"; the patient with a valid ת.ז. and the referral; a dated row per session; a package discount on
 * some; "סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT", "סה"כ / Total ₪"; the supplementary insurance's expected
 * refund per session printed, not deducted; card in payments or a bank transfer.
 */
export const mixedPhysiotherapyClinicInvoice: Layout = {
  id: 'mixed-physiotherapy-clinic-invoice',
  lang: 'mixed',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-physiotherapy-clinic-invoice');
    const c = rng.pick(CLINICS);
    const vendorTaxId = ownId(c.legal, c.company);
    const date = randomDate(rng, '2023-06-10', '2026-03-28');
    const rate = israeliRate(date);
    const n = rng.int(3, 8);
    const sessions = Array.from({ length: n }, (_, i) => {
      const t = i === 0 && rng.chance(0.6) ? TREATMENTS[2] : rng.pick([TREATMENTS[0], TREATMENTS[0], TREATMENTS[1], TREATMENTS[3], TREATMENTS[4]]);
      return { day: addDays(date, -(n - 1 - i) * rng.int(5, 8) - rng.int(0, 2)), he: t[0], en: t[1], price: t[2] };
    });
    const lines = sessions.reduce((a, s) => a + s.price, 0);
    const pkg = n >= 6 ? share(lines, 10) : 0;
    const net = lines - pkg;
    const vat = vatOfNet(net, rate);
    const tot = net + vat;
    const docNo = c.num(rng, date.slice(2, 4));
    const [heF, enF] = rng.pick([
      ['David CLM', 'Liberation Serif'],
      ['Noto Sans Hebrew', 'Noto Sans'],
      ['Miriam CLM', 'FreeSans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const spine = `<svg width="26" height="60" viewBox="0 0 26 60">${Array.from({ length: 7 }, (_, i) => `<rect x="${6 + (i % 2) * 2}" y="${i * 8 + 2}" width="12" height="6" rx="2" fill="#167a78"/>`).join('')}</svg>`;
    const table = sessions
      .map((s, i) => `<tr><td>${i + 1}</td><td>${d(s.day)}</td><td>${esc(s.he)} / <bdi dir="ltr">${esc(s.en)}</bdi></td><td>${ltr(amount(s.price))}</td></tr>`)
      .join('');
    const refund = rng.chance(0.6)
      ? `<div class="info">${pair('החזר צפוי מהביטוח המשלים', 'Expected supplementary insurance refund')}: ${ltr(amount(rng.pick([9000, 11000, 14000])))} ₪ ${pair('לטיפול', 'per session')} — ${pair('לא קוזז מחשבונית זו', 'not deducted from this invoice')}</div>`
      : '';
    const body = `<div class="top"><div class="logo">${spine}<div><div class="he">${esc(c.he)}</div><div class="en">${esc(c.en)}</div>${c.head ? `<div class="hd">${c.head}</div>` : ''}</div></div>
<div class="sm">${c.company ? esc(c.legal) + '<br>' : ''}${c.label} ${ltr(c.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(rng.pick(["שד' מוריה 58, חיפה", "רח' ז'בוטינסקי 120, פתח תקווה", "רח' החשמונאים 90, תל אביב"]))}<br>${ltr(cellular(rng))}</div></div>
<div class="title">${pair('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
<table class="kv"><tr><td>${pair("מס'", 'No.')}</td><td><b>${ltr(docNo)}</b></td><td>${pair('תאריך', 'Date')}</td><td>${d(date)}</td></tr>
<tr><td>${pair('מטופל/ת', 'Patient')}</td><td>${esc(rng.pick(['גיל ברנע', 'אורנה שפירא', 'Daniel Weber', 'מוחמד עלי', 'רוני פלג']))}</td><td>${pair('ת.ז.', 'ID')}</td><td>${ltr(personalId(rng))}</td></tr>
<tr><td>${pair('הפניה', 'Referral')}</td><td colspan="3">${esc(rng.pick(['כאבי גב תחתון', 'שיקום לאחר ניתוח ACL', 'כתף קפואה', 'נקע קרסול חוזר']))} · ${pair('מיום', 'dated')} ${d(addDays(sessions[0].day, -rng.int(3, 20)))}</td></tr></table>
<table class="lines"><tr class="band"><th>#</th><th>${pair('תאריך', 'Date')}</th><th>${pair('טיפול', 'Treatment')}</th><th>₪</th></tr>${table}</table>
<table class="sum"><tr><td>${pair('סה"כ טיפולים', 'Sessions')}</td><td>${ltr(amount(lines))}</td></tr>${pkg ? `<tr><td>${pair('הנחת סדרה 10%', 'Package discount 10%')}</td><td>${ltr(`-${amount(pkg)}`)}</td></tr>` : ''}
<tr><td>${pair('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${ltr(amount(net))}</td></tr><tr><td>${pair('מע"מ', `VAT ${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>${pair('סה"כ', 'Total')} ₪</td><td>${ltr(amount(tot))}</td></tr></table>
${refund}<div class="pay">${rng.chance(0.6) ? `${pair('שולם באשראי', 'Paid by card')} ${ltr(`**** ${rng.digits(4)}`)} · ${rng.pick([1, 2, 3])} ${pair('תשלומים', 'instalments')}` : `${pair('שולם בהעברה בנקאית', 'Paid by bank transfer')} · ${pair('אסמכתא', 'Ref.')} ${ltr(rng.digits(8))}`}</div>`;
    const css = `body{font-family:'${heF}','${enF}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#18302f;padding:13mm 15mm}bdi{font-family:'${enF}','Noto Sans',sans-serif}
.top{display:flex;justify-content:space-between;align-items:flex-start}.logo{display:flex;gap:3mm;align-items:center}.he{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-size:26px;font-weight:bold;color:#167a78}.en{font-family:'${enF}',sans-serif;font-size:13px;letter-spacing:1px}.hd{margin-top:1mm;font-size:11px}
.sm{font-size:10px;line-height:1.6;text-align:left}.title{text-align:center;font-size:17px;font-weight:bold;margin:6mm 0 3mm;border-top:1px solid #167a78;border-bottom:1px solid #167a78;padding:1.5mm}
.kv{width:100%}.kv td{padding:0.8mm 1mm}.lines{width:100%;border-collapse:collapse;margin-top:4mm}.band th{background:#167a78;color:#fff;padding:1.5mm;text-align:right}.lines td{padding:1.3mm;border-bottom:0.5px solid #cde}.lines td:last-child,.lines th:last-child{text-align:left;white-space:nowrap}
.sum{margin-right:auto;margin-top:4mm;min-width:95mm}.sum td{padding:0.9mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #18302f}
.info{margin-top:5mm;background:#eef6f6;padding:2mm;font-size:10px}.pay{margin-top:5mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(tot), tax: truthAmount(vat) },
    };
  },
};
