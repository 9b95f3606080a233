import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-vegetable-seedlings-two-page';

/** Seedlings: name, lowest and highest price per seedling in agorot, lowest and highest quantity in hundreds. */
const SEEDLINGS: [string, number, number, number, number][] = [
  ['שתילי עגבניה - זן מרמנדה', 32, 45, 20, 80],
  ['שתילי עגבניה מורכבים', 310, 390, 5, 20],
  ['שתילי מלפפון', 28, 38, 20, 90],
  ['שתילי פלפל אדום', 30, 42, 30, 100],
  ['שתילי חסה ערבית', 12, 18, 50, 200],
  ['שתילי כרוב לבן', 14, 20, 40, 150],
  ['שתילי כרובית', 16, 24, 30, 120],
  ['שתילי חציל מורכבים', 290, 360, 5, 15],
  ['שתילי אבטיח מורכבים', 340, 420, 5, 25],
  ['שתילי מלון', 34, 46, 10, 60],
  ['שתילי בצל ירוק', 6, 10, 100, 300],
  ['שתילי סלרי', 11, 16, 30, 120],
];

const CUSTOMERS = ['משק שדות הבשור בע"מ', 'ירקות הנגב המערבי בע"מ', 'חוות הירק של עמק חפר בע"מ', 'גידולי השרון הצפוני בע"מ'];

/**
 * A vegetable seedling nursery's monthly tax invoice to a farm, on two A4 pages (Shofar): one line per
 * delivery note with its date, quantities in thousands of seedlings at agorot each, refrigerated
 * delivery per trip, page 1's sum carried to page 2, "דף X מתוך 2", VAT added, the customer's company
 * id and a delivery-period line.
 */
export const heVegetableSeedlingsTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const first = next(ID, rng, undefined, [5, 28]);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const count = rng.int(24, 30);
    const lines: { day: string; note: string; name: string; qty: number; unit: number }[] = [];
    for (let i = 0; i < count; i++) {
      const [name, lo, hi, qlo, qhi] = rng.pick(SEEDLINGS);
      lines.push({ day: plus(date, -rng.int(2, 31)), note: String(rng.int(81000, 89999)), name, qty: rng.int(qlo, qhi) * 100, unit: rng.int(lo, hi) });
    }
    lines.sort((a, b) => a.day.localeCompare(b.day));
    const trips = new Set(lines.map((l) => l.day)).size;
    const tripFee = rng.int(16, 24) * 1000;
    lines.push({ day: date, note: '-', name: `הובלה במשאית קירור (${ltr(String(trips))} הובלות)`, qty: trips, unit: tripFee });
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'משתלות שתיל הדרום בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(0, 4)}/${String(rng.int(300, 1400)).padStart(5, '0')}`;
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const phone = `08-99${rng.int(20, 89)}${rng.digits(3)}`;
    const split = 16;
    const p1 = lines.slice(0, split);
    const p2 = lines.slice(split);
    const carried = total(p1.map((l) => l.qty * l.unit));
    const qtyText = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const toRows = (ls: typeof lines, from: number) =>
      ls.map((l, i) => [ltr(String(from + i)), ltr(dt(l.day, 'dd.mm.yy')), ltr(l.note), l.name, ltr(qtyText(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const head = (
      p: number,
    ) => `<div class="head"><div><div class="brand">שתיל הדרום</div><div class="sm">משתלת שתילי ירקות · מושב תלמי אליהו · טל׳ ${ltr(phone)}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="d"><div class="b big">חשבונית מס מספר ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd/mm/yyyy'))}</div><div>דף ${ltr(String(p))} מתוך ${ltr('2')}</div></div></div>
<div class="cust">לקוח: <b>${customer}</b> · ח.פ. ${ltr(custId)} · משלוחים בין ${ltr(dt(lines[0].day, 'dd.mm.yy'))} ל-${ltr(dt(lines[count - 1].day, 'dd.mm.yy'))}</div>`;
    const cols = ['שורה', 'תאריך', 'ת. משלוח', 'תיאור', 'כמות', 'מחיר', 'סכום ₪'];
    const body = `<div class="pg">${head(1)}${items(cols, toRows(p1, 1))}${row('סה"כ בדף זה - מועבר לדף 2', ltr(amount(carried)), 'b carry')}</div>
<div class="pg">${head(2)}${row('הועבר מדף 1', ltr(amount(carried)), 'b carry')}${items(cols, toRows(p2, split + 1))}
<div class="sum">${row('סה"כ חייב במע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + ${ltr('60')}. השתילים נמסרו בריאים ומוכנים לשתילה; טענות על איכות יתקבלו בתוך ${ltr('48')} שעות מהמסירה.</div></div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Serif';font-size:12px}.pg{height:297mm;box-sizing:border-box;padding:12mm 14mm;page-break-after:always}.pg:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #2f6b2f;padding-bottom:5px;margin-bottom:6px}.brand{font-size:24px;font-weight:bold;color:#2f6b2f}.d{text-align:left}.big{font-size:1.15em}
.cust{margin-bottom:4px}.carry{border:1px dashed #777;padding:3px 6px;margin:4px 0}.sum{width:42%;margin:8px auto 10px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
