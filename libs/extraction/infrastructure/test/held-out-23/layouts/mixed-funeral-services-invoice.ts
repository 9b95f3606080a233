import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { both, lr, spread, vendorId } from './extra';

const HOMES = [
  {
    he: 'נתיב השלום',
    en: 'Netiv HaShalom',
    line: both('שירותי לוויה והטסה', 'Funeral & Repatriation Services'),
    legal: 'נתיב השלום שירותי לוויה והטסה בע"מ',
    legalEn: 'Netiv HaShalom Funeral & Repatriation Ltd.',
    label: both('ח.פ.', 'Co. No.'),
    company: true,
    hyphen: true,
    num: (rng: Rng, y: string) => `NH-${y}-${String(rng.int(1, 400)).padStart(4, '0')}`,
  },
  {
    he: 'יהודה אלמוג – שירותי הלוויה',
    en: 'Yehuda Almog – Funeral Services',
    line: both('ליווי משפחות מחו"ל', 'Support for families abroad'),
    legal: 'יהודה אלמוג – שירותי הלוויה',
    legalEn: '',
    label: both('עוסק מורשה', 'Licensed Dealer'),
    company: false,
    hyphen: false,
    num: (rng: Rng) => String(rng.int(2000, 6999)),
  },
  {
    he: 'אפיקים',
    en: 'AFIKIM',
    line: both('ליווי משפחות בשעת אבל', 'Bereavement support'),
    legal: 'אפיקים ליווי משפחות בע"מ',
    legalEn: 'Afikim Family Support Ltd.',
    label: both('ח"פ', 'Reg. No.'),
    company: true,
    hyphen: false,
    num: (rng: Rng) => `${rng.int(50, 59)}/${rng.int(1000, 2999)}`,
  },
] as const;

// Hebrew, English, price in agorot before VAT
const SERVICES: [string, string, number][] = [
  ['תיאום והטסת הנפטר/ת לחו"ל', 'Coordination of repatriation abroad', 650000],
  ['ארון הטסה אטום (מרופד אבץ)', 'Hermetically sealed transfer coffin (zinc-lined)', 480000],
  ['הסעת הנפטר/ת לנתב"ג', 'Transfer of the deceased to Ben Gurion Airport', 120000],
  ['הפקת מסמכים ותרגום נוטריוני', 'Documents and notarised translations', 95000],
  ['ליווי המשפחה ביום ההלוויה', 'Family escort on the day of the funeral', 70000],
  ['אולם פרידה ואמירת קדיש', 'Farewell hall and kaddish', 85000],
  ['הודעות אבל בעיתון', 'Death notices in the press', 60000],
];
// disbursements paid for the family, no VAT: Hebrew, English, agorot
const DISBURSEMENTS: [string, string, number][] = [
  ['דמי מטען אווירי (חברת תעופה)', 'Airline cargo charge', 380000],
  ['אגרת היתר משרד הבריאות', 'Ministry of Health permit fee', 28500],
  ['אגרת קונסוליה', 'Consular fee', 19000],
];

/**
 * A funeral and repatriation service's invoice to a bereaved family abroad on A4 with every label in Hebrew and
 * English (Noto Serif Hebrew with Noto Serif, David CLM with Liberation Serif, or Frank Ruehl CLM with C059; sober
 * grey rules, a drawn candle, the title in white on a slate band): a company with its Hebrew and English names and
 * "ח.פ. / Co. No." (hyphenated) or "ח"פ / Reg. No.", or a licensed dealer's own name with his trade after a dash and
 * "עוסק מורשה / Licensed Dealer"; "חשבונית מס קבלה / Tax Invoice Receipt" with "מס' / No." ("NH-24-0117", "3052",
 * "55/1928") and "תאריך / Date"; "תיק / Case", the deceased's name and valid ת.ז., the date of death and the flight
 * days later; the family's contact abroad with a passport; services with VAT, then disbursements paid for the family
 * (airline cargo, a permit, a consular fee) outside VAT; "סה"כ שירותים / Services", "מע"מ / VAT", "הוצאות ללא מע"מ /
 * Disbursements (no VAT)", "סה"כ לתשלום / Total due ₪"; paid by wire or card; condolences.
 */
