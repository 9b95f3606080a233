import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, landline, lastOfMonth, share, workday } from '../../generalisation/notation';
import { allocationNo, needsAllocation, pages, stirred } from './extra';

const SUPPLIERS = [
  { brand: 'קפה לעבודה', line: 'אספקת קפה, שתייה וכיבוד למשרדים', legal: 'קפה לעבודה שירותי משרד בע"מ', label: 'ח.פ.', company: true },
  { brand: 'המזנון', line: 'ציוד מטבחונים וכיבוד לחברות', legal: 'אבי ששון', label: 'עוסק מורשה', company: false },
  { brand: 'אופיס-טעם', line: 'הפצת מוצרי מזון ושתייה לעסקים', legal: 'אופיס טעם הפצה (2020) בע"מ', label: 'ח.פ.', company: true },
];
const CUSTOMERS = ['סייברנט טכנולוגיות בע"מ', 'משרד עו"ד ברק, לוין ושות\'', 'אלפא-ביו מעבדות בע"מ', 'מרכז הקונגרסים הצפוני בע"מ'];
/** Item, unit, price before VAT (agorot). */
const GOODS: [string, string, number][] = [
  ['פולי קפה אספרסו 1 ק"ג', 'שקית', 8900],
  ['קפסולות קפה (100)', 'קרטון', 12400],
  ["קפה נמס 200 גר'", 'צנצנת', 2650],
  ['חלב 3% 1 ליטר', "יח'", 590],
  ["משקה שיבולת שועל 1 ל'", "יח'", 1290],
  ['תה ירוק 25 שקיקים', 'קופסה', 1190],
  ['סוכר לבן 1 ק"ג', "יח'", 520],
  ['ממתיק בשקיקים (1000)', 'קרטון', 5400],
  ["עוגיות חמאה 400 גר'", "יח'", 1490],
  ['חטיפי דגנים (24)', 'מארז', 4290],
  ["מים מינרליים 0.5 ל' (24)", 'מארז', 2890],
  ["סודה 1.5 ל' (6)", 'מארז', 2190],
  ['כוסות נייר 8 אונקיות (1000)', 'קרטון', 11900],
  ['מגבות נייר (6)', 'חבילה', 3290],
  ['בוחשים מעץ (1000)', 'קופסה', 1890],
  ["נוזל כלים 1 ל'", "יח'", 990],
  ['פירות העונה - מגש', 'מגש', 7500],
  ['ירקות חתוכים - מגש', 'מגש', 6500],
  ['לחמניות מחמצת (12)', 'שקית', 3200],
  ["שוקולד מריר 100 גר'", "יח'", 790],
];

/**
 * An office kitchen and refreshments supplier's consolidated monthly "חשבונית מס מרכזת" to a company over
 * two or three A4 pages (David CLM, Liberation Sans or Noto Serif Hebrew; the brand in Drugulin CLM): on
 * every page the brand, what it sells, the legal name or the owner's name with "ח.פ." / "עוסק מורשה",
 * a framed box "חשבונית מס מרכזת" with "מס'" as "25-00812", "תאריך:" the month's last working day and "דף 2
 * מתוך 3"; the customer company with "מס' לקוח"; 36-86 rows of delivery date (dd/mm), a
 * thirteen-digit barcode, item, unit, quantity, price before VAT and amount; the page's sum "סה"כ מועבר"
 * at the foot, carried to "סה"כ מועבר מדף קודם" at the top of the next page; on the last page "סה"כ
 * לפני הנחה", "הנחת לקוח קבוע 3%" on some, "דמי משלוח" for few deliveries, "סה"כ לפני מע"מ", "מע"מ", "סה"כ
 * כולל מע"מ", the allocation number when required and "תנאי תשלום: שוטף + 45" with its date.
 */
