import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-agrivoltaic-bill';

/**
 * An Israeli agrivoltaic operator (solar panels over orchards) selling electricity to a moshav's packing house, monthly bill
 * in English, shekels, A4 (Noto Serif for the name, Liberation Sans): "Company Reg." spaced, "TAX INVOICE", pairs ("Invoice
 * No." "AV-" and seven digits, "Issued" dd Month yyyy, billing period the month before with first and last day, "Pay by"
 * + 14, a customer account failing the check digit), peak and off-peak kWh at a rate in shekels to four decimals, a fixed
 * charge, "Net", VAT added with rate, "Total due" with "ILS".
 */
export const enAgrivoltaicBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 12]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const peak = rng.int(3000, 18000);
    const off = rng.int(2000, 12000);
    // Rates in ten-thousandths of a shekel per kWh; charge = kWh × rate / 100 agorot, rounded.
    const peakRate = rng.int(5200, 6400);
    const offRate = rng.int(3100, 3900);
    const rows: [string, string, string, number][] = [
      ['Peak energy', `${peak} kWh`, `${(peakRate / 10000).toFixed(4)}`, Math.round((peak * peakRate) / 100)],
      ['Off-peak energy', `${off} kWh`, `${(offRate / 10000).toFixed(4)}`, Math.round((off * offRate) / 100)],
      ['Fixed connection charge', '1 month', '', rng.pick([18500, 24000])],
    ];
    const net = total(rows.map((r) => r[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'SunOrchard Agrivoltaics Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `AV-${rng.int(1000000, 9999999)}`;
    const body = `<div class="lh"><div><div class="nm">SunOrchard</div><div class="sm">Power from above the trees</div></div><div class="sm r">${vendorName}<br>Company Reg. ${spacedId(taxId)}<br>Moshav Ein Yahav, Arava 8682500</div></div>
<h1>TAX INVOICE</h1>${pairs(
      [
        ['Invoice No.', doc],
        ['Issued', dt(date, 'd Month yyyy')],
        ['Billing period', `${dt(from, 'd Mon yyyy')} – ${dt(to, 'd Mon yyyy')} (${enMonth(from)})`],
        ['Pay by', dt(plus(date, 14), 'd Month yyyy')],
        ['Customer', rng.pick(['Hatzeva Packing House', 'Paran Date Growers Coop', 'Idan Cold Storage'])],
        ['Account', notAnId(rng)],
      ],
      2,
    )}
${items(
  ['Item', 'Quantity', 'Rate (ILS)', 'Amount (ILS)'],
  rows.map((r) => [r[0], r[1], r[2], amount(r[3])]),
)}
<table class="sums"><tr><td>Net</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>Total due</td><td>ILS ${amount(gross)}</td></tr></table>
<div class="sm">Direct debit will be collected on the pay-by date. Meter readings are remote and half-hourly.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:11.5px;padding:16mm 16mm}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #d89a00;padding-bottom:6px}.nm{font-family:'Noto Serif';font-size:30px;font-weight:bold;color:#5a7d1c}.r{text-align:right}
h1{font-size:18px;letter-spacing:2px;margin:12px 0 4px}.sums{width:40%;margin-left:auto;margin-top:8px}.sums td{padding:3px 6px}.sums td+td{text-align:right}.sums tr.b{font-weight:bold;font-size:14px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
