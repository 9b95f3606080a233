import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-kisaot-credit-note';

/** Catalogue number, item, agorot a unit before VAT in 2022. */
const CHAIRS: [string, string, number][] = [
  ['KS-210', 'כיסא מנהלים עור, בסיס אלומיניום', 118000],
  ['KS-145', 'כיסא עבודה ארגונומי עם משענת רשת', 64000],
  ['KS-090', 'כיסא אורח מרופד, רגלי מתכת', 23500],
  ['KS-330', 'כיסא ישיבות מסתובב', 41000],
  ['KS-077', 'שרפרף גבוה לעמדת בר', 19800],
  ['KS-402', 'כיסא גיימינג עם משענת רגליים', 89000],
  ['KS-512', 'כיסא תלמיד מתכוונן', 27500],
];
const REASONS = ['פגם בבוכנת הגז', 'ריפוד קרוע בהגעה', 'צבע שונה מההזמנה', 'גלגלים חסרים', 'החזרת עודפי מלאי לפי הסכם'];

/**
 * An office chair distributor's credit note to an office supplies chain, A4 (Aharoni CLM for the name, Frank Ruehl CLM
 * with Liberation Serif): the name and "ח.פ." hyphenated on the right, the address on the left, a grey band "חשבונית מס
 * זיכוי" with "מס' זיכוי: Z-nnnnn" and "תאריך: dd-mm-yyyy"; the chain with its ח.פ., "בגין חשבונית מס' nnnnn מיום …" and
 * the return certificate; a table (catalogue number, item, reason, returned quantity, unit price, the credit in
 * brackets); "סה"כ זיכוי", "מע"מ n%" in brackets and "סה"כ לזיכוי כולל מע"מ" "-… ₪" with a leading minus; all
 * negative; Sunday to Thursday.
 */
export const heKisaotCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(CHAIRS, rng.int(1, 4)).map(([code, name, p]) => ({ code, name, reason: rng.pick(REASONS), q: rng.int(1, 8), p: Math.round((p * rise) / 100) * 100 }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'כיסאות המרכז שיווק והפצה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `Z-${rng.int(10000, 39999)}`;
    const orig = plus(date, -rng.int(10, 70));
    const body = `<div class="hd"><div><div class="nm">כיסאות המרכז</div><div>${vendorName}</div><div>ח.פ. ${ltr(hyphenId(taxId))}</div></div><div class="adr">אזור תעשייה קריית עקרון<br>טל' ${ltr(`08-94${rng.digits(5)}`)}<br>${ltr('www.kisaot-hamerkaz.co.il')}</div></div>
<div class="band"><span class="t">חשבונית מס זיכוי</span><span>מס' זיכוי: ${ltr(doc)}</span><span>תאריך: ${ltr(dt(date, 'dd/mm/yyyy').replace(/\//g, '-'))}</span></div>
<div class="to"><div><b>לכבוד:</b> ציוד משרדי הדר רשתות בע"מ · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>מחסן מרכזי, אלעד</div>
<div>בגין חשבונית מס' ${ltr(String(rng.int(40000, 89999)))} מיום ${ltr(dt(orig, 'dd/mm/yyyy'))} · תעודת החזרה ${ltr(`R${rng.digits(5)}`)}</div></div>
<table class="cr"><thead><tr><th>מק"ט</th><th>פריט</th><th>סיבה</th><th>כמות</th><th>מחיר ליח'</th><th>זיכוי</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${ltr(l.code)}</td><td>${l.name}</td><td>${l.reason}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(bracketed(l.q * l.p))}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ זיכוי</th><td>${ltr(bracketed(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(bracketed(vat))}</td></tr><tr class="g"><th>סה"כ לזיכוי כולל מע"מ</th><td>${ltr(`-${amount(gross)} ₪`)}</td></tr></table>
<p class="sm">הזיכוי יקוזז מהתשלום הקרוב לפי תנאי ההסכם. המסמך הופק ממוחשב ואינו דורש חתימה.</p>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','Liberation Serif';font-size:13px;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end}.nm{font-family:'Aharoni CLM';font-size:32px;font-weight:bold}.adr{text-align:end;line-height:1.5}
.band{display:flex;justify-content:space-between;align-items:center;background:#ddd;padding:8px 12px;margin:10mm 0 6mm}.band .t{font-size:20px;font-weight:bold}.to{line-height:1.7;margin-bottom:6mm}
.cr{width:100%}.cr th{border-top:1.5px solid #222;border-bottom:1.5px solid #222;padding:4px;text-align:start}.cr td{padding:4px;border-bottom:1px solid #ccc}.cr td:nth-child(n+4),.cr th:nth-child(n+4){text-align:end}
.tot{width:86mm;margin-top:6mm;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}.tot tr.g{border-top:2px solid #222;font-weight:bold;font-size:14px}.tot tr.g th{font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
