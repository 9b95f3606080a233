import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm } from '../../generalisation/notation';
import { dollars, sgUen } from './extra';

const SELLERS = [
  {
    brand: 'roamly',
    legal: 'Roamly Connect Pte. Ltd.',
    prefix: 'RMY',
    reg: (rng: Rng) => `UEN ${sgUen(rng)}`,
    place: '1 Raffles Place, #20-61, Singapore 048616',
    note: 'GST not charged: the customer is outside Singapore.',
    fmt: 'd Mon yyyy' as D,
  },
  {
    brand: 'nomadata',
    legal: 'Nomadata OÜ',
    prefix: 'ND',
    reg: (rng: Rng) => `Registry code ${rng.int(14, 16)}${rng.digits(6)}`,
    place: 'Narva mnt 5, 10117 Tallinn, Estonia',
    note: 'VAT not charged: place of supply outside the European Union.',
    fmt: 'dd.mm.yyyy' as D,
  },
  {
    brand: 'GlobeSIM',
    legal: 'GlobeSIM Inc.',
    prefix: 'GS',
    reg: (rng: Rng) => `EIN ${rng.int(30, 88)}-${rng.digits(7)}`,
    place: '251 Little Falls Drive, Wilmington, DE 19808, USA',
    note: 'No sales tax was charged on this order.',
    fmt: 'mm/dd/yyyy' as D,
  },
];
/** Plan, days, price in cents. */
const PLANS: [string, number, number][] = [
  ['Europe 10 GB', 30, 1900],
  ['Europe 20 GB', 30, 2900],
  ['USA & Canada 15 GB', 30, 2600],
  ['Japan 5 GB', 15, 1300],
  ['Thailand Unlimited', 10, 2200],
  ['Global 3 GB', 30, 1700],
  ['Georgia 10 GB', 30, 1500],
];

/**
 * A travel eSIM seller's e-mailed order receipt and invoice in US dollars, printed on A4 (Roboto, Open Sans or
 * Noto Sans; the brand as a lower-case wordmark): "Thanks for your order", then a block with "Invoice number"
 * ("RMY-24-0081234"), "Invoice date" and the time, "Order ID" (letters and digits) and the payment method;
 * the customer's e-mail; one to three plans each with its ICCID (nineteen digits), "Valid" for so many days
 * from a later activation date; a promo code on some; "Subtotal", "Discount", "Total paid (USD)"; a note that
 * no GST, VAT or sales tax was charged; the seller's legal name (Singapore "Pte. Ltd.", Estonian "OÜ", US
 * "Inc."), its registration and address in the footer. Dates day first, "4 Mar 2025" or month first
 * (mm/dd/yyyy) for the US seller.
 */
export const enEsimTravelDataInvoice: Layout = {
  id: 'en-esim-travel-data-invoice',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SELLERS);
    const date = randomDate(rng, '2023-07-01', '2025-12-31');
    const plans = rng
      .some(PLANS, rng.int(1, 3))
      .map(([name, days, price]) => ({ name, days, price, iccid: `89${rng.pick(['44', '65', '37'])}${rng.digits(15)}`, from: addDays(date, rng.int(1, 20)) }));
    const subtotal = plans.reduce((a, p) => a + p.price, 0);
    const promo = rng.chance(0.5)
      ? rng.pick([
          ['TRAVEL10', Math.round(subtotal / 10)],
          ['WELCOME3', 300],
        ] as [string, number][])
      : undefined;
    const total = subtotal - (promo ? promo[1] : 0);
    const docNo = `${s.prefix}-${date.slice(2, 4)}-${rng.digits(7)}`;
    const orderId = `${rng.pick(['A', 'K', 'Q', 'Z'])}${rng.digits(2)}${rng.pick(['X', 'M', 'T'])}${rng.digits(3)}${rng.pick(['P', 'R', 'B'])}${rng.digits(2)}`;
    const font = rng.pick(['Roboto', 'Open Sans', 'Noto Sans']);
    const kv = (a: string, b: string) => `<tr><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="mail"><div class="brand">${esc(s.brand)}</div><h1>Thanks for your order, ${esc(rng.pick(['Shira', 'Avi', 'Noam', 'Rivka', 'Gal']))}!</h1><p>Your eSIM${plans.length > 1 ? 's are' : ' is'} ready to install. Scan the QR code in the app before you travel; the plan starts on its activation date.</p>
<table class="kv">${kv('Invoice number', docNo)}${kv('Invoice date', `${dt(date, s.fmt)}, ${hhmm(rng.int(0, 1439))}`)}${kv('Order ID', orderId)}${kv('Paid with', `${rng.pick(['Visa', 'Mastercard', 'Apple Pay (Visa)', 'PayPal'])} ····${rng.digits(4)}`)}${kv('Billed to', `${rng.pick(['shira.m', 'avi.levin', 'noam1987', 'rivka.b', 'gal.tal'])}@${rng.pick(['gmail.com', 'walla.co.il', 'outlook.com'])}`)}</table>
<table class="it"><tr><th>Plan</th><th>Amount</th></tr>${plans
      .map(
        (p) =>
          `<tr><td><b>${esc(p.name)}</b> · ${p.days} days<div class="sub">ICCID ${p.iccid}<br>Valid ${dt(p.from, s.fmt)} – ${dt(addDays(p.from, p.days - 1), s.fmt)}</div></td><td>${dollars(p.price)}</td></tr>`,
      )
      .join('')}</table>
<table class="tot">${kv('Subtotal', dollars(subtotal))}${promo ? kv(`Discount (${promo[0]})`, `–${dollars(promo[1])}`) : ''}<tr class="b"><td>Total paid (USD)</td><td>${dollars(total)}</td></tr></table>
<p class="note">${esc(s.note)} Prices are in US dollars; your bank may convert them at its own rate.</p>
<div class="foot">${esc(s.legal)} · ${s.reg(rng)} · ${esc(s.place)}<br>Need help? support@${s.brand.toLowerCase()}.com · Refunds for unused eSIMs within 30 days of purchase.</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#1f2937;background:#fff;padding:12mm 0}.mail{width:150mm;margin:0 auto}.brand{font-family:'${font}';font-weight:900;font-size:28px;color:#e11d48;letter-spacing:-1px}h1{font-size:18px;margin:5mm 0 2mm}p{line-height:1.5}
.kv{border-collapse:collapse;margin:5mm 0;background:#f9fafb;width:100%}.kv td{padding:1.6mm 3mm}.kv td:first-child{color:#6b7280;width:38mm}.it{width:100%;border-collapse:collapse}.it th{text-align:left;border-bottom:1px solid #d1d5db;padding:1.5mm 0;color:#6b7280;font-weight:normal}
.it td{padding:2.2mm 0;border-bottom:1px solid #f3f4f6;vertical-align:top}.it td:last-child,.it th:last-child{text-align:right}.sub{font-size:9.5px;color:#6b7280;margin-top:0.8mm;line-height:1.4}.tot{width:70mm;margin:3mm 0 0 auto;border-collapse:collapse}.tot td{padding:1mm 0}.tot td:last-child{text-align:right}
.b td{font-weight:bold;font-size:14px;border-top:1px solid #1f2937;padding-top:1.5mm}.note{font-size:9.5px;color:#6b7280;margin-top:5mm}.foot{margin-top:10mm;border-top:1px solid #e5e7eb;padding-top:3mm;font-size:9px;color:#9ca3af;line-height:1.5}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
