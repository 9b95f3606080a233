import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-movers-inventory-two-page';

const ITEMS = [
  'שולחן עבודה',
  'כיסא משרדי',
  'ארון מסמכים נעילה',
  'כוננית ספרים',
  'מדפסת משרדית גדולה',
  'מקרר משרדי',
  'ספה דו-מושבית',
  'שולחן ישיבות',
  'ארגז ארכיון',
  'מסך מחשב',
  'מחשב שולחני',
  'שרת בארון תקשורת',
  'כספת',
  'מכונת קפה',
  'עציץ גדול',
  'לוח מחיק',
  'ארון מטבחון',
  'מזגן נייד',
  'כורסה',
  'קרטון ציוד משרדי',
];
const ROOMS = ['קבלה', 'חדר ישיבות', 'חדר מנכ"ל', 'הנהלת חשבונות', 'חלל פתוח', 'מטבחון', 'ארכיון', 'חדר שרתים'];
const CLIENTS = ['משרד עו"ד לוי, ברק ושות׳', 'אופק מערכות מידע בע"מ', 'רואי חשבון דגן ושות׳', 'סטודיו קו אדריכלים בע"מ'];

/**
 * An office movers' invoice, two A4 pages (Frank Ruehl CLM, tables in FreeSans): page 1 has the letterhead (the company's
 * name and "ח.פ."), "חשבונית מס" with its number, the date (dd.mm.yyyy), the client with its id, the addresses from and
 * to, the date of the move, and the start of the inventory of moved items (item, room, quantity, no prices); page 2 the
 * rest of the inventory, the charges (truck and crew hours, packing crates, heavy items, insurance), "סה"כ לפני מע"מ",
 * VAT added and "סה"כ לתשלום". "עמוד n מתוך 2" at each page's foot. Sunday to Thursday.
 */
export const heMoversInventoryTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const p = (a: number) => Math.round((a * up) / 100) * 100;
    const inv = Array.from({ length: rng.int(26, 34) }, () => ({ item: rng.pick(ITEMS), room: rng.pick(ROOMS), qty: rng.int(1, 12) }));
    const hours = rng.int(5, 14);
    const crew = rng.int(3, 8);
    const charges = [
      { name: 'משאית 12 טון כולל נהג', unit: 'שעה', qty: hours, each: p(32000) },
      { name: 'סבל/אורז', unit: 'שעת עובד', qty: hours * crew, each: p(9500) },
      { name: 'ארגזי אריזה (השכרה)', unit: 'ארגז', qty: rng.int(40, 220), each: p(900) },
    ];
    if (inv.some((i) => i.item === 'כספת' || i.item === 'שרת בארון תקשורת')) charges.push({ name: 'הובלת פריט כבד/רגיש', unit: 'פריט', qty: 1, each: p(75000) });
    if (rng.chance(0.5)) charges.push({ name: 'מנוף הרמה לקומה', unit: 'הפעלה', qty: 1, each: p(120000) });
    if (rng.chance(0.6)) charges.push({ name: 'ביטוח תכולה בהובלה', unit: 'קומפלט', qty: 1, each: p(35000) });
    const lines = charges.map((c) => ({ ...c, sum: c.qty * c.each }));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ארגזים ומעבר הובלות משרדים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000, 8999));
    const move = plus(date, -rng.int(0, 6));
    let n = 0;
    const invTable = (rs: typeof inv) =>
      `<table class="ln"><thead><tr><th>#</th><th>פריט</th><th>מחדר</th><th>כמות</th></tr></thead><tbody>${rs.map((r) => `<tr><td>${ltr(String(++n))}</td><td>${r.item}</td><td>${r.room}</td><td>${ltr(String(r.qty))}</td></tr>`).join('')}</tbody></table>`;
    const foot = (i: number) => `<div class="foot">${vendorName} · עמוד ${ltr(String(i))} מתוך ${ltr('2')}</div>`;
    const page1 = `<div class="page"><div class="lh"><div class="co">${vendorName}</div><div>ח.פ. ${ltr(taxId)} · רח׳ המלאכה ${ltr(String(rng.int(3, 30)))}, ראש העין · ${ltr(`03-90${rng.digits(5)}`)}</div></div>
<div class="row t"><span>חשבונית מס ${ltr(doc)}</span><span>${ltr(dt(date, 'dd.mm.yyyy'))}</span></div>
<table class="info"><tr><th>לקוח</th><td>${rng.pick(CLIENTS)} (${ltr(taxIdOfCustomer(rng))})</td></tr><tr><th>מכתובת</th><td>${rng.pick(['מגדל המילניום, תל אביב, קומה 14', 'רח׳ הברזל 30, תל אביב', 'בית אמות, רמת גן'])}</td></tr><tr><th>לכתובת</th><td>${rng.pick(['פארק עתידים, תל אביב, בניין 7', 'רח׳ המנופים 8, הרצליה פיתוח', 'מגדלי ויטה, פתח תקווה'])}</td></tr><tr><th>תאריך ההובלה</th><td>${ltr(dt(move, 'dd.mm.yyyy'))}</td></tr></table>
<h2>רשימת תכולה</h2>${invTable(inv.slice(0, 18))}${foot(1)}</div>`;
    const page2 = `<div class="page"><h2>רשימת תכולה - המשך</h2>${invTable(inv.slice(18))}
<h2>חיובים</h2><table class="ln ch"><thead><tr><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${l.unit}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="sm">הלקוח אישר את קבלת התכולה בשלמותה בחתימה על תעודת המשלוח.</div>${foot(2)}</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','FreeSerif';font-size:13px}.page{height:296mm;box-sizing:border-box;padding:13mm 15mm;position:relative;overflow:hidden;break-after:page}.page:last-child{break-after:auto}
.lh{text-align:center;border-bottom:3px solid #1d3f73;padding-bottom:6px}.co{font-size:24px;font-weight:bold;color:#1d3f73}.t{font-size:18px;font-weight:bold;margin:10px 0}
.info th{text-align:start;font-weight:normal;padding:2px 8px 2px 0;color:#555}.info td{padding:2px 4px;font-weight:bold}h2{font-size:15px;margin:10px 0 4px}
.ln{width:100%;font-family:'FreeSans';font-size:11px}.ln th{background:#1d3f73;color:#fff;padding:3px;text-align:start}.ln td{padding:3px;border-bottom:1px solid #ccc}.ch td:nth-child(n+3),.ch th:nth-child(n+3){text-align:left}
.tt{width:45%;margin:12px auto 8px 0}.tt td{padding:3px 6px;border-bottom:1px solid #ccc}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-bottom:3px double #1d3f73}
.foot{position:absolute;bottom:10mm;left:15mm;right:15mm;text-align:center;border-top:1px solid #1d3f73;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
