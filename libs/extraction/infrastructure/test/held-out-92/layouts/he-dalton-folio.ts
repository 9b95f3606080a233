import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-dalton-folio';

const UNITS = ['סוויטת הגפן', 'בקתת האלון', 'סוויטת הרימון', 'בקתת הזית', 'סוויטת התאנה'];
const GUESTS = ["משפחת אברג'יל", 'רוני ודנה שטרן', 'יעל ואסף כהן-לוי', 'משפחת גבריאלי', 'מיכל ואלון ברק', 'שירה ותומר נחום'];

/** Extra, agorot (VAT included), how many at most. */
const EXTRAS: [string, number, number][] = [
  ['סל ארוחת בוקר זוגי', 18000, 0],
  ["עיסוי זוגי 60 דק'", 52000, 1],
  ['בקבוק יין מיקב מקומי', 11900, 2],
  ['מגש גבינות ופירות', 14500, 1],
  ['עצי הסקה לקמין', 4500, 2],
  ['יציאה מאוחרת (עד 15:00)', 25000, 1],
];

/**
 * A cabin-suites business at moshav Dalton in the hills of the north, a guest's folio on A5 (David CLM, Noto Serif Hebrew): the
 * trade name over the company with "ח.פ." hyphenated, "חשבון אורח - חשבונית מס/קבלה" with "מס' yyyy-nnnn", pairs (date
 * dd/mm/yyyy, guest, unit, arrival, departure, nights, a mobile), an item table (nights on weekdays and weekend nights at
 * different prices, a breakfast basket each morning, extras), "סה"כ לחשבון" with "₪" before, "כולל מע"מ n%" with its
 * amount (contained), the deposit paid at booking and the balance paid by card; dated the departure.
 */
export const heDaltonFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const year = Number(date.slice(0, 4));
    const weekday = 85000 + (year - 2022) * 4000;
    const weekend = 125000 + (year - 2022) * 5000;
    const rows: string[][] = [];
    const sums: number[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const w = weekdayOf(night);
      const price = w === 4 || w === 5 ? weekend : weekday;
      rows.push([ltr(dt(night, 'dd/mm/yyyy')), w === 4 || w === 5 ? 'לינה - לילה בסוף שבוע' : 'לינה - לילה באמצע שבוע', ltr('1'), ltr(amount(price)), ltr(amount(price))]);
      sums.push(price);
    }
    const breakfast = EXTRAS[0][1];
    rows.push(['', EXTRAS[0][0], ltr(String(nights)), ltr(amount(breakfast)), ltr(amount(breakfast * nights))]);
    sums.push(breakfast * nights);
    for (const [name, unit, max] of rng.some(EXTRAS.slice(1), rng.int(0, 3))) {
      const q = rng.int(1, max);
      rows.push(['', name, ltr(String(q)), ltr(amount(unit)), ltr(amount(unit * q))]);
      sums.push(unit * q);
    }
    const gross = total(sums);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * 0.3) / 100) * 100;
    const vendorName = 'סוויטות כרם דלתון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(0, 4)}-${String(rng.int(12, 1480)).padStart(4, '0')}`;
    const body = `<div class="head"><div class="tn">סוויטות בכרם</div><div class="sub">בקתות עץ וסוויטות ספא · מושב דלתון</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · ${ltr(cellular(rng))}</div></div>
<div class="title">חשבון אורח - חשבונית מס/קבלה מס' ${ltr(doc)}</div>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['אורח/ת', rng.pick(GUESTS)],
    ['יחידה', rng.pick(UNITS)],
    ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
    ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לילות', ltr(String(nights))],
  ],
  2,
)}
${items(['תאריך', 'פירוט', 'כמות', 'מחיר', 'סה"כ'], rows)}
<table class="tot"><tr class="b"><th>סה"כ לחשבון</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>כולל מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr>
<tr><th>שולם מקדמה בהזמנה</th><td>${ltr(amount(deposit))}</td></tr><tr><th>שולם בעזיבה - אשראי ${ltr(`****${rng.digits(4)}`)}</th><td>${ltr(amount(gross - deposit))}</td></tr><tr><th>יתרה</th><td>${ltr('0.00')}</td></tr></table>
<div class="foot">תודה שבחרתם לנוח אצלנו · המחירים כוללים מע"מ · ביטול עד 7 ימים לפני ההגעה ללא חיוב</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','Noto Serif Hebrew';font-size:12px;padding:10mm 11mm}.head{text-align:center;border-bottom:1px solid #6b5a3a;padding-bottom:6px}.tn{font-family:'Noto Serif Hebrew';font-size:26px;font-weight:bold;color:#4a3b20}.sub{font-size:13px}
.title{margin:10px 0 6px;font-size:15px;font-weight:bold;text-align:center;background:#efe9dc;padding:4px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}
.tot{width:60%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:2px 6px}.tot td{text-align:end;padding:2px 6px}.tot tr.b{font-size:15px;font-weight:bold;border-top:2px solid #333;border-bottom:1px solid #333}
.foot{margin-top:14px;font-size:10.5px;text-align:center;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
