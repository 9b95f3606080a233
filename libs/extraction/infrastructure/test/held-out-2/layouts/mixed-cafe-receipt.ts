import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day } from '../notation';

const CAFES = ['Cafe Lechem & Co', 'נחת קפה ומאפה', 'Roni Bakery Cafe', 'קפה שדרה', 'Espresso Lab TLV'];
const MENU: [string, number, number][] = [
  ['Flat White L', 16, 21],
  ['Cappuccino', 14, 18],
  ['Iced Americano', 13, 17],
  ['קרואסון חמאה', 12, 18],
  ['Shakshuka', 52, 64],
  ['סלט עונתי', 48, 62],
  ['Fresh OJ', 16, 24],
  ['טוסט גבינות', 38, 49],
  ['Banana Bread', 18, 26],
  ['בוקר ישראלי', 68, 89],
  ['Chai Latte', 17, 22],
  ['עוגת גבינה', 28, 36],
];

/**
 * An Israeli café slip in mixed Hebrew and English: every label written in both, items in either
 * language, ISO dates, "Check #" with a table and a server, a staff or happy-hour discount, the
 * total marked "TOTAL לתשלום" with ₪ before the amount, and VAT included.
 */
export const mixedCafeReceipt: Layout = {
  id: 'mixed-cafe-receipt',
  lang: 'mixed',
  kind: 'cafe',
  make(rng) {
    const vendor = rng.pick(CAFES);
    const id = taxId(rng, rng.chance(0.6));
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = rng.some(MENU, rng.int(2, 6)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.7) ? 1 : 2, unit: rng.int(lo, hi) * 100 + rng.pick([0, 0, 50]) }));
    const sub = items.reduce((s, l) => s + l.qty * l.unit, 0);
    const pct = rng.pick([0, 0, 10, 15]);
    const off = Math.round((sub * pct) / 100);
    const total = sub - off;
    const vat = vatOfGross(total, rate);
    const doc = String(rng.int(100, 99999));
    const font = rng.pick(['DejaVu Sans Condensed', 'Noto Sans', 'Liberation Sans Narrow', 'FreeSans']);
    const takeaway = rng.chance(0.4);
    const body = `
<div class="nm">${esc(vendor)}</div>
<div class="c">${rng.pick(['Rothschild Blvd 22, Tel Aviv', "רח' עמק רפאים 31, ירושלים", 'Masada St 17, Haifa', 'שוק הפשפשים, יפו'])}</div>
<div class="c">ח.פ. / Co. Reg. ${id}</div>
<div class="c">Tel ${rng.pick(['03', '02', '04'])}-${rng.digits(7)}</div>
<div class="sep"></div>
<div class="kv"><span>Check # / חשבון</span><span>${doc}</span></div>
<div class="kv"><span>${takeaway ? 'Take away / טייק אווי' : `Table / שולחן T${rng.int(1, 24)}`}</span><span>Server / מלצר: ${rng.pick(['Yael', 'Omri', 'נועם', 'Dana'])}</span></div>
<div class="kv"><span>Date / תאריך</span><span>${day(date, 'Y-m-d')} ${time(rng)}</span></div>
<div class="sep"></div>
${items.map((l) => `<div class="kv"><span>${l.qty > 1 ? `${l.qty}x ` : ''}${esc(l.name)}</span><span>${amount(l.qty * l.unit)}</span></div>`).join('\n')}
<div class="sep"></div>
<div class="kv"><span>Subtotal / סכום ביניים</span><span>${amount(sub)}</span></div>
${off ? `<div class="kv"><span>${rng.pick(['Happy hour', 'Staff', 'Club'])} -${pct}% / הנחה</span><span>-${amount(off)}</span></div>` : ''}
<div class="kv big"><span>TOTAL לתשלום</span><span>₪ ${amount(total)}</span></div>
<div class="kv"><span>VAT ${rate}% incl. / מע"מ כלול</span><span>${amount(vat)}</span></div>
<div class="sep"></div>
<div class="kv"><span>${rng.pick(['Apple Pay', 'Visa', 'Google Pay', 'Cash / מזומן'])}</span><span>${amount(total)}</span></div>
<div class="c">Service not included / השירות אינו כלול</div>
<div class="c">Thank you! תודה ולהתראות</div>
<div class="c sm">Wi-Fi: ${vendor.replace(/[^A-Za-z]/g, '').slice(0, 8) || 'cafe'}${rng.digits(4)}</div>`;
    const css = `body { font-family: '${font}'; font-size: 9pt; width: 66mm; padding: 3mm; }
.nm { text-align: center; font-size: 15pt; font-weight: bold; letter-spacing: 0.5px; } .c { text-align: center; font-size: 8pt; } .sm { font-size: 7pt; }
.sep { border-top: 1px solid #000; margin: 1.5mm 0; } .kv { display: flex; justify-content: space-between; gap: 2mm; } .kv span:last-child { direction: ltr; text-align: left; }
.big { font-size: 12.5pt; font-weight: bold; margin: 1mm 0; }`;
    return {
      page: '72mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'ltr', page: '72mm 200mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
