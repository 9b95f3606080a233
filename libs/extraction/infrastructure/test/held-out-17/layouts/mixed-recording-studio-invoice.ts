import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, personalId, spacedId } from '../../generalisation/notation';
import { stirred } from './extra';

const STUDIOS = [
  { en: 'studio tzlil', he: 'אולפן צליל', legal: 'צליל הפקות מוזיקה בע"מ', label: 'ח.פ. / Co. No.', company: true, city: 'תל אביב-יפו' },
  { en: 'the basement', he: 'המרתף - אולפן הקלטות', legal: 'עומרי שלו', label: 'עוסק מורשה / Licensed Dealer', company: false, city: 'חיפה' },
  { en: 'kinneret sound', he: 'כנרת סאונד', legal: 'כנרת סאונד ומדיה (2018) בע"מ', label: 'ח"פ / Reg. No.', company: true, city: 'טבריה' },
];
const CLIENTS = [
  { name: 'להקת הדרך הארוכה', company: false },
  { name: 'ים תיכון רקורדס בע"מ', company: true },
  { name: 'מאיה שחר (אמנית)', company: false },
  { name: 'פודקאסט "שעה טובה" - אור מדיה בע"מ', company: true },
];

/**
 * A recording studio's tax invoice on A5 with every label in Hebrew and English (Open Sans with Noto Sans
 * Hebrew, Roboto with Miriam CLM, or DejaVu Sans; the English name in Lato Light lower case, spaced):
 * the English and Hebrew names, the legal name with "ח.פ. / Co. No." / "ח"פ / Reg. No." (spaced on some) or
 * the engineer's own name with "עוסק מורשה / Licensed Dealer"; "חשבונית מס / Tax Invoice" with "מס' / No."
 * as "2024/0087", "תאריך / Date" after the last session and "לתשלום עד / Payment due" thirty days on;
 * the client (a band or artist with a valid ת.ז., or a label with a valid ח.פ.) and the project;
 * dated sessions of studio hours to the half hour × an hourly rate, an engineer's hours, mixing per
 * song, mastering, backline rental; "סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT", "סה"כ כולל מע"מ / Total
 * incl. VAT", then "מקדמה ששולמה / Advance paid" with its date and "יתרה לתשלום / Balance due".
 */
export const mixedRecordingStudioInvoice: Layout = {
  id: 'mixed-recording-studio-invoice',
  lang: 'mixed',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-recording-studio-invoice');
    const s = rng.pick(STUDIOS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-04-10', '2025-12-31');
    const rate = israeliRate(date);
    const c = rng.pick(CLIENTS);
    const hourly = rng.pick([18000, 22000, 25000]);
    const sessions = Array.from({ length: rng.int(1, 4) }, () => ({ day: addDays(date, -rng.int(1, 25)), halfHours: rng.int(6, 20) })).sort((a, b) => a.day.localeCompare(b.day));
    type Line = { text: string; cents: number };
    const lines: Line[] = sessions.map((x) => ({
      text: `${dt(x.day, 'dd/mm/yy')} שעות אולפן / Studio hours: ${x.halfHours / 2} × ${amount(hourly)}`,
      cents: Math.round((x.halfHours * hourly) / 2),
    }));
    if (rng.chance(0.5)) {
      const h = sessions.reduce((a, x) => a + x.halfHours, 0);
      lines.push({ text: `טכנאי הקלטה / Recording engineer: ${h / 2} × 120.00`, cents: h * 6000 });
    }
    const songs = rng.int(1, 6);
    if (rng.chance(0.7)) {
      const mix = rng.pick([90000, 120000]);
      lines.push({ text: `מיקס / Mixing: ${songs} × ${amount(mix)}`, cents: songs * mix });
    }
    if (rng.chance(0.5)) lines.push({ text: `מאסטרינג / Mastering: ${songs} × ${amount(35000)}`, cents: songs * 35000 });
    if (rng.chance(0.3)) lines.push({ text: 'השכרת ציוד / Backline rental (drum kit, amps)', cents: 45000 });
    const net = lines.reduce((a, l) => a + l.cents, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const advance = rng.chance(0.5) ? Math.min(total, rng.pick([100000, 150000, 200000])) : 0;
    const docNo = `${date.slice(0, 4)}/${String(rng.int(12, 480)).padStart(4, '0')}`;
    const fonts = rng.pick([
      ['Open Sans', 'Noto Sans Hebrew'],
      ['Roboto', 'Miriam CLM'],
      ['DejaVu Sans', 'DejaVu Sans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'd/m/yyyy', 'yyyy-mm-dd'] as const);
    const shownId = rng.chance(0.4) ? `<bdi dir="ltr">${spacedId(vendorTaxId)}</bdi>` : vendorTaxId;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="page"><div class="en">${esc(s.en)}</div><div class="he">${esc(s.he)}</div><div class="sm">${esc(s.legal)} · ${s.label} ${shownId} · ${esc(s.city)}</div><div class="line"></div>
<div class="title">חשבונית מס / Tax Invoice</div>${r("מס' / No.", `<b>${docNo}</b>`)}${r('תאריך / Date', dt(date, fmt))}${r('לתשלום עד / Payment due', dt(addDays(date, 30), fmt))}
<div class="to">לכבוד / To: ${esc(c.name)} · ${c.company ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`}<br>פרויקט / Project: ${rng.pick(['סינגל חדש', 'EP', 'אלבום בכורה', 'עונה 2'])} - ${songs} ${songs > 1 ? 'שירים / tracks' : 'שיר / track'}</div>
<table>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td class="n">${amount(l.cents)}</td></tr>`).join('')}</table>
<div class="sum">${r('סה"כ לפני מע"מ / Subtotal', amount(net))}${r(`מע"מ / VAT ${rate}%`, amount(vat))}${r('סה"כ כולל מע"מ / Total incl. VAT ₪', amount(total), 'big')}${advance ? r(`מקדמה ששולמה / Advance paid ${dt(sessions[0].day, 'dd/mm/yy')}`, `<bdi>-${amount(advance)}</bdi>`) + r('יתרה לתשלום / Balance due', amount(total - advance), 'b') : ''}</div>
<p class="sm">תשלום בהעברה בנקאית / Bank transfer: בנק ${rng.int(10, 31)} סניף ${rng.int(100, 899)} חשבון ${rng.digits(7)} · קבלה תישלח עם התשלום / a receipt follows payment.</p></div>`;
    const css = `body{font-family:'${fonts[0]}','${fonts[1]}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#151515}.page{padding:10mm 10mm}.en{font-family:'Lato',sans-serif;font-weight:300;font-size:26px;letter-spacing:4px;text-align:left}
.he{font-size:15px;font-weight:bold}.sm{font-size:9.5px;color:#555}.line{border-top:2px solid #151515;margin:3mm 0}.title{font-size:16px;font-weight:bold;margin-bottom:2mm}.r{display:flex;justify-content:space-between;gap:3mm;padding:0.5mm 0}
.to{margin:3mm 0;padding:2mm;background:#f2f2f2;line-height:1.6}table{width:100%;border-collapse:collapse}td{padding:1.5mm 1mm;border-bottom:1px solid #ddd}.n{text-align:left;white-space:nowrap}
.sum{margin:3mm 0;width:95mm;margin-right:auto}.big{font-weight:bold;font-size:13px;border-top:1.5px solid #000}.b{font-weight:bold}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
