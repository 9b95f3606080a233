import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, next, row, total, vatIn } from './extra';

const ID = 'en-pepperpot-restaurant-bill';

/** Dish, US cents with ABST. */
const MENU: [string, number][] = [
  ['Pepperpot with fungee', 2400],
  ['Ducana and saltfish', 2200],
  ['Conch fritters', 1400],
  ['Grilled spiny lobster', 4800],
  ['Johnny cakes (basket)', 800],
  ['Mahi-mahi sandwich', 1900],
  ['Black pineapple salad', 1300],
  ['Coconut tart', 1000],
  ['Wadadli beer', 600],
  ['Rum punch', 900],
  ['Soursop juice', 700],
  ['Bottled water', 400],
];

/**
 * A harbourside restaurant at English Harbour, Antigua, a bill in US dollars, 80 mm (DejaVu Sans Mono, DejaVu Sans): the
 * trade name over "Dockside Pepperpot Ltd." with an "ABST Reg." number (not Israeli), "GUEST BILL" "No. nnnnnn", table,
 * server, covers, date dd/mm/yyyy and time; dishes with quantity and sum (prices include ABST), "Subtotal", "Service
 * Charge 10%" added, "TOTAL US$", "ABST 15%" (2022-2023) or "ABST 17%" (2024-2025) "incl." with its amount, the
 * EC$ equivalent at 2.70; below a cut line the card slip with the bill total, a tip written in and "TOTAL CHARGED" (the
 * tip is not part of the bill); January to November.
 */
export const enPepperpotRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const covers = rng.int(2, 6);
    const dishes = rng.some(MENU.slice(0, 8), rng.int(2, Math.min(6, covers + 2))).map(([name, price]) => ({ name, price, qty: rng.int(1, Math.max(1, covers - 1)) }));
    const drinks = rng.some(MENU.slice(8), rng.int(1, 3)).map(([name, price]) => ({ name, price, qty: rng.int(1, covers * 2) }));
    const lines = [...dishes, ...drinks];
    const sub = total(lines.map((l) => l.price * l.qty));
    const service = Math.round(sub / 10);
    const gross = sub + service;
    const rate = date >= '2024-01-01' ? 17 : 15;
    const tax = vatIn(gross, rate);
    const tip = rng.chance(0.6) ? Math.round((gross * rng.pick([5, 8, 10])) / 100 / 100) * 100 : 0;
    const vendorName = 'Dockside Pepperpot Ltd.';
    const doc = String(rng.int(100000, 199999));
    const at = rng.int(12 * 60, 21 * 60 + 30);
    const body = `<div class="c nm">THE PEPPERPOT</div><div class="c">at English Harbour</div><div class="c sm">${vendorName}</div><div class="c sm">Nelson's Dockyard Road, St. Paul, Antigua W.I.</div><div class="c sm">ABST Reg. ${rng.int(100000, 999999)} · Tel 268-460-${rng.digits(4)}</div>
<div class="cut"></div><div class="c b">GUEST BILL</div>${row('No.', doc)}${row(`Table ${rng.int(1, 24)}`, `Server: ${rng.pick(['Keisha', 'Marlon', 'Shanice', 'Devon', 'Tricia'])}`)}${row(`Covers ${covers}`, `${dt(date, 'dd/mm/yyyy')} ${hhmm(at)}`)}<div class="cut"></div>
${lines.map((l) => row(`${l.qty} ${l.name}`, amount(l.price * l.qty))).join('')}<div class="cut"></div>
${row('Subtotal', amount(sub))}${row('Service Charge 10%', amount(service))}${row('<b>TOTAL US$</b>', `<b>${amount(gross)}</b>`, 'big')}${row(`ABST ${rate}% incl.`, amount(tax))}${row('EC$ equiv. @2.70', amount(Math.round((gross * 27) / 10)))}
<div class="c sm">All prices include ABST. Service charge is shared by all staff.</div>
<div class="scissors">- - - - - - - - ✂ - - - - - - - -</div><div class="c b">CARD SLIP</div>${row(rng.pick(['VISA', 'MASTERCARD', 'AMEX']), `**** ${rng.digits(4)}`)}${row('Auth', rng.digits(6))}${row('Bill amount', amount(gross))}${row('Tip', tip ? amount(tip) : '0.00')}${row('<b>TOTAL CHARGED</b>', `<b>${amount(gross + tip)}</b>`)}
<div class="c sm">Cardholder signature ______________</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono';font-size:11px;padding:4mm 4mm;width:72mm}.nm{font-family:'DejaVu Sans';font-size:20px;font-weight:bold;letter-spacing:2px}.big{font-size:13px}
.cut{border-top:1px solid #000;margin:5px 0}.scissors{text-align:center;margin:10px 0 4px;white-space:nowrap}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
