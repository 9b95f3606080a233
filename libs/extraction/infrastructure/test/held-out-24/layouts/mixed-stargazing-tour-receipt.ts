import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, spacedId } from '../../generalisation/notation';
import { bi, dateInYears, lr, spread, taxIn, vendorId } from './extra';

const GUIDES = [
  { brand: '', he: 'שמי המכתש תיירות בע"מ', en: 'Crater Skies Tourism Ltd.', legal: 'שמי המכתש תיירות בע"מ', company: true, status: 'company', label: bi('ח.פ.', 'Company Reg.') },
  {
    brand: bi('אסטרו רמון', 'ASTRO RAMON', '<br>'),
    he: 'גיל מרקוביץ',
    en: 'Gil Markovich',
    legal: 'גיל מרקוביץ',
    company: false,
    status: 'licensed',
    label: bi('ע.מ.', 'VAT No.'),
  },
  { brand: bi('לילה בנגב', 'NEGEV NIGHTS', '<br>'), he: 'דנה פישר', en: 'Dana Fisher', legal: 'דנה פישר', company: false, status: 'exempt', label: bi('עוסק פטור', 'Osek Patur') },
] as const;

const NAMES = ['Sarah Goldberg', 'משפחת חביב', 'Pierre & Anne Laurent', 'אורן ומיכל דהן', 'Kenji Watanabe', 'צוות מעבדה - מכון ויצמן'];

/**
 * A night-sky tour operator's receipt from Mitzpe Ramon on A5 with every label in Hebrew and English (Noto Sans
 * Hebrew with Noto Sans, Hadasim CLM with URW Gothic, or FreeSans; the name in light letters on a navy band of drawn
 * stars and a crescent): a company with its Hebrew and English names and "ח.פ. / Company Reg.", or a brand over a
 * licensed dealer's own name with "ע.מ. / VAT No.", or over an exempt dealer's own name with "עוסק פטור / Osek
 * Patur" (spaced) and only "קבלה / Receipt"; "חשבונית מס קבלה / Tax Invoice Receipt", "מס' / No." ("SK-2201",
 * five digits or "7-0318"), "תאריך / Date" (the day of payment), and apart from it the tour's night ("ליל הסיור /
 * Tour night", up to a month later), the meeting point and time, the booking number, the moon's illumination in
 * percent; adults and children at a price, a personal astrophotography session, coat rental, a hotel pick-up;
 * "סה"כ / Total ₪" with "מתוכו מע"מ / incl. VAT" or "פטור ממע"מ / VAT exempt"; Bit, PayBox or a card; the
 * cancellation terms (the weather, the moon).
 */
