import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, nth, plus, taxIdOfCustomer, total, vatOn, yearFor } from './extra';

const ID = 'he-haggadah-credit-note';

/** The first day of Passover, by year. */
const PESACH: Record<number, string> = { 2022: '2022-04-16', 2023: '2023-04-06', 2024: '2024-04-23', 2025: '2025-04-13', 2026: '2026-04-02' };

/** Title, catalogue number, agorot per copy to the trade before VAT. */
const TITLES: [string, string, number][] = [
  ['הגדה של פסח מאוירת לילדים', '4410', 2390],
  ['הגדה עם פירוש "דרך הסדר"', '4415', 3480],
  ['הגדה דו-לשונית עברית-אנגלית', '4422', 4150],
  ['הגדה בכריכה קשה מוזהבת', '4430', 6900],
  ['הגדה לשולחן - מהדורת כיס', '4436', 890],
  ['הגדה עם שירי ליל הסדר ותווים', '4441', 2990],
  ['ערכת חידונים לליל הסדר', '4450', 1650],
];

const SHOPS = ['רשת ספרי השער בע"מ', 'צומת הספר - סניפי המרכז בע"מ', 'ספרי אוצר הבית בע"מ', 'יודאיקה ובית הספר בע"מ'];

/**
 * A publisher of Passover haggadot crediting a bookshop chain for unsold copies returned after the festival, A4 (Noto Serif
 * Hebrew, Ellinia CLM): "ח.פ." hyphenated, a framed "חשבונית מס זיכוי" and "מס' ZK-nnnnn", date dd/mm/yyyy two to seven
 * weeks after Passover, the supply invoice credited (dated weeks before Passover), the chain with its ח.פ. and a return
 * note; returned copies per title at the trade price less the chain's discount, each sum in brackets; "סה"כ זיכוי לפני
 * מע"מ", "מע"מ n%" and "סה"כ זיכוי" with a leading minus and "ש"ח" — all negative; Sunday to Thursday.
 */
export const heHaggadahCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = avoid(plus(PESACH[year], rng.int(14, 50)), [5, 6]);
    const invoiceDate = avoid(plus(PESACH[year], -rng.int(25, 60)), [5, 6]);
    const discount = rng.pick([30, 35, 40]);
    const lines = rng.some(TITLES, rng.int(3, 6)).map(([title, cat, price]) => {
      const copies = rng.int(6, 140);
      const net = Math.round((copies * price * (100 - discount)) / 100);
      return { title, cat, price, copies, net };
    });
    const net = total(lines.map((l) => l.net));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'הוצאת ליל שימורים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZK-${rng.int(10000, 39999)}`;
    const tableRows = lines.map((l) => [ltr(l.cat), l.title, ltr(String(l.copies)), ltr(amount(l.price)), ltr(`${discount}%`), ltr(bracketed(l.net))]);
    const body = `<div class="hd"><div class="nm">הוצאת ליל שימורים</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">רח' המדפיסים 9, אזור התעשייה קריית אתא · ${ltr(landline(rng))}</div></div>
<div class="frame"><div class="t">חשבונית מס זיכוי</div><div>מס' ${ltr(doc)}</div><div>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div>
<table class="info"><tr><th>לכבוד</th><td>${rng.pick(SHOPS)}</td><th>ח.פ.</th><td>${ltr(taxIdOfCustomer(rng))}</td></tr>
<tr><th>זיכוי לחשבונית</th><td>${ltr(String(rng.int(100000, 199999)))} מיום ${ltr(dt(invoiceDate, 'dd/mm/yyyy'))}</td><th>תעודת החזרה</th><td>${ltr(`R-${rng.digits(5)}`)}</td></tr>
<tr><th>סיבת הזיכוי</th><td colspan="3">החזרת עותקים שלא נמכרו לאחר חג הפסח ${ltr(String(year))}, לפי הסכם ההפצה</td></tr></table>
${items(['קטלוג', 'כותר', 'עותקים', 'מחיר לעותק', 'הנחה', 'סכום זיכוי'], tableRows)}
<table class="tot"><tr><th>סה"כ זיכוי לפני מע"מ</th><td>${ltr(`-${amount(net)}`)}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(`-${amount(vat)}`)}</td></tr><tr class="g"><th>סה"כ זיכוי</th><td>${ltr(`-${amount(gross)}`)} ש"ח</td></tr></table>
<div class="sm foot">הזיכוי יקוזז מהתשלום הבא. העותקים שהוחזרו נבדקו ונמצאו תקינים למכירה חוזרת.</div>`;
    const css = `${baseCss}
body{font-family:'Ellinia CLM','Noto Serif Hebrew';font-size:12.5px;padding:14mm 16mm}.hd{text-align:center}.nm{font-family:'Noto Serif Hebrew';font-size:28px;font-weight:bold;color:#6a1b1b}
.frame{width:55%;margin:12px auto;border:2px solid #6a1b1b;text-align:center;padding:6px}.frame .t{font-size:20px;font-weight:bold}
.info{width:100%;margin:8px 0}.info th{text-align:start;font-weight:normal;color:#555;padding:2px 6px;white-space:nowrap}.info td{padding:2px 6px;font-weight:bold}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:45%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{font-weight:bold;font-size:15px;border-top:2px solid #6a1b1b}.foot{margin-top:16px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: {
        vendorName,
        vendorTaxId: taxId,
        documentNumber: doc,
        date,
        currency: 'ILS',
        total: truthAmount(-gross),
        tax: truthAmount(-vat),
      },
    };
  },
};
