import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId, share } from '../../generalisation/notation';

const RANCHES = [
  { he: 'חוות הסוסים של אלון', en: "Alon's Horse Ranch", legal: 'אלון שגב', company: false, place: 'מושב אמירים, הגליל העליון' },
  { he: 'חוות רוח המדבר', en: 'Desert Wind Ranch', legal: 'חוות רוח המדבר בע"מ', company: true, place: 'ליד מצפה רמון' },
  { he: 'סוסי הכרמל', en: 'Carmel Horses', legal: 'ס.ה.כ. רכיבה ותיירות בע"מ', company: true, place: 'עין הוד' },
  { he: 'חוות נחל', en: 'Nahal Ranch', legal: 'ליאורה ונטורה', company: false, place: 'קיבוץ נחשונים' },
];
/** Hebrew, English, price incl. VAT in agorot, per rider. */
const RIDES: [string, string, number][] = [
  ['רכיבת שטח - שעה', 'Trail ride - 1 hour', 22000],
  ['רכיבת שטח - שעתיים', 'Trail ride - 2 hours', 36000],
  ['רכיבת שקיעה + קפה', 'Sunset ride + coffee', 29000],
  ['סיבוב פוני לילדים', 'Pony ride for kids', 6000],
  ['שיעור רכיבה פרטי', 'Private riding lesson', 25000],
  ['רכיבת ירח מלא', 'Full-moon ride', 32000],
];
const EXTRAS: [string, string, number][] = [
  ['צילומי רחפן', 'Drone photos', 15000],
  ['ארוחת בוקר בחווה', 'Ranch breakfast', 6500],
  ['השכרת מגפיים', 'Boot rental', 1500],
];

/**
 * A horse ranch's receipt on landscape A5 with every label in Hebrew and English (Noto Sans Hebrew,
 * Miriam CLM or FreeSans; the English name in Z003): the Hebrew and English names, the owner's name with
 * "עוסק מורשה / Lic. Dealer" or the company with "ח.פ. / Co.", the place, "חשבונית מס קבלה / Tax
 * Invoice Receipt" with "מס' / No." (five digits), "תאריך / Date" with the weekday (dd/mm/yyyy or
 * dd.mm.yy) and the ride's time, the group leader with a mobile and a valid ת.ז., riders and their
 * weights under the ranch's limit; rides × riders and extras at prices with VAT, a group discount of ten
 * percent for six riders or more, "סה"כ / Total ₪", "מזה מע"מ / VAT incl.", the payment and a waiver
 * signed by the riders.
 */
export const mixedHorseRanchReceipt: Layout = {
  id: 'mixed-horse-ranch-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(rng: Rng) {
    const h = rng.pick(RANCHES);
    const vendorTaxId = taxId(rng, h.company);
    const date = randomDate(rng, '2023-06-01', '2026-02-27');
    const rate = israeliRate(date);
    const riders = rng.int(1, 9);
    const lines = rng.some(RIDES, rng.int(1, 2)).map(([he, en, p]) => ({ he, en, p, q: rng.int(1, riders) }));
    for (const [he, en, p] of rng.some(EXTRAS, rng.int(0, 2))) lines.push({ he, en, p, q: en === 'Drone photos' ? 1 : rng.int(1, riders) });
    const gross = lines.reduce((a, x) => a + x.q * x.p, 0);
    const disc = riders >= 6 ? share(gross, 10) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10000, 59999));
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const pay = rng.pick([`${l('אשראי', 'Card')} ****${rng.digits(4)}`, l('מזומן', 'Cash'), `${l('ביט', 'Bit')} ${rng.digits(9)}`]);
    const body = `<div class="hd"><div><div class="en">${esc(h.en)}</div><div class="he">${esc(h.he)}</div></div><div class="who">${esc(h.legal)} · ${h.company ? l('ח.פ.', 'Co.') : l('עוסק מורשה', 'Lic. Dealer')} ${vendorTaxId}<br>${esc(h.place)} · <bdi>${cellular(rng)}</bdi></div></div>
<div class="tt"><span>${l('חשבונית מס קבלה', 'Tax Invoice Receipt')} ${l("מס'", 'No.')} <b>${docNo}</b></span><span>${l('תאריך', 'Date')}: ${heDay(date)} ${dt(date, fmt)} · ${l('שעת רכיבה', 'Ride time')} ${time(rng)}</span></div>
<div class="cust">${l('ראש הקבוצה', 'Group leader')}: ${esc(rng.pick(['אורי כץ', 'Hannah Weiss', 'סמאר עודה', 'Daniel Brooks', 'גלית ברק']))} · ת.ז. ${personalId(rng)} · <bdi>${cellular(rng)}</bdi> · ${l('רוכבים', 'Riders')}: ${riders} · ${l('משקל מרבי', 'Max weight')} 100 kg</div>
<table class="it"><tr><th>${l('פריט', 'Item')}</th><th>${l('כמות', 'Qty')}</th><th>${l('מחיר', 'Price')}</th><th>${l('סכום', 'Amount')}</th></tr>${lines.map((x) => `<tr><td>${esc(x.he)} / <bdi>${esc(x.en)}</bdi></td><td>${x.q}</td><td>${amount(x.p)}</td><td>${amount(x.q * x.p)}</td></tr>`).join('')}
${disc ? `<tr><td>${l('הנחת קבוצה 10%', 'Group discount 10%')}</td><td></td><td></td><td>-${amount(disc)}</td></tr>` : ''}</table>
<div class="end"><div class="pay">${l('שולם', 'Paid')}: ${pay}<br><span class="sm">${l('הרוכבים חתמו על הצהרת בריאות ואחריות', 'Riders signed the health and liability waiver')}</span></div><table class="tot"><tr class="b"><td>${l('סה"כ', 'Total')} ₪</td><td>${amount(total)}</td></tr><tr><td>${l('מזה מע"מ', 'VAT incl.')} ${rate}%</td><td>${amount(vat)}</td></tr></table></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#222;padding:8mm 10mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #795548;padding-bottom:2mm}
.en{font-family:'Z003',cursive;font-size:26px;color:#5d4037;direction:ltr;text-align:right}.he{font-size:14px;font-weight:bold;color:#5d4037}.who{text-align:left;line-height:1.5;font-size:10.5px}.tt{display:flex;justify-content:space-between;margin-top:4mm;font-size:12px}
.cust{margin-top:3mm;padding:1.5mm 2mm;background:#efebe9}table{border-collapse:collapse}.it{width:100%;margin-top:3mm}.it th{border-bottom:1.5px solid #5d4037;padding:1.2mm;text-align:right}.it td{padding:1.2mm;border-bottom:1px solid #ddd}.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}
.end{display:flex;justify-content:space-between;margin-top:3mm}.pay{line-height:1.7}.sm{font-size:9.5px;color:#666}.tot{width:70mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333;border-bottom:2px solid #333}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
