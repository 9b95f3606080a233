import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-shatil-online-order';

/** Plant or product, pot, agorot VAT included in 2022, a plant (the coupon applies to plants only). */
const GOODS: [string, string, number, boolean][] = [
  ['לבנדר מנטה', "עציץ 1 ל'", 1900, true],
  ['רוזמרין זוחל', "עציץ 1 ל'", 1700, true],
  ['בוגנוויליה ורודה', "עציץ 4 ל'", 4900, true],
  ['זית אירופי', "עציץ 25 ל'", 34000, true],
  ['לימון מאייר', "עציץ 10 ל'", 14900, true],
  ['פיקוס כינורי', 'עציץ 17 ס"מ', 8900, true],
  ['מונסטרה', 'עציץ 21 ס"מ', 12900, true],
  ['סוקולנטים – מגש מעורב', "12 יח'", 6900, true],
  ['שתילי עגבניות שרי', 'מגש 6', 1500, true],
  ['תערובת שתילה אורגנית', "שק 50 ל'", 3900, false],
  ['דשן אטי שחרור', '1 ק"ג', 4500, false],
  ['עציץ קרמיקה אפור', 'קוטר 30 ס"מ', 11900, false],
  ['מערכת טפטוף למרפסת', 'ערכה', 15900, false],
  ['כפפות גינון', 'זוג', 2400, false],
];
const BUYERS = ['אורי בן-שושן', 'סיגל רוזנטל', 'נדים חלבי', 'הדס קורן', 'איתי גולדברג', 'לינוי אסרף'];
const CITIES = ['נתניה', 'רעננה', 'כפר יונה', 'הרצליה', 'חדרה', 'אבן יהודה'];

/**
 * An online plant nursery at moshav Ein Vered, the invoice e-mailed with the dispatch, A4 (Ellinia CLM for the name,
 * Noto Sans Hebrew): a leaf-green strip with "שתיל" and "משתלה אונליין · משלוח עד הבית", "שתיל משתלות ושיווק בע"מ" with
 * "ח.פ." plain and the web address below it; two cards: "פרטי המשלוח" (the buyer, phone, town, courier) and "פרטי
 * המסמך" ("חשבונית מס-קבלה" with "מס'" six digits, "תאריך" d/m/yyyy (the dispatch, 1-3 days after the order, off
 * Saturday), "מס' הזמנה" and the order date (distractors)); items with a green square, product, pot, quantity, unit price
 * and sum (VAT included); "סה"כ מוצרים", sometimes "קופון אביב 10%" on the plants (negative), the delivery (free from
 * ₪300) , "סה"כ לתשלום", then "מתוכו" "סכום ללא מע"מ" and "מע"מ n%" (contained); the card (a distractor); watering tips.
 */
export const heShatilOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [4, 31]);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const ordered = plus(date, -rng.int(1, 3));
    const lines = rng.some(GOODS, rng.int(2, 7)).map(([name, pot, p, plant]) => {
      const unit = Math.round((p * rise) / 100) * 100 - 10;
      const q = rng.int(1, plant && p < 3000 ? 6 : 2);
      return { name, pot, plant, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.3) ? -share(total(lines.filter((l) => l.plant).map((l) => l.sum)), 10) : 0;
    const delivery = goods + coupon >= 30000 ? 0 : Math.round((3500 * rise) / 100) * 100 - 10;
    const gross = goods + coupon + delivery;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שתיל משתלות ושיווק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 299999));
    const fix = (s: string) => s.replace(/[0-9][0-9.\- ]*/g, (m) => ltr(m));
    const rows = lines
      .map(
        (l) =>
          `<tr><td><span class="sq"></span></td><td><b>${l.name}</b><div class="pot">${fix(l.pot)}</div></td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
      )
      .join('');
    const body = `<div class="strip"><div class="nm">שתיל</div><div class="tg">משתלה אונליין · משלוח עד הבית</div></div>
<div class="co">${vendorName} · ח.פ. ${ltr(taxId)} · מושב עין ורד · ${ltr('shatil.co.il')}</div>
<div class="cards"><div class="card"><h4>פרטי המשלוח</h4>${rng.pick(BUYERS)}<br>${ltr(cellular(rng))}<br>${rng.pick(CITIES)}<br>שליח עד הבית</div>
<div class="card"><h4>פרטי המסמך</h4><div class="dt">חשבונית מס-קבלה</div>מס' <b>${ltr(doc)}</b><br>תאריך <b>${ltr(dt(date, 'd/m/yyyy'))}</b><br>מס' הזמנה ${ltr(`#${rng.int(40000, 89999)}`)} מיום ${ltr(dt(ordered, 'd/m/yyyy'))}</div></div>
<table class="t"><tr><th></th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows}</table>
<div class="sum"><div class="r"><span>סה"כ מוצרים</span><span>${ltr(amount(goods))}</span></div>${coupon ? `<div class="r"><span>קופון אביב ${ltr('10%')} (צמחים)</span><span>${ltr(amount(coupon))}</span></div>` : ''}<div class="r"><span>משלוח${delivery ? '' : ' (חינם מעל ₪300)'}</span><span>${ltr(amount(delivery))}</span></div>
<div class="r g"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div><div class="sm">מתוכו:</div><div class="r sm"><span>סכום ללא מע"מ</span><span>${ltr(amount(gross - vat))}</span></div><div class="r sm"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div></div>
<p class="pay">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))}.</p><div class="tips"><b>טיפ מהמשתלה:</b> השקו את הצמחים מיד עם קבלתם והניחו אותם בצל חלקי יומיים לפני השתילה.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:12mm 16mm;color:#1f2d1f}.strip{background:#4c9a2a;color:#fff;padding:8px 16px;display:flex;align-items:baseline;gap:16px;border-radius:8px}.nm{font-family:'Ellinia CLM';font-size:38px;font-weight:bold}.tg{font-size:14px}
.co{font-size:11px;color:#555;margin:6px 4px 10px}.cards{display:flex;gap:12px}.card{flex:1;border:1px solid #a8cf96;border-radius:8px;padding:8px 12px;line-height:1.6}.card h4{margin:0 0 4px;color:#4c9a2a}.dt{font-weight:bold;font-size:15px}
.t{width:100%;border-collapse:collapse;margin:14px 0}.t th{text-align:start;color:#4c9a2a;border-bottom:2px solid #4c9a2a;padding:4px}.t td{padding:6px 4px;border-bottom:1px solid #e0e8dc}.t td:nth-child(n+3){text-align:left}.sq{display:inline-block;width:22px;height:22px;background:#cfe7c2;border-radius:4px}.pot{font-size:11px;color:#666}
.sum{width:80mm;margin-inline-start:auto}.r{display:flex;justify-content:space-between;line-height:1.7}.g{font-weight:bold;font-size:16px;border-top:2px solid #4c9a2a;margin-top:4px}.sm{font-size:11px;color:#444}.pay{margin-top:14px}.tips{background:#f1f8ec;padding:8px 12px;border-radius:8px;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
