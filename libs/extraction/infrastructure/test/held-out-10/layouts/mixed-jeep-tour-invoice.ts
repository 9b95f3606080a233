import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, enDay, heDay, hyphenId, personalId, sh } from '../../generalisation/notation';

const OPERATORS = [
  {
    en: 'DESERT TRAILS JEEP TOURS',
    he: "שבילי המדבר - טיולי ג'יפים",
    legal: 'שבילי המדבר תיירות והדרכה בע"מ',
    company: true,
    region: ['מצפה רמון', 'Mitzpe Ramon'],
    routes: [
      ['מכתש רמון - הר ארדון - נחל ציה', 'Ramon Crater – Mt Ardon – Nahal Tzia'],
      ['הר הגמל - נחל נקרות', 'Camel Mountain – Nahal Nekarot'],
    ],
    prefix: 'DT',
    color: '#a0522d',
  },
  {
    en: 'GOLAN 4x4 ADVENTURES',
    he: 'גולן 4X4 הרפתקאות',
    legal: 'אלון שגיא',
    company: false,
    region: ['קצרין, רמת הגולן', 'Katzrin, Golan Heights'],
    routes: [
      ['נחל זוויתן - מפל הדבורה', 'Nahal Zavitan – Devora waterfall'],
      ['רכס המנסרה - מצפור הבשן', 'Minsara Ridge – Bashan lookout'],
    ],
    prefix: 'G4',
    color: '#33691e',
  },
  {
    en: 'ARAVA OFF-ROAD',
    he: 'ערבה שטח',
    legal: 'ערבה שטח ונופש (2016) בע"מ',
    company: true,
    region: ['צופר, הערבה', 'Tzofar, Arava'],
    routes: [
      ['עמק התמרים - קניון שחורת', 'Valley of Palms – Shehoret Canyon'],
      ['מכתש קטן - מעלה עקרבים', 'Small Crater – Scorpions Ascent'],
    ],
    prefix: 'AR',
    color: '#bf360c',
  },
];
const CLIENTS = [
  { name: 'ספירל טכנולוגיות בע"מ - יום גיבוש', company: true },
  { name: 'משפחת רוזן-אלקיים', company: false },
  { name: 'נוף ים השקעות בע"מ - צוות מכירות', company: true },
  { name: 'משפחת דוד ושני', company: false },
];

/**
 * An off-road jeep tour operator's A4 "חשבונית מס קבלה / Tax Invoice-Receipt" with every label in
 * Hebrew and English (Open Sans or Roboto with Noto Sans Hebrew or Simple CLM; the English brand in URW
 * Gothic on a sand band): the brands in both languages, the Hebrew legal name (a company's "ח.פ. / Co.
 * No.", hyphenated on some, or the owner's "עוסק מורשה / Licensed Dealer") and the region, "מס' / No."
 * with the operator's letters ("DT-10482"), "תאריך / Date" (on or up to ten days after the tour), the
 * client (a company with its valid ח.פ., or a family with a valid ת.ז.), the tour's weekday and date,
 * route, meeting point and time, jeeps with driver-guides or adults and children per person, a Bedouin
 * lunch, a workshop or a photographer, a weekend supplement on some, "סה"כ לפני מע"מ / Subtotal",
 * VAT, "סה"כ / Total" with ₪ or NIS, the deposit paid at booking with its date and receipt number
 * and the balance paid.
 */
