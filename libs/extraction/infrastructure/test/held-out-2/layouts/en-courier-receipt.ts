import { amount, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, hyphenated, mobile } from '../notation';

const COURIERS = ['SwiftParcel Israel Ltd', 'Shipit Couriers Ltd.', 'RedLine Express Delivery Ltd', 'Hamefitz Logistics Ltd'];
const CITIES = ['Tel Aviv', 'Haifa', 'Eilat', 'Jerusalem', "Be'er Sheva", 'Kiryat Shmona', 'Ashdod', 'Nazareth'];

/**
 * A courier's counter receipt in English, on a narrow slip: a long waybill number, sender and
 * recipient with phones, weight and dimensions, a declared value for insurance and a
 * cash-on-delivery amount to collect (amounts that are not the charge), a fuel surcharge as a
 * percentage, VAT added, and the company number in groups with hyphens.
 */
export const enCourierReceipt: Layout = {
  id: 'en-courier-receipt',
  lang: 'en',
  kind: 'courier',
  make(rng) {
    const vendor = rng.pick(COURIERS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const [from, to] = rng.some(CITIES, 2);
    const kg = (rng.int(2, 300) / 10).toFixed(1);
    const base = rng.int(35, 180) * 100;
    const fuelPct = rng.pick([8.5, 12, 14.5, 18]);
    const fuel = Math.round((base * fuelPct) / 100);
    const extras: [string, number][] = [];
    if (rng.chance(0.5)) extras.push(['Express same-day', rng.int(25, 60) * 100]);
    if (rng.chance(0.4)) extras.push(['Remote area surcharge', 2500]);
    const declared = rng.int(2, 60) * 5000;
    const insurance = rng.chance(0.6) ? Math.max(900, Math.round(declared * 0.015)) : 0;
    if (insurance) extras.push(['Insurance 1.5%', insurance]);
    const net = base + fuel + extras.reduce((s, [, c]) => s + c, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const cod = rng.chance(0.5) ? rng.int(50, 900) * 100 : 0;
    const doc = `R${rng.int(100, 999)}-${rng.digits(6)}`;
    const style = rng.pick(['Mon d, Y', 'd-Mon-y', 'd/m/Y'] as const);
    const font = rng.pick(['Liberation Mono', 'DejaVu Sans Mono', 'Noto Sans Mono', 'Noto Mono']);
    const cur = rng.pick(['NIS', 'ILS']);
    const row = (a: string, b: string) => `<div class="r"><span>${a}</span><span>${b}</span></div>`;
    const body = `
<div class="nm">${vendor.toUpperCase()}</div>
<div class="c">Co. Reg. ${hyphenated(id)}</div>
<div class="c">Branch: ${from} &middot; Tel *${rng.int(2000, 9999)}</div>
<div class="ln"></div>
<div class="c b">RECEIPT / TAX INVOICE</div>
${row(rng.pick(['No.', 'Document no.', 'Ref']), doc)}
${row('Date', `${day(date, style)} ${time(rng)}`)}
${row('Waybill', `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`)}
<div class="ln"></div>
${row('From', `${from}`)}
${row('Sender ph.', mobile(rng))}
${row('To', `${to}`)}
${row('Recipient ph.', mobile(rng))}
${row('Pieces / Weight', `${rng.int(1, 3)} / ${kg} kg`)}
${row('Dims (cm)', `${rng.int(10, 80)}x${rng.int(10, 60)}x${rng.int(5, 50)}`)}
${row('Declared value', `${amount(declared)} ${cur}`)}
${cod ? row('COD to collect', `${amount(cod)} ${cur}`) : ''}
<div class="ln"></div>
${row('Delivery charge', amount(base))}
${row(`Fuel surcharge ${fuelPct}%`, amount(fuel))}
${extras.map(([a, c]) => row(a, amount(c))).join('\n')}
${row('Subtotal', amount(net))}
${row(`VAT ${rate}%`, amount(vat))}
<div class="ln"></div>
<div class="r t"><span>TOTAL ${cur}</span><span>${amount(total)}</span></div>
${row('Paid by', rng.pick(['Credit card', 'Cash', 'Account']))}
<div class="ln"></div>
<div class="c s">Track at www.${vendor.split(' ')[0].toLowerCase()}.co.il with your waybill number. Liability limited to declared value.</div>`;
    const css = `body { font-family: '${font}'; font-size: 8.5pt; width: 74mm; padding: 3mm; }
.nm { text-align: center; font-size: 12pt; font-weight: bold; } .c { text-align: center; } .b { font-weight: bold; font-size: 10pt; margin: 1mm 0; } .s { font-size: 7pt; }
.ln { border-top: 1px dashed #000; margin: 1.5mm 0; } .r { display: flex; justify-content: space-between; } .t { font-size: 12pt; font-weight: bold; }`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 240mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
