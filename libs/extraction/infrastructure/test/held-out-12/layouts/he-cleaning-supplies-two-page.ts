import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, lastOfMonth, share, workday } from '../../generalisation/notation';
import { prefixedId } from './extra';

const SUPPLIERS = [
  { name: 'ניקיון פלוס שיווק והפצה בע"מ', brand: 'ניקיון פלוס', owner: false, addr: 'אזור תעשייה ספירים, נתניה' },
  { name: 'ש.ב. היגיינה מוסדית בע"מ', brand: 'ש.ב. היגיינה', owner: false, addr: "רח' המסגר 19, חיפה" },
  { name: 'דוד אזולאי', brand: 'אזולאי - חומרי ניקוי וחד פעמי', owner: true, addr: 'מרכז מסחרי, אופקים' },
];
const CUSTOMERS = [
  { name: 'עיריית קריית אונו - אגף החינוך', label: "מס' מוסד", prefix: '500' },
  { name: 'מועצה אזורית עמק הירדן', label: "מס' מוסד", prefix: '500' },
  { name: 'מכללת אופק להנדסאים (ע"ר)', label: 'ע"ר', prefix: '58' },
  { name: 'משרדי רונן-גרוס עורכי דין', label: "מס' שותפות", prefix: '55' },
];
/** Description, unit, price before VAT in agorot. */
const CATALOGUE: [string, string, number][] = [
  ["נייר טואלט ג'מבו 12 גלילים", 'קרטון', 8900],
  ["מגבות נייר Z 5000 יח'", 'קרטון', 11200],
  ["סבון ידיים קצף 5 ל'", 'גלון', 3450],
  ["אקונומיקה 4 ל'", 'גלון', 1290],
  ["נוזל רצפות לימון 4 ל'", 'גלון', 1690],
  ["מסיר שומנים מרוכז 1 ל'", "יח'", 2150],
  ["שקיות אשפה 75×90 (20 יח')", 'גליל', 890],
  ['שקיות אשפה 100×120 תעשייתי', 'גליל', 1890],
  ["כפפות ניטריל M (100 יח')", 'קופסה', 2990],
  ["כפפות ניטריל L (100 יח')", 'קופסה', 2990],
  ['סמרטוט רצפה מיקרופייבר', "יח'", 650],
  ['מגב 60 ס"מ גומי כפול', "יח'", 2400],
  ["ספוג לכלים (10 יח')", 'חבילה', 790],
  ["מטליות רב-שימושיות (50 יח')", 'חבילה', 1850],
  ['ג\'ל לניקוי אסלות 750 מ"ל', "יח'", 990],
  ['מטהר אוויר ספריי', "יח'", 1150],
  ['כוסות חד פעמיות 180 מ"ל (1000)', 'קרטון', 9800],
  ['צלחות קרטון 22 ס"מ (500)', 'קרטון', 12400],
  ['מפיות 30×30 (2400)', 'קרטון', 7600],
  ['תרסיס חיטוי משטחים 750 מ"ל', "יח'", 1450],
  ['מילוי למתקן סבון 800 מ"ל', "יח'", 1990],
  ['נייר קופה/גליל תעשייתי', 'קרטון', 15500],
  ['שואב אבק - שקיות חילוף', 'חבילה', 3400],
  ["מלבין כביסה 2 ל'", "יח'", 1290],
];

/**
 * A cleaning and hygiene supplies distributor's "חשבונית מס" over two A4 pages (Simple CLM, FreeSans or
 * condensed DejaVu Sans; the brand in Frank Ruehl CLM): the brand over the legal name with "ח.פ." or over
 * the owner's name with "עוסק מורשה", a strip on both pages with "מס'" (six digits), "תאריך"
 * (dd/mm/yyyy or dd.mm.yyyy) and "דף 1 מ-2"; the customer (a municipality's education department and a
 * regional council with "מס' מוסד" 500…, a college's "ע"ר" 58…, a law partnership's 55…, all valid), the
 * purchase order, the delivery notes this invoice covers with their dates; 36-46 rows of catalogue number,
 * description, unit, quantity, price, line discount percent and amount; "סה"כ להעברה" at the foot of page
 * 1 and "העברה מדף קודם" at the head of page 2; "סה"כ שורות", a general discount on some, "סה"כ לפני
 * מע"מ", VAT, "סה"כ לתשלום", "שוטף + 45" or "שוטף + 60" with the due date, the agent's name and mobile.
 */
