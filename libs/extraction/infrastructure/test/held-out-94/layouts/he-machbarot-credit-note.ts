import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total } from './extra';

const ID = 'he-machbarot-credit-note';

/** Catalogue number, item, units per pack, agorot per unit before VAT in 2022. */
const STOCK: [string, string, number, number][] = [
  ['MC-1040', 'מחברת 40 דף שורה, כריכה רכה', 10, 290],
  ['MC-1080', 'מחברת 80 דף משבצת', 10, 480],
  ['MC-2200', 'מחברת ספירלה A4 200 דף', 5, 1890],
  ['MC-3100', 'בלוק ציור A3 20 דף', 10, 1250],
  ['MC-4010', 'תיקייה שקופה עם כפתור', 12, 320],
  ['MC-5060', 'יומן תלמיד שנתי', 6, 2450],
  ['MC-6030', 'עטיפות ספרים שקופות, חבילה', 20, 590],
  ['MC-7120', 'מחברת חשבון קטנה 60 דף', 10, 350],
];
const SHOPS = ['רשת "דף חדש" - ספרים וכלי כתיבה בע"מ', 'צומת הכתיבה שיווק ציוד משרדי בע"מ', 'ספרי הגבעה בע"מ'];

/**
 * A notebook maker crediting a chain of stationery shops for unsold back-to-school stock, A4 (Frank Ruehl CLM with
 * Liberation Serif): the maker's name with "ח.פ." after a colon and its industrial-zone address; a double-ruled title
 * "חשבונית זיכוי" with "מס' ZK-nnnnn" and "תאריך: d/m/yyyy"; the chain with its ח.פ., the credited invoice and its date, the
 * delivery note of the return; catalogue number, item, packs returned, units per pack, unit price and each sum as a
 * negative with a leading minus; "סה"כ זיכוי לפני מע"מ", "מע"מ n%" and "סה"כ לזיכוי" "-… ₪"; the credit against the
 * next statement; Sunday to Thursday, October to December.
 */
export const heMachbarotCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(STOCK, rng.int(3, 6)).map(([cat, name, per, p]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const packs = rng.int(2, 30);
      return { cat, name, per, unit, packs, sum: -unit * per * packs };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = -Math.round((-net * rate) / 100);
    const gross = net + vat;
    const vendorName = 'מחברות הצפון תעשיות נייר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZK-${rng.int(10000, 49999)}`;
    const invDate = plus(date, -rng.int(45, 100));
    const rows = lines.map((l) => [ltr(l.cat), l.name, ltr(String(l.packs)), ltr(String(l.per)), ltr(amount(l.unit)), ltr(amount(l.sum))]);
    const body = `<div class="hd"><div class="nm">מחברות הצפון</div><div>${vendorName}</div><div class="sm">ח.פ.: ${ltr(taxId)} · אזור התעשייה, קריית אתא · טל' ${ltr(landline(rng))}</div></div>
<div class="ttl">חשבונית זיכוי</div><div class="c">מס' ${ltr(doc)} &nbsp;·&nbsp; תאריך: ${ltr(dt(date, 'd/m/yyyy'))}</div>
<div class="cust"><div><b>לכבוד:</b> ${rng.pick(SHOPS)}, ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>זיכוי לחשבונית מס' ${ltr(String(rng.int(200000, 299999)))} מיום ${ltr(dt(invDate, 'd/m/yyyy'))} · תעודת החזרה ${ltr(`R${rng.digits(6)}`)}</div>
<div>סיבת הזיכוי: החזרת מלאי עונת "חזרה לבית הספר" שלא נמכר, בהתאם להסכם.</div></div>
${items(['מק"ט', 'פריט', 'אריזות', "יח' באריזה", "מחיר ליח'", 'סכום'], rows)}
<table class="tot"><tr><th>סה"כ זיכוי לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לזיכוי</th><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm note">הסכום יקוזז מהתשלום הבא לפי כרטסת הלקוח. מסמך ממוחשב.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','Liberation Serif';font-size:13px;padding:14mm 15mm}.hd{text-align:center;line-height:1.5}.nm{font-size:30px;font-weight:bold;letter-spacing:1px}
.ttl{text-align:center;font-size:24px;font-weight:bold;border-top:3px double #000;border-bottom:3px double #000;margin:12px 20% 4px;padding:3px}.cust{margin:12px 0;line-height:1.6}
.items th:nth-child(n+3),.items td:nth-child(n+3){text-align:end}.tot{width:50%;margin-inline-start:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}
.tot td{text-align:end;font-weight:bold;padding:3px 6px}.tot tr.g{border-top:3px double #000;font-size:16px}.tot tr.g th{font-weight:bold}.note{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
