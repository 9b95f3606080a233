import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-wheelchair-supplier-credit-note';

/** Products: name, price in agorot before VAT (2023). */
const PRODUCTS: [string, number][] = [
  ['כיסא גלגלים מתקפל קל משקל 18"', 145000],
  ['כיסא גלגלים ממונע דגם Urban', 980000],
  ['הליכון עם מושב ובלמים', 52000],
  ['כרית ישיבה אנטי-לחץ', 68000],
  ['רמפה מתקפלת 1.5 מ׳', 89000],
  ['משענת ראש מתכווננת', 41000],
  ['סוללת ליתיום חלופית 24V', 162000],
  ['מעלון אמבטיה', 310000],
];
const REASONS: [string, number][] = [
  ['החזרת מוצר במצב תקין (בניכוי 15% דמי טיפול)', 85],
  ['מוצר פגום - זיכוי מלא', 100],
  ['הנחת כמות שלא נרשמה בחשבונית', 10],
  ['ביטול הזמנה לפני אספקה', 100],
];
const CUSTOMERS: [string, boolean][] = [
  ['בית אבות נווה שלום בע"מ', true],
  ['מרכז שיקום הגליל בע"מ', true],
  ['אורית ברגר', false],
  ['יד שרה - סניף חולון', false],
];

/**
 * A mobility aids supplier's credit note from Petah Tikva, A4 (Noto Sans Hebrew): the company's name and "ח.פ." in a
 * blue header, "חשבונית זיכוי" with its number in a box at the left, the date (yyyy-mm-dd), the customer (with its
 * id when a company), the credited tax invoice and its date, the reason, the credited items with the share credited,
 * every amount in brackets, VAT added to the credit, "סה"כ זיכוי". Sunday to Thursday; not in January.
 */
export const heWheelchairSupplierCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.03;
    const [reason, pct] = rng.pick(REASONS);
    const lines = rng.some(PRODUCTS, rng.int(1, 3)).map(([name, p]) => {
      const qty = rng.int(1, 3);
      const each = Math.round((p * up) / 100) * 100;
      const credit = share(qty * each, pct);
      return { name, qty, each, credit };
    });
    const net = total(lines.map((l) => l.credit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נגיש ציוד שיקומי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1100, 4999));
    const orig = plus(date, -rng.int(5, 40));
    const [customer, company] = rng.pick(CUSTOMERS);
    const lat = (s: string) => s.replace(/[A-Za-z0-9][A-Za-z0-9."]*/g, (m) => ltr(m));
    const body = `<div class="hd"><div><div class="co">${vendorName}</div><div>ציוד שיקומי וניידות · רח׳ השחם ${ltr(String(rng.int(10, 60)))}, פתח תקווה · ${ltr(`03-92${rng.digits(5)}`)}</div><div>ח.פ. ${ltr(taxId)}</div></div><div class="doc">חשבונית זיכוי<br><span>${ltr(doc)}</span></div></div>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'yyyy-mm-dd'))],
    ['לקוח', `${customer}${company ? ` · ח.פ. ${ltr(taxIdOfCustomer(rng))}` : ''}`],
    ['זיכוי לחשבונית מס', `${ltr(String(rng.int(20000, 48999)))} מיום ${ltr(dt(orig, 'yyyy-mm-dd'))}`],
    ['סיבת הזיכוי', lat(reason)],
  ],
  1,
)}
<table class="items"><thead><tr><th>פריט</th><th>כמות</th><th>מחיר יח׳</th><th>שיעור זיכוי</th><th>סכום זיכוי</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${lat(l.name)}</td><td>${ltr(String(l.qty))}</td><td>${ltr(bracketed(l.each))}</td><td>${ltr(`${pct}%`)}</td><td>${ltr(bracketed(l.credit))}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(bracketed(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(bracketed(vat))}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(bracketed(gross))}</td></tr></table>
<div class="sm note">הסכום יקוזז מהחשבון הבא או יוחזר לפי בקשת הלקוח. סכומים בסוגריים הם זיכוי.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:15mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;background:#e3edf8;border-bottom:3px solid #1c5aa6;padding:10px 12px;margin-bottom:12px}.co{font-size:21px;font-weight:bold;color:#1c5aa6}
.doc{border:2px solid #1c5aa6;padding:6px 14px;text-align:center;font-size:16px;font-weight:bold;background:#fff}.doc span{font-size:20px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:44%;margin:12px auto 0 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #1c5aa6}.note{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
