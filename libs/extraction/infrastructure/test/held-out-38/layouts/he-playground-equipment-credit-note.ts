import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-playground-equipment-credit-note';

const VENDORS = [
  {
    brand: 'חצר של כיף',
    sub: 'מתקני משחק, טרמפולינות ומשטחי בטיחות לבית ולמוסדות',
    legal: 'ח.כ. מתקני חצר ומשחק בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: "רח' האורגים 17, אזור התעשייה עמק חפר · 09-8944410",
    title: 'חשבונית מס זיכוי',
    num: (k: number) => `ZK-${k}`,
    digits: [1040, 1899],
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'Aharoni CLM','Simple CLM',sans-serif",
    color: '#2e7d32',
    page: 'A4',
  },
  {
    brand: 'נדנדה',
    sub: 'מתקני עץ לחצר · ייצור והתקנה',
    legal: 'רונן קדוש',
    company: false,
    label: 'עוסק מורשה',
    contact: 'נייד 050-4427815 · מושב בית זית',
    title: 'חשבונית זיכוי',
    num: (k: number) => `${k}`,
    digits: [210, 489],
    font: "'Noto Serif Hebrew','David CLM',serif",
    brandFont: "'Yehuda CLM','Noto Serif Hebrew',serif",
    color: '#b4531a',
    page: 'A5',
  },
];

const ITEMS: [string, number, number, [number, number]][] = [
  ["טרמפולינה 3.66 מ' עם רשת ביטחון", 2490, 3900, [1, 1]],
  ['מערכת נדנדות מעץ אורן מחוטא', 3200, 5800, [1, 1]],
  ["מגלשה 2.40 מ'", 890, 1490, [1, 2]],
  ['ארגז חול עם מכסה', 690, 1190, [1, 1]],
  ['קיר טיפוס לחצר', 1450, 2400, [1, 1]],
  ['משטח גומי בטיחותי – למ"ר', 165, 240, [6, 24]],
  ['דשא סינטטי – למ"ר', 75, 120, [10, 40]],
  ['בית עץ לילדים עם מרפסת', 3900, 6900, [1, 1]],
  ['הובלה והתקנה', 450, 900, [1, 1]],
];
const REASONS = ['ביטול הזמנה לפני אספקה', 'החזרת מתקן פגום מהמשלוח', 'הפחתת מחיר בשל עיכוב בהתקנה', 'החזרת עודף משטח שלא הותקן'];
const PEOPLE = ['משפחת אברהמי', 'גלית ויוסי נחום', 'אסף פרלמן', 'מירב חזן'];
const BODIES = ['גן ילדים "פרפר" בע"מ', 'מתנ"ס אופקים בע"מ', 'קאנטרי קלאב השרון בע"מ'];

export const hePlaygroundEquipmentCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    let invoiceDate = officeDay(shift(date, -rng.int(7, 45)));
    if (invoiceDate.slice(0, 4) !== date.slice(0, 4)) invoiceDate = officeDay(`${date.slice(0, 4)}-01-0${rng.int(3, 8)}`);
    const invoiceNo = v.company ? `${rng.int(14000, 19999)}` : `${rng.int(900, 1400)}`;
    const body0 = rng.chance(0.4);
    const customer = body0 ? rng.pick(BODIES) : rng.pick(PEOPLE);
    const customerId = body0 ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const reason = rng.pick(REASONS);
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, lo, hi, q]) => ({ name, qty: rng.int(...q), unit: rng.int(lo, hi) * 100 }));
    const sum = add(lines.map((l) => l.qty * l.unit));
    // The company prices before VAT and adds it; the dealer prices with VAT included.
    const net = v.company ? sum : sum - taxIn(sum, rate);
    const tax = v.company ? taxOn(sum, rate) : taxIn(sum, rate);
    const total = v.company ? sum + tax : sum;
    const neg = (c: number) => (v.company ? `(${amount(c)})` : lr(`-${amount(c)}`));
    const refund = rng.pick([`לכרטיס האשראי ${lr(`****${rng.digits(4)}`)}`, 'בהעברה בנקאית תוך 14 יום', 'בקיזוז מהחשבון הבא']);
    const paidBefore = Math.round((total * (1 + rng.next() * 1.5)) / 1000) * 1000;
    const grid: [string, string][] = [
      ['תאריך', lr(dt(date, v.company ? 'dd/mm/yyyy' : 'dd.mm.yy'))],
      ['לקוח', esc(customer)],
      [customerId.slice(0, 4), customerId.slice(5)],
      ['טלפון', cellular(rng)],
      ['בגין חשבונית', `${lr(invoiceNo)} מיום ${lr(dt(invoiceDate, v.company ? 'dd/mm/yyyy' : 'dd.mm.yy'))}`],
      ['סיבת הזיכוי', reason],
    ];
    const items = `<table class="items"><tr><th>פריט</th><th>כמות</th><th>${v.company ? 'מחיר ליח\' לפני מע"מ' : 'מחיר ליח\' כולל מע"מ'}</th><th>סה"כ</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${neg(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>`;
    const totals = v.company
      ? `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${neg(tax)}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${neg(total)}</td></tr>`
      : `<tr class="big"><td>סה"כ לזיכוי ₪</td><td>${neg(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${neg(tax)}</td></tr><tr><td>סכום ללא מע"מ</td><td>${neg(net)}</td></tr>`;
    const head = v.company
      ? `<header><div><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div></div><div class="who"><b>${esc(v.legal)}</b><br>${v.label} ${id}<br>${esc(v.contact)}</div></header>`
      : `<header><div><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div></div><div class="box"><b>${esc(v.legal)}</b><br>${v.label} ${id}<br>${esc(v.contact)}</div></header>`;
    const body = `<div class="page">${head}
<h1>${v.title} מס' ${lr(number)}</h1>
<div class="grid">${grid.map(([a, b]) => `<div class="l">${a}</div><div class="v">${b}</div>`).join('')}</div>
${items}
<table class="tot">${totals}</table>
<div class="note">הזיכוי יוחזר ${refund}. סכום החשבונית המקורית ששולם: ${amount(paidBefore)} ₪.</div>
<div class="sign"><span>חתימת המוכר: ____________</span><span>חתימת הלקוח: ____________</span></div>
</div>`;
    const a4 = v.page === 'A4';
    const css = `body{font-family:${v.font};font-size:${a4 ? 12.5 : 10.5}px;color:#1e1e1e}.page{width:${a4 ? 210 : 148}mm;height:${a4 ? 296 : 209}mm;box-sizing:border-box;padding:${a4 ? 15 : 9}mm}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.brandFont};font-size:${a4 ? 32 : 26}px;color:${v.color}}.sub{font-size:${a4 ? 11 : 9}px;color:#555}.who{text-align:left;font-size:${a4 ? 11 : 9.5}px;line-height:1.5}.box{border:1.5px solid ${v.color};padding:4px 6px;font-size:9.5px;line-height:1.5;text-align:left}h1{font-size:${a4 ? 20 : 15}px;margin:${a4 ? 12 : 8}px 0;color:${v.color}}.grid{display:grid;grid-template-columns:auto 1fr auto 1fr;border:1px solid #bbb;margin-bottom:10px}.grid div{padding:3px 6px;border-bottom:1px solid #e2e2e2}.l{background:#f1f5f0;color:#444}.v{font-weight:bold}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;font-weight:normal;padding:4px;text-align:right}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tot{width:${a4 ? 50 : 70}%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:${a4 ? 15 : 12.5}px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.note{margin-top:14px}.sign{display:flex;justify-content:space-between;margin-top:${a4 ? 40 : 18}px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
