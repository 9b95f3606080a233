import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, personalId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-radon-testing-invoice';

/** Customers: name, address, whether a company (company id) or a person (personal id), building tested. */
const CUSTOMERS: [string, string, boolean, string][] = [
  ['משפחת אלקלעי', 'רח׳ הארזים 7, מבשרת ציון', false, 'מרתף וממ"ד בבית פרטי'],
  ['יובל ורוני שחר', 'מושב אורה', false, 'קומת מרתף מגורים'],
  ['בית ספר הרי יהודה (ע"ר)', 'רח׳ החוצבים 2, מבשרת ציון', true, 'כיתות קומת קרקע ומקלט'],
  ['מגדלי הראל ניהול נכסים בע"מ', 'שד׳ הראל 18, מבשרת ציון', true, 'חניון תת-קרקעי וחדר שנאים'],
  ['אבן הגבעה משרדים בע"מ', 'אזור התעשייה הר טוב', true, 'משרדים בקומה תחתונה'],
];

/**
 * A radon testing firm's tax invoice in Mevaseret Zion, A4 (FreeSerif): a letterhead with the company name and id
 * and a ruled line, a four-cell grid of invoice number, date, report number and the measurement period (its two dates
 * before the invoice), the customer (a family or person with a personal id, a school or a company with its id) and
 * the building tested, site visit, passive detectors read at the lab, a week's continuous monitor on some, a retest
 * after ventilation on some, the report, VAT added, paid or net 30. Sunday to Thursday.
 */
export const heRadonTestingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const [customer, address, company, building] = rng.pick(CUSTOMERS);
    const detectors = company ? rng.int(4, 16) : rng.int(2, 5);
    const price = (p: number) => Math.round((p * up) / 100) * 100;
    const rows: [string, number, number][] = [
      ['ביקור באתר, מיפוי והצבת גלאים', 1, price(company ? 65000 : 45000)],
      ['גלאי ראדון פסיבי - ניתוח מעבדה', detectors, price(18000)],
    ];
    if (rng.chance(0.5)) rows.push(['ניטור רציף 7 ימים בגלאי אקטיבי', rng.int(1, 2), price(52000)]);
    if (rng.chance(0.3)) rows.push(['בדיקה חוזרת לאחר הסדרת אוורור', 1, price(38000)]);
    rows.push(['דוח ממצאים והמלצות', 1, price(company ? 90000 : 40000)]);
    const net = total(rows.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ראדונט מדידות איכות אוויר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10200, 48999));
    const collected = plus(date, -rng.int(6, 20));
    const placed = plus(collected, -rng.int(4, 9));
    const report = `RD-${date.slice(2, 4)}-${String(rng.int(10, 480)).padStart(3, '0')}`;
    const customerId = company ? taxIdOfCustomer(rng) : personalId(rng);
    const paid = !company || rng.chance(0.3);
    const body = `<div class="head"><div class="name">ראדונט</div><div>מדידות ראדון וגזים בסביבת מגורים ועבודה</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ הרי יהודה ${ltr(String(rng.int(2, 30)))}, מבשרת ציון · ${ltr(landline(rng))} · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס</h1>
${grid([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
  ['מספר דוח', ltr(report)],
  ['תקופת המדידה', ltr(`${dt(placed, 'dd/mm/yy')} - ${dt(collected, 'dd/mm/yy')}`)],
])}
<div class="cust"><b>לכבוד:</b> ${customer}<br>${address}<br>${company ? 'ח.פ./ע"ר' : 'ת.ז.'} ${ltr(customerId)}<br><b>המבנה שנבדק:</b> ${building}</div>
${items(
  ['#', 'פירוט', 'כמות', 'מחיר ליח׳', 'סה"כ'],
  rows.map(([he, q, u], i) => [ltr(String(i + 1)), he, ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
<table class="totals"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ש"ח`)}</td></tr></table>
<div class="pay">${paid ? `שולם ב${rng.pick(['העברה בנקאית', 'כרטיס אשראי', 'המחאה'])} בתאריך ${ltr(dt(date, 'dd/mm/yyyy'))}.` : `תנאי תשלום: שוטף + ${ltr('30')}. נא לציין את מספר החשבונית בהעברה.`}</div>
<div class="foot">המדידות בוצעו לפי הנחיות המשרד להגנת הסביבה לבדיקת ראדון במבנים. הדוח נשלח בדואר אלקטרוני.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSerif','DejaVu Serif';font-size:13px;padding:14mm 16mm}.head{border-bottom:2px solid #2e7d32;padding-bottom:6px}.name{font-size:28px;font-weight:bold;color:#2e7d32}
h1{font-size:22px;text-align:center;margin:12px 0 4px}.cust{margin:10px 0;line-height:1.6}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}
.totals{margin:10px auto 0 0;min-width:45%}.totals td{padding:3px 8px;border-bottom:1px solid #ddd}.totals td:last-child{text-align:left}.totals .g td{font-weight:bold;font-size:15px;border-top:2px solid #2e7d32}
.pay{margin-top:16px}.foot{margin-top:30px;font-size:11px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
