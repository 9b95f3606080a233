import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, enDay, heDay, hyphenId, personalId, share, workday } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const FIRMS = [
  {
    he: 'ברק ניקיון ואחזקה',
    en: 'Barak Cleaning & Maintenance',
    legal: 'ברק ניקיון ואחזקה בע"מ',
    label: 'ח.פ. / Company No.',
    company: true,
    hyphen: true,
    no: (y: string, n: number) => `${y}-${String(n).padStart(4, '0')}`,
  },
  { he: 'ספרקל הום', en: 'Sparkle Home', legal: 'סבטלנה מורוז', label: 'עוסק מורשה / Licensed Dealer', company: false, hyphen: false, no: (_y: string, n: number) => `SH${n}` },
  {
    he: 'נקי בבית',
    en: 'Naki Home Services',
    legal: 'נקי בבית שירותים (2020) בע"מ',
    label: 'ח"פ / Reg. No.',
    company: true,
    hyphen: false,
    no: (y: string, n: number) => `NB/${y}/${n}`,
  },
];
const JOBS: [string, string][] = [
  ['ניקיון אחרי שיפוץ', 'Post-renovation cleaning'],
  ['ניקיון לפני כניסה לדירה', 'Move-in cleaning'],
  ['ניקיון יסודי לפני פסח', 'Deep clean before Passover'],
  ['ניקיון בסיום שכירות', 'End-of-tenancy cleaning'],
];
const ADDRESSES = [
  "רח' הרצוג 14, ירושלים / 14 Herzog St., Jerusalem",
  "רח' ויצמן 3, רעננה / 3 Weizmann St., Ra'anana",
  "סמטת השקד 7, מודיעין / 7 Almond Lane, Modi'in",
  "רח' דיזנגוף 210, תל אביב / 210 Dizengoff St., Tel Aviv",
];

/**
 * A home cleaning company's tax invoice on A4 with every label in Hebrew and English (Open Sans with Noto Sans
 * Hebrew, Lato with Miriam CLM, or DejaVu Sans; the Hebrew name in Noto Sans Hebrew light over the English in Lato
 * Semibold, a row of bubbles): the company or the owner's name with "ח.פ. / Company No." / "ח"פ / Reg. No." /
 * "עוסק מורשה / Licensed Dealer" (hyphenated on some); "חשבונית מס / Tax Invoice", "מס' / No." ("25-0331",
 * "SH1187", "NB/24/415"), "תאריך / Date", "תאריך השירות / Service date" days before with its weekday, "לתשלום
 * עד / Pay by"; the client with a valid "ת.ז. / ID" or a passport; the job in both languages; cleaners × hours
 * × an hourly rate, windows per window, the oven and fridge inside, carpet shampoo per m², materials; a Friday
 * surcharge of 15% on some; "סכום ביניים / Subtotal", "הנחת לקוח חוזר 5% / Returning client 5%" on some,
 * "סה"כ לפני מע"מ / Net", "מע"מ / VAT 17%/18%", "סה"כ לתשלום / Total ₪"; Bit or a transfer with the bank's
 * details; a satisfaction note.
 */
