import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, personalId } from '../../generalisation/notation';
import { validWith } from './extra';

const HOTELS = [
  {
    en: 'Neve Tzukim Kibbutz Hotel',
    he: 'מלון קיבוץ נווה צוקים',
    legal: 'נווה צוקים אגודה שיתופית חקלאית בע"מ',
    label: 'אגודה שיתופית / Co-op Society No.',
    coop: true,
    code: '27',
    place: 'ד.נ. ערבה תיכונה / Central Arava',
  },
  { en: 'Carmel Ridge Country Lodge', he: 'אכסניית רכס הכרמל', legal: 'רכס הכרמל אירוח כפרי בע"מ', label: 'ח.פ. / Co. No.', coop: false, code: '14', place: 'עין הוד / Ein Hod' },
  { en: 'Ein Tamar Desert Inn', he: 'פונדק עין תמר', legal: 'פונדק עין תמר (1987) בע"מ', label: 'ח.פ. / Co. No.', coop: false, code: '31', place: 'ים המלח / Dead Sea' },
];
/** Hebrew / English, price with VAT (agorot), per night or once. */
const EXTRAS: [string, number, boolean][] = [
  ['ארוחת ערב / Dinner (2 guests)', 28000, true],
  ["עיסוי 50 דק' / Massage 50 min", 36000, false],
  ['מיני בר / Minibar', 6400, false],
  ['יציאה מאוחרת / Late check-out', 15000, false],
  ["סיור ג'יפים / Jeep tour", 24000, false],
  ['חניה / Parking', 3000, true],
];

/**
 * A kibbutz or country hotel's guest folio on A4 with every label in Hebrew and English (Noto Serif Hebrew with
 * Noto Serif, David CLM with Liberation Serif, or FreeSerif; the English name in Noto Serif Display italic):
 * the English and Hebrew names, the place, the legal name (an agricultural cooperative society with its 57…
 * number under "אגודה שיתופית / Co-op Society No.", or a company with "ח.פ. / Co. No."); "חשבון אורח / Guest
 * Folio" with "חשבונית מס קבלה / Tax Invoice-Receipt No." ("27-004812"), "תאריך / Date" on departure, "הזמנה /
 * Booking" number, room, guests, "הגעה / Arrival" and "עזיבה / Departure" (dd/mm/yyyy or dd.mm.yy); a dated row
 * per night (room and breakfast, midweek or weekend rate) and extras (dinner, massage, minibar, parking, late
 * check-out); "סה"כ חיובים / Total charges", "מתוכו מע"מ / incl. VAT"; the deposit taken at booking with its
 * date and the card on departure, "יתרה / Balance 0.00"; the guest's valid ת.ז.
 */
