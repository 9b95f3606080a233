import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-russian-grocery-till';

/** Sold by weight: name and price per kilo in agorot (2024 prices; other years scaled). */
const BY_WEIGHT: [string, number][] = [
  ['מקרל מעושן', 4990],
  ['הרינג בשמן', 3990],
  ['נקניק דוקטורסקי', 5490],
  ['סלמי מעושן', 7990],
  ['גבינת טבורוג', 3290],
  ['פלמני בקר', 3690],
  ['כרוב כבוש', 1890],
  ['עגבניות כבושות', 2490],
  ['סלו מעושן', 5990],
  ['ופלים במשקל', 2990],
];
/** Sold by the unit: name and price in agorot. */
const BY_UNIT: [string, number][] = [
  ['קוואס 1.5 ל׳', 1290],
  ['כוסמת 1 ק"ג', 1490],
  ['קפיר 1 ל׳', 990],
  ['לחם בורודינסקי', 1390],
  ['שוקולד אלנקה', 1190],
  ['גרעיני חמנייה', 890],
  ['סירניקי קפואים', 2490],
  ['חלבה חמניות', 1090],
  ['סמטנה 20% 400 גר׳', 890],
  ['מיונז פרובנסל', 1590],
];
const YEAR_FACTOR: Record<number, number> = { 2022: 0.92, 2023: 0.96, 2024: 1, 2025: 1.03, 2026: 1.05 };

/** A price scaled to the year, ending in 90 agorot. */
const priced = (base: number, year: number) => Math.max(90, Math.round((base * YEAR_FACTOR[year]) / 100) * 100 - 10);

/**
 * A Russian grocery in Nesher, 80 mm (FreeMono): Hebrew shop name with its Latin and Cyrillic name, company name and
 * id, "חשבונית מס / קבלה" with till and cashier, five-digit number, dd/mm/yyyy and time, goods by weight (kg to three
 * decimals × price per kilo) and by the unit, a 5% club discount on some, VAT contained, card or cash with change.
 */
export const heRussianGroceryTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const weighed = rng.some(BY_WEIGHT, rng.int(2, 4)).map(([name, base]) => {
      const grams = rng.int(180, 1350);
      const perKg = priced(base, year);
      return { name, grams, perKg, sum: Math.round((grams * perKg) / 1000) };
    });
    const units = rng.some(BY_UNIT, rng.int(2, 5)).map(([name, base]) => {
      const qty = rng.int(1, 3);
      const unit = priced(base, year);
      return { name, qty, unit, sum: qty * unit };
    });
    const subtotal = total([...weighed.map((w) => w.sum), ...units.map((u) => u.sum)]);
    const club = rng.chance(0.4) ? share(subtotal, 5) : 0;
    const gross = subtotal - club;
    const vat = vatIn(gross, rate);
    const vendorName = 'בריוזקה מזון ומעדנים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const lines = [
      ...weighed.map((w) => `<div class="it">${w.name}</div>${row(ltr(`${(w.grams / 1000).toFixed(3)} kg x ${amount(w.perKg)}`), ltr(amount(w.sum)), 'sub')}`),
      ...units.map((u) => (u.qty > 1 ? `<div class="it">${u.name}</div>${row(ltr(`${u.qty} x ${amount(u.unit)}`), ltr(amount(u.sum)), 'sub')}` : row(u.name, ltr(amount(u.sum))))),
    ];
    const card = rng.chance(0.55);
    const cash = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pay = card
      ? `${row('כרטיס אשראי', ltr(`**** ${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}`
      : `${row('מזומן', ltr(amount(cash)))}${row('עודף', ltr(amount(cash - gross)))}`;
    const body = `<div class="c"><div class="brand">בריוזקה</div><div class="lat">${ltr('BERYOZKA · БЕРЁЗКА')}</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div>שד׳ בן גוריון 40, נשר · ${ltr(`04-82${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row(`קופה ${ltr(String(rng.int(1, 4)))}`, `קופאית: ${rng.pick(['אולגה', 'נטליה', 'סבטלנה', 'אירינה', 'מרינה'])}`)}
${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(8 * 60, 21 * 60 + 30))))}
<div class="rule"></div>
${lines.join('')}
<div class="rule"></div>
${club ? `${row('סכום ביניים', ltr(amount(subtotal)))}${row(`הנחת מועדון ${ltr('5%')}`, ltr(`-${amount(club)}`))}` : ''}
${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}
${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}
${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="rule"></div>
${pay}
<div class="c sm">פריטים: ${ltr(String(weighed.length + units.reduce((s, u) => s + u.qty, 0)))}</div>
<div class="c">תודה ולהתראות · ${ltr('СПАСИБО!')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','Miriam Mono CLM';font-size:12px;width:70mm;padding:4mm}.brand{font-size:20px;font-weight:bold}.lat{font-size:12px;letter-spacing:1px}.it{margin-top:2px}.sub{padding-inline-start:8px}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
