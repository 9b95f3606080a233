import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-tibetan-momo-restaurant-bill';

/** Dishes: name, lowest and highest price in whole shekels (with VAT). */
const MENU: [string, number, number][] = [
  ['מומו בקר מאודים (8)', 48, 58],
  ['מומו ירקות מטוגנים (8)', 44, 52],
  ['מומו עוף בציר חריף', 52, 62],
  ['טנטוק - מרק אטריות', 46, 56],
  ['טינגמו - לחמניות מאודות', 22, 28],
  ['שפאלה - מאפה בשר', 38, 46],
  ['לאפינג קר חריף', 34, 42],
  ['אורז עם דאל עדשים', 28, 34],
  ['תה חמאה טיבטי', 16, 20],
  ['צ׳אי מסאלה', 14, 18],
  ['בירה מהחבית', 28, 34],
  ['דסה - אורז מתוק בחמאה', 26, 32],
];

/**
 * A Tibetan momo restaurant's bill in Kfar Saba, 80 mm (Noto Serif Hebrew): company name and id
 * at the head, "חשבונית מס / קבלה" with a table and waiter, dd.mm.yyyy, 12% service for 8 diners or
 * more (with VAT, in the total), otherwise a note that service is not included and sometimes a tip
 * paid on the card and printed below the bill with the card charge.
 */
export const heTibetanMomoRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diners = rng.chance(0.35) ? rng.int(8, 13) : rng.int(2, 5);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([name, lo, hi]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      const unit = rng.int(lo, hi) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 8 ? Math.round((food * 12) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = !service && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const vendorName = 'שרפה מטבח הימלאיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 69999));
    const body = `<div class="c"><div class="brand">שֶׁרְפָּה</div><div class="sm">מומו ומטבח טיבטי</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב ויצמן ${ltr(String(rng.int(2, 60)))}, כפר סבא</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
<div class="c sm">${ltr(dt(date, 'dd.mm.yyyy'))} · ${ltr(hhmm(rng.int(12 * 60, 22 * 60)))} · שולחן ${ltr(String(rng.int(1, 24)))} · סועדים ${ltr(String(diners))}</div>
<div class="c sm">מלצר/ית: ${rng.pick(['טנזין', 'נועה', 'יובל', 'דולמה', 'אורי'])}</div>
<div class="rule"></div>
<table class="bill">${lines.map((l) => `<tr><td class="q">${ltr(String(l.qty))}</td><td>${l.name}</td><td class="s">${ltr(amount(l.sum))}</td></tr>`).join('')}</table>
<div class="rule"></div>
${service ? `${row('סכום ביניים', ltr(amount(food)))}${row(`דמי שירות ${ltr('12%')} (מ-${ltr('8')} סועדים)`, ltr(amount(service)))}` : ''}
${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div>
${
  service
    ? '<div class="c sm">דמי השירות כלולים בסכום לתשלום</div>'
    : tip
      ? `${row('טיפ (לא חלק מהחשבונית)', ltr(amount(tip)), 'sm')}${row('סה"כ חיוב בכרטיס', ltr(amount(gross + tip)), 'sm')}<div class="c sm">תודה! הטיפ מחולק לצוות</div>`
      : '<div class="c sm">השירות אינו כלול · טיפ לפי שיקולכם</div>'
}
<div class="c sm">טָשִׁי דֶלֶק - תודה שבאתם</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Sans';font-size:11.5px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold;letter-spacing:2px}
.bill{width:100%}.bill td{padding:1px 0;vertical-align:top}.bill .q{width:7mm}.bill .s{text-align:left;white-space:nowrap}.big{font-size:1.2em;margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
