import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-haifa-templer-house-hotel-folio';

const GUESTS = ['נועה ושחר ברק', 'דוד אלמוג', 'מיכל רוזנטל', 'עמית ודנה קורן', 'יהודית שפירא', 'אבי ורונית לוי', 'תמר גבאי'];

/** A Haifa German Colony hotel's folio in a restored Templer house, dated on departure, prices including VAT (the guests are Israeli residents). */
export const heHaifaTemplerHouseHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng, undefined, [8, 28]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = co ? rng.int(1, 5) : rng.int(1, 3);
    const arrival = plus(date, -nights);
    const guest = rng.pick(GUESTS);
    // Thursday and Friday nights are dearer.
    const weekend = (d: string) => [4, 5].includes(weekdayOf(d));
    const base = co ? rng.int(89, 129) * 1000 : rng.int(62, 88) * 1000;
    const stay = Array.from({ length: nights }, (_, i) => {
      const d = plus(arrival, i);
      return { d, price: weekend(d) ? base + (co ? 25000 : 15000) : base };
    });
    const extras: [string, number][] = [];
    if (co) {
      if (rng.chance(0.5)) extras.push(['ארוחת ערב במסעדת "הכרם" (2 סועדים)', rng.int(38, 56) * 1000]);
      if (rng.chance(0.5)) extras.push(['בר היין - טעימות', rng.int(9, 24) * 1000]);
      if (rng.chance(0.5)) extras.push([`חניה מקורה × ${nights} לילות`, nights * 4500]);
      if (rng.chance(0.35)) extras.push(['כביסה וגיהוץ', rng.int(6, 15) * 1000]);
      if (rng.chance(0.35)) extras.push(['סיור מודרך במושבה הגרמנית ובגנים (2 משתתפים)', 16000]);
    } else {
      if (rng.chance(0.5)) extras.push(['השכרת אופניים חשמליים (יום)', 12000]);
      if (rng.chance(0.4)) extras.push(['יציאה מאוחרת עד 15:00', 15000]);
      if (rng.chance(0.4)) extras.push(['סל פיקניק לחוף בת גלים', 18000]);
    }
    const gross = total(stay.map((s) => s.price)) + total(extras.map(([, p]) => p));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'המושבה הגרמנית מלונאות בע"מ' : 'מרגלית שטרן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HK-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const deposit = co ? Math.round((gross * 0.3) / 1000) * 1000 : Math.round(stay[0].price / 2 / 100) * 100;
    const depositDate = plus(arrival, -rng.int(10, 45));
    let body: string;
    let page: string;
    if (co) {
      const money = (c: number) => amount(c);
      const f = (d: string) => dt(d, 'dd.mm.yyyy');
      const room = rng.pick(['דלוקס עם מרפסת', 'סופריור לגן', 'סוויטת עליית הגג']);
      const info = pairs(
        [
          ['מס׳ חשבונית', ltr(doc)],
          ['תאריך', ltr(f(date))],
          ['שם האורח', guest],
          ['חדר', `${rng.int(101, 312)} · ${room}`],
          ['הגעה', ltr(f(arrival))],
          ['עזיבה', ltr(f(date))],
          ['לילות', String(nights)],
          ['מס׳ הזמנה', ltr(rng.digits(10))],
          ['מבוגרים / ילדים', `2 / ${rng.int(0, 2)}`],
          ['סטטוס מע"מ', 'תושב ישראל - חייב במע"מ'],
        ],
        2,
      );
      const rows = [
        ...stay.map((s) => [ltr(dt(s.d, 'dd/mm')), `לינה וארוחת בוקר - ${room}`, ltr(money(s.price))]),
        ...extras.map(([name, p]) => [ltr(dt(date, 'dd/mm')), name, ltr(money(p))]),
      ];
      body = `<div class="head"><div class="brand">מלון בית הכרמל 1869</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שד׳ בן גוריון 23, המושבה הגרמנית, חיפה · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס / קבלה - חשבון אורח</h1>
${info}
${items(['תאריך', 'פירוט', 'סכום (₪)'], rows)}
<div class="sum">${row('סה"כ חשבון', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לפני מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>${row(`מקדמה ששולמה ב-${ltr(f(depositDate))}`, ltr(money(deposit)))}${row(`שולם בעזיבה - ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס'])} ${ltr('****' + rng.digits(4))}`, ltr(money(gross - deposit)))}${row('יתרה לתשלום', ltr(money(0)), 'b')}</div>
<div class="sm">הבית נבנה בידי משפחה טמפלרית בשנת 1869 ושוחזר בשנת 2014. תודה שהתארחתם אצלנו!</div>`;
      page = 'A4';
    } else {
      const money = (c: number) => sh(c, '₪x');
      const f = (d: string) => dt(d, 'd/m/yyyy');
      const room = rng.pick(['חדר הגפן', 'חדר הזית', 'סוויטת הגג']);
      const paidBy = rng.chance(0.5) ? 'העברה בנקאית' : `אשראי ${ltr('****' + rng.digits(4))}`;
      body = `<div class="c brand">בית האבן בכרמל</div>
<div class="c sm">אירוח בבית טמפלרי · רח׳ יפו 8, המושבה הגרמנית, חיפה · ${ltr(cellular(rng))}</div>
<h1 class="c">חשבון אירוח - חשבונית מס/קבלה מס׳ ${ltr(doc)}</h1>
<div class="c">${ltr(f(date))}</div>
<div>אורחים: ${guest} · ${room}</div>
<div>הגעה ${ltr(f(arrival))} · עזיבה ${ltr(f(date))} (${nights} ${nights === 1 ? 'לילה' : 'לילות'})</div>
${items(
  ['פירוט', 'סכום'],
  [
    ...stay.map((s) => [`לילה ${ltr(dt(s.d, 'dd/mm'))}${weekend(s.d) ? ' (סוף שבוע)' : ''}, כולל ארוחת בוקר ביתית`, ltr(money(s.price))]),
    ...extras.map(([name, p]) => [name, ltr(money(p))]),
  ],
)}
${row('סה"כ לחשבון', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
${row(`מקדמה (${ltr(dt(depositDate, 'dd.mm.yy'))})`, ltr(money(deposit)))}${row(`יתרה ששולמה בעזיבה - ${paidBy}`, ltr(money(gross - deposit)))}${row('יתרה', ltr(money(0)))}
<div class="foot">מרגלית שטרן · עוסק מורשה ${ltr(taxId)}</div>`;
      page = 'A5';
    }
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Miriam CLM'"};font-size:${co ? 12 : 11.5}px;padding:${co ? '14mm' : '10mm'};box-sizing:border-box;height:${co ? '296mm' : '209mm'};position:relative}
.head{border-bottom:2px solid #6d4c41;padding-bottom:5px}.brand{font-size:${co ? 26 : 20}px;font-weight:bold;color:#6d4c41}h1{font-size:${co ? 17 : 13}px;margin:8px 0}.pairs{width:100%}.sum{width:55%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
