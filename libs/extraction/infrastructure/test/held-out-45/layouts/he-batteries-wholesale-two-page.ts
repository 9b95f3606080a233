import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-batteries-wholesale-two-page';

const PRODUCTS: [string, string, number][] = [
  ['סוללה AA אלקליין', 'מארז 4', 1290],
  ['סוללה AAA אלקליין', 'מארז 4', 1190],
  ['סוללת 9V', 'יחידה', 890],
  ['סוללת כפתור CR2032', 'בליסטר 5', 1450],
  ['סוללה נטענת AA 2500mAh', 'מארז 2', 2390],
  ['סוללת ליתיום CR123A', 'יחידה', 1690],
  ['סוללה D אלקליין', 'מארז 2', 1790],
  ['סוללה C אלקליין', 'מארז 2', 1590],
  ['מטען סוללות USB', 'יחידה', 4990],
  ['סוללת עופרת 12V 7Ah', 'יחידה', 8900],
  ['סוללה למכשיר שמיעה 312', 'בליסטר 6', 1190],
  ['פנס ראש LED', 'יחידה', 3490],
];

const VENDORS = [
  {
    brand: 'מתח',
    legal: 'מתח סוללות והפצה בע"מ',
    company: true,
    color: '#d35400',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    num: (rng: Rng) => `${rng.int(300000, 699999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'אנרגיה פלוס',
    legal: 'רפאל דהן',
    company: false,
    color: '#283593',
    font: "'Frank Ruehl CLM','David CLM',serif",
    num: (rng: Rng) => `EP-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

const CUSTOMERS = ['רשת חשמל-הבית בע"מ', 'מרכולית השכונה בע"מ', 'אלקטרו-צפון סחר בע"מ', 'טכנו-סייף מערכות אזעקה בע"מ'];

export const heBatteriesWholesaleTwoPage: Layout = {
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
    const due = plus(to, 30);
    const cust = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const count = rng.int(30, 36);
    const rows = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(PRODUCTS);
      const qty = rng.int(6, 60);
      const day = dt(plus(from, Math.floor((i * 27) / count)), 'dd/mm');
      return { i: i + 1, dn: `DN${rng.int(40000, 89999)}`, day, name, unit, qty, price, sum: qty * price };
    });
    const split = 19;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const s1 = total(p1.map((r) => r.sum));
    const goods = total(rows.map((r) => r.sum));
    const disc = Math.round((goods * 4) / 100);
    const delivery = rng.pick([0, 4500, 6000]);
    const net = goods - disc + delivery;
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const table = (rs: typeof rows) =>
      `<table class="items"><thead><tr><th>#</th><th>ת. משלוח</th><th>יום</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>${rs
        .map(
          (r) =>
            `<tr><td>${r.i}</td><td>${ltr(r.dn)}</td><td>${ltr(r.day)}</td><td>${e(r.name)}</td><td>${e(r.unit)}</td><td>${r.qty}</td><td>${ltr(amount(r.price))}</td><td>${ltr(amount(r.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const foot = `<div class="foot">${v.company ? `${e(v.legal)} · ח.פ. ${ltr(hyphenId(id))} · אזור תעשייה חבל מודיעין` : `${e(v.legal)} · עוסק מורשה ${ltr(id)} · ${ltr('08-9243317')}`}</div>`;
    const header = (p: number) =>
      `<div class="head"><div class="brand">${v.brand}</div><div>${pairs([
        ['חשבונית מס מרכזת מס׳', ltr(number)],
        ['תאריך', ltr(v.date(date))],
        ['דף', `${p} מתוך 2`],
      ])}</div></div>`;
    const body = `<div class="pg">${header(1)}
<div class="cust">לכבוד: <b>${e(cust)}</b> · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br/>
אספקות חודש ${heMonth(from)} (${ltr(v.date(from))} - ${ltr(v.date(to))}) · תנאי תשלום: שוטף + 30 · לתשלום עד ${ltr(v.date(due))}</div>
${table(p1)}
<div class="carry">${pairs([['סה"כ להעברה', ltr(amount(s1))]])}</div>
${foot}</div>
<div class="pg">${header(2)}
<div class="carry">${pairs([['הועבר מדף 1', ltr(amount(s1))]])}</div>
${table(p2)}
<div class="sums">${pairs([
      ['סה"כ מוצרים', ltr(amount(goods))],
      ['הנחת כמות 4%', ltr(`-${amount(disc)}`)],
      ['דמי הובלה', ltr(amount(delivery))],
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${rate}%`, ltr(amount(tax))],
      ['סה"כ לתשלום', ltr(`${amount(sum)} ₪`)],
    ])}</div>
<div class="sm">בנק הפועלים, סניף ${rng.int(100, 799)}, חשבון ${ltr(rng.digits(6))}</div>
${foot}</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10.5px;color:#111}.pg{padding:10mm 12mm;height:275mm;box-sizing:border-box;position:relative;page-break-after:always;overflow:hidden}.pg:last-child{page-break-after:auto}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color}}.brand{font-size:30px;font-weight:bold;color:${v.color}}.cust{margin:6px 0}.items td,.items th{padding:2px 4px}.carry,.sums{display:flex;justify-content:flex-end}.foot{position:absolute;bottom:8mm;left:12mm;right:12mm;border-top:1px solid #999;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
