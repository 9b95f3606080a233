import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, e, items, next, pairs, plus, total } from './extra';

const ID = 'en-likoma-group-invoice';

/** Service, unit, pence in 2022, per person-night / person / stay. */
const SERVICES: [string, string, number, 'pn' | 'pp' | 'one'][] = [
  ['Sunset boat cruise with sundowners', 'per guest', 2800, 'pp'],
  ['Kayak excursion along the island shore', 'per guest', 3500, 'pp'],
  ["Village walk and St Peter's Cathedral visit", 'per guest', 1200, 'pp'],
  ['Boat transfer Likoma - Chizumulu, return', 'per boat', 24000, 'one'],
  ['Airstrip transfers, arrival and departure', 'per group', 6000, 'one'],
  ['Fish braai on the beach', 'per guest', 2200, 'pp'],
];
const GROUPS = ['Lake & Highlands Explorer', 'Malawi Slow Travel', 'Lake Birding Circle', 'Great Lakes Photography'];

/** Malawi's standard VAT in tenths of a percent: 16.5%, 17.5% from 31 December 2025. */
const rateOn = (date: string) => (date >= '2025-12-31' ? 175 : 165);

/**
 * A lodge on Likoma Island, Malawi, invoicing a British tour operator in pounds sterling by contract, A4 (URW Bookman
 * for the name and title, P052): "Ulisa Point Lodge Limited" with a TPIN (eight digits, not Israeli) and "MRA VAT
 * registered", a centred "TAX INVOICE" and "Invoice No. ULP-yyyy-nnnn", the client in Norwich, pairs two to a row
 * (invoice date d Month yyyy, group, booking reference, the stay d Mon - d Mon yyyy ending a few days before,
 * guests and singles), full board by the person-night, single supplements, excursions per guest or per boat or group,
 * "Subtotal", "VAT 16.5%" (17.5% from 31 December 2025) added and "TOTAL DUE (GBP)" "£…", a National Bank of Malawi
 * sterling account; April to November.
 */
export const enLikomaGroupInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10, 11]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const guests = rng.int(8, 16);
    const singles = rng.int(0, 3);
    const nights = rng.int(3, 6);
    const departure = plus(date, -rng.int(1, 6));
    const arrival = plus(departure, -nights);
    const rows: string[][] = [];
    const sums: number[] = [];
    const add = (what: string, unit: string, q: number, p: number) => {
      rows.push([e(what), unit, String(q), amount(p), amount(q * p)]);
      sums.push(q * p);
    };
    add(`Full board accommodation, twin share (${nights} nights)`, 'per person-night', guests * nights, up(16500));
    if (singles) add('Single supplement', 'per room-night', singles * nights, up(5500));
    for (const [what, unit, p, per] of rng.some(SERVICES, rng.int(2, 4))) add(what, unit, per === 'pp' ? guests : 1, up(p));
    const net = total(sums);
    const rate = rateOn(date);
    const vat = Math.round((net * rate) / 1000);
    const gross = net + vat;
    const vendorName = 'Ulisa Point Lodge Limited';
    const doc = `ULP-${date.slice(0, 4)}-${String(rng.int(40, 2400)).padStart(4, '0')}`;
    const pct = `${(rate / 10).toFixed(1)}%`;
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div class="sm">Ulisa Point, Likoma Island, Likoma District, Malawi · reservations@ulisapoint.mw<br>TPIN ${rng.int(20000000, 79999999)} · MRA VAT registered</div></div>
<div class="ttl">TAX INVOICE</div><div class="no">Invoice No. ${doc}</div>
<div class="two"><div class="to"><b>Bill to</b><br>Kestrel Journeys Ltd<br>Accounts Payable<br>St Andrew's Street, Norwich<br>United Kingdom</div>
${pairs(
  [
    ['Invoice date', dt(date, 'd Month yyyy')],
    ['Group', e(rng.pick(GROUPS))],
    ['Booking ref.', `KJ/${date.slice(2, 4)}/${rng.digits(3)}`],
    ['Stay', `${dt(arrival, 'd Mon yyyy').replace(/ \d{4}$/, '')} - ${dt(departure, 'd Mon yyyy')}`],
    ['Guests', String(guests)],
    ['Single rooms', String(singles)],
  ],
  2,
)}</div>
${items(['Description', 'Unit', 'Qty', 'Rate (GBP)', 'Amount (GBP)'], rows)}
<table class="tot"><tr><th>Subtotal</th><td>${amount(net)}</td></tr><tr><th>VAT ${pct}</th><td>${amount(vat)}</td></tr><tr class="g"><th>TOTAL DUE (GBP)</th><td>£${amount(gross)}</td></tr></table>
<div class="foot">Priced in pounds sterling under the agency contract for the ${date.slice(0, 4)} season. Payment within 30 days to National Bank of Malawi, Victoria Avenue, Blantyre, GBP account ${rng.digits(10)}, SWIFT NBMAMWMW. Thank you - zikomo kwambiri.</div>`;
    const css = `${baseCss}
body{font-family:'P052';font-size:13px;padding:16mm 17mm}.hd{text-align:center;border-bottom:1px solid #333;padding-bottom:8px}.nm{font-family:'URW Bookman';font-size:28px;letter-spacing:1px}
.ttl{font-family:'URW Bookman';text-align:center;font-size:22px;margin-top:14px;letter-spacing:4px}.no{text-align:center;margin-bottom:12px}.two{display:flex;justify-content:space-between;gap:16px;align-items:flex-start}.to{line-height:1.5}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:46%;margin-left:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{border-top:2px solid #222;border-bottom:2px solid #222;font-weight:bold}.tot tr.g th{font-weight:bold}.foot{margin-top:22px;font-size:11.5px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
