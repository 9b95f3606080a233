import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId, personalId, share } from '../../generalisation/notation';
import { ltr, stirred, vendorId } from './extra';

const HOTELS = [
  {
    brand: 'קן לידה',
    sub: 'מלונית יולדות · צוות אחיות ומיילדות 24/7',
    owner: '',
    legal: 'קן לידה מלוניות יולדות בע"מ',
    label: 'ח.פ.',
    company: true,
    addr: 'מגדל האשפוז, קומה 7, המרכז הרפואי הדסה הר הצופים, ירושלים',
    night: [98000, 124000],
    hyphen: false,
  },
  {
    brand: 'רגע של שקט',
    sub: 'בית החלמה ליולדת ולתינוק',
    owner: 'רבקה גרינשפן - מיילדת מוסמכת',
    legal: 'רבקה גרינשפן',
    label: 'עוסק מורשה',
    company: false,
    addr: "רח' הנרקיסים 6, זכרון יעקב",
    night: [78000, 96000],
    hyphen: false,
  },
  {
    brand: 'אמא ותינוק',
    sub: 'מלונית החלמה אחרי לידה · ליד בית החולים',
    owner: '',
    legal: 'אם ותינוק הארחה רפואית בע"מ',
    label: 'ח"פ',
    company: true,
    addr: "שד' רוטשילד 2, פתח תקווה",
    night: [88000, 112000],
    hyphen: true,
  },
];
const HOSPITALS = ['מרכז רפואי שיבא', 'בית החולים בילינסון', 'המרכז הרפואי מאיר', 'בית החולים לניאדו', 'הדסה עין כרם'];
const FUNDS = ['כללית מושלם', 'מכבי שלי', 'מאוחדת עדיף', 'לאומית זהב'];
const MOTHERS = ['הדס כהן-לוי', 'מאיה פרידמן', 'אסנת יוסף', 'רוני אברמוב', 'נגה שפירא', 'ליאת מנסור'];

/**
 * A maternity hotel's folio on A4 (Hadasim CLM, Noto Serif Hebrew or FreeSerif; the brand in Ellinia CLM under
 * a drawn crescent, soft pink rules): the company, or the owner's name with her credential after a dash
 * ("רבקה גרינשפן - מיילדת מוסמכת") and "עוסק מורשה", with the id (hyphenated on some) and address; "חשבונית מס
 * / קבלה", "מס'" ("24-0871" or five digits), "תאריך" the departure, "הזמנה"; the mother with a valid "ת.ז.",
 * her mobile, the partner, the baby's birth date and hospital, "חדר"; "תאריך כניסה" and "תאריך יציאה" with the
 * weekday, nights; a dated row a night for mother and baby, the partner's stay and dinners, grandparents'
 * Shabbat meal, a lactation consultation, a newborn photo session; "סה"כ לפני מע"מ", "מע"מ 17%/18%", "סה"כ
 * כולל מע"מ"; the deposit paid on booking with its date, the card at departure and "יתרה לתשלום 0.00"; the
 * health fund's expected refund a night, printed and not taken off.
 */
