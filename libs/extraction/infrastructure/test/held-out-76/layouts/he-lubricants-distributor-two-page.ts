import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-lubricants-distributor-two-page';

/** Items: Hebrew, Latin catalogue number, package, lowest and highest unit price in agorot before VAT (2022). */
const ITEMS: [string, string, string, number, number][] = [
  ['שמן מנוע 5W-30 סינטטי, 4 ליטר', 'LUB-5W30-4', 'מיכל', 12900, 16900],
  ['שמן מנוע 15W-40 דיזל, 20 ליטר', 'LUB-1540-20', 'דלי', 39000, 52000],
  ['שמן מנוע 10W-40, חבית 208 ליטר', 'LUB-1040-208', 'חבית', 310000, 390000],
  ['שמן הידראולי ISO 46, 20 ליטר', 'HYD-46-20', 'דלי', 28000, 36000],
  ['שמן הידראולי ISO 68, חבית 208 ליטר', 'HYD-68-208', 'חבית', 260000, 320000],
  ['שמן גיר 80W-90, 20 ליטר', 'GR-8090-20', 'דלי', 33000, 42000],
  ['שמן תמסורת אוטומטית ATF, 4 ליטר', 'ATF-D3-4', 'מיכל', 9800, 13800],
  ['גריז ליתיום EP2, מחסנית 400 גרם', 'GRS-EP2-400', 'מחסנית', 1400, 2200],
  ['גריז ליתיום EP2, דלי 18 ק"ג', 'GRS-EP2-18', 'דלי', 41000, 52000],
  ['נוזל קירור מוכן לשימוש, 20 ליטר', 'CLT-RTU-20', 'דלי', 14500, 19800],
  ['נוזל בלמים DOT 4, 1 ליטר', 'BRK-DOT4-1', 'בקבוק', 2900, 4200],
  ['שמן שרשראות למסורים, 5 ליטר', 'CHN-5', 'מיכל', 6400, 8900],
  ['שמן חיתוך מסיס במים, 20 ליטר', 'CUT-SOL-20', 'דלי', 36000, 46000],
  ['שמן מדחסים ISO 100, 20 ליטר', 'CMP-100-20', 'דלי', 38000, 49000],
  ['מסיר שומנים תעשייתי, 20 ליטר', 'DGR-20', 'דלי', 16000, 22000],
  ['נוזל פליטה AdBlue, 20 ליטר', 'ADB-20', 'מיכל', 5200, 7900],
  ['תרסיס סיכה רב-תכליתי 400 מ"ל', 'SPR-MP-400', 'יח׳', 1500, 2400],
];
const CUSTOMERS: [string, string][] = [
  ['מוסך הצפון-מערב קריית מלאכי בע"מ', 'אזור התעשייה קריית מלאכי'],
  ['צי רכב ל.ש. הובלות בע"מ', 'רח׳ המסגר 12, אשדוד'],
  ['מפעלי פלסט-גת בע"מ', 'אזור התעשייה קריית גת'],
  ['קבלני עפר שדרות-נגב בע"מ', 'רח׳ הסדנה 3, נתיבות'],
  ['משק שורשים שירותי מיכון בע"מ', 'מושב נהורה'],
];
const AGENTS = ['אבי', 'רוני', 'משה', 'סיגל'];

/**
 * A lubricants distributor's invoice in Kiryat Gat, two A4 pages (Nachlieli CLM): a dark header band with the Latin
 * brand and the company name and id, "דף 1 מתוך 2" in the top corner, a row of boxes (date, purchase order, delivery
 * note, terms, agent, payment date), the customer with company id, numbered lines with Hebrew names, Latin catalogue
 * numbers, package, quantity, unit price, a per-line discount percentage and the net line sum, page 1's sum printed as
 * "סה"כ להעברה" and brought forward at the top of page 2, VAT added, end of month + 60 (Sunday to Thursday).
 */
