import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-maavad-credit-note';

/** Model, item, agorot a unit before VAT in 2022 (approximate). */
const PRODUCTS: [string, string, number][] = [
  ['NB-1455', 'מחשב נייד 14" i5 16GB', 289000],
  ['NB-1672', 'מחשב נייד 16" i7 32GB', 529000],
  ['MN-2701', 'מסך 27" QHD', 109000],
  ['MN-2402', 'מסך 24" FHD', 54900],
  ['KB-0110', 'מקלדת אלחוטית עברית/אנגלית', 15900],
  ['MS-0220', 'עכבר אלחוטי שקט', 8900],
  ['DK-0330', 'תחנת עגינה USB-C', 42900],
  ['SS-1000', 'כונן SSD 1TB', 32900],
  ['RM-1600', 'זיכרון 16GB DDR5', 21900],
  ['PR-4400', 'מדפסת לייזר משולבת', 119000],
  ['HS-0050', 'אוזניות עם מיקרופון', 18900],
  ['UP-0800', 'אל-פסק 800VA', 39900],
];
const REASONS = ['החזרת מוצר תקין באריזה מקורית', 'מוצר פגום – הוחלף בדגם אחר', 'חיוב כפול בחשבונית המקורית', 'ביטול הזמנה לפני מסירה'];
const CUSTOMERS = ['סטודיו קו ישר עיצוב בע"מ', 'מ.א. רואי חשבון', 'בית ספר אופק מודיעין', 'ליאור אדריכלות ותכנון בע"מ', 'מרפאת שיניים צמח'];

/**
 * A computer shop at Modi'in crediting a customer, A4 (Noto Serif Hebrew, DejaVu Sans Mono for the models): a black bar
 * with a drawn chip, "מעבד" and "מחשבים · ציוד היקפי · שירות", on the left "מעבד מחשוב ומערכות בע"מ" with "ח.פ."
 * hyphenated; a red-bordered title "חשבונית זיכוי"; "מס' מסמך" (ZK and six digits) and "תאריך" dd/mm/yyyy; "מקור"; the
 * customer and its id, "מתייחס לחשבונית" and its date (3-40 days before) and the reason (distractors); credited lines
 * (model, item, quantity, price, sum with a leading minus); "סה"כ זיכוי לפני מע"מ", "מע"מ n%", "סה"כ זיכוי" (added,
 * negative); the refund to the card or by transfer; not Saturday.
 */
export const heMaavadCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.02;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([model, name, p]) => {
      const price = Math.round((p * rise) / 100) * 100;
      const q = rng.pick([1, 1, 1, 2, 3]);
      return { model, name, q, price, sum: q * price };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מעבד מחשוב ומערכות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZK${rng.digits(6)}`;
    const orig = plus(date, -rng.int(3, 40));
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z"/.-]*/g, (m) => ltr(m));
    const neg = (c: number) => ltr(`-${amount(c)}`);
    const chip = `<svg width="36" height="36" viewBox="0 0 36 36"><rect x="8" y="8" width="20" height="20" fill="none" stroke="#7fd1ff" stroke-width="2.5"/>${[12, 18, 24].map((p) => `<path d="M${p} 2 V8 M${p} 28 V34 M2 ${p} H8 M28 ${p} H34" stroke="#7fd1ff" stroke-width="2"/>`).join('')}</svg>`;
    const body =
      `<div class="hd">${chip}<div><div class="nm">מעבד</div><div>מחשבים · ציוד היקפי · שירות</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>מרכז עזריאלי מודיעין, קומה ${ltr(String(rng.int(1, 3)))} · ${ltr(`08-97${rng.digits(5)}`)}</div></div>
<div class="ti"><span>חשבונית זיכוי</span><span class="src">מקור</span></div>
<table class="mt"><tr><th>מס' מסמך</th><td><b>${ltr(doc)}</b></td><th>תאריך</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr>
<tr><th>לקוח</th><td>${rng.pick(CUSTOMERS)} (${ltr(companyId(rng, rng.chance(0.6)))})</td><th>מתייחס לחשבונית</th><td>${ltr(`${rng.int(40, 49)}${rng.digits(4)}`)} מיום ${ltr(dt(orig, 'dd/mm/yyyy'))}</td></tr>
<tr><th>סיבת הזיכוי</th><td colspan="3">${rng.pick(REASONS)}</td></tr></table>
<table class="t"><tr><th>דגם</th><th>פריט</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>${lines.map((l) => `<tr><td class="cd">${ltr(l.model)}</td><td>${fix(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.price))}</td><td>${neg(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${neg(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(`-${amount(gross)} ₪`)}</td></tr></table>
<p>${rng.chance(0.5) ? 'הסכום יוחזר לכרטיס האשראי שבו בוצע החיוב תוך 5 ימי עסקים.' : 'הסכום יועבר לחשבון הבנק של הלקוח.'}</p><p class="sig">חתימה: ____________________</p>`.replace(
        '5 ימי',
        `${ltr('5')} ימי`,
      );
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:12mm 15mm}.hd{display:flex;align-items:center;gap:12px;background:#111;color:#eee;padding:10px 14px}.nm{font-size:30px;font-weight:bold;color:#7fd1ff;line-height:1.1}.co{margin-inline-start:auto;text-align:left;font-size:11px;line-height:1.6}
.ti{display:flex;justify-content:space-between;border:2.5px solid #c62828;color:#c62828;font-size:24px;font-weight:bold;padding:4px 12px;margin:14px 0}.src{font-size:13px;border:1px solid #c62828;padding:2px 8px;align-self:center}
.mt{width:100%;border-collapse:collapse}.mt th{text-align:start;font-weight:normal;color:#555;padding:3px 6px 3px 0;white-space:nowrap}.mt td{padding:3px 6px}
.t{width:100%;border-collapse:collapse;margin:14px 0}.t th{border-bottom:2px solid #111;text-align:start;padding:4px}.t td{padding:5px 4px;border-bottom:1px solid #ddd}.t td:nth-child(n+3){text-align:left}.cd{font-family:'DejaVu Sans Mono';font-size:10.5px}
.tot{margin-inline-start:auto;border-collapse:collapse;min-width:78mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;border-top:2px solid #c62828;color:#c62828}.sig{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
