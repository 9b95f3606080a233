import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, taxOn, vid } from './extra';

const ID = 'he-glazier-credit-note';
const SHOPS = [
  { brand: 'זכוכית השרון', legal: 'משה דהן', company: false, label: 'ע.מ.', addr: "רח' התעשייה 14, כפר סבא" },
  { brand: '', legal: 'מראות וזגגות הקריה בע"מ', company: true, label: 'ח.פ.', addr: "רח' ההסתדרות 60, קריית אתא" },
  { brand: 'GLASSTEC', legal: 'גלאסטק מקלחונים בע"מ', company: true, label: 'ח"פ', addr: 'אזור תעשייה עטרות, ירושלים' },
];
const WORKS: [string, number, number][] = [
  ['מקלחון פינתי זכוכית מחוסמת 8 מ"מ', 180000, 320000],
  ['דלת מקלחון הזזה 6 מ"מ', 120000, 210000],
  ['מראה מלוטשת 80×60 ס"מ', 32000, 58000],
  ['זכוכית מחוסמת לשולחן 10 מ"מ', 45000, 95000],
  ['זכוכית בידודית (דו-שכבתית) לחלון', 60000, 140000],
  ['מעקה זכוכית למרפסת, למטר רץ', 90000, 150000],
  ['חיפוי זכוכית צבועה למטבח', 75000, 160000],
];
const REASONS = ['מידה שגויה – הוזמן חיתוך מחדש', 'שבר בהובלה', 'ביטול הזמנה לפני התקנה', 'הפרש מחיר לפי הצעת המחיר', 'פגם בליטוש'];

/** A glazier's credit note on A5: the credited tax invoice's number and date days before in the same year, a work order, the customer's id, one or two works credited in full or in part, amounts with a leading or trailing minus or plain under "לזיכוי". */
export const heGlazierCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const { date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const s = rng.pick(SHOPS);
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const orig = addDays(date, -rng.int(3, 30));
    const origNo = String(rng.int(20000, 29999));
    const lines = rng.some(WORKS, rng.int(1, 2)).map(([name, lo, hi]) => {
      const price = Math.round(rng.int(lo, hi) / 1000) * 1000;
      const part = rng.pick([100, 100, 50, 30]);
      return { name, price, part, sum: Math.round((price * part) / 100) };
    });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const sign = rng.pick(['lead', 'trail', 'plain'] as const);
    const money = (c: number) => (sign === 'lead' ? lr(`-${amount(c)}`) : sign === 'trail' ? lr(trailingMinus(c)) : amount(c));
    const docNo = rng.pick([
      () => `ZG-${String(rng.int(1, 999)).padStart(4, '0')}`,
      () => String(rng.int(31000, 31999)),
      () => `${rng.int(2, 4)}/${String(rng.int(1, 999)).padStart(4, '0')}`,
    ])();
    const title = rng.pick(['חשבונית מס זיכוי', 'חשבונית זיכוי']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const font = rng.pick(["'David CLM'", "'Liberation Serif'", "'Noto Serif Hebrew'"]);
    const body = `<div class="head"><svg width="38" height="38" viewBox="0 0 38 38"><rect x="3" y="3" width="32" height="32" fill="#dff1f7" stroke="#1b6f8a" stroke-width="2"/><line x1="19" y1="3" x2="19" y2="35" stroke="#1b6f8a" stroke-width="2"/><line x1="3" y1="19" x2="35" y2="19" stroke="#1b6f8a" stroke-width="2"/><line x1="7" y1="14" x2="14" y2="7" stroke="#fff" stroke-width="2"/></svg>
<div><div class="nm">${esc(s.brand || s.legal)}</div>${s.brand ? `<div>${esc(s.legal)} · זגגות ומקלחונים</div>` : '<div>זגגות, מראות ומקלחונים</div>'}<div>${s.label} ${lr(s.company && rng.chance(0.5) ? hyphenId(id) : id)} · ${esc(s.addr)}</div></div></div>
<div class="title">${title}</div>
<table class="facts"><tr><td>מס' זיכוי</td><td>${lr(docNo)}</td><td>תאריך</td><td>${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}</td></tr>
<tr><td>לחשבונית מס</td><td>${lr(origNo)}</td><td>מיום</td><td>${lr(dt(orig, 'dd/mm/yyyy'))}</td></tr>
<tr><td>הזמנת עבודה</td><td>${lr(`WO-${rng.int(1000, 9999)}`)}</td><td>מועד התקנה</td><td>${lr(dt(addDays(orig, rng.int(5, 12)), 'dd/mm/yy'))}</td></tr></table>
<div class="cust">לקוח: ${rng.pick(['אורית נחום', 'יגאל פרידמן', 'סוהא עבאס', 'רון אזולאי'])} · ת.ז. ${lr(personalId(rng))} · ${lr(cellular(rng))}</div>
<div class="why">סיבת הזיכוי: ${rng.pick(REASONS)}</div>
<table class="it"><tr><th>פירוט</th><th>מחיר בחשבונית</th><th>% זיכוי</th><th>סכום לזיכוי</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${amount(l.price)}</td><td>${l.part}%</td><td>${money(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${money(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>סה"כ לזיכוי ₪</td><td>${money(total)}</td></tr></table>
<p>הסכום יוחזר ${rng.pick(['לכרטיס האשראי שבו בוצע התשלום תוך 7 ימי עסקים', 'בהעברה בנקאית לחשבון הלקוח', 'כזיכוי לרכישה הבאה, בתוקף לשנה'])}.</p>
<div class="sig"><span>חתימת הלקוח ____________</span><span>חתימת העסק ____________</span></div>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;padding:10mm 11mm;color:#111}.head{display:flex;gap:3mm;align-items:center;border-bottom:2px solid #1b6f8a;padding-bottom:2mm}.nm{font-size:19px;font-weight:bold;color:#1b6f8a}
.title{text-align:center;font-size:18px;font-weight:bold;margin:3mm 0;letter-spacing:1px}table{border-collapse:collapse;width:100%}.facts td{border:1px solid #9bc;padding:1.2mm 2mm}.facts td:nth-child(odd){background:#eef6f9;width:24mm}
.cust{margin:3mm 0}.why{background:#eef6f9;padding:1.5mm 2mm;margin-bottom:3mm}.it th{border-bottom:1.5px solid #1b6f8a;text-align:right;padding:1mm}.it td{padding:1.2mm 1mm;border-bottom:1px dotted #999}.it td:nth-child(n+2){text-align:left}
.tot{width:70mm;margin:4mm auto 0 0}.tot td{padding:1mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;border-top:2px solid #000;font-size:13.5px}.sig{display:flex;justify-content:space-between;margin-top:12mm}`;
    const page = 'A5';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
