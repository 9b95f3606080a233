import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-laotian-restaurant-bill';

/** Dishes: Hebrew name, lowest and highest price in agorot (VAT included, 2023; dearer later). */
const DISHES: [string, number, number][] = [
  ['לאב עוף חריף', 5400, 6200],
  ['לאב פטריות', 4800, 5600],
  ['סלט פפאיה ירוקה', 3800, 4600],
  ['אורז דביק בסלסלה', 1400, 1800],
  ['חאו פיאק - מרק אטריות', 5200, 5900],
  ['מוק פה - דג מאודה בעלה בננה', 7400, 8600],
  ['נקניקיית סאי אואה', 4600, 5400],
  ['אור לאם - תבשיל בקר', 6800, 7900],
  ['ירקות מוקפצים בג׳ינג׳ר', 3900, 4700],
  ['קאו נום - עוגת קוקוס', 2800, 3400],
  ['בירה לאית', 2800, 3400],
  ['תה קר לימונית', 1600, 2100],
];

/**
 * A Laotian restaurant's bill in Kfar Saba, 80 mm (Hadasim CLM): Latin name "Baan Lao", company name and id, table,
 * diners and waiter, dd/mm/yyyy and time, quantity, dish and sum, a 10% service charge for 10 diners or more, otherwise
 * "השירות אינו כלול" and on some a tip written on the card slip below the bill, VAT contained.
 */
export const heLaotianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.035;
    const diners = rng.chance(0.35) ? rng.int(10, 16) : rng.int(2, 6);
    const lines = rng.some(DISHES, Math.min(DISHES.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([name, lo, hi]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 3)));
      const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 10 ? share(food, 10) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'באן לאו מסעדות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 299999));
    const tip = !service && rng.chance(0.6) ? share(gross, rng.pick([10, 12, 15])) : 0;
    const body = `<div class="c"><div class="brand">באן לאו</div><div class="lat">${ltr('BAAN LAO · Lao Kitchen')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ ויצמן ${ltr(String(rng.int(10, 160)))}, כפר סבא · ${ltr(`09-76${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 30)))}`, `סועדים ${ltr(String(diners))}`)}
${row(`מלצר/ית: ${rng.pick(['נועה', 'דניאל', 'סיוון', 'טל', 'אורי'])}`, `${ltr(dt(date, 'dd/mm/yyyy'))} ${ltr(hhmm(rng.int(720, 1380)))}`)}
<div class="rule"></div>
<table class="dish">${lines.map((l) => `<tr><td class="q">${ltr(String(l.qty))}</td><td>${l.name}</td><td class="s">${ltr(amount(l.sum))}</td></tr>`).join('')}</table>
<div class="rule"></div>
${row('סה"כ מנות', ltr(amount(food)))}
${service ? row(`דמי שירות ${ltr('10%')} (קבוצה)`, ltr(amount(service))) : ''}
${row('לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${service ? '' : '<div class="c sm">השירות אינו כלול במחיר</div>'}
<div class="rule"></div>
${row('שולם באשראי', ltr(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ${rng.digits(4)}`))}
${tip ? `<div class="slip">${row('טיפ לצוות (לא חלק מהחשבונית)', ltr(amount(tip)))}${row('חיוב כולל בכרטיס', ltr(amount(gross + tip)))}</div>` : ''}
<div class="c sm">תודה ולהתראות · ${ltr('Khop chai')}</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm}.brand{font-size:24px;font-weight:bold}.lat{font-size:11px;letter-spacing:2px}.big{font-size:1.25em}
.dish{width:100%}.dish td{padding:1px 2px;vertical-align:top}.dish .q{width:8mm}.dish .s{text-align:left;white-space:nowrap}.slip{border:1px dashed #555;padding:3px;margin:4px 0;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
