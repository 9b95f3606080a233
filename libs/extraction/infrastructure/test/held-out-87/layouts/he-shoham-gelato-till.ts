import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-shoham-gelato-till';

/** Flavours sold by weight. */
const FLAVOURS = ['פיסטוקיו', 'שוקולד מריר', 'לימון וריחן', 'קרמל מלוח', 'חלבה', 'תות שדה', 'מנגו סורבה', 'וניל מדגסקר', 'אגוזי לוז', 'קפה'];
/** Item sold by the unit, agorot each (2022). */
const UNITS: [string, number][] = [
  ['גביע וופל', 400],
  ['כוס קלקר', 200],
  ['קוביית קרטיב', 1200],
  ['קופסת 1 ק"ג להבית', 14900],
  ['אפוגטו', 1800],
  ['מילקשייק', 2200],
];

/**
 * A gelato parlour in Shoham's commercial centre, 80 mm (Hadasim CLM heading, Noto Sans Hebrew lines): trade name, the
 * company with "ח.פ." hyphenated and a landline, "קבלה - חשבונית מס" with "מס'" as till and number "3/041273", the date
 * (dd/mm/yyyy) and hour on one line, gelato by weight ("0.380 ק"ג × 139.00") with its flavours, cones and shakes by the unit,
 * "סה"כ לתשלום" with "₪", "כולל מע"מ" with the rate and the VAT contained, card or cash (not on Saturday).
 */
export const heShohamGelatoTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const perKg = Math.round((rng.pick([12900, 13900, 14900]) * up) / 100) * 100;
    const lines: { text: string; detail: string; sum: number }[] = [];
    for (let i = rng.int(1, 3); i > 0; i--) {
      const grams = rng.int(18, 95) * 5;
      lines.push({
        text: `גלידה במשקל: ${rng.some(FLAVOURS, rng.int(2, 3)).join(', ')}`,
        detail: `${ltr((grams / 1000).toFixed(3))} ק"ג × ${ltr(amount(perKg))}`,
        sum: Math.round((grams * perKg) / 1000),
      });
    }
    for (const [name, price] of rng.some(UNITS, rng.int(1, 3))) {
      const q = rng.int(1, 4);
      const unit = Math.round((price * up) / 10) * 10;
      lines.push({ text: name, detail: `${ltr(String(q))} יח׳ × ${ltr(amount(unit))}`, sum: q * unit });
    }
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'קור מתוק שוהם בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}/${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const card = rng.chance(0.7);
    const paid = card ? gross : Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const body = `<div class="c nm">ג׳לטריה שוהם</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>מרכז מסחרי, שדרות עמק איילון, שוהם<br>טל׳ ${ltr(landline(rng))}</div>
<div class="dbl"></div><div class="c b">קבלה - חשבונית מס</div>${row("מס'", ltr(doc))}${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(11 * 60, 23 * 60))))}<div class="rule"></div>
${lines.map((l) => `<div>${l.text}</div>${row(`<span class="sm">${l.detail}</span>`, ltr(amount(l.sum)))}`).join('')}
<div class="dbl"></div>${row('סה"כ לתשלום', `${ltr(amount(gross))} ₪`, 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>
${card ? row('אשראי', ltr(`**** ${rng.digits(4)}`)) : `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`}
<div class="c sm">תודה ובתיאבון!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;width:72mm;padding:5mm 4mm}.nm{font-family:'Hadasim CLM';font-size:26px;font-weight:bold}.big{font-size:16px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
