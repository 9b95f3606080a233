import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-amuka-folio';

const GUESTS = ['משפחת אלמוג', 'נועה ודניאל פרץ', 'עדי שטרן', 'משפחת קדוש', 'יעל ואורי ברגר', 'רון חביב', 'משפחת סויסה', 'טל מזרחי'];
const CABINS = ['בקתת האלון', 'בקתת הקטלב', 'בקתת הער', 'בקתת האלה'];
/** Extras: name, agorot with VAT in 2022. */
const EXTRAS: [string, number][] = [
  ['ארוחת ערב זוגית בבקתה', 38000],
  ["עיסוי זוגי 60 דק'", 52000],
  ['בקבוק יין מיקב מקומי', 14000],
  ['עציצי תבלינים למזכרת', 4500],
  ['יציאה מאוחרת עד 15:00', 15000],
];

/**
 * Wooden cabins at moshav Amuka in the hills, a guest folio on A5 (Frank Ruehl CLM for the heading, Noto Serif Hebrew):
 * the trade name over the company with "ח.פ." hyphenated, a box "חשבון אורח" and "חשבונית מס/קבלה מס' nnnn/yy", pairs
 * (date dd.mm.yyyy, guest, cabin, arrival, departure, nights), a table of nights by date (Friday and Saturday nights
 * dearer), a breakfast tray per morning per guest, sometimes extras, "סה"כ כולל מע"מ" "₪ …", "מתוכו מע"מ n%", a deposit
 * paid at booking and the rest by card, "יתרה לתשלום 0.00"; dated the departure.
 */
export const heAmukaFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: dep } = next(ID, rng, undefined, [3, 28]);
    const nights = rng.int(1, 3);
    const arr = plus(dep, -nights);
    const up = 1 + (Number(dep.slice(0, 4)) - 2022) * 0.05;
    const price = (d: string) => Math.round(((weekdayOf(d) === 5 || weekdayOf(d) === 6 ? 145000 : 98000) * up) / 100) * 100;
    const guests = rng.int(2, 4);
    const nightRows = Array.from({ length: nights }, (_, i) => plus(arr, i)).map((d) => ({ d, p: price(d) }));
    const tray = Math.round((6500 * up) / 10) * 10;
    const extras = rng.some(EXTRAS, rng.int(0, 2)).map(([n, p]) => ({ n, p: Math.round((p * up) / 100) * 100 }));
    const gross = total([...nightRows.map((r) => r.p), tray * guests * nights, ...extras.map((e) => e.p)]);
    const rate = israeliRate(dep);
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * 0.3) / 100) * 100;
    const vendorName = 'בקתות עמוקה בחורש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1000, 4999)}/${dep.slice(2, 4)}`;
    const rows = [
      ...nightRows.map((r) => [
        ltr(dt(r.d, 'dd.mm.yyyy')),
        `לינה ${weekdayOf(r.d) === 5 || weekdayOf(r.d) === 6 ? '(סוף שבוע)' : '(אמצע שבוע)'}`,
        ltr('1'),
        ltr(amount(r.p)),
        ltr(amount(r.p)),
      ]),
      [ltr(`${nights}×`), 'מגש ארוחת בוקר לבקתה, לאורח', ltr(String(guests * nights)), ltr(amount(tray)), ltr(amount(tray * guests * nights))],
      ...extras.map((e) => ['', e.n, ltr('1'), ltr(amount(e.p)), ltr(amount(e.p))]),
    ];
    const body = `<div class="hd"><div><div class="nm">בקתות עמוקה</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · מושב עמוקה · ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<div class="box"><div class="t">חשבון אורח</div><div>חשבונית מס/קבלה</div><div class="b">מס' ${ltr(doc)}</div></div></div>
${pairs(
  [
    ['תאריך', ltr(dt(dep, 'dd.mm.yyyy'))],
    ['אורח', rng.pick(GUESTS)],
    ['יחידה', rng.pick(CABINS)],
    ['מספר אורחים', ltr(String(guests))],
    ['הגעה', ltr(dt(arr, 'dd.mm.yyyy'))],
    ['עזיבה', ltr(dt(dep, 'dd.mm.yyyy'))],
    ['לילות', ltr(String(nights))],
  ],
  2,
)}
${items(['תאריך', 'פירוט', 'כמות', 'מחיר', 'סה"כ'], rows)}
<table class="tot"><tr class="g"><th>סה"כ כולל מע"מ</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><th>מתוכו מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr>
<tr><th>מקדמה ששולמה בהזמנה</th><td>${ltr(amount(deposit))}</td></tr><tr><th>שולם באשראי בעזיבה</th><td>${ltr(amount(gross - deposit))}</td></tr><tr><th>יתרה לתשלום</th><td>${ltr('0.00')}</td></tr></table>
<div class="sm note">תודה שבחרתם לנוח אצלנו. ביטול הזמנה עד 14 יום לפני ההגעה ללא דמי ביטול.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew';font-size:10px;padding:10mm 11mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1.5px solid #3d5a2a;padding-bottom:5px;margin-bottom:6px}
.nm{font-family:'Frank Ruehl CLM';font-size:28px;font-weight:bold;color:#3d5a2a}.box{border:1.5px solid #3d5a2a;padding:4px 10px;text-align:center;flex:0 0 38mm}.box .t{font-family:'Frank Ruehl CLM';font-size:17px;font-weight:bold}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:62%;margin-inline-start:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:2px 5px}.tot td{text-align:end;padding:2px 5px;font-weight:bold}
.tot tr.g{background:#e9efe3;font-size:12px}.tot tr.g th{font-weight:bold}.note{margin-top:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: dep, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
