import { addDays, amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, comma, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-bosnian-rafting-camp-invoice';

/** Bosnian rafting camp's invoice in euros with Bosnia and Herzegovina's 17% VAT (PDV). */
export const enBosnianRaftingCampInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [5, 6, 7, 8, 9]);
    const date = d0;
    const co = n % 2 === 0;
    const rate = 17;
    const people = rng.int(2, 8);
    const nights = rng.int(1, 3);
    const rows: [string, number, number][] = [
      ['Rafting day trip, guide and equipment (per person)', people, rng.pick([4500, 5000, 5500])],
      ['Camp bungalow, half board (per person/night)', people * nights, 3200],
    ];
    if (rng.chance(0.5)) rows.push(['Canyoning add-on (per person)', people, 3500]);
    if (rng.chance(0.5)) rows.push(['Transfer from Sarajevo airport', 1, 9000]);
    if (rng.chance(0.5)) rows.push(['Photo and video package', 1, 2500]);
    const sub = total(rows.map(([, q, u]) => q * u));
    const group = people >= 6 ? Math.round((sub * 5) / 100) : 0;
    const base = sub - group;
    const vat = vatOn(base, rate);
    const gross = base + vat;
    const vendorName = co ? 'Una Rafting Centar d.o.o.' : 'Tara Drina Avantura d.o.o.';
    const doc = co ? `${rng.int(100, 999)}/${date.slice(2, 4)}` : `TDA-${rng.digits(5)}`;
    const f = co ? 'dd.mm.yyyy' : 'Month d, yyyy';
    const m = (c: number) => (co ? `€ ${comma(c)}` : `${amount(c)} EUR`);
    const pdv = `4${rng.digits(11)}`;
    const arrive = addDays(date, -nights);
    const head = co
      ? `<div class="hd"><div><div class="brand">UNA WILD</div><div class="sm">Rafting camp on the Una river · Bihać, Bosnia and Herzegovina</div></div><div class="sm">${vendorName}<br>PDV/VAT No. ${pdv}<br>Bihać 77000</div></div>`
      : `<div class="hd"><div><div class="brand">Drina Rapids Camp</div><div class="sm">Foča · Bosnia and Herzegovina</div></div></div>`;
    const body = `<div class="sheet">${head}<div class="dbl"></div>
<h2>INVOICE / FAKTURA</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice date', dt(date, f)],
    ['Booking ref.', `BK-${rng.digits(6)}`],
    ['Stay', `${dt(arrive, f)} – ${dt(date, f)}`],
    ['Guests', String(people)],
    ['Lead guest', rng.pick(['Eitan Mor', 'Shira Katz', 'Yoav Ben-Ami'])],
  ],
  2,
)}
${items(
  ['Service', 'Qty', 'Price', 'Amount'],
  rows.map(([name, q, u]) => [name, String(q), m(u), m(q * u)]),
)}
<div class="tot">${row('Subtotal', m(sub))}${group ? row('Group discount 5%', `-${m(group)}`) : ''}${row('Tax base', m(base))}${row(`VAT (PDV) ${rate}%`, m(vat))}${row('TOTAL', m(gross), 'b big')}</div>
<div class="sm">Deposit of ${m(Math.round(gross * 0.2))} received with the booking; balance paid on departure by card. IBAN BA39 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}, SWIFT RZBABA2S. ID No. ${rng.digits(13)}</div>
${co ? '' : `<div class="foot">${vendorName} · PDV/VAT No. ${pdv} · Foča 73300</div>`}</div>`;
    const page = co ? 'A4' : 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Liberation Serif'"};font-size:13px}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:#145a6e}
.tot{width:48%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:16mm;border-top:1px solid #888;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
