import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-home-decor-shop-till';

/** Items: Hebrew name, Latin item code, price in agorot with VAT (2022). */
const ITEMS: [string, string, number][] = [
  ['כרית נוי פשתן 45x45', 'CU-4545-LN', 8900],
  ['כיסוי כרית קטיפה', 'CC-VEL-50', 5900],
  ['אגרטל קרמיקה מט גבוה', 'VA-CR-30', 12900],
  ['אגרטל זכוכית ממוחזרת', 'VA-GL-22', 9900],
  ['נר ריחני בכוס בטון', 'CN-BT-200', 6900],
  ['סט 3 נרות עמוד', 'CN-PL-3', 4900],
  ['שטיחון כותנה ארוג 60x90', 'RG-CT-6090', 14900],
  ['מסגרת עץ אלון 30x40', 'FR-OK-3040', 7900],
  ['סלסלת חבל ים קלועה', 'BS-RP-M', 8500],
  ['מראה עגולה במסגרת קש', 'MR-RT-45', 21900],
  ['שעון קיר שקט', 'CL-WL-35', 16900],
  ['פמוט פליז', 'CH-BR-15', 5500],
  ['שמיכת טלאים לספה', 'TH-PW-130', 19900],
  ['ענף אקליפטוס מלאכותי', 'FL-EU-80', 3900],
  ['קערת עץ מנגו', 'BW-MG-28', 11900],
  ['מגש שיש עגול', 'TR-MB-30', 13900],
];
const CASHIERS = ['מורן', 'ליאת', 'אביגיל', 'שני', 'דנה'];

/**
 * A home decor shop's till slip in Gedera, 80 mm (Simple CLM): Latin brand and Hebrew company name with its id,
 * "חשבונית מס / קבלה" and a five-digit number, till and cashier, date and time on one line, each item as its name, its
 * Latin code with quantity and price, a 15% discount line under some items, total with "₪", the VAT contained and the
 * sum before VAT, card with instalments or cash with change. Closed on Saturdays; on Fridays it closes at two.
 */
export const heHomeDecorShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const friday = weekdayOf(date) === 5;
    const minute = friday ? rng.int(570, 830) : rng.int(600, 1260);
    const lines = rng.some(ITEMS, rng.int(1, 5)).map(([he, code, p]) => {
      const unit = Math.round((p * up) / 100) * 100 - 10;
      const qty = unit < 7000 ? rng.int(1, 3) : 1;
      const off = rng.chance(0.25) ? Math.round((qty * unit * 15) / 100) : 0;
      return { he, code, unit, qty, off };
    });
    const gross = total(lines.map((l) => l.qty * l.unit - l.off));
    const vat = vatIn(gross, rate);
    const vendorName = 'קומו בית ועיצוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 89999));
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const payments = rng.pick([1, 1, 2, 3]);
    const body = `<div class="brand">${ltr('KOMO')}<div class="tag">home &amp; decor</div></div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ הבילויים ${ltr(String(rng.int(3, 40)))}, גדרה · ${ltr(landline(rng))}</div>
<div class="dbl"></div>
<div class="c b ti">חשבונית מס / קבלה</div>
<div class="c b">מס׳ ${ltr(doc)}</div>
${row(`קופה ${ltr(String(rng.int(1, 3)))} · ${rng.pick(CASHIERS)}`, ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(minute)}`), 'sm')}
<div class="rule"></div>
${lines
  .map(
    (l) =>
      `<div class="it"><div>${l.he}</div>${row(ltr(`${l.code}  ${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)), 'sm')}${l.off ? row('הנחה 15%', ltr(`${amount(l.off)}-`), 'sm off') : ''}</div>`,
  )
  .join('')}
<div class="rule"></div>
${row(`סה"כ פריטים: ${ltr(String(total(lines.map((l) => l.qty))))}`, '', 'sm')}
${row('לתשלום', ltr(`₪${amount(gross)}`), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)), 'sm')}
<div class="rule"></div>
${
  cash
    ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`
    : `${row(`כרטיס אשראי ${ltr(`****${rng.digits(4)}`)}`, ltr(amount(gross)))}${row('תשלומים', ltr(String(payments)), 'sm')}${row('מס׳ אישור', ltr(rng.digits(7)), 'sm')}`
}
<div class="c sm foot">החלפה תוך 14 יום בצירוף החשבונית<br>תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:13px;width:70mm;padding:4mm}.brand{text-align:center;font-size:30px;letter-spacing:6px;font-weight:bold}.tag{font-size:11px;letter-spacing:2px;font-weight:normal}
.ti{font-size:16px;margin-top:4px}.it{margin:4px 0}.off{color:#333}.big{font-size:1.3em}.foot{margin-top:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
