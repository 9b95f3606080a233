import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth, mul, share } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, taxOn, vid, house } from './extra';

const ID = 'he-halva-tahini-factory-two-page';
const FIRMS = [
  { brand: '', legal: 'טחינת הכרמל בע"מ', company: true, label: 'ח.פ.', trade: 'יצרן טחינה וחלווה', addr: 'אזור התעשייה עוספיה' },
  { brand: 'חלוות הזהב', legal: 'סלים חורי', company: false, label: 'עוסק מורשה', trade: 'ייצור חלווה ומוצרי שומשום', addr: "רח' אל-מוטראן 4, נצרת" },
  { brand: 'SESAMO', legal: 'ססמו מזון בע"מ', company: true, label: 'ח"פ', trade: 'טחינה, חלווה וממרחים', addr: "רח' הבנאים 11, קריית גת" },
];
/** Products: name, unit, price range in agorot, weighed by the kilo. */
const GOODS: [string, string, number, number, boolean][] = [
  ["טחינה גולמית 500 גר'", 'קרטון 12', 9600, 13200, false],
  ['טחינה גולמית 1 ק"ג', 'קרטון 6', 10800, 14400, false],
  ['טחינה גולמית – פח 18 ק"ג', 'פח', 34000, 42000, false],
  ["טחינה משומשום מלא 500 גר'", 'קרטון 12', 11400, 15600, false],
  ['חלווה וניל – בלוק', 'ק"ג', 2600, 3400, true],
  ['חלווה שיש שוקולד – בלוק', 'ק"ג', 2800, 3600, true],
  ['חלווה פיסטוק – בלוק', 'ק"ג', 4200, 5600, true],
  ['חלווה ללא סוכר – בלוק', 'ק"ג', 3900, 4900, true],
  ["חטיף חלווה 50 גר'", 'מארז 24', 5400, 7200, false],
  ["חלווה במגש 400 גר'", 'קרטון 10', 12900, 16900, false],
  ["סילאן טהור 450 גר'", 'קרטון 12', 10200, 13800, false],
  ["עוגיות טחינה 300 גר'", 'קרטון 8', 8800, 11200, false],
  ['שומשום קלוי – שק', 'ק"ג', 1600, 2200, true],
  ["ממרח טחינה-קקאו 350 גר'", 'קרטון 12', 13200, 17400, false],
  ['טחינה ירוקה מוכנה 1 ק"ג', 'קרטון 6', 9000, 12000, false],
];
const CUSTOMERS = ['מעדניית השוק בע"מ', 'סופר השכונה ר.ג. בע"מ', 'מינימרקט הגפן בע"מ', 'דליקטסן יפו העתיקה בע"מ'];

