import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-menorot-credit-note';

/** Item, agorot a unit before VAT in 2022. */
const LAMPS: [string, number][] = [
  ['מנורת תלייה ניקל 3 זרועות', 89000],
  ['גוף תאורה שקוע LED 12W', 6400],
  ['מנורת קיר אלומיניום שחור', 24500],
  ['פס תאורה מגנטי 1 מטר', 38000],
  ['נורת פילמנט E27 דקורטיבית', 3900],
  ['מנורה עומדת ראטן', 72000],
  ['ספוט מסילה 20W', 14500],
  ['מאוורר תקרה עם תאורה', 129000],
  ['ספק כוח 24V 100W', 11000],
];
const REASONS = ['החזרת סחורה', 'פגם במוצר', 'טעות בחיוב', 'ביטול הזמנה'];

/**
 * A lighting shop in Afikim crediting a private customer, A5 (Shofar for the trade name and title, FreeSans):
 * "מנורות העמק" centred with "תאורה לבית ולגן" under it, a thin rule, the company and "ח.פ." plain in small type;
 * "חשבונית מס זיכוי" large with "מס'" as "30-nnnnn" under it; a two-column block (date d.m.yy, "בגין חשבונית" and its
 * date, the reason; the customer and a personal id, a distractor); returned items with quantity, unit price and a
 * negative sum; "סה"כ לפני מע"מ", "מע"מ n%", "סה"כ זיכוי" all negative (VAT added on the net, rounded on its
 * magnitude); a refund note; Sunday to Friday.
 */
export const heMenorotCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(LAMPS, rng.int(1, 4)).map(([name, p]) => ({ name, q: rng.int(1, 3), p: Math.round((p * rise) / 100) * 100 }));
    const net = -total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = -vatOn(-net, rate);
    const gross = net + vat;
    const vendorName = 'מנורות העמק סחר ותאורה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `30-${String(rng.int(120, 9800)).padStart(5, '0')}`;
    const orig = plus(date, -rng.int(3, 40));
    const fix = (s: string) => s.replace(/[0-9A-Z][0-9A-Za-z]*/g, (m) => ltr(m));
    const body = `<div class="c"><div class="tn">מנורות העמק</div><div>תאורה לבית ולגן</div></div><div class="rule"></div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)} · אזור תעשייה אפיקים · ${ltr(`04-67${rng.digits(5)}`)}</div>
<div class="ti">חשבונית מס זיכוי</div><div class="no">מס' ${ltr(doc)}</div>
<div class="two"><div>תאריך: ${ltr(dt(date, 'd.m.yy'))}<br>בגין חשבונית: ${ltr(String(rng.int(40000, 49999)))} מיום ${ltr(dt(orig, 'd.m.yy'))}<br>סיבת הזיכוי: ${rng.pick(REASONS)}</div><div>לקוח: ${rng.pick(['שרון מזרחי', 'אבי טננבאום', 'רות אלמוג-כהן', 'נאור סעדה'])}<br>ת.ז. ${ltr(personalId(rng))}</div></div>
<table class="t"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${fix(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(-l.q * l.p))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצע התשלום תוך ${ltr('14')} ימי עסקים.</div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;padding:10mm 12mm}.c{text-align:center}.tn{font-family:'Shofar';font-size:34px;font-weight:bold}.rule{border-top:1px solid #000;margin:6px 0}.sm{font-size:10.5px}
.ti{font-family:'Shofar';font-size:24px;font-weight:bold;text-align:center;margin-top:12px}.no{text-align:center;font-size:15px;margin-bottom:10px}.two{display:flex;justify-content:space-between;line-height:1.6;margin-bottom:10px}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1px solid #000;text-align:start;padding:3px}.t td{padding:3px;border-bottom:1px dotted #888}.t td:nth-child(n+2){text-align:left}
.tot{margin:10px auto 12px 0;border-collapse:collapse}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g{font-weight:bold;font-size:15px;border:2px solid #000}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
