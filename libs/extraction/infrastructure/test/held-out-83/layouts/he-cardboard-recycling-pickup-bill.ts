import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, landline, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-cardboard-recycling-pickup-bill';

const CUSTOMERS = ['מרכול השכונה בע"מ', 'אופנת גל-ים בע"מ', 'דפוס הנגב (1998) בע"מ', 'לוגיסטיקה צפונית בע"מ'];

/**
 * A cardboard and paper recycling firm's two-month bill to a business, A4 (Ellinia CLM name, Noto Sans Hebrew text): a green
 * band with the firm and "ח.פ." spaced in threes, "חשבון תקופתי - חשבונית מס" with "מס׳" and eight digits, four boxes (customer
 * number failing the check, issue date dd/mm/yyyy, the two months before as the period dd.mm.yy, due date issue + 20), pickups
 * by the count, a baler's monthly rent, tonnes weighed at three decimals, a credit for paper bought back on some, VAT added,
 * "סה"כ לתשלום" framed. Issued in the first days of a month, Sunday to Thursday.
 */
export const heCardboardRecyclingPickupBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 8]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const pickups = rng.int(6, 26);
    const perPickup = Math.round((18500 * up) / 100) * 100;
    const kg = rng.int(800, 9000);
    const perTon = Math.round((9000 * up) / 100) * 100;
    const lines = [
      { name: `פינוי מכולת קרטון 10 קוב`, qty: String(pickups), unit: amount(perPickup), sum: pickups * perPickup },
      { name: 'שכירות מכבש קרטון (חודשי)', qty: '2', unit: amount(42000), sum: 84000 },
      { name: 'היטל טיפול לפי משקל (טון)', qty: (kg / 1000).toFixed(3), unit: amount(perTon), sum: Math.round((kg * perTon) / 1000) },
    ];
    if (rng.chance(0.4)) {
      const credit = -rng.int(50, 300) * 100;
      lines.push({ name: 'זיכוי נייר לבן ממוין (קנייה חוזרת)', qty: '1', unit: amount(credit), sum: credit });
    }
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קרטוניר מחזור וגריסה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(6)}`;
    const customer = rng.pick(CUSTOMERS);
    const body = `<div class="band"><div class="nm">קרטוניר</div><div>${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>אזור התעשייה ספיר, נתיבות · ${ltr(landline(rng))}</div></div>
<h1>חשבון תקופתי - חשבונית מס מס׳ ${ltr(doc)}</h1>
<div>לכבוד: <b>${customer}</b> ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>
${boxes([
  ['מספר לקוח', ltr(notAnId(rng))],
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת חיוב', `${ltr(dt(from, 'dd.mm.yy'))} - ${ltr(dt(to, 'dd.mm.yy'))}`],
  ['לתשלום עד', ltr(dt(plus(date, 20), 'dd/mm/yyyy'))],
])}
<div class="sm">פינויים בחודשים ${heMonth(from)} ו${heMonth(to)}</div>
${items(
  ['פירוט', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, ltr(l.qty), ltr(l.unit), ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>סה"כ חייב במע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="sm">התשלום בהוראת קבע או בהעברה לחשבון 12-${ltr(rng.digits(3))}-${ltr(rng.digits(6))}. על כל טון קרטון שמוחזר נחסכים 17 עצים.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:13px;padding:0 16mm 12mm}.band{background:#2f6b3a;color:#fff;margin:0 -16mm 6mm;padding:8mm 16mm;display:flex;justify-content:space-between;align-items:center;font-size:12px}
.nm{font-family:'Ellinia CLM';font-size:36px}h1{font-size:19px;margin:8px 0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:45%;margin:8px auto 10px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}
.tt .g td{font-weight:bold;font-size:16px;border:2px solid #2f6b3a}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
