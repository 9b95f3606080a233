import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, items, nth, pairs, plus, row, total, vatOn, yearFor } from './extra';

const ID = 'en-gambia-kombo-insect-screen-fitter-invoice';

const CLIENTS: [string, string][] = [
  ['Bijilo Palm Lodge Ltd', 'Bijilo, Kombo North'],
  ['Sanyang Shore Eco Camp Ltd', 'Sanyang, Kombo South'],
  ['Brufut Heights Residences Ltd', 'Brufut, Kombo North'],
  ['Kartong Riverside Retreat Ltd', 'Kartong, Kombo South'],
  ['Kololi Garden Apartments Ltd', 'Kololi, Kanifing'],
];

/**
 * An insect screen maker and fitter in the Kombos, The Gambia, invoicing lodges and residences there
 * in pounds sterling (their budgets and the tour operators' contracts are in sterling), A4 (P052):
 * aluminium framed window screens by size, hinged or sliding screen doors, fibreglass or stainless
 * mesh, re-meshing of old frames, fitting by the day (a day for about twelve screens or doors), transport to the site; Gambian VAT at 15% added;
 * TIN and VAT registration numbers, a job sheet and the quotation it follows. Dates 2022-2025 (2026
 * left out), never on a Sunday.
 */
export const enGambiaKomboInsectScreenFitterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const date = avoid(dayOf(rng, yearFor(ID, n), undefined, [2, 27]), [0]);
    const [client, site] = rng.pick(CLIENTS);
    const lines: [string, number, number][] = [];
    const mesh = rng.pick(['fibreglass', 'stainless steel']);
    const dear = mesh === 'stainless steel' ? 135 : 100;
    lines.push([`Window screens, aluminium frame, ${mesh} mesh, up to 1.2 m x 1.2 m`, rng.int(6, 40), Math.round((rng.int(34, 48) * 100 * dear) / 100)]);
    if (rng.chance(0.6)) lines.push([`Window screens, large, up to 2.0 m x 1.5 m, ${mesh} mesh`, rng.int(2, 12), Math.round((rng.int(62, 84) * 100 * dear) / 100)]);
    if (rng.chance(0.6)) lines.push([`${rng.pick(['Hinged', 'Sliding'])} screen doors with closer`, rng.int(1, 8), rng.int(118, 165) * 100]);
    if (rng.chance(0.4)) lines.push(['Re-meshing of existing frames', rng.int(4, 24), rng.int(14, 22) * 100]);
    const units = total(lines.map((l) => l[1]));
    const days = Math.max(1, Math.ceil(units / 12)) + rng.int(0, 1);
    lines.push(['Fitting team (2 fitters), per day', days, rng.int(85, 120) * 100]);
    lines.push([`Transport of materials and team to ${site.split(',')[0]}`, 1, rng.int(18, 45) * 100]);
    const net = total(lines.map((l) => l[1] * l[2]));
    const vat = vatOn(net, 15);
    const gross = net + vat;
    const vendorName = 'Kombo Screens & Nets Company Limited';
    const doc = `KSN-${date.slice(0, 4)}-${String(rng.int(40, 390)).padStart(4, '0')}`;
    const body = `<div class="head"><div><div class="brand">Kombo Screens &amp; Nets</div><div class="sm">${e(vendorName)}<br>Kerr Serign, Bertil Harding Highway, Kombo North, The Gambia<br>Tel +220 ${rng.int(3, 7)}${rng.digits(6)}</div></div><div class="ids">${pairs(
      [
        ['TIN', rng.digits(10)],
        ['VAT Reg. No.', `V${rng.digits(7)}`],
      ],
    )}</div></div>
<h1>TAX INVOICE</h1>
<div class="top"><div><b>Bill to</b><br>${e(client)}<br>${e(site)}</div><div>${pairs([
      ['Invoice No.', doc],
      ['Invoice date', dt(date, 'd Month yyyy')],
      ['Quotation', `Q-${rng.digits(4)}`],
      ['Job sheet', `JS ${rng.digits(3)}`],
      ['Fitting completed', dt(plus(date, -rng.int(1, 5)), 'd Month yyyy')],
    ])}</div></div>
${items(
  ['Description', 'Qty', 'Unit price (£)', 'Amount (£)'],
  lines.map(([d, q, p]) => [e(d), String(q), amount(p), amount(q * p)]),
)}
<div class="tot">${row('Subtotal', `£${amount(net)}`)}${row('VAT 15%', `£${amount(vat)}`)}${row('Total due', `£${amount(gross)}`, 'b big')}</div>
<div class="foot">Prices in pounds sterling as quoted. Payment within 14 days by transfer to our GBP account (details on the quotation) or in dalasi at the bank's selling rate on the day of payment.<br>Screens carry a 12-month guarantee against frame and fitting faults. Thank you - abaraka!</div>`;
    const css = `${baseCss}
body{font-family:'P052','Liberation Serif';font-size:12px;padding:15mm 17mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #2d6a4f;padding-bottom:8px}
.brand{font-size:24px;font-weight:bold;color:#2d6a4f}h1{font-size:20px;letter-spacing:2px;margin:14px 0 8px}.top{display:flex;justify-content:space-between;margin-bottom:8px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:42%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:24px;font-size:10.5px;line-height:1.55}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
