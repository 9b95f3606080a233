import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { dateInYears, lr, pct, spread, taxIn, taxOn, vendorId } from './extra';

const STORES = [
  {
    brand: 'IRONHOUSE',
    latin: true,
    sub: 'ציוד כושר לבית ולמועדון',
    legal: 'כושר פלוס ציוד ספורט בע"מ',
    company: true,
    label: 'ח.פ.',
    hyphen: false,
    branch: "סניף ראשון לציון, רח' סחרוב 21",
  },
  {
    brand: 'בית הכושר הביתי',
    latin: false,
    sub: 'הליכונים · אופני כושר · משקולות',
    legal: 'עומר שפירא',
    company: false,
    label: "עוסק מורשה מס'",
    hyphen: false,
    branch: "רח' התעשייה 8, קריית ביאליק",
  },
  { brand: 'ספורטק', latin: false, sub: 'ציוד כושר ושיקום', legal: 'ספורטק ציוד כושר בע"מ', company: true, label: 'ח"פ', hyphen: true, branch: 'קניון הזהב, ראשון לציון' },
] as const;

// item, price incl. VAT in agorot
const GOODS: [string, number][] = [
  ['הליכון חשמלי מתקפל 2.5 כ"ס', 489000],
  ['אופני ספינינג גלגל תנופה 18 ק"ג', 259000],
  ['מכשיר חתירה מגנטי', 329000],
  ['סט משקולות מתכווננות 2×24 ק"ג', 149000],
  ['ספסל כוח מתכוונן', 89000],
  ['מתקן מתח וטבעות לקיר', 45900],
  ['אליפטיקל ביתי', 399000],
  ["משטח גומי לחדר כושר 1×1 מ' (6 יח')", 54000],
];

const REASONS = [
  { text: 'ביטול עסקה בתוך 14 יום - בניכוי דמי ביטול 5%', fee: 5, part: 100 },
  { text: 'מוצר פגום - הוחזר למעבדת היבואן', fee: 0, part: 100 },
  { text: 'הפרש מחיר - המוצר ירד במבצע בתוך 30 יום', fee: 0, part: 15 },
  { text: 'ביטול הרכבה בבית הלקוח', fee: 0, part: 0 },
] as const;

/**
 * A fitness equipment store's credit note on landscape A5 (Liberation Sans, FreeSans or Noto Serif Hebrew; a Latin
 * brand "IRONHOUSE" in URW Gothic heavy capitals, or a Hebrew brand in Aharoni CLM, over a drawn dumbbell): a
 * company with "ח.פ." or "ח"פ" (hyphenated), or the brand over the licensed dealer's own name with "עוסק מורשה
 * מס'"; the title ("חשבונית מס זיכוי", "חשבונית זיכוי" or "זיכוי") and its number ("ZC-0412", "9/00218" or eight
 * digits) with "תאריך" in a right-hand column, the customer with a valid ת.ז. and a mobile in a left-hand one;
 * "מתייחס לחשבונית מס' … מיום …" days or weeks before; "סיבת הזיכוי" (a cancellation within 14 days less a 5% fee
 * shown as its own line, a faulty product, a price difference of 15%, a cancelled assembly); credited lines;
 * "סה"כ זיכוי לפני מע"מ", "מע"מ", "סה"כ זיכוי" as a negative, in brackets or with "זכות"; refunded to the card in
 * instalments as the sale was, or a store credit voucher valid for a year.
 */
