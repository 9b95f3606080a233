import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-flour-mill-two-page';

/** Products: name, bag, lowest and highest price per bag in whole shekels (before VAT). */
const PRODUCTS: [string, string, number, number][] = [
  ['קמח לבן סטנדרטי', '25 kg', 68, 86],
  ['קמח לחם מחוזק', '25 kg', 78, 96],
  ['קמח מלא', '25 kg', 84, 104],
  ['קמח כוסמין', '20 kg', 150, 190],
  ['סולת', '25 kg', 88, 110],
  ['קמח לפיצה 00', '25 kg', 96, 118],
  ['סובין חיטה', '15 kg', 30, 42],
  ['קמח שיפון', '20 kg', 118, 146],
];

const CUSTOMERS: [string, string][] = [
  ['מאפיית הגפן בע"מ', 'רח׳ החרושת 7, קריית מלאכי'],
  ['לחמי השדה בע"מ', 'אזור התעשייה, אופקים'],
  ['פיצה ובצק מיתר בע"מ', 'מרכז מסחרי, מיתר'],
  ['מאפיית נתיבות בע"מ', 'רח׳ בעלי המלאכה 12, נתיבות'],
];

/**
 * A flour mill's monthly invoice to bakeries in the south, two A4 pages (Frank Ruehl CLM): twenty-four to thirty
 * numbered lines of delivery notes with date, product and bag, bags, price per bag and sum; page 1's sum carried over
 * to page 2, "עמוד X מתוך 2" on both; VAT added; customer's company id; the month supplied. Dated in the first week of
 * the month after, on a weekday.
 */
export const heFlourMillTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 7]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const monthStart = `${plus(`${date.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const monthEnd = lastOfMonth(monthStart);
    const [customer, address] = rng.pick(CUSTOMERS);
    const count = rng.int(24, 30);
    const prices = new Map(PRODUCTS.map(([n, , lo, hi]) => [n, rng.int(lo, hi) * 100 + rng.pick([0, 50])]));
    const lines = Array.from({ length: count }, (_, i) => {
      const [name, bag] = rng.pick(PRODUCTS);
      const day = Math.min(Number(monthEnd.slice(8)), 1 + Math.floor((i * Number(monthEnd.slice(8))) / count));
      const qty = rng.int(4, 40);
      const unit = prices.get(name) ?? 0;
      return { n: i + 1, date: `${monthStart.slice(0, 8)}${String(day).padStart(2, '0')}`, note: String(rng.int(60000, 89999)), name, bag, qty, unit, sum: qty * unit };
    });
    const split = Math.ceil(count / 2) + 1;
    const first = lines.slice(0, split);
    const second = lines.slice(split);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'טחנות קמח הדרום בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 269999));
    const phone = `08-68${rng.digits(5)}`;
    const head = (page: number) =>
      `<div class="head"><div><div class="brand">טחנות קמח הדרום</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>אזור התעשייה שדרות · טל׳ ${ltr(phone)}</div></div><div class="doc">חשבונית מס ${ltr(doc)}<div class="sm">עמוד ${ltr(String(page))} מתוך ${ltr('2')}</div></div></div>`;
    const table = (ls: typeof lines, extra: string) =>
      `<table class="items"><thead><tr><th>#</th><th>תאריך</th><th>ת. משלוח</th><th>מוצר</th><th>אריזה</th><th>שקים</th><th>מחיר לשק</th><th>סכום</th></tr></thead><tbody>${extra}${ls
        .map(
          (l) =>
            `<tr><td>${ltr(String(l.n))}</td><td>${ltr(dt(l.date, 'dd/mm/yy'))}</td><td>${ltr(l.note)}</td><td>${l.name}</td><td>${ltr(l.bag)}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const page1 = `<div class="page">${head(1)}
<div class="top"><div>${pairs([
      ['לכבוד', customer],
      ['כתובת', address],
      ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
    ])}</div><div>${pairs([
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['אספקה לחודש', heMonth(monthStart)],
      ['תנאי תשלום', 'שוטף + 60'],
    ])}</div></div>
${table(first, '')}
<div class="carry">${row('סה"כ מועבר לעמוד הבא', ltr(amount(carried)), 'b')}</div></div>`;
    const page2 = `<div class="page">${head(2)}
${table(second, `<tr class="b"><td colspan="7">הועבר מעמוד ${ltr('1')}</td><td class="co">${ltr(amount(carried))}</td></tr>`)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}</div>
<div class="foot">תעודות המשלוח לתקופה ${ltr(dt(monthStart, 'dd/mm/yyyy'))} - ${ltr(dt(monthEnd, 'dd/mm/yyyy'))} מצורפות. העברה לחשבון בנק לאומי ${ltr(`10-${rng.digits(3)}-${rng.digits(6)}`)}.</div></div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:11.5px}.page{height:296mm;box-sizing:border-box;padding:12mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #7a5a1e;padding-bottom:6px}.brand{font-size:24px;font-weight:bold;color:#7a5a1e}.doc{font-size:16px;font-weight:bold;text-align:left}
.top{display:flex;justify-content:space-between;margin:8px 0}.items td:nth-child(n+6),.items th:nth-child(n+6){text-align:left}.items td{padding:2px 4px}.items .co{text-align:left}.carry{width:50%;margin:6px auto 0 0}
.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.15em;border-top:2px solid #000}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
