import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, plate, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-car-audio-credit-note';

const VENDORS = [
  {
    brand: 'סאונד-קאר',
    sub: 'מולטימדיה, שמע ומיגון לרכב',
    legal: 'סאונד קאר מערכות שמע לרכב בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: ['רח׳ המסגר 47, תל אביב', '03-5371190'],
    title: 'חשבונית מס זיכוי',
    num: (r: { int(a: number, b: number): number }) => `40${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Nachlieli CLM','Miriam CLM',sans-serif",
    brandFont: "'Aharoni CLM',sans-serif",
    color: '#b91c1c',
    page: 'A4',
    net: true,
  },
  {
    brand: 'באס בום',
    sub: 'מעבדת סאונד לרכב · ראשון לציון',
    legal: 'אלון חדד',
    company: false,
    label: 'עוסק מורשה',
    contact: ['אזה"ת החדש, רח׳ הצורפים 3, ראשל"צ', '050-8826631'],
    title: 'חשבונית זיכוי',
    num: (r: { int(a: number, b: number): number }) => `${r.int(100, 699)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
    font: "'Hadasim CLM','David CLM',serif",
    brandFont: "'Shofar','David CLM',serif",
    color: '#1e3a8a',
    page: 'A5',
    net: false,
  },
];

const GOODS: [string, number, number][] = [
  ['מגבר 4 ערוצים 600W', 89000, 160000],
  ['סאב-וופר 12" בארגז סגור', 69000, 130000],
  ['זוג רמקולים קואקסיאליים 6.5"', 35000, 79000],
  ['מסך מולטימדיה אנדרואיד 10"', 129000, 249000],
  ['מצלמת רוורס HD', 29000, 59000],
  ['ערכת כבלים 4 גאוג׳', 18000, 32000],
  ['בידוד רעשים לדלתות (4)', 60000, 110000],
  ['מעבד סאונד DSP', 99000, 189000],
  ['עבודת התקנה', 25000, 60000],
];
const REASONS = ['החזרת מוצר פגום', 'ביטול עסקה בתוך 14 יום', 'החלפה לדגם אחר', 'זיכוי על התקנה שלא בוצעה'];

export const heCarAudioCreditNote: Layout = {
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
    let orig = shift(date, -rng.int(7, 45));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-${String(rng.int(2, 28)).padStart(2, '0')}`;
    const origNo = v.company ? `${rng.pick(['30', '31'])}${rng.int(1000, 9999)}` : `${rng.int(700, 999)}`;
    const fleet = rng.chance(0.3);
    const customer = fleet ? `רכב-פלוס השכרה וליסינג בע"מ · ח.פ. ${taxId(rng, true)}` : `${rng.pick(['עידן כהן', 'מאור יוסף', 'שרית אלמוג', 'גיא ברק'])} · ת.ז. ${personalId(rng)}`;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: 1, unit: rng.int(lo / 1000, hi / 1000) * 1000 }));
    const sum = add(lines.map((l) => l.unit));
    let net: number, tax: number, gross: number;
    if (v.net) {
      net = sum;
      tax = taxOn(net, rate);
      gross = net + tax;
    } else {
      gross = sum;
      tax = taxIn(gross, rate);
      net = gross - tax;
    }
    const neg = (c: number) => (v.net ? lr(`-${amount(c)}`) : lr(trailingMinus(-c)));
    const paidOrig = gross + rng.int(0, 4) * (v.net ? 50000 : 30000);
    const kv = (a: string, b: string) => `<div class="kv"><span class="k">${a}</span><span class="v">${b}</span></div>`;
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div>${v.contact.map((c) => `<div>${lr(c)}</div>`).join('')}`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="sub">${v.sub}</div></div><div class="who">${vendor}</div></header>
<h1>${v.title} מס׳ ${lr(number)}</h1>
<div class="grid">
${kv('תאריך', lr(v.date(date)))}
${kv('לקוח', customer)}
${kv('טלפון', lr(cellular(rng)))}
${kv('רכב', lr(plate(rng)))}
${kv('בגין חשבונית', `${lr(origNo)} מיום ${lr(v.date(orig))}`)}
${kv('סיבת הזיכוי', rng.pick(REASONS))}
</div>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>${v.net ? 'מחיר ליח׳ לפני מע"מ' : 'מחיר ליח׳ כולל מע"מ'}</th><th>סה"כ זיכוי</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${neg(l.unit)}</td></tr>`).join('')}</table>
<table class="tot">
${
  v.net
    ? `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${neg(tax)}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${neg(gross)} ₪</td></tr>`
    : `<tr class="big"><td>סה"כ לזיכוי</td><td>${neg(gross)} ש"ח</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${neg(tax)}</td></tr><tr><td>סכום לפני מע"מ</td><td>${neg(net)}</td></tr>`
}
</table>
<div class="note">סכום החשבונית המקורית: ${amount(paidOrig)} ₪. הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי שבו בוצע התשלום', 'בהעברה בנקאית תוך 7 ימי עסקים', 'כקרדיט לרכישה הבאה'])}.</div>
<div class="sig"><span>חתימת הלקוח: __________</span><span>חתימת המוכר: __________</span></div>
</div>`;
    const [w, h] = v.page === 'A4' ? [210, 296] : [148, 209];
    const css = `body{font-family:${v.font};font-size:${v.page === 'A4' ? 11.5 : 10}px;color:#111}.page{width:${w}mm;height:${h}mm;box-sizing:border-box;padding:${v.page === 'A4' ? 14 : 9}mm}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.brandFont};font-size:${v.page === 'A4' ? 30 : 22}px;color:${v.color};font-weight:bold}.sub{font-size:10px}.who{text-align:left;line-height:1.45;font-size:10px;${v.company ? '' : `border:1.5px solid ${v.color};padding:4px;`}}.b{font-weight:bold}h1{font-size:${v.page === 'A4' ? 19 : 15}px;margin:10px 0;color:${v.color}}.grid{display:grid;grid-template-columns:1fr 1fr;gap:3px 10mm;margin-bottom:10px}.kv{display:flex;gap:6px;border-bottom:1px dotted #999;padding:2px 0}.k{color:#555;min-width:22mm}.v{font-weight:bold}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px;text-align:right;font-size:0.9em}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+2){text-align:left}.tot{width:60%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:1.25em;border-top:2px solid #111;border-bottom:2px solid #111}.note{margin-top:12px;font-size:0.9em}.sig{display:flex;justify-content:space-between;margin-top:18mm}`;
    const total = -gross;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(-tax) },
    };
  },
};
