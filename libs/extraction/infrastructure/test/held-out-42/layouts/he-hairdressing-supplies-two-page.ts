import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { add, allocation, dated, dow, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-hairdressing-supplies-two-page';

const TYPES: [string, string, number, number][] = [
  ['צבע לשיער 60 מ"ל (גוון לבחירה)', 'שפופרת', 1900, 2900],
  ['מחמצן 6% ליטר', 'בקבוק', 2400, 3600],
  ['שמפו מקצועי 5 ליטר', 'מיכל', 8900, 13900],
  ['מסכת קרטין 1 ק"ג', 'צנצנת', 9900, 15900],
  ['רדיד כסף לגוונים 100 מ׳', 'גליל', 3900, 5900],
  ['כפפות ניטריל (100)', 'קופסה', 2200, 3200],
  ['מגבות חד פעמיות (50)', 'חבילה', 2900, 3900],
  ['ספריי קיבוע 500 מ"ל', 'בקבוק', 2100, 3400],
  ['אבקת הבהרה 500 גר׳', 'קופסה', 7900, 11900],
  ['להבי מכונת תספורת', 'יחידה', 6900, 9900],
];
const CUSTOMERS: [string, boolean][] = [
  ['מספרת לוקס קריית גת בע"מ', true],
  ['סטודיו שיער מירב - מירב אלמוג', false],
  ['רשת מספרות קרלי בע"מ', true],
  ['ברברשופ הנמל - עמית חזן', false],
];

const VENDORS = [
  {
    brand: 'פרו-סלון',
    legal: 'פרו-סלון הפצת מוצרי שיער בע"מ',
    company: true,
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    color: '#9d174d',
    label: 'ח.פ.',
    idf: hyphenId,
    num: (r: { int(a: number, b: number): number }) => `${r.int(700000, 799999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    rowDate: (iso: string) => dt(iso, 'dd/mm'),
    addr: 'רח׳ המסגר 18, פתח תקווה',
  },
  {
    brand: 'עולם השיער',
    legal: 'מאיר דוד',
    company: false,
    font: "'David CLM','Liberation Serif',serif",
    color: '#1d4ed8',
    label: 'עוסק מורשה',
    idf: (s: string) => s,
    num: (r: { int(a: number, b: number): number }) => `HS/${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    rowDate: (iso: string) => dt(iso, 'dd.mm.yy'),
    addr: 'שד׳ ירושלים 90, יפו',
  },
];

export const heHairdressingSuppliesTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 7]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const [customer, firm] = rng.pick(CUSTOMERS);
    const custId = firm ? taxId(rng, true) : personalId(rng);
    const kinds = rng.some(TYPES, 6).map(([name, unit, lo, hi]) => ({ name, unit, price: rng.int(lo / 10, hi / 10) * 10 }));
    type R = { day: string; note: string; name: string; unit: string; qty: number; price: number };
    const rows: R[] = [];
    let note = rng.int(40000, 60000);
    for (let d = from; d <= to; d = shift(d, 1)) {
      if (dow(d) === 5 || dow(d) === 6 || rng.chance(0.4)) continue;
      for (let i = rng.int(1, 3); i > 0 && rows.length < 36; i--) {
        const t = rng.pick(kinds);
        rows.push({ day: d, note: String(note), name: t.name, unit: t.unit, qty: rng.int(2, 24), price: t.price });
      }
      note += rng.int(1, 4);
    }
    while (rows.length < 24) {
      const t = rng.pick(kinds);
      rows.push({ day: to, note: String(note++), name: t.name, unit: t.unit, qty: rng.int(2, 24), price: t.price });
    }
    const split = Math.min(26, rows.length - 4);
    const line = (r: R) => r.qty * r.price;
    const goods = add(rows.map(line));
    const disc = -Math.round(goods * 0.05);
    const net = goods + disc;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const carry = add(rows.slice(0, split).map(line));
    const table = (rs: R[], first: number) =>
      `<table class="items"><tr><th>שורה</th><th>תעודת משלוח</th><th>תאריך</th><th>פריט</th><th>יח׳</th><th>כמות</th><th>מחיר יח׳</th><th>סה"כ</th></tr>${rs
        .map(
          (r, i) =>
            `<tr><td>${first + i}</td><td>${r.note}</td><td>${lr(v.rowDate(r.day))}</td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${lr(amount(r.price))}</td><td>${lr(amount(line(r)))}</td></tr>`,
        )
        .join('')}</table>`;
    const head = (p: number) =>
      `<header><div class="brand">${v.brand}</div><div class="doc"><b>חשבונית מס מרכזת מס׳ ${lr(number)}</b><br>תאריך: ${lr(v.date(date))}<br>דף ${p} מתוך 2</div></header>`;
    const foot = `<footer>${esc(v.legal)} · ${v.label} ${lr(v.idf(id))} · ${v.addr} · ${lr(landline(rng))}</footer>`;
    const due = shift(lastOfMonth(date), 45);
    const alloc = allocation(rng, date, net);
    const body = `<div class="page">${head(1)}
<div class="cust"><div><b>לקוח:</b> ${esc(customer)}<br>${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(custId)} · מס׳ לקוח ${lr(notAnId(rng))}</div><div>אספקות חודש ${heMonth(from)}: ${lr(`${v.date(from)} - ${v.date(to)}`)}<br>שוטף + 45, לתשלום עד ${lr(v.date(due))}</div></div>
${table(rows.slice(0, split), 1)}
<div class="carry">סה"כ להעברה: ${lr(amount(carry))}</div>
${foot}</div>
<div class="page">${head(2)}
<div class="carry">הועבר מדף 1: ${lr(amount(carry))}</div>
${table(rows.slice(split), split + 1)}
<table class="tot">
<tr><td>סה"כ אספקות</td><td>${lr(amount(goods))}</td></tr>
<tr><td>הנחת סלון 5%</td><td>${lr(amount(disc))}</td></tr>
<tr><td>סה"כ לפני מע"מ</td><td>${lr(amount(net))}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${lr(`${amount(total)} ₪`)}</td></tr>
</table>
${alloc ? `<div class="alloc">מספר הקצאה: ${lr(alloc)}</div>` : ''}
<div class="note">תשלום בהעברה לבנק הפועלים, סניף ${rng.int(100, 799)}, חשבון ${rng.int(100000, 999999)}. החזרת סחורה פתוחה לא תתקבל.</div>
${foot}</div>`;
    const css = `body{font-family:${v.font};font-size:9px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:10mm 12mm 16mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${v.color};padding-bottom:4px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.doc{text-align:left;font-size:11px;line-height:1.5}.cust{display:flex;justify-content:space-between;margin:8px 0;line-height:1.6;background:#f5f5f5;padding:5px}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:3px;text-align:right}.items td{padding:2.5px 3px;border-bottom:1px solid #e5e5e5}.carry{text-align:left;font-weight:bold;margin:6px 0}.tot{width:50%;margin:8px auto 0 0;border-collapse:collapse;font-size:11px}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}.alloc{margin-top:6px;font-weight:bold}.note{margin-top:10px}footer{position:absolute;bottom:7mm;left:12mm;right:12mm;border-top:1px solid ${v.color};padding-top:3px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
