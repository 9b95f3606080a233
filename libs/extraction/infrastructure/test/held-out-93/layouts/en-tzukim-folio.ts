import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, next, pairs, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'en-tzukim-folio';

const GUESTS = ['Daniel & Miriam Katz', 'Rebecca Stone', 'Jonathan Levy', 'The Goldberg family', 'Aviva Marks', 'Sam & Leah Cooper'];
/** Extras: name, agorot with VAT in 2022. */
const EXTRAS: [string, number][] = [
  ['Sunrise jeep tour in the canyons', 45000],
  ['Stargazing with a telescope, per person', 9000],
  ['Desert dinner by the fire, per person', 16000],
  ['Late check-out (14:00)', 12000],
  ['Firewood and coffee set', 6000],
];

/**
 * Desert cabins at Tzukim written in English for immigrant and visiting Israeli-resident guests, a folio on A4 (Noto Sans
 * Display for the name, Nimbus Sans): "Tzukim Desert Cabins Ltd." with "Company No." hyphenated, "GUEST FOLIO · TAX
 * INVOICE / RECEIPT" and "No. TDC-nnnnn", pairs (folio date "d Month yyyy", guest, cabin, check-in, check-out, nights,
 * "Israeli resident - VAT charged"); a table of nights (Thursday to Saturday nights dearer), breakfast baskets and extras;
 * "Total (ILS)" "₪…", "incl. VAT n%", payments (deposit, card) and "Balance due 0.00"; dated the check-out.
 */
export const enTzukimFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date: out } = next(ID, rng, [1, 2, 3, 4, 5, 10, 11, 12], [3, 28]);
    const nights = rng.int(1, 4);
    const inn = plus(out, -nights);
    const up = 1 + (Number(out.slice(0, 4)) - 2022) * 0.05;
    const dear = (d: string) => [4, 5, 6].includes(weekdayOf(d));
    const nightRows = Array.from({ length: nights }, (_, i) => plus(inn, i)).map((d) => ({ d, p: Math.round(((dear(d) ? 120000 : 85000) * up) / 100) * 100 }));
    const guests = rng.int(2, 5);
    const basket = Math.round((5500 * up) / 10) * 10;
    const extras = rng.some(EXTRAS, rng.int(0, 3)).map(([n, p]) => {
      const perPerson = n.includes('per person');
      return { n, q: perPerson ? guests : 1, p: Math.round((p * up) / 100) * 100 };
    });
    const gross = total([...nightRows.map((r) => r.p), basket * guests * nights, ...extras.map((e) => e.p * e.q)]);
    const rate = israeliRate(out);
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * 0.25) / 100) * 100;
    const vendorName = 'Tzukim Desert Cabins Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `TDC-${rng.int(10000, 99999)}`;
    const rows = [
      ...nightRows.map((r) => [dt(r.d, 'd Mon yyyy'), `Cabin night${dear(r.d) ? ' (weekend rate)' : ''}`, '1', amount(r.p), amount(r.p)]),
      ['', 'Breakfast basket, per guest per morning', String(guests * nights), amount(basket), amount(basket * guests * nights)],
      ...extras.map((e) => ['', e.n, String(e.q), amount(e.p), amount(e.p * e.q)]),
    ];
    const body = `<div class="hd"><div class="nm">TZUKIM DESERT CABINS</div><div>${vendorName} · Company No. ${hyphenId(taxId)} · Moshav Tzukim, Israel</div></div>
<div class="tt">GUEST FOLIO · TAX INVOICE / RECEIPT <span class="no">No. ${doc}</span></div>
${pairs(
  [
    ['Folio date', dt(out, 'd Month yyyy')],
    ['Guest', rng.pick(GUESTS)],
    ['Cabin', rng.pick(['Acacia', 'Ibex', 'Sand Dune', 'Wadi'])],
    ['Guests', String(guests)],
    ['Check-in', dt(inn, 'd Mon yyyy')],
    ['Check-out', dt(out, 'd Mon yyyy')],
    ['Nights', String(nights)],
    ['Tax status', 'Israeli resident - VAT charged'],
  ],
  2,
)}
${items(['Date', 'Description', 'Qty', 'Price ₪', 'Amount ₪'], rows)}
<table class="tot"><tr class="g"><th>Total (ILS)</th><td>₪${amount(gross)}</td></tr><tr><th>incl. VAT ${rate}%</th><td>₪${amount(vat)}</td></tr>
<tr><th>Deposit paid on booking</th><td>-${amount(deposit)}</td></tr><tr><th>Paid by card on departure</th><td>-${amount(gross - deposit)}</td></tr><tr><th>Balance due</th><td>0.00</td></tr></table>
<div class="sm note">Quiet hours 22:00-07:00. Please leave the desert as you found it. Thank you for staying with us!</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:11px;padding:15mm 17mm}.hd{border-bottom:2px solid #a0522d;padding-bottom:6px}.nm{font-family:'Noto Sans Display';font-size:28px;font-weight:bold;letter-spacing:3px;color:#a0522d}
.tt{margin:12px 0 8px;font-size:15px;font-weight:bold;display:flex;justify-content:space-between}.no{color:#a0522d}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}
.tot{width:46%;margin-left:auto;margin-top:8px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:13px;background:#f5e9df}.tot tr.g th{font-weight:bold}.note{margin-top:14px;color:#666}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: out, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
