import { htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, sh, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-tofu-producer-two-page';

const PRODUCTS: [string, string, number, number][] = [
  ['טופו קשה טבעי', 'ק"ג', 2200, 2900],
  ['טופו משי', 'ק"ג', 2400, 3200],
  ['טופו מעושן', 'ק"ג', 3100, 3900],
  ['טמפה סויה', 'ק"ג', 4200, 5400],
  ['חלב סויה ללא סוכר', 'ליטר', 900, 1400],
  ['קוביות טופו מטוגנות', 'ק"ג', 3600, 4600],
  ['אדממה מקולפת', 'ק"ג', 3000, 3800],
];

const lineOf = (rng: Rng, from: string) => {
  const [name, unit, lo, hi] = rng.pick(PRODUCTS);
  const qty = rng.int(2, 24);
  const price = rng.int(lo / 10, hi / 10) * 10;
  return { note: rng.digits(5), day: plus(from, rng.int(0, 27)), name, unit, qty, price, sum: qty * price };
};

/** Tofu producer's monthly collective invoice over two A4 pages: carried total, a volume discount, VAT added. */
export const heTofuProducerTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const lines = Array.from({ length: 26 }, () => lineOf(rng, from)).sort((a, b) => a.day.localeCompare(b.day));
    const p1 = lines.slice(0, 13);
    const p2 = lines.slice(13);
    const sumAll = total(lines.map((l) => l.sum));
    const carried = total(p1.map((l) => l.sum));
    const disc = share(sumAll, 3);
    const freight = rng.chance(0.5) ? rng.int(8, 20) * 1000 : 0;
    const net = sumAll - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'סויה הגליל מזון בע"מ' : 'נחמה ברגר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TF/${rng.digits(6)}` : `${rng.digits(4)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'dd.mm.yy');
    const m = (c: number) => sh(c, 'x');
    const customer = rng.pick(['מסעדת בודהה בר בע"מ', 'רשת טבע בשכונה בע"מ', 'קייטרינג ירוק מאוד בע"מ', 'מלון ים המלח ספא בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const code = notAnId(rng);
    const brand = co ? 'סויה טובה' : 'הטופו של נחמה';
    const head = (p: number) =>
      `<div class="head"><div class="brand">${brand}</div><div>חשבונית מס מרכזת <b>${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>דף ${p} מתוך 2</div></div>`;
    const foot = `<div class="foot">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · אזור תעשייה בר-לב` : `${vendorName} · עוסק מורשה ${ltr(spacedId(taxId))} · מושב שורש`}</div>`;
    const table = (ls: typeof lines, start: number) =>
      items(
        ['#', 'תעודת משלוח', 'תאריך', 'מוצר', 'יחידה', 'כמות', 'מחיר', 'סכום'],
        ls.map((l, i) => [ltr(String(start + i)), ltr(l.note), ltr(dt(l.day, 'dd/mm')), l.name, l.unit, ltr(String(l.qty)), ltr(m(l.price)), ltr(m(l.sum))]),
      );
    const body = `<div class="pg">${head(1)}
<div class="cust">לכבוד: <b>${customer}</b> · ח.פ. ${ltr(custId)} · קוד לקוח ${ltr(code)}<br>אספקות חודש ${heMonth(from)} (${ltr(dt(from, 'dd/mm/yy'))}-${ltr(dt(to, 'dd/mm/yy'))}) · תנאי תשלום: שוטף + 60, לתשלום עד ${ltr(f(plus(lastOfMonth(date), 60)))}</div>
${table(p1, 1)}${row('סה"כ מועבר לדף הבא', ltr(m(carried)), 'b')}${foot}</div>
<div class="pg">${head(2)}${row('הועבר מדף 1', ltr(m(carried)), 'b')}${table(p2, 14)}
<div class="sum">${row('סה"כ אספקות', ltr(m(sumAll)))}${row('הנחת כמות 3%', ltr(`-${m(disc)}`))}${row('דמי הובלה בקירור', ltr(m(freight)))}${row('סה"כ לפני מע"מ', ltr(m(net)))}${row(`מע"מ ${rate}%`, ltr(m(vat)))}${row('סה"כ לתשלום ₪', ltr(m(gross)), 'b big')}</div>
<div class="sm">העברה לבנק ${rng.pick(['הפועלים', 'דיסקונט', 'ירושלים'])} סניף ${ltr(rng.digits(3))} חשבון ${ltr(rng.digits(6))}</div>${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Miriam CLM'"};font-size:11.5px}.pg{padding:12mm 14mm;break-after:page}.pg:last-child{break-after:auto}.head{display:flex;justify-content:space-between;border-bottom:2px solid #33691e;padding-bottom:5px}.brand{font-size:26px;font-weight:bold;color:#33691e}.cust{margin:8px 0}.items td,.items th{padding:3px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:14px;border-top:1px solid #999;padding-top:4px;font-size:0.9em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
