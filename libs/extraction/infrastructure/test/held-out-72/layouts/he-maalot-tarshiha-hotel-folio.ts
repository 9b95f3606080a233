import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId } from '../../generalisation/notation';
import { baseCss, e, grid, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-maalot-tarshiha-hotel-folio';

const GUESTS = ['רונית ואבי שטרן', 'משפחת עזרא', 'נגה לוי', 'יוסי ומיכל דהן', 'משפחת חורי', 'דנה ועמית גולן'];
const ROOMS: [string, number][] = [
  ['חדר דלוקס נוף לאגם', 980],
  ['חדר משפחה', 1180],
  ['סוויטה עם ג׳קוזי', 1560],
  ['חדר סטנדרט', 820],
];
/** Extras: name, lowest and highest price in whole shekels. */
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב במסעדה', 190, 420],
  ['טיפול ספא זוגי', 480, 640],
  ['מיני בר', 36, 118],
  ['עזיבה מאוחרת', 150, 250],
  ['השכרת אופניים ליום', 90, 160],
  ['סלסלת פירות ויין לחדר', 140, 210],
];

/**
 * A hotel in Ma'alot-Tarshiha, A4 (Keter YG): "חשבון אורח · חשבונית מס / קבלה" with its own number beside the folio
 * number, guest, personal id, guests, room and room type, arrival and departure, each night dated with its weekday
 * (Thursday and Friday nights dearer), extras, charges and credits in two columns, the card payment as a credit,
 * VAT contained in the charges, zero balance. Dated on the day of departure.
 */
export const heMaalotTarshihaHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: raw } = next(ID, rng);
    // The stay lies within the year of departure (and so within one VAT rate).
    const departure = raw.endsWith('-01-01') ? addDays(raw, 1) : raw;
    const rate = israeliRate(departure);
    const year = Number(departure.slice(0, 4));
    const up = 1 + (year - 2022) * 0.05;
    const nights = Math.min(rng.int(1, 4), departure.slice(5, 7) === '01' ? Number(departure.slice(8)) - 1 : 4);
    const arrival = addDays(departure, -nights);
    const [roomType, base] = rng.pick(ROOMS);
    const nightly = Array.from({ length: nights }, (_, i) => {
      const day = addDays(arrival, i);
      const dearer = [4, 5].includes(weekdayOf(day));
      return { day, price: Math.round(base * up * (dearer ? 1.3 : 1)) * 100 };
    });
    const extras = rng
      .some(EXTRAS, rng.int(1, 3))
      .map(([name, lo, hi]) => ({ day: addDays(arrival, rng.int(0, nights - 1)), name, price: Math.round(rng.int(lo, hi) * up) * 100 }));
    const charges = [
      ...nightly.map((n) => ({ day: n.day, text: `לינה ${roomType} · ליל ${heDay(n.day)} כולל ארוחת בוקר`, price: n.price })),
      ...extras.map((x) => ({ day: x.day, text: x.name, price: x.price })),
    ].sort((a, b) => a.day.localeCompare(b.day));
    const gross = total(charges.map((c) => c.price));
    const vat = vatIn(gross, rate);
    const vendorName = 'מלונות מונפור מעלות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(300000, 389999));
    const folio = String(rng.int(50000, 89999));
    const guest = rng.pick(GUESTS);
    const card = `${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט', 'אמריקן אקספרס'])} ${ltr(`****${rng.digits(4)}`)}`;
    const rows = [
      ...charges.map((c) => `<tr><td>${ltr(dt(c.day, 'dd/mm/yy'))}</td><td>${c.text}</td><td>${ltr(amount(c.price))}</td><td></td></tr>`),
      `<tr><td>${ltr(dt(departure, 'dd/mm/yy'))}</td><td>תשלום בכרטיס אשראי ${card}</td><td></td><td>${ltr(amount(gross))}</td></tr>`,
    ];
    const body = `<div class="head"><div><div class="brand">מלון מונפור</div><div class="sm">${e(vendorName)} · ח.פ. ${ltr(taxId)}<br>דרך האגם 5, מעלות-תרשיחא · ${ltr(`04-95${rng.digits(5)}`)}</div></div><div class="doc">חשבון אורח<br>חשבונית מס / קבלה ${ltr(doc)}</div></div>
${grid([
  ['שם האורח', guest],
  ['ת.ז.', ltr(personalId(rng))],
  ['מס׳ אורחים', ltr(String(rng.int(2, 5)))],
  ['חדר', ltr(String(rng.int(101, 348)))],
  ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
  ['עזיבה', ltr(dt(departure, 'dd/mm/yyyy'))],
  ['מס׳ חשבון אורח', ltr(folio)],
])}
<table class="folio"><thead><tr><th>תאריך</th><th>פירוט</th><th>חובה</th><th>זכות</th></tr></thead><tbody>${rows.join('')}</tbody>
<tfoot><tr><td></td><td>סה"כ</td><td>${ltr(amount(gross))}</td><td>${ltr(amount(gross))}</td></tr></tfoot></table>
<div class="tot">${row('סה"כ חיובים כולל מע"מ', ltr(`${amount(gross)} ₪`), 'b')}${row(`מתוכם מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לפני מע"מ', ltr(amount(gross - vat)))}${row('יתרה לתשלום', ltr('0.00'), 'b')}</div>
<div class="foot">תאריך הפקה: ${ltr(dt(departure, 'dd/mm/yyyy'))} · הונפק ע"י ${rng.pick(['קבלה — ליאת', 'קבלה — סאמר', 'קבלה — אורטל'])} · תודה שבחרתם בנו, נשמח לראותכם שוב במעלות.</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','David CLM';font-size:13px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #2f4f4f;padding-bottom:6px}.brand{font-size:27px;font-weight:bold;color:#2f4f4f}.doc{font-size:16px;font-weight:bold;text-align:left}
.folio{width:100%;margin:10px 0}.folio th{border-bottom:1.5px solid #000;text-align:start;padding:3px}.folio td{padding:3px;border-bottom:1px solid #ddd}.folio td:nth-child(n+3),.folio th:nth-child(n+3){text-align:left;width:22mm}.folio tfoot td{font-weight:bold;border-top:1.5px solid #000}
.tot{width:50%;margin:8px auto 0 0}.foot{margin-top:20px;font-size:11px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: departure, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
