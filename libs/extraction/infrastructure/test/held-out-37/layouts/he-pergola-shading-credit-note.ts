import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-pergola-shading-credit-note';

const VENDORS = [
  {
    brand: 'צל-על',
    sub: 'פרגולות אלומיניום · סוככים · מפרשי צל',
    legal: 'צל-על פרגולות והצללה בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: "רח' האורגים 31, אשדוד · 08-8530416",
    title: 'חשבונית מס זיכוי',
    num: (k: number) => `Z-${k}`,
    digits: [4100, 4999],
    style: 'dd/mm/yyyy' as D,
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    color: '#0369a1',
    page: 'A4',
  },
  {
    brand: 'הפרגולה של רפי',
    sub: 'עבודות עץ והצללה לגינה',
    legal: 'רפאל דהן',
    company: false,
    label: 'עוסק מורשה',
    contact: 'מושב אביגדור · 050-3318274',
    title: 'חשבונית זיכוי',
    num: (k: number) => `${k}`,
    digits: [140, 480],
    style: 'dd.mm.yyyy' as D,
    font: "'Keter YG','Frank Ruehl CLM',serif",
    color: '#4d7c0f',
    page: 'A5',
  },
];

const ITEMS: [string, number, number][] = [
  ["פרגולת אלומיניום 4×3 מ' לבן", 980000, 1480000],
  ["פרגולת עץ אורן מהוקצע 3×3 מ'", 720000, 1150000],
  ["מפרש צל משולש 5 מ' אפור", 89000, 149000],
  ["סוכך זרוע חשמלי 4 מ'", 520000, 790000],
  ['וילון PVC שקוף לצד הפרגולה', 110000, 210000],
  ['גג פוליקרבונט מולטיוול', 310000, 560000],
  ['תאורת LED בקורות', 65000, 120000],
  ['מנוע סומפי ושלט', 140000, 210000],
  ['התקנה ופירוק', 90000, 180000],
];
const REASONS = ['ביטול הזמנה בתוך 14 יום', 'החזרת מוצר פגום', 'הפרש מחיר לפי הצעה', 'שינוי מידות – החלפת פריט', 'פיצוי על איחור בהתקנה'];

export const hePergolaShadingCreditNote: Layout = {
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
    const orig = shift(date, -rng.int(5, 30));
    const origNo = v.company ? `${rng.int(30000, 39999)}` : `${rng.int(600, 999)}`;
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, q: 1, p: Math.round(rng.int(lo, hi) / 1000) * 1000 }));
    const credited = add(lines.map((l) => l.q * l.p));
    // The company prices before VAT and adds it; the dealer's prices include it.
    const tax = v.company ? taxOn(credited, rate) : taxIn(credited, rate);
    const total = v.company ? credited + tax : credited;
    const neg = (c: number) => (v.company ? lr(`${amount(c)}-`) : lr(`-${amount(c)}`));
    const cust = rng.pick(['אבי ושרון מלכה', 'דורית אזולאי', 'יוסי פרידמן', 'ליאת ועמרי שגיא']);
    const vendor = `<div class="vn">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>${esc(v.contact)}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div>${v.company ? vendor : ''}</div>${v.company ? '' : `<div class="box">${vendor}</div>`}</header>
<div class="tt">${esc(v.title)} מס' ${lr(number)}</div>
<table class="facts"><tr><td>תאריך</td><td><b>${lr(dt(date, v.style))}</b></td><td>לקוח</td><td>${esc(cust)}</td></tr>
<tr><td>ת.ז.</td><td>${personalId(rng)}</td><td>נייד</td><td>${lr(cellular(rng))}</td></tr>
<tr><td>בגין חשבונית</td><td>${lr(origNo)} מיום ${dt(orig, 'dd/mm/yyyy')}</td><td>סיבה</td><td>${esc(rng.pick(REASONS))}</td></tr></table>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>${v.company ? 'מחיר לפני מע"מ' : 'מחיר'}</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${neg(l.q * l.p)}</td></tr>`).join('')}</table>
<table class="tot">${
      v.company
        ? `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${neg(credited)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${neg(tax)}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${neg(total)}</td></tr>`
        : `<tr class="big"><td>סה"כ לזיכוי ₪</td><td>${neg(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${neg(tax)}</td></tr>`
    }</table>
<div class="sm">הזיכוי יוחזר ${esc(rng.pick(['לכרטיס האשראי שבו בוצע התשלום', 'בהעברה בנקאית תוך 7 ימי עסקים', 'כיתרה לזכות הלקוח להזמנה הבאה']))}. מקדמה ששולמה בחשבונית המקורית: ${amount(Math.round(total / 300) * 100)}.</div>
<div class="sign">חתימת הלקוח: ____________</div>
</div>`;
    const a4 = v.page === 'A4';
    const css = `body{font-family:${v.font};font-size:${a4 ? 12 : 10.5}px;color:#1a1a1a}.page{width:${a4 ? 210 : 148}mm;height:${a4 ? 296 : 209}mm;box-sizing:border-box;padding:${a4 ? 15 : 9}mm}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-size:${a4 ? 30 : 24}px;font-weight:bold;color:${v.color}}.sub{color:#555;margin-bottom:4px}.vn{font-weight:bold}.box{border:1.5px solid ${v.color};padding:4px 8px;font-size:0.9em;text-align:left}.tt{font-size:1.5em;font-weight:bold;margin:10px 0;color:${v.color}}.facts{width:100%;border-collapse:collapse;margin-bottom:10px}.facts td{padding:4px;border:1px solid #ccc}.facts td:nth-child(odd){background:#f2f2f2;width:16%}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #e3e3e3}.items td:nth-child(n+2){text-align:left}.tot{width:60%;margin:10px auto 10px 0;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:1.2em;border-top:2px solid ${v.color}}.sm{font-size:0.85em;color:#555}.sign{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
