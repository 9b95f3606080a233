import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { allocation, allocationNeeded, paginate, stirred, vendorId } from './extra';

const WHOLESALERS = [
  {
    name: 'פרי הארץ סיטונאות בע"מ',
    head: 'פרי הארץ',
    sub: 'סיטונאות פירות וירקות למוסדות ולמסעדות',
    label: 'ח.פ.',
    company: true,
    addr: 'שוק סיטונאי צריפין, ביתן 41',
    hyphen: false,
  },
  { name: 'יעקב אבוטבול', head: 'אבוטבול פירות וירקות', sub: 'אספקה יומית למטבחים מקצועיים', label: 'עוסק מורשה', company: false, addr: 'השוק הסיטונאי, באר שבע', hyphen: false },
  { name: 'ירקות העמק - שיווק תוצרת חקלאית בע"מ', head: 'ירקות העמק', sub: 'ישר מהשדה למטבח', label: 'ח"פ', company: true, addr: 'מושב בית שערים, משק 22', hyphen: true },
];
const KITCHENS = ['מלון חוף התמרים בע"מ', 'מסעדת הגפן והזית בע"מ', 'קייטרינג טעמי הבית בע"מ', 'מעונות סטודנטים - חדר אוכל בע"מ', 'בית אבות נווה שלום בע"מ'];
// name, unit, price in agorot, zero-rated (fresh produce)
const ITEMS: [string, 'ק"ג' | "יח'" | 'ארגז' | 'צרור', number, boolean][] = [
  ['עגבניות', 'ק"ג', 490, true],
  ['מלפפונים', 'ק"ג', 390, true],
  ['בצל יבש', 'ק"ג', 290, true],
  ['תפוחי אדמה', 'ק"ג', 320, true],
  ['גזר', 'ק"ג', 350, true],
  ['פלפל אדום', 'ק"ג', 890, true],
  ['חסה ערבית', "יח'", 450, true],
  ['פטרוזיליה', 'צרור', 250, true],
  ['כוסברה', 'צרור', 250, true],
  ['לימונים', 'ק"ג', 690, true],
  ['תפוחי עץ פינק ליידי', 'ק"ג', 990, true],
  ['בננות', 'ק"ג', 650, true],
  ['אבוקדו האס', 'ק"ג', 1290, true],
  ['חציל', 'ק"ג', 420, true],
  ['קישואים', 'ק"ג', 590, true],
  ['כרוב לבן', 'ק"ג', 330, true],
  ['פטריות שמפיניון', 'ארגז', 2800, true],
  ['שום קלוף (ואקום 1 ק"ג)', "יח'", 2490, false],
  ['ביצים L (תבנית 30)', "יח'", 3290, false],
  ['סלט ירקות חתוך (דלי 3 ק"ג)', "יח'", 3900, false],
  ['תפו"א קלופים בוואקום 5 ק"ג', "יח'", 3450, false],
  ["מיץ לימון סחוט טרי 1 ל'", "יח'", 2200, false],
];

type Row = { day: string; note: string; name: string; unit: string; qty: number; price: number; zero: boolean; sum: number };

/**
 * A fruit and vegetable wholesaler's weekly "חשבונית מס" to a professional kitchen over two A4 pages (David
 * CLM, Noto Sans Hebrew or Liberation Sans; the name in Frank Ruehl CLM bold with a green leaf rule): the
 * company or the owner's name with "ח.פ." / "ח"פ" (hyphenated on some) / "עוסק מורשה", address and phones;
 * the kitchen with a valid ח.פ., "מס' לקוח"; "חשבונית מס מס'" ("0184/24"), "תאריך" the Sunday after the week,
 * "אספקות מתאריך … עד …"; rows by delivery day and note: item, unit (ק"ג to three decimals, units, crates,
 * bunches), price, "מע"מ" 0% or 17%/18%, sum; page 1 ends "סה"כ עמוד 1" and "מועבר לעמוד 2", page 2 opens
 * "הועבר מעמוד 1" under a short header repeating the number; "עמוד 1 מתוך 2"; the totals on page 2: fresh
 * produce at a zero rate, goods liable to VAT (eggs, peeled and cut vegetables, juice), "מע"מ",
 * "סה"כ לתשלום"; "שוטף + 45", the allocation number when required, crates in circulation.
 */
