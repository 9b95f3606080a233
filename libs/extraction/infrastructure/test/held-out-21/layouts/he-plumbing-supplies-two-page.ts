import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, personalId, share } from '../../generalisation/notation';
import { allocation, allocationNeeded, ltr, stirred, vendorId } from './extra';

const SUPPLIERS = [
  {
    head: 'צנרת הדרום',
    sub: 'אספקה טכנית לאינסטלטורים ולקבלנים',
    legal: 'צנרת הדרום אספקה טכנית בע"מ',
    label: 'ח.פ.',
    company: true,
    addr: "רח' האומן 22, אזור התעשייה עמק שרה, באר שבע",
    area: '08',
    hyphen: false,
    number: (rng: Rng, date: string) => `${date.slice(2, 4)}${String(rng.int(100, 2999)).padStart(4, '0')}`,
  },
  {
    head: 'אלמליח אביזרי אינסטלציה',
    sub: 'סיטונאות צנרת, ברזים ואביזרים',
    legal: 'שלמה אלמליח',
    label: 'עוסק מורשה',
    company: false,
    addr: "רח' הנפחים 4, קריית מלאכי",
    area: '08',
    hyphen: false,
    number: (rng: Rng, date: string) => `${rng.int(300, 1900)}/${date.slice(2, 4)}`,
  },
  {
    head: 'פייפליין',
    sub: 'מערכות מים, ביוב וחימום',
    legal: 'פייפליין - אביזרי צנרת ומים בע"מ',
    label: 'ח"פ',
    company: true,
    addr: "רח' המסגר 9, חולון",
    area: '03',
    hyphen: true,
    number: (rng: Rng) => `PL-${rng.int(10000, 39999)}`,
  },
];
const CONTRACTORS = [
  { name: 'ע.ד. אינסטלציה ושיפוצים בע"מ', company: true },
  { name: 'ויקטור אזרד - אינסטלציה כללית', company: false },
  { name: 'מים זורמים קבלנות בע"מ', company: true },
  { name: 'סאלח נסאר - עבודות אינסטלציה', company: false },
];
// name, unit, price in agorot before VAT
const ITEMS: [string, string, number][] = [
  ['צינור PPR 20 מ"מ PN20 (מוט 4 מ\')', 'מוט', 2890],
  ['צינור PPR 25 מ"מ PN20 (מוט 4 מ\')', 'מוט', 4290],
  ['זווית PPR 20 מ"מ 90°', "יח'", 210],
  ['מסעף T PPR 25 מ"מ', "יח'", 390],
  ['מעבר PPR 20 מ"מ להברגה פנימית ½"', "יח'", 1450],
  ['ברז כדורי ¾" ידית פרפר', "יח'", 3890],
  ['ברז ניל ½" כרום', "יח'", 2490],
  ['צינור פקס 16 מ"מ (גליל 100 מ\')', 'גליל', 38900],
  ['צינור שרשורי מגן 16 מ"מ', "מ'", 190],
  ['מחבר לחיצה פקס 16 מ"מ', "יח'", 1290],
  ['צינור ביוב PVC 110 מ"מ (3 מ\')', 'מוט', 5690],
  ['ברך ביוב 110 מ"מ 45°', "יח'", 990],
  ['סיפון קערה גמיש 1½"', "יח'", 2890],
  ['צינור חיבור גמיש 40 ס"מ', "יח'", 1590],
  ['סרט טפלון (10 גלילים)', 'חבילה', 1990],
  ['דבק PVC 250 מ"ל', "יח'", 2790],
  ['תעלת ניקוז לינארית 80 ס"מ', "יח'", 48900],
  ['סוללת מטבח נשלפת', "יח'", 54900],
  ['מיכל הדחה סמוי', "יח'", 79000],
  ['דוד חשמלי 120 ליטר', "יח'", 169000],
  ['מגוף אלכסוני 1"', "יח'", 6890],
  ['מחסום רצפה 4 כניסות', "יח'", 2190],
];
const SITES = ["רח' הדקל 8, אופקים", "שכ' נווה זאב, באר שבע", 'פרויקט מגדלי הים, אשדוד', "רח' סוקולוב 51, חולון", 'מתחם הבוטיק, נס ציונה', "רח' ביאליק 3, רחובות"];

type Row = { kind: 'note'; note: string; day: string; site: string } | { kind: 'item'; name: string; unit: string; qty: number; price: number; disc: number; sum: number };