export const mixedKibbutzHotelFolio: Layout = {
  id: 'mixed-kibbutz-hotel-folio',
  lang: 'mixed',
  kind: 'hotel folio',
  make(rng: Rng) {
    const h = rng.pick(HOTELS);
    const vendorTaxId = h.coop ? validWith(rng, '57') : taxId(rng, true);
    const nights = rng.int(1, 4);
    const arrival = randomDate(rng, '2023-07-01', '2025-12-27');
    const date = addDays(arrival, nights);
    const rate = israeliRate(date);
    const mid = rng.int(68, 95) * 1000;
    const weekend = mid + rng.int(15, 30) * 1000;
    const rows: { day: string; what: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
      rows.push({ day, what: 'לינה וארוחת בוקר / Room & breakfast', sum: dow === 4 || dow === 5 ? weekend : mid });
    }
    for (const [what, price, nightly] of rng.some(EXTRAS, rng.int(1, 3))) {
      if (nightly) for (let i = 0; i < nights; i++) rows.push({ day: addDays(arrival, i), what, sum: price });
      else rows.push({ day: addDays(arrival, rng.int(0, nights - 1)), what, sum: price });
    }
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const total = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfGross(total, rate);
    const deposit = Math.min(total, Math.round((rows[0].sum * 0.5) / 100) * 100);
    const booked = addDays(arrival, -rng.int(10, 70));
    const docNo = `${h.code}-${String(rng.int(1000, 19999)).padStart(6, '0')}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const font = rng.pick([`'Noto Serif Hebrew','Noto Serif'`, `'David CLM','Liberation Serif'`, `'FreeSerif'`]);
    const kv = (a: string, b: string) => `<tr><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="hd"><div class="en">${esc(h.en)}</div><div class="he">${esc(h.he)}</div><div class="sm">${esc(h.place)} · <bdi>${landline(rng)}</bdi></div><div class="sm">${esc(h.legal)} · ${h.label} ${vendorTaxId}</div></div>
<div class="title">חשבון אורח / Guest Folio</div>
<div class="two"><table class="kv">${kv('חשבונית מס קבלה / Tax Invoice-Receipt No.', `<b>${docNo}</b>`)}${kv('תאריך / Date', dt(date, fmt))}${kv('הזמנה / Booking', String(rng.int(4000000, 4999999)))}${kv('חדר / Room', String(rng.int(101, 348)))}</table>
<table class="kv">${kv('אורח / Guest', esc(rng.pick(['משפחת ברגר / Berger family', 'רון ואסנת טל / Ron & Osnat Tal', 'מירב חזן / Merav Hazan', 'איגור ולנה פרנקל / Igor & Lena Frenkel'])))}${kv('ת.ז. / ID', personalId(rng))}${kv('הגעה / Arrival', dt(arrival, fmt))}${kv('עזיבה / Departure', dt(date, fmt))}${kv('אורחים / Guests', String(rng.int(2, 4)))}</table></div>
<table class="it"><tr><th>תאריך / Date</th><th>פירוט / Description</th><th>סכום / Amount ₪</th></tr>${rows.map((r) => `<tr><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.what)}</td><td>${amount(r.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>סה"כ חיובים / Total charges</td><td>${amount(total)}</td></tr><tr><td>מתוכו מע"מ ${rate}% / incl. VAT</td><td>${amount(vat)}</td></tr>
<tr><td>מקדמה ${dt(booked, 'dd/mm/yy')} / Deposit</td><td><bdi>-${amount(deposit)}</bdi></td></tr><tr><td>כרטיס אשראי / Card ${rng.digits(4)}</td><td><bdi>-${amount(total - deposit)}</bdi></td></tr><tr class="b"><td>יתרה / Balance</td><td>0.00</td></tr></table>
<div class="foot">תודה שהתארחתם אצלנו! / Thank you for staying with us. המחירים כוללים מע"מ / Prices include VAT.</div>`;
    const css = `body{font-family:${font},serif;font-size:11px;color:#2b2118;padding:13mm 15mm}.hd{text-align:center;border-bottom:2px solid #8b5e34;padding-bottom:3mm}.en{font-family:'Noto Serif Display','Noto Serif',serif;font-style:italic;font-size:26px;color:#8b5e34}.he{font-size:18px;font-weight:bold}.sm{font-size:9.5px;color:#5b4a3a}
.title{text-align:center;font-size:17px;font-weight:bold;margin:5mm 0 3mm}.two{display:flex;justify-content:space-between;gap:6mm;margin-bottom:4mm}.kv td{padding:0.7mm 0 0.7mm 3mm}.kv td:first-child{color:#6b5b4b}
.it{width:100%;border-collapse:collapse}.it th{border-bottom:1.5px solid #2b2118;padding:1.5mm;text-align:right}.it td{padding:1.3mm 1.5mm;border-bottom:1px solid #e6ddd3}.it td:last-child,.it th:last-child{text-align:left}
.tot{width:100mm;margin:4mm auto 0 0;border-collapse:collapse}.tot td{padding:1.1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #2b2118}.foot{margin-top:10mm;text-align:center;font-size:10px;color:#6b5b4b}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
