import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-marble-countertops-invoice';

const STONES = ['קיסר סטון 4030', 'שיש קררה לבן', 'גרניט שחור אבסולוט', 'פורצלן דקטון', 'אבן קוורץ אפורה'];

const VENDORS = [
  {
    brand: 'שיש הגליל',
    legal: 'שיש הגליל עיבוד אבן בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(id)}`,
    addr: 'אזור תעשייה בר-לב, כרמיאל',
    num: (r: { int(a: number, b: number): number }) => `${r.int(20, 29)}-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Hadasim CLM','David CLM',serif",
    head: "'Aharoni CLM',sans-serif",
    color: '#44403c',
    footer: false,
  },
  {
    brand: 'אבן ומים',
    legal: 'סאמר חורי',
    company: false,
    idLine: (id: string) => `עוסק מורשה ${lr(hyphenId(id))}`,
    addr: 'כפר יאסיף, ת.ד. 412',
    num: (r: { int(a: number, b: number): number }) => `${r.int(1000, 1999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'Liberation Serif','Frank Ruehl CLM',serif",
    head: "'Liberation Serif',serif",
    color: '#7c3aed',
    footer: true,
  },
];

export const heMarbleCountertopsInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const date = officeDay(d0);
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const measured = shift(date, -rng.int(12, 30));
    const stone = rng.pick(STONES);
    const lm = rng.int(28, 95) / 10;
    const lines = [
      { name: `משטח ${stone} 2 ס"מ (מ"א)`, qty: lm, unit: rng.int(95, 180) * 1000 },
      { name: 'חיתוך לכיור שטוח', qty: 1, unit: rng.pick([25000, 30000, 35000]) },
      { name: 'חיתוך לכיריים', qty: 1, unit: rng.pick([20000, 25000]) },
      { name: 'עיבוד קנט מעוגל (מ"א)', qty: lm, unit: 6000 },
      ...(rng.chance(0.6) ? [{ name: 'חיפוי קיר (מ"ר)', qty: rng.int(15, 40) / 10, unit: rng.int(70, 110) * 1000 }] : []),
      { name: 'הובלה והתקנה', qty: 1, unit: rng.pick([45000, 60000, 80000]) },
    ];
    const amt = (l: { qty: number; unit: number }) => mul(l.qty, l.unit);
    const net = add(lines.map(amt));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const advance = Math.round((total * 0.3) / 10000) * 10000;
    const person = rng.chance(0.6);
    const client = person
      ? `${rng.pick(['משפחת אבוטבול', 'דנה ואסף לוי', 'ג׳ורג׳ נסר', 'מרים כהן'])} · ת.ז. ${lr(personalId(rng))}`
      : `${rng.pick(['קבלן בנייה הגליל המערבי בע"מ', 'מטבחי עיצוב צפון בע"מ'])} · ח.פ. ${lr(taxId(rng, true))}`;
    const box = (label: string, value: string) => `<div class="bx"><div class="lb">${label}</div><div class="vl">${value}</div></div>`;
    const vend = `<b>${esc(v.legal)}</b> · ${v.idLine(id)} · ${v.addr} · ${lr(cellular(rng))}`;
    const body = `<div class="pg">
<header><div class="brand">${v.brand}</div><div class="tag">משטחי מטבח, שיש ואבן · מדידה, ייצור והתקנה</div>${v.footer ? '' : `<div class="vend">${vend}</div>`}</header>
<div class="title">חשבונית מס <span class="orig">מקור</span></div>
<div class="boxes">${box('מס׳ חשבונית', lr(number))}${box('תאריך', lr(v.date(date)))}${box('תאריך מדידה', lr(v.date(measured)))}${box('הזמנת עבודה', lr('WO-' + rng.int(300, 899)))}${box('אבן', stone)}</div>
<div class="cl"><div class="lb">לקוח</div>${client}<br>${rng.pick(['רח׳ האלון 8, נהריה', 'רח׳ החרוב 21, עכו', 'שכונת הכרמים, מעלות', 'רח׳ הדקל 2, כרמיאל'])} · ${lr(cellular(rng))}</div>
<table class="items"><tr><th>תיאור</th><th>כמות</th><th>מחיר ליח׳</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${lr(String(l.qty))}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(amt(l)))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סכום לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr><tr class="big"><td>סה"כ כולל מע"מ</td><td>${lr(`${amount(total)} ש"ח`)}</td></tr>
<tr><td>מקדמה שהתקבלה ב-${lr(v.date(measured))}</td><td>${lr(amount(advance))}</td></tr><tr><td>יתרה לתשלום</td><td>${lr(amount(total - advance))}</td></tr></table>
<div class="note">אחריות לשנה על ההתקנה. המשטח נמדד בבית הלקוח לפני החיתוך; סטייה בגוון אבן טבעית אינה פגם.</div>
${v.footer ? `<footer>${vend}</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#1c1917}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative;overflow:hidden}header{border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.head};font-size:30px;font-weight:bold;color:${v.color}}.tag{font-size:11px}.vend{margin-top:4px}.title{font-size:20px;font-weight:bold;margin:12px 0}.orig{font-size:11px;border:1px solid #333;padding:1px 6px;margin-right:8px}.boxes{display:flex;gap:6px;margin-bottom:10px}.bx{flex:1;border:1px solid #a8a29e;padding:4px}.lb{font-size:9px;color:#57534e}.vl{font-size:12px;font-weight:bold}.cl{border:1px solid #a8a29e;padding:6px;margin-bottom:10px;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{background:#e7e5e4;text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{margin:10px auto 0 0;font-size:12px}.tot td{padding:3px 8px}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.note{margin-top:14px;font-size:10px}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid ${v.color};padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
