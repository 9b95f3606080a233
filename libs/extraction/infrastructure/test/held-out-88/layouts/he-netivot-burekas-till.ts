import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-netivot-burekas-till';

/** Burekas sold by weight: name, agorot per kilo (2022). */
const BY_KG: [string, number][] = [
  ['בורקס גבינה בולגרית', 5400],
  ['בורקס תפוחי אדמה', 4600],
  ['בורקס פטריות', 5200],
  ['בורקס תרד וגבינה', 5600],
  ['בורקס בשר', 7800],
  ['מיני בורקס קוקטייל', 6400],
  ['בורקס בצל ירוק', 4900],
];
/** Sold by the unit: name, agorot each (2022). */
const UNITS: [string, number][] = [
  ['ביצה חומה קשה', 300],
  ['חמוצים בשקית', 800],
  ['רסק עגבניות מגורדות', 500],
  ['בורקס טורקי גדול', 1400],
  ['סמבוסק זעתר', 900],
  ['שתייה קלה 1.5 ל׳', 1100],
  ['מגש אירוח (20 יח׳)', 8900],
];

/**
 * A burekas bakery's counter in Netivot's old market, 80 mm (Yehuda CLM name, Miriam CLM): the trade name, the company with
 * "ח.פ." hyphenated and a landline, "חשבונית מס / קבלה", "מס' חשבונית" as till and number ("2-104273"), date (dd.mm.yyyy) and
 * hour, burekas by weight ("0.640 ק"ג × 54.00 לק"ג") and eggs, pickles and trays by the unit, "סה"כ לתשלום" with "₪" before,
 * "מתוכו מע"מ" with the rate, cash with change or a card (not on Saturday).
 */
export const heNetivotBurekasTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const weighed = rng.some(BY_KG, rng.int(1, 3)).map(([name, perKg]) => {
      const grams = rng.int(25, 180) * 10;
      const kg = Math.round(perKg * up);
      return { name, grams, kg, sum: Math.round((grams * kg) / 1000) };
    });
    const counted = rng.some(UNITS, rng.int(1, 3)).map(([name, p]) => {
      const q = rng.int(1, 6);
      const unit = Math.round((p * up) / 10) * 10;
      return { name, q, unit, sum: q * unit };
    });
    const gross = total([...weighed, ...counted].map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'מאפיית בורקס השוק נתיבות בע"מ';
    const taxId = idOf(vendorName, true);
    const till = rng.int(1, 3);
    const doc = `${till}-${rng.int(100000, 999999)}`;
    const cash = rng.chance(0.5);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const body = `<div class="c nm">בורקס השוק</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · השוק הישן, נתיבות<br>טל׳ ${ltr(landline(rng))}</div><div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>${row("מס' חשבונית:", ltr(doc))}${row(`תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}`, `שעה: ${ltr(hhmm(rng.int(6 * 60, 15 * 60)))}`)}${row('קופה:', ltr(String(till)))}<div class="rule"></div>
${weighed.map((l) => `<div>${l.name}</div>${row(`${ltr((l.grams / 1000).toFixed(3))} ק"ג × ${ltr(amount(l.kg))} לק"ג`, ltr(amount(l.sum)))}`).join('')}
${counted.map((l) => row(`${l.name}${l.q > 1 ? ` ${ltr(`${l.q} × ${amount(l.unit)}`)}` : ''}`, ltr(amount(l.sum)))).join('')}<div class="rule"></div>
${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : row(`אשראי ${ltr(`****${rng.digits(4)}`)}`, ltr(amount(gross)))}
<div class="c sm">תודה ובתיאבון!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px;width:72mm;padding:5mm 4mm}.nm{font-family:'Yehuda CLM';font-size:28px;font-weight:bold}.big{font-size:17px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
