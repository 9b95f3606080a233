import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-sulya-orthopedic-shoe-credit-note';

/** Goods, agorot with VAT (approximate 2022 prices). */
const GOODS: [string, number][] = [
  ['נעל הליכה אורתופדית – נשים', 54900],
  ['נעל הליכה אורתופדית – גברים', 57900],
  ['סנדל אנטומי עם תמיכת קשת', 38900],
  ['נעל עבודה מרופדת S3', 46900],
  ['כפכף בית רפואי', 19900],
  ['מדרסים מוכנים ספורט (זוג)', 22000],
  ['גרבי סוכרתיים (3 זוגות)', 8900],
  ['מגן עקב סיליקון (זוג)', 6900],
];
const REASONS = ['החזרה תוך 14 יום – לא התאים', 'מידה לא מתאימה', 'פגם בתפירה – החלפה לא אפשרית', 'ביטול עסקה לפי חוק הגנת הצרכן'];

/**
 * An orthopaedic footwear shop at Petah Tikva crediting a customer, A5 (Drugulin CLM for the name, David CLM, Liberation
 * Mono): a drawn sole print beside "סוליה", "סוליה נעליים אורתופדיות בע"מ" with "ח.פ." spaced in a box at the top
 * left; "חשבונית מס זיכוי", "מספר" (90 and four digits), "תאריך" dd.mm.yyyy; the customer, mobile, the original
 * invoice with its number, date and total, the reason (distractors); the returned goods at prices with VAT, their
 * credits with a trailing minus; unless the goods are faulty "דמי ביטול 5% (עד 100 ₪)" kept (reducing the credit);
 * "סה"כ זיכוי כולל מע"מ" "… -", "מע"מ n% כלול", "זיכוי לפני מע"מ" (contained, negative); the refund to the card
 * (a distractor); not Saturday.
 */
export const heSulyaOrthopedicShoeCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.03)) / 100) * 100 - 10;
    const goods = rng.some(GOODS, rng.int(1, 3)).map(([a, p]) => ({ a, q: 1, p: up(p) }));
    const sold = [...goods, ...rng.some(GOODS, rng.int(0, 2)).map(([a, p]) => ({ a, q: 1, p: up(p) }))];
    const items = total(goods.map((g) => g.q * g.p));
    const reason = rng.pick(REASONS);
    const faulty = reason.startsWith('פגם');
    const fee = faulty ? 0 : Math.min(Math.round((items * 5) / 100), 10000);
    const credit = items - fee;
    const rate = israeliRate(date);
    const vat = vatIn(credit, rate);
    const vendorName = 'סוליה נעליים אורתופדיות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `90${rng.digits(4)}`;
    const bought = avoid(plus(date, -rng.int(2, 13)), [6]);
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const sole = `<svg width="30" height="56" viewBox="0 0 30 56"><path d="M15 2 C26 2 28 14 26 24 C24 32 20 34 21 42 C22 50 18 54 13 54 C7 54 6 48 7 40 C8 32 4 26 4 16 C4 8 8 2 15 2 Z" fill="none" stroke="#1a237e" stroke-width="2.2"/><circle cx="15" cy="14" r="4" fill="#1a237e"/><circle cx="14" cy="44" r="4" fill="#1a237e"/></svg>`;
    const body = `<div class="hd">${sole}<div><div class="nm">סוליה</div><div class="sm">נעליים אורתופדיות · מדרסים · ייעוץ</div><div class="sm">רח' ההסתדרות ${n(String(rng.int(3, 90)))}, פתח תקווה · ${n(`03-93${rng.digits(5)}`)}</div></div>
<div class="vbox">${vendorName}<br>ח.פ. ${n(spacedId(taxId))}</div></div>
<h1>חשבונית מס זיכוי</h1><div class="meta"><div>מספר: <b>${n(doc)}</b></div><div>תאריך: <b>${n(dt(date, 'dd.mm.yyyy'))}</b></div></div>
<table class="kv"><tr><th>לקוח/ה</th><td>${rng.pick(['רבקה אשכנזי', 'משה גולן', 'אסתר ביטון', 'יעקב לוי', 'נאוה שלום'])}</td><th>נייד</th><td>${n(cellular(rng))}</td></tr>
<tr><th>חשבונית מקור</th><td>${n(String(rng.int(20000, 69999)))} מ-${n(dt(bought, 'dd.mm.yyyy'))}</td><th>סכום מקור</th><td>${n(amount(total(sold.map((g) => g.p))))}</td></tr><tr><th>סיבה</th><td colspan="3">${reason}</td></tr></table>
<table class="t"><tr><th>פריט מוחזר</th><th>כמות</th><th>מחיר כולל מע"מ</th><th>זיכוי</th></tr>${goods.map((g) => `<tr><td>${g.a}</td><td>${n(String(g.q))}</td><td>${n(amount(g.p))}</td><td>${n(trailingMinus(g.q * g.p))}</td></tr>`).join('')}
${fee ? `<tr><td>דמי ביטול ${n('5%')} (עד ${n('100')} ₪)</td><td></td><td></td><td>${n(amount(fee))}</td></tr>` : ''}</table>
<div class="tot"><div class="g"><span>סה"כ זיכוי כולל מע"מ</span>${n(trailingMinus(credit))}</div><div><span>מע"מ ${n(`${rate}%`)} כלול</span>${n(trailingMinus(vat))}</div><div><span>זיכוי לפני מע"מ</span>${n(trailingMinus(credit - vat))}</div></div>
<p class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצע התשלום (${n(`****${rng.digits(4)}`)}) תוך ${n('5')} ימי עסקים. מדרסים בהתאמה אישית אינם ניתנים להחזרה.</p><p class="sig">חתימת הלקוח: ____________ &nbsp; שם המוכר/ת: ${rng.pick(['אילנה', 'רועי', 'טל'])}</p>`;
    const css = `body{font-family:'David CLM';font-size:13.5px;padding:9mm 10mm;color:#1b1b1b}.n{font-family:'Liberation Mono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;gap:8px;align-items:center}.nm{font-family:'Drugulin CLM';font-size:34px;font-weight:bold;color:#1a237e;line-height:1}.sm{font-size:11.5px;color:#444}.vbox{margin-inline-start:auto;border:1.5px solid #1a237e;padding:5px 8px;font-size:12px;line-height:1.5}
h1{text-align:center;font-size:20px;margin:12px 0 4px;letter-spacing:1px}.meta{display:flex;justify-content:center;gap:30px;margin-bottom:8px}
.kv{width:100%;font-size:12.5px}.kv th{text-align:start;font-weight:normal;color:#555;padding:2px 4px;white-space:nowrap}.kv td{padding:2px 4px}
.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{background:#e8eaf6;text-align:start;padding:4px;font-size:12px}.t td{padding:4px;border-bottom:1px solid #ccc}
.tot{width:62%;margin:10px auto 0 0}.tot div{display:flex;justify-content:space-between;padding:2px 4px}.g{font-weight:bold;font-size:15px;border:1.5px solid #1a237e}.sig{margin-top:18px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
