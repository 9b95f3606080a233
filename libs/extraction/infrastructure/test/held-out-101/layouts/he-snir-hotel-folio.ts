import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-snir-hotel-folio';

/** Room, agorot a night with VAT in 2022: weekday, Thursday and Friday nights. */
const ROOMS: [string, number, number][] = [
  ['חדר זוגי נוף להר', 69000, 89000],
  ["סוויטה עם ג'קוזי", 98000, 125000],
  ['חדר משפחה (4 נפשות)', 85000, 109000],
  ['בקתת עץ עם מרפסת', 110000, 139000],
];
/** Extra, agorot with VAT in 2022. */
const EXTRAS: [string, number][] = [
  ['ארוחת ערב שף לזוג', 42000],
  ['יין הבית – בקבוק', 14000],
  ["עיסוי שוודי 50 דק'", 32000],
  ["צ'ק-אאוט מאוחר", 15000],
  ['סל פיקניק לזוג', 19000],
  ['ערכת מנגל ופחמים', 9000],
  ['קפה ועוגה בחדר', 6000],
];

/**
 * A country guest house at Mas'ade, the guest's folio at departure, A4 (Hadasim CLM for the name, Frank Ruehl CLM):
 * "מראות שניר" large with "בית הארחה כפרי · מסעדה" in a heavy double frame, the company "מראות שניר אירוח בע"מ"
 * with "ח.פ" hyphenated and the phone; "חשבון אורח" four digits (a distractor) beside "חשבונית מס / קבלה" with
 * "מס'" nnn-nnn; the guest, persons, room and a grid of "תאריך הגעה" and "תאריך עזיבה" (weekday and dd.mm.yyyy), the
 * nights and the booking date (10-60 days before arrival; distractors); postings dd.mm with each night's rate
 * (Thursday and Friday nights dearer; breakfast included) and extras; the deposit at booking and the rest at departure
 * as credits; "סה"כ חיובים" "₪ …", "מתוכם מע"מ n%" (contained), "סה"כ שולם" and "יתרה 0.00"; dated the departure.
 */
export const heSnirHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const booked = plus(arrival, -rng.int(10, 60));
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const [room, week, end] = rng.pick(ROOMS);
    const posts: { day: string; name: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      posts.push({ day: night, name: `לינה – ${room} כולל ארוחת בוקר${dear ? ' (סוף שבוע)' : ''}`, sum: Math.round(((dear ? end : week) * rise) / 1000) * 1000 });
    }
    for (const [name, p] of rng.some(EXTRAS, rng.int(1, 3))) posts.push({ day: plus(arrival, rng.int(0, nights)), name, sum: Math.round((p * rise) / 1000) * 1000 });
    posts.sort((a, b) => a.day.localeCompare(b.day));
    const gross = total(posts.map((p) => p.sum));
    const deposit = Math.round((total(posts.filter((p) => p.name.startsWith('לינה')).map((p) => p.sum)) * 3) / 10000) * 1000;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מראות שניר אירוח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(100, 999)}-${rng.digits(3)}`;
    const persons = room.includes('משפחה') ? 4 : 2;
    const num = (s: string) => s.replace(/\d+/g, (m) => ltr(m));
    const body = `<div class="frame"><div class="nm">מראות שניר</div><div>בית הארחה כפרי · מסעדה</div><div class="sm">${vendorName} · ח.פ ${ltr(hyphenId(taxId))} · מסעדה, רמת הגולן · ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<div class="docs"><div>חשבון אורח <b>${ltr(String(rng.int(1000, 9999)))}</b></div><div class="inv">חשבונית מס / קבלה &nbsp; מס' <b>${ltr(doc)}</b></div></div>
<table class="g"><tr><th>שם האורח</th><th>נפשות</th><th>חדר</th><th>תאריך הגעה</th><th>תאריך עזיבה</th><th>לילות</th><th>הוזמן</th></tr>
<tr><td>${rng.pick(['נועה ואלון גרינברג', 'רונן אבוטבול', 'דנה ועידו לוי', 'סאמי ונור חסון', 'מיכל שחר'])}<br><span class="sm">${ltr(cellular(rng))}</span></td><td>${ltr(String(persons))}</td><td>${num(room)}</td><td>${heDay(arrival)}<br>${ltr(dt(arrival, 'dd.mm.yyyy'))}</td><td>${heDay(date)}<br>${ltr(dt(date, 'dd.mm.yyyy'))}</td><td>${ltr(String(nights))}</td><td>${ltr(dt(booked, 'dd.mm.yy'))}</td></tr></table>
<table class="t"><tr><th>תאריך</th><th>פירוט</th><th>חיוב</th><th>זיכוי</th></tr>${posts.map((p) => `<tr><td>${ltr(dt(p.day, 'dd/mm'))}</td><td>${num(p.name)}</td><td>${ltr(amount(p.sum))}</td><td></td></tr>`).join('')}
<tr><td>${ltr(dt(booked, 'dd/mm'))}</td><td>מקדמה בהזמנה – ${rng.pick(['העברה בנקאית', 'כרטיס אשראי'])}</td><td></td><td>${ltr(amount(deposit))}</td></tr><tr><td>${ltr(dt(date, 'dd/mm'))}</td><td>תשלום בעזיבה – כרטיס אשראי ${ltr(`**** ${rng.digits(4)}`)}</td><td></td><td>${ltr(amount(gross - deposit))}</td></tr></table>
<table class="s"><tr class="b"><td>סה"כ חיובים</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><td>מתוכם מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr><td>סה"כ שולם</td><td>${ltr(amount(gross))}</td></tr><tr><td>יתרה</td><td>${ltr('0.00')}</td></tr></table>
<div class="ft">תודה שהתארחתם אצלנו! שעת עזיבה ${ltr('11:00')} · ${ltr('www.marot-snir.co.il')}</div>`;
    const css = `body{font-family:'Frank Ruehl CLM';font-size:13px;padding:14mm 16mm}.frame{border:6px double #333;text-align:center;padding:8px}.nm{font-family:'Hadasim CLM';font-size:38px;font-weight:bold;line-height:1.1}.sm{font-size:11px}
.docs{display:flex;justify-content:space-between;align-items:baseline;margin:14px 0 8px}.inv{font-size:17px;border-bottom:2px solid #333}.g{width:100%;border-collapse:collapse}.g th{font-size:11px;font-weight:normal;background:#eee;border:1px solid #999;padding:3px}.g td{border:1px solid #999;padding:4px;text-align:center}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{border-bottom:2px solid #333;text-align:start;padding:4px}.t td{padding:4px;border-bottom:1px solid #ccc}.t td:nth-child(n+3){text-align:left;width:25mm}.t td:first-child{width:16mm}
.s{margin:14px auto 0 0;min-width:70mm;border-collapse:collapse}.s td{padding:3px 8px}.s td:last-child{text-align:left}.s .b{font-weight:bold;font-size:16px;border-top:2px solid #333;border-bottom:2px solid #333}.ft{margin-top:30px;text-align:center;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
