import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-nepalese-restaurant-bill';

/** Dishes: Hebrew, Latin, price in agorot with VAT (2022). */
const MENU: [string, string, number][] = [
  ['דאל בהאט עם ירקות', 'Dal Bhat Tarkari', 6800],
  ['דאל בהאט עם עוף', 'Dal Bhat Kukhura', 7600],
  ['צ׳ואילה עוף מעושן', 'Chicken Choila', 5400],
  ['סקוואה כבש על הגחלים', 'Lamb Sekuwa', 8200],
  ['אלו טמה (תפו"א ונצרי במבוק)', 'Aloo Tama', 4200],
  ['צ׳אטמרי - פנקייק אורז', 'Chatamari', 3900],
  ['באמבו שוטס מוקפצים', 'Tama Bhutuwa', 4600],
  ['סמוסה תרד ופניר', 'Palungo Samosa', 3200],
  ['קארי ירקות מהכפר', 'Gaun ko Tarkari', 5800],
  ['אורז בסמטי', 'Basmati rice', 1600],
  ['רוטי מקמח מלא', 'Roti', 1200],
  ['לאסי מנגו', 'Mango lassi', 2200],
  ['צ׳אי מסאלה', 'Masala chai', 1400],
  ['בירה הימלאית', 'Himalayan lager', 3200],
  ['סל רוטי', 'Sel roti', 2400],
];
const WAITERS = ['ביקש', 'נוי', 'עומר', 'סנג׳יטה', 'טל'];

/**
 * A Nepalese restaurant's bill in Pardes Hanna-Karkur, 80 mm (Hadasim CLM): Latin name and a Hebrew subtitle, company
 * name and id, a two-column block of table, diners, waiter and opening time, "חשבונית מס / קבלה" with a six-digit
 * number, each dish with its Latin name under it and quantity x price, a 12% service charge added for eight diners or
 * more, VAT contained, and for smaller tables "השירות אינו כלול" with suggested tips of 10%, 12% and 15% printed under
 * the total (not paid on the bill), card payment.
 */
export const heNepaleseRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const diners = rng.chance(0.4) ? rng.int(8, 14) : rng.int(1, 6);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([he, en, p]) => ({
      he,
      en,
      unit: Math.round((p * up) / 100) * 100,
      qty: rng.int(1, Math.max(1, Math.ceil(diners / 2))),
    }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = diners >= 8 ? share(food, 12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'אנאפורנה מטבח נפאלי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 699999));
    const open = rng.int(720, 1260);
    const body = `<div class="brand">${ltr('ANNAPURNA')}</div><div class="c">מטבח נפאלי ביתי</div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>דרך הבנים ${ltr(String(rng.int(10, 90)))}, פרדס חנה-כרכור</div>
<div class="rule"></div>
${pairs(
  [
    ['שולחן', ltr(String(rng.int(1, 30)))],
    ['סועדים', ltr(String(diners))],
    ['מלצר/ית', rng.pick(WAITERS)],
    ['נפתח', ltr(hhmm(open))],
  ],
  2,
)}
<div class="c b ti">חשבונית מס / קבלה ${ltr(doc)}</div>
<div class="c sm">${ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(open + rng.int(40, 130))}`)}</div>
<div class="rule"></div>
${lines.map((l) => `<div class="it">${row(l.he, ltr(amount(l.qty * l.unit)))}<div class="en">${ltr(`${l.en}  ${l.qty} x ${amount(l.unit)}`)}</div></div>`).join('')}
<div class="rule"></div>
${service ? `${row('סה"כ מנות', ltr(amount(food)))}${row(`דמי שירות ${ltr('12%')} (${ltr('8')} סועדים ומעלה)`, ltr(amount(service)))}` : ''}
${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)), 'sm')}
${row(`אשראי ${ltr(`xxxx-${rng.digits(4)}`)}`, ltr(amount(gross)), 'sm')}
${
  service
    ? '<div class="c sm note">דמי השירות כלולים בחשבון</div>'
    : `<div class="tips"><div class="c b">השירות אינו כלול</div><div class="c sm">טיפ מומלץ:</div>${[10, 12, 15].map((p) => row(ltr(`${p}%`), ltr(amount(share(gross, p))), 'sm')).join('')}</div>`
}
<div class="c sm">${ltr('Dhanyabad!')} תודה שבאתם</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:13px;width:70mm;padding:4mm}.brand{text-align:center;font-size:24px;font-weight:bold;letter-spacing:3px}
.ti{margin-top:6px;font-size:15px}.it{margin:3px 0}.en{font-size:10.5px;color:#444;text-align:left}.big{font-size:1.3em}.tips{border:1px dashed #555;margin:8px 0;padding:4px}.note{margin:6px 0}
.pairs{width:100%}.pairs td{padding-left:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
