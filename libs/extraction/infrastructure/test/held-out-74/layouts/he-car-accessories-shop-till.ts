import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-car-accessories-shop-till';

/** Goods: name (Latin brands and sizes kept apart), lowest and highest price in agorot (VAT included, 2022). */
const GOODS: [string, number, number][] = [
  ['שטיחי גומי לרכב (סט 4)', 14900, 19900],
  [`מגב ${ltr('Bosch 600')} מ"מ`, 5900, 7900],
  ['מחזיק טלפון לפתח מיזוג', 4900, 8900],
  [`מטהר אוויר ${ltr('Little Trees')}`, 1290, 1690],
  [`משאבת אוויר ${ltr('12V')}`, 12900, 18900],
  ['כבלי התנעה 3 מטר', 6900, 9900],
  ['ווקס לרכב 500 מ"ל', 3990, 5990],
  [`מטען ${ltr('USB-C')} לשקע מצית`, 5900, 8900],
  ['כיסוי הגה עור', 4900, 7900],
  [`מצלמת דרך ${ltr('Full HD')}`, 24900, 34900],
  ['משולש אזהרה', 2990, 3990],
  ['אפוד זוהר', 1490, 2490],
  ['נוזל לשמשות 4 ליטר', 1990, 2990],
  ['צל לשמשה קדמית', 3990, 5990],
];

/**
 * A car accessories shop's till slip in Petah Tikva, 80 mm (FreeMono): company name and id, "חשבונית מס / קבלה" with
 * its number, till and cashier, dd/mm/yy and time, goods by quantity × unit price with the line's sum, a 5% club
 * discount on some, total, VAT contained and the sum without VAT, card (with instalments on some) or cash with change.
 * Closed on Saturdays, and on Fridays it closes at two.
 */
export const heCarAccessoriesShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100 - 10;
      const qty = rng.chance(0.25) ? rng.int(2, 3) : 1;
      return { name, qty, unit, sum: qty * unit };
    });
    const gross0 = total(lines.map((l) => l.sum));
    const club = rng.chance(0.4) ? share(gross0, 5) : 0;
    const gross = gross0 - club;
    const vat = vatIn(gross, rate);
    const vendorName = 'אוטו-סטייל אביזרים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 89999));
    const friday = new Date(`${date}T12:00:00Z`).getUTCDay() === 5;
    const clock = hhmm(rng.int(9 * 60, friday ? 13 * 60 + 45 : 19 * 60 + 30));
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const payments = !cash && gross > 40000 && rng.chance(0.5) ? rng.pick([2, 3]) : 1;
    const body = `<div class="c"><div class="brand">אוטו-סטייל</div><div class="sm">אביזרים ותוספות לרכב</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ ההסתדרות ${ltr(String(rng.int(10, 80)))}, פתח תקווה</div><div class="sm">טל׳ ${ltr(`03-93${rng.digits(5)}`)}</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳', ltr(doc))}
${row(`קופה ${ltr(String(rng.int(1, 3)))}`, `קופאי: ${rng.pick(['אורן', 'סיוון', 'מוחמד', 'דניאל', 'רותם'])}`)}
${row(ltr(dt(date, 'dd/mm/yy')), ltr(clock))}
<div class="dash"></div>
${lines.map((l) => `<div class="it">${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.sum)))}`).join('')}
<div class="dash"></div>
${club ? `${row('סכום ביניים', ltr(amount(gross0)))}${row('הנחת מועדון 5%', ltr(`-${amount(club)}`))}` : ''}
${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}
${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}
<div class="dash"></div>
${
  cash
    ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`
    : `${row('אשראי', ltr(`XXXX-${rng.digits(4)}`))}${row('תשלומים', ltr(String(payments)))}${row('אישור', ltr(rng.digits(7)))}`
}
<div class="dash"></div>
<div class="c sm">החלפה תוך ${ltr('14')} יום בצירוף חשבונית, באריזה מקורית</div>
<div class="c sm">תודה ונסיעה בטוחה!</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','DejaVu Sans Mono';font-size:12px;width:70mm;padding:4mm}.brand{font-size:21px;font-weight:bold;letter-spacing:1px}.dash{border-top:1px dashed #000;margin:5px 0}.it{margin-top:3px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