export const heFitnessEquipmentCreditNote: Layout = {
  id: 'he-fitness-equipment-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = spread(seed, 'he-fitness-equipment-credit-note');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    let date = dateInYears(rng, '2023-07-01', '2026-03-28');
    const back = rng.int(3, 40);
    let sold = addDays(date, -back);
    // The sale credited and the credit note stay on the same side of the change of rate.
    if (israeliRate(sold) !== israeliRate(date)) {
      date = addDays('2025-01-01', back + rng.int(0, 20));
      sold = addDays(date, -back);
    }
    const rate = israeliRate(date);
    const reason = back <= 14 ? rng.pick(REASONS) : rng.pick(REASONS.slice(1));
    const picked = rng.some(GOODS, reason.part === 0 ? 1 : rng.int(1, 2));
    const net = (gross: number) => gross - taxIn(gross, rate * 100);
    const lines: { name: string; net: number }[] = [];
    if (reason.part === 0) {
      lines.push({ name: `הרכבה והתקנה בבית הלקוח - ${picked[0][0]}`, net: net(rng.int(25, 45) * 1000) });
    } else {
      for (const [name, price] of picked) lines.push({ name: reason.part === 100 ? name : `${name} (${reason.part}% ממחיר ${amount(price)})`, net: net(pct(price, reason.part)) });
    }
    const credited = lines.reduce((a, l) => a + l.net, 0);
    const fee = reason.fee ? pct(credited, reason.fee) : 0;
    const netCredit = credited - fee;
    const vat = taxOn(netCredit, rate * 100);
    const grossCredit = netCredit + vat;
    const docNo = rng.pick([
      () => `ZC-${String(rng.int(100, 999)).padStart(4, '0')}`,
      () => `${rng.int(2, 9)}/${String(rng.int(100, 999)).padStart(5, '0')}`,
      () => `4${rng.digits(7)}`,
    ])();
    const invoice = String(rng.int(10000, 89999));
    const title = rng.pick(['חשבונית מס זיכוי', 'חשבונית זיכוי', 'זיכוי']);
    const style = rng.pick(['minus', 'brackets', 'credit'] as const);
    const money = (c: number) => (style === 'minus' ? lr(`-${amount(c)}`) : style === 'brackets' ? lr(`(${amount(c)})`) : `${lr(amount(c))} זכות`);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const font = rng.pick(['Liberation Sans', 'FreeSans', 'Noto Serif Hebrew']);
    const customer = rng.pick(['אסף נחמיאס', 'ליאור בן חמו', 'גלית קורן', 'וליד עבאס', 'אנה פרלמן']);
    const payments = rng.pick([1, 3, 6, 10]);
    const refund = rng.chance(0.65)
      ? `הזיכוי יבוצע לכרטיס האשראי שבו בוצעה העסקה (${lr(`****${rng.digits(4)}`)})${payments > 1 ? `, ב-${lr(String(payments))} תשלומים כבעסקה המקורית` : ''}.`
      : `הונפק שובר זיכוי מס' ${lr(String(rng.int(3000, 9999)))} בתוקף עד ${d(addDays(date, 365))}, למימוש בכל סניפי הרשת.`;
    const dumbbell = `<svg width="54" height="22" viewBox="0 0 54 22"><rect x="2" y="4" width="6" height="14" rx="1" fill="#c0262d"/><rect x="9" y="1" width="6" height="20" rx="1" fill="#222"/><rect x="15" y="9" width="24" height="4" fill="#555"/><rect x="39" y="1" width="6" height="20" rx="1" fill="#222"/><rect x="46" y="4" width="6" height="14" rx="1" fill="#c0262d"/></svg>`;
    const brand = s.latin ? `<div class="lat">${esc(s.brand)}</div>` : `<div class="heb">${esc(s.brand)}</div>`;
    const owner = `<div class="legal">${esc(s.legal)}</div>`;
    const tr = (l: (typeof lines)[number]) => `<tr><td>${esc(l.name)}</td><td>${lr('1')}</td><td>${money(l.net)}</td></tr>`;
    const feeRow = fee ? `<tr class="fee"><td>בניכוי דמי ביטול ${reason.fee}%</td><td></td><td>${lr(amount(fee))}</td></tr>` : '';
    const idText = s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const body = `<div class="sheet"><div class="head"><div class="b">${dumbbell}${brand}<div class="sub">${esc(s.sub)}</div></div><div class="ids">${owner}${s.label} ${lr(idText)}<br>${esc(s.branch)}</div></div>
<div class="cols"><div class="c1"><div class="ti">${title}</div><div>מס' <b>${lr(docNo)}</b></div><div>תאריך: ${d(date)}</div><div class="ref">מתייחס לחשבונית מס' ${lr(invoice)} מיום ${d(sold)}</div></div>
<div class="c2">לקוח/ה: ${esc(customer)}<br>ת.ז. ${lr(personalId(rng))}<br>נייד ${lr(cellular(rng))}</div></div>
<div class="why">סיבת הזיכוי: ${esc(reason.text)}</div>
<table class="lines"><tr class="th"><td>פריט</td><td>כמות</td><td>סכום לפני מע"מ</td></tr>${lines.map(tr).join('')}${feeRow}</table>
<div class="bottom"><div class="refund">${refund}<div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div></div>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${money(netCredit)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי ₪</td><td>${money(grossCredit)}</td></tr></table></div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1a1a1a}.sheet{padding:7mm 9mm;border-top:5mm solid #c0262d}
.head{display:flex;justify-content:space-between;align-items:flex-start}.b{display:flex;align-items:center;gap:3mm;flex-wrap:wrap}.lat{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:26px;letter-spacing:3px}.heb{font-family:'Aharoni CLM',sans-serif;font-size:26px;font-weight:bold}.sub{font-size:10px;width:100%}
.ids{text-align:left;font-size:10px;line-height:1.6}.legal{font-weight:bold;font-size:11px}
.cols{display:flex;gap:8mm;margin:3mm 0}.c1{flex:1.4;border-left:1px solid #999}.c2{flex:1;line-height:1.6}.ti{font-size:17px;font-weight:bold;color:#c0262d}.ref{font-size:10px;margin-top:1mm}
.why{background:#f3e3e3;padding:1.5mm 3mm;margin-bottom:2mm}.lines{width:100%;border-collapse:collapse}.lines td{padding:1mm 1.5mm;border-bottom:0.5px solid #bbb}.lines td:nth-child(n+2){text-align:left;white-space:nowrap}.th td{font-weight:bold;border-bottom:1.5px solid #1a1a1a}.fee td{color:#444}
.bottom{display:flex;justify-content:space-between;gap:6mm;margin-top:3mm}.refund{flex:1;font-size:10px;line-height:1.5}.sig{margin-top:5mm}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #1a1a1a}bdi{white-space:nowrap}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-grossCredit), tax: truthAmount(-vat) },
    };
  },
};
