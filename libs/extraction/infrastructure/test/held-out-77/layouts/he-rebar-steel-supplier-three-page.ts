import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-rebar-steel-supplier-three-page';

/** Items: Hebrew name, unit, price in agorot per unit (2023), quantity range. */
const ITEMS: [string, string, number, [number, number]][] = [
  ['ברזל מצולע קוטר 8', 'ק"ג', 465, [200, 1800]],
  ['ברזל מצולע קוטר 10', 'ק"ג', 452, [300, 2600]],
  ['ברזל מצולע קוטר 12', 'ק"ג', 441, [400, 4200]],
  ['ברזל מצולע קוטר 14', 'ק"ג', 436, [300, 3600]],
  ['ברזל מצולע קוטר 16', 'ק"ג', 432, [300, 3800]],
  ['ברזל מצולע קוטר 20', 'ק"ג', 428, [200, 3000]],
  ['ברזל מצולע קוטר 25', 'ק"ג', 426, [200, 2400]],
  ['כיפוף וחיתוך לפי תוכנית', 'ק"ג', 58, [500, 5000]],
  ['רשת מרותכת 6/20/20 (2.40x6.00)', 'יח׳', 21400, [4, 40]],
  ['חוט קשירה שחור (גליל 20 ק"ג)', 'יח׳', 2650, [1, 8]],
  ['ספייסרים לבטון (שקית 100)', 'יח׳', 4500, [1, 10]],
  ['הובלה במשאית מנוף', 'הובלה', 78000, [1, 1]],
];
const CUSTOMERS: [string, string][] = [
  ['א.ש. בוני השרון בע"מ', 'פרויקט "גני הדר" - מגרש 14, נתניה'],
  ['יסודות הצפון הנדסה אזרחית בע"מ', 'מבנה תעשייה - אזור תעשייה ציפורית'],
  ['מגדלי אור יזמות ובנייה בע"מ', 'בניין מגורים 9 קומות - רח׳ הרימון, חדרה'],
  ['שלד פלוס קבלנות בע"מ', 'בית ספר יסודי - שכונת נווה ים, פרדס חנה'],
];

/**
 * A construction steel supplier's monthly invoice of delivery notes, three A4 pages (Noto Serif Hebrew): every page opens
 * with a thin band carrying the company name, "חשבונית מס" with its number and "עמוד n מתוך 3"; page 1 has the full
 * letterhead with the company id, customer with company id, the building site, terms (שוטף + 90) and due date, page 2 and 3
 * start with "העברה מעמוד" and the sum carried, pages 1 and 2 end with "סה"כ לעמוד / להעברה"; numbered rows of deliveries
 * (date dd/mm, delivery note number, item, unit, quantity, price, sum): rebar by the kilo, cutting and bending, welded
 * mesh, tie wire, spacers, crane truck deliveries; on page 3 the sum, VAT added and the total, bank details and signatures.
 * Issued on the last working days of the month (Sunday to Thursday).
 */