export const heOfficeKitchenMultipage: Layout = {
  id: 'he-office-kitchen-multipage',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-office-kitchen-multipage');
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const month = firstOfMonth(`${rng.int(2023, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`);
    const m = month < '2023-04-01' ? '2023-06-01' : month;
    let date = lastOfMonth(m);
    while ([5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, -1);
    const rate = israeliRate(date);
    const count = rng.chance(0.5) ? rng.int(36, 60) : rng.int(66, 86);
    const deliveries = rng.int(6, 12);
    const days = Array.from({ length: deliveries }, () => workday(addDays(m, rng.int(0, 27)), addDays))
      .filter((d) => d <= date)
      .sort();
    if (!days.length) days.push(workday(m, addDays));
    const rows = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(GOODS);
      const qty = rng.int(1, unit === "יח'" ? 24 : 6);
      return { day: days[Math.min(days.length - 1, Math.floor((i * days.length) / count))], code: `729${rng.digits(10)}`, name, unit, price, qty, sum: qty * price };
    });
    const gross = rows.reduce((a, r) => a + r.sum, 0);
    const disc = rng.chance(0.5) ? share(gross, 3) : 0;
    const delivery = days.length <= 8 ? 3500 * days.length : 0;
    const net = gross - disc + delivery;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${date.slice(2, 4)}-${String(rng.int(100, 2999)).padStart(5, '0')}`;
    const customer = rng.pick(CUSTOMERS);
    const custNo = rng.int(1000, 9999);
    const alloc = needsAllocation(date, net) ? allocationNo(rng) : '';
    const due = addDays(lastOfMonth(addDays(date, 1)), 45);
    const font = rng.pick(['David CLM', 'Liberation Sans', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const town = rng.pick(['חולון', 'פתח תקווה', 'קיסריה', 'ראשון לציון']);
    const phone = landline(rng);
    const split = pages(rows, 30);
    let carried = 0;
    const sheets = split.map((chunk, i) => {
      const last = i === split.length - 1;
      const before = carried;
      const pageSum = chunk.reduce((a, r) => a + r.sum, 0);
      carried += pageSum;
      const head = `<div class="head"><div><div class="brand">${esc(s.brand)}</div><div>${esc(s.line)}</div><div class="b">${esc(s.legal)} · ${s.label} ${vendorTaxId}</div><div class="sm">אזור התעשייה, ${town} · טל' <bdi>${phone}</bdi></div></div>
<div class="box"><div class="t">חשבונית מס מרכזת</div><div>מס' <b>${docNo}</b></div><div>תאריך: <b>${dt(date, fmt)}</b></div><div class="sm">דף ${i + 1} מתוך ${split.length}</div></div></div>
<div class="cust">לכבוד: <b>${esc(customer)}</b> · מס' לקוח ${custNo} · אספקות לחודש ${dt(m, 'dd/mm/yyyy').slice(3)}</div>`;
      const carry = i > 0 ? `<tr class="carry"><td colspan="6">סה"כ מועבר מדף קודם</td><td class="n">${amount(before)}</td></tr>` : '';
      const table = `<table><tr><th>ת. אספקה</th><th>ברקוד</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${carry}${chunk
        .map(
          (r) =>
            `<tr><td>${dt(r.day, 'dd/mm')}</td><td class="code">${r.code}</td><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td class="c">${r.qty}</td><td class="n">${amount(r.price)}</td><td class="n">${amount(r.sum)}</td></tr>`,
        )
        .join('')}${last ? '' : `<tr class="carry"><td colspan="6">סה"כ מועבר לדף הבא</td><td class="n">${amount(carried)}</td></tr>`}</table>`;
      const foot = last
        ? `<div class="sum"><div class="r"><span>סה"כ לפני הנחה</span><span>${amount(gross)}</span></div>${disc ? `<div class="r"><span>הנחת לקוח קבוע 3%</span><span><bdi>-${amount(disc)}</bdi></span></div>` : ''}${delivery ? `<div class="r"><span>דמי משלוח (${days.length} אספקות)</span><span>${amount(delivery)}</span></div>` : ''}
<div class="r"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div><div class="r"><span>מע"מ ${rate}%</span><span>${amount(vat)}</span></div><div class="r big"><span>סה"כ כולל מע"מ ₪</span><span>${amount(total)}</span></div></div>
${alloc ? `<div class="sm">מספר הקצאה: ${alloc}</div>` : ''}<div class="sm">תנאי תשלום: שוטף + 45 (עד ${dt(due, 'dd/mm/yyyy')}) · העברה בנקאית לבנק ${rng.int(10, 31)} סניף ${rng.int(100, 899)} חשבון ${rng.digits(6)}</div>`
        : '<div class="cont">המשך בדף הבא</div>';
      return `<div class="sheet">${head}${table}${foot}</div>`;
    });
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#111}.sheet{width:210mm;height:296mm;box-sizing:border-box;padding:10mm 12mm;page-break-after:always;overflow:hidden}.sheet:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:2mm}.brand{font-family:'Drugulin CLM',serif;font-size:28px;font-weight:bold}.b{font-weight:bold}.sm{font-size:10px;margin-top:1.5mm}
.box{border:2px solid #000;padding:2mm 5mm;text-align:center;min-width:48mm}.box .t{font-size:15px;font-weight:bold}.cust{margin:3mm 0;font-size:11.5px}
table{width:100%;border-collapse:collapse}th{background:#ddd;border:1px solid #999;padding:1mm;font-size:10.5px}td{border:1px solid #ccc;padding:0.8mm 1.2mm;font-size:10.5px}.code{font-family:'DejaVu Sans Mono',monospace;font-size:9px}.n{text-align:left;white-space:nowrap}.c{text-align:center}
tr.carry td{font-weight:bold;background:#f3f3f3}.cont{text-align:center;margin-top:3mm;font-style:italic}.sum{width:80mm;margin-top:4mm;margin-right:auto}.r{display:flex;justify-content:space-between;padding:0.8mm 0;font-size:12px}.big{font-weight:bold;font-size:14px;border-top:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: sheets.join('') }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
