import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-garbage-container-collection-bill';

const CUSTOMERS = ['מרכול השכונה בע"מ', 'מאפיית הגליל בע"מ', 'קניון הכרמל ניהול בע"מ', 'מפעל אריזות צפון בע"מ', 'אולמי גן הוורדים בע"מ'];

/**
 * A private waste hauler's monthly bill to a business in Haifa's bay area, A4 (Ellinia CLM headings, Noto Sans Hebrew text):
 * the company's name and "ח.פ." hyphenated in a green band, the customer with its own id and a "מס׳ לקוח" failing the
 * check, four boxes (invoice number, issue date, billing period, due date), containers by size with their number of
 * pickups at a price per pickup, container rent for the month, tons weighed at the landfill times a price per ton and
 * the landfill levy per ton, VAT added, "סה"כ לתשלום" in a box. Issued in the first week of a month (Sunday to Thursday)
 * for the month before, due on the 15th of the next month.
 */
export const heGarbageContainerCollectionBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 7]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4)) - 2022;
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(firstOfMonth(date, 1), 14);
    const sizes = rng.some(
      [
        ['מכולה 8 קוב', 18000],
        ['מכולה 12 קוב', 24500],
        ['דחסנית 20 קוב', 61000],
        ['עגלת אשפה 1,100 ליטר', 2600],
      ] as [string, number][],
      rng.int(1, 2),
    );
    const rows: { name: string; unit: string; qty: string; each: string; sum: number }[] = [];
    for (const [name, p] of sizes) {
      const n = rng.int(4, 26);
      const each = Math.round(p * (1 + y * 0.03));
      rows.push({ name: `פינוי ${name}`, unit: 'פינוי', qty: String(n), each: amount(each), sum: n * each });
      if (rng.chance(0.6)) {
        const rent = Math.round(((p / 3) * (1 + y * 0.03)) / 100) * 100;
        rows.push({ name: `דמי שכירות ${name}`, unit: 'חודש', qty: '1', each: amount(rent), sum: rent });
      }
    }
    const kg = rng.int(2200, 38000);
    const perTon = Math.round(9800 * (1 + y * 0.04));
    const levy = [11900, 13500, 15600, 17500, 19800][y];
    rows.push({ name: 'טיפול והטמנה לפי שקילה', unit: 'טון', qty: (kg / 1000).toFixed(3), each: amount(perTon), sum: Math.round((kg * perTon) / 1000) });
    rows.push({ name: 'היטל הטמנה', unit: 'טון', qty: (kg / 1000).toFixed(3), each: amount(levy), sum: Math.round((kg * levy) / 1000) });
    const net = total(rows.map((r) => r.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מפרץ נקי שירותי פינוי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${String(rng.int(1000, 99999)).padStart(5, '0')}`;
    const body = `<div class="band"><div><div class="co">${vendorName}</div><div>פינוי פסולת עסקית ומכולות · רח׳ ההסתדרות ${ltr(String(rng.int(20, 160)))}, חיפה</div></div><div class="id">ח.פ. ${ltr(hyphenId(taxId))}<br>טל׳ ${ltr(`04-84${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס - חיוב חודשי</h1>
<div class="cust"><b>לכבוד:</b> ${rng.pick(CUSTOMERS)} · ח.פ. ${ltr(taxIdOfCustomer(rng))}<br><b>מס׳ לקוח:</b> ${ltr(notAnId(rng))} · <b>אתר:</b> ${rng.pick(['אזור תעשייה מפרץ', 'צ׳ק פוסט', 'קריית אתא', 'נשר'])}</div>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת חיוב', `${ltr(dt(from, 'dd/mm/yy'))} - ${ltr(dt(to, 'dd/mm/yy'))}`],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
])}
${items(
  ['פירוט', 'יחידה', 'כמות', 'מחיר ליח׳', 'סכום'],
  rows.map((r) => [r.name.replace(/[\d,]+/g, (m) => ltr(m)), r.unit, ltr(r.qty), ltr(r.each), ltr(amount(r.sum))]),
)}
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="sm note">התשלום ייגבה בהוראת קבע ב-${ltr(dt(due, 'dd/mm'))}. משקלים לפי תעודות שקילה באתר ההטמנה; העתקים יישלחו לפי בקשה.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:14mm 15mm}.band{display:flex;justify-content:space-between;background:#2f6b3a;color:#fff;padding:8px 12px}.co{font-family:'Ellinia CLM';font-size:22px;font-weight:bold}.id{text-align:left}
h1{font-family:'Ellinia CLM';font-size:20px;margin:12px 0 6px}.cust{margin:6px 0 8px;line-height:1.6}.box .val{font-size:13px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tt{width:42%;margin:10px auto 0 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{border:2px solid #2f6b3a;font-weight:bold;font-size:15px}.note{margin-top:14px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
