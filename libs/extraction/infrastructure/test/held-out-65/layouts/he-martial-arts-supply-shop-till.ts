import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-martial-arts-supply-shop-till';

/** Goods: name, lowest and highest price in whole shekels (with VAT). */
const GOODS: [string, number, number][] = [
  ['חליפת ג׳ודו לבנה 450 גר׳', 189, 289],
  ['חליפת קראטה למתחילים', 119, 179],
  ['חגורה צבעונית', 25, 39],
  ['חגורה שחורה רקומה', 89, 139],
  ['כפפות אגרוף 12 oz', 149, 249],
  ['מגני שוק ורגל', 119, 189],
  ['מגן שיניים', 29, 49],
  ['תחבושות ידיים 4.5 מ׳', 29, 45],
  ['כריות מיקוד (זוג)', 159, 259],
  ['מגן ראש לקיקבוקס', 179, 299],
  ['מזרן טאטאמי 1×1 מ׳', 139, 199],
  ['תיק ציוד', 99, 169],
  ['חבל קפיצה מהיר', 35, 59],
  ['בקבוק שתייה 750 מ"ל', 25, 39],
];

/**
 * A martial arts supply shop's till slip (never a Saturday), prices including VAT: the company's
 * store prints a members' club discount on some lines; the licensed dealer's small shop by a dojo
 * prints the owner's name and "עוסק מורשה" only at the bottom.
 */
export const heMartialArtsSupplyShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng
      .some(GOODS, rng.int(2, 5))
      .map(([name, lo, hi]) => ({ name, qty: rng.int(1, name.includes('חגורה') ? 3 : 2), unit: rng.int(lo, hi) * 100 - (rng.chance(0.5) ? 10 : 0) }));
    const gross0 = total(lines.map((l) => l.qty * l.unit));
    // The company's members' club: 10% off the whole slip, rounded to the agora.
    const club = co && rng.chance(0.5) ? Math.round((gross0 * 10) / 100) : 0;
    const gross = gross0 - club;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קימונו ציוד ספורט לחימה בע"מ' : 'רועי בן שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(2, 4)}-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const open = weekdayOf(date) === 5 ? [9 * 60, 13 * 60 + 30] : [10 * 60, 20 * 60 + 30];
    const at = hhmm(rng.int(open[0], open[1]));
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const itemRows = lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} × ${amount(l.unit)}`), ltr(money(l.qty * l.unit)))}`).join('');
    const pay = rng.chance(0.65)
      ? `${row('אשראי', ltr(`${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${rng.digits(4)}`))}${row('מס׳ אישור', ltr(rng.digits(7)))}`
      : (() => {
          const given = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
          return `${row('מזומן', ltr(money(given)))}${row('עודף', ltr(money(given - gross)))}`;
        })();
    const body = co
      ? `<div class="c"><div class="brand">קימונו</div><div>ציוד לאומנויות לחימה</div><div class="sm">רח׳ ז׳בוטינסקי 112, פתח תקווה · ${ltr(landline(rng))}</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית', ltr(doc))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שעה', ltr(at))}${row('קופה', ltr(String(rng.int(1, 3))))}${row('מוכר/ת', rng.pick(['ליאור', 'שחר', 'אלה', 'דניאל']))}
<div class="rule"></div>${itemRows}<div class="rule"></div>
${club ? `${row('סה"כ פריטים', ltr(money(gross0)))}${row('הנחת מועדון 10%', ltr(`-${money(club)}`))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ ללא מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>${pay}<div class="rule"></div><div class="c sm">החלפה תוך 14 יום בהצגת החשבונית, במוצר שלא נעשה בו שימוש</div>`
      : `<div class="c"><div class="brand2">הגי של רועי</div><div class="sm">ציוד ג׳ודו, קראטה וקיקבוקס</div><div class="sm">דרך עכו 40, קריית מוצקין · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">קבלה - חשבונית מס מס׳ ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'dd.mm.yy'))} · ${ltr(at)}</div>
<div class="rule"></div>${itemRows}<div class="rule"></div>
${row('סה"כ', `${ltr(money(gross))} ש"ח`, 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${pay}<div class="rule"></div><div class="c sm">רועי בן שושן · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${150 + lines.length * 11 + (club ? 10 : 0)}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Simple CLM'" : "'Miriam Mono CLM'"};font-size:${co ? 10.5 : 10}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.brand{font-family:'Aharoni CLM';font-size:22px}.brand2{font-size:16px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
