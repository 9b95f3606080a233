import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-electric-shutters-credit-note';

const PARTS: [string, number, number][] = [
  ['מנוע צינורי 40 ניוטון-מטר', 68000, 95000],
  ['שלבי אלומיניום מוקצף 39 מ"מ (מ"ר)', 24000, 32000],
  ['שלט רחוק 5 ערוצים', 14000, 21000],
  ['מפסק תריס חכם WiFi', 19000, 27000],
  ['ארגז תריס חיצוני', 45000, 62000],
  ['מסילות צד (זוג)', 16000, 23000],
  ['פירוק תריס ידני והתקנת מנוע', 35000, 48000],
  ['רשת נגד יתושים משולבת', 22000, 30000],
];
const REASONS = ['החזרת מנוע פגום – הוחלף באחריות יצרן', 'ביטול הזמנה לפני התקנה', 'זיכוי על מידה שגויה של שלבים', 'הנחה מסחרית לאחר בירור', 'החזרת שלטים שלא נעשה בהם שימוש'];

const VENDORS = [
  {
    brand: 'תריסי אור',
    sub: 'תריסים חשמליים · הצללה · אוטומציה לבית',
    legal: 'תריסי אור מערכות הצללה בע"מ',
    company: true,
    idText: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'רח׳ המסגר 41, חולון',
    title: 'חשבונית מס זיכוי מס׳',
    num: (r: { int(a: number, b: number): number }) => `ZK-${r.int(1000, 4999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    color: '#334155',
    page: 'A4',
    width: '210mm',
    minus: (c: number) => lr(amount(c)),
    inclusive: false,
  },
  {
    brand: 'תריס פלוס',
    sub: 'שירות והתקנת תריסים חשמליים',
    legal: 'יוסי בן-דוד',
    company: false,
    idText: (id: string) => `עוסק מורשה: ${lr(id)}`,
    addr: 'רח׳ הרצל 77, רחובות',
    title: 'חשבונית זיכוי',
    num: (r: { int(a: number, b: number): number }) => `${r.int(50, 899)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'Simple CLM','Miriam CLM',sans-serif",
    color: '#b91c1c',
    page: 'A5',
    width: '148mm',
    minus: (c: number) => lr(trailingMinus(c)),
    inclusive: true,
  },
];

export const heElectricShuttersCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    let orig = shift(date, -rng.int(6, 40));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-0${rng.int(2, 9)}`;
    const lines = rng.some(PARTS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: -rng.int(lo / 100, hi / 100) * 100 }));
    const sum = add(lines.map((l) => l.qty * l.unit));
    let net: number, tax: number, total: number;
    if (v.inclusive) {
      total = sum;
      tax = -taxIn(-sum, rate);
      net = total - tax;
    } else {
      net = sum;
      tax = -taxOn(-sum, rate);
      total = net + tax;
    }
    const origTotal = Math.round((-total * rng.int(150, 400)) / 100);
    const person = rng.chance(0.5);
    const cust = person ? rng.pick(['רחל אוחיון', 'משה דהן', 'ענבל שושן', 'גיא מזרחי']) : rng.pick(['נווה גנים בנייה ויזמות בע"מ', 'דירות השרון ניהול נכסים בע"מ']);
    const custId = person ? personalId(rng) : taxId(rng, true);
    const kv = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.idText(id)}</div><div>${v.addr}</div><div>${lr(cellular(rng))}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="sub">${v.sub}</div></div><div class="vend">${vendor}</div></header>
<h1>${v.title} ${lr(number)}</h1>
<div class="two"><table class="kv">${kv('תאריך', lr(v.date(date)))}${kv('לקוח', esc(cust))}${kv(person ? 'ת.ז.' : 'ח.פ.', lr(custId))}</table>
<table class="kv">${kv('בגין חשבונית', `${lr(`${rng.int(10000, 29999)}`)} מיום ${lr(v.date(orig))}`)}${kv('טלפון', lr(cellular(rng)))}${kv('סיבת הזיכוי', REASONS[rng.int(0, REASONS.length - 1)])}</table></div>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר ${v.inclusive ? 'כולל' : 'לפני'} מע"מ</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${v.minus(l.unit)}</td><td>${v.minus(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">${
      v.inclusive
        ? `<tr class="big"><td>סה"כ לזיכוי</td><td>${lr(`${trailingMinus(total)} ש"ח`)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${v.minus(tax)}</td></tr><tr><td>סכום לפני מע"מ</td><td>${v.minus(net)}</td></tr>`
        : `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${v.minus(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${v.minus(tax)}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${lr(`${amount(total)} ₪`)}</td></tr>`
    }</table>
<div class="note">סכום החשבונית המקורית: ${amount(origTotal)} ₪ · הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי שבו בוצע התשלום', 'בהעברה בנקאית תוך 14 יום', 'כיתרת זכות לעבודה הבאה'])}.</div>
<div class="sig"><span>חתימת העסק: ____________</span><span>חתימת הלקוח: ____________</span></div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:${v.width};box-sizing:border-box;padding:12mm}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.sub{font-size:9.5px}.vend{text-align:left;line-height:1.45;border:1px solid ${v.color};padding:4px}.b{font-weight:bold}h1{font-size:17px;margin:10px 0}.two{display:flex;gap:8mm}.kv{border-collapse:collapse;flex:1}.kv th{text-align:right;padding:2px 6px 2px 0;white-space:nowrap;vertical-align:top}.kv td{padding:2px}.items{width:100%;border-collapse:collapse;margin-top:10px}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:3px}.items td{padding:4px 3px;border-bottom:1px solid #ddd}.items td:nth-child(n+2){text-align:left}.tot{width:58%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13.5px;border-top:2px solid #111}.note{margin-top:14px}.sig{margin-top:24px;display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
