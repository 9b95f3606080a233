import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, mul } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-zaatar-invoice';

/** Product, unit, agorot per unit; kilograms are weighed to a tenth. */
const PRODUCTS: [string, string, number][] = [
  ['זעתר טרי - ארגז 2 ק"ג', 'ארגז', 4600],
  ['זעתר מיובש טחון', 'ק"ג', 5800],
  ['תערובת זעתר עם שומשום ושמן זית', 'ק"ג', 7400],
  ['מרווה טרייה - ארגז 1 ק"ג', 'ארגז', 3900],
  ['טימין לימוני טרי - ארגז', 'ארגז', 4200],
  ['אורגנו מיובש', 'ק"ג', 6900],
  ['עלי לואיזה מיובשים', 'ק"ג', 8800],
  ['סומק טחון', 'ק"ג', 5200],
  ['נענע טרייה - ארגז', 'ארגז', 3100],
];

const BUYERS = ['שוק העיר רשתות מזון בע"מ', 'תבליני המרכז סחר סיטונאי בע"מ', 'מעדני הצפון - יבוא ושיווק בע"מ', 'רשת ירוק בשכונה בע"מ'];

/**
 * A herb farm's tax invoice to a wholesaler or a chain, A4 (Drugulin CLM, Noto Sans Hebrew): the company in a green band
 * with "ח.פ." plain, "חשבונית מס - מקור", a grid (six-digit number, date dd.mm.yyyy, an earlier delivery note and its date,
 * a purchase order of ten digits, due date), the buyer with its ח.פ., crates and kilograms to a tenth, "סה"כ לפני מע"מ",
 * VAT added with rate, "סה"כ כולל מע"מ" with "₪"; weekdays only.
 */
export const heZaatarInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const picked = rng.some(PRODUCTS, rng.int(4, 7));
    const rows = picked.map(([n, u, p]) => {
      const qty = u === 'ק"ג' ? rng.int(40, 600) / 10 : rng.int(6, 60);
      return { n, u, p, qty, sum: mul(qty, p) };
    });
    const net = total(rows.map((r) => r.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'משק הזעתר הירוק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const delivered = plus(date, -rng.int(1, 6));
    const due = plus(date, 45);
    const body = `<div class="band"><div><div class="nm">משק הזעתר הירוק</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div></div><div class="sm">מושב שדה אליעזר, ד.נ. גליל עליון<br>טל' ${ltr(landline(rng))} · ${ltr('office@zaatar-farm.co.il')}</div></div>
<div class="title">חשבונית מס - מקור</div>
${grid([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
  ['תעודת משלוח', ltr(`${rng.int(30000, 89999)}`)],
  ['תאריך אספקה', ltr(dt(delivered, 'dd.mm.yyyy'))],
  ['הזמנת רכש', ltr(`45${rng.digits(8)}`)],
  ['לתשלום עד', ltr(dt(due, 'dd.mm.yyyy'))],
])}
<div class="to">לכבוד: <b>${rng.pick(BUYERS)}</b> · ח.פ. ${ltr(taxIdOfCustomer(rng))} · מרלו"ג אזור התעשייה ${rng.pick(['חבל מודיעין', 'ציפורית', 'עמק חפר'])}</div>
${items(
  ['מק"ט', 'תיאור', 'יחידה', 'כמות', 'מחיר ליח׳', 'סה"כ'],
  rows.map((r) => [ltr(`ZT-${rng.int(100, 999)}`), r.n, r.u, ltr(r.u === 'ק"ג' ? r.qty.toFixed(1) : String(r.qty)), ltr(amount(r.p)), ltr(amount(r.sum))]),
)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ כולל מע"מ</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="foot">הסחורה נשארת בבעלות המשק עד לתשלום המלא. גידול ללא ריסוס - תעודת אורגני ${ltr(`IL-ORG-${rng.digits(4)}`)}.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:14mm 15mm}.band{display:flex;justify-content:space-between;align-items:center;background:#3d6b2f;color:#fff;padding:8px 12px}.nm{font-family:'Drugulin CLM';font-size:28px;font-weight:bold}
.title{font-family:'Drugulin CLM';font-size:22px;font-weight:bold;margin:12px 0 4px;text-align:center}.to{margin:8px 0}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:end}
.sums{width:40%;margin-inline-start:auto;margin-top:6px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold;background:#e3eedd;font-size:13px}.foot{margin-top:20px;font-size:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
