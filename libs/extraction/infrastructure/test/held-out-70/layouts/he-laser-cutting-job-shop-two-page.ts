import { amount, htmlPage, israeliRate, Layout, taxId as validId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, nth, pairs, plus, row, total, vatOn, weekdayOf, yearFor, dayOf } from './extra';

const ID = 'he-laser-cutting-job-shop-two-page';

const CUSTOMERS = ['מכונות אריזה עמק בע"מ', 'ארונות חשמל שחר בע"מ', 'מתקני כושר פרו-פיט בע"מ', 'מערכות מיזוג אוויר צפון בע"מ'];
/** Material and thickness: name and price range per part in agorot. */
const MATERIALS: [string, number, number][] = [
  ['פח ברזל ' + '2 מ"מ', 800, 4200],
  ['פח ברזל ' + '4 מ"מ', 1600, 7800],
  ['נירוסטה 304, ' + '1.5 מ"מ', 1400, 6400],
  ['נירוסטה 316, ' + '3 מ"מ', 2600, 11800],
  ['אלומיניום 5052, ' + '2 מ"מ', 1100, 5200],
  ['פח מגולוון ' + '1.2 מ"מ', 600, 2900],
];
const PARTS = ['פאנל צד', 'תושבת', 'מכסה', 'פלנג׳', 'דופן', 'רגלית', 'לוחית חיבור', 'מגן'];

/**
 * A laser cutting and bending job shop's monthly invoice in Migdal HaEmek, two A4 pages (David CLM):
 * twenty-two to twenty-eight numbered lines, each with its work order, date, drawing number, part,
 * material and thickness, quantity, unit price and bending on some; page 1's sum carried to page 2,
 * "עמוד X מתוך 2", VAT added, the customer's company id, the month supplied. Work on Sunday to
 * Thursday only.
 */
export const heLaserCuttingJobShopTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n), undefined, [1, 6]), [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const count = rng.int(22, 28);
    const days: string[] = [];
    for (let d = from; d <= to; d = plus(d, 1)) if (![5, 6].includes(weekdayOf(d))) days.push(d);
    const dates = Array.from({ length: count }, () => rng.pick(days)).sort();
    let wo = rng.int(21000, 48000);
    const lines = dates.map((d, i) => {
      const [mat, lo, hi] = rng.pick(MATERIALS);
      const qty = rng.pick([2, 4, 5, 10, 12, 20, 25, 40, 50, 100]);
      const bend = rng.chance(0.35) ? rng.int(3, 18) * 50 : 0;
      const unit = rng.int(lo, hi) + bend;
      wo += rng.int(1, 9);
      return {
        no: i + 1,
        wo: String(wo),
        d,
        drw: `${rng.pick(['DRW', 'P', 'MK'])}-${rng.digits(4)}${rng.chance(0.3) ? '-R' + rng.int(1, 4) : ''}`,
        part: `${rng.pick(PARTS)}${bend ? ' + כיפוף' : ''}`,
        mat,
        qty,
        unit,
        sum: qty * unit,
      };
    });
    const split = 15;
    const p1 = lines.slice(0, split);
    const p2 = lines.slice(split);
    const sum1 = total(p1.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const customer = rng.pick(CUSTOMERS);
    const customerId = validId(rng, true);
    const vendorName = 'לייזר-טק חיתוך וכיפוף בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30100, 39800));
    const table = (ls: typeof lines) =>
      items(
        ['#', 'פק"ע', 'תאריך', 'שרטוט', 'חלק', 'חומר', 'כמות', 'מחיר יח׳', 'סה"כ'],
        ls.map((l) => [ltr(String(l.no)), ltr(l.wo), ltr(dt(l.d, 'dd/mm/yy')), ltr(l.drw), l.part, l.mat, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
      );
    const phone = `04-65${rng.digits(5)}`;
    const head = (page: number) =>
      `<div class="head"><div><div class="brand">לייזר-טק</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">אזור התעשייה, מגדל העמק · ${ltr(phone)}</div></div><div class="doc"><b>חשבונית מס ${ltr(doc)}</b><br>${ltr(dt(date, 'dd/mm/yyyy'))}<br>עמוד ${ltr(String(page))} מתוך ${ltr('2')}</div></div>`;
    const body = `<div class="page">${head(1)}
<div class="top">${pairs([
      ['לכבוד', customer],
      ['ח.פ.', ltr(customerId)],
      ['עבור', `עבודות חיתוך לייזר וכיפוף - ${heMonth(from)}`],
      ['תנאי תשלום', `שוטף + ${ltr('60')}`],
    ])}</div>
${table(p1)}
${row('סה"כ להעברה לעמוד הבא', ltr(amount(sum1)), 'b carry')}
</div><div class="page last">${head(2)}
${row('יתרה מהעמוד הקודם', ltr(amount(sum1)), 'b carry')}
${table(p2)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}</div>
<div class="foot">החשבונית מרכזת את תעודות המשלוח של החודש. העברה לחשבון ${ltr(`12-${rng.int(600, 799)}-${rng.digits(6)}`)}. ${ltr(String(lines.length))} שורות.</div>
</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:11px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;overflow:hidden}.page.last{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:5px}.brand{font-size:24px;font-weight:bold}.doc{border:1.5px solid #333;padding:5px 12px;text-align:center;font-size:12.5px}
.top{margin:8px 0}.items{font-size:10.5px}.items td{padding:2px 3px}.items td:nth-child(n+7),.items th:nth-child(n+7){text-align:left;white-space:nowrap}.carry{border:1px solid #333;padding:3px 6px;margin:4px 0}
.tot{width:44%;margin-right:auto}.big{font-size:1.2em;border-top:2px solid #333;padding-top:3px}.foot{margin-top:16px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