export const mixedFuneralServicesInvoice: Layout = {
  id: 'mixed-funeral-services-invoice',
  lang: 'mixed',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'mixed-funeral-services-invoice');
    const h = rng.pick(HOMES);
    const vendorTaxId = vendorId(h.legal, h.company);
    const date = randomDate(rng, '2023-06-09', '2026-03-27');
    const rate = israeliRate(date);
    const death = addDays(date, -rng.int(3, 12));
    const flight = addDays(death, rng.int(1, 3));
    const services = rng.some(SERVICES, rng.int(3, 5));
    const disb = rng.some(DISBURSEMENTS, rng.int(1, 3));
    const net = services.reduce((a, s) => a + s[2], 0);
    const vat = vatOfNet(net, rate);
    const out = disb.reduce((a, s) => a + s[2], 0);
    const total = net + vat + out;
    const docNo = h.num(rng, date.slice(2, 4));
    const [heF, enF] = rng.pick([
      ['Noto Serif Hebrew', 'Noto Serif'],
      ['David CLM', 'Liberation Serif'],
      ['Frank Ruehl CLM', 'C059'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const candle = `<svg width="20" height="46" viewBox="0 0 20 46"><path d="M10 2 q5 7 0 12 q-5 -5 0 -12" fill="#7a7f87"/><rect x="5" y="16" width="10" height="28" fill="none" stroke="#4a5059" stroke-width="1.5"/></svg>`;
    const rows = services.map(([he, en, p]) => `<tr><td>${esc(he)}<br><bdi dir="ltr" class="en">${esc(en)}</bdi></td><td>${lr(amount(p))}</td></tr>`).join('');
    const drows = disb.map(([he, en, p]) => `<tr><td>${esc(he)}<br><bdi dir="ltr" class="en">${esc(en)}</bdi></td><td>${lr(amount(p))}</td></tr>`).join('');
    const city = rng.pick([
      ['פריז', 'Paris'],
      ['ניו יורק', 'New York'],
      ['לונדון', 'London'],
      ['בואנוס איירס', 'Buenos Aires'],
    ]);
    const pay = rng.chance(0.6)
      ? both('שולם בהעברה בנקאית בינלאומית', 'Paid by international wire transfer') + ` · ${both('אסמכתא', 'Ref.')} ${lr(`FT${rng.digits(10)}`)}`
      : both('שולם בכרטיס אשראי', 'Paid by card') + ` ${lr(`**** ${rng.digits(4)}`)}`;
    const body = `<div class="top">${candle}<div><div class="he">${esc(h.he)}</div><div class="enh">${esc(h.en)}</div><div class="sm">${h.line}</div></div>
<div class="ids">${h.company ? `${esc(h.legal)}<br><bdi dir="ltr">${esc(h.legalEn)}</bdi><br>` : ''}${h.label} ${lr(h.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${lr(landline(rng))} · ${both('24/7', cellular(rng))}</div></div>
<div class="band">${both('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
<table class="kv"><tr><td>${both("מס'", 'No.')}</td><td><b>${lr(docNo)}</b></td><td>${both('תאריך', 'Date')}</td><td><b>${d(date)}</b></td></tr>
<tr><td>${both('תיק', 'Case')}</td><td>${lr(`${rng.int(100, 999)}-${date.slice(2, 4)}`)}</td><td>${both('המנוח/ה', 'The deceased')}</td><td>${esc(rng.pick(['ז"ל שמואל לוי', 'ז"ל רחל אזולאי', 'ז"ל מרים גרוס', 'ז"ל אהרון בירנבאום']))}</td></tr>
<tr><td>${both('ת.ז. המנוח/ה', 'ID of the deceased')}</td><td>${lr(personalId(rng))}</td><td>${both('תאריך פטירה', 'Date of death')}</td><td>${d(death)}</td></tr>
<tr><td>${both('טיסה', 'Flight')}</td><td>${lr(`${rng.pick(['LY', 'AF', 'BA', 'UA'])} ${rng.int(1, 999)}`)} · ${d(flight)}</td><td>${both('יעד', 'Destination')}</td><td>${esc(city[0])} / <bdi dir="ltr">${esc(city[1])}</bdi></td></tr>
<tr><td>${both('איש קשר', 'Contact')}</td><td colspan="3"><bdi dir="ltr">${esc(rng.pick(['Mr. Daniel Levy', 'Mrs. Sarah Azoulay', 'Ms. Miriam Gross', 'Mr. Aaron Birnbaum Jr.']))}, ${esc(city[1])} · Passport ${rng.pick(['FR', 'US', 'GB', 'AR'])}${rng.digits(8)}</bdi></td></tr></table>
<h3>${both('שירותים', 'Services')}</h3><table class="lines">${rows}<tr class="sub"><td>${both('סה"כ שירותים', 'Services')}</td><td>${lr(amount(net))}</td></tr><tr><td>${both(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td>${lr(amount(vat))}</td></tr></table>
<h3>${both('הוצאות ששולמו עבור המשפחה (ללא מע"מ)', 'Disbursements paid on your behalf (no VAT)')}</h3><table class="lines">${drows}<tr class="sub"><td>${both('הוצאות ללא מע"מ', 'Disbursements (no VAT)')}</td><td>${lr(amount(out))}</td></tr></table>
<div class="total"><span>${both('סה"כ לתשלום', 'Total due')} ₪</span><span>${lr(amount(total))}</span></div>
<div class="pay">${pay}</div>
<div class="cond">${both('המקום ינחם אתכם בתוך שאר אבלי ציון וירושלים', 'May you be comforted among the mourners of Zion and Jerusalem')}</div>`;
    const css = `body{font-family:'${heF}','${enF}','Noto Serif Hebrew',serif;font-size:11px;color:#24282e;padding:13mm 15mm}bdi{font-family:'${enF}','Noto Serif',serif}
.top{display:flex;gap:4mm;align-items:center}.he{font-size:24px;font-weight:bold}.enh{font-family:'${enF}',serif;font-size:13px;letter-spacing:1px}.sm{font-size:10px;color:#4a5059}
.ids{margin-right:auto;text-align:left;font-size:9.5px;line-height:1.55}.band{background:#4a5059;color:#f3f4f6;text-align:center;font-size:16px;font-weight:bold;padding:2mm;margin:5mm 0 3mm}
.kv{width:100%;border-collapse:collapse}.kv td{padding:1mm 1.5mm;border-bottom:0.5px solid #d5d8dc;vertical-align:top}.kv td:nth-child(odd){color:#4a5059;white-space:nowrap}
h3{font-size:12px;margin:5mm 0 1mm;border-bottom:1px solid #4a5059}.lines{width:100%;border-collapse:collapse}.lines td{padding:1.2mm 1.5mm;border-bottom:0.5px solid #e2e4e7}.lines td:last-child{text-align:left;white-space:nowrap;width:32mm}.en{font-size:9.5px;color:#4a5059}.sub td{font-weight:bold}
.total{display:flex;justify-content:space-between;border-top:2px solid #24282e;border-bottom:2px solid #24282e;margin-top:5mm;padding:2mm;font-size:16px;font-weight:bold}.pay{margin-top:4mm}.cond{margin-top:10mm;text-align:center;font-style:italic;color:#4a5059}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
