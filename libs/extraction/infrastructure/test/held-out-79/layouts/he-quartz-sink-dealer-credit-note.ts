import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-quartz-sink-dealer-credit-note';

/** Items: model, Hebrew name, net price in agorot (2022). */
const ITEMS: [string, string, number][] = [
  ['QS-780', 'כיור קוורץ כפול 78 ס"מ שחור', 129000],
  ['QS-600', 'כיור קוורץ בודד 60 ס"מ אפור', 84000],
  ['QS-460', 'כיור קוורץ להתקנה תחתונה 46 ס"מ', 69000],
  ['BR-PULL', 'ברז נשלף מט שחור', 74000],
  ['FL-DR', 'מסננת וסיפון לכיור', 9800],
  ['SP-DS', 'מתקן סבון שקוע', 12900],
  ['CB-ST', 'קרש חיתוך תואם לכיור', 18900],
];
const REASONS: [string, number][] = [
  ['החזרת סחורה בניכוי ‏20% דמי טיפול', 80],
  ['פגם בייצור - סדק בגוף הכיור', 100],
  ['הנחת כמות שלא נרשמה בחשבונית', 8],
  ['ביטול הזמנה לפני אספקה', 100],
];
const CUSTOMERS = ['מטבחי הדר עיצובים בע"מ', 'נגרות אומן המטבח בע"מ', 'שיש וגרניט הצפון בע"מ', 'בית המטבח ראשל"צ בע"מ'];

/**
 * A quartz sink importer's credit note to a kitchen maker, A4 (Hadasim CLM): the importer's name with "ח.פ." and its id
 * at the left of a thin teal header, "חשבונית זיכוי" with a number in a teal box, "תאריך" (d.m.yyyy), the credited tax
 * invoice's number and date (earlier, same year), the customer with its id, the reason, items credited (model, name,
 * quantity, unit price, share credited), every amount with a trailing minus as tills and ERP print it, "סה"כ זיכוי לפני
 * מע"מ", VAT on the credit and "סה"כ זיכוי". Sunday to Thursday, March to December.
 */
export const heQuartzSinkDealerCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const invDate = plus(date, -rng.int(8, 50));
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const [reason, pct] = rng.pick(REASONS);
    const lines = rng.some(ITEMS, rng.int(1, 4)).map(([model, name, p]) => {
      const qty = rng.int(1, 4);
      const each = Math.round((p * up) / 100) * 100;
      return { model, name, qty, each, credit: share(qty * each, pct) };
    });
    const net = total(lines.map((l) => l.credit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אגן קוורץ יבוא ושיווק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(7000, 7999));
    const body = `<div class="hd"><div class="logo">AGAN<span>quartz</span></div><div class="left">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ המלאכה 19, חולון · ${ltr(`03-55${rng.digits(5)}`)}</div></div>
<div class="mid"><div class="docbox">חשבונית זיכוי<br><span>${ltr(doc)}</span></div><table class="pairs"><tr><th>תאריך</th><td>${ltr(dt(date, 'd/m/yyyy').replace(/\//g, '.'))}</td></tr><tr><th>זיכוי לחשבונית מס</th><td>${ltr(String(rng.int(30000, 39999)))} מיום ${ltr(dt(invDate, 'd/m/yyyy').replace(/\//g, '.'))}</td></tr><tr><th>לקוח</th><td>${rng.pick(CUSTOMERS)} · ח.פ. ${ltr(taxIdOfCustomer(rng))}</td></tr><tr><th>סיבת הזיכוי</th><td>${reason.replace(/\d+%/g, (m) => ltr(m))}</td></tr></table></div>
<table class="items"><thead><tr><th>דגם</th><th>תיאור</th><th>כמות</th><th>מחיר יח׳</th><th>% זיכוי</th><th>סכום זיכוי</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${ltr(l.model)}</td><td>${l.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(`${pct}%`)}</td><td>${ltr(trailingMinus(-l.credit))}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${ltr(trailingMinus(-net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(trailingMinus(-vat))}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(`${trailingMinus(-gross)} ₪`)}</td></tr></table>
<div class="sm">הזיכוי יקוזז מיתרת החוב בכרטסת הלקוח. מסמך ממוחשב.</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:13px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #0a7a7a;padding-bottom:6px}.logo{font-family:'Liberation Sans';font-size:28px;font-weight:bold;color:#0a7a7a;direction:ltr}.logo span{font-weight:normal;font-size:18px;margin-left:4px}.left{text-align:left}
.mid{display:flex;gap:20px;margin:14px 0}.docbox{background:#0a7a7a;color:#fff;padding:8px 16px;font-size:16px;text-align:center;font-weight:bold}.docbox span{font-size:22px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tt{width:45%;margin:10px auto 14px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #0a7a7a}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
