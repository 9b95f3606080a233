import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, e, next, row, total, vatOn } from './extra';

const ID = 'en-nevis-restaurant-bill';

/** Dish, cents in 2022. */
const FOOD: [string, number][] = [
  ['Conch fritters', 1400],
  ['Grilled mahi-mahi, lime butter', 3200],
  ['Lobster tail (seasonal)', 4800],
  ['Goat water (island stew)', 1800],
  ['Jerk chicken, rice & peas', 2400],
  ['Saltfish cakes', 1500],
  ['Coconut tart', 1000],
];
const DRINKS: [string, number][] = [
  ['Rum punch', 900],
  ['Carib beer', 600],
  ['Fresh soursop juice', 700],
  ['Glass of house white', 1100],
  ['Bottled water', 400],
];

/**
 * A beach restaurant on Nevis (St Kitts and Nevis) billing in US dollars, 80 mm (Z003 for the name, Nimbus Sans Narrow):
 * "The Pelican Deck" over "Pelican Deck Restaurant Ltd." with a TIN and a VAT registration number (not Israeli),
 * Pinney's Beach, "GUEST CHECK" and "Check # nnnnn", server, table, covers, date mm/dd/yyyy and time; "q item" lines with
 * their sums, "Subtotal", "Service charge 10%", "VAT 10%" (restaurant rate, on the subtotal and service), "TOTAL US$",
 * the EC$ equivalent at 2.70; below a cut line the card slip with the check total, "Gratuity" written in, "Total
 * charged" (the gratuity outside the bill); lunch or dinner.
 */
export const enNevisRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const up = (Number(date.slice(0, 4)) - 2022) * 50;
    const covers = rng.int(1, 6);
    const lines = [
      ...rng.some(FOOD, rng.int(2, 5)).map(([n, p]) => ({ n, p: p + up, q: rng.int(1, Math.max(1, Math.ceil(covers / 2))) })),
      ...rng.some(DRINKS, rng.int(1, 3)).map(([n, p]) => ({ n, p: p + up / 2, q: rng.int(1, covers + 1) })),
    ];
    const sub = total(lines.map((l) => l.p * l.q));
    const service = share(sub, 10);
    const rate = 10;
    const vat = vatOn(sub + service, rate);
    const gross = sub + service + vat;
    const tip = rng.chance(0.6) ? rng.pick([500, 1000, 1500, 2000]) : 0;
    const vendorName = 'Pelican Deck Restaurant Ltd.';
    const doc = String(rng.int(10000, 89999));
    const at = rng.chance(0.5) ? rng.int(12 * 60, 15 * 60) : rng.int(18 * 60 + 30, 21 * 60 + 45);
    const body = `<div class="c nm">The Pelican Deck</div><div class="c">${vendorName}</div><div class="c sm">Pinney's Beach, Nevis, St Kitts &amp; Nevis, W.I.</div>
<div class="c sm">TIN ${rng.digits(6)} · VAT Reg. ${rng.digits(5)}</div><div class="rule"></div><div class="c b">GUEST CHECK</div>
${row(`Check # ${doc}`, `Server: ${rng.pick(['Keisha', 'Dwayne', 'Marisa', 'Jerome', 'Tanya'])}`)}${row(`Table ${rng.int(1, 24)} · ${covers} cover${covers > 1 ? 's' : ''}`, `${dt(date, 'mm/dd/yyyy')} ${hhmm(at)}`)}
<div class="rule"></div>${lines.map((l) => row(`${l.q} ${e(l.n)}`, amount(l.p * l.q))).join('')}<div class="rule"></div>
${row('Subtotal', amount(sub))}${row('Service charge 10%', amount(service))}${row(`VAT ${rate}%`, amount(vat))}<div class="dbl"></div>
${row('<b>TOTAL US$</b>', `<b>${amount(gross)}</b>`, 'big')}${row('EC$ equivalent @ 2.70', amount(Math.round(gross * 2.7)))}
<div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - -</div><div class="c b">CARD VOUCHER</div>${row('Check total', amount(gross))}${row('Gratuity', tip ? amount(tip) : '________')}
${row('<b>Total charged</b>', tip ? `<b>${amount(gross + tip)}</b>` : '________')}${row(`VISA ****${rng.digits(4)}`, `Auth ${rng.digits(6)}`)}<div class="c sm">Thank you - come back and see us soon!</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans Narrow','Liberation Sans Narrow';font-size:13px;width:72mm;padding:4mm}.nm{font-family:'Z003';font-size:32px}.big{font-size:16px}.cut{margin:12px 0 6px;white-space:nowrap;overflow:hidden}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
