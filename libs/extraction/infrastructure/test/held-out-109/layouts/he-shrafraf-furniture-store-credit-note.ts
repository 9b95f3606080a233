import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, personalId, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-shrafraf-furniture-store-credit-note';

/** Furniture, agorot before VAT in 2022 (approximate). */
const GOODS: [string, number][] = [
  ['שרפרף בר מעץ אלון', 42700],
  ['שולחן אוכל נפתח 160 ס"מ', 298000],
  ['כיסא אוכל מרופד', 59800],
  ['ספה תלת-מושבית בד', 512000],
  ['כוורת ספרים 5 מדפים', 85400],
  ['שידת לילה', 38400],
  ['כורסת קריאה', 179000],
  ['שולחן סלון עגול', 93800],
];
const REASONS = ['פגם בריפוד שהתגלה במסירה', 'גוון שונה מההזמנה', 'החזרה בתוך 14 יום', 'מידה שגויה – הוחלף בדגם אחר'];

/**
 * A furniture store at Rishon LeZion crediting a customer, A4 (David CLM for the name and the title, Noto Serif Hebrew,
 * Liberation Mono): a drawn stool beside "שרפרף"; "חשבונית מס זיכוי", "מס' זיכוי" (seven digits starting with 3),
 * "תאריך" dd.mm.yy; the customer, ת"ז and mobile, the original invoice, its date and total, the delivery date, the
 * reason (distractors); returned items at prices before VAT in brackets, sometimes a return-handling fee of 10% kept
 * (reducing the credit), the delivery refunded; "סה"כ זיכוי לפני מע"מ", "מע"מ n%", "סה"כ זיכוי" "-… ₪" (added,
 * negative); the refund to the card in instalments or a store credit (distractors); "שרפרף רהיטים ועיצוב בע"מ" with
 * "ח.פ." spaced only in the footer; not Saturday.
 */
export const heShrafrafFurnitureStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 100) * 100;
    const lines: [string, number, number][] = rng.some(GOODS, rng.int(1, 3)).map(([name, p]) => {
      const q = name.includes('כיסא') || name.includes('שרפרף') ? rng.int(1, 6) : 1;
      return [name, q, up(p)];
    });
    const goods = total(lines.map(([, q, p]) => q * p));
    const fee = rng.chance(0.4) ? Math.round((goods * 10) / 100) : 0;
    const delivery = rng.chance(0.5) ? up(25000) : 0;
    const net = goods - fee + delivery;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const credit = net + vat;
    const vendorName = 'שרפרף רהיטים ועיצוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `3${rng.digits(6)}`;
    const original = plus(date, -rng.int(5, 40));
    const origTotal = credit + rng.int(0, 4) * up(40000);
    const card = rng.chance(0.6);
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => n(dt(iso, 'dd.mm.yy'));
    const stool = `<svg width="44" height="60" viewBox="0 0 44 60"><ellipse cx="22" cy="8" rx="18" ry="5" fill="#6d4c41"/><path d="M8 10 L4 58 M36 10 L40 58 M16 12 L14 58 M28 12 L30 58 M8 38 H36" stroke="#6d4c41" stroke-width="3" fill="none"/></svg>`;
    const body = `<div class="hd"><div class="logo">${stool}<span class="nm">שרפרף</span></div><div class="ttl">חשבונית מס זיכוי</div></div>
<div class="cols"><div><div><b>מס' זיכוי</b> ${n(doc)}</div><div><b>תאריך</b> ${d(date)}</div><div>מקור / העתק: מקור</div></div>
<div><div>לקוח: ${rng.pick(['אביטל גרוס', 'משה בן חמו', 'ליאת נחמיאס', 'עומר זילברמן'])}</div><div>ת"ז ${n(personalId(rng))} · נייד ${n(cellular(rng))}</div><div>בהתייחס לחשבונית מס ${n(`1${rng.digits(6)}`)} מיום ${d(original)} על סך ${n(amount(origTotal))} ₪</div><div>נמסר ללקוח: ${d(plus(original, rng.int(2, 4)))}</div></div></div>
<div class="reason">סיבת הזיכוי: ${rng.pick(REASONS)}</div>
<table class="t"><tr><th>פריט</th><th>כמות</th><th>מחיר ליח' לפני מע"מ</th><th>זיכוי</th></tr>${lines.map(([a, q, p]) => `<tr><td>${a}</td><td>${n(String(q))}</td><td>${n(amount(p))}</td><td>${n(bracketed(q * p))}</td></tr>`).join('')}
${fee ? `<tr><td>דמי טיפול בהחזרה 10% (לא יוחזרו)</td><td></td><td></td><td>${n(amount(fee))}</td></tr>` : ''}${delivery ? `<tr><td>החזר דמי הובלה והרכבה</td><td>${n('1')}</td><td>${n(amount(delivery))}</td><td>${n(bracketed(delivery))}</td></tr>` : ''}</table>
<div class="tot"><div><span>סה"כ זיכוי לפני מע"מ</span>${n(`-${amount(net)}`)}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(`-${amount(vat)}`)}</div><div class="g"><span>סה"כ זיכוי</span>${n(`-${amount(credit)} ₪`)}</div></div>
<div class="pay">${card ? `הסכום יוחזר לכרטיס האשראי ${n(`****${rng.digits(4)}`)} ב-${n(String(rng.pick([1, 3, 6])))} תשלומים כבעסקה המקורית.` : `ניתן ללקוח שובר זיכוי מס' ${n(rng.digits(5))} בתוקף עד ${d(plus(date, 365))}.`}</div>
<div class="sign">חתימת הלקוח: ____________ &nbsp; נציג: ${rng.pick(['אלונה', 'גיל', 'רוית'])}</div>
<div class="foot">${vendorName} · ח.פ. ${n(spacedId(taxId))} · שד' רוטשילד ${n(String(rng.int(10, 140)))}, ראשון לציון · ${n(`03-96${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:13.5px;padding:14mm 16mm;color:#2b2b2b}.n{font-family:'Liberation Mono';font-size:12px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #6d4c41;padding-bottom:6px}.logo{display:flex;align-items:flex-end;gap:6px}.nm{font-family:'David CLM';font-size:40px;font-weight:bold;color:#6d4c41}.ttl{font-family:'David CLM';font-size:26px;font-weight:bold;border:2px solid #6d4c41;padding:4px 12px}
.cols{display:flex;gap:30px;margin:14px 0;line-height:1.8}.reason{background:#efebe9;padding:6px}.t{width:100%;border-collapse:collapse;margin-top:12px}.t th{border-bottom:2px solid #6d4c41;text-align:start;padding:5px}.t td{padding:5px;border-bottom:1px dotted #aaa}
.tot{width:50%;margin-top:12px}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:17px;border-top:2px solid #6d4c41}.pay{margin-top:14px}.sign{margin-top:30px}.foot{margin-top:40px;border-top:1px solid #aaa;padding-top:6px;font-size:11.5px;text-align:center;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
