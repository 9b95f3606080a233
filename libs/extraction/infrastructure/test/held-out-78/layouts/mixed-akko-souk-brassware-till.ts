import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-akko-souk-brassware-till';

/** Goods: English name, Hebrew name, price in agorot (2022). */
const GOODS: [string, string, number][] = [
  ['Brass coffee pot (dallah), large', 'פינג׳אן נחושת גדול', 32000],
  ['Brass coffee pot, small', 'פינג׳אן נחושת קטן', 14500],
  ['Engraved serving tray 40 cm', 'מגש חרוט 40 ס"מ', 26000],
  ['Moroccan lantern, pierced brass', 'פנס מרוקאי נחושת', 38000],
  ['Mortar and pestle, brass', 'מכתש ועלי נחושת', 18500],
  ['Hamsa wall hanging', 'חמסה לתלייה', 9000],
  ['Coffee cups, set of 6', 'סט 6 ספלי קפה', 12000],
  ['Incense burner', 'מקטרת קטורת', 7500],
  ['Candlesticks, pair', 'זוג פמוטים', 22000],
];

/**
 * A brassware stall in the old city souk of Akko, 80 mm (DejaVu Sans, Miriam CLM for the Hebrew): the stall's Latin name
 * "KHOURY BRASS" with "נחושת חורי" under it, the owner's own name as a licensed dealer with his number spaced, "חשבונית מס /
 * קבלה · TAX INVOICE / RECEIPT" with "No." and four digits, the date (yyyy-mm-dd) and time, goods in English with their
 * Hebrew names under them, "qty @ price", a bargained discount in shekels on some, "TOTAL · סה"כ" with "₪", VAT contained,
 * cash or card. Closed on Sundays.
 */
export const mixedAkkoSoukBrasswareTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([en, he, price]) => {
      const qty = rng.chance(0.8) ? 1 : 2;
      const each = Math.round((price * up) / 500) * 500;
      return { en, he, qty, each, sum: qty * each };
    });
    const goods = total(lines.map((l) => l.sum));
    const discount = goods > 30000 && rng.chance(0.6) ? rng.pick([2000, 3000, 5000]) : 0;
    const pay = goods - discount;
    const vat = vatIn(pay, rate);
    const vendorName = 'סמיר חורי';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 9999));
    const body = `<div class="c brand">KHOURY BRASS</div><div class="c he b">נחושת חורי</div>
<div class="c sm">השוק העירוני, עכו העתיקה · ${ltr('Old City Souk, Akko')}<br>${vendorName} · עוסק מורשה ${ltr(spacedId(taxId))}</div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div><div class="c b">${ltr('TAX INVOICE / RECEIPT')}</div>
<div class="row"><span>${ltr(`No. ${doc}`)}</span><span>${ltr(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(9 * 60, 19 * 60))}`)}</span></div>
<div class="rule"></div>
${lines.map((l) => `<div class="row"><span>${ltr(l.en)}</span><span>${ltr(amount(l.sum))}</span></div><div class="row sm"><span>${l.he.replace(/\d+/g, (m) => ltr(m))}</span><span>${ltr(`${l.qty} @ ${amount(l.each)}`)}</span></div>`).join('')}
<div class="rule"></div>
${discount ? `<div class="row"><span>הנחה · ${ltr('Discount')}</span><span>${ltr(`-${amount(discount)}`)}</span></div>` : ''}
<div class="row tot"><span>סה"כ · ${ltr('TOTAL')}</span><span>${ltr(`₪ ${amount(pay)}`)}</span></div>
<div class="row sm"><span>כולל מע"מ ${ltr(`${rate}%`)} · ${ltr('VAT incl.')}</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>${rng.chance(0.5) ? `מזומן · ${ltr('Cash')}` : `אשראי · ${ltr(`Card ${rng.digits(4)}`)}`}</span><span>${ltr(amount(pay))}</span></div>
<div class="c sm">שוקרן · תודה · ${ltr('Thank you')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;width:70mm;padding:4mm 5mm}.he{font-family:'Miriam CLM','DejaVu Sans';font-size:14px}.brand{font-size:19px;font-weight:bold;letter-spacing:2px}.tot{font-size:15px;font-weight:bold;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
