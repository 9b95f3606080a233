import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, landline, lastOfMonth, workday } from '../../generalisation/notation';
import { allocation, dec, failing, priced, validWith } from './extra';

const FIRMS = [
  { brand: 'מגן השרון', legal: 'מגן השרון שמירה ואבטחה בע"מ', label: 'ח.פ.', company: true, place: "רח' המלאכה 14, נתניה" },
  { brand: 'אלפא 24', legal: 'אלפא ביטחון ושירותי כוח אדם בע"מ', label: 'ח.פ.', company: true, place: "רח' יגאל אלון 96, תל אביב" },
  { brand: 'אלמוג אבטחה', legal: 'יוסי אלמוג', label: 'עוסק מורשה', company: false, place: "רח' הנרקיס 5, אופקים" },
];
const CUSTOMERS: { name: string; label: string; prefix?: string }[] = [
  { name: 'רשת חינוך "אופק" - קמפוס דרום', label: 'ע"ר', prefix: '58' },
  { name: 'קניון השבעה - חברת ניהול בע"מ', label: 'ח.פ.' },
  { name: 'מועצה מקומית גני הדר', label: "מס' רשות", prefix: '500' },
  { name: 'מרכז לוגיסטי צפון בע"מ', label: 'ח.פ.' },
];

/**
 * A security guard company's monthly A4 "חשבונית מס" to an institution (David CLM, Noto Serif Hebrew or
 * Frank Ruehl CLM body; the brand in Frank Ruehl CLM bold beside a drawn shield): the brand, the legal name or
 * the owner's name with "ח.פ." / "עוסק מורשה", the guarding licence number; "חשבונית מס" with a year-serial
 * number ("2024-0512") and "תאריך" one to five days into the next month; the customer (a company's valid ח.פ.,
 * a non-profit's 58…, a local council's 500…), "הזמנת עבודה" and "מס' הסכם" failing the check; "בגין שירותי
 * שמירה לחודש" and the period; hours to one decimal for day, night (125%) and Shabbat (150%) shifts,
 * patrols, an event's guards and an alarm subscription; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום"; the tax
 * authority's allocation number on large invoices; "שוטף + 30" with its date and bank details.
 */
