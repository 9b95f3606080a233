import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-zichron-yaakov-hotel-folio';

const EXTRAS: [string, number, number][] = [
  ['סיור יקבים מודרך', 120, 180],
  ['ארוחת ערב במסעדת המלון', 260, 480],
  ['השכרת אופניים חשמליים', 90, 140],
  ['בקבוק יין בחדר', 95, 160],
  ['מיני בר', 30, 85],
  ['חניה', 40, 60],
];

/** Zichron Yaakov hotel's folio dated on departure, prices including VAT. */
export const heZichronYaakovHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const base = co ? rng.int(780, 1250) * 100 : rng.int(550, 820) * 100;
    const nightRows = Array.from({ length: nights }, (_, i) => {
      const d = plus(arrival, i);
      const dow = new Date(`${d}T12:00:00Z`).getUTCDay();
      return { d, amt: dow === 4 || dow === 5 ? base + (co ? 20000 : 15000) : base };
    });
    const extras = rng.some(EXTRAS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const late = rng.chance(0.3) ? (co ? 25000 : 15000) : 0;
    const sums = [...nightRows.map((r) => r.amt), ...extras.map((e) => e.qty * e.unit), late];
    const gross = total(sums);
    const vat = vatIn(gross, rate);
    const deposit = Math.round((nightRows[0].amt * rng.pick([30, 50, 100])) / 100);
    const vendorName = co ? 'בית הברון אירוח זכרון בע"מ' : 'רחל אלקיים';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZY/${rng.digits(5)}` : rng.digits(4);
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const f = (d: string) => (co ? dt(d, 'yyyy-mm-dd') : dt(d, 'dd.mm.yyyy'));
    const guest = rng.pick(['מיכל ויונתן שגיא', 'דורית לנדאו', 'אלון ברק', 'Sarah Goldberg', 'נעמה ואסף פרידמן', 'David Kessler']);
    const room = co ? String(rng.int(101, 318)) : rng.pick(['סוויטת הגפן', 'סוויטת הזית', 'סוויטת התאנה']);
    const booking = co ? `${rng.digits(10)}` : `WA-${rng.digits(5)}`;
    const head = co
      ? `<div class="brand">מלון שדרת הברון</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב המייסדים 31, זכרון יעקב · ${ltr('04-6' + rng.digits(6))}</div><h2>חשבונית מס / קבלה - חשבון אורח</h2>`
      : `<div class="brand">צימר הגפן</div><div class="sm">סוויטות במושבה · רחוב הנדיב 12, זכרון יעקב · ${ltr(cellular(rng))}</div><h2>חשבון אירוח - חשבונית מס קבלה</h2>`;
    const meta = pairs(
      [
        ['מס׳ חשבון', ltr(doc)],
        ['תאריך', ltr(f(date))],
        ['שם האורח', guest],
        [co ? 'חדר' : 'יחידה', room],
        ['הגעה', ltr(f(arrival))],
        ['עזיבה', ltr(f(date))],
        ['מס׳ הזמנה', ltr(booking)],
        ['לילות', String(nights)],
      ],
      2,
    );
    const rowsHtml = [
      ...nightRows.map((r) => [ltr(dt(r.d, 'dd/mm')), `לינה ${co ? 'וארוחת בוקר' : 'כולל ארוחת בוקר בסלסלה'}`, '1', ltr(money(r.amt))]),
      ...extras.map((e) => [ltr(dt(date, 'dd/mm')), e.name, String(e.qty), ltr(money(e.qty * e.unit))]),
      ...(late ? [[ltr(dt(date, 'dd/mm')), 'עזיבה מאוחרת', '1', ltr(money(late))]] : []),
    ];
    const body = `${head}
${meta}
${items(['תאריך', 'פירוט', 'כמות', 'סכום'], rowsHtml)}
<div class="sum">${row('סה"כ חשבון', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row(`מקדמה ששולמה ב-${ltr(f(plus(arrival, -rng.int(5, 40))))}`, ltr(money(-deposit)))}${row(`שולם ב${rng.pick(['כרטיס אשראי', 'העברה בנקאית', 'ביט'])}`, ltr(money(deposit - gross)))}${row('יתרה לתשלום', ltr(money(0)))}</div>
<div class="sm">שעת עזיבה 11:00 · תודה שהתארחתם אצלנו, נשמח לראותכם שוב.</div>
${co ? '' : `<div class="foot">רחל אלקיים · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Keter YG'" : "'Noto Serif Hebrew'"};font-size:${co ? 13.5 : 11}px;padding:${co ? 15 : 9}mm}.brand{font-size:${co ? 30 : 22}px;font-weight:bold;color:#6a1b4d}h2{font-size:${co ? 18 : 14}px;margin:8px 0;border-bottom:2px solid #6a1b4d}.pairs{width:100%}.sum{width:${co ? 45 : 70}%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.foot{margin-top:14px;border-top:1px solid #999;padding-top:3px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
