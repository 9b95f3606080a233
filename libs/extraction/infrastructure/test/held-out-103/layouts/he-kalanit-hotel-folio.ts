import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn, weekdayOf } from './extra';

const ID = 'he-kalanit-hotel-folio';

/** Room, agorot a weekday night and a weekend night (Thursday and Friday) in 2022, VAT and breakfast included. */
const ROOMS: [string, number, number][] = [
  ['חדר גפן זוגי', 89000, 119000],
  ["סוויטת זית עם ג'קוזי", 129000, 164000],
  ['יחידה משפחתית תאנה', 109000, 145000],
  ['בקתת עץ אלון', 99000, 132000],
];
/** Extra, agorot a unit in 2022, and how many units at most. */
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב גלילית', 14500, 4],
  ['מגש פירות ויין בחדר', 18000, 1],
  ["עיסוי שוודי 50 דק'", 32000, 2],
  ['השכרת אופניים ליום', 9000, 4],
  ["צ'ק-אאוט מאוחר", 15000, 1],
  ['מיני בר', 2800, 3],
  ['סל פיקניק לטיול', 16500, 1],
];
const GUESTS = ['משפחת ברקוביץ', 'שירן ועומר דהן', 'נועה לביא', 'משפחת אבוטבול', 'יעל ואיתי גורדון', 'רונית קליין'];

/**
 * A country guest house at Yavne'el, the guest's folio at departure, A4 (Stam Sefarad CLM for the name, David CLM):
 * a flower drawn in red above "אחוזת כלנית" and "בית הארחה כפרי · יבנאל, הגליל התחתון", the company "כלנית אירוח
 * כפרי בע"מ" with "ח.פ." plain; a framed title "חשבונית מס / קבלה" with "מס'" six digits and "תאריך" (the departure,
 * dd/mm/yyyy), "חשבון אורח" four digits and "מס' הזמנה" (distractors); the guest, phone, room, "הגעה" and "עזיבה"
 * with weekdays, nights, adults and children; postings by date (dd/mm): each night of the room (dearer on Thursday and
 * Friday nights) and 1-4 extras; "סה"כ חיובים", "מתוכם מע"מ n%" (contained), then the deposit taken at booking and
 * the card payment at departure as credits, "יתרה לתשלום 0.00"; a note that an Israeli resident's stay bears VAT; any
 * day.
 */
