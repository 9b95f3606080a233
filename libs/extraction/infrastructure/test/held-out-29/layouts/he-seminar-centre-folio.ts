import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, house, lr, taxOn, vid } from './extra';

const ID = 'he-seminar-centre-folio';
const HOUSES = [
  { brand: '', legal: 'מרכז הכנסים נוף גליל בע"מ', company: true, label: 'ח.פ.', trade: '', addr: 'ד.נ. גליל תחתון, ליד כפר תבור' },
  { brand: 'בית העמק', legal: 'מרים גולדברג', company: false, label: 'עוסק מורשה', trade: 'אירוח סמינרים וימי עיון', addr: 'מושב נהלל, עמק יזרעאל' },
  { brand: 'SUMMIT HOUSE', legal: 'סאמיט האוס אירוח בע"מ', company: true, label: 'ח"פ', trade: '', addr: "רח' הגפן 2, זכרון יעקב" },
];
const CLIENTS = ['אלפא סייבר מערכות בע"מ', 'סטרימליין לוגיסטיקה בע"מ', 'פרי-גן שיווק חקלאי בע"מ', 'ביטוח הדר סוכנות בע"מ', 'לוגיקום תוכנה בע"מ'];

/** A seminar centre's A4 guest bill and tax invoice for a company's residential seminar: dated rows of rooms per night, full board per participant, hall hire by the day, coffee breaks, equipment; VAT added, payment on terms. */
export const heSeminarCentreFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const h = HOUSES[n % HOUSES.length];
    const id = vid(h.legal, h.company);
    const rate = israeliRate(date);
    const nights = rng.int(1, 3);
    const arrival = addDays(date, -nights);
    const people = rng.int(14, 60);
    const rooms = Math.ceil(people / rng.pick([1, 2, 2]));
    const roomRate = rng.int(38, 62) * 1000;
    const board = rng.int(16, 26) * 1000;
    const hall = rng.pick([180000, 240000, 320000]);
    const rows: { day: string; text: string; qty: number; unit: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      rows.push({ day: d, text: 'לינה – חדר סטנדרט', qty: rooms, unit: roomRate });
      rows.push({ day: d, text: 'פנסיון מלא למשתתף', qty: people, unit: board });
    }
    for (let i = 0; i <= nights; i++) {
      const d = addDays(arrival, i);
      rows.push({ day: d, text: i === nights ? 'אולם מליאה – חצי יום' : 'אולם מליאה – יום מלא', qty: 1, unit: i === nights ? hall / 2 : hall });
      rows.push({ day: d, text: 'הפסקת קפה ומאפה', qty: people * 2, unit: rng.pick([2400, 2800, 3200]) });
    }
    if (rng.chance(0.6)) rows.push({ day: addDays(arrival, 0), text: 'ערב גאלה – בר פתוח ונגן', qty: people, unit: rng.pick([9000, 12000, 14500]) });
    if (rng.chance(0.5)) rows.push({ day: arrival, text: 'מקרן, מערכת הגברה ומיקרופונים אלחוטיים', qty: nights + 1, unit: 45000 });
    if (rng.chance(0.4)) rows.push({ day: addDays(arrival, 1), text: 'חדר סדנאות נוסף', qty: 1, unit: 90000 });
    const lines = rows.map((r, i) => ({ ...r, i, sum: r.qty * r.unit })).sort((a, b) => a.day.localeCompare(b.day) || a.i - b.i);
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => String(rng.int(20000, 69999)), () => `BH-${rng.int(100, 999)}/${date.slice(2, 4)}`, () => `${date.slice(0, 4)}${rng.digits(4)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick(["'Frank Ruehl CLM','Liberation Serif'", "'Noto Serif Hebrew'", "'David CLM','FreeSerif'"]);
    const client = rng.pick(CLIENTS);
    const idText = h.company && rng.chance(0.5) ? hyphenId(id) : id;
    const terms = rng.pick([30, 45]);
    const tr = lines.map((l) => `<tr><td>${lr(dt(l.day, 'dd/mm'))}</td><td>${esc(l.text)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.sum)}</td></tr>`).join('');
    const hill = `<svg width="60" height="30" viewBox="0 0 60 30"><path d="M0 28 L18 8 L28 18 L40 4 L60 28 Z" fill="#5c7c3a"/><circle cx="48" cy="8" r="4" fill="#d9a521"/></svg>`;
    const body = `<div class="pg"><div class="head">${hill}<div class="who"><div class="nm">${esc(h.brand || h.legal)}</div>${h.brand ? `<div class="lg">${esc(h.legal)}</div>` : ''}${h.trade ? `<div>${esc(h.trade)}</div>` : ''}<div>${esc(h.addr)} · ${h.label} ${lr(idText)}</div></div></div>
<div class="title">חשבון אורח – חשבונית מס</div>
<table class="meta"><tr><td>מס' חשבונית</td><td><b>${lr(docNo)}</b></td><td>תאריך</td><td><b>${lr(dt(date, fmt))}</b></td></tr>
<tr><td>לכבוד</td><td>${esc(client)}</td><td>ח.פ. / מס' עוסק</td><td>${lr(vid(client, true))}</td></tr>
<tr><td>שם האירוע</td><td>${rng.pick(['כנס הנהלה שנתי', 'סמינר צוות פיתוח', 'השתלמות עובדים', 'יום גיבוש וסדנאות'])}</td><td>מס' הזמנה</td><td>${lr(`EV${rng.int(1000, 9999)}`)}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrival)} ${lr(dt(arrival, 'dd/mm/yyyy'))}</td><td>עזיבה</td><td>${heDay(date)} ${lr(dt(date, 'dd/mm/yyyy'))}</td></tr>
<tr><td>משתתפים</td><td>${people}</td><td>חדרים</td><td>${rooms}</td></tr></table>
<table class="lines"><tr><th>יום</th><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${tr}</table>
<div class="sum"><table><tr><td>סה"כ חיובים</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table></div>
<p>התשלום בהעברה בנקאית בתנאי שוטף + ${terms} ימים. איש קשר בצד הלקוח: ${rng.pick(['שירה כ.', 'עמית ל.', 'רנא ס.'])}.<br>מחירי הלינה והפנסיון כוללים שימוש בבריכה ובחדר הכושר. תודה שבחרתם לקיים את האירוע אצלנו!</p></div>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;color:#222}.pg{padding:12mm 15mm}.head{display:flex;gap:5mm;align-items:center;border-bottom:2px solid #5c7c3a;padding-bottom:3mm}.nm{font-size:26px;font-weight:bold;color:#3d5a22}.lg{font-size:15px;font-weight:bold}.who{line-height:1.5}
.title{font-size:19px;font-weight:bold;text-align:center;margin:5mm 0 3mm}.meta{width:100%;border-collapse:collapse;margin-bottom:4mm}.meta td{border:1px solid #c9d3bd;padding:1.3mm 2mm}.meta td:nth-child(odd){background:#f0f4ea;width:18%}
.lines{width:100%;border-collapse:collapse}.lines th{border-bottom:2px solid #3d5a22;text-align:right;padding:1.2mm}.lines td{padding:1mm 1.2mm;border-bottom:1px solid #e4e4e4}.lines td:nth-child(n+3){text-align:left}
.sum{display:flex;justify-content:flex-end;margin-top:4mm}.sum table{width:80mm;border-collapse:collapse}.sum td{padding:1.3mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #3d5a22;border-bottom:2px solid #3d5a22}p{margin-top:8mm;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: h.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
