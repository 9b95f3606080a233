import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-lehavim-fuel-till';

/** Shop items at the pump: name, agorot (2022). */
const SHOP: [string, number][] = [
  ['שמן מנוע 5W30 1 ל׳', 5900],
  ['נוזל לשמשות', 1900],
  ['קפה הפוך', 1200],
  ['מים מינרליים 1.5 ל׳', 800],
];

/**
 * A filling station at the Lehavim junction on road 40, 58 mm (Noto Sans Hebrew, digits in FreeMono): the company with "ע.מ."
 * spaced in threes, "חשבונית מס/קבלה", "מס' מסמך" as "LH" and seven digits, date (dd/mm/yy) and time on two lines, pump,
 * 95 or diesel, litres to two decimals and the price per litre to three ("7.290"), sometimes an item from the shop, "סה"כ"
 * with "ש"ח", "מע"מ" with its rate (contained), a plate and a card (any day).
 */
export const heLehavimFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.35);
    const BASE: Record<number, number> = { 2022: 7050, 2023: 7150, 2024: 7300, 2025: 7200, 2026: 7100 };
    const base = BASE[year] ?? 7200;
    const ppl = base + rng.int(-25, 25) * 10 - (diesel ? 350 : 0);
    const cl = rng.int(1800, 6200);
    const fuel = Math.round((cl * ppl) / 1000);
    const extra = rng.chance(0.35) ? rng.pick(SHOP) : null;
    const gross = total([fuel, extra ? extra[1] : 0]);
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת צומת להבים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `LH${rng.int(1000000, 9999999)}`;
    const body = `<div class="c b">תחנת צומת להבים</div><div class="c sm">${vendorName}<br>ע.מ. ${ltr(spacedId(taxId))}<br>כביש 40, צומת להבים</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה</div>${row("מס' מסמך", `<span class="m">${ltr(doc)}</span>`)}${row('תאריך', `<span class="m">${ltr(dt(date, 'dd/mm/yy'))}</span>`)}${row('שעה', `<span class="m">${ltr(hhmm(rng.int(0, 24 * 60 - 1)))}</span>`)}<div class="rule"></div>
${row('משאבה', `<span class="m">${ltr(String(rng.int(1, 8)))}</span>`)}${row('מוצר', diesel ? 'סולר' : 'בנזין 95')}${row('ליטרים', `<span class="m">${ltr((cl / 100).toFixed(2))}</span>`)}${row('מחיר לליטר', `<span class="m">${ltr((ppl / 1000).toFixed(3))}</span>`)}${row('סכום דלק', `<span class="m">${ltr(amount(fuel))}</span>`)}
${extra ? row(extra[0], `<span class="m">${ltr(amount(extra[1]))}</span>`) : ''}<div class="rule"></div>
${row('סה"כ', `<span class="m">${ltr(amount(gross))}</span> ש"ח`, 'b big')}${row(`מע"מ ${ltr(`${rate}%`)}`, `<span class="m">${ltr(amount(vat))}</span>`)}<div class="rule"></div>
${row('רכב', `<span class="m">${ltr(plate(rng))}</span>`)}${row('אשראי', `<span class="m">${ltr(`XXXX${rng.digits(4)}`)}</span>`)}<div class="c sm">נסיעה טובה</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;width:50mm;padding:4mm 4mm}.m{font-family:'FreeMono','DejaVu Sans Mono';font-weight:bold}.big{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 170mm', css, body }),
      page: '58mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