export const heKalanitHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const p = (a: number) => Math.round((a * rise) / 1000) * 1000;
    const nights = rng.int(1, 4);
    const arrival = addDays(date, -nights);
    const [room, weekday, weekend] = rng.pick(ROOMS);
    const postings: [string, string, number, number][] = [];
    for (let i = 0; i < nights; i++) {
      const night = addDays(arrival, i);
      const dearer = [4, 5].includes(weekdayOf(night));
      postings.push([night, `לינה – ${room}${dearer ? ' (סוף שבוע)' : ''}`, 1, p(dearer ? weekend : weekday)]);
    }
    const adults = rng.int(2, 4);
    const children = adults === 2 ? rng.int(0, 3) : 0;
    for (const [name, price, max] of rng.some(EXTRAS, rng.int(1, 4))) {
      const q = name === 'ארוחת ערב גלילית' ? adults : rng.int(1, max);
      const unit = name === 'מיני בר' ? rng.int(18, 60) * 100 : Math.round((price * rise) / 500) * 500;
      postings.push([addDays(arrival, rng.int(0, nights - 1)), name, q, q * unit]);
    }
    postings.sort((a, b) => a[0].localeCompare(b[0]));
    const gross = total(postings.map((x) => x[3]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const roomTotal = total(postings.filter((x) => x[1].startsWith('לינה')).map((x) => x[3]));
    const deposit = Math.round((roomTotal * 0.3) / 100) * 100;
    const vendorName = 'כלנית אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(210000, 289999));
    const guest = rng.pick(GUESTS);
    const card = `****${rng.digits(4)}`;
    const rows = postings
      .map(
        ([d, name, q, sum]) =>
          `<tr><td>${ltr(dt(d, 'dd/mm'))}</td><td>${name.replace(/[0-9]+/g, (m) => ltr(m))}</td><td>${ltr(String(q))}</td><td>${ltr(amount(sum))}</td><td></td></tr>`,
      )
      .join('');
    const credits = `<tr class="cr"><td>${ltr(dt(addDays(arrival, -rng.int(7, 45)), 'dd/mm'))}</td><td>מקדמה בעת ההזמנה – אשראי ${ltr(card)}</td><td></td><td></td><td>${ltr(amount(deposit))}</td></tr><tr class="cr"><td>${ltr(dt(date, 'dd/mm'))}</td><td>תשלום בעזיבה – אשראי ${ltr(card)}</td><td></td><td></td><td>${ltr(amount(gross - deposit))}</td></tr>`;
    const body = `<div class="hd"><div class="fl"><i></i><i></i><i></i><i></i><i></i><b></b></div><div class="nm">אחוזת כלנית</div><div class="tg">בית הארחה כפרי · יבנאל, הגליל התחתון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · טל' ${ltr(`04-67${rng.digits(5)}`)}</div></div>
<div class="ttl"><div><span class="t">חשבונית מס / קבלה</span> מס' <b>${ltr(doc)}</b></div><div>תאריך <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></div></div>
<table class="g"><tr><td>אורח/ת: <b>${guest}</b></td><td>טלפון: ${ltr(cellular(rng))}</td><td>חשבון אורח: ${ltr(String(rng.int(1000, 9999)))}</td></tr><tr><td>יחידה: ${room}</td><td>הגעה: ${heDay(arrival)}, ${ltr(dt(arrival, 'dd/mm/yyyy'))}</td><td>עזיבה: ${heDay(date)}, ${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><td>לילות: ${ltr(String(nights))}</td><td>מבוגרים: ${ltr(String(adults))} · ילדים: ${ltr(String(children))}</td><td>מס' הזמנה: ${ltr(`${rng.int(10, 99)}-${rng.digits(5)}`)}</td></tr></table>
<table class="p"><tr><th>תאריך</th><th>פירוט</th><th>כמות</th><th>חיוב (₪)</th><th>זיכוי (₪)</th></tr>${rows}<tr class="s"><td></td><td>סה"כ חיובים</td><td></td><td>${ltr(amount(gross))}</td><td></td></tr><tr><td></td><td>מתוכם מע"מ ${ltr(`${rate}%`)}</td><td></td><td>${ltr(amount(vat))}</td><td></td></tr>${credits}<tr class="s b"><td></td><td>יתרה לתשלום</td><td></td><td colspan="2">${ltr('0.00')}</td></tr></table>
<div class="note">המחירים כוללים ארוחת בוקר ומע"מ כחוק. אורח/ת תושב/ת ישראל – השהייה חייבת במע"מ.</div>
<div class="sig"><span>חתימת האורח/ת: ____________</span><span>תודה שבחרתם בנו, להתראות!</span></div>`;
    const css = `body{font-family:'David CLM';font-size:13px;padding:14mm 16mm}.hd{text-align:center}.nm{font-family:'Stam Sefarad CLM';font-size:36px;line-height:1.1}.tg{font-size:14px}.sm{font-size:11.5px;color:#333;margin-top:2px}
.fl{position:relative;width:40px;height:40px;margin:0 auto 2px}.fl i{position:absolute;width:16px;height:16px;border-radius:50%;background:#c0262d;left:12px;top:12px}.fl i:nth-child(1){transform:translate(0,-11px)}.fl i:nth-child(2){transform:translate(11px,-3px)}.fl i:nth-child(3){transform:translate(7px,10px)}.fl i:nth-child(4){transform:translate(-7px,10px)}.fl i:nth-child(5){transform:translate(-11px,-3px)}.fl b{position:absolute;width:10px;height:10px;border-radius:50%;background:#222;left:15px;top:15px}
.ttl{display:flex;justify-content:space-between;border:1.5px solid #222;border-width:1.5px 0;margin:12px 0 8px;padding:5px 2px;font-size:14px}.t{font-size:18px;font-weight:bold;margin-left:10px}
.g{width:100%;border-collapse:collapse;margin-bottom:10px}.g td{padding:3px 4px;border-bottom:1px dotted #999}
.p{width:100%;border-collapse:collapse}.p th{text-align:start;border-bottom:1.5px solid #222;padding:3px 4px}.p td{padding:3px 4px;border-bottom:1px solid #e3e3e3}.p td:nth-child(n+3),.p th:nth-child(n+3){text-align:left;white-space:nowrap}.p .s td{border-top:1.5px solid #222;font-weight:bold}.p .cr td{color:#333;font-style:italic}.p .b td{font-size:15px}
.note{margin-top:10px;font-size:11.5px}.sig{display:flex;justify-content:space-between;margin-top:22px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
