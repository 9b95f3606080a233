import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, hhmm, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-petil-safed-candle-shop-till';

/** Candles and wax art, agorot with VAT (approximate, 2022 prices; a little dearer each year). */
const GOODS: [string, number][] = [
  ['נר הבדלה קלוע 12 פתילים', 2500],
  ['נר הבדלה צבעוני קטן', 1400],
  ['זוג נרות שבת דונג דבורים', 3200],
  ['סט נרות שבת בקופסת עץ', 8900],
  ['נר חנוכה – 44 נרות צבעוניים', 1800],
  ['נר פסל "ירושלים" מגולף', 12000],
  ['נר תבלינים להבדלה', 3900],
  ['נר נשמה בכוס זכוכית', 1200],
  ['פמוט קרמיקה עבודת יד', 6500],
  ['נר דונג מגולגל – אריזת 10', 4500],
  ['נר "שבעת המינים" מעוצב', 7800],
  ['קופסת בשמים לסט הבדלה', 5500],
];

/**
 * A candle workshop's shop in Safed's old city, the till's slip, 80 mm (Stam Sefarad CLM for the name, Frank Ruehl
 * CLM, FreeMono): a drawn candle and flame over "פתיל", "פתיל נרות צפת בע"מ" and "ח.פ." hyphenated in the header, the
 * artists' quarter and phone; "חשבונית מס / קבלה", "מסמך" (the till, a slash, five digits), "תאריך" dd.mm.yyyy with
 * the weekday and "שעה" beside; candles and wax art by quantity x the price with VAT; with cash "הנחת מזומן 5%"
 * (negative); "סה"כ פריטים" (a distractor), "סה"כ לתשלום", "מתוכו מע"מ n%", "סה"כ ללא מע"מ" (contained); cash tendered
 * and change or the card's last digits (distractors); not Saturday.
 */
export const hePetilSafedCandleShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.035)) / 10) * 10;
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([name, p]) => ({ name, qty: rng.int(1, 3), unit: up(p) }));
    const sum = total(lines.map((l) => l.qty * l.unit));
    const cash = rng.chance(0.4);
    const discount = cash ? Math.round((sum * 5) / 100) : 0;
    const gross = sum - discount;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'פתיל נרות צפת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}/${rng.int(10000, 99999)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const minutes = date.slice(5) >= '04-01' && date.slice(5) <= '09-30' ? rng.int(600, 1140) : rng.int(570, 1050);
    const candle = `<svg width="34" height="62" viewBox="0 0 34 62"><path d="M17 2 C24 12 22 20 17 22 C12 20 10 12 17 2 Z" fill="#555"/><rect x="16" y="22" width="2" height="6" fill="#222"/><rect x="8" y="28" width="18" height="32" rx="2" fill="none" stroke="#222" stroke-width="2"/><path d="M8 36 L26 44 M8 46 L26 54" stroke="#222" stroke-width="1.5"/></svg>`;
    const itemRows = lines.map((l) => `<div class="it">${l.name}</div><div class="row">${n(`${l.qty} x ${amount(l.unit)}`)}${n(amount(l.qty * l.unit))}</div>`).join('');
    const tender = cash
      ? `<div class="row"><span>מזומן</span>${n(amount(Math.ceil(gross / 5000) * 5000))}</div><div class="row"><span>עודף</span>${n(amount(Math.ceil(gross / 5000) * 5000 - gross))}</div>`
      : `<div class="row"><span>כרטיס אשראי</span>${n(`****${rng.digits(4)}`)}</div><div class="row"><span>מס' אישור</span>${n(rng.digits(7))}</div>`;
    const body = `<div class="c">${candle}<div class="nm">פתיל</div><div>בית מלאכה לנרות · מאז 1987</div><div>${vendorName}</div><div>ח.פ. ${n(hyphenId(taxId))}</div><div>סמטת האמנים ${n(String(rng.int(2, 30)))}, קריית האמנים, צפת</div><div>טל' ${n(`04-69${rng.digits(5)}`)}</div></div>
<div class="dash"></div><div class="c b ttl">חשבונית מס / קבלה</div><div class="c sm">מקור</div>
<div class="row"><span>מסמך: ${n(doc)}</span><span>קופה ${n(doc.split('/')[0])}</span></div>
<div class="row"><span>תאריך: ${n(dt(date, 'dd.mm.yyyy'))}</span><span>${heDay(date)}</span></div><div class="row"><span>שעה: ${n(hhmm(minutes))}</span><span>מוכר/ת: ${rng.pick(['אביגיל', 'שמואל', 'רחלי', 'מנחם'])}</span></div>
<div class="dash"></div>${itemRows}<div class="dash"></div>
<div class="row"><span>סה"כ פריטים</span>${n(String(total(lines.map((l) => l.qty))))}</div>
${discount ? `<div class="row"><span>ביניים</span>${n(amount(sum))}</div><div class="row"><span>הנחת מזומן 5%</span>${n(amount(-discount))}</div>` : ''}
<div class="row big"><span>סה"כ לתשלום</span>${n(amount(gross))}</div>
<div class="row"><span>מתוכו מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="row"><span>סה"כ ללא מע"מ</span>${n(amount(gross - vat))}</div>
<div class="dash"></div>${tender}<div class="dash"></div>
<div class="c sm">החלפה תוך 14 יום עם חשבונית זו בלבד<br>נרות בהזמנה אישית – אין החזרה<br>שבת שלום ובשורות טובות!</div>`;
    const css = `body{width:72mm;padding:4mm;font-family:'Frank Ruehl CLM';font-size:14px;color:#111;line-height:1.35}.n{font-family:'FreeMono';font-size:12.5px;white-space:nowrap}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:11.5px}.nm{font-family:'Stam Sefarad CLM';font-size:40px;line-height:1}.ttl{font-size:16px;margin-top:2px}
.row{display:flex;justify-content:space-between;gap:4px}.it{margin-top:3px}.big{font-size:18px;font-weight:bold;margin:3px 0}.dash{border-top:1px dashed #333;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      page: '80mm 240mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
