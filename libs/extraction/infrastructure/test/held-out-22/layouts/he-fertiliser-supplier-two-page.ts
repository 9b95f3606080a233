import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, spacedId } from '../../generalisation/notation';
import { allocationNo, coop, ltr, needsAllocation, ownId, stirred } from './extra';

const SUPPLIERS = [
  { head: 'דשן העמק', sub: 'אספקה חקלאית לגידולי שדה ומטעים', legal: 'דשן העמק אספקה חקלאית בע"מ', label: 'ח.פ.', company: true, id: 'plain', addr: 'אזור התעשייה מגדל העמק' },
  { head: 'המשק', sub: 'זרעים · דשנים · חומרי הדברה', legal: 'משה בן חמו', label: 'עוסק מורשה', company: false, id: 'spaced', addr: 'מושב פטיש, ד.נ. הנגב' },
  { head: 'אגרו-פלוס', sub: 'תשומות לחקלאות מתקדמת', legal: 'אגרו-פלוס זרעים ודשנים בע"מ', label: 'ח"פ', company: true, id: 'hyphen', addr: 'פארק תעשיות עמק חפר' },
] as const;

const FARMS = [
  { name: 'מושב כפר ויתקין - אגודה שיתופית', kind: 'coop' },
  { name: 'קיבוץ גבעת חיים (מאוחד) - ענף המטעים', kind: 'coop' },
  { name: 'אגודת מגדלי ירקות תלמי אליהו', kind: 'coop' },
  { name: 'שמעון אבוטבול - משק 42, בית שקמה', kind: 'person' },
  { name: 'יוסף חמדאן - חקלאות ומשתלה', kind: 'person' },
] as const;

// product, unit, price before VAT (agorot)
const GOODS: [string, string, number][] = [
  ['דשן מורכב 20-20-20 שק 25 ק"ג', 'שק', 21500],
  ['אשלגן כלורי גרגרי שק 25 ק"ג', 'שק', 11900],
  ['אמון גופרתי שק 50 ק"ג', 'שק', 16800],
  ['סופרפוספט 18% שק 50 ק"ג', 'שק', 14200],
  ["דשן נוזלי 7-3-7 מיכל 1,000 ל'", 'מיכל', 289000],
  ["חנקן נוזלי 21% מיכל 20 ל'", 'מיכל', 18900],
  ['ברזל כלאט 6% ק"ג', 'ק"ג', 7400],
  ['קומפוסט בקר מעובד (קוב)', 'קוב', 23000],
  ['זרעי עגבניה הכלאה (1,000 זרעים)', 'אריזה', 42000],
  ['זרעי מלפפון תעשייה (1,000 זרעים)', 'אריזה', 36500],
  ['זרעי תירס מתוק (שק 50,000 זרעים)', 'שק', 118000],
  ["יריעת חיפוי כסופה 1.2 מ' (גליל)", 'גליל', 64000],
  ['יריעת חממה UV 200 מיקרון (גליל)', 'גליל', 198000],
  ['טפטפות משלבות 2 ל"ש (1,000 יח\')', 'אריזה', 31000],
  ['קוטל פטריות נחושת 1 ק"ג', 'ק"ג', 9800],
  ["תכשיר ביולוגי נגד כנימות 1 ל'", 'ליטר', 26500],
  ["מלכודות דבק צהובות (100 יח')", 'אריזה', 14500],
  ['גופרית אבקה שק 25 ק"ג', 'שק', 12800],
  ['מגשי שתילה 84 תאים', "יח'", 650],
  ["מצע שתילה כבול (בלה 250 ל')", 'בלה', 9400],
  ['חומצה זרחתית 85% מיכל 35 ק"ג', 'מיכל', 52000],
  ['ניטראט אשלגן שק 25 ק"ג', 'שק', 24900],
];

/**
 * A fertiliser and seed supplier's tax invoice to a farm over two A4 pages (FreeSerif, Frank Ruehl CLM or Noto
 * Sans Hebrew; the name in Hadasim CLM in green over a drawn furrowed field): the company or a licensed dealer's
 * own name under his brand with "ח.פ." / "ח"פ" (hyphenated) / "עוסק מורשה" (spaced); a framed "חשבונית מס",
 * "מס'" ("40-01873", "2617" or "AP/24/0931"), "תאריך הפקה", "תאריך אספקה" days before; a moshav, a kibbutz's
 * branch or a vegetable growers' association with its cooperative id (57…), or a farmer with his ת.ז.;
 * "מס' לקוח", the plot ("חלקה") and the season; numbered rows of goods with catalogue numbers, unit, quantity,
 * price and sum; page 1 closes "סה"כ לדף זה / יועבר", page 2 opens "העברה מדף 1" under a repeated header; "עמוד
 * n מתוך 2"; on page 2 "סה"כ", "מע"מ", "סה"כ לתשלום"; "שוטף + 90" with its date, the allocation number when
 * required, a note on a subsidy claimed separately.
 */
