import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, sh } from '../../generalisation/notation';

const SITES = [
  { brand: 'HERMON SNOW PARK', name: 'שלג החרמון תיירות ונופש בע"מ', color: '#0b3d91' },
  { brand: 'SUMMIT SKI', name: 'פסגת השלג – אתר סקי ופנאי בע"מ', color: '#00838f' },
  { brand: 'WHITE PEAK', name: 'הפסגה הלבנה חורף ונופש (2012) בע"מ', color: '#37474f' },
];
const ITEMS: [string, string, number][] = [
  ['כניסה מבוגר', 'Adult entry', 6900],
  ['כניסה ילד (3-12)', 'Child entry (3-12)', 5900],
  ['רכבל – יום שלם', 'Chairlift – full day', 12900],
  ['השכרת סט סקי', 'Ski set rental', 17500],
  ['השכרת סנובורד', 'Snowboard rental', 18500],
  ['השכרת ביגוד חורף', 'Winter clothing rental', 9000],
  ['מזחלת', 'Sled', 4500],
  ['שיעור סקי קבוצתי – שעתיים', 'Group ski lesson – 2 h', 26000],
];

/**
 * A ski site's online order, sent as an A5 tax invoice-receipt (Roboto or Open Sans with Noto Sans
 * Hebrew), every label in Hebrew and English: the English brand large in a coloured band, the
 * Hebrew legal name and "ח.פ. / Company ID", "חשבונית מס קבלה / Tax Invoice-Receipt" with its
 * number beside the web order number ("WEB-…"), "תאריך הזמנה / Order date" (the document's date),
 * "תאריך ביקור / Visit date" later, entries, lifts and rentals per person with Hebrew and English
 * names, a family or early-booking discount, "סה"כ / Total" as "₪ 1,234.00", the VAT included, the
 * card, the buyer's mobile, and the road's opening hour on the visit day.
 */
export const mixedSkiSiteTickets: Layout = {
  id: 'mixed-ski-site-tickets',
  lang: 'mixed',
  kind: 'booking receipt',
  make(rng: Rng) {
    const s = rng.pick(SITES);
    const vendorTaxId = taxId(rng);
    // Winter only: December to March.
    const year = rng.int(2024, 2026);
    const date = rng.chance(0.3) && year < 2026 ? randomDate(rng, `${year - 1}-12-01`, `${year - 1}-12-28`) : randomDate(rng, `${year}-01-02`, `${year}-03-10`);
    const visit = addDays(date, rng.int(1, 18));
    const rate = israeliRate(date);
    const adults = rng.int(1, 4);
    const kids = rng.int(0, 3);
    const lines = ITEMS.map(([he, en, u], i) => {
      const q = i === 0 ? adults : i === 1 ? kids : rng.chance(0.45) ? rng.int(1, adults + kids) : 0;
      return { he, en, u, q };
    }).filter((l) => l.q > 0);
    const gross = lines.reduce((a, l) => a + l.q * l.u, 0);
    const discount = adults + kids >= 4 ? rng.pick([5000, 8000]) : rng.chance(0.4) ? rng.pick([2000, 3000]) : 0;
    const total = gross - discount;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(200000, 299999));
    const order = `WEB-${rng.digits(7)}`;
    const font = rng.pick(['Roboto', 'Open Sans']);
    const style = rng.pick(['₪ x', '₪x'] as const);
    const body = `<div class="band" style="background:${s.color}"><div class="brand">${esc(s.brand)}</div><div>אישור הזמנה וחשבונית / Order confirmation &amp; invoice</div></div>
<div class="w"><div class="two"><div><b>${esc(s.name)}</b><br>ח.פ. / Company ID ${vendorTaxId}<br>מושב נווה אטי"ב, רמת הגולן</div>
<table class="f"><tr><td>חשבונית מס קבלה / Tax Invoice-Receipt</td><td><b>${docNo}</b></td></tr><tr><td>מס' הזמנה / Order No.</td><td>${order}</td></tr><tr><td>תאריך הזמנה / Order date</td><td>${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(6 * 60, 23 * 60))}</td></tr><tr><td>תאריך ביקור / Visit date</td><td>${dt(visit, 'dd/mm/yyyy')}</td></tr></table></div>
<table class="it"><tr><th>פריט / Item</th><th>כמות / Qty</th><th>מחיר / Price</th><th>סה"כ / Total</th></tr>
${lines.map((l) => `<tr><td>${esc(l.he)}<br><span class="en">${esc(l.en)}</span></td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.q * l.u)}</td></tr>`).join('')}
${discount ? `<tr><td>${adults + kids >= 4 ? 'הנחת משפחה / Family discount' : 'הנחת הזמנה מוקדמת / Early booking'}</td><td></td><td></td><td>-${amount(discount)}</td></tr>` : ''}</table>
<table class="tot"><tr class="b"><td>סה"כ / Total</td><td>${sh(total, style)}</td></tr><tr><td>כולל מע"מ ${rate}% / VAT incl.</td><td>${amount(vat)}</td></tr><tr><td>שולם באשראי / Paid by card ****${rng.digits(4)}</td><td>${amount(total)}</td></tr></table>
<div class="note">המזמין/ה / Booker: ${cellular(rng)} · הכביש לאתר נפתח ב-07:30 בכפוף למזג האוויר / The road opens at 07:30, weather permitting.<br>ביטול עד 48 שעות לפני הביקור / Cancellation up to 48 hours before the visit.</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#102030}
.band{color:#fff;padding:6mm 9mm}.brand{font-size:26px;font-weight:bold;letter-spacing:2px;direction:ltr;text-align:right}
.w{padding:5mm 9mm}.two{display:flex;justify-content:space-between;gap:4mm}.f td{padding:0.7mm 2mm}.f td:first-child{color:#555;font-size:10.5px}
table{border-collapse:collapse}.it{width:100%;margin-top:5mm}.it th{border-bottom:2px solid #102030;text-align:right;padding:1mm;font-size:10.5px}.it td{padding:1mm;border-bottom:1px solid #dde}.it td:nth-child(n+2){text-align:center}.it td:last-child{text-align:left}
.en{color:#667;font-size:10px}.tot{width:85mm;margin:3mm auto 0 0}.tot td{padding:1mm}.tot td:last-child{text-align:left}.b td{font-size:15px;font-weight:bold;border-top:2px solid #102030}.note{margin-top:6mm;font-size:10px;color:#445}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