/**
 * A plumbing supplies wholesaler's monthly "חשבונית מס" to a plumbing contractor over two A4 pages, gathering the
 * month's delivery notes (Noto Sans Hebrew, David CLM or FreeSans; the name in Frank Ruehl CLM bold in blue over a
 * drawn pipe with a valve): the company (a dash in one name) or the owner's name under his brand with "ח.פ." /
 * "ח"פ" (hyphenated) / "עוסק מורשה", address, office and mobile; a boxed "חשבונית מס", "מס'" ("250418",
 * "1187/24", "PL-20734"), "תאריך" the last of the month or days after it, "ריכוז תעודות משלוח לחודש …"; the
 * contractor with a valid ח.פ. or a licensed dealer's id, "מס' לקוח"; each delivery note as a heading row (its
 * number, date and site) over its items: unit, quantity, list price, the contractor's discount % and the net
 * sum; page 1 ends "סה"כ להעברה", page 2 opens "המשך חשבונית מס …" and "העברה מעמוד 1"; "דף n מתוך 2"; on page
 * 2 "סה"כ שורות", a 2% month-end discount on some, "סה"כ לפני מע"מ", "מע"מ 17%/18%", "סה"כ לתשלום"; the open
 * balance of earlier invoices on some, "שוטף + 60" with its date, the allocation number when required.
 */
