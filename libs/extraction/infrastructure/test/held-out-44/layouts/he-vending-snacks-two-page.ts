import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-vending-snacks-two-page';

const GOODS: [string, string, number][] = [
  ['חטיף במבה 25 גרם', 'קרטון 50', 7400],
  ['ביסלי גריל 35 גרם', 'קרטון 40', 7900],
  ['שוקולד חלב 50 גרם', 'קרטון 24', 8600],
  ['בקבוק מים 500 מ"ל', 'שישייה', 1150],
  ['פחית משקה קל', 'מגש 24', 6200],
  ['חטיף אנרגיה', 'קרטון 30', 9900],
  ['עוגיות שוקוצ׳יפס', 'קרטון 20', 6400],
  ['בייגלה מלוח', 'קרטון 40', 5600],
  ['ופל לימון', 'קרטון 36', 5900],
  ['משקה אנרגיה', 'מגש 24', 13800],
  ['קפה קר בפחית', 'מגש 12', 7800],
  ['אגוזים קלויים 40 גרם', 'קרטון 30', 10200],
  ['כוסות נייר למכונת קפה', 'שרוול 50', 1200],
  ['תערובת אבקת שוקו', 'שקית 1 ק"ג', 3900],
];

const VENDORS = [
  {
    brand: 'סנאק-בוקס',
    legal: 'סנאק בוקס מכונות אוטומטיות בע"מ',
    company: true,
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    color: '#e65100',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(400000, 499999)),
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'מכונת הטעם',
    legal: 'רפאל דהן',
    company: false,
    font: "'Frank Ruehl CLM','Liberation Serif',serif",
    color: '#283593',
    num: (rng: { int(a: number, b: number): number }) => `VN-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

const CUSTOMERS: [string, boolean][] = [
  ['מכללת אורט גליל', true],
  ['היי-טק פארק אופק בע"מ', true],
  ['מפעל קרטונים הצפון בע"מ', true],
  ['בריכה עירונית - זיו אבני', false],
];

export const heVendingSnacksTwoPage: Layout = {
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
    const [customer, isCo] = rng.pick(CUSTOMERS);
    const custId = isCo ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const count = rng.int(28, 34);
    const days = Number(to.slice(8));
    const rows = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(GOODS);
      const qty = rng.int(1, 6);
      const day = `${from.slice(0, 8)}${String(Math.min(days, 1 + Math.floor((i * days) / count))).padStart(2, '0')}`;
      return { i: i + 1, note: `DN${rng.int(60000, 69999)}`, day, name, unit, qty, price, amt: qty * price };
    });
    const half = Math.ceil(count / 2);
    const pages = [rows.slice(0, half), rows.slice(half)];
    const goods = total(rows.map((r) => r.amt));
    const machines = rng.int(2, 6);
    const rent = machines * 3500;
    const discount = share(goods, 3);
    const net = goods + rent - discount;
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const due = plus(to, 30);
    const carried = total(pages[0].map((r) => r.amt));
    const header = (p: number) =>
      `<div class="head"><div class="brand">${v.brand}</div><div>חשבונית מס מרכזת מס׳ <b>${ltr(number)}</b><br>תאריך: ${ltr(v.date(date))}<br>דף ${p} מתוך 2</div></div>`;
    const footer = `<div class="foot">${esc(v.legal)} · ${v.company ? `ח.פ. ${ltr(hyphenId(id))}` : `עוסק מורשה ${ltr(id)}`} · מילוי מכונות חטיפים ושתייה · אזור תעשייה כרמיאל</div>`;
    const table = (rs: typeof rows) =>
      `<table class="items"><tr><th>#</th><th>ת. משלוח</th><th>יום</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${r.i}</td><td>${ltr(r.note)}</td><td>${ltr(dt(r.day, 'dd/mm'))}</td><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td>${r.qty}</td><td>${ltr(amount(r.price))}</td><td>${ltr(amount(r.amt))}</td></tr>`,
        )
        .join('')}</table>`;
    const body = `<div class="page">${header(1)}
<div class="cust">לכבוד: ${esc(customer)} · ${custId.split(' ')[0]} ${ltr(custId.split(' ')[1])} · מס׳ לקוח ${ltr(notAnId(rng))}</div>
<div>אספקות חודש ${heMonth(from)} (${ltr(v.date(from))} - ${ltr(v.date(to))}) · תנאי תשלום: שוטף + 30 · לתשלום עד ${ltr(v.date(due))}</div>
${table(pages[0])}
${row('סה"כ להעברה', ltr(amount(carried)), 'carry')}
${footer}</div>
<div class="page">${header(2)}
${row('הועבר מדף 1', ltr(amount(carried)), 'carry')}
${table(pages[1])}
<div class="tot">${row('סה"כ מוצרים', ltr(amount(goods)))}${row(`דמי שימוש ב-${machines} מכונות`, ltr(amount(rent)))}${row('הנחת היקף 3%', ltr(`-${amount(discount)}`))}${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(tax)))}${row('סה"כ לתשלום', ltr(`${amount(sum)} ₪`), 'big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.pick(['הפועלים', 'לאומי', 'מזרחי'])} סניף ${rng.int(100, 999)} חשבון ${rng.int(100000, 999999)}</div>
${footer}</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;position:relative;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:5px;margin-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.cust{margin:4px 0}.items{width:100%;border-collapse:collapse;margin:6px 0}.items th{background:#eee;border:1px solid #aaa;padding:2px}.items td{border:1px solid #ddd;padding:2px 3px}.row{display:flex;justify-content:space-between}.carry{font-weight:bold;width:70mm;margin-right:auto}.tot{width:80mm;margin:8px 0 8px auto}.big{font-weight:bold;font-size:13px;border-top:2px solid #333}.sm{font-size:9.5px;color:#444}.foot{position:absolute;bottom:10mm;left:13mm;right:13mm;border-top:1px solid #999;text-align:center;font-size:9.5px;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