export const heLubricantsDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(ITEMS, rng.int(14, 17)).map(([he, code, pack, lo, hi], i) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 10) * 10;
      const qty = unit < 3000 ? rng.int(12, 96) : unit > 200000 ? rng.int(1, 3) : rng.int(2, 18);
      const disc = rng.pick([0, 0, 5, 10]);
      return { n: i + 1, he, code, pack, unit, qty, disc, sum: Math.round((qty * unit * (100 - disc)) / 100) };
    });
    const split = rng.int(8, 9);
    const first = lines.slice(0, split);
    const second = lines.slice(split);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נגב לוב שמנים וחומרי סיכה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `3${rng.digits(6)}`;
    const [customer, address] = rng.pick(CUSTOMERS);
    const customerId = taxIdOfCustomer(rng);
    const phone = landline(rng);
    const street = String(rng.int(3, 40));
    const po = `${rng.int(4500, 4599)}${rng.digits(5)}`;
    const note = String(rng.int(600000, 699999));
    const agent = rng.pick(AGENTS);
    const header = (page: number) =>
      `<div class="band"><div><div class="brand">${ltr('NEGEV LUBE')}</div><div>שמנים · גריזים · נוזלים טכניים</div></div><div class="vend">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ הקדר ${ltr(street)}, קריית גת · ${ltr(phone)}</div><div class="pg">דף ${ltr(String(page))} מתוך ${ltr('2')}</div></div>
<div class="ti">חשבונית מס מס׳ ${ltr(doc)}${page === 2 ? ' - המשך' : ''}</div>`;
    const head = '<tr><th>#</th><th>תיאור פריט</th><th>מק"ט</th><th>אריזה</th><th>כמות</th><th>מחיר יח׳</th><th>הנחה</th><th>סה"כ נטו</th></tr>';
    const rowsOf = (ls: typeof lines) =>
      ls
        .map(
          (l) =>
            `<tr><td>${ltr(String(l.n))}</td><td>${l.he.replace(/[A-Za-z0-9][A-Za-z0-9 .-]*[A-Za-z0-9]/g, (m) => (/[A-Za-z]/.test(m) ? ltr(m) : m))}</td><td>${ltr(l.code)}</td><td>${l.pack}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.unit))}</td><td>${l.disc ? ltr(`${l.disc}%`) : '-'}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('');
    const page1 = `<div class="page">${header(1)}
${boxes([
  ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
  ['הזמנת רכש', ltr(po)],
  ['תעודת משלוח', ltr(note)],
  ['תנאי תשלום', `שוטף + ${ltr('60')}`],
  ['סוכן', agent],
  ['מועד תשלום', ltr(dt(plus(lastOfMonth(date), 60), 'dd.mm.yyyy'))],
])}
<div class="cust"><b>לכבוד:</b> ${customer}, ${address} · ח.פ. ${ltr(customerId)}</div>
<table class="t"><thead>${head}</thead><tbody>${rowsOf(first)}</tbody></table>
<div class="carry">סה"כ להעברה: ${ltr(amount(carried))}</div></div>`;
    const page2 = `<div class="page">${header(2)}
<table class="t"><thead>${head}</thead><tbody><tr class="bf"><td></td><td colspan="6">מועבר מדף ${ltr('1')}</td><td>${ltr(amount(carried))}</td></tr>${rowsOf(second)}</tbody></table>
<table class="tot"><tr><td>סה"כ נטו</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום ${ltr('₪')}</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="fine">הסחורה נשארת בבעלות החברה עד לפירעון מלא. יש להחזיר חביות ריקות תוך ${ltr('60')} יום. גיליונות בטיחות (${ltr('MSDS')}) זמינים לפי בקשה.</div>
<div class="sig">חתימת מקבל הסחורה: ____________</div></div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:11mm 12mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.band{display:flex;justify-content:space-between;align-items:flex-start;background:#263238;color:#fff;padding:8px 12px}.brand{font-size:24px;font-weight:bold;color:#ffca28;letter-spacing:2px}.vend{font-size:11px;line-height:1.5}.pg{font-size:11px;border:1px solid #ffca28;padding:2px 6px}
.ti{font-size:18px;font-weight:bold;margin:10px 0 6px}.cust{margin:6px 0 10px}.box .val{font-size:12px}
.t{width:100%}.t th{border-bottom:2px solid #263238;border-top:2px solid #263238;padding:4px 3px;text-align:start}.t td{padding:4px 3px;border-bottom:1px dotted #999}.t td:nth-child(n+5),.t th:nth-child(n+5){text-align:left;white-space:nowrap}.bf td{font-weight:bold;background:#fff8e1}
.carry{margin-top:8px;text-align:left;font-weight:bold;font-size:14px}.tot{margin:12px auto 0 0;min-width:42%}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.tot .g td{background:#263238;color:#fff;font-weight:bold;font-size:15px}
.fine{margin-top:20px;font-size:10.5px}.sig{margin-top:28px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
