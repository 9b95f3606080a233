import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, row, total, vatOn, weekdayOf } from './extra';

const ID = 'he-poultry-feed-two-page';
const FEED: [string, string, number][] = [
  ['תערובת פטם סטרטר', 'טון', 248000],
  ['תערובת פטם גמר', 'טון', 231000],
  ['תערובת מטילות שלב א׳', 'טון', 219000],
  ['תערובת הודים', 'טון', 236000],
  ['גרעיני תירס גרוס', 'טון', 142000],
  ['קמח סויה', 'טון', 265000],
  ['תוסף סידן גרנולרי', 'שק', 6800],
  ['פרמיקס ויטמינים', 'שק', 15400],
  ['נסורת לריפוד לול', 'מ"ק', 9500],
  ['חומר חיטוי ללולים', 'ג׳ריקן', 21000],
];

/** A poultry feed mill's monthly collective invoice to a farm, over two A4 pages. */
export const hePoultryFeedTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    let date = d0;
    while ([5, 6].includes(weekdayOf(date))) date = plus(date, 1);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const days = Number(to.slice(8));
    const count = rng.int(28, 32);
    const lines = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(FEED);
      const qty = unit === 'טון' ? rng.int(2, 12) : rng.int(1, 20);
      const day = `${from.slice(0, 8)}${String(Math.min(days, 1 + Math.floor((i * days) / count))).padStart(2, '0')}`;
      return { i: i + 1, note: `${co ? 'TM' : 'MS'}${rng.digits(6)}`, day, name, unit, qty, price };
    });
    const split = 16;
    const p1 = lines.slice(0, split);
    const p2 = lines.slice(split);
    const sum1 = total(p1.map((l) => l.qty * l.price));
    const goods = total(lines.map((l) => l.qty * l.price));
    const disc = Math.round((goods * 3) / 100);
    const freight = rng.pick([0, 45000, 68000]);
    const net = goods - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מספוא הגליל המערבי בע"מ' : 'חיים אוחיון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MG-${rng.digits(6)}` : `OH-${rng.digits(4)}`;
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const brand = co ? 'מספוא הגליל' : 'גרעין טוב';
    const farm = rng.pick(['משק לוי לולים בע"מ', 'לולי הנגב בע"מ', 'מושב שדה ורבורג - אגודה חקלאית', 'ביצי הצפון בע"מ']);
    const farmId = anyTaxId(rng);
    const header = (p: number) =>
      `<div class="hd"><div class="brand">${brand}</div><div>חשבונית מס מרכזת מס׳ ${ltr(doc)}<br>תאריך: ${ltr(dt(date, f))}<br>דף ${p} מתוך 2</div></div><div class="rule"></div>`;
    const footer = `<div class="foot">${vendorName} · ${co ? 'ח.פ.' : 'עוסק מורשה'} ${ltr(hyphenId(taxId))} · מפעל תערובות, אזור תעשייה בר-לב</div>`;
    const table = (ls: typeof lines) =>
      items(
        ['#', 'ת. משלוח', 'יום', 'פריט', 'יח׳', 'כמות', 'מחיר', 'סכום'],
        ls.map((l) => [String(l.i), ltr(l.note), ltr(dt(l.day, 'dd/mm')), l.name, l.unit, String(l.qty), amount(l.price), amount(l.qty * l.price)]),
      );
    const body = `<div class="page">${header(1)}
<p>לכבוד: ${farm}, ח.פ. ${ltr(farmId)} · מס׳ לקוח ${ltr(notAnId(rng))}<br>אספקות ${heMonth(from)} (${ltr(dt(from, f))} - ${ltr(dt(to, f))}) · תנאים: שוטף + 45, לתשלום עד ${ltr(dt(plus(lastOfMonth(date), 45), f))}</p>
${table(p1)}${row('סה"כ להעברה', amount(sum1), 'b')}${footer}</div>
<div class="page">${header(2)}${row('הועבר מדף 1', amount(sum1), 'b')}${table(p2)}
<div class="tot">${row('סה"כ פריטים', amount(goods))}${row('הנחת כמות 3%', `-${amount(disc)}`)}${row('הובלה בתפזורת', amount(freight))}${row('סה"כ לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<p class="sm">העברה בנקאית: בנק ${rng.pick(['יהב', 'לאומי', 'הבינלאומי'])} סניף ${rng.int(100, 999)} חשבון ${ltr(rng.digits(7))}</p>${footer}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Frank Ruehl CLM'"};font-size:11.5px}
.page{padding:12mm 14mm;height:270mm;box-sizing:border-box;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between}.brand{font-size:26px;font-weight:bold;color:#6b4e16}.items td,.items th{padding:1.5px 3px}
.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:8mm;left:14mm;right:14mm;border-top:1px solid #888;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