export const mixedStargazingTourReceipt: Layout = {
  id: 'mixed-stargazing-tour-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(seed: Rng) {
    const rng = spread(seed, 'mixed-stargazing-tour-receipt');
    const g = rng.pick(GUIDES);
    const vendorTaxId = vendorId(g.legal, g.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const exempt = g.status === 'exempt';
    const tour = addDays(date, rng.chance(0.4) ? 0 : rng.int(2, 30));
    const adults = rng.int(1, 8);
    const kids = rng.chance(0.4) ? rng.int(1, 4) : 0;
    const adultPrice = rng.int(15, 22) * 1000;
    const kidPrice = rng.int(8, 12) * 1000;
    const lines = [{ he: 'סיור כוכבים - מבוגר', en: 'Stargazing tour - adult', qty: adults, unit: adultPrice }];
    if (kids) lines.push({ he: 'סיור כוכבים - ילד (עד 12)', en: 'Stargazing tour - child (under 12)', qty: kids, unit: kidPrice });
    if (rng.chance(0.35)) lines.push({ he: 'צילום אסטרו אישי', en: 'Personal astrophoto session', qty: 1, unit: rng.pick([25000, 30000, 35000]) });
    if (rng.chance(0.4)) lines.push({ he: 'השכרת מעיל חם', en: 'Warm coat rental', qty: rng.int(1, adults + kids), unit: 2000 });
    if (rng.chance(0.3)) lines.push({ he: 'איסוף מהמלון והחזרה', en: 'Hotel pick-up and return', qty: 1, unit: 8000 });
    const total = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const vat = exempt ? 0 : taxIn(total, rate * 100);
    const docNo = rng.pick([() => `SK-${rng.int(1000, 3999)}`, () => String(rng.int(10000, 69999)), () => `${rng.int(1, 9)}-${String(rng.int(1, 9999)).padStart(4, '0')}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const [font, latin] = rng.pick([
      ['Noto Sans Hebrew', 'Noto Sans'],
      ['Hadasim CLM', 'URW Gothic'],
      ['FreeSans', 'FreeSans'],
    ]);
    const stars = Array.from(
      { length: 40 },
      (_, i) => `<circle cx="${i % 2 ? rng.int(0, 110) : rng.int(450, 560)}" cy="${rng.int(2, 88)}" r="${rng.pick([0.8, 1, 1.4, 2])}" fill="#fff"/>`,
    ).join('');
    const sky = `<svg class="sky" viewBox="0 0 560 90" preserveAspectRatio="none">${stars}<path d="M500 20 a18 18 0 1 0 14 30 a14 14 0 1 1 -14 -30z" fill="#f4e3a1"/></svg>`;
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const idText = exempt ? spacedId(vendorTaxId) : vendorTaxId;
    const who = g.brand
      ? `<div class="bn">${g.brand}</div><div class="own">${esc(g.he)} · <bdi dir="ltr">${esc(g.en)}</bdi></div>`
      : `<div class="bn">${esc(g.he)}<br><bdi dir="ltr">${esc(g.en)}</bdi></div>`;
    const pay = rng.pick([
      () => `${bi('שולם בביט', 'Paid by Bit')} · ${lr(`ref ${rng.digits(9)}`)}`,
      () => `${bi('שולם ב-PayBox', 'Paid by PayBox')} · ${lr(rng.digits(7))}`,
      () => `${bi('כרטיס אשראי', 'Credit card')} ${lr(`****${rng.digits(4)}`)} · ${bi('אישור', 'auth.')} ${lr(rng.digits(6))}`,
    ])();
    const client = rng.pick(NAMES);
    const title = exempt ? bi('קבלה', 'Receipt') : bi('חשבונית מס קבלה', 'Tax Invoice Receipt');
    const body = `<div class="band">${sky}<div class="in">${who}<div class="tag">${bi('סיורי כוכבים במכתש רמון', 'Stargazing in the Ramon Crater')}</div></div></div>
<div class="ids">${g.label} ${lr(idText)} · ${bi('מצפה רמון', 'Mitzpe Ramon')} · ${lr(cellular(rng))}</div>
<div class="doc"><div class="t">${title}</div><table class="kv">${r(bi("מס'", 'No.'), `<b>${lr(docNo)}</b>`)}${r(bi('תאריך', 'Date'), `<b>${d(date)}</b>`)}</table></div>
<table class="facts">${r(bi('לכבוד', 'To'), /[a-z]/i.test(client) ? `<bdi dir="ltr">${esc(client)}</bdi>` : esc(client))}${r(bi('ליל הסיור', 'Tour night'), `${heDay(tour)} ${d(tour)}`)}${r(bi('מפגש', 'Meet'), `${lr('20:30')} · ${bi('חניון מרכז המבקרים', 'Visitor Centre car park')}`)}${r(bi("מס' הזמנה", 'Booking'), lr(`#${rng.int(1000, 9999)}`))}${r(bi('תאורת הירח', 'Moon illumination'), lr(`${rng.int(0, 45)}%`))}</table>
<table class="lines"><tr class="th"><td>${bi('פריט', 'Item')}</td><td>${bi('כמות', 'Qty')}</td><td>${bi('מחיר', 'Price')}</td><td>${bi('סכום', 'Amount')}</td></tr>${lines
      .map(
        (l) =>
          `<tr><td>${esc(l.he)}<br><bdi dir="ltr" class="en">${esc(l.en)}</bdi></td><td>${lr(String(l.qty))}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.qty * l.unit))}</td></tr>`,
      )
      .join('')}</table>
<table class="tot">${r(`${bi('סה"כ', 'Total')} ₪`, lr(amount(total)), 'g')}${exempt ? `<tr><td colspan="2">${bi('עוסק פטור - פטור ממע"מ', 'Exempt dealer - VAT exempt')}</td></tr>` : r(bi(`מתוכו מע"מ ${rate}%`, `incl. VAT ${rate}%`), lr(amount(vat)))}</table>
<div class="pay">${pay}</div>
<div class="terms">${bi('בעננות או ברוח חזקה - החזר מלא או תאריך חלופי. ביטול עד 48 שעות לפני הסיור ללא חיוב.', 'Cloudy or windy night: full refund or another date. Free cancellation up to 48 hours before the tour.', '<br>')}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#14213d;margin:0}bdi{font-family:'${latin}','${font}',sans-serif}
.band{position:relative;background:#14213d;color:#f5f1e6;height:34mm}.sky{position:absolute;inset:0;width:100%;height:100%}.in{position:relative;padding:5mm 8mm;text-align:center}.bn{font-size:19px;font-weight:bold;letter-spacing:1px;line-height:1.25}.own{font-size:11px;margin-top:1mm}.tag{font-size:10px;margin-top:1mm;opacity:.9}
.ids{text-align:center;font-size:10px;padding:2mm 8mm;border-bottom:1px solid #14213d}
.doc{display:flex;justify-content:space-between;align-items:center;margin:3mm 8mm;border:1.5px solid #14213d;padding:1.5mm 3mm}.t{font-size:14px;font-weight:bold}.kv td{padding:0.3mm 2mm}
.facts{margin:0 8mm 3mm}.facts td{padding:0.6mm 2mm 0.6mm 0}.lines{width:calc(100% - 16mm);margin:0 8mm;border-collapse:collapse}.lines td{padding:1.2mm 1mm;border-bottom:0.5px solid #b8bfd0}.lines td:nth-child(n+2){text-align:left;white-space:nowrap}.th td{font-weight:bold;border-bottom:1.5px solid #14213d;font-size:10px}.en{font-size:9.5px;color:#444}
.tot{margin:3mm 8mm 0 auto;min-width:70mm}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #14213d;border-bottom:1.5px solid #14213d}
.pay{margin:4mm 8mm 0}.terms{margin:6mm 8mm 0;font-size:9px;color:#555}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: g.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
