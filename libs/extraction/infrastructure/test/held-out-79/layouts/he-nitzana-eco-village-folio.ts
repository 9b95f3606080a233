import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-nitzana-eco-village-folio';

const GUESTS = ['משפחת אברהמי', 'דנה וגיא שטרן', 'קבוצת צופי רמת השרון', 'יוסי ומיכל בן-דוד', 'משפחת אלמוג'];

/**
 * An eco-village guest lodging in the Nitzana sands, A5 (Frank Ruehl CLM): the village's name, the company's name and
 * "ח.פ." at the bottom of the page, "חשבון אירוח מס׳" (a folio number) at the top with a booking reference, the guests,
 * a mud-brick cabin, arrival and departure with their weekdays, nights at a rate, dinners per guest, a stargazing night
 * and a camel trek on some, "סה"כ", "המחיר כולל מע"מ", the payment by card and a zero balance, and at the bottom a boxed
 * "חשבונית מס קבלה" with its own number and the date (dd.mm.yy): the departure day.
 */
export const heNitzanaEcoVillageFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrival } = next(ID, rng, undefined, [1, 26]);
    const nights = rng.int(1, 4);
    const date = plus(arrival, nights);
    const rate = israeliRate(date);
    const up = 1 + (Number(arrival.slice(0, 4)) - 2022) * 0.05;
    const guests = rng.int(2, 6);
    const night = Math.round((rng.pick([52000, 61000, 74000]) * up) / 1000) * 1000;
    const lines: [string, string, number][] = [[`לינה בבקתת בוץ · ${nights} לילות`, `${nights} × ${amount(night)}`, nights * night]];
    const dinner = Math.round((9500 * up) / 100) * 100;
    if (rng.chance(0.7)) lines.push(['ארוחת ערב מדברית', `${guests * nights} × ${amount(dinner)}`, guests * nights * dinner]);
    if (rng.chance(0.5)) lines.push(['ערב תצפית כוכבים עם מדריך', `${guests} × ${amount(6000)}`, guests * 6000]);
    if (rng.chance(0.4)) lines.push(['טיול גמלים בחולות', `${guests} × ${amount(14000)}`, guests * 14000]);
    const sum = total(lines.map((l) => l[2]));
    const vat = vatIn(sum, rate);
    const vendorName = 'ניצנה אירוח מדברי בע"מ';
    const taxId = idOf(vendorName, true);
    const folio = `${rng.int(3000, 8999)}`;
    const doc = `${rng.int(41000, 48999)}`;
    const body = `<div class="top"><div class="name">כפר האקולוגי ניצנה</div><div class="sm">לינה · מדבר · כוכבים</div></div>
<div class="row b"><span>חשבון אירוח מס׳ ${ltr(folio)}</span><span>הזמנה ${ltr(`NZ-${rng.digits(5)}`)}</span></div>
<table class="pairs"><tr><th>אורחים</th><td>${rng.pick(GUESTS)} (${ltr(String(guests))})</td></tr><tr><th>יחידה</th><td>בקתה ${ltr(String(rng.int(1, 18)))}</td></tr><tr><th>הגעה</th><td>${heDay(arrival)}, ${ltr(dt(arrival, 'dd.mm.yy'))}</td></tr><tr><th>עזיבה</th><td>${heDay(date)}, ${ltr(dt(date, 'dd.mm.yy'))}</td></tr></table>
<table class="items"><thead><tr><th>פירוט</th><th>כמות × מחיר</th><th>סכום</th></tr></thead><tbody>${lines.map(([a, b, c]) => `<tr><td>${a.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(b)}</td><td>${ltr(amount(c))}</td></tr>`).join('')}</tbody></table>
<div class="row tot"><span>סה"כ</span><span>${ltr(amount(sum))} ₪</span></div>
<div class="row sm"><span>המחיר כולל מע"מ (${ltr(`${rate}%`)})</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>שולם בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(-sum))}</span></div>
<div class="row sm b"><span>יתרה</span><span>${ltr('0.00')}</span></div>
<div class="inv">חשבונית מס קבלה ${ltr(doc)} · ${ltr(dt(date, 'dd.mm.yy'))}</div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · ד.נ. חלוצה · ${ltr(`08-65${rng.digits(5)}`)}</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','FreeSerif';font-size:12.5px;padding:10mm 11mm;height:190mm;position:relative;box-sizing:border-box}.top{text-align:center;border-bottom:1px solid #a0522d;margin-bottom:8px}.name{font-size:22px;font-weight:bold;color:#8b4513}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tot{font-size:15px;font-weight:bold;margin-top:4px}.inv{border:1.5px solid #000;padding:4px;margin-top:10px;text-align:center;font-weight:bold}.foot{position:absolute;bottom:8mm;left:11mm;right:11mm;text-align:center;font-size:10.5px;border-top:1px solid #999;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(vat) },
    };
  },
};
