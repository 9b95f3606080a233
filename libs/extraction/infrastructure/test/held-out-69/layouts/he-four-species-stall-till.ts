import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, nth, plus, row, total, vatIn, weekdayOf, yearFor } from './extra';

const ID = 'he-four-species-stall-till';

/** Per year: the eve of Sukkot and Yom Kippur (the stall sells in the days before the festival, never on Yom Kippur or a Saturday). */
const SEASON: Record<number, [string, string]> = {
  2022: ['2022-10-09', '2022-10-05'],
  2023: ['2023-09-29', '2023-09-25'],
  2024: ['2024-10-16', '2024-10-12'],
  2025: ['2025-10-06', '2025-10-02'],
  2026: ['2026-09-25', '2026-09-21'],
};

/** Items: name, lowest and highest price in whole shekels (with VAT). */
const ITEMS: [string, number, number][] = [
  ['אתרוג כשר למהדרין', 90, 260],
  ['אתרוג תימני', 70, 180],
  ['לולב ארוך', 30, 65],
  ['הדסים - שלושה בדים', 18, 40],
  ['ערבות - שני בדים', 6, 12],
  ['סט ארבעת המינים', 95, 190],
  ['קופסת אתרוג מעץ זית', 35, 80],
  ['נרתיק ללולב', 12, 25],
  ['טבעות לולב (קוישיקלעך)', 4, 8],
  ['קישוטי סוכה - שרשרת', 15, 30],
];

/**
 * A four species (etrog, lulav, myrtle, willow) stall in the Petah Tikva market in the weeks before
 * Sukkot (the twelve days up to its eve, never on Yom Kippur or a Saturday), 80 mm (Miriam Mono CLM): the licensed dealer's own name with his id under the stall's
 * name, "חשבונית מס / קבלה" with a four-digit number, dd/mm/yy and time, prices with VAT, a
 * rabbinical supervision note, VAT contained, cash with change or card with its last digits.
 */
export const heFourSpeciesStallTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const [eve, kippur] = SEASON[yearFor(ID, nth(ID))];
    let date = plus(eve, -rng.int(0, 12));
    while (weekdayOf(date) === 6 || date === kippur) date = plus(date, -1);
    const rate = israeliRate(date);
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, lo, hi]) => {
      const qty = name.startsWith('ערבות') || name.startsWith('טבעות') ? rng.int(1, 4) : rng.int(1, 2);
      const unit = rng.int(lo, hi) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'אליהו בן שושן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 9999));
    const card = rng.chance(0.55);
    const paid = card ? gross : Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const body = `<div class="c"><div class="brand">הדר - ארבעת המינים</div><div>${vendorName} - עוסק מורשה ${ltr(taxId)}</div><div class="sm">דוכן ${ltr(String(rng.int(3, 60)))}, שוק פתח תקווה</div><div class="sm">טל׳ ${ltr(cellular(rng))}</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div>
${row(`תאריך ${ltr(dt(date, 'dd/mm/yy'))}`, `שעה ${ltr(hhmm(rng.int(8 * 60, date === eve ? 13 * 60 : 21 * 60)))}`, 'sm')}
<div class="dash"></div>
<table class="till">${lines
      .map((l) => `<tr><td>${l.name}</td><td class="n">${l.qty > 1 ? ltr(`${l.qty} x ${amount(l.unit)}`) : ''}</td><td class="n">${ltr(amount(l.sum))}</td></tr>`)
      .join('')}</table>
<div class="dash"></div>
${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${row('סכום ללא מע"מ', ltr(amount(gross - vat)), 'sm')}
<div class="dash"></div>
${card ? row('אשראי', ltr(`****${rng.digits(4)}`)) : `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`}
<div class="dash"></div>
<div class="c sm">כל המינים בהשגחת הרב המקומי - תעודה בדוכן</div>
<div class="c sm">חג שמח!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:11.5px;width:70mm;padding:4mm 5mm}.brand{font-size:17px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}
.till{width:100%}.till td{padding:1px 0;vertical-align:top}.till .n{text-align:left;white-space:nowrap;padding-right:4px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
