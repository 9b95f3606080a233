import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId } from '../../generalisation/notation';
import { add, dated, lr, minusAfter, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-billiard-tables-credit-note';

const ITEMS: [string, number, number][] = [
  ['שולחן פול 8 רגל צפחה', 1290000, 1890000],
  ['החלפת בד לשולחן (לבד סימוניס)', 180000, 260000],
  ['מקל ביליארד עץ מייפל', 35000, 79000],
  ['סט כדורים אראמית', 89000, 129000],
  ['כיסוי לשולחן', 29000, 45000],
  ['מנורת שולחן 3 גופים', 69000, 99000],
  ['מתקן קיר למקלות', 24000, 38000],
  ['הובלה והתקנה', 60000, 90000],
];
const REASONS = ['החזרת פריט שלא נפתח', 'פגם בבד - החלפה לא בוצעה', 'ביטול עסקה בהסכמה', 'חיוב כפול', 'הנחה שלא נרשמה'];
const CUSTOMERS: [string, boolean][] = [
  ['מועדון הסנוקר הצפוני בע"מ', true],
  ['אלון גבאי', false],
  ['פאב השמונה בע"מ', true],
  ['נגה שטרן', false],
];

const VENDORS = [
  {
    brand: 'המאסטר',
    legal: 'המאסטר שולחנות ביליארד בע"מ',
    company: true,
    page: 'A4',
    w: 210,
    h: 296,
    font: "'Drugulin CLM','Frank Ruehl CLM',serif",
    color: '#14532d',
    num: (r: { int(a: number, b: number): number }) => `CN-${r.int(1000, 9999)}`,
    inv: (r: { int(a: number, b: number): number }) => `IN-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    addr: 'רח׳ הצורפים 9, חולון',
  },
  {
    brand: 'קיו',
    legal: 'זיו רבינוביץ',
    company: false,
    page: 'A5',
    w: 148,
    h: 209,
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    color: '#7f1d1d',
    num: (r: { int(a: number, b: number): number }) => `${r.int(100, 999)}`,
    inv: (r: { int(a: number, b: number): number }) => `${r.int(1000, 4999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    addr: 'רח׳ הנשיא 12, בית שאן',
  },
];

export const heBilliardTablesCreditNote: Layout = {
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
    const origDate = shift(date, -rng.int(3, 28));
    const [cust, firm] = rng.pick(CUSTOMERS);
    const custId = firm ? taxId(rng, true) : personalId(rng);
    const lines = rng.some(ITEMS.slice(1), rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo / 1000, hi / 1000) * 1000 }));
    const credited = add(lines.map((l) => l.qty * l.unit));
    const origAmount = credited + rng.int(5, 20) * 100000;
    let net: number, tax: number, total: number;
    if (v.company) {
      net = -credited;
      tax = -taxOn(credited, rate);
      total = net + tax;
    } else {
      total = -credited;
      tax = -taxIn(credited, rate);
      net = total - tax;
    }
    const show = (c: number) => (v.company ? amount(c) : minusAfter(amount(c)));
    const pair = (a: string, b: string) => `<div class="p"><b>${a}:</b> ${b}</div>`;
    const head = v.company
      ? `<header><div class="brand">${v.brand}</div><div class="box">${esc(v.legal)}<br>ח.פ. ${lr(spacedId(id))}<br>${v.addr}<br>${lr(cellular(rng))}</div></header>`
      : `<header><div class="brand">${v.brand}</div><div class="box">${esc(v.legal)}<br>עוסק מורשה מס׳ ${lr(id)}<br>${v.addr}<br>${lr(cellular(rng))}</div></header>`;
    const body = `<div class="page">${head}
<h1>${v.company ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${lr(number)}`}</h1>
<div class="grid">
${v.company ? pair('מספר', lr(number)) : ''}
${pair('תאריך', lr(v.date(date)))}
${pair('לקוח', `${esc(cust)}`)}
${pair(firm ? 'ח.פ. לקוח' : 'ת.ז. לקוח', lr(custId))}
${pair('בגין חשבונית', `${lr(v.inv(rng))} מיום ${lr(v.date(origDate))}`)}
${pair('סכום החשבונית המקורית', lr(amount(origAmount)))}
${pair('סיבת הזיכוי', REASONS[rng.int(0, REASONS.length - 1)])}
</div>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר${v.company ? ' לפני מע"מ' : ' כולל מע"מ'}</th><th>זיכוי</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${lr(amount(l.unit))}</td><td>${lr(show(-l.qty * l.unit))}</td></tr>`)
      .join('')}</table>
<table class="tot">${
      v.company
        ? `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${lr(show(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(show(tax))}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${lr(`₪ ${show(total)}`)}</td></tr>`
        : `<tr class="big"><td>סה"כ לזיכוי</td><td>${lr(`${show(total)} ₪`)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${lr(show(tax))}</td></tr><tr><td>לפני מע"מ</td><td>${lr(show(net))}</td></tr>`
    }</table>
<div class="refund">אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'העברה בנקאית', 'יתרת זכות לרכישה הבאה'])}</div>
<div class="sign"><span>חתימת המוכר: ____________</span><span>חתימת הלקוח: ____________</span></div>
</div>`;
    const css = `body{font-family:${v.font};font-size:${v.company ? 11 : 9.5}px;color:#111}.page{width:${v.w}mm;height:${v.h}mm;box-sizing:border-box;padding:${v.company ? 14 : 9}mm}header{display:flex;justify-content:space-between;align-items:center}.brand{font-size:${v.company ? 40 : 28}px;font-weight:bold;color:${v.color}}.box{border:1.5px solid ${v.color};padding:5px 8px;line-height:1.5;text-align:left}h1{font-size:18px;text-align:center;background:${v.color};color:#fff;padding:5px;margin:12px 0}.grid{display:grid;grid-template-columns:1fr 1fr;gap:4px 14px}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{width:60%;margin:10px auto 0 0}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.refund{margin-top:14px}.sign{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
