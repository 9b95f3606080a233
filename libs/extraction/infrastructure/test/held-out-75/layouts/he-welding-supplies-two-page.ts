import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-welding-supplies-two-page';

/** Items: Hebrew, Latin catalogue code, unit, lowest and highest unit price in agorot before VAT (2022). */
const ITEMS: [string, string, string, number, number][] = [
  ['אלקטרודות רוטיל 2.5 מ"מ, קופסה 5 ק"ג', 'E6013-2.5', 'קופסה', 9800, 13500],
  ['אלקטרודות בסיסיות 3.2 מ"מ, קופסה 5 ק"ג', 'E7018-3.2', 'קופסה', 14500, 19800],
  ['חוט ריתוך מיג 0.8 מ"מ, סליל 15 ק"ג', 'ER70S-6 0.8', 'סליל', 16500, 22500],
  ['חוט ריתוך מיג 1.0 מ"מ, סליל 15 ק"ג', 'ER70S-6 1.0', 'סליל', 16000, 21900],
  ['מוטות טיג נירוסטה 2.4 מ"מ, 5 ק"ג', 'ER308L-2.4', 'חבילה', 38000, 52000],
  ['מילוי ארגון 50 ליטר', 'AR-50L', 'מילוי', 21000, 29000],
  [`מילוי תערובת ארגון/${ltr('CO2')} 50 ליטר`, 'M21-50L', 'מילוי', 19000, 26500],
  ['דמי שכירות בלון חודשית', 'CYL-RENT', 'בלון', 2500, 4000],
  ['מסכת ריתוך אוטומטית', 'ADF-9-13', 'יח׳', 24000, 36000],
  ['כפפות ריתוך עור', 'GLV-WLD-L', 'זוג', 2200, 3400],
  ['דיסק השחזה 115x6', 'GRD-115-6', 'יח׳', 650, 980],
  ['דיסק חיתוך 125x1', 'CUT-125-1', 'יח׳', 390, 620],
  ['נחירי גז למבער מיג', 'NZL-15AK', 'יח׳', 850, 1400],
  ['מגעים 0.8 מ"מ', 'CT-M6-0.8', 'יח׳', 180, 320],
  ['תרסיס נגד ניתזים', 'ASP-400', 'יח׳', 1900, 2800],
  ['וסת לחץ ארגון עם מד זרימה', 'REG-AR-30', 'יח׳', 26000, 34000],
];
const CUSTOMERS: [string, string][] = [
  ['מסגרות נשר בע"מ', 'רח׳ הנפח 9, נשר'],
  ['מבני פלדה עתלית בע"מ', 'אזור התעשייה עתלית'],
  ['תיקוני ספינות הקישון בע"מ', 'מעגן הקישון'],
  ['מעקות ושערים עספיא בע"מ', 'אזור התעשייה עספיא'],
];

/**
 * A welding gases and supplies dealer's invoice in Tirat Carmel, two A4 pages (FreeSans): a right-hand block of label
 * and value rows (number, date, order, delivery note, terms), customer with company id, items by Hebrew name, Latin
 * catalogue code, unit, quantity and price, the sum of page 1 printed as "להעברה" and brought forward on page 2 as
 * "מהעברה", "עמוד 1 מתוך 2" at the foot of each page, VAT added, current month + 30. Sunday to Thursday.
 */
export const heWeldingSuppliesTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const lines = rng.some(ITEMS, rng.int(14, 16)).map(([he, code, unitName, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 10) * 10;
      const qty = unit < 1500 ? rng.int(10, 100) : unit > 20000 ? rng.int(1, 4) : rng.int(2, 12);
      return { he, code, unitName, unit, qty, sum: qty * unit };
    });
    const split = rng.int(8, 9);
    const first = lines.slice(0, split);
    const second = lines.slice(split);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ארגונית גזים וציוד ריתוך בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${String(rng.int(1000, 8999))}`;
    const [customer, address] = rng.pick(CUSTOMERS);
    const customerId = taxIdOfCustomer(rng);
    const phone = landline(rng);
    const street = String(rng.int(2, 30));
    const header = (page: number) =>
      `<div class="head"><div class="brand">ארגונית</div><div class="sm">גזים תעשייתיים · ציוד ומתכלים לריתוך</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ הייצור ${ltr(street)}, אזור התעשייה טירת כרמל · ${ltr(phone)}</div><div class="ti">חשבונית מס ${ltr(doc)} ${page === 2 ? '(המשך)' : ''}</div></div>`;
    const table = (ls: typeof lines, lead: string) =>
      `<table class="t"><thead><tr><th>#</th><th>תיאור</th><th>קוד</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lead}${ls
        .map(
          (l) =>
            `<tr><td>${ltr(String(lines.indexOf(l) + 1))}</td><td>${l.he}</td><td>${ltr(l.code)}</td><td>${l.unitName}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const foot = (page: number) => `<div class="pg">עמוד ${ltr(String(page))} מתוך ${ltr('2')}</div>`;
    const page1 = `<div class="page">${header(1)}
<div class="info"><div class="cust"><b>לקוח:</b> ${customer}<br>${address}<br>ח.פ. ${ltr(customerId)}</div>${pairs([
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['הזמנה', ltr(`PO${rng.digits(5)}`)],
      ['תעודת משלוח', ltr(String(rng.int(70000, 99999)))],
      ['תנאי תשלום', `שוטף + ${ltr('30')}`],
      ['לתשלום עד', ltr(dt(plus(lastOfMonth(date), 30), 'dd/mm/yyyy'))],
    ])}</div>
${table(first, '')}
<div class="carry"><span>להעברה</span><span>${ltr(amount(carried))}</span></div>${foot(1)}</div>`;
    const page2 = `<div class="page">${header(2)}
${table(second, `<tr class="fw"><td></td><td colspan="5">מהעברה</td><td>${ltr(amount(carried))}</td></tr>`)}
<div class="tot">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ כולל מע"מ', ltr(`${amount(gross)} ₪`)],
    ])}</div>
<div class="note">בלונים הם רכוש החברה ויוחזרו במצב תקין. העברה לחשבון בבנק הפועלים, סניף ${ltr(String(rng.int(400, 799)))}, חשבון ${ltr(rng.digits(6))}.</div>${foot(2)}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm 10mm;page-break-after:always;overflow:hidden;position:relative}.page:last-child{page-break-after:auto}
.head{border-bottom:4px solid #e65100;padding-bottom:6px}.brand{font-size:24px;font-weight:bold;color:#e65100}.ti{font-size:17px;font-weight:bold;margin-top:4px}
.info{display:flex;justify-content:space-between;margin:10px 0;line-height:1.5}.info .pairs{border:1px solid #e65100}.info .pairs th{background:#fff3e0}
.t{width:100%}.t th{background:#424242;color:#fff;padding:4px;text-align:start;font-weight:normal}.t td{padding:4px;border-bottom:1px solid #ddd}.t tr:nth-child(even) td{background:#fafafa}.t td:nth-child(n+5),.t th:nth-child(n+5){text-align:left}.fw td{font-weight:bold;background:#fff3e0}
.carry{display:flex;justify-content:space-between;width:45%;margin:8px auto 0 0;font-weight:bold;border-top:2px solid #000;padding-top:3px}.tot{display:flex;justify-content:flex-end;margin-top:10px}.tot tr:last-child{font-size:1.2em;background:#fff3e0}
.note{margin-top:16px;font-size:10.5px}.pg{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
