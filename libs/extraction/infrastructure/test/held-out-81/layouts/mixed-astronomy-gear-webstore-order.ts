import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

/** A weekday (Sunday to Thursday) on or after `iso`. */
const workday = (iso: string) => {
  let d = iso;
  while ([5, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) d = plus(d, 1);
  return d;
};

const ID = 'mixed-astronomy-gear-webstore-order';

const PRODUCTS: [string, number][] = [
  ['Dobsonian 8" f/6 Telescope', 249000],
  ['Refractor 80mm ED Apo OTA', 319000],
  ['EQ5 Mount with Tripod', 179000],
  ['Eyepiece Plossl 25mm 1.25"', 19900],
  ['Moon Filter 1.25"', 8900],
  ['Red Dot Finder', 12900],
  ['Star Atlas (Hebrew edition)', 14900],
  ['Solar Filter Film A4', 9900],
  ['Planetary Camera USB3', 89000],
  ['Dew Heater Strip', 21900],
];

/**
 * An astronomy gear web shop in Mitzpe Ramon, A4 (DejaVu Sans for English, Noto Sans Hebrew): "STARFIELD" with the company
 * and "ח.פ." hyphenated, "חשבונית מס קבלה - Tax Invoice / Receipt" with its number, the date (yyyy-mm-dd), the order number
 * with its date (invoiced on dispatch, one to three working days later), the customer, products in English with their
 * catalogue numbers, quantity and price including VAT, delivery (free from ₪500) or pick-up, "סה"כ כולל מע"מ / Total incl.
 * VAT" with VAT contained, the card and instalments.
 */
export const mixedAstronomyGearWebstoreOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng);
    const date = workday(plus(ordered, rng.int(1, 3)));
    const rate = israeliRate(date);
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, p]) => {
      const qty = p < 20000 ? rng.int(1, 2) : 1;
      return { name, sku: `SF-${rng.digits(4)}`, qty, each: p, sum: qty * p };
    });
    const goods = total(lines.map((l) => l.sum));
    const pickup = rng.chance(0.25);
    const ship = pickup || goods >= 50000 ? 0 : 3900;
    const gross = goods + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'סטארפילד ציוד אסטרונומי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(20, 39)}${rng.digits(4)}`;
    const order = `#SF${rng.digits(6)}`;
    const pays = gross > 200000 ? rng.pick([1, 3, 6, 12]) : 1;
    const body = `<div class="hd"><div class="logo">STARFIELD<div class="tag">telescopes · optics · dark-sky gear</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>מצפה רמון · ${ltr('starfield.co.il')}</div></div>
<div class="t">חשבונית מס קבלה - <span dir="ltr">Tax Invoice / Receipt</span></div>
<table class="kv"><tr><th>מספר / No.</th><td>${ltr(doc)}</td><th>תאריך / Date</th><td>${ltr(dt(date, 'yyyy-mm-dd'))}</td></tr><tr><th>הזמנה / Order</th><td>${ltr(order)} (${ltr(dt(ordered, 'dd/mm/yyyy'))})</td><th>לקוח / Customer</th><td>${rng.pick(['אביב שמעוני', 'Noa Friedman', 'רועי בן-דוד', 'מכללת ספיר - מועדון אסטרונומיה'])}</td></tr></table>
<table class="it"><tr><th>מק"ט / SKU</th><th>מוצר / Product</th><th>כמות / Qty</th><th>מחיר / Price</th><th>סה"כ / Total</th></tr>${lines.map((l) => `<tr><td>${ltr(l.sku)}</td><td>${ltr(l.name)}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}
<tr><td></td><td>${pickup ? 'איסוף עצמי / Pick-up' : `משלוח עד הבית / Home delivery${ship ? '' : ' (free)'}`}</td><td></td><td></td><td>${ltr(amount(ship))}</td></tr></table>
<table class="tt"><tr class="g"><td>סה"כ כולל מע"מ / Total incl. VAT</td><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><td>מתוכו מע"מ ${ltr(`${rate}%`)} / VAT included</td><td>${ltr(amount(vat))}</td></tr><tr><td>שולם באשראי / Paid by card ${ltr(`**${rng.digits(4)}`)}${pays > 1 ? ` · ${ltr(String(pays))} תשלומים` : ''}</td><td>${ltr(amount(gross))}</td></tr></table>
<p class="sm">שמים בהירים! · <span dir="ltr">Clear skies! Returns within 14 days in original packaging.</span></p>`;
    const css = `body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:14mm 16mm}.sm{font-size:10.5px}.hd{display:flex;justify-content:space-between;background:#0b1a3a;color:#fff;padding:8px 12px}.logo{font-family:'DejaVu Sans';font-size:26px;font-weight:bold;letter-spacing:3px}.tag{font-size:10px;letter-spacing:0;font-weight:normal}.co{text-align:left;font-size:11px}
.t{font-size:18px;font-weight:bold;margin:12px 0}table{border-collapse:collapse}.kv th{text-align:start;font-weight:normal;color:#555;padding:3px 6px}.kv td{padding:3px 10px 3px 6px;font-weight:bold}
.it{width:100%;margin:10px 0}.it th{border-bottom:2px solid #0b1a3a;text-align:start;padding:4px;font-size:11px}.it td{padding:4px;border-bottom:1px solid #ddd}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:left}
.tt{width:60%;margin:6px auto 10px 0}.tt td{padding:4px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;background:#0b1a3a;color:#fff}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
