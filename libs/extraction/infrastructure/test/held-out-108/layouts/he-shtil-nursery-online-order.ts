import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-shtil-nursery-online-order';

/** SKU, product, agorot with VAT in 2022 (approximate). */
const PRODUCTS: [string, string, number][] = [
  ['PL-118', 'פיקוס כינורי 120 ס"מ', 24900],
  ['PL-204', 'מונסטרה בעציץ 24', 14900],
  ['PL-311', 'סחלב פלנופסיס לבן', 8900],
  ['PL-027', 'לבנדר בעציץ 14 – שלישייה', 5900],
  ['PT-030', 'עציץ קרמיקה 30 ס"מ', 11900],
  ['SO-050', 'אדמת שתילה 50 ליטר', 4900],
  ['FE-002', 'דשן אורגני 2 ק"ג', 3900],
  ['TR-015', 'עץ לימון ננסי', 18900],
  ['HE-006', 'שתילי תבלינים – מארז 6', 4500],
  ['TL-SET', 'סט כלי גינון', 9900],
  ['IR-100', 'מחשב השקיה לברז', 15900],
  ['SU-006', 'סוקולנטים – מארז 6', 7900],
];
const NAMES = ['נועה שמיר', 'אליהו דאהר', 'גלית ברק', 'איתי כרמי', 'סיוון אוחיון', 'רז מנדל'];
const TOWNS = ['הוד השרון', 'קריית טבעון', 'גדרה', 'זכרון יעקב', 'ירושלים', 'עפולה'];

/**
 * An online plant nursery's e-mailed invoice for a home delivery, A4 (Yehuda CLM for the name, Noto Sans Hebrew,
 * FreeMono): a drawn seedling beside "שתיל" and "המשתלה שמגיעה אליכם"; the order number, its date and time, the
 * delivery address and the expected delivery day (distractors); "חשבונית מס/קבלה" with "מספר" (SHT- and six digits)
 * and "תאריך" d בMonth yyyy; SKU, product, quantity, price, sum (with VAT); sometimes "קופון GREEN15" (-15%);
 * delivery (free from ₪350); "סכום ביניים", "סה"כ לתשלום", "המחיר כולל מע"מ n%" with its sum and "סכום ללא מע"מ"
 * (contained); the card and, above ₪200, three instalments (distractors); "שתיל משתלה ברשת בע"מ" with "ח.פ." plain only
 * in the footer; any day.
 */
export const heShtilNurseryOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.035;
    const lines = rng.some(PRODUCTS, rng.int(2, 6)).map(([sku, name, p]) => {
      const unit = Math.round((p * rise) / 100) * 100 - 100;
      const q = rng.int(1, 3);
      return { sku, name, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? share(goods, 15) : 0;
    const delivery = goods - coupon >= 35000 ? 0 : 3900;
    const gross = goods - coupon + delivery;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שתיל משתלה ברשת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SHT-${rng.digits(6)}`;
    const ordered = plus(date, -rng.int(0, 2));
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const inst = gross > 20000;
    const later = Math.floor(gross / 300) * 100;
    const first = gross - 2 * later;
    const sprout = `<svg width="46" height="50" viewBox="0 0 46 50"><path d="M23 48 V22" stroke="#558b2f" stroke-width="3"/><path d="M23 26 C8 26 4 14 4 8 C16 8 23 14 23 26 Z" fill="#7cb342"/><path d="M23 22 C36 22 42 12 42 4 C30 4 23 10 23 22 Z" fill="#9ccc65"/><path d="M10 48 H36" stroke="#6d4c41" stroke-width="4"/></svg>`;
    const body = `<div class="hd">${sprout}<div><div class="nm">שתיל</div><div class="tag">המשתלה שמגיעה אליכם</div></div><div class="ord">הזמנה ${f(`#${rng.digits(6)}`)}<br>${f(dt(ordered, 'dd/mm/yyyy'))} ${f(hhmm(rng.int(0, 1439)))}</div></div>
<p>שלום ${rng.pick(NAMES)}, תודה שקנית אצלנו! ההזמנה תגיע ל${rng.pick(TOWNS)} עד ${dt(plus(date, rng.int(2, 5)), 'he').replace(/([0-9]+)/g, (m) => ltr(m))}.</p>
<div class="doc"><span class="t1">חשבונית מס/קבלה</span><span>מספר ${f(doc)}</span><span>תאריך ${dt(date, 'he').replace(/([0-9]+)/g, (m) => ltr(m))}</span></div>
<table class="t"><thead><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${f(l.sku)}</td><td>${l.name.replace(/([0-9]+)/g, (m) => ltr(m))}</td><td>${f(String(l.q))}</td><td>${f(`₪${amount(l.unit)}`)}</td><td>${f(`₪${amount(l.sum)}`)}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tot"><tr><td>סכום ביניים</td><td>${f(`₪${amount(goods)}`)}</td></tr>${coupon ? `<tr><td>קופון ${f('GREEN15')} (${f('15%')})</td><td>${f(`-₪${amount(coupon)}`)}</td></tr>` : ''}<tr><td>משלוח עד הבית</td><td>${delivery ? f(`₪${amount(delivery)}`) : 'חינם'}</td></tr>
<tr class="g"><td>סה"כ לתשלום</td><td>${f(`₪${amount(gross)}`)}</td></tr><tr class="m"><td>המחיר כולל מע"מ ${f(`${rate}%`)}</td><td>${f(`₪${amount(vat)}`)}</td></tr><tr class="m"><td>סכום ללא מע"מ</td><td>${f(`₪${amount(gross - vat)}`)}</td></tr></table>
<p class="pay">שולם בכרטיס אשראי המסתיים ב-${f(rng.digits(4))}${inst ? `, ${f('3')} תשלומים: ראשון ${f(`₪${amount(first)}`)} ושניים של ${f(`₪${amount(later)}`)}` : ''}.</p>
<div class="foot">${vendorName} · ח.פ. ${f(taxId)} · מושב בית עובד · ${f('www.shtil.co.il')} · שירות לקוחות ${f(`073-${rng.digits(7)}`)}<br>ניתן להחזיר צמח שלא נקלט תוך ${f('14')} יום מקבלתו.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:13px;padding:14mm 18mm;color:#263238}.n{font-family:'FreeMono';font-size:12.5px;font-weight:bold;white-space:nowrap}
.hd{display:flex;align-items:center;gap:10px;padding-bottom:8px;border-bottom:1px solid #c5e1a5}.nm{font-family:'Yehuda CLM';font-size:42px;font-weight:bold;line-height:1;color:#33691e}.tag{color:#689f38}.ord{margin-inline-start:auto;text-align:left;color:#555;line-height:1.6}
.doc{display:flex;gap:24px;align-items:baseline;margin:14px 0 6px;padding:8px 10px;background:#f1f8e9;border-radius:8px}.t1{font-size:19px;font-weight:bold}
.t{width:100%;border-collapse:collapse}.t th{padding:6px;text-align:start;color:#558b2f;border-bottom:2px solid #7cb342}.t td{padding:6px;border-bottom:1px solid #eee}.t td:nth-child(n+3){text-align:left}
.tot{width:80mm;margin:12px 0;margin-inline-start:auto;border-collapse:collapse}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.g td{font-size:17px;font-weight:bold;border-top:2px solid #33691e}.m td{font-size:11.5px;color:#666}
.pay{margin-top:14px}.foot{margin-top:30px;padding-top:8px;border-top:1px solid #c5e1a5;font-size:11px;color:#777;text-align:center;line-height:1.7}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