export const mixedHomeCleaningInvoice: Layout = {
  id: 'mixed-home-cleaning-invoice',
  lang: 'mixed',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-home-cleaning-invoice');
    const f = rng.pick(FIRMS);
    const vendorTaxId = vendorId(f.legal, f.company);
    const date = workday(randomDate(rng, '2024-01-04', '2025-12-22'), addDays);
    const rate = israeliRate(date);
    const served = addDays(date, -rng.int(1, 6));
    const friday = new Date(`${served}T12:00:00Z`).getUTCDay() === 5;
    const [jobHe, jobEn] = rng.pick(JOBS);
    type Row = { he: string; en: string; qty: string; c: number };
    const cleaners = rng.int(2, 4);
    const hours = rng.int(4, 9);
    const hourly = rng.pick([6500, 7000, 7500, 8000]);
    const rows: Row[] = [
      { he: `${cleaners} עובדים × ${hours} שעות`, en: `${cleaners} cleaners × ${hours} h`, qty: `${cleaners * hours} × ${amount(hourly)}`, c: cleaners * hours * hourly },
    ];
    if (rng.chance(0.6)) {
      const n = rng.int(6, 18);
      rows.push({ he: 'ניקוי חלונות ותריסים', en: 'Windows & shutters', qty: `${n} × ${amount(2500)}`, c: n * 2500 });
    }
    if (rng.chance(0.5)) rows.push({ he: 'ניקוי תנור ומקרר מבפנים', en: 'Oven & fridge interior', qty: '1', c: 18000 });
    if (rng.chance(0.3)) {
      const m2 = rng.int(6, 30);
      rows.push({ he: 'שמפו שטיחים', en: 'Carpet shampoo', qty: `${m2} מ"ר / m² × ${amount(1800)}`, c: m2 * 1800 });
    }
    rows.push({ he: 'חומרי ניקוי וציוד', en: 'Cleaning materials & equipment', qty: '1', c: rng.pick([9000, 12000, 15000]) });
    const base = rows.reduce((a, r) => a + r.c, 0);
    const surcharge = friday ? share(base, 15) : 0;
    const subtotal = base + surcharge;
    const returning = rng.chance(0.4) ? share(subtotal, 5) : 0;
    const net = subtotal - returning;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = f.no(date.slice(2, 4), rng.int(100, 1900));
    const fonts = rng.pick([`'Open Sans','Noto Sans Hebrew'`, `'Lato','Miriam CLM'`, `'DejaVu Sans'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const client = rng.pick([
      ["ג'ניפר לוי", 'Jennifer Levy'],
      ['מרק ברנשטיין', 'Mark Bernstein'],
      ['אסתר וייס', 'Esther Weiss'],
      ['פול דניאלס', 'Paul Daniels'],
    ]);
    const idLine = rng.chance(0.6) ? `${bi('ת.ז. / ID')} <bdi>${personalId(rng)}</bdi>` : `${bi('דרכון / Passport')} <bdi>${rng.digits(9)}</bdi>`;
    const pay = rng.chance(0.5)
      ? `${bi('ביט / Bit')}: <bdi>${cellular(rng)}</bdi>`
      : `${bi('העברה בנקאית / Bank transfer')}: ${bi(rng.pick(['בנק לאומי / Bank Leumi', 'בנק הפועלים / Bank Hapoalim', 'בנק דיסקונט / Discount Bank']))} · ${bi('סניף / Branch')} ${rng.int(100, 899)} · ${bi('חשבון / Account')} <bdi>${rng.digits(7)}</bdi>`;
    const bubbles = [10, 6, 14, 8, 12, 5, 9].map((r, i) => `<circle cx="${12 + i * 22}" cy="${20 - r / 2}" r="${r}" fill="none" stroke="#3aa6b9" stroke-width="1.3"/>`).join('');
    const L = (t: string) => `<div class="l">${bi(t)}</div>`;
    const body = `<div class="head"><div><svg width="160" height="26" viewBox="0 0 160 26">${bubbles}</svg><div class="he">${esc(f.he)}</div><div class="en">${esc(f.en)}</div></div>
<div class="v">${esc(f.legal)}<br>${bi(f.label)} <bdi>${f.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi><br><bdi>${cellular(rng)}</bdi> · <bdi>office@${f.en.split(' ')[0].toLowerCase()}-clean.co.il</bdi></div></div>
<div class="title">${bi('חשבונית מס / Tax Invoice')}</div>
<div class="grid"><div>${L("מס' / No.")}<b><bdi>${docNo}</bdi></b></div><div>${L('תאריך / Date')}<b>${d(date)}</b></div><div>${L('תאריך השירות / Service date')}${heDay(served)} · <bdi>${enDay(served)}</bdi> ${d(served)}</div><div>${L('לתשלום עד / Pay by')}${d(addDays(date, 10))}</div></div>
<div class="client">${L('לכבוד / Bill to')}<b>${esc(client[0])}</b> · <bdi>${client[1]}</bdi><br>${idLine} · <bdi>${cellular(rng)}</bdi><br>${bi(ADDRESSES[rng.int(0, ADDRESSES.length - 1)])}</div>
<div class="job">${bi(`${jobHe} / ${jobEn}`)}</div>
<table class="t"><tr><th>${bi('תיאור / Description')}</th><th>${bi('פירוט / Detail')}</th><th>${bi('סכום / Amount')}</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.he)}<div class="e">${esc(r.en)}</div></td><td><bdi dir="ltr">${r.qty}</bdi></td><td>${amount(r.c)}</td></tr>`)
      .join('')}${surcharge ? `<tr><td>תוספת עבודה ביום שישי 15%<div class="e">Friday surcharge 15%</div></td><td></td><td>${amount(surcharge)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>${bi('סכום ביניים / Subtotal')}</td><td>${amount(subtotal)}</td></tr>${
      returning ? `<tr><td>${bi('הנחת לקוח חוזר 5% / Returning client 5%')}</td><td><bdi dir="ltr">-${amount(returning)}</bdi></td></tr>` : ''
    }<tr><td>${bi('סה"כ לפני מע"מ / Net')}</td><td>${amount(net)}</td></tr><tr><td>${bi(`מע"מ / VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום / Total ₪')}</td><td>${amount(total)}</td></tr></table>
<div class="pay">${bi('אמצעי תשלום / Payment')}: ${pay}</div>
<div class="note">${bi('לא מרוצים? נחזור לתקן תוך 48 שעות ללא עלות / Not happy? We come back within 48 hours at no cost')}</div>`;
    const css = `body{font-family:${fonts},sans-serif;font-size:10.5px;color:#203040;padding:13mm 15mm}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #3aa6b9;padding-bottom:3mm}.he{font-family:'Noto Sans Hebrew',sans-serif;font-weight:300;font-size:26px;color:#1d7a8c}.en{font-family:'Lato Semibold','Lato',sans-serif;font-size:13px;letter-spacing:1px;direction:ltr;text-align:right}
.v{font-size:9.5px;line-height:1.6;text-align:left}.title{font-size:18px;font-weight:bold;margin:5mm 0 3mm;color:#1d7a8c}
.grid{display:grid;grid-template-columns:1fr 1fr 1.6fr 1fr;gap:3mm;background:#eef8fa;padding:3mm;margin-bottom:4mm}.l{font-size:8.5px;color:#5b7a86}
.client{line-height:1.7;margin-bottom:3mm}.job{font-weight:bold;font-size:12px;margin-bottom:2mm}
.t{width:100%;border-collapse:collapse}.t th{text-align:right;padding:1.5mm;border-bottom:1.5px solid #1d7a8c;font-size:9.5px}.t td{padding:1.5mm;border-bottom:0.5px solid #d2e3e8;vertical-align:top}.t td:last-child,.t th:last-child{text-align:left;white-space:nowrap}.t td:nth-child(2){white-space:nowrap}.e{font-size:9px;color:#5b7a86;direction:ltr;text-align:right}
.tot{margin:4mm 0 0 0;margin-right:auto;border-collapse:collapse;min-width:90mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1d7a8c}
.pay{margin-top:6mm}.note{margin-top:5mm;font-size:9.5px;color:#5b7a86}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
