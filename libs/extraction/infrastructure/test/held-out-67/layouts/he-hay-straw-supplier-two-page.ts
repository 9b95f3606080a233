import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-hay-straw-supplier-two-page';

/** Goods: name, lowest and highest price per unit in whole shekels, lowest and highest quantity. */
const GOODS: [string, number, number, number, number][] = [
  ['חציר חיטה - חבילה מרובעת קטנה', 28, 36, 20, 80],
  ['חציר אספסת - חבילה מרובעת קטנה', 42, 55, 10, 60],
  ['חציר רודוס - חבילה', 34, 44, 10, 50],
  ['קש חיטה - באלה גדולה', 160, 220, 2, 10],
  ['קש לריפוד תאים - חבילה', 22, 30, 20, 100],
  ['שבבי עץ לריפוד - שק 20 ק"ג', 31, 39, 10, 40],
  ['כופתיות מספוא לסוסים - שק 25 ק"ג', 118, 149, 2, 12],
  ['אבן מלח ומינרלים', 24, 35, 2, 10],
];

const CUSTOMERS = ['חוות סוסי התבור בע"מ', 'אורוות עמק חפר בע"מ', 'רפת הגליל המערבי בע"מ', 'מרכז רכיבה טיפולית כרמל בע"מ'];

/**
 * A hay and straw supplier's monthly tax invoice to a stable, on two A4 pages (Frank Ruehl CLM): one
 * line per delivery note with its date, loads with crane delivery, page 1's sum carried to page 2 and
 * page numbers "X מתוך 2", VAT added, the customer's company id.
 */
export const heHayStrawSupplierTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const first = next(ID, rng, undefined, [3, 28]);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const lines: { day: string; note: string; name: string; qty: number; unit: number }[] = [];
    const count = rng.int(22, 27);
    for (let i = 0; i < count; i++) {
      const [name, lo, hi, qlo, qhi] = rng.pick(GOODS);
      lines.push({ day: plus(date, -rng.int(1, 30)), note: String(rng.int(31000, 39999)), name, qty: rng.int(qlo, qhi), unit: rng.int(lo, hi) * 100 });
    }
    const loads = rng.int(2, 5);
    lines.sort((a, b) => a.day.localeCompare(b.day));
    lines.push({ day: date, note: '-', name: 'הובלה במשאית מנוף (לפי מספר הובלות)', qty: loads, unit: rng.int(280, 380) * 100 });
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מספוא הגליל התחתון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(5200, 6999));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const phone = landline(rng);
    const split = 15;
    const p1 = lines.slice(0, split);
    const p2 = lines.slice(split);
    const carried = total(p1.map((l) => l.qty * l.unit));
    const toRows = (ls: typeof lines, from: number) =>
      ls.map((l, i) => [ltr(String(from + i)), ltr(dt(l.day, 'dd/mm/yy')), ltr(l.note), l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const head = (
      p: number,
    ) => `<div class="head"><div class="v"><div class="brand">מספוא הגליל התחתון</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">מושב כפר קיש, ד.נ. גליל תחתון · טל׳ ${ltr(phone)}</div></div>
<div class="d"><div class="b big">חשבונית מס ${ltr(doc)}</div><div>תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div>עמוד ${ltr(String(p))} מתוך ${ltr('2')}</div></div></div>
<div class="cust">לכבוד: <b>${customer}</b>, ח.פ. ${ltr(custId)} · אספקות ${ltr(dt(lines[0].day, 'dd/mm/yy'))} עד ${ltr(dt(lines[count - 1].day, 'dd/mm/yy'))}</div>`;
    const cols = ['#', 'תאריך', 'ת. משלוח', 'פריט', 'כמות', 'מחיר יח׳', 'סכום'];
    const body = `<div class="pg">${head(1)}${items(cols, toRows(p1, 1))}${row('סה"כ להעברה לעמוד הבא', ltr(amount(carried)), 'b carry')}<div class="sm c">המשך בעמוד 2</div></div>
<div class="pg">${head(2)}${row('העברה מעמוד 1', ltr(amount(carried)), 'b carry')}${items(cols, toRows(p2, split + 1))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + ${ltr('45')}. הסחורה נמסרה לפי תעודות המשלוח הרשומות. בעלות על הסחורה עד לתשלום מלא.</div></div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:12px}.pg{height:297mm;box-sizing:border-box;padding:12mm 14mm;page-break-after:always}.pg:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #3a5a1a;padding-bottom:5px;margin-bottom:6px}.brand{font-size:22px;font-weight:bold;color:#3a5a1a}.d{text-align:left}.big{font-size:1.15em}
.cust{margin-bottom:4px}.carry{border:1px solid #999;padding:3px 6px;margin:4px 0}.sum{width:42%;margin:8px auto 10px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
