import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { prefixedId } from './extra';

const COMPANIES = [
  { name: 'מעליות שגיא-טל בע"מ', brand: 'שגיא-טל מעליות', color: '#1a237e' },
  { name: 'א.ר. מעליות הצפון בע"מ', brand: 'מעליות הצפון', color: '#004d40' },
  { name: 'ליפטק שירותי מעליות (1998) בע"מ', brand: 'LIFTECH', color: '#b71c1c' },
];
const BUILDINGS = [
  { who: 'נציגות הבית המשותף', addr: "רח' הנביאים 14, חולון", id: false },
  { who: 'ועד הבית - מגדלי הים', addr: "שד' בן גוריון 90, בת ים", id: false },
  { who: 'אחוזת הפארק ניהול נכסים בע"מ', addr: "רח' ז'בוטינסקי 7, רמת גן", id: true },
  { who: 'עמותת בית אבות נווה שלום', addr: "רח' הגפן 3, נתניה", id: true },
];

/**
 * An elevator maintenance company's quarterly A4 bill to a building (Nachlieli CLM, David CLM or Noto
 * Serif Hebrew; the brand in Frank Ruehl CLM or Roboto): the brand, the legal name and "ח.פ." (hyphenated
 * on some), the service centre's phone, a box with "חשבונית מס מס'" (seven digits or "Q3/25-01447"),
 * "תאריך הפקה" (dd/mm/yyyy or long Hebrew) on the first days of the quarter, "תקופת השירות" (three
 * months), "לתשלום עד" about three weeks later; the building (a residents' committee, a management
 * company or an association with a valid id), the contract number failing the check, each elevator's
 * registration with the ministry; the quarterly fee per elevator, a night call-out with its date and a
 * part on some, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", the last payment received with its date, the next
 * safety inspection, and a tear-off payment slip repeating the number, the customer and the amount.
 */
