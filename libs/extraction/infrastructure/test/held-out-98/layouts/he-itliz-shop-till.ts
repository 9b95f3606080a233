import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-itliz-shop-till';

/** Cut, agorot a kilogram with VAT in 2022, grams range. */
const BY_WEIGHT: [string, number, [number, number]][] = [
  ['אנטריקוט טרי', 15900, [350, 1400]],
  ['צלעות בקר', 8900, [600, 2200]],
  ['בשר טחון מס׳ 8', 6900, [500, 2000]],
  ['חזה עוף', 4490, [600, 2500]],
  ['שוקיים עוף', 2990, [800, 3000]],
  ['כבד עוף', 3490, [250, 900]],
  ['פילה בקר', 22900, [300, 1100]],
  ['כתף טלה', 12900, [700, 1800]],
  ['פרגית', 5490, [500, 2000]],
  ['אסאדו', 10900, [900, 2400]],
];
/** Packed item, agorot with VAT in 2022. */
const PACKED: [string, number][] = [
  ['נקניקיות מרגז 500 גר׳', 3290],
  ['המבורגר ביתי 4 יח׳', 4490],
  ['קבב מוכן 1 ק"ג', 5990],
  ['פחמים 3 ק"ג', 2490],
  ['תבלין לגריל', 1490],
];
const CASHIERS = ['רונית', 'אבי', 'מוחמד', 'טל', 'יוסי'];

/**
 * A butcher's shop in Pardes Hanna, 70 mm (Noto Rashi Hebrew for the trade name, Liberation Mono): "אטליז האחים
 * שלום" over "בשר טרי · עופות · טלה", the company in a thin box with "ח.פ." beside it, the street; "עובד/ת" and
 * "עמדה"; "קבלה / חשבונית מס" and "מס' n/nnnnnn" on separate lines, date dd/mm/yy and time; cuts by weight as
 * "1.234 ק"ג × 89.00" then the sum, packed items "q יח'"; "סה"כ פריטים", "סה"כ לתשלום" "₪…", a table of net, VAT
 * n% and gross (contained); cash or card; Sunday to Friday morning.
 */
export const heItlizShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const cuts = rng.some(BY_WEIGHT, rng.int(2, 5)).map(([name, perKg, [lo, hi]]) => {
      const g = rng.int(lo, hi);
      const kg = Math.round((perKg * rise) / 10) * 10;
      return { name, g, kg, sum: Math.round((g * kg) / 1000) };
    });
    const packed = rng.some(PACKED, rng.int(0, 2)).map(([name, p]) => ({ name, q: rng.int(1, 3), p: Math.round((p * rise) / 10) * 10 }));
    const gross = total([...cuts.map((c) => c.sum), ...packed.map((p) => p.q * p.p)]);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'האחים שלום בשרים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}/${rng.int(100000, 999999)}`;
    const card = rng.chance(0.6);
    const paid = card ? gross : Math.ceil(gross / 5000) * 5000;
    const body = `<div class="tn">אטליז האחים שלום</div><div class="c sm">בשר טרי · עופות · טלה</div>
<div class="co"><span>${vendorName}</span><span>ח.פ. ${ltr(taxId)}</span></div><div class="c sm">רח' הבנים ${ltr(String(rng.int(3, 60)))}, פרדס חנה · ${ltr(`04-63${rng.digits(5)}`)}</div>
<div class="dash"></div><div class="r"><span>עובד/ת: ${rng.pick(CASHIERS)}</span><span>עמדה ${ltr(String(rng.int(1, 3)))}</span></div>
<div class="c b">קבלה / חשבונית מס</div><div class="c b">מס' ${ltr(doc)}</div><div class="c">${ltr(`${dt(date, 'dd/mm/yy')}  ${hhmm(rng.int(7 * 60 + 30, weekdayClose(date) * 60))}`)}</div><div class="dash"></div>
${cuts.map((c) => `<div>${c.name}</div><div class="r"><span>${ltr(`${(c.g / 1000).toFixed(3)} ק"ג × ${amount(c.kg)}`)}</span><span>${ltr(amount(c.sum))}</span></div>`).join('')}
${packed.map((p) => `<div>${p.name}</div><div class="r"><span>${ltr(String(p.q))} יח' × ${ltr(amount(p.p))}</span><span>${ltr(amount(p.q * p.p))}</span></div>`).join('')}<div class="dash"></div>
<div class="r"><span>סה"כ פריטים</span><span>${ltr(String(cuts.length + packed.length))}</span></div><div class="r big"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div>
<table class="v"><tr><th>לפני מע"מ</th><th>מע"מ ${ltr(`${rate}%`)}</th><th>כולל</th></tr><tr><td>${ltr(amount(gross - vat))}</td><td>${ltr(amount(vat))}</td><td>${ltr(amount(gross))}</td></tr></table>
${card ? `<div class="r"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="r sm"><span>מס' אישור</span><span>${ltr(rng.digits(7))}</span></div>` : `<div class="r"><span>מזומן</span><span>${ltr(amount(paid))}</span></div><div class="r"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>`}
<div class="c sm">שבת שלום ובתיאבון!</div>`;
    const css = `body{font-family:'Liberation Mono','Miriam Mono CLM';font-size:11.5px;width:64mm;padding:3mm}.tn{font-family:'Noto Rashi Hebrew';font-size:25px;text-align:center;font-weight:bold}.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold}
.co{display:flex;justify-content:space-between;border:1px solid #000;padding:2px 4px;margin:4px 0;font-size:10.5px}.r{display:flex;justify-content:space-between}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:15px;font-weight:bold;margin:4px 0}
.v{width:100%;border-collapse:collapse;font-size:10px;margin:4px 0}.v th,.v td{border:1px solid #000;text-align:center;padding:1px}`;
    const page = '70mm 230mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};

/** Friday the shop closes at two. */
function weekdayClose(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 5 ? 14 : 19;
}
