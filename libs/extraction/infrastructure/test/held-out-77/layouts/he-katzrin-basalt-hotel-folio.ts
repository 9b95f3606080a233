import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-katzrin-basalt-hotel-folio';

const GUESTS = ['משפחת אלמוג', 'נועה ויואב ברק', 'רחל ודוד פרידמן', 'אורית שמואלי', 'משפחת חדד', 'גלעד ומיכל רוזן'];
const ROOMS: [string, number][] = [
  ['חדר זוגי סטנדרט', 62000],
  ['חדר דלקס עם מרפסת', 78000],
  ['סוויטת בזלת', 105000],
];

/**
 * A Golan hotel's guest folio in Katzrin, A4 (David CLM): the hotel's name large, "פירוט חשבון אורח" with a folio number and
 * a booking number, guest, room, adults, arrival and departure (dd/mm/yy), a five-column table (date, code, description,
 * charge, credit) with a night per row (bed and breakfast, Thursday and Friday nights dearer), dinners, a spa treatment or
 * Golan wine on some, the deposit taken at booking and the payment at departure as credits, charges, credits and a zero
 * balance, the VAT contained in the charges, and at the foot "חשבונית מס / קבלה" with its number, the issue date in words with
 * the time, and the company's name and id. Dated the day of departure (moved to 8 January when a stay would straddle the VAT rise of 2025).
 */
export const heKatzrinBasaltHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: raw } = next(ID, rng);
    // No stay straddles the VAT rise of 1 January 2025.
    const date = raw >= '2025-01-01' && raw < '2025-01-06' ? '2025-01-08' : raw;
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const adults = rng.int(2, 3);
    const rows: { d: string; code: string; text: string; charge: number; credit: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const wd = weekdayOf(d);
      const price = Math.round((base * up * (wd === 4 || wd === 5 ? 1.25 : 1) + (adults - 2) * 18000) / 100) * 100;
      rows.push({ d, code: 'RM', text: `לינה וארוחת בוקר - ${room}`, charge: price, credit: 0 });
      if (rng.chance(0.45)) rows.push({ d, code: 'FB', text: `ארוחת ערב במסעדת "אבן" (${adults} סועדים)`, charge: adults * Math.round((16500 * up) / 100) * 100, credit: 0 });
      if (rng.chance(0.2)) rows.push({ d, code: 'SPA', text: 'עיסוי רקמות עמוק 50 דק׳', charge: Math.round((32000 * up) / 100) * 100, credit: 0 });
      if (rng.chance(0.2)) rows.push({ d, code: 'MB', text: 'יין אדום מיקב רמת הגולן - בקבוק', charge: Math.round((14900 * up) / 100) * 100, credit: 0 });
    }
    const charges = total(rows.map((r) => r.charge));
    const deposit = Math.round((charges * rng.pick([20, 25, 30])) / 100 / 100) * 100;
    rows.unshift({ d: plus(arrival, -rng.int(7, 60)), code: 'DEP', text: 'מקדמה בעת ההזמנה - אשראי', charge: 0, credit: deposit });
    rows.push({ d: date, code: 'PAY', text: `תשלום ביציאה - אשראי ${ltr(`****${rng.digits(4)}`)}`, charge: 0, credit: charges - deposit });
    const vat = vatIn(charges, rate);
    const vendorName = 'בזלת גולן מלונאות ונופש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(500000, 599999));
    const folio = String(rng.int(40000, 49999));
    const booking = `BK${rng.digits(6)}`;
    const cell = (v: number) => (v ? ltr(amount(v)) : '');
    const body = `<div class="hd"><div class="name">מלון בזלת</div><div class="sub">קצרין · רמת הגולן</div></div>
<div class="ttl">פירוט חשבון אורח <span class="sm">(${ltr(`Folio ${folio}`)})</span></div>
<table class="g"><tr><th>שם האורח</th><td>${rng.pick(GUESTS)}</td><th>מס׳ הזמנה</th><td>${ltr(booking)}</td></tr>
<tr><th>חדר</th><td>${ltr(String(rng.int(101, 348)))} · ${room}</td><th>מבוגרים</th><td>${ltr(String(adults))}</td></tr>
<tr><th>הגעה</th><td>${ltr(dt(arrival, 'dd/mm/yy'))}</td><th>עזיבה</th><td>${ltr(dt(date, 'dd/mm/yy'))}</td></tr></table>
<table class="f"><thead><tr><th>תאריך</th><th>קוד</th><th>תיאור</th><th>חיוב</th><th>זיכוי</th></tr></thead><tbody>
${rows.map((r) => `<tr><td>${ltr(dt(r.d, 'dd/mm/yy'))}</td><td>${ltr(r.code)}</td><td>${r.text}</td><td>${cell(r.charge)}</td><td>${cell(r.credit)}</td></tr>`).join('')}
</tbody><tfoot><tr><td colspan="3">סה"כ</td><td class="n">${ltr(amount(charges))}</td><td class="n">${ltr(amount(charges))}</td></tr></tfoot></table>
<div class="bal"><div class="row"><span>סה"כ חיובים (כולל מע"מ)</span><span>${ltr(amount(charges))}</span></div><div class="row"><span>מתוכם מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="row"><span>חיובים ללא מע"מ</span><span>${ltr(amount(charges - vat))}</span></div><div class="row b"><span>יתרה לתשלום</span><span>${ltr('0.00')}</span></div></div>
<div class="inv">חשבונית מס / קבלה מס׳ <b>${ltr(doc)}</b><br><span class="sm">הופקה ב-${dt(date, 'he')}, ${ltr(hhmm(rng.int(8 * 60, 12 * 60)))}</span></div>
<div class="sig">חתימת האורח: ____________________</div>
<div class="ft">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ דרך החרמון ${ltr(String(rng.int(1, 30)))}, קצרין · ${ltr(`04-69${rng.digits(5)}`)}</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','FreeSerif';font-size:14px;padding:14mm 16mm;min-height:262mm;position:relative}.hd{text-align:center;border-bottom:1px solid #000;padding-bottom:6px}.name{font-size:34px;font-weight:bold;letter-spacing:4px}.sub{font-size:15px}
.ttl{font-size:19px;font-weight:bold;margin:14px 0 8px}.g{width:100%;margin-bottom:10px}.g th{text-align:start;font-weight:normal;color:#444;padding:3px;width:14%}.g td{padding:3px;font-weight:bold}
.f{width:100%}.f th{border-bottom:2px solid #000;text-align:start;padding:4px}.f td{padding:4px;border-bottom:1px dotted #999}.f td:nth-child(n+4),.f th:nth-child(n+4){text-align:left;width:14%}.f tfoot td{font-weight:bold;border-top:2px solid #000;border-bottom:none}.f tfoot td.n{text-align:left}
.bal{width:55%;margin:14px 0 0 0;margin-inline-start:auto}.bal .row{padding:2px 0}.inv{margin-top:22px;font-size:16px}.sig{margin-top:30px}.ft{position:absolute;bottom:0;left:16mm;right:16mm;border-top:1px solid #000;padding-top:5px;font-size:11.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(charges), tax: truthAmount(vat) },
    };
  },
};