export const mixedJeepTourInvoice: Layout = {
  id: 'mixed-jeep-tour-invoice',
  lang: 'mixed',
  kind: 'tour invoice-receipt',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const tour = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(tour, rng.int(0, 10));
    const rate = israeliRate(date);
    const client = rng.pick(CLIENTS);
    const adults = client.company ? rng.int(12, 40) : rng.int(2, 6);
    const kids = client.company ? 0 : rng.int(0, 4);
    const rows: [string, string, string, number][] = [];
    if (client.company) {
      const jeeps = Math.ceil(adults / 7);
      const per = rng.pick([145000, 165000, 185000]);
      rows.push(["ג'יפ + נהג מדריך (עד 7 נוסעים)", 'Jeep with driver-guide (up to 7)', `${jeeps} × ${amount(per)}`, jeeps * per]);
    } else {
      const pa = rng.pick([24000, 28000, 32000]);
      rows.push(['משתתף מבוגר', 'Adult participant', `${adults} × ${amount(pa)}`, adults * pa]);
      if (kids) rows.push(['ילד/ה (4-12)', 'Child (4-12)', `${kids} × ${amount(pa - 6000)}`, kids * (pa - 6000)]);
    }
    const people = adults + kids;
    if (rng.chance(0.7)) rows.push(['ארוחת צהריים באוהל בדואי', 'Lunch in a Bedouin tent', `${people} × 95.00`, people * 9500]);
    if (rng.chance(0.4)) rows.push(['סדנת פיתות וקפה שחור', 'Pita & coffee workshop', `${people} × 45.00`, people * 4500]);
    if (client.company && rng.chance(0.6)) rows.push(['צלם/ת לאורך היום', 'Photographer, full day', '1', rng.pick([90000, 120000])]);
    const base = rows.reduce((a, r) => a + r[3], 0);
    const weekend = [5, 6].includes(new Date(`${tour}T12:00:00Z`).getUTCDay()) ? Math.round(base * 0.1) : 0;
    const net = base + weekend;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const deposit = Math.min(Math.round((total * 0.3) / 10000) * 10000, total - 10000);
    const docNo = `${o.prefix}-${rng.int(10000, 19999)}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd Month yyyy'] as const);
    const cur = rng.pick(['₪ x', 'x NIS', 'NIS x'] as const);
    const [routeHe, routeEn] = rng.pick(o.routes);
    const font = rng.pick(["'Open Sans','Noto Sans Hebrew'", "'Roboto','Simple CLM'"]);
    const idShown = o.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const f = (he: string, en: string, v: string) => `<div class="cell"><div class="k">${he} / <bdi>${en}</bdi></div><div class="v">${v}</div></div>`;
    const body = `<div class="band"><div class="brand">${esc(o.en)}</div><div class="heb">${esc(o.he)}</div></div>
<div class="lh"><div><b>${esc(o.legal)}</b> · ${o.company ? 'ח.פ. / Co. No.' : 'עוסק מורשה / Licensed Dealer'} ${idShown}<br>${esc(o.region[0])} · <bdi>${esc(o.region[1])}</bdi> · ${cellular(rng)}</div>
<div class="doc"><div class="t">חשבונית מס קבלה / <bdi>Tax Invoice-Receipt</bdi></div><div>מס' / <bdi>No.</bdi> <b><bdi>${docNo}</bdi></b></div><div>תאריך / Date: <b>${dt(date, fmt)}</b></div></div></div>
<div class="grid">${f('לכבוד', 'Bill to', `${esc(client.name)}<br>${client.company ? `ח.פ. ${taxId(rng)}` : `ת.ז. ${personalId(rng)}`} · ${cellular(rng)}`)}${f('יום הסיור', 'Tour date', `${heDay(tour)} · <bdi>${enDay(tour)}</bdi> · ${dt(tour, 'dd/mm/yyyy')}`)}
${f('מסלול', 'Route', `${esc(routeHe)}<br><bdi>${esc(routeEn)}</bdi>`)}${f('נקודת מפגש', 'Meeting point', `${rng.pick(['חניון מרכז המבקרים', 'תחנת הדלק בכניסה', 'לובי המלון'])} · ${rng.pick(['07:30', '08:00', '08:30', '14:00'])}`)}
${f('משתתפים', 'Participants', `<bdi>${adults} מבוגרים</bdi> / <bdi>${adults} adults</bdi>${kids ? ` · <bdi>${kids} ילדים</bdi> / <bdi>${kids} children</bdi>` : ''}`)}${f('הזמנה', 'Booking', `${rng.digits(6)} · ${rng.pick(['טלפונית / phone', 'אתר / website', 'וואטסאפ / WhatsApp'])}`)}</div>
<table class="it"><tr><th>פירוט / Description</th><th>כמות × מחיר / Qty × price</th><th>סכום / Amount</th></tr>${rows.map(([h, e, q, s]) => `<tr><td>${esc(h)}<br><span>${esc(e)}</span></td><td class="q">${q}</td><td>${amount(s)}</td></tr>`).join('')}
${weekend ? `<tr><td>תוספת סוף שבוע 10%<br><span>Weekend supplement 10%</span></td><td></td><td>${amount(weekend)}</td></tr>` : ''}</table>
<div class="bottom"><table class="pay"><tr><th colspan="2">תשלומים / Payments</th></tr><tr><td>מקדמה / Deposit ${dt(addDays(tour, -rng.int(10, 50)), 'dd/mm/yyyy')} · קבלה / Rcpt ${rng.int(2000, 4999)}</td><td>${amount(deposit)}</td></tr>
<tr><td>יתרה / Balance ${dt(date, 'dd/mm/yyyy')} · ${rng.pick(['אשראי / card', 'העברה / transfer', 'ביט / Bit'])}</td><td>${amount(total - deposit)}</td></tr><tr><td>יתרה לתשלום / Amount due</td><td>0.00</td></tr></table>
<table class="tot"><tr><td>סה"כ לפני מע"מ / Subtotal</td><td>${amount(net)}</td></tr><tr><td>מע"מ / VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ / Total</td><td>${sh(total, cur)}</td></tr></table></div>
<div class="sm">הסיור מתקיים בכפוף לתנאי מזג האוויר ולהנחיות רשות הטבע והגנים · Tours run subject to weather and Nature &amp; Parks Authority guidance · ביטול עד 7 ימים לפני הסיור ללא חיוב / Free cancellation up to 7 days before</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#2b2118;padding:12mm 14mm}.band{display:flex;justify-content:space-between;align-items:center;background:#e8d5b0;border-bottom:5px solid ${o.color};padding:4mm 5mm}
.brand{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:24px;color:${o.color};direction:ltr;letter-spacing:1px}.heb{font-size:19px;font-weight:bold}.lh{display:flex;justify-content:space-between;align-items:flex-start;margin:4mm 0;line-height:1.5}
.doc{text-align:left;border:1.5px solid ${o.color};padding:2mm 4mm}.t{font-weight:bold;font-size:14px;color:${o.color}}.grid{display:grid;grid-template-columns:1fr 1fr;gap:0;border:1px solid #cdbb98}.cell{padding:1.5mm 2.5mm;border-bottom:1px solid #e6dcc6}
.k{font-size:9px;color:#8d6e63}.v{font-size:11px}table{border-collapse:collapse}.it{width:100%;margin-top:5mm}.it th{background:${o.color};color:#fff;font-weight:normal;text-align:right;padding:1.5mm 2mm}.it th:last-child,.it td:last-child{text-align:left;white-space:nowrap}
.it td{padding:1.5mm 2mm;border-bottom:1px solid #e6dcc6;vertical-align:top}.it span{font-size:9px;color:#6d5c4b}.q{direction:ltr;text-align:right}.bottom{display:flex;justify-content:space-between;gap:8mm;margin-top:5mm;align-items:flex-start}
.pay{font-size:10px}.pay th{text-align:right;padding-bottom:1mm}.pay td{padding:0.8mm 2mm 0.8mm 0}.pay td:last-child{text-align:left;padding-right:4mm}.tot{width:88mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}
.b td{font-weight:bold;font-size:15px;border-top:2px solid #2b2118;border-bottom:2px solid #2b2118}.sm{margin-top:10mm;font-size:9px;color:#6d5c4b;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
