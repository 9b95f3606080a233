import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-ptitim-factory-invoice';

/** SKU, product, units per carton, agorot per carton before VAT. */
const PRODUCTS: [string, string, number, number][] = [
  ['1101', "פתיתים אפויים אורז 500 גר'", 12, 6840],
  ['1102', "פתיתים אפויים כוכבים 500 גר'", 12, 7020],
  ['1105', "פתיתים טבעות 500 גר'", 12, 7020],
  ['1110', "פתיתים מחיטה מלאה 400 גר'", 12, 8160],
  ['1120', "פתיתים ללא גלוטן 300 גר'", 10, 11900],
  ['1201', 'פתיתים אפויים אורז - מוסדי 5 ק"ג', 2, 9450],
  ['1202', 'פתיתים כדורים - מוסדי 5 ק"ג', 2, 9780],
  ['1301', 'קוסקוס דק 1 ק"ג', 10, 10400],
  ['1305', "פתיתים עם תיבול עשבי תיבול 250 גר'", 16, 9920],
];

const CUSTOMERS = ['מטעמי השף הסעדות בע"מ', 'רשת מלונות חוף ודקל - רכש מרכזי', 'שף על הדרך קייטרינג בע"מ', 'מזון לעובד אספקה מוסדית בע"מ'];

/**
 * A pasta factory in the Hatzor HaGlilit industrial zone invoicing a caterer or hotel chain, A4 (Aharoni CLM, FreeSans):
 * a dark header band with the factory's name and "ח.פ." hyphenated; "חשבונית מס" with a row of boxes (number "0b-nnnnnn",
 * date dd/mm/yy, two delivery notes, the customer's order, terms "שוטף + 60"); the customer with its ח.פ.; SKUs in cartons
 * with units per carton, carton price, a customer discount in percent per line and the net; "סה"כ שורות", "סה"כ חייב
 * במע"מ", "מע"מ n%" added, "סה"כ לתשלום" in ₪; weekdays.
 */
export const hePtitimFactoryInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const disc = rng.pick([0, 3, 5, 7.5]);
    const chosen = rng.some(PRODUCTS, rng.int(4, 8));
    const lines = chosen.map(([sku, name, per, price]) => {
      const cartons = rng.int(4, 80);
      const gross = cartons * price;
      const net = gross - Math.round((gross * disc) / 100);
      return { sku, name, per, price, cartons, net };
    });
    const sums = lines.map((l) => l.net);
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פתיתי חצור תעשיות מזון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(3, 6)}-${rng.digits(6)}`;
    const customer = rng.pick(CUSTOMERS);
    const d1 = plus(date, -rng.int(1, 6));
    const tableRows = lines.map((l) => [ltr(l.sku), l.name, ltr(String(l.per)), ltr(String(l.cartons)), ltr(amount(l.price)), ltr(disc ? `${disc}%` : '-'), ltr(amount(l.net))]);
    const body = `<div class="band"><div><div class="nm">פתיתי חצור</div><div>${vendorName}</div></div><div class="sm al">אזור התעשייה חצור הגלילית · טל' ${ltr(landline(rng))}<br>ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="ttl">חשבונית מס</div>
${boxes([
  ['מספר', ltr(doc)],
  ['תאריך', ltr(dt(date, 'dd/mm/yy'))],
  ['תעודות משלוח', ltr(`${rng.digits(5)}, ${rng.digits(5)}`)],
  ['הזמנת לקוח', ltr(`PO-${rng.digits(7)}`)],
  ['תנאי תשלום', 'שוטף + 60'],
])}
<div class="cust"><b>לכבוד:</b> ${customer} · ח.פ. ${ltr(taxIdOfCustomer(rng))} · אספקה ${ltr(dt(d1, 'dd/mm/yy'))}</div>
${items(['מק"ט', 'פריט', "יח' בקרטון", 'קרטונים', 'מחיר לקרטון', 'הנחה', 'סה"כ נטו'], tableRows)}
<table class="tot"><tr><th>סה"כ שורות</th><td>${ltr(amount(net))}</td></tr><tr><th>סה"כ חייב במע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="sm note">הסחורה נשארת בבעלות החברה עד לפירעון המלא · כשר בהשגחת הרבנות המקומית</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','Aharoni CLM';font-size:11.5px;padding:12mm 14mm}.band{display:flex;justify-content:space-between;align-items:center;background:#2d3b2d;color:#fff;padding:8px 12px}
.nm{font-family:'Aharoni CLM';font-size:28px}.al{text-align:end}.ttl{font-family:'Aharoni CLM';font-size:22px;margin:12px 0 4px}.cust{margin:6px 0;padding:4px 6px;border-inline-start:4px solid #2d3b2d;background:#f2f2ee}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:42%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{font-weight:bold;font-size:14px;background:#2d3b2d;color:#fff}.note{margin-top:16px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
