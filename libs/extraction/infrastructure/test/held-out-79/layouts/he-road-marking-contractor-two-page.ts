import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-road-marking-contractor-two-page';

/** Works: name, unit, price in agorot (2022), quantity range. */
const WORKS: [string, string, number, [number, number]][] = [
  ['צביעת קו הפרדה רציף 10 ס"מ', 'מ"א', 390, [120, 1800]],
  ['צביעת קו מקווקו 10 ס"מ', 'מ"א', 310, [100, 1500]],
  ['צביעת מעבר חציה', 'מ"ר', 4200, [12, 90]],
  ['צביעת אבני שפה אדום-לבן', 'מ"א', 980, [30, 400]],
  ['סימון חניה כולל מספור', 'יח׳', 5500, [6, 60]],
  ['חץ הכוונה תרמופלסטי', 'יח׳', 21000, [2, 16]],
  ['מחיקת סימון קיים בהתזה', 'מ"ר', 3600, [10, 120]],
  ['התקנת עיני חתול', 'יח׳', 2800, [20, 240]],
  ['הסדרי תנועה זמניים ושילוט', 'יום', 145000, [1, 4]],
];
const CLIENTS = ['מועצה אזורית גזר', 'עיריית קריית מלאכי', 'מועצה מקומית גן יבנה', 'החברה הכלכלית לפיתוח לוד בע"מ'];

/**
 * A road-marking contractor's monthly invoice to a local authority, two A4 pages (David CLM, tables in Liberation Sans):
 * page 1 has the letterhead (the company's name and "ח.פ." at the right, the contractor's registry classification at the
 * left), "חשבונית מס מס׳ yyyy/nnnn", the date (dd/mm/yyyy), the client with its id, a work order and a project, and the
 * first rows; page 2 the rest, the sum of the works, a 3% framework discount on some, "סה"כ לפני מע"מ", VAT added and
 * "סה"כ כולל מע"מ". Rows: date of work, street, work, unit, quantity, price, sum. Every page has "דף n מתוך 2".
 */
export const heRoadMarkingContractorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [20, 31]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const streets = ['רח׳ הרצל', 'שד׳ ירושלים', 'רח׳ הנשיא', 'כביש הגישה לאזור התעשייה', 'רח׳ האלון', 'כיכר המייסדים', 'רח׳ ז׳בוטינסקי', 'חניון בית הספר'];
    const days = Number(date.slice(8, 10));
    const rows = Array.from({ length: rng.int(20, 27) }, () => {
      const [name, unit, price, q] = rng.pick(WORKS);
      const qty = rng.int(...q);
      const each = Math.round(price * up);
      return { day: rng.int(1, days), street: rng.pick(streets), name, unit, qty, each, sum: qty * each };
    }).sort((a, b) => a.day - b.day);
    const p1 = rows.slice(0, 14);
    const p2 = rows.slice(14);
    const works = total(rows.map((r) => r.sum));
    const discount = rng.chance(0.5) ? Math.round((works * 3) / 100) : 0;
    const net = works - discount;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קו לבן סימון כבישים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(0, 4)}/${String(rng.int(100, 999)).padStart(4, '0')}`;
    const month = date.slice(0, 8);
    let n = 0;
    const table = (rs: typeof rows) =>
      `<table class="ln"><thead><tr><th>#</th><th>תאריך</th><th>מיקום</th><th>עבודה</th><th>יח׳</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>${rs
        .map(
          (r) =>
            `<tr><td>${ltr(String(++n))}</td><td>${ltr(dt(`${month}${String(r.day).padStart(2, '0')}`, 'dd/mm/yy'))}</td><td>${r.street}</td><td>${r.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${r.unit}</td><td>${ltr(r.qty.toLocaleString('en-US'))}</td><td>${ltr(amount(r.each))}</td><td>${ltr(amount(r.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const foot = (i: number) => `<div class="foot">חשבונית ${ltr(doc)} · דף ${ltr(String(i))} מתוך ${ltr('2')}</div>`;
    const page1 = `<div class="page"><div class="lh"><div><div class="co">${vendorName}</div><div>ח.פ. ${ltr(taxId)} · אזור תעשייה צפוני, יבנה</div></div><div class="cls">קבלן רשום ${ltr('130')} ג׳${ltr('2')}<br>טל׳ ${ltr(`08-94${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
<table class="info"><tr><th>תאריך</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td><th>לכבוד</th><td>${rng.pick(CLIENTS)}</td></tr><tr><th>הזמנת עבודה</th><td>${ltr(`WO-${rng.digits(5)}`)}</td><th>מס׳ עוסק</th><td>${ltr(taxIdOfCustomer(rng))}</td></tr><tr><th>פרויקט</th><td colspan="3">סימון ותחזוקת כבישים - חודש ${ltr(`${date.slice(5, 7)}/${date.slice(0, 4)}`)}</td></tr></table>
${table(p1)}${foot(1)}</div>`;
    const page2 = `<div class="page">${table(p2)}
<table class="tt"><tr><td>סה"כ עבודות</td><td>${ltr(amount(works))}</td></tr>${discount ? `<tr><td>הנחת מסגרת ${ltr('3%')}</td><td>${ltr(`-${amount(discount)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="terms">תנאי תשלום: שוטף + ${ltr('45')}. יש לצרף אישור מפקח לכל חשבונית.</div>${foot(2)}</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','FreeSerif';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative;overflow:hidden;break-after:page}.page:last-child{break-after:auto}
.lh{display:flex;justify-content:space-between;border-bottom:4px solid #f2c200;padding-bottom:6px}.co{font-size:21px;font-weight:bold}.cls{text-align:left}h1{font-size:18px;margin:10px 0 6px}
.info{width:100%;margin-bottom:6px}.info th{text-align:start;font-weight:normal;color:#555;padding:2px 4px}.info td{font-weight:bold;padding:2px 4px}
.ln{width:100%;font-family:'Liberation Sans';font-size:10px}.ln th{background:#222;color:#fff;padding:4px 3px;text-align:start}.ln td{padding:4px 3px;border-bottom:1px solid #ccc}.ln td:nth-child(n+6),.ln th:nth-child(n+6){text-align:left}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;text-align:center;border-top:1px solid #000;padding-top:3px;font-size:11px}
.tt{width:45%;margin-top:12px}.tt td{padding:3px 6px;border-bottom:1px solid #ccc}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:14px;background:#fff3b0}.terms{margin-top:10px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
