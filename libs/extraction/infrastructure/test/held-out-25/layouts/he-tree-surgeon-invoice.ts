import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, cellular } from '../../generalisation/notation';
import { add, day, head, lr, rows, taxOn, vid } from './extra';

const FIRMS = [
  { brand: '', legal: 'גיזום ירוק עד בע"מ', company: true, label: 'ח.פ.' },
  { brand: 'העץ והגזם', legal: 'אורי שחר', company: false, label: "עוסק מורשה מס'" },
  { brand: '', legal: 'נוף העצים שירותי גינון וגיזום בע"מ', company: true, label: 'ח"פ' },
];
const WORKS: [string, string, number, number][] = [
  ['גיזום עץ פיקוס בגובה', 'עץ', 45000, 95000],
  ['גיזום דקלים וניקוי סנסנים', 'דקל', 28000, 52000],
  ['כריתת עץ אקליפטוס', 'עץ', 120000, 240000],
  ['טחינת גדם', 'גדם', 35000, 70000],
  ["שעות מנוף סל 22 מ'", 'שעה', 38000, 48000],
  ['פינוי גזם לאתר מורשה', 'טון', 18000, 26000],
  ['חוות דעת אגרונום', "יח'", 90000, 150000],
];

/** An arborist's (tree surgeon's) A4 tax invoice: works by unit, VAT added, a felling permit number and a visit date as distractors. */
export const heTreeSurgeonInvoice: Layout = {
  id: 'he-tree-surgeon-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const id = vid(f.legal, f.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const lines = rng.some(WORKS, rng.int(2, 5)).map(([n, u, lo, hi]) => {
      const qty = rng.int(1, u === "יח'" ? 1 : 4);
      const unit = rng.int(lo / 100, hi / 100) * 100;
      return { n, u, qty, unit, sum: qty * unit };
    });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = rng.pick([() => String(rng.int(20000, 29999)), () => `TR-${rng.int(1000, 9999)}`, () => `${date.slice(0, 4)}/${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const [font, title] = rng.pick([
      ['David CLM', 'Frank Ruehl CLM'],
      ['Noto Sans Hebrew', 'Aharoni CLM'],
      ['Liberation Serif', 'David CLM'],
    ]);
    const visit = addDays(date, -rng.int(1, 12));
    const cust = rng.pick([
      ["נציגות הבית המשותף רח' הזית 12, רעננה", `ועד בית מס' ${rng.int(100, 999)}`],
      ['עיריית גבעת הזיתים - מחלקת גנים ונוף', `הזמנת עבודה ${rng.int(4500000, 4599999)}`],
      ['משפחת ברקוביץ, מושב נחלים', `טל' ${cellular(rng)}`],
    ]);
    const body = `<div class="hd"><div><div class="t">${esc(f.brand || f.legal)}</div>${f.brand ? `<div>${esc(f.legal)} · גיזום וכריתת עצים</div>` : '<div>גיזום · כריתה · טיפול בעצים בוגרים</div>'}<div>${f.label} ${lr(f.company ? hyphenId(id) : id)}</div></div>
<div class="lf">טל' ${lr(`09-${rng.int(7000000, 7999999)}`)}<br>נייד ${lr(cellular(rng))}<br>אגרונום מוסמך, רישיון ${rng.int(100, 999)}</div></div>
<div class="bar"><span>חשבונית מס מס' <b>${lr(docNo)}</b></span><span>תאריך ${dt(date, fmt)}</span><span class="or">מקור</span></div>
<div class="box">לכבוד: ${esc(cust[0])}<br>${esc(cust[1])}</div>
<p>עבודה שבוצעה בתאריך ${dt(visit, 'dd/mm/yyyy')} לפי רישיון כריתה/העתקה מס' ${rng.int(10000, 99999)} של פקיד היערות.</p>
<table><thead>${head(['#', 'תיאור העבודה', 'יחידה', 'כמות', "מחיר ליח'", 'סה"כ'])}</thead><tbody>${rows(lines.map((l, i) => [String(i + 1), esc(l.n), l.u, String(l.qty), amount(l.unit), amount(l.sum)]))}</tbody></table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<p>תנאי תשלום: שוטף + 30 (עד ${dt(addDays(date, 30), 'dd/mm/yyyy')}). העברה לבנק הפועלים סניף ${rng.int(500, 799)} חשבון ${rng.int(100000, 999999)}.</p>
<div class="sig"><span>חתימת הלקוח: ____________</span><span>חתימה וחותמת: ____________</span></div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;padding:16mm 18mm;color:#1b2a1b}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #2d6a2d;padding-bottom:3mm}
.t{font-family:'${title}';font-size:26px;color:#2d6a2d;font-weight:bold}.lf{text-align:left;font-size:12px}.bar{display:flex;justify-content:space-between;align-items:center;background:#e4efe0;margin:5mm 0;padding:2mm 4mm;font-size:15px}
.or{border:1px solid #2d6a2d;padding:0 3mm}.box{border:1px solid #999;padding:3mm;width:90mm}table{width:100%;border-collapse:collapse;margin-top:4mm}th{background:#2d6a2d;color:#fff;padding:1.5mm}td{border-bottom:1px solid #ccc;padding:1.5mm;text-align:center}
.tot{width:75mm;margin-right:auto}.tot td{text-align:left}.tot td:first-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #000}.sig{display:flex;justify-content:space-between;margin-top:14mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
