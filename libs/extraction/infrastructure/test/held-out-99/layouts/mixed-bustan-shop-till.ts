import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-bustan-shop-till';

/** Hebrew, English, agorot with VAT in 2022. */
const PLANTS: [string, string, number][] = [
  ['אלוורה 12 ס"מ', 'Aloe, 12 cm', 1990],
  ['רוזמרין זוחל', 'Creeping rosemary', 1790],
  ['עץ לימון ננסי', 'Dwarf lemon', 12900],
  ["מונסטרה 4 ל'", 'Monstera 4 L', 15900],
  ['סוקולנטים מגש 6', 'Succulents, tray of 6', 3990],
  ["אדמת שתילה 50 ל'", 'Potting soil 50 L', 3490],
  ['דשן אטי שחרור', 'Slow-release granules', 4590],
  ['עציץ קרמיקה 30 ס"מ', 'Terracotta planter 30 cm', 8900],
  ['מזמרה מקצועית', 'Pruning shears', 6900],
  ['קורנית 12 ס"מ', 'Thyme, 12 cm', 1290],
  ["בוגנוויליה 4 ל'", 'Bougainvillea 4 L', 4990],
  ['אגבה כדורית', 'Barrel agave', 2490],
];

/**
 * A plant nursery at Degania, 76 mm (Simple CLM for the Hebrew, Liberation Sans for the English and figures):
 * "משתלת הבוסתן" over "HABUSTAN SAPLINGS", the company and "ח.פ." in one line; "חשבונית מס קבלה / TAX INVOICE
 * RECEIPT" between rules, "מס' / No." as "nn-nnnnn" (branch and serial), date Y-m-d and time; a table (item in
 * Hebrew with English under it, quantity, price, sum); "סה"כ לתשלום / AMOUNT DUE" "… ₪", "מע"מ n% (כלול) / VAT n%
 * (incl.)" (contained), item count; card in one or three payments, or cash; not Saturday.
 */
export const mixedBustanShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(PLANTS, rng.int(2, 7)).map(([he, en, p]) => ({ he, en, q: rng.int(1, 4), p: Math.round((p * rise) / 10) * 10 }));
    const gross = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'הבוסתן משתלות דגניה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.pick(['01', '02'])}-${rng.int(10000, 99999)}`;
    const count = total(lines.map((l) => l.q));
    const fix = (s: string) => s.replace(/[0-9][0-9]*/g, (m) => ltr(m));
    const pays = rng.pick([1, 1, 3]);
    const body = `<div class="nm">משתלת הבוסתן</div><div class="c en">HABUSTAN SAPLINGS</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">דגניה א', עמק הירדן</div>
<div class="ti">חשבונית מס קבלה / ${ltr('TAX INVOICE RECEIPT')}</div><div class="r"><span>מס' / ${ltr('No.')}</span><span>${ltr(doc)}</span></div><div class="r"><span>${ltr(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(8 * 60, 19 * 60))}`)}</span><span>קופה ${ltr(String(rng.int(1, 3)))}</span></div>
<table class="t"><tr><th>פריט</th><th>כמ'</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${fix(l.he)}<br><span class="en">${ltr(l.en)}</span></td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.q * l.p))}</td></tr>`).join('')}</table>
<div class="r big"><span>סה"כ לתשלום / ${ltr('AMOUNT DUE')}</span><span>${ltr(amount(gross))} ₪</span></div><div class="r"><span>מע"מ ${ltr(`${rate}%`)} (כלול) / ${ltr(`VAT ${rate}% (incl.)`)}</span><span>${ltr(amount(vat))}</span></div><div class="r"><span>מס' פריטים / ${ltr('Items')}</span><span>${ltr(String(count))}</span></div><div class="ln"></div>
${rng.chance(0.7) ? `<div class="r"><span>אשראי / ${ltr('Card')} ${ltr(`*${rng.digits(4)}`)}</span><span>${ltr(`${pays} x ${amount(Math.floor(gross / pays))}`)}</span></div>` : `<div class="r"><span>מזומן / ${ltr('Cash')}</span><span>${ltr(amount(gross))}</span></div>`}
<div class="c sm">שתילה מוצלחת! / ${ltr('Happy planting!')}</div>`;
    const css = `body{font-family:'Simple CLM','Liberation Sans';font-size:12.5px;width:68mm;padding:3mm 4mm}.nm{font-size:30px;font-weight:bold;text-align:center}.en{font-family:'Liberation Sans';font-size:9.5px}.c{text-align:center}.sm{font-size:10.5px}
.ti{text-align:center;font-weight:bold;border-top:1px solid #000;border-bottom:1px solid #000;margin:5px 0;padding:2px}.r{display:flex;justify-content:space-between;gap:4px}.big{font-size:15px;font-weight:bold;margin-top:4px}.ln{border-top:1px solid #000;margin:4px 0}
.t{width:100%;border-collapse:collapse;margin:4px 0}.t th{border-bottom:1px solid #000;text-align:start;font-size:11px}.t td{vertical-align:top;padding:2px 0;border-bottom:1px dotted #999}.t td:nth-child(n+2){text-align:left}`;
    const page = '76mm 240mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