/** A halva and tahini factory's tax invoice to a grocery or deli over two A4 pages: 30-40 rows with item codes, halva blocks weighed by the kilo, per-line discounts, a returned-goods line, page 1's subtotal carried to page 2, the delivery notes it covers, a kashrut certificate's number, a cash discount on some, an allocation number when due; VAT added. */
export const heHalvaTahiniFactoryTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const count = rng.int(30, 40);
    const lines = Array.from({ length: count }, (_, i) => {
      const [name, unit, lo, hi, byKg] = rng.pick(GOODS);
      const qty = byKg ? rng.int(250, 1800) / 100 : rng.int(1, 8);
      const u = Math.round(rng.int(lo, hi) / 10) * 10;
      const d = rng.chance(0.25) ? rng.pick([5, 10]) : 0;
      const gross = byKg ? mul(qty, u) : qty * u;
      const sum = gross - share(gross, d);
      return { no: i + 1, code: String(rng.int(1000, 4999)), name, unit, qty: byKg ? qty.toFixed(2) : String(qty), u, d, sum };
    });
    const ret = rng.chance(0.5);
    if (ret) {
      const k = rng.int(30, count - 1);
      const [name, unit, lo] = GOODS[rng.int(0, 3)];
      const q = rng.int(1, 2);
      lines[k] = { ...lines[k], code: lines[k].code, name: `החזרה – פג תוקף: ${name} (ת.ה. ${rng.int(1100, 1999)})`, unit, qty: `-${q}`, u: lo, d: 0, sum: -q * lo };
    }
    const cut = 28;
    const page1 = add(lines.slice(0, cut).map((l) => l.sum));
    const gross = add(lines.map((l) => l.sum));
    const cashPct = rng.chance(0.4) ? rng.pick([2, 3]) : 0;
    const disc = share(gross, cashPct);
    const net = gross - disc;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [
      () => `${rng.int(1, 2)}${rng.digits(5)}`,
      () => `TH-${date.slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}`,
      () => `${rng.int(60, 69)}/${rng.int(10000, 99999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const shown = dt(date, fmt);
    const font = rng.pick(["'Simple CLM'", "'Liberation Sans'", "'Noto Sans Hebrew'"]);
    const cust = rng.pick(CUSTOMERS);
    const alloc = allocation(rng, date, net);
    const terms = rng.pick([30, 45, 60]);
    const notes = Array.from({ length: rng.int(2, 3) }, (_, i) => ({ no: `${rng.int(40000, 49999)}`, on: addDays(date, -(i * 7 + rng.int(1, 6))) }));
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const th = `<tr><th>#</th><th>קוד</th><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>הנחה %</th><th>סה"כ</th></tr>`;
    const tr = (ls: typeof lines) =>
      ls
        .map(
          (l) =>
            `<tr><td>${l.no}</td><td>${l.code}</td><td>${esc(l.name)}</td><td>${esc(l.unit)}</td><td>${lr(l.qty)}</td><td>${amount(l.u)}</td><td>${l.d || ''}</td><td>${lr(amount(l.sum))}</td></tr>`,
        )
        .join('');
    const seed = `<svg width="40" height="46" viewBox="0 0 40 46"><path d="M20 2 C34 12 34 34 20 44 C6 34 6 12 20 2 Z" fill="#e8cf9c" stroke="#8d6e3f" stroke-width="2"/><path d="M20 8 C26 18 26 30 20 38" fill="none" stroke="#8d6e3f" stroke-width="1.2"/></svg>`;
    const p1 = `<div class="pg"><div class="top">${seed}<div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div>${esc(f.trade)}</div></div>
<div class="ad">${f.label} ${lr(idShown)}<br>${esc(f.addr)}<br>טל' ${lr(`04-${rng.int(6000000, 9999999)}`)}<br>בהשגחת הרבנות המקומית · תעודה ${lr(String(rng.int(1000, 1999)))}</div></div>
<div class="hd"><div class="doc">חשבונית מס ${lr(docNo)}</div><div>תאריך: <b>${lr(shown)}</b></div><div>עמוד 1 מתוך 2</div></div>
<div class="cu"><div>לכבוד: <b>${esc(cust)}</b><br>ח.פ. ${lr(vid(cust, true))} · מס' לקוח ${rng.int(200, 899)}</div><div>על פי תעודות משלוח: ${notes.map((x) => `${lr(x.no)} (${lr(dt(x.on, 'dd/mm'))})`).join(', ')}<br>סוכן: ${rng.pick(['ואליד', 'שירן', 'אבי'])} · קו חלוקה ${rng.int(1, 9)}</div></div>
<table>${th}${tr(lines.slice(0, cut))}<tr class="sub"><td colspan="7">סיכום ביניים עמוד 1 – המשך בעמוד 2</td><td>${amount(page1)}</td></tr></table></div>`;
    const p2 = `<div class="pg"><div class="h2"><span>${esc(f.legal)} · ${f.label} ${lr(idShown)}</span><span>חשבונית מס ${lr(docNo)} · ${lr(shown)}</span><span>עמוד 2 מתוך 2</span></div>
<table>${th}<tr class="sub"><td colspan="7">מעמוד 1</td><td>${amount(page1)}</td></tr>${tr(lines.slice(cut))}</table>
<div class="low"><div class="nt">יש לשמור את מוצרי החלווה בטמפרטורת החדר, הרחק מאור שמש.<br>החזרות יתקבלו רק בליווי תעודת החזרה חתומה.<br>תנאי תשלום: שוטף + ${terms} – עד ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))}<br>לתשלום בהעברה: בנק ${rng.int(10, 20)} סניף ${rng.int(100, 999)} חשבון ${lr(rng.digits(7))}</div>
<table class="tot"><tr><td>סה"כ ${count} שורות</td><td>${amount(gross)}</td></tr>${cashPct ? `<tr><td>הנחת מזומן ${cashPct}%</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table></div>
${alloc ? `<p class="al">מספר הקצאה: ${lr(alloc)}</p>` : ''}<div class="sig"><span>קיבלתי את הסחורה בשלמותה: ____________</span><span>חתימה וחותמת: ____________</span></div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#161616}.pg{width:210mm;height:297mm;box-sizing:border-box;padding:11mm 12mm;page-break-after:always;overflow:hidden}.pg:last-child{page-break-after:auto}
.top{display:flex;gap:4mm;align-items:center;border-bottom:3px solid #8d6e3f;padding-bottom:2mm}.nm{font-size:23px;font-weight:bold;color:#6d4c1f}.own{font-size:14px;font-weight:bold}.ad{margin-right:auto;text-align:left;line-height:1.5}
.hd{display:flex;justify-content:space-between;align-items:center;border:1.5px solid #8d6e3f;margin:3mm 0;padding:2mm 3mm}.doc{font-size:17px;font-weight:bold}.cu{display:flex;justify-content:space-between;margin-bottom:3mm;line-height:1.5}
table{width:100%;border-collapse:collapse}th{background:#f1e6d0;border-bottom:1.5px solid #8d6e3f;padding:1mm;text-align:right}td{padding:0.75mm 1mm;border-bottom:1px solid #e6dccb}td:nth-child(n+5){text-align:left}
.sub td{font-weight:bold;background:#faf5ea}.h2{display:flex;justify-content:space-between;border-bottom:1.5px solid #8d6e3f;padding-bottom:1mm;margin-bottom:3mm}
.low{display:flex;justify-content:space-between;gap:6mm;margin-top:5mm}.nt{line-height:1.7}.tot{width:78mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #111}.al{font-weight:bold}.sig{display:flex;justify-content:space-between;margin-top:14mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body: p1 + p2 }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
