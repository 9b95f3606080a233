import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId } from '../../generalisation/notation';

const FIRMS = [
  { en: 'CareRent', he: 'קר-רנט ציוד סיעודי', legal: 'קר רנט ציוד סיעודי בע"מ', company: true },
  { en: 'Home Med Rentals', he: 'הום מד השכרות', legal: 'הום מד השכרת ציוד רפואי בע"מ', company: true },
  { en: 'M. Haddad Home Care', he: 'מ. חדאד ציוד לבית', legal: 'מוסא חדאד', company: false },
];
/** Hebrew, English, price a week before VAT (agorot). */
const EQUIPMENT: [string, string, number][] = [
  ['כיסא גלגלים מתקפל', 'Folding wheelchair', 9000],
  ['מחולל חמצן ביתי', 'Home oxygen concentrator', 42000],
  ['מיטה סיעודית חשמלית', 'Electric nursing bed', 38000],
  ['מזרן נגד פצעי לחץ', 'Anti-decubitus mattress', 16000],
  ['הליכון עם מושב', 'Rollator with seat', 6500],
  ['מנוף הרמה לחולה', 'Patient lift', 29000],
];

/**
 * A medical and nursing equipment rental's A5 receipt with every label in Hebrew and English (Noto Sans Hebrew,
 * FreeSans or DejaVu Sans; the English name in Lato Black in a teal band): the English and Hebrew names, the Hebrew
 * legal name with "ח.פ. / Co. No." or the owner's name with "עוסק מורשה / Licensed Dealer"; "חשבונית מס קבלה /
 * Tax Invoice Receipt" "מס' / No." ("R-20931" or five digits), "תאריך / Date" (dd/mm/yyyy or dd.mm.yy) on the day
 * the equipment came back or the rental's first day; the patient and the payer with a valid ת.ז., a rental
 * agreement number; equipment with "תקופה / Period" from-to dates and weeks × a weekly price, delivery and collection
 * on some; a card deposit held (not charged) stated; "סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT", "סה"כ / Total ₪"
 * and the payment.
 */
export const mixedMedicalEquipmentRental: Layout = {
  id: 'mixed-medical-equipment-rental',
  lang: 'mixed',
  kind: 'services receipt',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng, f.company);
    const start = randomDate(rng, '2023-07-01', '2026-01-25');
    const weeks = rng.int(1, 6);
    const back = addDays(start, weeks * 7);
    const atEnd = rng.chance(0.5) && back <= '2026-02-28';
    const date = atEnd ? back : start;
    const rate = israeliRate(date);
    const items = rng.some(EQUIPMENT, rng.int(1, 3)).map(([he, en, week]) => ({ he, en, week, sum: week * weeks }));
    const extras: [string, string, number][] = rng.chance(0.6)
      ? [
          ['הובלה והרכבה', 'Delivery & set-up', 18000],
          ['איסוף', 'Collection', 12000],
        ]
      : [];
    const net = items.reduce((a, i) => a + i.sum, 0) + extras.reduce((a, e) => a + e[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `R-${rng.int(10000, 39999)}` : String(rng.int(10000, 59999));
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans', 'DejaVu Sans']);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const who = f.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Licensed Dealer');
    const body = `<div class="band"><div class="en">${esc(f.en)}</div><div class="he">${esc(f.he)}</div></div><div class="c">${esc(f.legal)} · ${who} ${vendorTaxId}</div><div class="c sm">${l('מוקד 24/7', '24/7 line')} <bdi>${landline(rng)}</bdi> · <bdi>${cellular(rng)}</bdi></div>
<div class="tt">${l('חשבונית מס קבלה', 'Tax Invoice Receipt')} &nbsp; ${l("מס'", 'No.')} ${docNo}</div><div class="c">${l('תאריך', 'Date')}: ${dt(date, fmt)}</div>
<table class="kv"><tr><td>${l('מטופל/ת', 'Patient')}</td><td>${esc(rng.pick(['שושנה מלמד', 'אברהם גבאי', 'פנינה רוזן', 'סלים עודה']))}</td></tr><tr><td>${l('משלם/ת', 'Payer')}</td><td>${esc(rng.pick(['דורון מלמד', 'אורלי גבאי', 'עמית רוזן', 'ראמי עודה']))} · ת.ז. ${personalId(rng)}</td></tr><tr><td>${l('הסכם השכרה', 'Rental agreement')}</td><td>${rng.int(2000, 9999)}/${date.slice(2, 4)}</td></tr><tr><td>${l('תקופה', 'Period')}</td><td>${dt(start, fmt)} - ${dt(back, fmt)} (${weeks} ${l('שבועות', 'weeks')})</td></tr></table>
<table class="it"><tr><th>${l('פריט', 'Item')}</th><th>${l('שבועות', 'Weeks')}</th><th>${l('לשבוע', 'Per week')}</th><th>${l('סכום', 'Amount')}</th></tr>${items.map((i) => `<tr><td>${esc(i.he)}<div class="sm"><bdi>${esc(i.en)}</bdi></div></td><td>${weeks}</td><td>${amount(i.week)}</td><td>${amount(i.sum)}</td></tr>`).join('')}${extras.map((e) => `<tr><td>${esc(e[0])}<div class="sm"><bdi>${e[1]}</bdi></div></td><td></td><td></td><td>${amount(e[2])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>${l('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr><tr><td>${l('מע"מ', 'VAT')} ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>${l('סה"כ', 'Total')} ₪</td><td>${amount(total)}</td></tr><tr><td>${l('שולם באשראי', 'Paid by card')}</td><td>****${rng.digits(4)}</td></tr></table>
<div class="sm note">${l('פיקדון (מסגרת אשראי, לא חויב)', 'Deposit held on card, not charged')}: ${amount(rng.pick([100000, 150000, 200000]))} ₪</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#102a2a;padding:8mm 10mm}.band{background:#00796b;color:#fff;text-align:center;padding:3mm}.en{font-family:'Lato Black','Lato',sans-serif;font-size:22px;direction:ltr}.he{font-size:13px}.c{text-align:center}.sm{font-size:8.5px;color:#555}
.tt{font-size:14px;font-weight:bold;text-align:center;margin-top:4mm}table{border-collapse:collapse;width:100%}.kv{margin:3mm 0}.kv td{padding:0.8mm 1.5mm;border-bottom:1px dotted #aaa}.kv td:first-child{width:42mm;color:#00695c}
.it th{border-bottom:1.5px solid #00796b;text-align:right;padding:1mm}.it td{padding:1mm;border-bottom:1px solid #e0eeee}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:80mm;margin:3mm auto 0 0}.tot td{padding:0.8mm 1.5mm}.tot td:last-child{text-align:left;white-space:nowrap}
.b td{font-weight:bold;font-size:13px;border-top:2px solid #00796b}.note{margin-top:4mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
