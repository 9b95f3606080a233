import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, hyphenId } from '../../generalisation/notation';

const CHAINS = [
  { brand: 'סינמה אופק', legal: 'אופק בתי קולנוע בע"מ', color: '#7a0f2e', site: 'ofek-cinema.co.il', halls: ['גלילות', 'מרכז העיר חיפה', 'פארק הים אשקלון'] },
  { brand: 'קולנוע הירח', legal: 'הירח הפקות ובתי קולנוע בע"מ', color: '#1d2a6b', site: 'yareach.co.il', halls: ['קניון הזהב ראשל"צ', 'כפר סבא הירוקה', 'מודיעין סנטר'] },
  { brand: 'מסך הזהב', legal: 'מסך הזהב (1994) בע"מ', color: '#8a6a00', site: 'goldscreen.co.il', halls: ['ירושלים – תלפיות', 'באר שבע – גרנד', 'נהריה'] },
];
const FILMS = ['אגדת המגדלור', 'הטיסה האחרונה לרומא', 'חתולי הרחוב 3 (מדובב)', 'שקט על הסט', 'כוכב צפון', 'הבריחה מאלקטרז – גרסה משוחזרת'];
const SNACKS: [string, number][] = [
  ['קומבו זוגי (פופקורן גדול + 2 שתייה)', 5900],
  ['פופקורן בינוני', 2600],
  ["נאצ'וס עם גבינה", 2900],
  ['מים מינרליים', 1200],
  ['שתייה קלה 500 מ"ל', 1500],
];

/**
 * A cinema chain's booking confirmation printed from an e-mail (Noto Sans Hebrew): the brand in a
 * dark band, "ההזמנה שלך אושרה!", the film, hall, the screening on a later day with weekday and
 * time, the seats (row and seat numbers), a booking code in letters and digits, tickets by type
 * (regular, student, senior, club) × price, a per-ticket booking fee, a snack pre-order, "סה"כ
 * שולם", the VAT included, the card's last digits; the tax invoice-receipt number, its date (the
 * purchase date) and the chain's legal name and ח.פ. in a grey block at the bottom.
 */
export const heCinemaBooking: Layout = {
  id: 'he-cinema-booking',
  lang: 'he',
  kind: 'online order',
  make(rng: Rng) {
    const c = rng.pick(CHAINS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-01', '2026-03-25');
    const rate = israeliRate(date);
    const show = addDays(date, rng.int(0, 9));
    const at = rng.pick([16 * 60 + 30, 19 * 60, 19 * 60 + 45, 21 * 60 + 30, 22 * 60 + 15]);
    const types: [string, number][] = [
      ['רגיל', rng.pick([4400, 4600, 4900])],
      ['סטודנט', rng.pick([3600, 3800])],
      ['גמלאי', rng.pick([3200, 3400])],
      ['חבר מועדון', rng.pick([3500, 3900])],
    ];
    const tickets = rng.some(types, rng.int(1, 2)).map(([t, p]) => ({ t, p, n: rng.int(1, 3) }));
    const count = tickets.reduce((a, t) => a + t.n, 0);
    const fee = rng.pick([0, 300, 450]);
    const snacks = rng.chance(0.6) ? rng.some(SNACKS, rng.int(1, 2)) : [];
    const total = tickets.reduce((a, t) => a + t.n * t.p, 0) + count * fee + snacks.reduce((a, [, p]) => a + p, 0);
    const vat = vatOfGross(total, rate);
    const docNo = `${rng.int(10, 99)}${rng.digits(6)}`;
    const film = rng.pick(FILMS);
    const code = `${rng.pick(['K', 'M', 'T', 'Z'])}${rng.pick(['Q', 'R', 'W'])}${rng.digits(5)}`;
    const row = rng.int(4, 14);
    const seat0 = rng.int(3, 16);
    const seats = Array.from({ length: count }, (_, i) => seat0 + i).join(', ');
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const m = (x: number) => `₪${(x / 100).toFixed(2)}`;
    const lines = [
      ...tickets.map((t) => `<tr><td>כרטיס ${t.t} × ${t.n}</td><td>${m(t.n * t.p)}</td></tr>`),
      ...(fee ? [`<tr><td>דמי הזמנה (${m(fee)} לכרטיס)</td><td>${m(count * fee)}</td></tr>`] : []),
      ...snacks.map(([s, p]) => `<tr><td>${esc(s)}</td><td>${m(p)}</td></tr>`),
    ].join('');
    const legalId = rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const body = `<div class="m">
<div class="mh">מאת: ${c.brand} &lt;tickets@${c.site}&gt;<br>נושא: אישור הזמנה ${code} – ${esc(film)}</div>
<div class="band">${esc(c.brand)}</div>
<h1>ההזמנה שלך אושרה!</h1>
<div class="card"><div class="film">${esc(film)}</div>
<div>${esc(c.brand)} ${esc(rng.pick(c.halls))} · אולם ${rng.int(1, 12)}</div>
<div class="when">${heDay(show)}, ${dt(show, ds)} · ${hhmm(at)}</div>
<div>שורה ${row} · כיסאות ${seats}</div>
<div class="code">קוד הזמנה: <b>${code}</b></div></div>
<table>${lines}<tr class="g"><td>סה"כ שולם</td><td>${m(total)}</td></tr><tr class="v"><td>כולל מע"מ ${rate}%</td><td>${m(vat)}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${rng.digits(4)} · ${dt(date, ds)} ${hhmm(rng.int(8 * 60, 23 * 60))}</div>
<p>יש להציג את קוד ההזמנה בכניסה לאולם. ביטול עד שעתיים לפני ההקרנה באתר.</p>
<div class="legal">חשבונית מס/קבלה מס' ${docNo} · תאריך ${dt(date, ds)}<br>${esc(c.legal)} · ח.פ. ${legalId} · ${c.site}</div>
</div>`;
    const css = `body{font-family:'Noto Sans Hebrew',sans-serif;font-size:13px;color:#222;background:#fff}
.m{width:100mm;padding:5mm 6mm 8mm}
.mh{font-size:10px;color:#666;border-bottom:1px solid #ddd;padding-bottom:2mm;margin-bottom:3mm}
.band{background:${c.color};color:#fff;font-size:22px;font-weight:bold;padding:3mm;text-align:center;border-radius:2mm}
h1{font-size:18px;text-align:center;margin:4mm 0}
.card{border:1px solid #ccc;border-radius:3mm;padding:3mm;line-height:1.6}
.film{font-size:17px;font-weight:bold}.when{font-weight:bold;color:${c.color}}
.code{margin-top:1mm;font-size:14px}
table{width:100%;border-collapse:collapse;margin-top:4mm}td{padding:1mm 0}td:last-child{text-align:left}
.g td{font-weight:bold;font-size:16px;border-top:1px solid #333}.v td{font-size:11px;color:#555}
.pay{font-size:11px;margin-top:2mm}p{font-size:11px;color:#555}
.legal{background:#f1f1f1;color:#666;font-size:10px;padding:2mm;margin-top:4mm;line-height:1.5}`;
    return {
      page: '110mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '110mm 230mm', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
