import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-horologist-invoice';

/** Work: description, price in agorot before VAT (2022). */
const WORK: [string, number][] = [
  ['פירוק, ניקוי ושימון מנגנון אוטומטי', 65000],
  ['החלפת קפיץ ראשי', 28000],
  ['שיפוץ שעון מטוטלת קיר (כולל הובלה)', 120000],
  ['החלפת זכוכית ספיר', 34000],
  ['כיוון דיוק והסרת מגנוט', 12000],
  ['החלפת כתר ואטמים, בדיקת אטימות', 22000],
  ['ייצור גלגל שיניים לפי דגם', 48000],
  ['ליטוש קופסה ורצועת פלדה', 26000],
  ['שחזור לוח שעון ומחוגים', 55000],
];
const CLIENTS: [string, boolean][] = [
  ['גלריה רחוב אלנבי בע"מ', true],
  ['מר אלון קרמר', false],
  ['גב׳ נעמה שטרן', false],
  ['עתיקות הנמל (2019) בע"מ', true],
];

/**
 * A horologist in Ramat Gan working as a licensed dealer under his own name, A4 (David CLM): his name large at the top right
 * with "שען מוסמך" under it, "עוסק מורשה" with his number spaced in threes, "חשבונית מס" and its number centred under a rule,
 * "תאריך:" in words (d ב<month> yyyy) at the left, the client (a company's id when a company), the watch or clock received,
 * repairs with prices before VAT, "סה"כ", "מע"מ", "סה"כ לתשלום", cheque or transfer. Sunday to Thursday.
 */
export const heHorologistInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, p]) => {
      const qty = rng.chance(0.2) ? 2 : 1;
      const each = Math.round((p * up) / 1000) * 1000;
      return { name, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'יעקב ברנשטיין';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(210, 980)).padStart(4, '0');
    const [client, company] = rng.pick(CLIENTS);
    const received = plus(date, -rng.int(7, 40));
    const item = rng.pick(['שעון יד אומגה סימאסטר', 'שעון כיס וולתם', 'שעון קיר יונגהנס', 'שעון יד רולקס דייטג׳סט', 'שעון שולחן צרפתי']);
    const body = `<div class="top"><div><div class="nm">${vendorName}</div><div>שען מוסמך · תיקון ושחזור שעונים</div><div class="sm">רח׳ ביאליק ${ltr(String(rng.int(4, 60)))}, רמת גן · ${ltr(cellular(rng))}</div></div>
<div class="om">עוסק מורשה<br><b>${ltr(spacedId(taxId))}</b></div></div>
<div class="dbl"></div><div class="row"><span class="t">חשבונית מס ${ltr(doc)}</span><span>תאריך: ${dt(date, 'he')}</span></div>
<table class="info"><tr><th>לכבוד:</th><td>${client}${company ? ` · ח.פ. ${ltr(taxIdOfCustomer(rng))}` : ''}</td></tr><tr><th>פריט:</th><td>${item}, התקבל ב-${ltr(dt(received, 'dd/mm/yy'))}</td></tr></table>
<table class="items"><thead><tr><th>תיאור העבודה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.name}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="sm">אחריות לשישה חודשים על העבודה (לא על נזקי מים או מכה). תשלום: ${rng.pick([`העברה בנקאית לחשבון 12-645-${rng.digits(6)}`, 'שיק לפקודת יעקב ברנשטיין', 'מזומן'])}.</div>
<div class="sig">חתימה: ____________</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','FreeSerif';font-size:14px;padding:16mm 18mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-size:30px;font-weight:bold}
.om{border:1.5px solid #333;padding:6px 12px;text-align:center}.t{font-size:21px;font-weight:bold}.info{margin:10px 0}.info th{text-align:start;font-weight:normal;padding:2px 8px 2px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:42%;margin:8px auto 14px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #000}.sig{margin-top:40px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
