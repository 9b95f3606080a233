import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId } from '../../generalisation/notation';

const STUDIOS = [
  { en: 'BLACK ANCHOR TATTOO', legal: 'עידן מלכה', company: false, addr: "רח' אלנבי 77, תל אביב · 77 Allenby St, Tel Aviv" },
  { en: 'INKWELL STUDIO', legal: 'אינקוול סטודיו לקעקועים בע"מ', company: true, addr: "רח' מסדה 31, חיפה · 31 Masada St, Haifa" },
  { en: 'LOTUS LINE TATTOO & PIERCING', legal: 'לוטוס ליין בע"מ', company: true, addr: "רח' הלל 9, ירושלים · 9 Hillel St, Jerusalem" },
];
const PLACES: [string, string][] = [
  ['אמה', 'Forearm'],
  ['כתף', 'Shoulder'],
  ['שוק', 'Calf'],
  ['גב עליון', 'Upper back'],
  ['קרסול', 'Ankle'],
  ['צלעות', 'Ribs'],
];

/**
 * A tattoo studio's tax invoice-receipt on A5 landscape with every label in Hebrew and English (URW
 * Gothic brand, Noto Sans Hebrew or FreeSerif body): the English brand in a black band, the Hebrew
 * legal name (a company's, or the owner's with "עוסק מורשה / Licensed Dealer"), "חשבונית מס קבלה /
 * Tax Invoice Receipt" and "מס' / No." with four digits, the session date, the client's valid ת.ז.
 * or a passport, "18+", the artist, placement and size, start and end times, a custom design fee,
 * hours × the hourly rate (or a flat small piece), a piercing with jewellery or aftercare balm on
 * some, "סה"כ לפני מע"מ / Subtotal", VAT, "סה"כ / Total", the deposit paid at booking with its
 * earlier date and "יתרה ששולמה היום / Balance paid today".
 */
export const mixedTattooStudio: Layout = {
  id: 'mixed-tattoo-studio',
  lang: 'mixed',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const s = rng.pick(STUDIOS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const [he, en] = rng.pick(PLACES);
    const hours = rng.int(1, 5);
    const hourly = rng.pick([40000, 45000, 50000, 60000]);
    const rows: [string, string, number][] = [];
    if (rng.chance(0.6)) rows.push(['עיצוב אישי', 'Custom design', rng.pick([25000, 40000, 60000])]);
    if (hours === 1) rows.push(['קעקוע קטן (מחיר קבוע)', 'Small piece (flat rate)', rng.pick([35000, 45000])]);
    else rows.push([`סשן קעקוע ${hours} שעות × ${amount(hourly)}`, `Tattoo session ${hours} h × ${amount(hourly)}`, hours * hourly]);
    if (rng.chance(0.3)) rows.push(['פירסינג + תכשיט טיטניום', 'Piercing + titanium jewellery', rng.pick([18000, 22000])]);
    if (rng.chance(0.6)) rows.push(['משחת טיפול', 'Aftercare balm', 4500]);
    const net = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const deposit = total >= 80000 ? rng.pick([20000, 30000, 50000]) : 20000;
    const docNo = String(rng.int(1000, 4999));
    const start = rng.int(11 * 60, 18 * 60);
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const local = rng.chance(0.6);
    const f = (h: string, e: string, v: string) => `<tr><td class="k">${h} / <span>${e}</span></td><td>${v}</td></tr>`;
    const body = `<div class="band"><div class="brand">${esc(s.en)}</div><div class="who"><b>${esc(s.legal)}</b><br>${s.company ? 'ח.פ. / Co. No.' : 'עוסק מורשה / Licensed Dealer'} ${vendorTaxId}<br>${s.addr
      .split(' · ')
      .map((x, i) => (i ? `<bdi>${esc(x)}</bdi>` : esc(x)))
      .join(' · ')}<br>${cellular(rng)} · <bdi>@${s.en.toLowerCase().replace(/[^a-z]/g, '')}</bdi></div></div>
<div class="tt">חשבונית מס קבלה / <span dir="ltr">Tax Invoice Receipt</span> &nbsp; מס' / No. <b>${docNo}</b></div>
<div class="cols"><table class="g">${f('תאריך', 'Date', dt(date, fmt))}${f('לקוח/ה', 'Client', esc(rng.pick(['Noam Levi', 'שירה אזולאי', 'Ella Schmidt', 'רועי כהן', 'Dana Friedman'])))}
${f(local ? 'ת.ז.' : 'דרכון', local ? 'ID' : 'Passport', local ? personalId(rng) : `${rng.pick(['5', '6'])}${rng.digits(8)}`)}${f('גיל', 'Age', '18+ ✓')}${f('אמן/ית', 'Artist', esc(rng.pick(['Maya', 'Gal', 'Yossi K.', 'Rita'])))}
${f('מיקום', 'Placement', `${he} / ${en}`)}${f('גודל', 'Size', `${rng.int(4, 25)}×${rng.int(4, 20)} ס"מ / cm`)}${f('שעות', 'Time', `<span dir="ltr">${hhmm(start)}–${hhmm(start + hours * 60 + rng.int(0, 20))}</span>`)}</table>
<div class="right"><table class="it">${rows.map(([h, e, c]) => `<tr><td>${esc(h)}<br><span dir="ltr">${esc(e)}</span></td><td>${amount(c)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ / Subtotal</td><td>${amount(net)}</td></tr><tr><td>מע"מ / VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ / Total ₪</td><td>${amount(total)}</td></tr>
<tr><td>מקדמה ששולמה / Deposit paid ${dt(addDays(date, -rng.int(7, 45)), fmt)}</td><td>${amount(deposit)}</td></tr><tr><td>יתרה ששולמה היום / Balance paid today</td><td>${amount(total - deposit)}</td></tr></table></div></div>
<div class="sm">הלקוח/ה קיבל/ה הוראות טיפול והצהיר/ה על היעדר התוויות נגד · Aftercare instructions given; client declared no contraindications · Touch-up free within 60 days</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#111;padding:8mm 10mm}.band{display:flex;justify-content:space-between;align-items:center;background:#111;color:#fff;padding:3mm 5mm}
.brand{font-family:'URW Gothic',sans-serif;font-size:22px;letter-spacing:2px;direction:ltr}.who{text-align:left;font-size:9.5px;line-height:1.4}.tt{margin:3mm 0;font-size:15px;font-weight:bold;text-align:center;border-bottom:1px solid #111;padding-bottom:1.5mm}
.cols{display:flex;gap:6mm}.g{width:45%}table{border-collapse:collapse}.g td{padding:1.4mm 1.5mm;border-bottom:1px solid #ddd}.k{color:#555;width:40%}.k span{font-size:9px}.right{flex:1}.it{width:100%}.it td{padding:1.5mm 1.5mm;border-bottom:1px solid #ddd}.it td:last-child{text-align:left;vertical-align:top}
.it span{font-size:9px;color:#555}.tot{width:100%;margin-top:2mm}.tot td{padding:1.2mm 1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:13px;border-top:2px solid #111;border-bottom:2px solid #111}.sm{margin-top:5mm;font-size:9.5px;color:#555;text-align:center}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
