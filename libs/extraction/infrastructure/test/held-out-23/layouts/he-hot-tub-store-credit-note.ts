import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, trailingMinus } from '../../generalisation/notation';
import { lr, spread, vendorId } from './extra';

const STORES = [
  { brand: 'עולם הספא', latin: false, legal: 'ג\'קוזי וספא לבית י.ר. בע"מ', label: 'ח.פ.', company: true, hyphen: true, branch: 'סניף מודיעין, מרכז ישפרו' },
  { brand: 'SAUNA NORD', latin: true, legal: 'קרין לוי', label: 'עוסק מורשה', company: false, hyphen: false, branch: "רח' האורגים 8, חולון" },
  { brand: 'AQUAREAL', latin: true, legal: 'אקווה-ריל מוצרי ספא בע"מ', label: 'ח"פ', company: true, hyphen: false, branch: 'ביג פאשן, בית שמש' },
] as const;

// item, price before VAT in agorot
const ITEMS: [string, number][] = [
  ["כיסוי תרמי לג'קוזי 2.2×2.2", 289000],
  ["ג'קוזי מתנפח 4 מקומות", 349000],
  ['סאונה אינפרא-אדום לזוג', 1290000],
  ['משאבת סינון 0.75 כ"ס', 168000],
  ['ערכת כימיקלים לעונה', 42000],
  ["מדרגה מעוצבת לג'קוזי", 76000],
  ['התקנה וחיבור חשמל', 95000],
  ['אבני סאונה (20 ק"ג)', 31000],
  ['משלוח והובלה במנוף', 120000],
];
const REASONS = ['החזרת מוצר פגום', 'ביטול עסקה בתוך 14 יום', 'הפרש מחיר - מבצע שהוחל בדיעבד', 'ביטול התקנה', 'פריט שלא סופק'];

/**
 * A hot tub and home sauna store's credit note on A5 (Nachlieli CLM, Liberation Serif or DejaVu Sans; the brand in
 * Shofar, or Latin in Noto Serif Display spaced capitals, over drawn bubbles, a blue stripe down the side): a company
 * with "ח.פ." (hyphenated) / "ח"פ", or a Latin brand over the owner's own name with "עוסק מורשה"; "חשבונית זיכוי" or
 * "חשבונית מס זיכוי" with "מס' זיכוי" ("Z-3381", "2025/044", six digits) and "תאריך"; "בגין חשבונית מס' … מתאריך …"
 * weeks or months before; the customer with a valid ת.ז. and a mobile; "סיבת הזיכוי"; one to three lines credited in
 * full or in part; "סה"כ זיכוי לפני מע"מ", "מע"מ" at the sale's rate, "סה"כ זיכוי"; amounts with a trailing minus,
 * a leading minus or plain; refunded to the card or a bank account, or kept as store credit until a date.
 */
