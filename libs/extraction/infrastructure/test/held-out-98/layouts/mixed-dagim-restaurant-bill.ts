import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-dagim-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022, quantity range. */
const DISHES: [string, string, number, [number, number]][] = [
  ['קרפצ׳יו לוקוס', 'Grouper carpaccio', 6800, [1, 2]],
  ['סביצ׳ה דג ים', 'Ceviche of the day', 6200, [1, 2]],
  ['קלמרי על הפלנצ׳ה', 'Squid a la plancha', 7400, [1, 2]],
  ['מושט שלם על האש', 'Tilapia on the coals', 11800, [1, 3]],
  ['פילה אינטיאס', 'Snapper fillet', 13600, [1, 2]],
  ['שרימפס בחמאה ושום', 'Prawns, garlic butter', 9800, [1, 2]],
  ['סלט ירקות גדול', 'Chopped greens', 4200, [1, 2]],
  ['צ׳יפס בית', 'Fries', 2600, [1, 3]],
  ['לחם מהתנור ומטבלים', 'Bread and dips', 3200, [1, 2]],
  ['בירה מהחבית', 'Draught lager', 3200, [1, 6]],
  ['כוס יין לבן', 'Sauvignon blanc 150 ml', 4200, [1, 4]],
  ['קרם ברולה', 'Crème brûlée', 4400, [1, 3]],
];

/**
 * A fish restaurant on the beach at Michmoret, the bill with its card slip, 76 mm (Keter YG for the name, Miriam CLM for
 * the Hebrew, DejaVu Sans Mono for the English and figures): "דגי מכמורת" large, "MICHMORET DAGIM", the company and
 * "ע.מ." (the company number) spaced; a two-column header grid (שולחן/Table, סועדים/Covers, מלצר/Waiter,
 * תאריך/Date dd.mm.yyyy hh:mm); "חשבונית מס קבלה · TAX INVOICE / RECEIPT" "nnnnn"; each line with the Hebrew on the
 * right, the English under it in small mono, the quantity and the line sum on the left; "סה"כ מנות / Food & drink",
 * "דמי שירות 12% / Service charge 12%" added, "לתשלום / TOTAL DUE" "₪ …", "מע"מ n% כלול / VAT n% incl."
 * (contained); then "שובר כרטיס / CARD SLIP": amount, "תשר / Gratuity" (none or 5-12% of the bill, to the shekel),
 * "סה"כ לחיוב / Total charged" (the gratuity not in the bill); lunch or dinner, any day.
 */
export const mixedDagimRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const lines = rng.some(DISHES, rng.int(4, 9)).map(([he, en, p, [lo, hi]]) => ({ he, en, q: rng.int(lo, hi), p: Math.round((p * rise) / 100) * 100 }));
    const food = total(lines.map((l) => l.q * l.p));
    const service = share(food, 12);
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = rng.chance(0.35) ? 0 : Math.round((gross * rng.int(5, 12)) / 100 / 100) * 100;
    const vendorName = 'דגי מכמורת חוף ומסעדה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const r = (he: string, en: string, v: string, cls = '') => `<div class="r ${cls}"><span>${he} <span class="en">${ltr(en)}</span></span><span>${v}</span></div>`;
    const cell = (he: string, en: string, v: string) => `<td><span class="l">${he} / ${ltr(en)}</span><br>${v}</td>`;
    const body = `<div class="nm">דגי מכמורת</div><div class="c en">MICHMORET DAGIM</div><div class="c sm">${vendorName}</div><div class="c sm">ע.מ. ${ltr(`${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`)} · חוף מכמורת</div>
<table class="g"><tr>${cell('שולחן', 'Table', ltr(String(rng.int(1, 40))))}${cell('סועדים', 'Covers', ltr(String(rng.int(2, 10))))}</tr><tr>${cell('מלצר', 'Waiter', rng.pick(['ליאור', 'דניאל', 'אופיר', 'ים']))}${cell('תאריך', 'Date', ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.pick([rng.int(12 * 60, 16 * 60), rng.int(19 * 60, 23 * 60)]))}`))}</tr></table>
<div class="ti">חשבונית מס קבלה · ${ltr('TAX INVOICE / RECEIPT')}</div><div class="c big">${ltr(doc)}</div><div class="ln"></div>
${lines.map((l) => `<div class="r"><span>${l.he}<br><span class="en">${ltr(l.en)}</span></span><span>${ltr(`${l.q} × ${amount(l.p)}`)}<br>${ltr(amount(l.q * l.p))}</span></div>`).join('')}<div class="ln"></div>
${r('סה"כ מנות', 'Dishes & drinks', ltr(amount(food)))}${r(`דמי שירות ${ltr('12%')}`, 'Service charge 12%', ltr(amount(service)))}${r('לתשלום', 'TOTAL DUE', ltr(`₪ ${amount(gross)}`), 'big')}${r(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
<div class="cut"></div><div class="ti">שובר כרטיס / ${ltr('CARD SLIP')}</div>${r('כרטיס', 'Card', ltr(`**** ${rng.digits(4)}`))}${r('סכום', 'Amount', ltr(amount(gross)))}${r('תשר', 'Gratuity', ltr(amount(tip)))}${r('סה"כ לחיוב', 'Total charged', ltr(amount(gross + tip)), 'b')}${r('אישור', 'Approval', ltr(rng.digits(6)))}
<div class="c sm">להתראות על החוף / ${ltr('Thanks for dining')}</div>`;
    const css = `body{font-family:'Miriam CLM','DejaVu Sans Mono';font-size:12px;width:66mm;padding:3mm 4mm}.nm{font-family:'Keter YG';font-size:32px;text-align:center;font-weight:bold}.en{font-family:'DejaVu Sans Mono';font-size:9.5px}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.g{width:100%;border-collapse:collapse;margin:6px 0}.g td{border:1px solid #000;padding:2px 4px;width:50%}.l{font-size:9px}.ti{text-align:center;font-weight:bold;margin-top:6px}.big{font-size:16px;font-weight:bold}
.r{display:flex;justify-content:space-between;gap:6px;margin:2px 0}.r span:last-child{text-align:left}.ln{border-top:2px solid #000;margin:5px 0}.cut{border-top:2px dashed #000;margin:12px 0 4px}`;
    const page = '76mm 270mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
