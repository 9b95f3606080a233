import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-tanur-bakery-till';

/** Name, agorot a unit (or a kilo) in 2022 VAT included, sold by weight. */
const GOODS: [string, number, boolean][] = [
  ['לחם מחמצת כפרי', 2400, false],
  ['לחם שיפון מלא', 2600, false],
  ['חלה מתוקה קלועה', 1800, false],
  ['חלה עם שומשום', 1600, false],
  ['באגט צרפתי', 1100, false],
  ['לחמניות ברייה (6)', 1500, false],
  ["פוקצ'ה זעתר", 1900, false],
  ['קרואסון חמאה', 900, false],
  ['שטרודל תפוחים', 3800, false],
  ['עוגת שמרים שוקולד', 4200, false],
  ['בורקס גבינה', 8900, true],
  ['רוגלך שוקולד', 7900, true],
  ['עוגיות חמאה', 9500, true],
  ['מקרונים', 16900, true],
  ['פיתות בלדי (10)', 1300, false],
  ['קיש תרד וגבינות', 5400, false],
];

/**
 * A neighbourhood bakery at Pardes Hanna-Karkur, the till's slip, 72 mm (Frank Ruehl CLM for the name, FreeMono): "תנור"
 * in large letters with "מאפייה שכונתית" and "רח' הנשיאים, פרדס חנה-כרכור", the company "תנור מאפים וקונדיטוריה בע"מ"
 * with "ח.פ." plain, the phone; "חשבונית מס/קבלה" between dashed rules; "מס' חשבונית" (the till, a hyphen and six
 * digits), "תאריך" dd.mm.yy, "שעה", "קופה" and "מוכר/ת" (distractors); each line the goods, then "q x price" or "kg
 * x price a kilo" and the sum; "פריטים"; "סה"כ לתשלום" large; then "סכום ללא מע"מ" and "מע"מ n%" (contained, printed
 * below the total); cash with "התקבל" and "עודף", or a card's last digits and approval; "תודה ולהתראות"; not Saturday.
 */
export const heTanurBakeryTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(2, 7)).map(([name, p, byKg]) => {
      const price = Math.round((p * rise) / 10) * 10;
      if (byKg) {
        const grams = rng.int(150, 900);
        return { name, calc: `${(grams / 1000).toFixed(3)} ק"ג x ${amount(price)}`, sum: Math.round((grams * price) / 1000) };
      }
      const q = rng.int(1, 3);
      return { name, calc: `${q} x ${amount(price)}`, sum: q * price };
    });
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'תנור מאפים וקונדיטוריה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}-${rng.digits(6)}`;
    const hour = `${String(rng.int(6, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cash = rng.chance(0.45);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0) : gross;
    const pay = cash
      ? `<div class="r"><span>מזומן - התקבל</span><span>${ltr(amount(paid))}</span></div><div class="r"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>`
      : `<div class="r"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="r"><span>מס' אישור</span><span>${ltr(rng.digits(7))}</span></div>`;
    const rows = lines
      .map(
        (l) =>
          `<div class="it"><div>${l.name.replace(/\(?\d+\)?/g, (m) => ltr(m))}</div><div class="r"><span class="calc">${ltr(l.calc)}</span><span>${ltr(amount(l.sum))}</span></div></div>`,
      )
      .join('');
    const body = `<div class="nm">תנור</div><div class="c">מאפייה שכונתית</div><div class="c">רח' הנשיאים ${ltr(String(rng.int(2, 60)))}, פרדס חנה-כרכור</div>
<div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)} · טל' ${ltr(`04-63${rng.digits(5)}`)}</div>
<div class="dash"></div><div class="ti">חשבונית מס/קבלה</div><div class="dash"></div>
<div class="r"><span>מס' חשבונית</span><span>${ltr(doc)}</span></div><div class="r"><span>תאריך</span><span>${ltr(dt(date, 'dd.mm.yy'))}</span></div><div class="r"><span>שעה</span><span>${ltr(hour)}</span></div>
<div class="r"><span>קופה ${ltr(String(rng.int(1, 3)))}</span><span>מוכר/ת: ${rng.pick(['אורית', 'שני', 'מוחמד', 'ליאור', 'דבורה'])}</span></div><div class="dash"></div>
${rows}<div class="r"><span>פריטים</span><span>${ltr(String(lines.length))}</span></div><div class="dash"></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))}</span></div>
<div class="r"><span>סכום ללא מע"מ</span><span>${ltr(amount(gross - vat))}</span></div><div class="r"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="dash"></div>
${pay}<div class="dash"></div><div class="c">תודה ולהתראות!</div><div class="c sm">המאפה נאפה הבוקר במקום</div>`;
    const css = `body{font-family:'FreeMono';font-size:12.5px;width:72mm;box-sizing:border-box;padding:4mm 4mm 10mm;line-height:1.45}.nm{font-family:'Frank Ruehl CLM';font-size:40px;font-weight:bold;text-align:center;line-height:1.1}
.c{text-align:center}.sm{font-size:11px}.dash{border-top:1.5px dashed #000;margin:5px 0}.ti{text-align:center;font-weight:bold;font-size:15px}.r{display:flex;justify-content:space-between;gap:6px}.it{margin-bottom:3px}.calc{color:#333}.big{font-size:17px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 200mm', css, body }),
      page: '72mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
