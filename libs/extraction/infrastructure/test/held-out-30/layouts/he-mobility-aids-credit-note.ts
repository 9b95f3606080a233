import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { add, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-mobility-aids-credit-note';
const STORES = [
  { brand: '', legal: 'ניידות פלוס ציוד רפואי בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' הברזל 30, תל אביב", color: '#1f5f8b' },
  { brand: 'הליכה בטוחה', legal: 'חנה ברגר', company: false, label: 'עוסק מורשה', trade: 'אביזרי ניידות, הליכה ושיקום', addr: "רח' ויצמן 51, כפר סבא", color: '#2e7d4f' },
  { brand: 'MOVEWELL', legal: 'מובוול ישראל בע"מ', company: true, label: 'ח"פ', trade: '', addr: "שד' ירושלים 120, אשדוד", color: '#7b3f98' },
];
const GOODS: [string, number, number][] = [
  ['כיסא גלגלים מתקפל קל משקל', 120000, 210000],
  ['הליכון ארבע גלגלים (רולטור) עם מושב', 55000, 95000],
  ['הליכון קבוע מתקפל', 18000, 32000],
  ['כיסא רחצה מתכוונן', 22000, 38000],
  ['מושב מוגבה לאסלה', 14000, 26000],
  ['קביים אלומיניום (זוג)', 9000, 16000],
  ['מקל הליכה עם ידית ארגונומית', 6000, 11000],
  ['כרית מניעת פצעי לחץ', 35000, 62000],
  ['קלנועית ארבעה גלגלים', 850000, 1350000],
  ['רמפה מתקפלת לכיסא גלגלים', 48000, 79000],
];
const REASONS = ['החזרת מוצר בתוך תקופת ההחזרה', 'מידה לא מתאימה למטופל', 'פגם במוצר – הוחלף בדגם אחר', 'ביטול עסקה לאחר אישור קופת חולים'];

/** A mobility-aids store's credit note on A4: the customer with a personal id, the invoice credited and its day, the reason, returned goods with net unit prices, a handling fee kept on some, VAT, the credit as a negative total. */
export const heMobilityAidsCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(raw);
    const s = STORES[n % STORES.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    let orig = addDays(date, -rng.int(5, 25));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-${String(rng.int(2, 20)).padStart(2, '0')}`;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => {
      const q = rng.int(1, 2);
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { name, q, u, sum: q * u, cat: String(rng.int(10000, 99999)) };
    });
    const returned = add(lines.map((l) => l.sum));
    const fee = rng.chance(0.4) ? Math.round(returned * 0.05) : 0;
    const net = returned - fee;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => `ZK-${rng.int(1000, 9999)}`, () => String(rng.int(70000, 79999)), () => `${date.slice(0, 4)}/${rng.int(100, 999)}`])();
    const origNo = String(rng.int(30000, 69999));
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const show = (d: string) => (fmt === 'he' ? dt(d, 'he') : lr(dt(d, fmt)));
    const font = rng.pick(["'Liberation Sans','Noto Sans Hebrew'", "'Noto Sans Hebrew','Noto Sans'", "'David CLM','Liberation Serif'"]);
    const minus = rng.chance(0.5);
    const neg = (c: number) => (minus ? lr(`-${amount(c)}`) : amount(c));
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const cust = rng.pick(['יוסף אזולאי', 'רבקה גולדשטיין', 'חיים פרץ', 'פאטמה אבו ריא', 'מרדכי שפירא']);
    const rows = lines.map((l) => `<tr><td>${lr(l.cat)}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${neg(l.sum)}</td></tr>`).join('');
    const wheel = `<svg width="40" height="40" viewBox="0 0 40 40"><circle cx="17" cy="25" r="12" fill="none" stroke="${s.color}" stroke-width="3"/><circle cx="17" cy="25" r="2" fill="${s.color}"/><path d="M13 4v14h14l6 12" fill="none" stroke="${s.color}" stroke-width="3"/><circle cx="13" cy="4" r="2.5" fill="${s.color}"/></svg>`;
    const body = `<div class="band" style="background:${s.color}">${wheel}<div class="nm">${esc(s.brand || s.legal)}</div></div>
<div class="lh"><div>${s.brand ? `<b class="own">${esc(s.legal)}</b><br>` : ''}${s.trade ? `${esc(s.trade)}<br>` : ''}${s.label} ${lr(idText)}</div><div class="ad">${esc(s.addr)}<br>טל' ${lr(landline(rng))}</div></div>
<h1>חשבונית מס זיכוי</h1>
<table class="kv"><tr><td>מספר</td><td><b>${lr(docNo)}</b></td><td>תאריך</td><td><b>${show(date)}</b></td></tr>
<tr><td>לקוח</td><td>${esc(cust)}</td><td>ת.ז.</td><td>${lr(personalId(rng))}</td></tr>
<tr><td>בגין חשבונית</td><td>${lr(origNo)}</td><td>מיום</td><td>${show(orig)}</td></tr>
<tr><td>סיבת הזיכוי</td><td colspan="3">${esc(rng.pick(REASONS))}</td></tr></table>
<table class="rows"><tr><th>קוד</th><th>פריט מוחזר</th><th>כמות</th><th>מחיר ליח' (לפני מע"מ)</th><th>סכום</th></tr>${rows}</table>
<table class="tot">${fee ? `<tr><td>סה"כ פריטים מוחזרים</td><td>${neg(returned)}</td></tr><tr><td>דמי טיפול והחזרה 5%</td><td>${minus ? amount(fee) : lr(`-${amount(fee)}`)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${neg(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${neg(total)} ₪</td></tr></table>
<div class="nt">${rng.pick(['הזיכוי הוחזר לכרטיס האשראי שבו בוצע התשלום.', 'הסכום יוחזר בהעברה בנקאית תוך 7 ימי עסקים.', 'הזיכוי קוזז מיתרת החוב של הלקוח.'])}<br>חתימת הלקוח: ______________</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#1c1c1c;width:210mm;box-sizing:border-box;padding:0 0 10mm}
.band{display:flex;align-items:center;gap:4mm;color:#fff;padding:5mm 15mm}.band svg *{stroke:#fff}.band circle[r="2"],.band circle[r="2.5"]{fill:#fff}.nm{font-size:28px;font-weight:bold}
.lh{display:flex;justify-content:space-between;padding:3mm 15mm;line-height:1.6}.own{font-size:15px}.ad{text-align:left}
h1{font-size:22px;margin:4mm 15mm;color:${s.color}}.kv{margin:0 15mm;width:180mm;border-collapse:collapse}.kv td{border:1px solid #ccc;padding:1.8mm}.kv td:nth-child(odd){background:#f2f4f7;width:30mm}
.rows{margin:6mm 15mm 0;width:180mm;border-collapse:collapse}.rows th{border-bottom:2px solid ${s.color};padding:1.5mm;text-align:right}.rows td{padding:1.5mm;border-bottom:1px solid #ddd}.rows td:nth-child(n+3),.rows th:nth-child(n+3){text-align:left}
.tot{margin:5mm 15mm 0 auto;width:90mm;border-collapse:collapse;margin-left:15mm;margin-right:auto}.tot td{padding:1.3mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid ${s.color};border-bottom:2px solid ${s.color}}.nt{margin:12mm 15mm 0;line-height:1.8}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