export const heRebarSteelSupplierThreePage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [24, 31]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.025;
    const count = rng.int(30, 37);
    const month = date.slice(0, 8);
    const days = Number(date.slice(8, 10));
    const rows = Array.from({ length: count }, () => {
      const [name, unit, price, q] = rng.pick(ITEMS);
      const qty = unit === 'ק"ג' ? Math.round(rng.int(...q) / 5) * 5 : rng.int(...q);
      const each = Math.round(price * up);
      return { day: rng.int(1, days), note: String(rng.int(410000, 489999)), name, unit, qty, each, sum: qty * each };
    }).sort((a, b) => a.day - b.day || a.note.localeCompare(b.note));
    const pages = [rows.slice(0, 11), rows.slice(11, 27), rows.slice(27)];
    const subs = pages.map((p) => total(p.map((r) => r.sum)));
    const net = total(subs);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פלדת השרון ברזל לבניין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `2${rng.digits(5)}`;
    const [customer, site] = rng.pick(CUSTOMERS);
    const due = plus(lastOfMonth(date), 90);
    let n = 0;
    const table = (p: typeof rows) =>
      `<table class="ln"><thead><tr><th>#</th><th>תאריך</th><th>ת. משלוח</th><th>פריט</th><th>יח׳</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${p
        .map(
          (r) =>
            `<tr><td>${ltr(String(++n))}</td><td>${ltr(dt(`${month}${String(r.day).padStart(2, '0')}`, 'dd/mm'))}</td><td>${ltr(r.note)}</td><td>${r.name.replace(/\d[\d./x]*/g, (m) => ltr(m))}</td><td>${r.unit}</td><td>${ltr(r.qty.toLocaleString('en-US'))}</td><td>${ltr(amount(r.each))}</td><td>${ltr(amount(r.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const band = (i: number) => `<div class="band"><span>${vendorName}</span><span>חשבונית מס ${ltr(doc)}</span><span>עמוד ${ltr(String(i + 1))} מתוך ${ltr('3')}</span></div>`;
    const carried = (i: number) => total(subs.slice(0, i));
    const page1 = `<div class="page">${band(0)}
<div class="lh"><div class="co">${vendorName}</div><div>ח.פ. ${ltr(taxId)} · אזור התעשייה עמק חפר, ד.נ. חפר · טל׳ ${ltr(`04-62${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
<table class="info"><tr><th>תאריך</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td><th>לכבוד</th><td>${customer}</td></tr><tr><th>תנאי תשלום</th><td>שוטף + ${ltr('90')}</td><th>ח.פ. לקוח</th><td>${ltr(taxIdOfCustomer(rng))}</td></tr><tr><th>מועד פירעון</th><td>${ltr(dt(due, 'dd/mm/yyyy'))}</td><th>אתר</th><td>${site}</td></tr></table>
<div class="sm">ריכוז תעודות משלוח לחודש ${ltr(`${date.slice(5, 7)}/${date.slice(0, 4)}`)}</div>
${table(pages[0])}
<div class="cf">סה"כ לעמוד / להעברה: ${ltr(amount(carried(1)))}</div></div>`;
    const page2 = `<div class="page">${band(1)}<div class="cf top">העברה מעמוד ${ltr('1')}: ${ltr(amount(carried(1)))}</div>
${table(pages[1])}
<div class="cf">סה"כ לעמוד / להעברה: ${ltr(amount(carried(2)))}</div></div>`;
    const page3 = `<div class="page">${band(2)}<div class="cf top">העברה מעמוד ${ltr('2')}: ${ltr(amount(carried(2)))}</div>
${table(pages[2])}
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="bank">לתשלום בהעברה: בנק ${ltr(String(rng.pick([10, 11, 12, 20])))} · סניף ${ltr(String(rng.int(100, 899)))} · חשבון ${ltr(rng.digits(6))}<br>הסחורה נשארת בבעלות הספק עד לפירעון המלא.</div>
<div class="sign"><span>חתימת המקבל: ______________</span><span>חתימת הספק: ______________</span></div></div>`;
    const body = page1 + page2 + page3;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','FreeSerif';font-size:11.5px}.page{height:296mm;box-sizing:border-box;padding:10mm 13mm;overflow:hidden;break-after:page}.page:last-child{break-after:auto}
.band{display:flex;justify-content:space-between;border-bottom:1px solid #555;font-size:10px;color:#333;padding-bottom:3px;margin-bottom:8px}.lh{border:2px solid #37474f;padding:8px;text-align:center}.co{font-size:22px;font-weight:bold}
h1{font-size:18px;margin:10px 0 6px}.info{width:100%;margin-bottom:6px}.info th{text-align:start;font-weight:normal;color:#555;padding:2px 4px;width:12%}.info td{padding:2px 4px;font-weight:bold}
.ln{width:100%;margin:6px 0}.ln th{background:#37474f;color:#fff;padding:4px 3px;text-align:start;font-weight:normal}.ln td{padding:4px 3px;border-bottom:1px solid #ddd}.ln td:nth-child(n+6),.ln th:nth-child(n+6){text-align:left}
.cf{text-align:left;font-weight:bold;border-top:1px solid #000;padding-top:4px}.cf.top{border-top:none;border-bottom:1px solid #000;padding:0 0 4px}
.tt{width:45%;margin-top:10px;margin-inline-start:auto}.tt td{padding:3px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.bank{margin-top:16px;font-size:10.5px}.sign{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
