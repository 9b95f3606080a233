import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-old-jaffa-hotel-folio';

const GUESTS = ['יובל ושירה אברהמי', 'דנה קורן', 'אמיר ולילך נחום', 'גלית פישר', 'עידו ומאיה ששון', 'רון טייב'];

/** An Old Jaffa hotel's or guest house's folio, dated on departure, prices including VAT, for Israeli residents. */
export const heOldJaffaHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng, undefined, [6, 28]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const night = (co ? rng.int(98, 165) : rng.int(62, 95)) * 1000;
    const lines: { name: string; when: string; qty: number; unit: number }[] = [];
    for (let i = 0; i < nights; i++) lines.push({ name: co ? 'לינה - חדר דלוקס נוף לים' : 'לינה - חדר זוגי', when: plus(arrival, i), qty: 1, unit: night });
    const extras: [string, number, number][] = co
      ? [
          ['ארוחת בוקר לאורח נוסף', 9500, 9500],
          ['מיני בר', 2800, 14500],
          ['טיפול ספא זוגי', 52000, 64000],
          ['חניה בחניון השעון', 8000, 8000],
          ['שירות כביסה', 4500, 12000],
          ['ארוחת ערב במסעדת הגג', 28000, 62000],
        ]
      : [
          ['ארוחת בוקר במרפסת', 6500, 6500],
          ['השכרת אופניים ליום', 7000, 7000],
          ['סיור מודרך ביפו העתיקה', 9000, 9000],
          ['בקבוק יין בחדר', 12000, 16000],
        ];
    for (const [name, lo, hi] of rng.some(extras, rng.int(1, 3)))
      lines.push({ name, when: plus(arrival, rng.int(0, nights - 1)), qty: rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 });
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const deposit = Math.round((night * 0.3) / 10000) * 10000;
    const vendorName = co ? 'מגדל השעון אירוח ביפו בע"מ' : 'ג׳ורג׳ חדאד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `JF-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const guest = rng.pick(GUESTS);
    const room = co ? String(rng.int(101, 412)) : rng.pick(['חדר הקשת', 'חדר הנמל', 'חדר התאנה']);
    const booking = rng.digits(10);
    const info = co
      ? pairs(
          [
            ['מס׳ חשבונית', ltr(doc)],
            ['תאריך', ltr(f(date))],
            ['שם האורח', guest],
            ['ת.ז.', ltr(personalId(rng))],
            ['חדר', room],
            ['לילות', String(nights)],
            ['הגעה', ltr(f(arrival))],
            ['עזיבה', ltr(f(date))],
            ['מס׳ הזמנה', ltr(booking)],
            ['מבוגרים', String(rng.int(1, 2))],
          ],
          2,
        )
      : `<div>אורח: ${guest} · ${room} · הגעה ${f(arrival)} · ${nights} לילות · הזמנה ${ltr(booking)}</div>`;
    const table = items(
      ['תאריך', 'פירוט', 'כמות', 'מחיר', 'סכום'],
      lines.map((l) => [ltr(dt(l.when, 'dd/mm')), l.name, String(l.qty), ltr(money(l.unit)), ltr(money(l.qty * l.unit))]),
    );
    const sums = `<div class="sum">${row('סה"כ חשבון', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row(`מקדמה ששולמה בהזמנה`, ltr(money(deposit)))}${row(`שולם בעזיבה (${co ? 'מאסטרקארד' : 'ביט'})`, ltr(money(gross - deposit)))}${row('יתרה', ltr(money(0)))}</div>`;
    const body = co
      ? `<div class="head c"><div class="brand">מלון השעון · יפו</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">כיכר השעון 3, יפו · ${ltr(landline(rng))}</div></div>
<h1 class="c">חשבונית מס / קבלה - חשבון אורח</h1>
${info}${table}${sums}
<div class="sm">האורח תושב ישראל - המחירים כוללים מע"מ. שעת עזיבה 11:00.</div>`
      : `<div class="head"><div class="brand">בית הים העתיק</div><div class="sm">בית הארחה בעג׳מי · רח׳ יפת 80, יפו · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס קבלה ${ltr(doc)}</h1><div>${f(date)}</div>
${info}${table}${sums}
<div class="foot">ג׳ורג׳ חדאד · עוסק מורשה ${ltr(taxId)} · בית הים העתיק</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Frank Ruehl CLM'"};font-size:13px;padding:15mm;box-sizing:border-box;height:296mm;position:relative}
.head{border-bottom:2px solid #8d6e63;padding-bottom:6px;margin-bottom:8px}.brand{font-size:26px;color:#6d4c41;font-weight:bold}h1{font-size:17px;margin:10px 0}.pairs{width:100%}.sum{width:50%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
