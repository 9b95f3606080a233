import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, officeDay, taxIn, vid, house } from './extra';

const ID = 'he-water-purifier-credit-note';
const FIRMS = [
  { brand: 'מים זכים', legal: 'אורן מזרחי', company: false, label: 'עוסק מורשה', trade: 'מכירה והתקנה של מערכות טיהור מים', addr: "רח' הגליל 21, עפולה" },
  { brand: '', legal: 'אקווה-פיור מערכות בע"מ', company: true, label: 'ח.פ.', trade: 'מערכות טיהור וסינון מים לבית', addr: "רח' המדע 8, רחובות" },
  { brand: 'PURA', legal: 'פורה טכנולוגיות מים בע"מ', company: true, label: 'ח"פ', trade: 'ברי מים ומערכות אוסמוזה', addr: "רח' האופן 5, נתניה" },
];
/** Goods and services (prices include VAT): name, price range in agorot. */
const GOODS: [string, number, number][] = [
  ['בר מים חם-קר-פושר מתחת לכיור', 249000, 389000],
  ['מערכת אוסמוזה הפוכה 5 שלבים', 149000, 229000],
  ['מסנן מרכזי לכל הבית 20"', 89000, 139000],
  ['ברז טריו עם יציאה למים מסוננים', 69000, 119000],
  ['ערכת מסננים שנתית (3 מסננים)', 39000, 59000],
  ['מנוי שנתי להחלפת מסננים וטכנאי', 49000, 79000],
  ['התקנה מקצועית כולל חיבור לחשמל', 35000, 55000],
];
const CUSTOMERS = ['ליאת ויוסי אברהם', 'דוד אלמוג', 'סיגל בר-און', 'עידו ומרים כץ'];

/** A water purifier dealer's credit note on A5: the credited invoice and its date, the customer's own id, the reason (a cancellation within fourteen days less the cancellation fee of 5% or ₪100, whichever is lower; a faulty unit credited whole; a service not given), prices including VAT, "סה"כ זיכוי" with a leading or trailing minus or plain; refunded to the card, by transfer or set off. */
export const heWaterPurifierCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const reason = rng.pick(['cancel', 'fault', 'service'] as const);
    const back = reason === 'cancel' ? rng.int(3, 13) : rng.int(10, 35);
    let orig = addDays(date, -back);
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-${String(rng.int(2, 9)).padStart(2, '0')}`;
    const picked = rng.some(GOODS, reason === 'fault' ? 1 : rng.int(1, 3)).map(([name, lo, hi]) => ({ name, u: Math.round(rng.int(lo, hi) / 1000) * 1000 - 100 }));
    const lines = picked.map((p) => ({ name: p.name, q: 1, sum: p.u }));
    const sumLines = add(lines.map((l) => l.sum));
    const fee = reason === 'cancel' ? Math.min(Math.round(sumLines * 0.05), 10000) : 0;
    const credit = sumLines - fee;
    const vat = taxIn(credit, rate);
    const net = credit - vat;
    const docNo = house(ID, n, [() => `ZC-${rng.int(1000, 1999)}`, () => `${rng.int(5, 7)}-${String(rng.int(1, 999)).padStart(5, '0')}`, () => String(rng.int(8000, 8999))])();
    const origNo = String(rng.int(20000, 29999));
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const font = rng.pick(["'Nachlieli CLM'", "'Noto Serif Hebrew'", "'FreeSans'"]);
    const sign = rng.pick(['lead', 'trail', 'plain'] as const);
    const show = (c: number) => (sign === 'lead' ? lr(`-${amount(c)}`) : sign === 'trail' ? lr(trailingMinus(c)) : amount(c));
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const cust = rng.pick(CUSTOMERS);
    const why =
      reason === 'cancel'
        ? `ביטול עסקה בתוך 14 יום לפי חוק הגנת הצרכן, בניכוי דמי ביטול (5% או 100 ₪, הנמוך מביניהם).`
        : reason === 'fault'
          ? 'המכשיר הוחזר עקב תקלה חוזרת בקירור; הוחלף בדגם אחר בחשבונית נפרדת.'
          : 'השירות לא סופק – הלקוח עבר דירה לפני מועד ההתקנה.';
    const refund = rng.pick([`הזיכוי הוחזר לכרטיס האשראי המסתיים ב-${lr(rng.digits(4))}.`, `הזיכוי יועבר בהעברה בנקאית תוך 7 ימי עסקים.`, `הזיכוי יקוזז מהחשבון הבא של הלקוח.`]);
    const drop = `<svg width="34" height="44" viewBox="0 0 34 44"><path d="M17 2 C17 2 3 20 3 29 a14 14 0 0 0 28 0 C31 20 17 2 17 2 Z" fill="#4fc3f7" stroke="#0277bd" stroke-width="2"/><path d="M10 30 a7 7 0 0 0 7 7" stroke="#fff" stroke-width="2.5" fill="none"/></svg>`;
    const body = `<div class="pg"><div class="top">${drop}<div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div class="tr">${esc(f.trade)}</div></div>
<div class="ad">${f.label} ${lr(idText)}<br>${esc(f.addr)}<br>${lr(cellular(rng))}</div></div>
<div class="title">חשבונית מס זיכוי מס' ${lr(docNo)}</div>
<div class="meta"><span>תאריך: <b>${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}</b></span><span>מקור</span></div>
<div class="cu">לכבוד: <b>${esc(cust)}</b> · ת.ז. ${lr(personalId(rng))} · ${esc(rng.pick(['נוף הגליל', 'חדרה', 'יבנה', 'גבעת עדה']))}</div>
<div class="ref">זיכוי בגין חשבונית מס ${lr(origNo)} מיום ${lr(dt(orig, 'dd/mm/yyyy'))}.<br>סיבה: ${why}</div>
<table><tr><th>פריט</th><th>כמות</th><th>סכום כולל מע"מ</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.sum)}</td></tr>`).join('')}
${fee ? `<tr><td>בניכוי דמי ביטול</td><td></td><td>${lr(`-${amount(fee)}`)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${show(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${show(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${show(credit)}</td></tr></table>
<div class="nt">${refund}<br>אחריות היצרן על מכשירים שלא הוחזרו נשארת בתוקף.</div>
<div class="sig">חתימת הלקוח: __________ &nbsp; חתימת המוכר: __________</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#102030}.pg{width:148mm;min-height:210mm;box-sizing:border-box;padding:9mm 10mm;border-right:6mm solid #0277bd}
.top{display:flex;gap:3mm;align-items:center}.nm{font-size:21px;font-weight:bold;color:#0277bd}.own{font-weight:bold;font-size:13px}.tr{font-size:10.5px}.ad{margin-right:auto;text-align:left;line-height:1.5;font-size:10px}
.title{margin:5mm 0 2mm;font-size:17px;font-weight:bold;border-bottom:2px solid #0277bd;padding-bottom:1mm}.meta{display:flex;justify-content:space-between;margin-bottom:3mm}.cu{margin-bottom:2mm}.ref{background:#e1f5fe;padding:2mm;line-height:1.6;margin-bottom:3mm}
table{width:100%;border-collapse:collapse}th{text-align:right;border-bottom:1.5px solid #0277bd;padding:1mm}td{padding:1.2mm 1mm;border-bottom:1px solid #cfe3ee}td:last-child{text-align:left}
.tot{width:70mm;margin-top:3mm;margin-right:auto}.g td{font-weight:bold;font-size:14px;border-top:2px solid #0277bd;border-bottom:none}.nt{margin-top:4mm;line-height:1.6}.sig{margin-top:9mm}`;
    const page = 'A5';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
