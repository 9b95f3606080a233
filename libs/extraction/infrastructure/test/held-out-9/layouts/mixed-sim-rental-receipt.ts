import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';

const KIOSKS = [
  { en: 'TravelTalk Israel', legal: 'ט.ט. תקשורת לתיירים בע"מ', site: 'נתב"ג טרמינל 3, אולם נוסעים נכנסים · Ben Gurion Airport T3 Arrivals', prefix: 'TT' },
  { en: 'SimCity TLV', legal: 'סים סיטי שירותי סלולר בע"מ', site: "רח' הירקון 98, תל אביב · 98 Hayarkon St, Tel Aviv", prefix: 'SC' },
  { en: 'Holy Connect', legal: 'הולי קונקט (2017) בע"מ', site: 'רחוב יפו 60, ירושלים · 60 Jaffa Rd, Jerusalem', prefix: 'HC' },
];
const TOURISTS: [string, string][] = [
  ['Hans Keller', 'DE'],
  ['Marie Dubois', 'FR'],
  ["James O'Connor", 'IE'],
  ['Sofia Rossi', 'IT'],
  ['Kenji Watanabe', 'JP'],
  ['Emily Carter', 'US'],
];

/** Data packages: GB → price in agorot, VAT included. */
const PACKAGES: Record<number, number> = { 10: 9900, 30: 14900, 60: 19900, 100: 24900 };

/**
 * A tourist SIM and phone rental kiosk's receipt on 100 mm paper (DejaVu Sans or FreeSans) with
 * every label in Hebrew and English: the English brand in a dark block, the Hebrew legal name and
 * "ח.פ. / Co. Reg.", the kiosk's site, "קבלה / חשבונית מס · Receipt / Tax Invoice", "מס' / No."
 * with the brand's letters ("TT-045812"), date and time, the tourist with a passport and country,
 * the rental from and to (the later return day), the Israeli number assigned, the SIM's ICCID and a
 * rented phone's IMEI, a data package, phone rental and insurance per day, hotel delivery on some,
 * a card hold as a deposit that is not charged, "סה"כ / Total ₪", "כולל מע"מ / VAT incl.", the card
 * and approval.
 */
export const mixedSimRentalReceipt: Layout = {
  id: 'mixed-sim-rental-receipt',
  lang: 'mixed',
  kind: 'shop receipt',
  make(rng: Rng) {
    const k = rng.pick(KIOSKS);
    const vendorTaxId = taxId(rng);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const days = rng.int(5, 30);
    const [name, country] = rng.pick(TOURISTS);
    const phone = rng.chance(0.5);
    const gb = rng.pick([10, 30, 60, 100]);
    const pkg = PACKAGES[gb];
    const rows: [string, string, number][] = [[`חבילת גלישה ${gb}GB + שיחות מקומיות`, `SIM + ${gb}GB data & local calls`, pkg]];
    if (phone) {
      rows.push(['השכרת מכשיר', `Phone rental ${days} × 15.00`, days * 1500]);
      if (rng.chance(0.6)) rows.push(['ביטוח מכשיר', `Device insurance ${days} × 5.00`, days * 500]);
    }
    if (rng.chance(0.35)) rows.push(['משלוח למלון', 'Hotel delivery', 3000]);
    const total = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfGross(total, rate);
    const docNo = `${k.prefix}-0${rng.digits(5)}`;
    const font = rng.pick(['DejaVu Sans', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'dd.mm.yy'] as const);
    const r = (he: string, en: string, v: string, c = '') => `<div class="r ${c}"><span>${he} / <span dir="ltr">${en}</span></span><span dir="ltr">${v}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(k.en)}</div><div class="c b">${esc(k.legal)}</div><div class="c">ח.פ. / Co. Reg. ${vendorTaxId}</div><div class="c sm">${k.site
      .split(' · ')
      .map((x, i) => (i ? `<bdi>${esc(x)}</bdi>` : esc(x)))
      .join(' · ')}</div>
<div class="d"></div><div class="c b big">קבלה / חשבונית מס · <span dir="ltr">Receipt / Tax Invoice</span></div>
${r("מס'", 'No.', docNo, 'b')}${r('תאריך', 'Date', `${dt(date, fmt)} ${time(rng)}`)}${r('לקוח', 'Customer', esc(name))}${r('דרכון', 'Passport', `${rng.pick(['C', 'P', 'X', 'Y'])}${rng.digits(7)} (${country})`)}
<div class="d"></div>${r('תחילת השכרה', 'Rental start', dt(date, fmt))}${r('החזרה עד', 'Return by', dt(addDays(date, days), fmt))}${r('מספר ישראלי', 'Israeli number', `+972-5${rng.pick(['3', '4', '8'])}-${rng.digits(3)}-${rng.digits(4)}`)}
${r('ICCID', 'SIM', `89972${rng.digits(14)}`)}${phone ? r('IMEI', 'Phone', `35${rng.digits(13)}`) : ''}<div class="d"></div>
${rows.map(([he, en, c]) => `<div class="it"><div>${esc(he)}</div><div class="r"><span dir="ltr">${esc(en)}</span><span>${amount(c)}</span></div></div>`).join('')}<div class="d"></div>
${r('סה"כ', 'Total ₪', amount(total), 'b big')}${r(`מע"מ ${rate}% כלול`, 'VAT incl.', amount(vat))}<div class="d"></div>
${r('אשראי', 'Card', `${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} **${rng.digits(4)}`)}${r('אישור', 'Approval', rng.digits(6))}
${r('פיקדון (מסגרת בלבד)', 'Deposit (hold only)', phone ? '500.00' : '100.00')}<div class="c sm">הפיקדון אינו מחויב ומשוחרר עם החזרת הציוד · The deposit is not charged and is released on return</div>
<div class="c sm">להחזרה: תיבת ההחזרות בנתב"ג או בכל סניף · Returns: drop box at the airport or any branch</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#000}.s{width:92mm;padding:4mm}.brand{background:#111;color:#fff;text-align:center;font-size:22px;font-weight:bold;padding:2mm;letter-spacing:1px;direction:ltr}
.c{text-align:center}.b{font-weight:bold}.big{font-size:13px}.sm{font-size:9.5px;margin-top:1mm}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:3mm}.it{margin-bottom:1mm}`;
    return {
      page: '100mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 230mm', css, body }),
      truth: { vendorName: k.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
