import { amount, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, share } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-garden-tools-wholesale-two-page';

const TOOLS: [string, string, number][] = [
  ['מזמרה ידנית 20 ס"מ', 'יח׳', 3450],
  ['מגרפה עלים פלסטיק', 'יח׳', 2180],
  ['את חפירה ידית עץ', 'יח׳', 4790],
  ['צינור השקיה 1/2" 25 מ׳', 'גליל', 6900],
  ['מתז אקדח 7 מצבים', 'יח׳', 1890],
  ['כפפות גינון (12 זוג)', 'חב׳', 5400],
  ['מזמרת גדר ביד', 'יח׳', 8950],
  ['מריצה 80 ל׳', 'יח׳', 21900],
  ['מעדר קטן', 'יח׳', 2650],
  ['מרסס גב 16 ל׳', 'יח׳', 17900],
  ['חוט חרמש 2.4 מ"מ', 'גליל', 4200],
  ['סכין הרכבה', 'יח׳', 2990],
  ['מחבר מהיר 3/4"', 'שק 10', 2350],
  ['טיימר השקיה סוללה', 'יח׳', 11900],
  ['מסור גיזום מתקפל', 'יח׳', 5890],
  ['קלשון 4 שיניים', 'יח׳', 5200],
];

const VENDORS = [
  {
    brand: 'גן-כלי',
    legal: 'גן-כלי סחר והפצה בע"מ',
    company: true,
    color: '#2e7d32',
    font: "'Liberation Sans','DejaVu Sans',sans-serif",
    num: (rng: Rng) => String(rng.int(300000, 699999)),
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'ירוק עד כלים',
    legal: 'שלמה בן-עמי',
    company: false,
    color: '#795548',
    font: "'Hadasim CLM','David CLM',serif",
    num: (rng: Rng) => `YK-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heGardenToolsWholesaleTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const days = Number(to.slice(8));
    const n = rng.int(30, 34);
    const lines = Array.from({ length: n }, (_, i) => {
      const [name, unit, price] = rng.pick(TOOLS);
      const qty = rng.int(2, 24);
      return { i: i + 1, dn: `TN${rng.int(40000, 89999)}`, day: `${from.slice(0, 8)}${String(rng.int(1, days)).padStart(2, '0')}`, name, unit, price, qty };
    }).sort((a, b) => a.day.localeCompare(b.day));
    lines.forEach((l, i) => (l.i = i + 1));
    const cut = 17;
    const goods = total(lines.map((l) => l.qty * l.price));
    const page1 = total(lines.slice(0, cut).map((l) => l.qty * l.price));
    const disc = share(goods, 3);
    const freight = rng.int(8, 25) * 1000;
    const net = goods - disc + freight;
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const custId = notAnId(rng);
    const customer = rng.pick(['משתלת הדקל בע"מ', 'בית וגן אביזרים בע"מ', 'חוות שתילים הגליל בע"מ', 'עולם הגינה רשת חנויות בע"מ']);
    const custTax = taxId(rng, true);
    const due = plus(lastOfMonth(date), 30);
    const head = (p: number) =>
      `<div class="head"><div class="brand">${v.brand}</div><div class="hd">${pairs([
        ['חשבונית מס מרכזת מס׳', ltr(number)],
        ['תאריך', ltr(v.date(date))],
        ['דף', ltr(`${p} מתוך 2`)],
      ])}</div></div>`;
    const foot = `<div class="foot">${e(v.legal)} · ${v.company ? `ח.פ. ${ltr(hyphenId(id))}` : `עוסק מורשה ${ltr(id)}`} · אזור התעשייה קיסריה · ${ltr(`04-${rng.int(6000000, 6999999)}`)}</div>`;
    const tbl = (ls: typeof lines) =>
      items(
        ['#', 'ת. משלוח', 'יום', 'פריט', 'יח׳', 'כמות', 'מחיר', 'סכום'],
        ls.map((l) => [ltr(String(l.i)), ltr(l.dn), ltr(dt(l.day, 'dd/mm')), e(l.name), e(l.unit), ltr(String(l.qty)), ltr(amount(l.price)), ltr(amount(l.qty * l.price))]),
      );
    const body = `<div class="pg p1">${head(1)}
<div class="cust">לכבוד: ${e(customer)} · ח.פ. ${ltr(custTax)} · מס׳ לקוח ${ltr(custId)}<br/>ריכוז תעודות משלוח לחודש ${heMonth(from)} (${ltr(`${v.date(from)} - ${v.date(to)}`)}) · תנאים: שוטף + 30 · לתשלום עד ${ltr(v.date(due))}</div>
${tbl(lines.slice(0, cut))}
<div class="carry">סה"כ להעברה: ${ltr(amount(page1))}</div>
${foot}</div>
<div class="pg">${head(2)}
<div class="carry">הועבר מדף 1: ${ltr(amount(page1))}</div>
${tbl(lines.slice(cut))}
<div class="sums">${pairs([
      ['סה"כ פריטים', ltr(amount(goods))],
      ['הנחת לקוח קבוע 3%', ltr(`-${amount(disc)}`)],
      ['הובלה', ltr(amount(freight))],
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${rate}%`, ltr(amount(tax))],
      ['סה"כ לתשלום', ltr(`${amount(sum)} ₪`)],
    ])}</div>
<div class="sm">בנק לאומי סניף ${rng.int(600, 999)} חשבון ${ltr(rng.digits(8))}</div>
${foot}</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10.5px;color:#111}.pg{padding:12mm;height:270mm;position:relative;box-sizing:border-box}.p1{page-break-after:always}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color}}.brand{font-size:30px;font-weight:bold;color:${v.color}}.cust{margin:8px 0}.carry{text-align:left;font-weight:bold;margin:4px 0}.sums{display:flex;justify-content:flex-end}.foot{position:absolute;bottom:8mm;left:12mm;right:12mm;border-top:1px solid #999;font-size:10px}.items td,.items th{padding:2px 3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
