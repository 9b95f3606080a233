import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, vatOn } from './extra';

const ID = 'he-standing-desk-dealer-credit-note';

/** Desks: Hebrew name, Latin model, price in agorot before VAT (2022). */
const DESKS: [string, string, number][] = [
  ['שולחן עמידה חשמלי מנוע כפול 160x80', 'LIFT-PRO 2M', 289000],
  ['שולחן עמידה חשמלי מנוע יחיד 140x70', 'LIFT-ONE', 169000],
  ['שולחן עמידה פינתי L 180x160', 'LIFT-CORNER', 429000],
  ['מסגרת הגבהה חשמלית ללא משטח', 'FRAME-E2', 124000],
  ['שטיח עמידה ארגונומי', 'MAT-ERGO', 21000],
  ['זרוע מסך כפולה', 'ARM-DUO', 39000],
];
const CUSTOMERS = ['סטארט-אפ נאמבר 8 בע"מ', 'משרד עו"ד כץ-ברנע ושות׳', 'ביטוח ישיר דיגיטל בע"מ', 'אינפלואנס מדיה בע"מ', 'מעבדות רמות תוכנה בע"מ'];
const REASONS: [string, number][] = [
  ['החזרת שולחנות שלא הותקנו, בניכוי דמי טיפול 15%', 85],
  ['זיכוי בגין פגם במנוע - החלפה לא התאפשרה', 100],
  ['הפרש מחיר - הנחת כמות שלא נרשמה בחשבונית', 12],
  ['ביטול הזמנה לפני אספקה', 100],
];

/**
 * A standing desk dealer's credit note, A4 (David CLM): a letterhead line with the company name and its id hyphenated, a
 * wide grey title "חשבונית מס זיכוי" with "מס׳" and six digits, the date (d/m/yyyy) and the credited tax invoice with its
 * date, the customer with its company id, the reason, a table of credited items (model, quantity, unit price, sum) at the
 * share credited, amounts in brackets, "סה"כ זיכוי לפני מע"מ", the VAT credited and "סה"כ זיכוי כולל מע"מ", and a note that
 * the credit is deducted from the next payment or refunded. Sunday to Thursday.
 */
export const heStandingDeskDealerCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.025;
    let original = plus(date, -rng.int(5, 40));
    if (original.slice(0, 4) !== date.slice(0, 4)) original = `${date.slice(0, 4)}-01-0${rng.int(2, 5)}`;
    const [reason, pct] = rng.pick(REASONS);
    const lines = rng.some(DESKS, rng.int(1, 3)).map(([name, model, price]) => {
      const qty = rng.int(1, 6);
      const each = Math.round((price * up) / 100) * 100;
      return { name, model, qty, each, sum: Math.round((qty * each * pct) / 100) };
    });
    const net = lines.reduce((s, l) => s + l.sum, 0);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עומדים בזמן ריהוט משרדי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(600000, 699999));
    const origNo = String(rng.int(400000, 599999));
    const body = `<div class="lh"><span class="co">${vendorName}</span><span>ח.פ. ${ltr(hyphenId(taxId))}</span><span>רח׳ הברזל 30, תל אביב · ${ltr(`03-64${rng.digits(5)}`)}</span></div>
<div class="title">חשבונית מס זיכוי מס׳ ${ltr(doc)}</div>
<table class="info"><tr><th>תאריך</th><td>${ltr(dt(date, 'd/m/yyyy'))}</td><th>לכבוד</th><td>${rng.pick(CUSTOMERS)}</td></tr><tr><th>זיכוי לחשבונית מס</th><td>${ltr(origNo)} מיום ${ltr(dt(original, 'd/m/yyyy'))}</td><th>ח.פ. לקוח</th><td>${ltr(taxIdOfCustomer(rng))}</td></tr></table>
<div class="reason">סיבת הזיכוי: ${reason.replace(/\d+%/, (m) => ltr(m))}</div>
<table class="items"><thead><tr><th>פריט</th><th>דגם</th><th>כמות</th><th>מחיר יח׳</th><th>שיעור זיכוי</th><th>סכום הזיכוי</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${l.name.replace(/\d+x\d+/, (m) => ltr(m))}</td><td>${ltr(l.model)}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(`${pct}%`)}</td><td>${ltr(bracketed(l.sum))}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${ltr(bracketed(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(bracketed(vat))}</td></tr><tr class="g"><td>סה"כ זיכוי כולל מע"מ</td><td>${ltr(bracketed(gross))} ש"ח</td></tr></table>
<div class="note">סכום הזיכוי יקוזז מהתשלום הבא או יוחזר בהעברה בנקאית תוך ${ltr('30')} יום.<br>הסכומים בסוגריים הם סכומים לזכותכם.</div>
<div class="sig">הופק ע"י: מחלקת הנהלת חשבונות</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','FreeSerif';font-size:13px;padding:14mm 16mm}.lh{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:4px;font-size:12px}.co{font-weight:bold;font-size:15px}
.title{background:#ddd;font-size:22px;font-weight:bold;text-align:center;padding:8px;margin:14px 0}.info{width:100%}.info th{text-align:start;font-weight:normal;padding:3px 4px;color:#444}.info td{font-weight:bold;padding:3px 4px}
.reason{margin:10px 0;padding:6px;border-inline-start:4px solid #888}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tt{width:45%;margin-inline-start:auto;margin-top:8px}.tt td{padding:4px 6px}.tt td:last-child{text-align:left}.tt .g td{border-top:2px solid #000;border-bottom:2px solid #000;font-weight:bold;font-size:15px}
.note{margin-top:18px;font-size:12px}.sig{margin-top:30px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
