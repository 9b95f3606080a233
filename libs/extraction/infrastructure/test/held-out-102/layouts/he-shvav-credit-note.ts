import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, trailingMinus } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-shvav-credit-note';

/** Catalogue number, product and agorot before VAT in 2022. */
const PRODUCTS: [string, string, number][] = [
  ['NB-1420', "מחשב נייד 14 אינץ', 16GB, SSD 512GB", 389000],
  ['MN-2723', "מסך 27 אינץ' QHD עם מעמד מתכוונן", 149000],
  ['KB-0540', 'ערכת מקלדת ועכבר אלחוטיים', 22900],
  ['PR-0209', 'מדפסת לייזר שחור-לבן דו-צדדית', 79000],
  ['RT-0055', 'נתב Wi-Fi 6 דו-ערוצי', 39900],
  ['SD-1000', 'כונן SSD חיצוני 1TB', 49000],
  ['CM-0920', 'מצלמת רשת FHD עם מיקרופון', 32900],
  ['UP-1500', 'אל-פסק 1500VA', 115000],
  ['SW-0024', 'מתג רשת 24 יציאות מנוהל', 89000],
  ['TN-0142', 'טונר מקורי למדפסת לייזר', 29900],
  ['CB-0002', 'כבל HDMI 2 מטר', 3900],
];
const REASONS = ['החזרת ציוד תקין באריזה מקורית', 'ציוד שהתקבל פגום', 'הפרש מחיר לפי הצעת מחיר מאושרת', 'חיוב כפול בטעות'];
const CUSTOMERS = ['א.ס. הנדסת חשמל בע"מ', 'מרכז הגליל לחינוך מיוחד', 'יאסיף יבוא ושיווק בע"מ', "משרד עו\"ד ח'ורי ושות'", 'ג\'.ד. לוגיסטיקה בע"מ'];

/**
 * A computer and network supplier at Kfar Yasif crediting a business customer, A4 (Noto Sans Hebrew, Noto Sans Mono for
 * the figures): on the right a navy box "חשבונית מס זיכוי" with "מס'" yy/nnnn and "תאריך" dd/mm/yyyy, on the left
 * "שבב" with "מחשבים · רשתות · תמיכה" and "שבב מחשבים ותקשורת בע"מ" with "ע.מ." plain; "לכבוד" the customer with its
 * ח.פ. (a distractor) and address; "מתייחס לחשבונית מס" yy/nnnn and its date (5-40 days before; distractors) and the
 * reason; lines with catalogue number, description, a negative quantity, the unit price and the sum with a trailing
 * minus (or for a price difference a quantity of units and the difference a unit); "סה"כ לפני מע"מ …-", "מע"מ n% …-"
 * added, "סה"כ לזיכוי …- ₪" in a navy frame; that the credit will be offset against the next payment; Sunday to
 * Thursday.
 */
export const heShvavCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const reason = rng.pick(REASONS);
    const difference = reason.startsWith('הפרש');
    const lines = rng.some(PRODUCTS, difference ? rng.int(1, 2) : rng.int(1, 4)).map(([sku, name, p]) => {
      const unit = Math.round((p * rise) / 100) * 100;
      const q = rng.int(1, p < 40000 ? 6 : 3);
      const each = difference ? Math.round((unit * rng.int(4, 12)) / 100 / 100) * 100 : unit;
      return { sku, name, q, each, sum: q * each };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'שבב מחשבים ותקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const yy = date.slice(2, 4);
    const doc = `${yy}/${String(rng.int(12, 380)).padStart(4, '0')}`;
    const origDate = avoid(plus(date, -rng.int(5, 40)), [5, 6]);
    const orig = `${origDate.slice(2, 4)}/${String(rng.int(400, 4800)).padStart(4, '0')}`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z\-.]*/g, (m) => ltr(m));
    const rows = lines
      .map(
        (l) =>
          `<tr><td class="m">${ltr(l.sku)}</td><td>${fix(l.name)}${difference ? ' – הפרש מחיר ליחידה' : ''}</td><td class="m">${ltr(difference ? String(l.q) : `-${l.q}`)}</td><td class="m">${ltr(amount(l.each))}</td><td class="m">${ltr(trailingMinus(l.sum))}</td></tr>`,
      )
      .join('');
    const body = `<div class="hdr"><div class="doc"><div class="dt">חשבונית מס זיכוי</div><div>מס' <b class="m">${ltr(doc)}</b></div><div>תאריך <b class="m">${ltr(dt(date, 'dd/mm/yyyy'))}</b></div><div class="sm">העתק נאמן למקור</div></div>
<div class="brand"><div class="nm">שבב</div><div>מחשבים · רשתות · תמיכה</div><div class="sm">${vendorName}<br>ע.מ. ${ltr(taxId)}<br>רח' הכנסייה ${ltr(String(rng.int(3, 60)))}, כפר יאסיף · ${ltr(`04-99${rng.digits(5)}`)}</div></div></div>
<div class="cu"><div class="lb">לכבוד</div><b>${rng.pick(CUSTOMERS)}</b><br>ח.פ. ${ltr(companyId(rng, true))}<br>${rng.pick(['עכו', 'נהריה', 'כפר יאסיף', "ג'דיידה-מכר", 'אבו סנאן'])}</div>
<div class="ref">מתייחס לחשבונית מס ${ltr(orig)} מיום ${ltr(dt(origDate, 'dd/mm/yyyy'))} · סיבת הזיכוי: ${reason}</div>
<table class="t"><thead><tr><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td class="m">${ltr(trailingMinus(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td class="m">${ltr(trailingMinus(vat))}</td></tr><tr class="g"><td>סה"כ לזיכוי</td><td class="m">${ltr(`${trailingMinus(gross)} ₪`)}</td></tr></table>
<div class="note">סכום הזיכוי יקוזז מהתשלום הבא או יוחזר בהעברה בנקאית לבקשת הלקוח.</div><div class="sig">הופק על ידי: ${rng.pick(['רנא', 'אליאס', 'מאיה', 'סוהיל'])} · מחלקת הנהלת חשבונות</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12px;padding:14mm 15mm}.m{font-family:'Noto Sans Mono'}.sm{font-size:10px}
.hdr{display:flex;justify-content:space-between;align-items:flex-start}.doc{background:#1f2f57;color:#fff;padding:8px 14px;line-height:1.6;min-width:62mm}.dt{font-size:20px;font-weight:bold}.brand{text-align:left;line-height:1.4}.nm{font-size:38px;font-weight:bold;color:#1f2f57;line-height:1}
.cu{margin:14px 0 6px;line-height:1.5;border-right:3px solid #1f2f57;padding-right:8px}.lb{font-size:10px;color:#666}.ref{margin:8px 0;padding:4px 6px;background:#eef1f7}
.t{width:100%;border-collapse:collapse;margin-top:6px}.t th{background:#1f2f57;color:#fff;padding:4px 5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #ccd3e0}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left;white-space:nowrap}
.tot{margin:12px auto 0 0;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g td{border:2px solid #1f2f57;font-weight:bold;font-size:15px}.note{margin-top:16px}.sig{margin-top:8px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
