import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-psanter-tax-invoice';

/** Work, agorot before VAT in 2022, quantity choices. */
const WORK: [string, number, number[]][] = [
  ['כיוון פסנתר עומד', 45000, [1]],
  ['כיוון פסנתר כנף', 60000, [1]],
  ['כיוון חוזר לאחר הובלה', 50000, [1]],
  ['החלפת מיתר בס', 12000, [1, 2, 3]],
  ['החלפת מיתר דיסקנט', 6500, [1, 2, 4]],
  ['ויסות מנגנון מלא', 120000, [1]],
  ['החלפת לבדים בפטישים', 180000, [1]],
  ['ניקוי פנימי ושאיבת אבק', 35000, [1]],
  ['תיקון פדל וחיזוק ציר', 40000, [1, 2]],
  ['ביקור אבחון וחוות דעת', 25000, [1]],
  ['יציבות לחות - התקנת מייבש', 95000, [1]],
  ['נסיעה מחוץ לאזור', 18000, [1]],
];
const CUSTOMERS: [string, boolean][] = [
  ['הקונסרבטוריון האזורי עמיקם', true],
  ['בית הספר למוזיקה "צלילי העמק"', true],
  ['מתנ"ס רגבים - אגף תרבות', true],
  ['משפחת גבאי, אביאל', false],
  ['דורית אלון, כרכור', false],
  ['אולם הקונצרטים "הבאר" בע"מ', true],
];

/**
 * A piano technician in Pardes Hanna-Karkur invoicing under her own name as a licensed dealer (עוסק מורשה), A4
 * (Keter YG for her name, David CLM): her name "נעמה ברקוביץ" large at the top right (the vendor), her trade under it
 * and "עוסק מורשה מס'" with her number plain, street and mobile; at the top left a ruled block "חשבונית מס", "מספר"
 * a five-digit number with leading zeros, "תאריך הפקה" dd/mm/yyyy and "תאריך ביצוע" (1-9 days before, a distractor);
 * the customer (an institution with its number, or a private person with a personal id, both distractors); a table
 * with ruled lines (description, quantity, price, sum); "סכום לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "… ₪" in a
 * heavy frame; her bank details and signature line; Sunday to Thursday.
 */
export const hePsanterTaxInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const done = plus(date, -rng.int(1, 9));
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const chosen = rng.some(WORK, rng.int(2, 5)).sort((a, b) => WORK.indexOf(a) - WORK.indexOf(b));
    const lines = chosen.map(([name, p, qs]) => ({ name, q: rng.pick(qs), p: Math.round((p * rise) / 1000) * 1000 }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נעמה ברקוביץ';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(120, 980)).padStart(5, '0');
    const [customer, institution] = rng.pick(CUSTOMERS);
    const custId = institution ? `מס' ${ltr(companyId(rng, true))}` : `ת"ז ${ltr(personalId(rng))}`;
    const body = `<div class="top"><div class="me"><div class="nm">${vendorName}</div><div class="tr">כיוון, תיקון ושיפוץ פסנתרים</div>
<div>עוסק מורשה מס' ${ltr(taxId)}</div><div>רח' הדקל ${ltr(String(rng.int(3, 60)))}, פרדס חנה-כרכור</div><div>נייד ${ltr(cellular(rng))}</div></div>
<div class="doc"><div class="ti">חשבונית מס</div><table><tr><td>מספר</td><td><b>${ltr(doc)}</b></td></tr><tr><td>תאריך הפקה</td><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><td>תאריך ביצוע</td><td>${ltr(dt(done, 'dd/mm/yyyy'))}</td></tr></table><div class="orig">מקור</div></div></div>
<div class="cu"><span class="lb">לכבוד:</span> ${customer} &nbsp; ${custId}</div>
<table class="t"><thead><tr><th>#</th><th>תיאור העבודה</th><th>כמות</th><th>מחיר ליחידה</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map((l, i) => `<tr><td>${ltr(String(i + 1))}</td><td>${l.name}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.q * l.p))}</td></tr>`)
      .join('')}</tbody></table>
<div class="sum"><div class="r"><span>סכום לפני מע"מ</span><span>${ltr(amount(net))}</span></div><div class="r"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="r tot"><span>סה"כ לתשלום</span><span>${ltr(`${amount(gross)} ₪`)}</span></div></div>
<div class="bank">לתשלום בהעברה: בנק ${ltr(String(rng.pick([10, 12, 20, 31])))}, סניף ${ltr(String(rng.int(100, 999)))}, חשבון ${ltr(rng.digits(6))} על שם נעמה ברקוביץ.<br>הפסנתר נבדק לאחר העבודה. מומלץ כיוון נוסף בעוד ${ltr(String(rng.pick([6, 9, 12])))} חודשים.</div>
<div class="sig">חתימה: ____________________</div>`;
    const css = `body{font-family:'David CLM';font-size:15px;padding:18mm 20mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Keter YG';font-size:40px;line-height:1.1}
.tr{font-size:17px;margin-bottom:6px;color:#333}.doc{border-top:3px solid #000;border-bottom:3px solid #000;padding:6px 4px;min-width:62mm}.doc .ti{font-size:24px;font-weight:bold}.doc td{padding:2px 8px 2px 0}.orig{font-size:12px;text-align:left}
.cu{margin:22px 0 10px;font-size:16px}.lb{font-weight:bold}.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{border-top:2px solid #000;border-bottom:2px solid #000;padding:5px;text-align:start}.t td{border-bottom:1px solid #999;padding:6px 5px}
.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left}.sum{width:80mm;margin:16px auto 0 0}.r{display:flex;justify-content:space-between;padding:3px 6px}.tot{border:3px solid #000;font-weight:bold;font-size:18px;margin-top:4px}
.bank{margin-top:30px;font-size:13.5px;line-height:1.6}.sig{margin-top:40px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
