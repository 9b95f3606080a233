import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, landline, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-mitbach-credit-note';

/** Item credited, agorot a unit before VAT in 2022, quantity choices. */
const ITEMS: [string, number, number[]][] = [
  ['ידית אלומיניום שחורה 320 מ"מ', 4800, [4, 6, 10, 12]],
  ['ציר טריקה שקטה', 3200, [2, 4, 8]],
  ['מגירת מתכת פנימית 60 ס"מ', 38000, [1, 2]],
  ['דלת ארון פורמייקה 60x72', 29000, [1, 2, 3]],
  ['משטח קוורץ - ביטול מטר אורך', 140000, [1, 2]],
  ['כיור גרניט 80 ס"מ', 115000, [1]],
  ['ברז נשלף ניקל מוברש', 89000, [1]],
  ['פס תאורת לד מתחת לארונות', 21000, [1, 2, 3]],
  ['סל פינתי נשלף', 64000, [1]],
  ['פאנל צד לבן מט', 26000, [1, 2]],
];
const REASONS = ['החזרת פריטים שלא הותקנו', 'פריטים שסופקו פגומים', 'ביטול חלקי של ההזמנה', 'טעות בכמות בחשבונית המקורית'];
const CUSTOMERS: [string, boolean][] = [
  ['אבן וגבס קבלנות בנייה בע"מ', true],
  ['מגורי ההר יזמות בע"מ', true],
  ['יעל ושמעון אלמוג', false],
  ['חנה ריבלין', false],
];

/**
 * A kitchen maker in the Abu Ghosh industrial area crediting a customer, A4 (Simple CLM for the heading, Frank Ruehl
 * CLM): the trade name "מטבחי ההר" with "תכנון · ייצור · התקנה" on one side, "מ.ה.י. מטבחים ונגרות בע"מ", "מס' עוסק"
 * plain and phone on the other; a double rule; "חשבונית זיכוי" and "מס'" Cyy-nnnn in a grey box, "תאריך" d/m/yyyy;
 * the customer with a company or personal id (distractors), "בהתייחס לחשבונית מס" with its number and date (12-70
 * days before) and the reason; lines with quantity, price and a sum with a trailing minus; "סה"כ זיכוי לפני מע"מ",
 * "מע"מ n%" (added on the net, rounded on its magnitude), "סה"כ זיכוי כולל מע"מ" "… ₪-"; all negative; Sunday to
 * Thursday.
 */
export const heMitbachCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const orig = plus(date, -rng.int(12, 70));
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(ITEMS, rng.int(1, 4)).map(([name, p, qs]) => ({ name, q: rng.pick(qs), p: Math.round((p * rise) / 100) * 100 }));
    const netAbs = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vatAbs = vatOn(netAbs, rate);
    const gross = -(netAbs + vatAbs);
    const vat = -vatAbs;
    const vendorName = 'מ.ה.י. מטבחים ונגרות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `C${date.slice(2, 4)}-${rng.digits(4)}`;
    const [customer, company] = rng.pick(CUSTOMERS);
    const body = `<div class="top"><div><div class="nm">מטבחי ההר</div><div class="sub">תכנון · ייצור · התקנה</div></div>
<div class="vd">${vendorName}<br>מס' עוסק: ${ltr(taxId)}<br>אזור התעשייה אבו גוש<br>טלפון ${ltr(landline(rng).replace(/^0\d/, '02'))}</div></div><div class="dbl"></div>
<div class="mid"><div class="box"><div class="ti">חשבונית זיכוי</div><div>מס' <b>${ltr(doc)}</b></div></div><div class="dt">תאריך: ${ltr(dt(date, 'd/m/yyyy'))}<br>העתק</div></div>
<table class="info"><tr><th>לקוח</th><td>${customer}</td><th>${company ? 'ח.פ.' : 'ת.ז.'}</th><td>${ltr(company ? companyId(rng, true) : personalId(rng))}</td></tr>
<tr><th>בהתייחס לחשבונית מס</th><td>${ltr(String(rng.int(100000, 189999)))} מיום ${ltr(dt(orig, 'd/m/yyyy'))}</td><th>סיבה</th><td>${rng.pick(REASONS)}</td></tr></table>
<table class="t"><thead><tr><th>פריט</th><th>כמות</th><th>מחיר יחידה</th><th>סכום זיכוי</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${l.name.replace(/\d+x\d+|\d+/g, (m) => ltr(m))}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(trailingMinus(-l.q * l.p))}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="sum"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${ltr(trailingMinus(-netAbs))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(trailingMinus(vat))}</td></tr><tr class="g"><td>סה"כ זיכוי כולל מע"מ</td><td>${ltr(`${trailingMinus(gross)} ₪`)}</td></tr></table>
<div class="note">הזיכוי יקוזז מהחשבון הבא או יוחזר בהעברה בנקאית תוך ${ltr('30')} יום.</div>`;
    const css = `body{font-family:'Frank Ruehl CLM';font-size:15px;padding:16mm 18mm}.top{display:flex;justify-content:space-between;align-items:flex-end}.nm{font-family:'Simple CLM';font-size:42px;font-weight:bold;line-height:1}.sub{font-size:15px;letter-spacing:2px}
.vd{font-size:13px;line-height:1.45;text-align:left}.dbl{border-top:4px double #000;margin:10px 0 16px}.mid{display:flex;justify-content:space-between;align-items:center}.box{background:#e4e4e4;padding:8px 18px;border-radius:3px}.ti{font-size:26px;font-weight:bold}.dt{text-align:left}
.info{width:100%;border-collapse:collapse;margin:18px 0}.info th{text-align:start;font-weight:normal;color:#444;padding:4px;width:30mm}.info td{padding:4px;font-weight:bold}
.t{width:100%;border-collapse:collapse}.t th{background:#333;color:#fff;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #bbb}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left}
.sum{margin:18px auto 0 0;border-collapse:collapse;min-width:95mm}.sum td{padding:4px 8px}.sum td:last-child{text-align:left}.sum .g{border-top:2px solid #000;border-bottom:2px solid #000;font-weight:bold;font-size:18px}.note{margin-top:30px;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