export const heMaternityHotelFolio: Layout = {
  id: 'he-maternity-hotel-folio',
  lang: 'he',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-maternity-hotel-folio');
    const h = rng.pick(HOTELS);
    const vendorTaxId = vendorId(h.legal, h.company);
    const arrival = randomDate(rng, '2023-06-10', '2026-03-20');
    const nights = rng.int(2, 5);
    const date = addDays(arrival, nights);
    const rate = israeliRate(date);
    const birth = addDays(arrival, -rng.int(1, 3));
    const night = rng.int(h.night[0] / 1000, h.night[1] / 1000) * 1000;
    const partner = rng.chance(0.7);
    type Row = { day: string; name: string; qty: number; unit: number };
    const rows: Row[] = [];
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      rows.push({ day, name: 'לינה ליולדת ותינוק - חדר פרטי, פנסיון מלא', qty: 1, unit: night });
      if (partner) rows.push({ day, name: 'תוספת לינת בן/בת זוג', qty: 1, unit: 22000 });
    }
    if (partner) rows.push({ day: '', name: 'ארוחות ערב לבן/בת הזוג', qty: nights, unit: 8500 });
    if (rng.chance(0.4)) rows.push({ day: '', name: 'ארוחת שבת לסבא וסבתא', qty: rng.int(2, 4), unit: 11000 });
    if (rng.chance(0.6)) rows.push({ day: '', name: 'ייעוץ הנקה פרטני (IBCLC)', qty: 1, unit: 32000 });
    if (rng.chance(0.35)) rows.push({ day: '', name: 'צילומי ניו-בורן בחדר', qty: 1, unit: 55000 });
    const net = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const deposit = Math.round(share(total, rng.pick([20, 25, 30])) / 100) * 100;
    const depositDay = addDays(arrival, -rng.int(20, 120));
    const docNo = rng.chance(0.5) ? `${date.slice(2, 4)}-${String(rng.int(100, 2400)).padStart(4, '0')}` : String(rng.int(30000, 79999));
    const font = rng.pick(['Hadasim CLM', 'Noto Serif Hebrew', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const refund = rng.int(25, 45) * 1000;
    const moon = `<svg width="40" height="40" viewBox="0 0 40 40"><path d="M26 4 A16 16 0 1 0 36 30 A13 13 0 1 1 26 4 Z" fill="#d9879a"/><circle cx="31" cy="10" r="1.6" fill="#d9879a"/><circle cx="35" cy="17" r="1" fill="#d9879a"/></svg>`;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="head"><div class="id">${moon}<div><div class="brand">${esc(h.brand)}</div><div class="sub">${esc(h.sub)}</div></div></div>
<div class="legal">${esc(h.owner || h.legal)}<br>${h.label} ${ltr(h.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(h.addr)}<br>טל' ${ltr(cellular(rng))}</div></div>
<div class="rule"></div>
<div class="titlerow"><div class="title">חשבונית מס / קבלה</div><table class="num">${kv("מס'", `<b>${ltr(docNo)}</b>`)}${kv('תאריך', d(date))}${kv('הזמנה', ltr(`R${rng.int(10000, 99999)}`))}</table></div>
<div class="boxes"><table class="box">${kv('שם האורחת', esc(rng.pick(MOTHERS)))}${kv('ת.ז.', ltr(personalId(rng)))}${kv('נייד', ltr(cellular(rng)))}${partner ? kv('בן/בת זוג', esc(rng.pick(['אלון', 'יונתן', 'עמית', 'סהר', 'מוחמד', 'דניאל']))) : ''}</table>
<table class="box">${kv('לידה', `${d(birth)} · ${esc(rng.pick(HOSPITALS))}`)}${kv('תאריך כניסה', `${heDay(arrival)} ${d(arrival)}`)}${kv('תאריך יציאה', `${heDay(date)} ${d(date)}`)}${kv('לילות', String(nights))}${kv('חדר', String(rng.int(101, 318)))}</table></div>
<table class="t"><tr><th>תאריך</th><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows
      .map((r) => `<tr><td>${r.day ? ltr(dt(r.day, 'dd/mm')) : ''}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`)
      .join('')}</table>
<div class="bottom"><div class="pay"><b>תשלומים</b><br>מקדמה ששולמה בהזמנה, ${d(depositDay)}: ${ltr(amount(deposit))} ₪<br>${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${ltr(`****${rng.digits(4)}`)} ביציאה: ${ltr(amount(total - deposit))} ₪<br>יתרה לתשלום: 0.00 ₪</div>
<table class="sum">${kv('סה"כ לפני מע"מ', amount(net))}${kv(`מע"מ ${rate}%`, amount(vat))}<tr class="g"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ₪</td></tr></table></div>
<div class="fund">להגשה לקופת החולים (${esc(rng.pick(FUNDS))}): החזר צפוי של עד ${ltr(amount(refund))} ₪ ללילה, עד 3 לילות, ישירות לחשבון האורחת. ההחזר אינו מנוכה מחשבונית זו.</div>
<div class="foot">מזל טוב! · המסמך הופק ממערכת ממוחשבת · מקור</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:11px;color:#2a2226;padding:13mm 15mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.id{display:flex;gap:3mm;align-items:center}.brand{font-family:'Ellinia CLM','Noto Sans Hebrew',sans-serif;font-size:30px;color:#a8455d}.sub{font-size:10px;color:#6b5a60}
.legal{font-size:10px;line-height:1.5;text-align:left}.rule{height:2px;background:#e8b4c0;margin:3mm 0 4mm}
.titlerow{display:flex;justify-content:space-between;align-items:center}.title{font-size:19px;font-weight:bold}.num td{padding:0.5mm 2mm}.num td:first-child{color:#6b5a60}
.boxes{display:flex;gap:6mm;margin:4mm 0}.box{flex:1;border:1px solid #e8b4c0;border-radius:2mm;padding:1mm;border-collapse:separate}.box td{padding:0.6mm 1.5mm}.box td:first-child{color:#6b5a60;width:24mm}
.t{width:100%;border-collapse:collapse}.t th{background:#f7e3e8;padding:1.2mm;text-align:right}.t td{padding:1mm;border-bottom:0.5px solid #ecd3da}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left}
.bottom{display:flex;justify-content:space-between;align-items:flex-start;margin-top:4mm}.pay{line-height:1.7;font-size:10.5px}.sum{border-collapse:collapse;min-width:70mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #2a2226}
.fund{margin-top:6mm;background:#fbf1f3;padding:2mm 3mm;font-size:10px}.foot{margin-top:8mm;text-align:center;font-size:9.5px;color:#6b5a60}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