export const heFertiliserSupplierTwoPage: Layout = {
  id: 'he-fertiliser-supplier-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-fertiliser-supplier-two-page');
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = ownId(s.legal, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-20');
    const rate = israeliRate(date);
    const n = rng.int(34, 42);
    const rows: { cat: string; name: string; unit: string; qty: number; price: number; sum: number }[] = [];
    for (let i = 0; i < n; i++) {
      const [name, unit, price] = GOODS[rng.int(0, GOODS.length - 1)];
      const qty = price < 2000 ? rng.int(20, 200) : price < 30000 ? rng.int(2, 40) : rng.int(1, 4);
      rows.push({ cat: `${rng.int(10, 99)}-${rng.digits(4)}`, name, unit, qty, price, sum: qty * price });
    }
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(net, rate);
    const pay = net + vat;
    const docNo = s.company
      ? s.id === 'plain'
        ? `40-${String(rng.int(100, 9999)).padStart(5, '0')}`
        : `AP/${date.slice(2, 4)}/${String(rng.int(1, 1999)).padStart(4, '0')}`
      : String(rng.int(1200, 3999));
    const f = rng.pick(FARMS);
    const fId = f.kind === 'coop' ? coop(rng) : personalId(rng);
    const font = rng.pick(['FreeSerif', 'Frank Ruehl CLM', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const idText = s.id === 'spaced' ? spacedId(vendorTaxId) : s.id === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const cut = 24;
    const p1 = rows.slice(0, cut);
    const p2 = rows.slice(cut);
    const carried = p1.reduce((a, r) => a + r.sum, 0);
    const tr = (r: (typeof rows)[number], i: number) =>
      `<tr><td>${i + 1}</td><td>${ltr(r.cat)}</td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`;
    const th = `<tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>יח'</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>`;
    const field = `<svg width="100%" height="16" viewBox="0 0 300 16" preserveAspectRatio="none">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 25} 16 Q${i * 25 + 12} 0 ${i * 25 + 25} 16" fill="none" stroke="#3d7a2a" stroke-width="2"/>`).join('')}</svg>`;
    const header = `<div class="top"><div><div class="name">${esc(s.head)}</div><div class="sub">${esc(s.sub)}</div><div class="sm">${esc(s.legal)} · ${s.label} ${ltr(idText)} · ${esc(s.addr)} · ${ltr(cellular(rng))}</div></div>
<div class="doc"><div class="t">חשבונית מס</div><div>מס' <b>${ltr(docNo)}</b></div><div>תאריך הפקה: ${d(date)}</div><div class="sm">תאריך אספקה: ${d(addDays(date, -rng.int(1, 9)))}</div></div></div>${field}`;
    const cust = `<div class="cust"><b>לקוח:</b> ${esc(f.name)} · ${f.kind === 'coop' ? "מס' אגודה" : 'ת.ז.'} ${ltr(fId)} · מס' לקוח ${ltr(String(rng.int(2000, 8999)))} · חלקה ${rng.int(1, 60)} · עונת ${esc(rng.pick(['סתיו', 'חורף', 'אביב', 'קיץ']))}</div>`;
    const alloc = needsAllocation(date, net) ? `<div>מספר הקצאה: ${ltr(allocationNo(rng))}</div>` : '';
    const sheets = [
      `<section>${header}${cust}<table class="t">${th}${p1.map((r, i) => tr(r, i)).join('')}<tr class="cf"><td colspan="6">סה"כ לדף זה / יועבר</td><td>${amount(carried)}</td></tr></table><div class="foot">עמוד 1 מתוך 2</div></section>`,
      `<section>${header}<table class="t">${th}<tr class="cf"><td colspan="6">העברה מדף 1</td><td>${amount(carried)}</td></tr>${p2.map((r, i) => tr(r, i + cut)).join('')}</table>
<table class="sum"><tr><td>סה"כ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(pay)}</td></tr></table>
<div class="notes"><div>תנאי תשלום: שוטף + 90 · לתשלום עד ${d(addDays(date, 90 + rng.int(0, 25)))}</div>${alloc}<div>זכאות לסבסוד משרד החקלאות על יריעות וטפטוף תוגש בנפרד ואינה מקוזזת בחשבונית זו.</div><div>הסחורה נמסרה במשק בהתאם לתעודות המשלוח.</div></div><div class="foot">עמוד 2 מתוך 2</div></section>`,
    ];
    const css = `body{font-family:'${font}','Noto Sans Hebrew',serif;font-size:10px;color:#1b2418}section{height:297mm;box-sizing:border-box;padding:10mm 12mm;position:relative;break-after:page;overflow:hidden}section:last-child{break-after:auto}
.top{display:flex;justify-content:space-between;align-items:flex-start}.name{font-family:'Hadasim CLM','Noto Serif Hebrew',serif;font-size:28px;font-weight:bold;color:#3d7a2a}.sub{font-size:11px}.sm{font-size:9.5px;margin-top:1mm}
.doc{border:2px solid #3d7a2a;padding:2mm 4mm;line-height:1.55;font-size:11px;min-width:50mm}.doc .t{font-size:16px;font-weight:bold}
.cust{background:#eef5ea;padding:1.5mm 2mm;margin:2mm 0 3mm;font-size:10.5px}.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #3d7a2a;text-align:right;padding:1mm;font-size:9.5px}.t td{padding:0.8mm 1mm;border-bottom:0.5px solid #d6e3d0}
.t td:nth-child(n+4),.t th:nth-child(n+4){text-align:left;white-space:nowrap}.cf td{font-weight:bold;background:#f2f2ee}.cf td:first-child{text-align:right}
.sum{margin-right:auto;margin-top:5mm;min-width:78mm;font-size:11.5px}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1b2418}
.notes{margin-top:6mm;line-height:1.8}.foot{position:absolute;bottom:6mm;left:0;right:0;text-align:center;font-size:9px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: sheets.join('') }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
