import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, amutaId, dated, lr, taxOn, vid, house } from './extra';

const ID = 'he-sports-village-guesthouse-folio';
const HOSTS = [
  { brand: '', legal: 'כפר הספורט הצפוני בע"מ', company: true, label: 'ח.פ.', trade: '', addr: 'דרך הספורט 1, קריית שמונה' },
  { brand: 'מגורי אלופים', legal: 'רפאל דהן', company: false, label: 'עוסק מורשה', trade: 'אירוח קבוצות ספורט ומחנות אימון', addr: 'ליד אולם הספורט, מצפה רמון' },
  { brand: 'ATHLETE INN', legal: 'אתלט אין אירוח בע"מ', company: true, label: 'ח"פ', trade: '', addr: "רח' האצטדיון 7, נתניה" },
];
const TEAMS = ['מועדון השחייה גלי עמק', 'אגודת הכדורעף הפועל מרכז', 'עמותת האתלטיקה רצי השרון', "מועדון הג'ודו מכבי גליל"];

/** A sports village guesthouse's folio and tax invoice-receipt on A4 for a visiting team's training camp: the association with its own ע"ר, the coach, arrival and departure with weekdays, dated rows of rooms by the night, full board per athlete, pool lanes and gym hours, a physio room, kit laundry by the kilo; VAT added; the deposit weeks before and the balance at departure as payments, balance 0.00. */
export const heSportsVillageGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const h = HOSTS[n % HOSTS.length];
    const id = vid(h.legal, h.company);
    const rate = israeliRate(date);
    const nights = rng.int(2, 5);
    const arrival = addDays(date, -nights);
    const team = rng.pick(TEAMS);
    const athletes = rng.int(10, 26);
    const staff = rng.int(2, 4);
    const rooms = Math.ceil((athletes + staff) / 3);
    const roomRate = Math.round(rng.int(28000, 46000) / 500) * 500;
    const board = Math.round(rng.int(14000, 21000) / 100) * 100;
    const lane = rng.pick([9000, 12000, 15000]);
    const laneHours = rng.int(4, 12);
    const gym = rng.pick([25000, 35000]);
    const rows: { day: string; text: string; q: string; u: number; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      rows.push({ day: d, text: `לינה – ${rooms} חדרים (3 מיטות בחדר)`, q: String(rooms), u: roomRate, sum: rooms * roomRate });
      rows.push({ day: d, text: 'פנסיון מלא לספורטאי/ת ולצוות', q: String(athletes + staff), u: board, sum: (athletes + staff) * board });
    }
    rows.push({ day: arrival, text: 'מסלולים בבריכה האולימפית (שעת מסלול)', q: String(laneHours), u: lane, sum: laneHours * lane });
    if (rng.chance(0.6)) rows.push({ day: addDays(arrival, 1), text: 'חדר כושר – שימוש קבוצתי ליום', q: String(nights - 1 || 1), u: gym, sum: (nights - 1 || 1) * gym });
    if (rng.chance(0.5)) rows.push({ day: addDays(arrival, 1), text: 'חדר פיזיותרפיה (יום)', q: '1', u: 18000, sum: 18000 });
    if (rng.chance(0.6)) {
      const kg = rng.int(12, 40);
      rows.push({ day: addDays(date, -1), text: `כביסת ביגוד אימון (${kg} ק"ג × 14.00)`, q: '1', u: kg * 1400, sum: kg * 1400 });
    }
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const net = add(rows.map((r) => r.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const deposit = Math.round((total * rng.pick([20, 30, 40])) / 100 / 10000) * 10000;
    const depositDay = addDays(arrival, -rng.int(14, 45));
    const balance = total - deposit;
    const docNo = house(ID, n, [() => `${rng.int(10, 99)}${rng.digits(5)}`, () => `SV-${rng.int(1000, 9999)}`, () => `${date.slice(0, 4)}/${rng.int(100, 999)}`])();
    const folio = `${rng.int(50000, 59999)}`;
    const booking = `GRP-${rng.int(1000, 9999)}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Hadasim CLM'", "'Noto Sans Hebrew'", "'DejaVu Sans'"]);
    const idText = h.company && rng.chance(0.5) ? hyphenId(id) : id;
    const medal = `<svg width="40" height="52" viewBox="0 0 40 52"><path d="M10 0 L20 18 L30 0" fill="none" stroke="#c62828" stroke-width="5"/><circle cx="20" cy="34" r="15" fill="#f9a825" stroke="#8d6e00" stroke-width="2"/><text x="20" y="40" font-size="15" text-anchor="middle" fill="#5d4300" font-family="sans-serif">1</text></svg>`;
    const body = `<div class="pg"><div class="top">${medal}<div><div class="nm">${esc(h.brand || h.legal)}</div>${h.brand ? `<div class="own">${esc(h.legal)}</div>` : ''}${h.trade ? `<div>${esc(h.trade)}</div>` : ''}<div class="sm">${esc(h.addr)} · ${lr(`04-${rng.int(6000000, 9999999)}`)}</div></div>
<div class="box"><div class="t">חשבון אורח · חשבונית מס / קבלה</div><div>מספר: <b>${lr(docNo)}</b></div><div>תאריך: <b>${lr(dt(date, fmt))}</b></div><div class="sm">פוליו ${lr(folio)} · הזמנה ${lr(booking)}</div></div></div>
<div class="grid"><div><span>האורח</span><b>${esc(team)}</b><br>ע"ר ${lr(amutaId(team))}</div><div><span>אחראי/ת קבוצה</span>${rng.pick(['המאמן אייל', 'המאמנת סבטלנה', "המאמן ג'ורג'", 'המאמנת שני'])}<br>${lr(cellular(rng))}</div>
<div><span>הגעה</span>${heDay(arrival)} ${lr(dt(arrival, 'dd/mm/yyyy'))} 15:00</div><div><span>עזיבה</span>${heDay(date)} ${lr(dt(date, 'dd/mm/yyyy'))} 11:00</div><div><span>משתתפים</span>${athletes} ספורטאים · ${staff} אנשי צוות</div><div><span>לילות</span>${nights}</div></div>
<table><tr><th>תאריך</th><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${rows.map((r) => `<tr><td>${lr(dt(r.day, 'dd/mm'))}</td><td>${r.text}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.sum)}</td></tr>`).join('')}</table>
<div class="low"><table class="pay"><tr><th colspan="2">תשלומים</th></tr><tr><td>מקדמה בהעברה ${lr(dt(depositDay, 'dd/mm/yyyy'))}</td><td>${amount(deposit)}</td></tr><tr><td>יתרה באשראי ${lr(`****${rng.digits(4)}`)} ביום העזיבה</td><td>${amount(balance)}</td></tr><tr><td>סה"כ תשלומים</td><td>${amount(total)}</td></tr><tr><td>יתרה לתשלום</td><td>0.00</td></tr></table>
<table class="tot"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${amount(total)}</td></tr></table></div>
<div class="foot">${esc(h.legal)} · ${h.label} ${lr(idText)} · שעות שקט במגורים 22:30–06:30 · הזמנת מחנה הבא: ${lr(`camps@${rng.pick(['sportvillage', 'athleteinn', 'aloufim'])}.co.il`)}</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#1c1c1c}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:12mm 14mm;position:relative}
.top{display:flex;gap:4mm;align-items:flex-start;border-bottom:3px solid #c62828;padding-bottom:3mm}.nm{font-size:25px;font-weight:bold;color:#c62828}.own{font-weight:bold;font-size:14px}.sm{font-size:10px;color:#555}
.box{margin-right:auto;border:2px solid #c62828;padding:2.5mm 4mm;line-height:1.6}.t{font-weight:bold;font-size:14px}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:2mm 6mm;margin:5mm 0;line-height:1.5}.grid span{display:block;color:#c62828;font-size:10px}
table{width:100%;border-collapse:collapse}th{background:#fbe9e7;text-align:right;padding:1.4mm}td{padding:1.3mm;border-bottom:1px solid #eee}td:nth-child(n+3){text-align:left}
.low{display:flex;gap:8mm;justify-content:space-between;margin-top:5mm}.pay{width:95mm}.pay td:last-child{text-align:left}.tot{width:70mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14.5px;border-top:2px solid #c62828}
.foot{position:absolute;bottom:10mm;right:14mm;left:14mm;border-top:1px solid #c62828;padding-top:2mm;font-size:10px;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: h.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
