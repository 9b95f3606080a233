import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-yeruham-lake-lodge-folio';

const GUESTS = ['אורית בן חיים', 'יובל גרינברג', 'סיוון עמר', 'נדב קליין', 'רינת אלבז', 'תומר וקנין'];

/**
 * A Yeruham lodge's folio, dated on departure, prices including VAT: the company's lodge by Yeruham
 * lake prints each night and extra with its date and the payments beside them, and a zero balance;
 * the licensed dealer's desert cabins at the Big Crater print a short table and one payment.
 */
export const heYeruhamLakeLodgeFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 3);
    const arrival = plus(date, -nights);
    const base = (co ? rng.int(52, 78) : rng.int(42, 60)) * 1000;
    const charges: { day: string; name: string; qty: number; unit: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const weekend = weekdayOf(d) === 4 || weekdayOf(d) === 5;
      charges.push({ day: d, name: weekend ? 'לינה + ארוחת בוקר (סוף שבוע)' : 'לינה + ארוחת בוקר', qty: 1, unit: weekend ? Math.round((base * 120) / 100) : base });
    }
    const EXTRAS: [string, number, number, boolean][] = co
      ? [
          ['ארוחת ערב במסעדת הלודג׳', 110, 150, true],
          ['השכרת אופניים לסובב אגם', 60, 90, true],
          ['סיור ג׳יפים למכתש הגדול', 220, 320, true],
          ['יציאה מאוחרת', 150, 250, false],
          ['מיני בר', 30, 90, false],
        ]
      : [
          ['ארוחת ערב בדואית', 95, 130, true],
          ['ערכת מנגל', 80, 120, false],
          ['ניקיון סופי', 120, 180, false],
        ];
    const people = rng.int(1, 4);
    for (const [name, lo, hi, each] of rng.some(EXTRAS, rng.int(0, co ? 3 : 2)))
      charges.push({
        day: name === 'יציאה מאוחרת' || name === 'ניקיון סופי' ? date : plus(arrival, rng.int(0, nights - 1)),
        name,
        qty: each ? people : 1,
        unit: rng.int(lo, hi) * 100,
      });
    charges.sort((a, b) => a.day.localeCompare(b.day));
    const gross = total(charges.map((c) => c.qty * c.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'לודג׳ אגם ירוחם אירוח בע"מ' : 'שלומי אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LY-${date.slice(2, 4)}${rng.int(1000, 9999)}` : String(rng.int(100, 999));
    const guest = rng.pick(GUESTS);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy'));
    const money = (c: number) => amount(c);
    let body: string;
    if (co) {
      const voucher = rng.chance(0.3) ? Math.min(gross, rng.int(3, 6) * 10000) : 0;
      const payRows = [
        ...(voucher ? [['', 'שובר ועד עובדים', '', '', ltr(money(voucher))]] : []),
        ['', `ויזה ${ltr(`****${rng.digits(4)}`)}`, '', '', ltr(money(gross - voucher))],
      ];
      body = `<div class="top"><div class="brand">לודג׳ האגם</div><div class="sm">פארק אגם ירוחם · ${ltr(landline(rng))} · ${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<h1>חשבונית מס / קבלה - חשבון אורח</h1>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['אורח/ת', guest],
    ['ת.ז.', ltr(personalId(rng))],
    ['חדר', ltr(String(rng.int(1, 24)))],
    ['אורחים', ltr(String(people))],
    ['הגעה', ltr(f(arrival))],
    ['עזיבה', ltr(f(date))],
    ['לילות', ltr(String(nights))],
    ['מס׳ הזמנה', ltr(`YL${rng.digits(6)}`)],
  ],
  2,
)}
${items(
  ['תאריך', 'פירוט', 'כמות', 'חיוב', 'זיכוי'],
  [...charges.map((c) => [ltr(f(c.day)), c.name, ltr(String(c.qty)), ltr(money(c.qty * c.unit)), '']), ...payRows.map((r) => [ltr(f(date)), r[1], '', '', r[4]])],
)}
<div class="sum">${row('סה"כ חיובים', ltr(`${money(gross)} ₪`), 'b')}${row('סה"כ תשלומים', ltr(`${money(gross)} ₪`))}${row('יתרה', ltr('0.00 ₪'))}${row(`מע"מ ${rate}% כלול בחיובים`, ltr(`${money(vat)} ₪`))}</div>
<div class="sm foot">תושבי ישראל · המחירים כוללים מע"מ · נשמח לראותכם שוב</div>`;
    } else {
      const rows = charges.map((c) => [ltr(f(c.day)), c.name, ltr(`${c.qty} × ${money(c.unit)}`), ltr(money(c.qty * c.unit))]);
      body = `<div class="c"><div class="brand2">בקתות המכתש</div><div class="sm">דרך המכתש הגדול, ירוחם · ${ltr(cellular(rng))}</div></div>
<h1 class="c">חשבונית מס קבלה ${ltr(doc)}</h1><div class="c">${ltr(f(date))}</div>
<div>אורח/ת: ${guest} · הגעה ${ltr(f(arrival))} · עזיבה ${ltr(f(date))} · ${nights === 1 ? 'לילה אחד' : `${nights} לילות`}</div>
${items(['תאריך', 'פירוט', 'כמות × מחיר', 'סה"כ'], rows)}
<div class="sum">${row('סה"כ', ltr(`₪${money(gross)}`), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(`₪${money(vat)}`))}</div>
<div>שולם ב${rng.pick(['ביט', 'העברה בנקאית', 'מזומן'])}.</div>
<div class="sm foot">שלומי אזולאי · עוסק מורשה ${ltr(taxId)}</div>`;
    }
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew', 'Noto Serif'" : "'Shofar'"};font-size:${co ? 11 : 11.5}px;padding:${co ? '14mm 15mm' : '10mm 11mm'};height:${co ? 268 : 188}mm;position:relative}
h1{font-size:17px;margin:10px 0 6px}.top{border-bottom:3px solid #1e88e5;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#1e88e5}.brand2{font-size:24px;font-weight:bold;color:#8d6e63}
.sum{width:50%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.foot{position:absolute;bottom:0;left:0;right:0;text-align:center;border-top:1px solid #999;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
