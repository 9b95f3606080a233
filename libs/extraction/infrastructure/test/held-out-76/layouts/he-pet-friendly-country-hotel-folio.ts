import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, landline, personalId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, pairs, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-pet-friendly-country-hotel-folio';

const GUESTS = ['נעמה ואורי ברק', 'גלעד פרידמן', 'הילה סויסה', 'רותם ושי אלמוג', 'מיכל גרינברג', 'אסף טננבאום'];
const ROOMS: [string, number][] = [
  ['חדר גן עם חצר מגודרת', 62000],
  ['סוויטה כפרית עם מרפסת', 78000],
  ['בקתת עץ עם דשא פרטי', 89000],
];
const DOGS = ['לונה', 'ג׳וני', 'צ׳אקה', 'מקס', 'שוקו', 'בונו', 'נלה'];

/**
 * A pet-friendly country hotel's folio in Kfar Vradim, A4 (Frank Ruehl CLM): the hotel's name over a green rule,
 * company name and id, "פירוט חשבון אורח" with a Latin folio number and "חשבונית מס / קבלה" with its own number, a
 * two-column block of the guest (personal id, phone), the dogs by name, room and arrival and departure dates, each night
 * with its date and weekday (Thursday and Friday nights dearer, breakfast included), a fee per dog per night, a dinner,
 * a dog-sitting hour or a welcome kit on some, charges and credits columns, card payment as the last credit, a zero
 * balance and the VAT contained. Dated the day of departure.
 */
export const hePetFriendlyCountryHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const price = (p: number) => Math.round((p * up) / 1000) * 1000;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const dogs = rng.some(DOGS, rng.int(1, 2));
    const fee = price(9000);
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const weekend = [4, 5].includes(weekdayOf(night));
      rows.push([ltr(dt(night, 'dd/mm/yy')), `לינה ${heDay(night)} - ${room}, כולל ארוחת בוקר`, price(weekend ? base * 1.3 : base)]);
      rows.push([ltr(dt(night, 'dd/mm/yy')), `תוספת כלב/ה (${dogs.join(', ')})`, fee * dogs.length]);
    }
    if (rng.chance(0.5)) rows.push([ltr(dt(arrival, 'dd/mm/yy')), 'ארוחת ערב כפרית זוגית', price(32000)]);
    if (rng.chance(0.35)) rows.push([ltr(dt(plus(arrival, 1), 'dd/mm/yy')), 'שמרטפות כלבים (שעתיים)', price(12000)]);
    if (rng.chance(0.35)) rows.push([ltr(dt(arrival, 'dd/mm/yy')), 'ערכת קבלת פנים לכלב', price(6000)]);
    const gross = total(rows.map(([, , s]) => s));
    const vat = vatIn(gross, rate);
    const vendorName = 'ורדים כפרי אירוח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 69999));
    const folio = `F-${date.slice(2, 4)}${rng.digits(4)}`;
    const guest = rng.pick(GUESTS);
    const body = `<div class="top"><div class="name">כפרי ורדים</div><div class="sub">מלון בוטיק ידידותי לכלבים · כפר ורדים</div></div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)} · שד׳ הוורדים ${ltr(String(rng.int(1, 20)))}, כפר ורדים · ${ltr(landline(rng))}</div>
<div class="titles"><div>פירוט חשבון אורח ${ltr(folio)}</div><div class="tbox">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div></div>
${pairs(
  [
    ['אורח/ת', guest],
    ['ת.ז.', ltr(personalId(rng))],
    ['טלפון', ltr(cellular(rng))],
    ['כלבים', dogs.join(', ')],
    ['חדר', `${ltr(String(rng.int(1, 24)))} - ${room}`],
    ['מבוגרים', ltr(String(rng.int(1, 2)))],
    ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
    ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
  ],
  2,
)}
<table class="fol"><thead><tr><th>תאריך</th><th>פירוט</th><th>חובה</th><th>זכות</th></tr></thead><tbody>
${rows.map(([d, t, s]) => `<tr><td>${d}</td><td>${t}</td><td>${ltr(amount(s))}</td><td></td></tr>`).join('')}
<tr><td>${ltr(dt(date, 'dd/mm/yy'))}</td><td>תשלום בכרטיס אשראי ${ltr(`${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])}`)} ${ltr(`****${rng.digits(4)}`)}</td><td></td><td>${ltr(amount(gross))}</td></tr>
<tr class="tot"><td></td><td>סה"כ</td><td>${ltr(amount(gross))}</td><td>${ltr(amount(gross))}</td></tr></tbody></table>
<div class="sums">${pairs([
      ['סה"כ חיובים', ltr(`${amount(gross)} ₪`)],
      [`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat))],
      ['סכום ללא מע"מ', ltr(amount(gross - vat))],
      ['יתרה לתשלום', ltr('0.00')],
    ])}</div>
<div class="thanks">תודה שהתארחתם אצלנו, ${dogs[0]} מוזמן/ת לחזור!</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','FreeSerif';font-size:14px;padding:14mm 16mm}.top{text-align:center;border-bottom:3px solid #558b2f;padding-bottom:6px;margin-bottom:4px}.name{font-size:32px;font-weight:bold;color:#33691e}.sub{font-size:14px}
.titles{display:flex;justify-content:space-between;align-items:center;margin:14px 0 8px;font-size:16px;font-weight:bold}.tbox{border:2px solid #33691e;padding:4px 10px}
.pairs{width:100%;margin-bottom:10px}.fol{width:100%;margin-top:6px}.fol th{background:#dcedc8;padding:4px;text-align:start;border-bottom:1px solid #558b2f}.fol td{padding:4px;border-bottom:1px solid #e0e0e0}.fol td:nth-child(n+3),.fol th:nth-child(n+3){text-align:left;width:18%}.fol .tot td{font-weight:bold;border-top:2px solid #33691e}
.sums{display:flex;justify-content:flex-end;margin-top:12px}.thanks{margin-top:26px;text-align:center;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
