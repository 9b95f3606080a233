import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, landline, lastOfMonth, personalId, share, workday } from '../../generalisation/notation';
import { allocation, allocationDue, lr, spread, vendorId } from './extra';

const SELLERS = [
  { brand: 'פרחי השרון', sub: 'סיטונאות פרחים וירק נוי', legal: 'פרחי השרון סיטונאות בע"מ', label: 'ח.פ.', company: true, hyphen: false, addr: 'שוק הפרחים הסיטונאי, רחובות' },
  { brand: 'שוק הפרחים - דוכן 14', sub: 'פרחים טריים לחנויות ולאירועים', legal: 'מאיר בן שושן', label: 'עוסק מורשה', company: false, hyphen: false, addr: "רח' המסגר 60, תל אביב" },
  { brand: 'GREEN LINE', sub: 'יבוא ושיווק פרחים', legal: 'גרין-ליין ייבוא פרחים (2004) בע"מ', label: 'ח"פ', company: true, hyphen: true, addr: 'מרכז לוגיסטי, מושב בית עוזיאל' },
] as const;

// item, unit, price per unit in agorot before VAT
const STOCK: [string, string, number][] = [
  ['ורד אדום 60 ס"מ', 'גבעול', 320],
  ['ורד לבן אוולנץ\' 50 ס"מ', 'גבעול', 290],
  ['גיבסנית מיליון סטאר', 'צרור', 1850],
  ['אקליפטוס סילבר דולר', 'צרור', 1400],
  ['חרצית ענפה צהובה', 'צרור', 1600],
  ['ליזיאנטוס לבן', 'צרור', 2600],
  ['טוליפ הולנדי', 'גבעול', 420],
  ['סחלב פלנופסיס 2 ענפים', 'עציץ', 3900],
  ['גרברה מיקס', 'גבעול', 180],
  ['רוסקוס ירוק', 'צרור', 950],
  ['אנמונה אדומה', 'צרור', 2200],
  ['ספוג פרחים רטוב', 'לבנה', 480],
  ["סרט סאטן 25 מ'", 'גליל', 1200],
  ['נייר עטיפה קראפט', 'גליל', 3400],
  ['חמניה', 'גבעול', 350],
];

/**
 * A flower wholesaler's weekly tax invoice to a florist over two A4 pages (Simple CLM, Liberation Sans Narrow or
 * Noto Sans Hebrew; the brand in Ellinia CLM beside a drawn tulip, the table's head in white on dark green): the
 * company with "ח.פ." / "ח"פ" (hyphenated) or a market stall's brand over the licensed dealer's own name with "עוסק
 * מורשה"; a framed "חשבונית מס מרכזת" with "מס' חשבונית" ("FL-41207", seven digits or "7/10442"), "תאריך חשבונית"
 * and the week's deliveries "לתקופה"; the florist with its company number or its owner's ת.ז. and "קוד לקוח"; 34-44
 * rows, each with its delivery note's number and date, item, unit, quantity, price and sum; page 1 closes with
 * "סיכום ביניים עמוד 1", page 2 repeats a short header and opens with "יתרה מעמוד קודם"; "עמוד 1/2"; on page 2 a
 * regular customer's 3% on some, "סה"כ לפני מע"מ", "מע"מ", "סה"כ חשבונית ₪"; "שוטף + 30" and its date, an
 * allocation number when required, returns policy.
 */