export const heSecurityGuardsInvoice: Layout = {
  id: 'he-security-guards-invoice',
  lang: 'he',
  kind: 'services invoice',
  make(rng: Rng) {
    const s = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng, s.company);
    const month = firstOfMonth(randomDate(rng, '2023-06-01', '2025-11-30'));
    const date = workday(addDays(lastOfMonth(month), rng.int(1, 5)), addDays);
    const rate = israeliRate(date);
    const base = rng.int(5600, 6900);
    const c = rng.pick(CUSTOMERS);
    const custId = c.prefix ? validWith(rng, c.prefix) : taxId(rng, true);
    type Row = { what: string; qty: string; unit: number; sum: number };
    const hours = (what: string, tenths: number, unit: number): Row => ({ what, qty: dec(tenths, 1), unit, sum: priced(tenths, 1, unit, 2) });
    const rows: Row[] = [hours('שמירה - שעות יום', rng.int(1200, 4200), base), hours('שמירה - שעות לילה (125%)', rng.int(600, 2400), Math.round(base * 1.25))];
    if (rng.chance(0.7)) rows.push(hours('שמירה - שבת וחג (150%)', rng.int(160, 720), Math.round(base * 1.5)));
    if (rng.chance(0.5)) {
      const n = rng.int(8, 31);
      const unit = rng.pick([16000, 18000, 19500]);
      rows.push({ what: 'סיורי רכב מוקד', qty: String(n), unit, sum: n * unit });
    }
    if (rng.chance(0.4)) rows.push(hours(`אבטחת אירוע ${dt(addDays(month, rng.int(3, 25)), 'dd/mm')} (מאבטחים חמושים)`, rng.int(120, 400), rng.pick([8500, 9200])));
    rows.push({ what: 'מוקד ולחצני מצוקה - דמי מנוי חודשי', qty: '1', unit: rng.pick([15000, 24000, 32000]), sum: 0 });
    rows[rows.length - 1].sum = rows[rows.length - 1].unit;
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const threshold = date >= '2025-01-01' ? 2000000 : 2500000;
    const alloc = date >= '2024-05-05' && net > threshold ? allocation(rng) : '';
    const docNo = `${date.slice(0, 4)}-${String(rng.int(40, 1900)).padStart(4, '0')}`;
    const font = rng.pick(['David CLM', 'Noto Serif Hebrew', 'Frank Ruehl CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const tr = (r: Row, i: number) => `<tr><td>${i + 1}</td><td>${esc(r.what)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.sum)}</td></tr>`;
    const body = `<div class="head"><div class="shield"></div><div><div class="brand">${esc(s.brand)}</div><div>${esc(s.legal)} · ${s.label} ${vendorTaxId}</div><div class="sm">רישיון חברת שמירה מס' ${rng.int(1000, 4999)} · ${esc(s.place)} · טל' <bdi>${landline(rng)}</bdi></div></div></div>
<div class="meta"><div class="to"><div>לכבוד</div><b>${esc(c.name)}</b><div>${c.label} ${custId}</div><div>הזמנת עבודה: ${rng.int(2300000, 2399999)}</div><div>מס' הסכם: ${failing(rng, rng.pick(['4', '7', '9']))}</div></div>
<div class="doc"><div class="tt">חשבונית מס</div><div>מס' ${docNo}</div><div>תאריך: ${dt(date, fmt)}</div><div class="orig">מקור</div></div></div>
<p>בגין שירותי שמירה ואבטחה לחודש ${heMonth(month)} (${dt(month, 'dd/mm/yy')} עד ${dt(lastOfMonth(month), 'dd/mm/yy')}), בהתאם לדוחות הנוכחות שאושרו על ידכם:</p>
<table class="it"><tr><th>#</th><th>פירוט</th><th>שעות / כמות</th><th>תעריף ₪</th><th>סה"כ ₪</th></tr>${rows.map(tr).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)}</td></tr></table>
${alloc ? `<div class="alloc">מספר הקצאה: ${alloc}</div>` : ''}<div class="terms">תנאי תשלום: שוטף + 30, עד ${dt(addDays(lastOfMonth(date), 30), fmt)}. העברה לבנק ${rng.pick(['הפועלים (12)', 'לאומי (10)', 'מזרחי טפחות (20)'])} סניף ${rng.int(100, 799)} חשבון ${rng.digits(6)}.</div>
<div class="sig">חתימה: ______________</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#111;padding:12mm 16mm}.head{display:flex;gap:5mm;align-items:center;border-bottom:3px double #1e3a5f;padding-bottom:3mm}.shield{width:14mm;height:17mm;background:#1e3a5f;border-radius:0 0 7mm 7mm}
.brand{font-family:'Frank Ruehl CLM',serif;font-weight:bold;font-size:28px;color:#1e3a5f}.sm{font-size:10px;color:#444}.meta{display:flex;justify-content:space-between;margin:6mm 0 4mm}.to{line-height:1.6}.doc{border:1.5px solid #1e3a5f;padding:3mm 6mm;text-align:center;line-height:1.7;min-width:50mm}.tt{font-size:18px;font-weight:bold}.orig{font-size:10px;color:#666}
.it{width:100%;border-collapse:collapse;margin-top:3mm}.it th{background:#1e3a5f;color:#fff;padding:1.5mm;text-align:right}.it td{padding:1.5mm;border-bottom:1px solid #ccc}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:left}
.tot{width:85mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.5mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #111}.alloc{margin-top:3mm;font-weight:bold}.terms{margin-top:6mm;font-size:11px}.sig{margin-top:12mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
