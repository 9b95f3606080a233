import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId } from '../../generalisation/notation';
import { add, dated, lr, minusAfter, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-massage-chairs-credit-note';

const ITEMS: [string, number][] = [
  ['כורסת עיסוי שיאצו דגם ZEN-5', 890000],
  ['כורסת עיסוי אפס כבידה', 1290000],
  ['מכשיר עיסוי רגליים', 149000],
  ['כרית עיסוי לצוואר', 29000],
  ['כיסוי עור לכורסה', 45000],
  ['הובלה והרכבה', 35000],
  ['הארכת אחריות 3 שנים', 99000],
  ['שלט רחוק חלופי', 18000],
];

const CUSTOMERS: [string, boolean][] = [
  ['ספא אורנים בע"מ', true],
  ['מלון הגליל הירוק בע"מ', true],
  ['אליהו כהן', false],
  ['רבקה ששון', false],
];

const REASONS = ['החזרת מוצר בתוך 14 יום', 'פגם בריפוד - החלפה', 'ביטול עסקה', 'זיכוי בגין שירות שלא ניתן'];

const VENDORS = [
  {
    brand: 'רילקס פרו',
    legal: 'רילקס פרו כורסאות עיסוי בע"מ',
    company: true,
    addr: 'רח׳ המנופים 8, הרצליה פיתוח',
    font: "'Drugulin CLM','DejaVu Serif',serif",
    color: '#166534',
    page: 'A4',
    num: (r: { int(a: number, b: number): number }) => `CR-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'מגע',
    legal: 'ויקטוריה גרינברג',
    company: false,
    addr: 'קניון הבית, רח׳ שאול המלך 6, אשדוד',
    font: "'DejaVu Sans',sans-serif",
    color: '#7f1d1d',
    page: 'A5',
    num: (r: { int(a: number, b: number): number }) => String(r.int(100, 999)),
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
];

export const heMassageChairsCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const d = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(d.date);
    const v = VENDORS[d.n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    let invDate = shift(date, -rng.int(3, 40));
    if (invDate.slice(0, 4) !== date.slice(0, 4)) invDate = `${date.slice(0, 4)}-01-0${rng.int(2, 9)}`;
    const invNo = v.company ? `${rng.int(20000, 29999)}` : `${rng.int(5000, 8999)}`;
    const [cust, firm] = rng.pick(CUSTOMERS);
    const custId = firm ? taxId(rng) : personalId(rng);
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: 1 }));
    const credited = add(lines.map((l) => l.unit));
    // A: prices before VAT, VAT added; B: prices including VAT.
    const net = v.company ? -credited : -(credited - taxIn(credited, rate));
    const tax = v.company ? -taxOn(credited, rate) : -taxIn(credited, rate);
    const total = v.company ? net + tax : -credited;
    const original = Math.abs(total) + rng.int(0, 3) * 50000;
    const m = (c: number) => (v.company ? amount(c) : minusAfter(amount(c)));
    const idText = v.company ? `ח.פ. ${lr(spacedId(id))}` : `עוסק מורשה מס׳ ${lr(id)}`;
    const pairs: [string, string][] = [
      ...(v.company ? ([['מספר', lr(number)]] as [string, string][]) : []),
      ['תאריך', lr(v.date(date))],
      ['לקוח', `${esc(cust)} · ${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(custId)}`],
      ['בגין חשבונית', `${lr(invNo)} מיום ${lr(v.date(invDate))}`],
      ['סכום החשבונית המקורית', lr(amount(original))],
      ['סיבת הזיכוי', REASONS[rng.int(0, REASONS.length - 1)]],
    ];
    const sums = v.company
      ? `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${lr(m(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(m(tax))}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${lr(`₪ ${m(total)}`)}</td></tr>`
      : `<tr class="big"><td>סה"כ לזיכוי</td><td>${lr(`${m(total)} ₪`)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${lr(m(tax))}</td></tr><tr><td>לפני מע"מ</td><td>${lr(m(net))}</td></tr>`;
    const body = `<div class="p">
<div class="top"><div class="brand">${v.brand}</div><div class="box">${esc(v.legal)}<br>${idText}<br>${v.addr}<br>${lr(cellular(rng))}</div></div>
<h1>${v.company ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${lr(number)}`}</h1>
<div class="pairs">${pairs.map((p) => `<div><b>${p[0]}:</b> ${p[1]}</div>`).join('')}</div>
<table class="t"><tr><th>פריט</th><th>כמות</th><th>${v.company ? 'מחיר לפני מע"מ' : 'מחיר כולל מע"מ'}</th><th>זיכוי</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>1</td><td>${lr(amount(l.unit))}</td><td>${lr(m(-l.unit))}</td></tr>`).join('')}</table>
<table class="sum">${sums}</table>
<div class="note">אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'העברה בנקאית', 'המחאה'])}</div>
<div class="sig"><span>חתימת המוכר ____________</span><span>חתימת הלקוח ____________</span></div>
</div>`;
    const css = `body{font-family:${v.font};font-size:${v.company ? 11.5 : 10}px;color:#111}.p{padding:${v.company ? 14 : 9}mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:30px;font-weight:bold;color:${v.color}}.box{border:1.5px solid ${v.color};padding:5px;font-size:0.9em}h1{text-align:center;font-size:18px;color:${v.color}}.pairs{display:grid;grid-template-columns:1fr 1fr;gap:4px 16px}.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{border-bottom:2px solid ${v.color};text-align:right}.t td{padding:3px;border-bottom:1px solid #ddd}.sum{width:60%;margin-right:auto;margin-top:8px}.sum td:last-child{text-align:left}.big td{font-weight:bold;font-size:1.2em}.note{margin-top:10px}.sig{display:flex;justify-content:space-between;margin-top:28px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