export const heElevatorMaintenanceBill: Layout = {
  id: 'he-elevator-maintenance-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const c = rng.pick(COMPANIES);
    const vendorTaxId = taxId(rng);
    const b = rng.pick(BUILDINGS);
    const y = rng.pick([2023, 2024, 2025, 2025]);
    const q = y === 2023 ? rng.int(3, 4) : rng.int(1, 4);
    const from = `${y}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`;
    const to = lastOfMonth(firstOfMonth(from, 2));
    const date = addDays(from, rng.int(1, 6));
    const rate = israeliRate(date);
    const due = addDays(date, rng.int(18, 25));
    const count = rng.int(1, 3);
    const fee = rng.pick([78000, 95000, 112000, 135000]);
    const lines: [string, string, number][] = [[`דמי שירות ואחזקה שוטפת - ${count} מעליות`, `${count} × ${amount(fee)}`, count * fee]];
    lines.push(['מוקד תקלות 24/7 וחילוץ לכודים', 'כלול', 0]);
    if (rng.chance(0.5)) {
      const when = addDays(from, -rng.int(10, 80));
      lines.push([`קריאת שירות לילה ${dt(when, 'dd/mm/yy')} - חילוץ`, '1 × 450.00', 45000]);
    }
    if (rng.chance(0.45)) {
      const [part, price] = rng.pick([
        ['חיישן וילון לדלת קבינה', 128000],
        ["לחצני קומה (4 יח')", 64000],
        ['סוללת גיבוי למערכת חילוץ', 38000],
        ['שמן ושמנים לכונן', 12000],
      ] as [string, number][]);
      lines.push([part, `1 × ${amount(price)}`, price]);
    }
    const net = lines.reduce((a, l) => a + l[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? String(rng.int(3100000, 3499999)) : `Q${q}/${String(y).slice(2)}-${String(rng.int(100, 4999)).padStart(5, '0')}`;
    const contract = notAnId(rng);
    const font = rng.pick(['Nachlieli CLM', 'David CLM', 'Noto Serif Hebrew']);
    const brandFont = c.brand === 'LIFTECH' ? 'Roboto' : 'Frank Ruehl CLM';
    const fmt = rng.pick(['dd/mm/yyyy', 'he'] as const);
    const idShown = rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const lastPaid = addDays(from, -rng.int(60, 80));
    const regs = Array.from({ length: count }, () => `${rng.int(10, 99)}-${rng.digits(5)}`);
    const body = `<div class="hd"><div><div class="brand">${esc(c.brand)}</div><div class="tag">התקנה · אחזקה · מודרניזציה של מעליות</div></div><div class="who"><b>${esc(c.name)}</b><br>ח.פ. ${idShown}<br>מוקד שירות: <bdi>${landline(rng)}</bdi> · *${rng.int(2000, 9999)}</div></div>
<div class="top"><div class="cust"><b>לכבוד</b><br>${esc(b.who)}${b.id ? `<br>${b.who.includes('עמותת') ? 'ע"ר' : 'ח.פ.'} ${b.who.includes('עמותת') ? prefixedId(rng, '58') : taxId(rng)}` : ''}<br>${esc(b.addr)}<br>מס' לקוח ${rng.int(20000, 69999)} · חוזה ${contract}</div>
<table class="box"><tr><td colspan="2" class="t">חשבונית מס מס' ${docNo}</td></tr><tr><td>תאריך הפקה</td><td>${dt(date, fmt)}</td></tr><tr><td>תקופת השירות</td><td>${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}</td></tr><tr><td>לתשלום עד</td><td><b>${dt(due, 'dd/mm/yyyy')}</b></td></tr></table></div>
<div class="regs">מעליות במבנה (מס' רישום במשרד העבודה): ${regs.join(' · ')} · בדיקת בודק מוסמך הבאה: ${dt(addDays(to, rng.int(20, 150)), 'dd/mm/yyyy')}</div>
<table class="it"><tr><th>פירוט</th><th>כמות × מחיר</th><th>סכום ₪</th></tr>${lines.map(([d, qp, s]) => `<tr><td>${esc(d)}</td><td>${qp}</td><td>${s ? amount(s) : '—'}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
<div class="note">תשלום אחרון שהתקבל: ${amount(total - rng.int(0, 1) * vat)} ₪ ביום ${dt(lastPaid, 'dd/mm/yyyy')} - תודה. החיוב הבא יופק בתחילת הרבעון הבא.</div>
<div class="slip"><div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div><div class="sl"><div><b>שובר תשלום</b> · ${esc(c.brand)}<br>חשבונית ${docNo} · חוזה ${contract}<br>${esc(b.who)}</div><div>לתשלום עד ${dt(due, 'dd/mm/yyyy')}<br><span class="big">₪ ${amount(total)}</span><br>העברה: בנק ${rng.pick(['10', '12', '20', '31'])} סניף ${rng.int(100, 899)} חשבון ${rng.digits(6)}</div></div></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#111;padding:13mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px double ${c.color};padding-bottom:3mm}
.brand{font-family:'${brandFont}',serif;font-size:30px;font-weight:bold;color:${c.color}}.tag{font-size:10px;color:#666}.who{text-align:left;font-size:11px;line-height:1.5}.top{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}
.cust{line-height:1.6}.box{border:1.5px solid ${c.color};border-collapse:collapse;min-width:78mm}.box td{padding:1.2mm 3mm}.box .t{background:${c.color};color:#fff;font-weight:bold;font-size:14px}.regs{margin-top:5mm;font-size:10.5px;color:#444}
table{border-collapse:collapse}.it{width:100%;margin-top:4mm}.it th{border-bottom:1.5px solid #111;text-align:right;padding:1.5mm 2mm}.it td{padding:1.8mm 2mm;border-bottom:1px solid #ddd}.it td:last-child,.it th:last-child{text-align:left}
.tot{width:80mm;margin:4mm auto 0 0}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #111}.note{margin-top:6mm;font-size:11px}
.slip{margin-top:24mm}.cut{color:#888;font-size:10px;white-space:nowrap;overflow:hidden}.sl{display:flex;justify-content:space-between;border:1px solid #999;padding:3mm 4mm;margin-top:2mm;line-height:1.6}.big{font-size:16px;font-weight:bold}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: c.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