export const heCleaningSuppliesTwoPage: Layout = {
  id: 'he-cleaning-supplies-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, !s.owner);
    const c = rng.pick(CUSTOMERS);
    const date = workday(randomDate(rng, '2023-06-05', '2026-02-20'), addDays);
    const rate = israeliRate(date);
    const want = rng.int(36, 46);
    const notes = Array.from({ length: rng.int(2, 4) }, (_, i) => ({ no: rng.int(70000, 79999) + i * 17, day: addDays(date, -rng.int(2, 25)) })).sort((a, b) =>
      a.day.localeCompare(b.day),
    );
    const rows = Array.from({ length: want }, () => {
      const [d, u, p] = rng.pick(CATALOGUE);
      const q = rng.int(1, 24);
      const dp = rng.pick([0, 0, 0, 5, 10]);
      return { sku: `${rng.int(10, 89)}${rng.digits(4)}`, d, u, q, p, dp, sum: q * p - share(q * p, dp) };
    });
    const first = 30;
    const p1 = rows.slice(0, first);
    const p2 = rows.slice(first);
    const carried = p1.reduce((a, r) => a + r.sum, 0);
    const lines = rows.reduce((a, r) => a + r.sum, 0);
    const gd = rng.pick([0, 0, 2, 3]);
    const disc = share(lines, gd);
    const net = lines - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(210000, 289999));
    const days = rng.pick([45, 60]);
    const due = addDays(lastOfMonth(date), days);
    const font = rng.pick(["'Simple CLM'", "'FreeSans'", "'DejaVu Sans'"]);
    const cond = font === "'DejaVu Sans'" ? 'font-stretch:condensed;' : '';
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const strip = (p: number) => `<div class="strip"><span class="t">חשבונית מס מס' ${docNo}</span><span>תאריך: ${dt(date, fmt)}</span><span>דף ${p} מ-2</span></div>`;
    const th = '<tr><th>מק"ט</th><th>תיאור</th><th>יח\' מידה</th><th>כמות</th><th>מחיר</th><th>הנחה %</th><th>סה"כ</th></tr>';
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td>${r.sku}</td><td class="d">${esc(r.d)}</td><td>${r.u}</td><td>${r.q}</td><td>${amount(r.p)}</td><td>${r.dp || ''}</td><td>${amount(r.sum)}</td></tr>`;
    const head = `<div class="lh"><div><div class="brand">${esc(s.brand)}</div><div>${s.owner ? `${esc(s.name)} · עוסק מורשה` : `${esc(s.name)} · ח.פ.`} ${vendorTaxId}</div><div>${esc(s.addr)} · טל' <bdi>${landline(rng)}</bdi> · פקס <bdi>${landline(rng)}</bdi></div></div><div class="logo">✦</div></div>`;
    const page1 = `<div class="page">${head}${strip(1)}
<div class="cust"><div><b>לכבוד:</b> ${esc(c.name)}<br>${c.label} ${prefixedId(rng, c.prefix)}<br>הזמנת רכש ${rng.pick(['4500', '2025', '0031'])}${rng.digits(6)}</div><div>לפי תעודות משלוח:<br>${notes.map((n) => `${n.no} מיום ${dt(n.day, 'dd/mm/yy')}`).join('<br>')}</div></div>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="6">סה"כ להעברה</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page">${head}${strip(2)}
<table class="it">${th}<tr class="cf"><td colspan="6">העברה מדף קודם</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<div class="end"><div class="terms">תנאי תשלום: שוטף + ${days} · לתשלום עד ${dt(due, 'dd/mm/yyyy')}<br>סוכן: ${esc(rng.pick(['יוסי', 'מירב', 'איגור', 'סלים']))} <bdi>${cellular(rng)}</bdi><br>הסחורה נשארת בבעלות הספק עד לפירעון המלא.</div>
<table class="tot"><tr><td>סה"כ שורות</td><td>${amount(lines)}</td></tr>${disc ? `<tr><td>הנחה כללית ${gd}%</td><td>-${amount(disc)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table></div>
<div class="sig">קיבלתי את הסחורה בשלמותה: ____________ &nbsp;&nbsp; חותמת: ____________</div></div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;${cond}font-size:10px;color:#111}.page{height:296mm;box-sizing:border-box;padding:9mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;align-items:center;line-height:1.5}.brand{font-family:'Frank Ruehl CLM',serif;font-weight:bold;font-size:24px;color:#00838f}.logo{font-size:34px;color:#00838f}
.strip{display:flex;justify-content:space-between;background:#e0f7fa;border-top:2px solid #00838f;border-bottom:2px solid #00838f;padding:1.5mm 3mm;margin:2mm 0 3mm;font-size:11.5px}.t{font-weight:bold;font-size:13px}
.cust{display:flex;justify-content:space-between;border:1px solid #bbb;padding:2mm 3mm;margin-bottom:3mm;line-height:1.5}table{border-collapse:collapse;width:100%}.it th{border-bottom:1.5px solid #111;padding:1.2mm 1mm;background:#f5f5f5}
.it td{padding:0.9mm 1mm;border-bottom:1px solid #e3e3e3;text-align:center}.it td.d{text-align:right}.it td:last-child{text-align:left}.cf td{font-weight:bold;background:#e0f7fa;text-align:right}.cf td:last-child{text-align:left}
.end{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}.terms{line-height:1.7}.tot{width:78mm}.tot td{padding:1.1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:13px;border-top:2px solid #111;border-bottom:2px solid #111}.sig{margin-top:12mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