export const heProduceWholesalerTwoPage: Layout = {
  id: 'he-produce-wholesaler-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-produce-wholesaler-two-page');
    const w = rng.pick(WHOLESALERS);
    const vendorTaxId = vendorId(w.name, w.company);
    let start = randomDate(rng, '2023-12-20', '2025-12-10');
    while (new Date(`${start}T12:00:00Z`).getUTCDay() !== 0) start = addDays(start, 1);
    const end = addDays(start, 5);
    const date = addDays(start, 7);
    const rate = israeliRate(date);
    const days = rng.some([0, 1, 2, 3, 4, 5], rng.int(5, 6)).sort((a, b) => a - b);
    const rows: Row[] = [];
    for (const k of days) {
      const day = addDays(start, k);
      const note = String(rng.int(40000, 69999));
      for (const [name, unit, price, zero] of rng.some(ITEMS, rng.int(7, 10))) {
        const qty = unit === 'ק"ג' ? rng.int(3000, 40000) / 1000 : rng.int(2, 24);
        rows.push({ day, note, name, unit, qty, price, zero, sum: Math.round(qty * price) });
      }
    }
    rows.splice(58);
    const zeroSum = rows.filter((r) => r.zero).reduce((a, r) => a + r.sum, 0);
    const taxable = rows.filter((r) => !r.zero).reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(taxable, rate);
    const total = zeroSum + taxable + vat;
    const docNo = `${String(rng.int(12, 480)).padStart(4, '0')}/${date.slice(2, 4)}`;
    const font = rng.pick(['David CLM', 'Noto Sans Hebrew', 'Liberation Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const kitchen = rng.pick(KITCHENS);
    const kId = taxId(rng, true);
    const pages = paginate(rows, 30, 40);
    const page1 = pages[0].reduce((a, r) => a + r.sum, 0);
    const q = (r: Row) => (r.unit === 'ק"ג' ? r.qty.toFixed(3) : String(r.qty));
    const table = (rs: Row[], i: number) =>
      `<table class="t"><tr><th>תאריך</th><th>ת. משלוח</th><th>פריט</th><th>יח'</th><th>כמות</th><th>מחיר</th><th>מע"מ</th><th>סכום</th></tr>${
        i === 1 ? `<tr class="cf"><td colspan="7">הועבר מעמוד 1</td><td>${amount(page1)}</td></tr>` : ''
      }${rs
        .map(
          (r) =>
            `<tr><td><bdi>${dt(r.day, 'dd/mm')}</bdi></td><td><bdi>${r.note}</bdi></td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${q(r)}</td><td>${amount(r.price)}</td><td>${r.zero ? '0%' : `${rate}%`}</td><td>${amount(r.sum)}</td></tr>`,
        )
        .join('')}${i === 0 ? `<tr class="cf"><td colspan="7">סה"כ עמוד 1 · מועבר לעמוד 2</td><td>${amount(page1)}</td></tr>` : ''}</table>`;
    const alloc = allocationNeeded(date, zeroSum + taxable) ? `<div>מספר הקצאה: <bdi>${allocation(rng)}</bdi></div>` : '';
    const leaf = '<div class="leaf">❦ ─────────────── ❦ ─────────────── ❦</div>';
    const first = `<div class="top"><div><div class="name">${esc(w.head)}</div><div class="sub">${esc(w.sub)}</div><div class="sm">${esc(w.name)} · ${w.label} <bdi>${
      w.hyphen ? hyphenId(vendorTaxId) : vendorTaxId
    }</bdi><br>${esc(w.addr)} · משרד <bdi>${landline(rng)}</bdi> · הזמנות <bdi>${cellular(rng)}</bdi></div></div>
<div class="doc"><div class="dt">חשבונית מס</div><div>מס' <b><bdi>${docNo}</bdi></b></div><div>תאריך: ${d(date)}</div><div class="sm">אספקות מתאריך ${d(start)} עד ${d(end)}</div></div></div>${leaf}
<div class="cust"><b>לכבוד:</b> ${esc(kitchen)} · ח.פ. <bdi>${kId}</bdi> · מס' לקוח <bdi>${rng.int(100, 999)}</bdi> · מטבח ראשי, כניסת ספקים</div>`;
    const cont = `<div class="cont"><span>${esc(w.head)} · המשך חשבונית מס <bdi>${docNo}</bdi></span><span>${d(date)}</span></div>`;
    const totals = `<table class="sum"><tr><td>פירות וירקות טריים (מע"מ בשיעור אפס)</td><td>${amount(zeroSum)}</td></tr><tr><td>סה"כ חייב במע"מ</td><td>${amount(taxable)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<div class="notes"><div>תנאי תשלום: שוטף + 45 (עד ${d(addDays(lastOfMonth(date), 45))}).</div>${alloc}<div>ארגזים במחזור אצל הלקוח: ${rng.int(8, 40)}. נא להחזיר ארגזים ריקים לנהג.</div><div>הסחורה נבדקה והתקבלה בחתימת המטבח על תעודות המשלוח.</div></div>`;
    const sheets = [
      `<section>${first}${table(pages[0], 0)}<div class="foot">עמוד 1 מתוך 2</div></section>`,
      `<section>${cont}${table(pages[1] ?? [], 1)}${totals}<div class="foot">עמוד 2 מתוך 2</div></section>`,
    ];
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10px;color:#1c1c1c}section{height:297mm;box-sizing:border-box;padding:10mm 12mm;position:relative;break-after:page}section:last-child{break-after:auto}
.top{display:flex;justify-content:space-between;align-items:flex-start}.name{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-weight:bold;font-size:26px;color:#2b6a2f}.sub{font-size:10.5px;color:#555}.sm{font-size:9.5px;line-height:1.5;margin-top:1mm}
.doc{border:1.5px solid #2b6a2f;border-radius:2mm;padding:2mm 4mm;line-height:1.6;font-size:11px}.dt{font-size:15px;font-weight:bold}.leaf{color:#2b6a2f;text-align:center;margin:2mm 0;letter-spacing:1px}
.cust{background:#eef5ec;padding:1.5mm 3mm;margin-bottom:3mm;font-size:10.5px}
.t{width:100%;border-collapse:collapse}.t th{border-top:1.5px solid #2b6a2f;border-bottom:1.5px solid #2b6a2f;padding:1mm;text-align:right;font-size:9.5px}.t td{padding:0.7mm 1mm;border-bottom:0.5px solid #ddd}.t td:nth-child(n+5),.t th:nth-child(n+5){text-align:left}.cf td{font-weight:bold;background:#f3f3f3}
.cont{display:flex;justify-content:space-between;font-weight:bold;border-bottom:1.5px solid #2b6a2f;padding-bottom:1.5mm;margin-bottom:3mm;font-size:11px}
.sum{margin-right:auto;margin-top:5mm;border-collapse:collapse;min-width:85mm;font-size:11px}.sum td{padding:1.2mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1c1c1c}
.notes{margin-top:6mm;line-height:1.8}.foot{position:absolute;bottom:6mm;left:0;right:0;text-align:center;font-size:9px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: sheets.join('') }),
      truth: { vendorName: w.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
