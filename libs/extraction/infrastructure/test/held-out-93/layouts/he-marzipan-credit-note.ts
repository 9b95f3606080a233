import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-marzipan-credit-note';

const CHAINS = ['רשת "שפע בשכונה" בע"מ', 'מרכולי הדר בע"מ', 'סופר "בית ומשפחה" בע"מ', 'קואופרטיב "מעדני הכיכר" בע"מ'];
/** Product, catalogue number, agorot per carton before VAT, units per carton. */
const PRODUCTS: [string, string, number, number][] = [
  ["כיכר מרציפן מצופה שוקולד 200 גר'", '4102', 21600, 12],
  ['פירות מרציפן בקופסת מתנה', '4117', 38400, 8],
  ["חטיף מרציפן ופיסטוק 50 גר'", '4125', 14400, 24],
  ["עוגיות שקדים במרציפן 300 גר'", '4133', 26400, 12],
  ['מרציפן לאפייה 1 ק"ג', '4140', 42000, 6],
  ['מארז משלוח מנות מרציפן', '4158', 52800, 6],
];

/**
 * A marzipan confectioner crediting a supermarket chain for seasonal stock returned unsold (after Purim or the autumn
 * holidays), A4 (Stam Sefarad CLM for the brand, David CLM): "ח.פ." hyphenated, "חשבונית מס זיכוי" "מס' nnnnnn" with date
 * dd.mm.yy, "בגין חשבונית מס' nnnnnn", the chain with its ח.פ. and a return certificate; per line catalogue number,
 * cartons, carton price and the sum with a trailing minus; "סה"כ זיכוי", VAT with a trailing minus, "סה"כ לזיכוי" "₪";
 * all negative; Sunday to Thursday.
 */
export const heMarzipanCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 4, 10, 11]);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(PRODUCTS, rng.int(2, 5)).map(([name, sku, p, per]) => {
      const price = Math.round((p * up) / 10) * 10;
      const cartons = rng.int(1, 9);
      return { name, sku, per, price, cartons, sum: price * cartons };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'שקדיית הזהב - מפעל מרציפן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(700000, 799999));
    const orig = String(rng.int(300000, 399999));
    const origDate = plus(date, -rng.int(30, 60));
    const rows = lines.map((l) => [ltr(l.sku), l.name, ltr(String(l.per)), ltr(String(l.cartons)), ltr(amount(l.price)), ltr(trailingMinus(-l.sum))]);
    const body = `<div class="hd"><div class="brand">שקדיית הזהב</div><div>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">אזור התעשייה, גדרה · טל' ${ltr(`08-85${rng.digits(5)}`)}</div></div>
<div class="doc"><div class="t">חשבונית מס זיכוי</div><div>מס' ${ltr(doc)}</div><div>תאריך: ${ltr(dt(date, 'dd.mm.yy'))}</div></div>
<div class="cust"><div><b>לכבוד:</b> ${rng.pick(CHAINS)} · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>בגין חשבונית מס' ${ltr(orig)} מיום ${ltr(dt(origDate, 'dd.mm.yy'))} · תעודת החזרה ${ltr(`RT-${rng.digits(5)}`)}</div><div>סיבת הזיכוי: החזרת מלאי עונתי שלא נמכר, בהתאם להסכם הסחר</div></div>
${items(['מק"ט', 'תיאור', "יח' בקרטון", 'קרטונים', 'מחיר לקרטון', 'סכום'], rows)}
<table class="tot"><tr><th>סה"כ זיכוי</th><td>${ltr(trailingMinus(-net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(trailingMinus(-vat))}</td></tr><tr class="g"><th>סה"כ לזיכוי</th><td>${ltr(`${trailingMinus(-gross)} ₪`)}</td></tr></table>
<div class="sm note">הזיכוי יקוזז מהתשלום הבא. המסמך הופק ממוחשב ואינו דורש חתימה.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM';font-size:12.5px;padding:15mm 16mm}.hd{text-align:center;border-bottom:2px solid #7a4b1c;padding-bottom:6px}.brand{font-family:'Stam Sefarad CLM';font-size:40px;color:#7a4b1c}
.doc{margin:12px auto;width:60%;text-align:center;border:2px solid #7a4b1c;padding:6px;font-size:15px}.doc .t{font-size:22px;font-weight:bold}.cust{line-height:1.7;margin-bottom:6px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:45%;margin-inline-start:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}
.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:15px;border-top:2px solid #222}.tot tr.g th{font-weight:bold}.note{margin-top:16px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