export const heFlowerWholesalerTwoPage: Layout = {
  id: 'he-flower-wholesaler-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'he-flower-wholesaler-two-page');
    const s = rng.pick(SELLERS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = workday(randomDate(rng, '2023-06-04', '2026-03-25'), addDays);
    const rate = israeliRate(date);
    const count = rng.int(34, 44);
    const notes = Array.from({ length: rng.int(3, 5) }, (_, i) => ({ no: String(rng.int(110000, 189999)), day: addDays(date, -(i * 2 + 1)) })).reverse();
    const rows = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(STOCK);
      const qty = unit === 'גבעול' ? rng.int(2, 12) * 10 : rng.int(1, 12);
      const note = notes[Math.min(notes.length - 1, Math.floor((i * notes.length) / count))];
      return { name, unit, price, qty, note, sum: qty * price };
    });
    const first = 26;
    const page1 = rows.slice(0, first).reduce((a, r) => a + r.sum, 0);
    const lines = rows.reduce((a, r) => a + r.sum, 0);
    const loyal = rng.chance(0.5) ? share(lines, 3) : 0;
    const net = lines - loyal;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.pick([() => `FL-${rng.int(40000, 49999)}`, () => `${rng.int(2, 3)}${rng.digits(6)}`, () => `${rng.int(3, 9)}/${rng.int(10000, 19999)}`])();
    const font = rng.pick(['Simple CLM', 'Liberation Sans Narrow', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const bizCustomer = rng.chance(0.6);
    const customer = bizCustomer
      ? `${esc(rng.pick(['פרח הגן בע"מ', 'זר לכל עת בע"מ', 'סטודיו פלורה אירועים בע"מ']))} · ח.פ. ${lr(vendorId(`florist-${rng.int(1, 20)}`, true))}`
      : `${esc(rng.pick(['פרחי ליאת', 'הפרחייה של מוטי', 'בית הפרח בכפר']))} · ${esc(rng.pick(['ליאת סעדה', 'מרדכי גבאי', 'עינב שוורץ']))} ת.ז. ${lr(personalId(rng))}`;
    const code = String(rng.int(1000, 8999));
    const tulip = `<svg width="30" height="42" viewBox="0 0 30 42"><path d="M15 40 V18" stroke="#2f5d34" stroke-width="2"/><path d="M15 30 q-9 -2 -10 -10 q8 1 10 8" fill="#2f5d34"/><path d="M7 6 l4 5 l4 -9 l4 9 l4 -5 v8 a8 8 0 0 1 -16 0z" fill="#b3364f"/></svg>`;
    const tr = (r: (typeof rows)[number], i: number) =>
      `<tr><td>${i + 1}</td><td>${lr(r.note.no)}</td><td>${d(r.note.day)}</td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${lr(String(r.qty))}</td><td>${lr(amount(r.price))}</td><td>${lr(amount(r.sum))}</td></tr>`;
    const th = `<tr class="th"><td>#</td><td>ת. משלוח</td><td>תאריך</td><td>פריט</td><td>יחידה</td><td>כמות</td><td>מחיר</td><td>סה"כ</td></tr>`;
    const head = `<div class="top">${tulip}<div><div class="brand">${esc(s.brand)}</div><div>${esc(s.sub)}</div></div><div class="ids">${esc(s.legal)}<br>${s.label} ${lr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(s.addr)} · ${lr(landline(rng))}</div></div>`;
    const alloc = allocationDue(date, net) && bizCustomer ? `<div>מספר הקצאה: ${lr(allocation(rng))}</div>` : '';
    const due = addDays(lastOfMonth(date), 30);
    const page1Html = `<div class="page">${head}
<div class="doc"><div class="t">חשבונית מס מרכזת</div><table class="kv"><tr><td>מס' חשבונית</td><td><b>${lr(docNo)}</b></td></tr><tr><td>תאריך חשבונית</td><td>${d(date)}</td></tr><tr><td>לתקופה</td><td>${d(notes[0].day)} - ${d(notes[notes.length - 1].day)}</td></tr></table></div>
<div class="cust">לכבוד: ${customer} · קוד לקוח ${lr(code)}</div>
<table class="lines">${th}${rows
      .slice(0, first)
      .map((r, i) => tr(r, i))
      .join('')}<tr class="carry"><td colspan="7">סיכום ביניים עמוד 1</td><td>${lr(amount(page1))}</td></tr></table>
<div class="pg">עמוד 1/2 · המשך בעמוד הבא</div></div>`;
    const page2Html = `<div class="page"><div class="mini"><b>${esc(s.brand)}</b> · חשבונית מס מרכזת ${lr(docNo)} · ${d(date)}</div>
<table class="lines">${th}<tr class="carry"><td colspan="7">יתרה מעמוד קודם</td><td>${lr(amount(page1))}</td></tr>${rows
      .slice(first)
      .map((r, i) => tr(r, i + first))
      .join('')}</table>
<table class="sum"><tr><td>סה"כ שורות</td><td>${lr(amount(lines))}</td></tr>${loyal ? `<tr><td>הנחת לקוח קבוע 3%</td><td>${lr(`-${amount(loyal)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(vat))}</td></tr><tr class="g"><td>סה"כ חשבונית ₪</td><td>${lr(amount(total))}</td></tr></table>
<div class="terms"><div>תנאי תשלום: שוטף + 30 · לתשלום עד ${d(due)}</div>${alloc}<div>החזרות והערות על איכות יתקבלו עד 24 שעות ממועד האספקה בלבד.</div><div>העברה לחשבון: בנק לאומי (10), סניף ${rng.int(600, 960)}, חשבון ${lr(rng.digits(7))}</div></div>
<div class="pg">עמוד 2/2</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#1b1b1b}
.page{height:297mm;box-sizing:border-box;padding:10mm 12mm;position:relative;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.top{display:flex;gap:3mm;align-items:center}.brand{font-family:'Ellinia CLM','Noto Serif Hebrew',serif;font-size:24px;font-weight:bold;color:#2f5d34}.ids{margin-right:auto;text-align:left;font-size:10px;line-height:1.5}
.doc{display:flex;justify-content:space-between;align-items:center;border:1.5px solid #2f5d34;padding:2mm 4mm;margin:3mm 0}.t{font-size:18px;font-weight:bold}.kv td{padding:0.3mm 2mm}
.cust{margin-bottom:2mm}.lines{width:100%;border-collapse:collapse}.lines td{padding:0.9mm 1.2mm;border-bottom:0.5px solid #ccd}.th td{background:#2f5d34;color:#fff;font-weight:bold}.lines td:nth-child(n+6){text-align:left;white-space:nowrap}
.carry td{font-weight:bold;background:#eef3ee}.mini{border-bottom:1.5px solid #2f5d34;padding-bottom:2mm;margin-bottom:3mm}
.sum{margin-right:auto;margin-top:4mm;min-width:80mm}.sum td{padding:0.9mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #1b1b1b}
.terms{margin-top:6mm;line-height:1.7}.pg{position:absolute;bottom:8mm;left:12mm;font-size:9.5px}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1Html + page2Html }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
