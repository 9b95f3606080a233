import { amount, checkDigit, htmlPage, israeliRate, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-persimmon-credit-note';

/** Product, agorot per unit. */
const LINES: [string, number][] = [
  ['אפרסמון שרון - קרטון 5 ק"ג סוג א׳', 4150],
  ['אפרסמון שרון - קרטון 5 ק"ג סוג ב׳', 3200],
  ['אפרסמון ענק - מגש 12 יח׳', 2890],
  ['אפרסמון אורגני - סלסלה 1 ק"ג', 1680],
  ['אפרסמון מגולען לתעשייה - ארגז 10 ק"ג', 3500],
];

const REASONS = ['פסילה בבדיקת איכות במרלו"ג - רכות יתר', 'נזקי קור בהובלה', 'חוסר במשלוח לעומת תעודת המשלוח', 'החזרת סחורה שלא הוזמנה', 'הפרש מחיר לעומת הסכם'];

/**
 * A persimmon packing house's credit note to a chain, A4 (Frank Ruehl CLM, Miriam CLM): a cooperative society whose number
 * starts 57, "אגודה שיתופית מס'" hyphenated, "חשבונית זיכוי מס' nnnnn" in a box, date dd/mm/yyyy, the credited invoice and
 * its earlier date (the same month), the chain with its ח.פ., a reason, credited quantities with sums printed with a
 * trailing minus, "סה"כ זיכוי לפני מע"מ", VAT added with rate, "סה"כ זיכוי" with "ש"ח"; all negative; November, December
 * and February.
 */
export const hePersimmonCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date } = next(ID, rng, [11, 12, 2], [14, 28]);
    const invoiceDate = plus(date, -rng.int(3, 10));
    const picked = rng.some(LINES, rng.int(1, 3));
    const rows = picked.map(([n, p]) => ({ n, p, q: rng.int(4, 80) }));
    const net = -total(rows.map((r) => r.q * r.p));
    const rate = israeliRate(date);
    const vat = -vatOn(-net, rate);
    const gross = net + vat;
    const vendorName = 'אפרסמון נחל עמוד - בית אריזה אגודה שיתופית חקלאית בע"מ';
    const base = `57${new Rng(seedOf(`h91~${vendorName}`)).digits(6)}`;
    const taxId = base + checkDigit(base);
    const doc = String(rng.int(10000, 49999));
    const minus = (c: number) => ltr(`${amount(Math.abs(c))}-`);
    const body = `<div class="hd"><div class="nm">אפרסמון נחל עמוד</div><div>${vendorName}</div><div class="sm">אגודה שיתופית מס' ${ltr(hyphenId(taxId))} · אזור תעשייה בר-לב · טל' ${ltr(landline(rng))}</div></div>
<div class="box"><div class="t">חשבונית זיכוי מס' ${ltr(doc)}</div><div>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div>
<div class="ref">בגין חשבונית מס ${ltr(String(rng.int(60000, 99999)))} מיום ${ltr(dt(invoiceDate, 'dd/mm/yyyy'))}</div>
<div class="to">לכבוד: <b>${rng.pick(['סל הארץ רשת שיווק בע"מ', 'מגה-טרי סופרמרקטים בע"מ', 'שוק השכונה (2009) בע"מ', 'פרי הגליל שיווק קמעונאי בע"מ'])}</b>, ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>סיבת הזיכוי: ${rng.pick(REASONS)}</div>
${items(
  ['תיאור', 'כמות מזוכה', 'מחיר', 'סכום'],
  rows.map((r) => [r.n, ltr(`${r.q}-`), ltr(amount(r.p)), minus(r.q * r.p)]),
)}
<table class="sums"><tr><th>סה"כ זיכוי לפני מע"מ</th><td>${minus(net)}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${minus(vat)}</td></tr><tr class="b"><th>סה"כ זיכוי</th><td>${minus(gross)} ש"ח</td></tr></table>
<div class="sm foot">הזיכוי יקוזז מהתשלום הקרוב. מסמך ממוחשב - ${ltr(`${rng.digits(3)}/${rng.digits(2)}`)}</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','Miriam CLM';font-size:13px;padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid #b4541a;padding-bottom:6px}.nm{font-family:'Miriam CLM';font-size:30px;font-weight:bold;color:#b4541a}
.box{border:2px solid #b4541a;padding:6px 10px;margin:14px 0 6px;display:flex;justify-content:space-between;align-items:center}.t{font-size:20px;font-weight:bold}.ref{margin:4px 0}.to{margin:8px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:end}.sums{width:46%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold;border-top:2px solid #111;font-size:15px}.foot{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
