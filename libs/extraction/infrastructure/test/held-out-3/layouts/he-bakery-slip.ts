import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day } from '../notation';

const BAKERIES: [string, boolean][] = [
  ['מאפיית השומרון', false],
  ['קפה-עגלה "בוקר טוב"', false],
  ['לחם ושות\' בע"מ', true],
  ['המאפה של סבתא', false],
  ['בייגל-בר ת"א בע"מ', true],
];
const GOODS: [string, number][] = [
  ['לחם מחמצת', 2400],
  ['חלה', 1400],
  ['קרואסון', 900],
  ['בורקס גבינה', 800],
  ['רוגלך 100ג', 1200],
  ['בייגל', 600],
  ['אספרסו', 900],
  ['הפוך גדול', 1600],
  ['קפה קר', 1500],
  ['עוגת שמרים', 3800],
  ['מאפין', 1100],
  ["פוקצ'ה", 1900],
];

/**
 * A bakery or coffee-cart slip on 58 mm paper, with very short lines: the item on one line and
 * "qty × price" with the amount on the next, the total on its own line as "לתשלום", then cash and
 * change or a card, "כולל מע"מ" with the VAT, the receipt number at the bottom after the date and
 * time, and the owner's id as ע.מ. (a person's id) or ח.פ.
 */
export const heBakerySlip: Layout = {
  id: 'he-bakery-slip',
  lang: 'he',
  kind: 'till slip',
  make(rng) {
    const [vendor, company] = rng.pick(BAKERIES);
    const id = taxId(rng, company);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const total = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const vat = vatOfGross(total, rate);
    const cash = rng.chance(0.5);
    const paid = [2000, 5000, 10000, 20000].find((n) => n >= total) ?? total;
    const doc = String(rng.int(100, 99999));
    const style = rng.pick(['d.m.y', 'd/m/y', 'D.M.y'] as const);
    const font = rng.pick(['Miriam Mono CLM', 'FreeMono', 'Shofar']);
    const body = `<div class="s">
<div class="c b">${esc(vendor)}</div>
<div class="c">${company ? 'ח.פ.' : 'ע.מ.'} ${id}</div>
<div class="c">${rng.pick(['שוק הכרמל', "רח' יפו 14", 'תחנה מרכזית', 'כיכר העיר'])}</div>
<div class="c">קבלה</div>
<hr>
${lines.map((l) => `<div>${esc(l.name)}</div><div class="r"><span>${l.qty}×${amount(l.unit)}</span><span>${amount(l.qty * l.unit)}</span></div>`).join('')}
<hr>
<div class="r b"><span>לתשלום</span><span>${amount(total)}</span></div>
${cash ? `<div class="r"><span>מזומן</span><span>${amount(paid)}</span></div><div class="r"><span>עודף</span><span>${amount(paid - total)}</span></div>` : `<div class="r"><span>אשראי</span><span>${amount(total)}</span></div><div>*${rng.digits(4)} אישור ${rng.digits(6)}</div>`}
<div class="r"><span>כולל מע"מ ${rate}%</span><span>${amount(vat)}</span></div>
<hr>
<div>${day(date, style)} ${time(rng)}</div>
<div>קופה ${rng.int(1, 3)} קבלה ${doc}</div>
<div class="c">תודה ולהתראות!</div>
</div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; }
.s { width: 50mm; padding: 3mm 4mm; line-height: 1.35; } .c { text-align: center; } .b { font-weight: bold; font-size: 11pt; }
.r { display: flex; justify-content: space-between; } .r span:last-child { direction: ltr; } hr { border: none; border-top: 1px dashed #000; margin: 1.5mm 0; }`;
    return {
      page: '58mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 200mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
