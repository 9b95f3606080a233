import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-challah-bakery-friday-till';

/** Goods: name, price in agorot (2022), sold by weight (price per kg) or by the unit. */
const GOODS: [string, number, boolean][] = [
  ['חלה מתוקה קלועה', 1600, false],
  ['חלה כוסמין מלאה', 2200, false],
  ['חלה עם צימוקים', 1900, false],
  ['חלה שומשום גדולה', 2100, false],
  ['לחמניות חלה (6 יח׳)', 1400, false],
  ['קוגל ירושלמי', 3400, false],
  ['עוגת שמרים שוקולד', 3900, false],
  ['רוגלך שוקולד', 6400, true],
  ['עוגיות פרג', 5800, true],
  ['בורקס תפו"א', 4800, true],
];

/**
 * A challah bakery's till in Hadera on Friday mornings, 80 mm (Shofar for the sign, Miriam Mono CLM for the slip): the bakery's
 * sign, the company and "ח.פ.", "חשבונית מס / קבלה" with its number under a row of stars, the date (d.m.yy) and the time, loaves by
 * the unit ("3 x 16.00") and pastries by weight ("0.480 ק"ג x 64.00"), "סה"כ לתשלום" double height, "המחיר כולל מע"מ" with the
 * VAT, cash with change or card, "שבת שלום". Only Fridays.
 */
export const heChallahBakeryFridayTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 1, 2, 3, 4, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, p, byWeight]) => {
      const unit = Math.round((p * up) / 10) * 10;
      if (byWeight) {
        const grams = rng.int(180, 950);
        return { name, text: `${(grams / 1000).toFixed(3)} ק"ג x ${amount(unit)}`, sum: Math.round((grams * unit) / 1000) };
      }
      const qty = rng.int(1, 4);
      return { name, text: `${qty} x ${amount(unit)}`, sum: qty * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'מאפיית חלות בית השואבה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.digits(5)}`;
    const tm = `${String(rng.int(6, 13)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cash = rng.chance(0.45);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0) : gross;
    const body = `<div class="sign">חלות בית השואבה</div><div class="c">מאפייה משפחתית · רח׳ הנשיא ${ltr(String(rng.int(3, 90)))}, חדרה</div>
<div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)} · טל׳ ${ltr(`04-6${rng.digits(6)}`)}</div>
<div class="stars">* * * * * * * * * * * * * * *</div><div class="c b">חשבונית מס / קבלה</div><div class="c">מס׳ ${ltr(doc)}</div>
${row(`תאריך ${ltr(dt(date, 'd.m.yy'))}`, `שעה ${ltr(tm)}`)}<div class="dash"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`&nbsp;&nbsp;${ltr(l.text)}`, ltr(amount(l.sum)))}`).join('')}
<div class="dash"></div>${row('סה"כ לתשלום', ltr(amount(gross)), 'big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="dash"></div>
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('אשראי', ltr(amount(gross)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}`}
<div class="dash"></div><div class="c">קופה ${ltr(String(rng.int(1, 3)))} · קופאית: ${rng.pick(['רחל', 'אסתר', 'מירב', 'שושי'])}</div><div class="c b">שבת שלום!</div>`;
    const css = `body{font-family:'Miriam Mono CLM','FreeMono';font-size:12px;width:70mm;padding:4mm 5mm}.sign{font-family:'Shofar';font-size:26px;text-align:center}
.c{text-align:center}.b{font-weight:bold}.row{display:flex;justify-content:space-between;gap:4px}.stars{text-align:center;margin:3px 0}.dash{border-top:1px dashed #000;margin:4px 0}
.big{font-size:19px;font-weight:bold;transform:scaleY(1.25);margin:5px 0}`;
    const page = '80mm 200mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
