import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-marine-surveyor-invoice';

const VESSELS: [string, string, number][] = [
  ['S/Y "Meltemi", Beneteau Oceanis 38.1', 'sail', 38],
  ['S/Y "Ruach Tova", Jeanneau Sun Odyssey 349', 'sail', 34],
  ['M/Y "Lulu", Sea Ray Sundancer 320', 'motor', 32],
  ['S/Y "Kalanit", Bavaria Cruiser 46', 'sail', 46],
  ['M/V "Dolphin II", aluminium workboat 11 m', 'work', 36],
  ['C/Y "Two Moons", Lagoon 42 catamaran', 'sail', 42],
];
const CLIENTS: [string, boolean][] = [
  ['Mr. Eitan Shalev', false],
  ['Yam Tichon Marine Insurance Agency Ltd.', true],
  ['Blue Horizon Sailing Club Ltd.', true],
  ['Ms. Dafna Oren', false],
  ['Kishon Boatyard Services Ltd.', true],
];
const PLACES = ['Mikhmoret fishing harbour', 'Kishon harbour, Haifa Bay', 'Kishon boatyard (hauled out)', 'Mikhmoret slipway'];

/**
 * An Israeli marine surveyor's English tax invoice in Mikhmoret, A4 (DejaVu Serif): company number spaced, "INV-nnnnn",
 * "d Mon yyyy", client (a private buyer, an insurer, a club or a boatyard, with its company number), vessel and place,
 * survey type priced by the foot of length, ultrasonic thickness gauging, engine oil analysis, rigging inspection or
 * a written valuation on some, travel, VAT added at the rate of the date, payment in 14 days (never a Saturday).
 */
export const enMarineSurveyorInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 26]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const [vessel, type, feet] = rng.pick(VESSELS);
    const [client, company] = rng.pick(CLIENTS);
    const survey = rng.pick(['Pre-purchase condition survey', 'Insurance condition and valuation survey', 'Damage survey (claim)']);
    const perFoot = Math.round((rng.int(9000, 12000) * up) / 100) * 100;
    const lines: [string, string, string, number][] = [[`${survey}, ${feet} ft LOA`, `${feet} ft`, amount(perFoot), feet * perFoot]];
    const extras: [string, number][] = [
      ['Ultrasonic hull thickness gauging', 95000],
      ['Engine oil sampling and laboratory analysis', 48000],
      [type === 'sail' ? 'Mast and standing rigging inspection (aloft)' : 'Sea trial attendance (2 h)', 85000],
      ['Written market valuation letter', 40000],
    ];
    for (const [n, p] of rng.some(extras, rng.int(0, 3))) {
      const price = Math.round((p * up) / 100) * 100;
      lines.push([n, '1', amount(price), price]);
    }
    const travel = Math.round((rng.int(18000, 32000) * up) / 100) * 100;
    lines.push(['Travel and haul-out attendance', '1', amount(travel), travel]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Sharon Coast Marine Surveys Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `INV-${rng.int(10000, 19999)}`;
    const surveyed = plus(date, -rng.int(2, 9));
    const body = `<div class="head"><div class="brand">SHARON COAST<br><span>MARINE SURVEYS</span></div><div class="addr">${e(vendorName)}<br>Company No. ${spacedId(taxId)}<br>HaYam St. ${rng.int(2, 40)}, Mikhmoret, Israel<br>+972-9-86${rng.digits(5)} · surveys@sharoncoast.co.il</div></div>
<h1>TAX INVOICE ${doc}</h1>
<table class="meta"><tr><th>Date</th><td>${dt(date, 'd Mon yyyy')}</td><th>Client</th><td>${e(client)}${company ? `<br>Co. No. ${taxIdOfCustomer(rng)}` : ''}</td></tr>
<tr><th>Vessel</th><td>${e(vessel)}</td><th>Surveyed at</th><td>${e(rng.pick(PLACES))}, ${dt(surveyed, 'd Mon yyyy')}</td></tr></table>
${items(
  ['Description', 'Qty', 'Rate (ILS)', 'Amount (ILS)'],
  lines.map(([n, q, p, s]) => [e(n), q, p, amount(s)]),
)}
<div class="tot">${row('Subtotal', `ILS ${amount(net)}`)}${row(`VAT ${rate}%`, `ILS ${amount(vat)}`)}${row('Total payable', `ILS ${amount(gross)}`, 'b big')}</div>
<div class="foot">Payment within 14 days of the invoice date (by ${dt(plus(date, 14), 'd Mon yyyy')}) by bank transfer. The survey report is released on payment. This document is a tax invoice under the Israeli VAT Law.</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Serif';font-size:11px;padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #0d47a1;padding-bottom:8px}.brand{font-size:24px;font-weight:bold;color:#0d47a1;line-height:1.1}.brand span{font-size:15px;letter-spacing:3px}
.addr{text-align:right;font-size:10px}h1{font-size:17px;margin:14px 0 8px}.meta{width:100%}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 6px 2px 0;vertical-align:top}.meta td{padding:2px 14px 2px 0;vertical-align:top}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.tot{width:45%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000}.foot{margin-top:20px;font-size:9.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
