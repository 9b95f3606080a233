import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-actuarial-consultant-invoice';

const WORK: [string, number, number][] = [
  ['הערכה אקטוארית של התחייבויות פיצויים (IAS 19)', 6500, 12000],
  ['חוות דעת אקטוארית לתיק בית משפט', 4800, 9000],
  ['חישוב היוון קצבה', 1800, 3500],
  ['בדיקת עתודות ביטוח', 5200, 9800],
  ['פגישת ייעוץ (שעה)', 550, 750],
];

/** An actuary's tax invoice (a licensed dealer), VAT added, on an A4 letterhead. */
export const heActuarialConsultantInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const lines = rng.some(WORK, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: name.includes('שעה') ? rng.int(1, 6) : 1, unit: rng.int(lo / 50, hi / 50) * 5000 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ד"ר אורית בן נון';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(0, 4)}${String(rng.int(1, 180)).padStart(4, '0')}`;
    const client = rng.pick(['אגודת הכורמים הדרומית בע"מ', 'מפעלי פלסט-טק בע"מ', 'עמותת בית הגפן']);
    const rows = lines.map((l, i) => [ltr(String(i + 1)), l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const body = `<div class="lh"><div class="name">${vendorName}</div><div>אקטוארית מוסמכת · חברה באיגוד האקטוארים בישראל</div><div class="sm">מגדל המשביר, רח׳ בן יהודה 34, ירושלים · ${ltr(cellular(rng))} · עוסק מורשה ${ltr(taxId)}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1><div>תאריך: ${ltr(dt(date, 'he'))}</div>
<div class="to">לכבוד: ${client}<br>ח.פ. לקוח: ${ltr(taxIdOfCustomer(rng))}<br>הזמנת רכש: ${ltr('PO-' + rng.digits(5))}</div>
${items(['#', 'פירוט', 'כמות', 'מחיר', 'סכום'], rows)}
<div class="sum">${row('סה"כ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ כולל מע"מ', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="sm foot">התשלום בהעברה בנקאית תוך 45 יום. ניכוי מס במקור לפי אישור מצורף.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM';font-size:13px;padding:18mm 18mm}.lh{text-align:center;border-bottom:1px solid #333;padding-bottom:8px}.name{font-size:26px;font-weight:bold}
h1{font-size:20px;margin:16px 0 4px}.to{margin:12px 0}.sum{width:42%;margin-right:auto}.big{font-size:1.15em}.foot{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
