import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-gvilim-online-order';

/** Item, agorot in 2022 (VAT included). */
const ITEMS: [string, number][] = [
  ['ש"ס וילנא מהדורה מפוארת, 20 כרכים', 149000],
  ['משנה ברורה מנוקד, 6 כרכים', 39000],
  ['סידור תפילה נוסח ספרד, כריכת עור', 12900],
  ['חומש עם רש"י, 5 כרכים', 24900],
  ['טלית צמר מהודרת, מידה 60', 34900],
  ['כיסוי טלית ותפילין רקום', 15900],
  ['גביע קידוש כסף 925', 59000],
  ['פמוטים לשבת, זוג', 27900],
  ['נטלה לנטילת ידיים, נחושת', 8900],
  ['מגילת אסתר מודפסת על קלף', 17900],
  ['ספר תהילים קטן, מארז 10', 9900],
  ['קלף מזוזה כשר 12 ס"מ', 12000],
  ['בית מזוזה אלומיניום מוברש', 3900],
  ['מפת חלה רקומה', 7900],
];
const BUYERS: [string, string][] = [
  ['אברהם יצחק פרלמן', "רח' רבי עקיבא, בני ברק"],
  ['חיה רבקה גולדשטיין', "רח' חזון איש, אלעד"],
  ['משה דוד אזולאי', "רח' נחל לכיש, בית שמש"],
  ['שרה לאה ויסמן', "רח' אבני נזר, מודיעין עילית"],
  ['יוסף חיים ביטון', "רח' הרב קוק, נתיבות"],
];

/**
 * An online shop of holy books and Judaica at Elad, the invoice sent with the parcel, A4 (Stam Ashkenaz CLM for the
 * name, Noto Serif Hebrew): "גווילים" large with "ספרי קודש · יודאיקה · מתנות" and the web address, opposite "חשבונית
 * מס / קבלה" with "מס'" five digits and "תאריך" d.m.yyyy (the dispatch day, 1-3 days after the order, moved off
 * Saturday); a grey strip "הזמנה מס'" #GV and six digits, the order date and the delivery method (distractors); the
 * buyer, street, town and phone; items with quantity, unit price and sum (VAT included), sometimes a coupon of 10%
 * (negative), the delivery (courier, free from ₪400, or a pick-up point); "סה"כ לתשלום (כולל מע"מ)", "מתוכו מע"מ n%"
 * and "סה"כ לפני מע"מ" (contained); the card and its instalments (the first and the others; distractors); the
 * company "גווילים הפצת ספרים ויודאיקה בע"מ" with "ח.פ." plain and the Elad address in the footer.
 */
export const heGvilimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const ordered = addDays(date, -rng.int(1, 3));
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(ITEMS, rng.int(1, 5)).map(([name, p]) => {
      const price = Math.round((p * rise) / 100) * 100 - 100 + 90;
      const q = rng.chance(0.25) ? rng.int(2, 3) : 1;
      return { name, price, q, sum: q * price };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? share(goods, 10) : 0;
    const courier = rng.chance(0.65);
    const ship = courier ? (goods - coupon >= 40000 ? 0 : 3500) : 1900;
    const gross = goods - coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'גווילים הפצת ספרים ויודאיקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 69999));
    const [buyer, address] = rng.pick(BUYERS);
    const n = gross >= 30000 ? rng.pick([1, 3, 3, 6]) : 1;
    const rest = Math.floor(gross / n);
    const first = gross - rest * (n - 1);
    const fix = (s: string) => s.replace(/[0-9]+/g, (m) => ltr(m));
    const rows = lines.map((l) => `<tr><td>${fix(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.price))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('');
    const body = `<div class="hdr"><div><div class="nm">גווילים</div><div class="tg">ספרי קודש · יודאיקה · מתנות</div><div class="web">${ltr('www.gvilim.co.il')}</div></div><div class="doc"><div class="dt">חשבונית מס / קבלה</div><div>מס' <b>${ltr(doc)}</b></div><div>תאריך <b>${ltr(dt(date, 'd/m/yyyy').replace(/\//g, '.'))}</b></div></div></div>
<div class="strip"><span>הזמנה מס' ${ltr(`#GV${rng.int(100000, 999999)}`)}</span><span>הוזמנה ב-${ltr(dt(ordered, 'dd/mm/yyyy'))}</span><span>${courier ? 'משלוח בשליח עד הבית' : 'איסוף מנקודת חלוקה'}</span></div>
<div class="to"><b>לכבוד:</b> ${buyer}<br>${address}<br>טל' ${ltr(cellular(rng))}</div>
<table class="t"><tr><th>פריט</th><th>כמות</th><th>מחיר ליח' (₪)</th><th>סה"כ (₪)</th></tr>${rows}</table>
<table class="tot"><tr><td>סה"כ מוצרים</td><td>${ltr(amount(goods))}</td></tr>${coupon ? `<tr><td>קופון הנחה ${ltr('10%')}</td><td>${ltr(`-${amount(coupon)}`)}</td></tr>` : ''}<tr><td>${courier ? `משלוח בשליח${ship ? '' : ` (חינם מעל ${ltr('₪400')})`}` : 'איסוף מנקודת חלוקה'}</td><td>${ltr(amount(ship))}</td></tr>
<tr class="g"><td>סה"כ לתשלום (כולל מע"מ)</td><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><td>מתוכו מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(gross - vat))}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)}${n > 1 ? ` ב-${ltr(String(n))} תשלומים: תשלום ראשון ${ltr(`₪${amount(first)}`)} ו-${ltr(String(n - 1))} תשלומים של ${ltr(`₪${amount(rest)}`)}` : ' בתשלום אחד'} · אישור ${ltr(rng.digits(7))}</div>
<div class="note">ספרי קודש שנפתחו אינם ניתנים להחזרה. ניתן לבטל עסקה בהתאם לחוק הגנת הצרכן.</div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · רח' רבי יהודה הנשיא ${ltr(String(rng.int(2, 40)))}, אלעד · שירות לקוחות: ${ltr(`03-90${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12px;padding:14mm 16mm;color:#1d1d1d}.hdr{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Stam Ashkenaz CLM';font-size:44px;line-height:1;color:#5a3d1e}.tg{font-size:13px;color:#5a3d1e}.web{font-family:'Noto Serif';font-size:11px}
.doc{text-align:left;line-height:1.7}.dt{font-size:19px;font-weight:bold}.strip{display:flex;justify-content:space-between;background:#ece6dc;padding:5px 10px;margin:12px 0 8px}.to{line-height:1.6;margin-bottom:10px}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #5a3d1e;text-align:start;padding:4px}.t td{padding:4px;border-bottom:1px solid #ddd}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left;white-space:nowrap}
.tot{margin:10px auto 0 0;border-collapse:collapse;min-width:90mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.tot .g td{border-top:2px solid #5a3d1e;font-weight:bold;font-size:15px}
.pay{margin-top:14px}.note{margin-top:6px;font-size:10.5px;color:#555}.foot{margin-top:24px;border-top:1px solid #5a3d1e;padding-top:5px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