export const heHotTubStoreCreditNote: Layout = {
  id: 'he-hot-tub-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = spread(seed, 'he-hot-tub-store-credit-note');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    let date = randomDate(rng, '2023-07-01', '2026-03-28');
    let sale = addDays(date, -rng.int(10, 120));
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      const shift = Math.round((Date.parse('2025-01-02') - Date.parse(sale)) / 86400000);
      sale = addDays(sale, shift);
      date = addDays(date, shift);
    }
    const rate = israeliRate(sale);
    const reason = rng.pick(REASONS);
    const partial = reason.startsWith('הפרש');
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, price]) => {
      const pct = partial ? rng.pick([10, 15, 20]) : 100;
      return { name, price, pct, credit: Math.round((price * pct) / 100) };
    });
    const net = lines.reduce((a, l) => a + l.credit, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const style = rng.pick(['trailing', 'leading', 'plain'] as const);
    const money = (c: number) => lr(style === 'trailing' ? trailingMinus(c) : style === 'leading' ? `-${amount(c)}` : amount(c));
    const docNo = rng.pick([() => `Z-${rng.int(1000, 4999)}`, () => `${date.slice(0, 4)}/${String(rng.int(1, 180)).padStart(3, '0')}`, () => String(rng.int(500000, 599999))])();
    const invNo = String(rng.int(10000, 99999));
    const title = rng.pick(['חשבונית זיכוי', 'חשבונית מס זיכוי']);
    const font = rng.pick(['Nachlieli CLM', 'Liberation Serif', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const bubbles = `<svg width="40" height="30" viewBox="0 0 40 30">${[
      [8, 20, 6],
      [20, 10, 4],
      [30, 20, 5],
      [26, 4, 2.5],
      [13, 6, 2],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#1f6fa3" stroke-width="1.4"/>`)
      .join('')}</svg>`;
    const rows = lines
      .map((l) => `<tr><td>${esc(l.name)}${l.pct < 100 ? ` <span class="sm">(${l.pct}% ממחיר ${lr(amount(l.price))})</span>` : ''}</td><td>${money(l.credit)}</td></tr>`)
      .join('');
    const refund = rng.pick([
      () => `הזיכוי הוחזר לכרטיס האשראי ${lr(`****${rng.digits(4)}`)} שבו בוצעה העסקה`,
      () => `הזיכוי יועבר לחשבון הבנק של הלקוח תוך 14 ימי עסקים`,
      () => `יתרת זיכוי לשימוש בחנות עד ${d(addDays(date, 365))}`,
    ])();
    const body = `<div class="stripe"></div><div class="wrap"><div class="top">${bubbles}<div><div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="sm">ג'קוזי · סאונות · אביזרי ספא</div></div></div>
<div class="ids">${esc(s.legal)} · ${s.label} ${lr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(s.branch)}</div>
<div class="title">${title}</div>
<table class="kv"><tr><td>מס' זיכוי</td><td><b>${lr(docNo)}</b></td><td>תאריך</td><td>${d(date)}</td></tr>
<tr><td colspan="4">בגין חשבונית מס' ${lr(invNo)} מתאריך ${d(sale)}</td></tr>
<tr><td>לקוח/ה</td><td>${esc(rng.pick(['גלית אלמוג', 'בוריס קוגן', 'ראמי סמעאן', 'הדס ויינברג']))}</td><td>ת.ז.</td><td>${lr(personalId(rng))}</td></tr>
<tr><td>נייד</td><td colspan="3">${lr(cellular(rng))}</td></tr></table>
<div class="reason">סיבת הזיכוי: ${esc(reason)}</div>
<table class="lines"><tr class="th"><td>פריט</td><td>זיכוי ₪</td></tr>${rows}</table>
<table class="sum"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${money(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${money(total)}</td></tr></table>
<div class="note">${refund}</div><div class="sign">חתימת הלקוח: ______________ &nbsp; חתימת המוכר: ______________</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#12263a;display:flex}
.stripe{width:6mm;min-height:210mm;background:#1f6fa3}.wrap{flex:1;padding:8mm 9mm}.top{display:flex;gap:3mm;align-items:center}.brand{font-family:'Shofar','Noto Sans Hebrew',sans-serif;font-size:24px;font-weight:bold;color:#1f6fa3}.brand.lat{font-family:'Noto Serif Display','Noto Serif',serif;letter-spacing:3px;font-size:21px}
.ids{font-size:9.5px;margin-top:1mm}.title{margin:4mm 0 2mm;font-size:17px;font-weight:bold;border-bottom:2px solid #1f6fa3;padding-bottom:1mm}.kv{width:100%}.kv td{padding:0.7mm 1mm}
.reason{margin:2mm 0;background:#e8f1f8;padding:1.5mm}.lines{width:100%;border-collapse:collapse}.lines td{padding:1.2mm;border-bottom:0.5px solid #bcd}.th td{font-weight:bold;border-bottom:1.2px solid #12263a}.lines td:last-child{text-align:left;white-space:nowrap}
.sum{margin-right:auto;margin-top:3mm;min-width:60mm}.sum td{padding:0.7mm 1.5mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:13px;border-top:1.2px solid #12263a}
.sm{font-size:9px}.note{margin-top:3mm}.sign{margin-top:8mm;font-size:9.5px}bdi{white-space:nowrap}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
