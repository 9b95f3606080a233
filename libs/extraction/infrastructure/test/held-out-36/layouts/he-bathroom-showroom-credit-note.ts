import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-bathroom-showroom-credit-note';

const VENDORS = [
  {
    brand: 'AQUALINE',
    legal: 'אקווליין כלים סניטריים ועיצוב בע"מ',
    company: true,
    label: 'ח.פ.',
    title: 'חשבונית מס זיכוי',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `CR${k}`,
    digits: [10000, 19999],
    color: '#0e7490',
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    neg: (c: number) => lr(`-${amount(c)}`),
  },
  {
    brand: 'ברז ועוד',
    legal: 'גבריאל שושן',
    company: false,
    label: 'ע.מ.',
    title: 'תעודת זיכוי / חשבונית מס',
    style: 'd/m/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [700, 1999],
    color: '#6d28d9',
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
    neg: (c: number) => lr(`(${amount(c)})`),
  },
];

const ITEMS: [string, string, number][] = [
  ['אסלה תלויה לבנה מבריקה', 'SN-4402', 89000],
  ['מיכל הדחה סמוי + לחצן כרום', 'SN-1290', 112000],
  ['ברז פרח נשלף שחור מט', 'FC-0771', 54000],
  ['מקלחון ניקל 90×90 זכוכית 8 מ"מ', 'SH-9090', 239000],
  ['ארון אמבטיה תלוי 80 ס"מ אלון', 'CB-0080', 318000],
  ['מראה LED עגולה 70 ס"מ', 'MR-0070', 96000],
  ['סט ראש מקלחת גשם 30 ס"מ', 'FC-3030', 74500],
  ['אמבטיה פרי-סטנדינג 170', 'BT-1700', 689000],
  ['מתלה מגבות חשמלי', 'AC-0450', 129000],
];
const REASONS = ['החזרת מוצר באריזה מקורית', 'פגם במוצר – הוחלף בדגם אחר', 'ביטול חלק מהזמנה', 'הפרש מחיר לפי הסכם'];

export const heBathroomShowroomCreditNote: Layout = {
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
    let orig = shift(date, -rng.int(6, 30));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-02`;
    const origNo = v.company ? `${rng.int(300000, 399999)}` : `${rng.int(2000, 9999)}`;
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, sku, p]) => ({ name, sku, p, q: rng.int(1, 2) }));
    const items = add(lines.map((l) => l.q * l.p));
    // Prices are net; a restocking fee is kept on returns.
    const restock = rng.chance(0.4) ? Math.round(items * 0.1) : 0;
    const net = items - restock;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const customer = `${rng.pick(['יעל', 'עומר', 'שני', 'אורן', 'תמר'])} ${rng.pick(['רביבו', 'לנדאו', 'אזולאי', 'קורן'])}`;
    const phone = v.company ? '03-5718840' : cellular(rng);
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>${v.company ? 'דרך השלום 53, גבעתיים' : "רח' הנגר 12, אזור התעשייה נתיבות"}</div><div>${lr(phone)}</div>`;
    const body = `<div class="sheet">
<header><div class="brand">${esc(v.brand)}</div>${v.company ? `<div class="hv">${vendor}</div>` : '<div class="hv">כלים סניטריים · ברזים · אביזרי אמבטיה</div>'}</header>
<div class="title">${v.title}</div>
<table class="facts"><tr><td>מס' זיכוי</td><td><b>${lr(number)}</b></td><td>תאריך</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>לקוח</td><td>${customer} · ת.ז. ${personalId(rng)}</td><td>טלפון</td><td>${lr(cellular(rng))}</td></tr>
<tr><td>בגין חשבונית</td><td>${lr(origNo)} מיום ${dt(orig, v.style)}</td><td>סיבה</td><td>${esc(rng.pick(REASONS))}</td></tr></table>
<table class="items"><tr><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר יח' לפני מע"מ</th><th>סכום</th></tr>${lines
      .map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${v.neg(l.q * l.p)}</td></tr>`)
      .join('')}</table>
<table class="tot">${restock ? `<tr><td>סה"כ מוחזר</td><td>${v.neg(items)}</td></tr><tr><td>דמי טיפול בהחזרה 10%</td><td>${amount(restock)}</td></tr>` : ''}
<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${v.neg(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${v.neg(tax)}</td></tr><tr class="big"><td>סה"כ זיכוי</td><td>${v.neg(total)} ₪</td></tr></table>
<div class="how">הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי שבו בוצעה העסקה', 'בהעברה בנקאית תוך 14 יום', 'כיתרת זכות לרכישה הבאה'])}.</div>
${v.company ? '' : `<footer><b>${esc(v.legal)}</b> · ${v.label} ${id} · רח' הנגר 12, אזור התעשייה נתיבות · ${lr(phone)}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#1e293b}.sheet{width:210mm;height:148mm;box-sizing:border-box;padding:8mm 11mm;position:relative;border-top:10px solid ${v.color}}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:26px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Simple CLM',sans-serif}.hv{text-align:left;font-size:10px;line-height:1.4}.b{font-weight:bold}.title{font-size:17px;font-weight:bold;margin:4px 0 6px;text-align:center}.facts{width:100%;border-collapse:collapse}.facts td{border:1px solid #cbd5e1;padding:2px 5px}.facts td:nth-child(odd){background:#f1f5f9;width:13%}.items{width:100%;border-collapse:collapse;margin-top:6px}.items th{background:#e2e8f0;text-align:right;padding:3px}.items td{padding:3px;border-bottom:1px solid #e2e8f0}.items td:nth-child(n+3){text-align:left}.tot{width:45%;margin:5px auto 0 0;border-collapse:collapse}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13.5px;border-top:2px solid ${v.color}}.how{margin-top:5px;font-size:10px}footer{position:absolute;bottom:6mm;left:11mm;right:11mm;text-align:center;font-size:9.5px;border-top:1px solid #94a3b8;padding-top:2px}`;
    const page = 'A5 landscape';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