export const hePlumbingSuppliesTwoPage: Layout = {
  id: 'he-plumbing-supplies-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-plumbing-supplies-two-page');
    const w = rng.pick(SUPPLIERS);
    const vendorTaxId = vendorId(w.legal, w.company);
    const month = firstOfMonth(randomDate(rng, '2023-06-01', '2026-02-28'));
    const end = lastOfMonth(month);
    const date = rng.chance(0.5) ? end : addDays(end, rng.int(1, 4));
    const rate = israeliRate(date);
    const rows: Row[] = [];
    const notes = rng.int(5, 6);
    const days = rng
      .some(
        Array.from({ length: Number(end.slice(8)) }, (_, i) => i),
        notes,
      )
      .sort((a, b) => a - b);
    let noteNo = rng.int(30000, 79000);
    for (const k of days) {
      noteNo += rng.int(3, 60);
      rows.push({ kind: 'note', note: String(noteNo), day: addDays(month, k), site: rng.pick(SITES) });
      for (const [name, unit, price] of rng.some(ITEMS, rng.int(5, 7))) {
        const qty = price < 1000 ? rng.int(10, 80) : price < 10000 ? rng.int(2, 20) : rng.int(1, 3);
        const disc = rng.pick([0, 8, 10, 12, 15]);
        rows.push({ kind: 'item', name, unit, qty, price, disc, sum: Math.round(qty * price * (1 - disc / 100)) });
      }
    }
    const items = rows.filter((r): r is Extract<Row, { kind: 'item' }> => r.kind === 'item');
    const lines = items.reduce((a, r) => a + r.sum, 0);
    const monthEnd = rng.chance(0.4) ? share(lines, 2) : 0;
    const net = lines - monthEnd;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = w.number(rng, date);
    const c = rng.pick(CONTRACTORS);
    const cId = c.company ? taxId(rng, true) : personalId(rng);
    const font = rng.pick(['Noto Sans Hebrew', 'David CLM', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    // Page 1 takes the first 27 rows (a delivery note's heading never last on it).
    let cut = Math.min(27, rows.length - 12);
    if (rows[cut - 1].kind === 'note') cut -= 1;
    const page1 = rows.slice(0, cut);
    const page2 = rows.slice(cut);
    const carried = page1.reduce((a, r) => a + (r.kind === 'item' ? r.sum : 0), 0);
    const tr = (r: Row) =>
      r.kind === 'note'
        ? `<tr class="nt"><td colspan="6">ת. משלוח ${ltr(r.note)} · ${d(r.day)} · אתר: ${esc(r.site)}</td></tr>`
        : `<tr><td>${esc(r.name)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${r.disc ? `${r.disc}%` : '-'}</td><td>${amount(r.sum)}</td></tr>`;
    const th = `<tr><th>פריט</th><th>יח'</th><th>כמות</th><th>מחיר מחירון</th><th>הנחה</th><th>סה"כ נטו</th></tr>`;
    const alloc = allocationNeeded(date, net) ? `<div>מספר הקצאה: ${ltr(allocation(rng))}</div>` : '';
    const open = rng.chance(0.4) ? `<div>יתרה פתוחה בכרטסת (לא כולל חשבונית זו): ${ltr(amount(rng.int(200000, 4000000)))} ₪</div>` : '';
    const pipe = `<svg width="180" height="14" viewBox="0 0 180 14"><rect x="0" y="4" width="180" height="6" fill="#1e4e8c"/><rect x="82" y="1" width="16" height="12" rx="2" fill="#1e4e8c"/><rect x="88" y="-2" width="4" height="4" fill="#d97706"/></svg>`;
    const first = `<div class="top"><div><div class="name">${esc(w.head)}</div><div class="sub">${esc(w.sub)}</div>${pipe}<div class="sm">${esc(w.legal)} · ${w.label} ${ltr(
      w.hyphen ? hyphenId(vendorTaxId) : vendorTaxId,
    )}<br>${esc(w.addr)}<br>משרד ${ltr(`${w.area}-${rng.int(5, 9)}${rng.digits(6)}`)} · נייד ${ltr(cellular(rng))}</div></div>
<div class="doc"><div class="dt">חשבונית מס</div><div>מס' <b>${ltr(docNo)}</b></div><div>תאריך: ${d(date)}</div><div class="sm">ריכוז תעודות משלוח לחודש ${heMonth(month)}</div><div class="sm">מקור</div></div></div>
<div class="cust"><b>לכבוד:</b> ${esc(c.name)} · ${c.company ? 'ח.פ.' : 'עוסק מורשה'} ${ltr(cId)} · מס' לקוח ${ltr(String(rng.int(1000, 9999)))}</div>`;
    const cont = `<div class="cont"><span>${esc(w.head)} · המשך חשבונית מס ${ltr(docNo)}</span><span>${d(date)}</span></div>`;
    const totals = `<table class="sum"><tr><td>סה"כ שורות</td><td>${amount(lines)}</td></tr>${
      monthEnd ? `<tr><td>הנחת תשלום בסוף חודש 2%</td><td>${ltr(`-${amount(monthEnd)}`)}</td></tr>` : ''
    }<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<div class="notes"><div>תנאי תשלום: שוטף + 60 (עד ${d(addDays(lastOfMonth(date), 60))}).</div>${alloc}${open}<div>הסחורה נמסרה לפי תעודות המשלוח החתומות. עד לפירעון מלא הסחורה בבעלות הספק.</div></div>`;
    const sheets = [
      `<section>${first}<table class="t">${th}${page1.map(tr).join('')}<tr class="cf"><td colspan="5">סה"כ להעברה</td><td>${amount(carried)}</td></tr></table><div class="foot">דף 1 מתוך 2</div></section>`,
      `<section>${cont}<table class="t">${th}<tr class="cf"><td colspan="5">העברה מעמוד 1</td><td>${amount(carried)}</td></tr>${page2.map(tr).join('')}</table>${totals}<div class="foot">דף 2 מתוך 2</div></section>`,
    ];
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10px;color:#1a1f29}section{height:297mm;box-sizing:border-box;padding:10mm 12mm;position:relative;break-after:page;overflow:hidden}section:last-child{break-after:auto}
.top{display:flex;justify-content:space-between;align-items:flex-start}.name{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-weight:bold;font-size:25px;color:#1e4e8c}.sub{font-size:10px;color:#555}.sm{font-size:9.5px;line-height:1.5;margin-top:1mm}
.doc{border:2px solid #1e4e8c;padding:2mm 4mm;line-height:1.55;font-size:11px;min-width:52mm}.dt{font-size:16px;font-weight:bold}
.cust{border-top:1px solid #1e4e8c;border-bottom:1px solid #1e4e8c;padding:1.5mm 1mm;margin:3mm 0;font-size:10.5px}
.t{width:100%;border-collapse:collapse}.t th{background:#1e4e8c;color:#fff;padding:1mm;text-align:right;font-size:9.5px}.t td{padding:0.7mm 1mm;border-bottom:0.5px solid #dde}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left}
.nt td{background:#e8eef7;font-weight:bold;font-size:9.5px;text-align:right!important}.cf td{font-weight:bold;background:#f1f1f1}.cf td:last-child{text-align:left}
.cont{display:flex;justify-content:space-between;font-weight:bold;border-bottom:2px solid #1e4e8c;padding-bottom:1.5mm;margin-bottom:3mm;font-size:11px}
.sum{margin-right:auto;margin-top:5mm;border-collapse:collapse;min-width:80mm;font-size:11px}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1a1f29}
.notes{margin-top:6mm;line-height:1.8}.foot{position:absolute;bottom:6mm;left:0;right:0;text-align:center;font-size:9px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: sheets.join('') }),
      truth: { vendorName: w.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
