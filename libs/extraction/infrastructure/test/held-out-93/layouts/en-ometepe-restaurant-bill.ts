import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, next, row, total, vatOn } from './extra';

const ID = 'en-ometepe-restaurant-bill';

/** Nicaragua's IVA, 15% (README.md). */
const RATE = 15;
/** Dish, US cents before IVA in 2023. */
const MENU: [string, number][] = [
  ['Guapote fish, grilled whole', 1250],
  ['Gallo pinto with eggs', 550],
  ['Vigorón', 650],
  ['Chicken in pipián sauce', 1050],
  ['Vegetarian plantain bowl', 850],
  ['Quesillo with onion', 450],
  ['Tres leches cake', 500],
];
const DRINKS: [string, number][] = [
  ['Fresh pitahaya juice', 300],
  ['Local lager', 250],
  ['Macuá cocktail', 600],
  ['Coffee from the island', 200],
  ['Coconut water', 250],
];

/**
 * A lakeside restaurant on Ometepe island in Lake Nicaragua, US dollars, 80 mm (P052 for the name, Noto Mono): the name
 * over "Comedor La Ceiba del Lago S.A." with a RUC (not Israeli), "FACTURA / BILL" "No. 00nnnn", table, server, guests,
 * date mm/dd/yyyy and time; dishes in US$ before tax, "Subtotal", "IVA 15%" added, "Propina / Service 10%" (voluntary,
 * on the subtotal) added, "TOTAL US$", the córdoba equivalent at a printed rate; below a dashed line the card voucher
 * with the bill, an extra tip and "TOTAL CHARGED" (the extra tip not in the bill).
 */
export const enOmetepeRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const up = (Number(date.slice(0, 4)) - 2023) * 25;
    const guests = rng.int(1, 6);
    const dishes = rng.some(MENU, rng.int(1, Math.min(5, guests + 1))).map(([n, p]) => ({ n, q: rng.int(1, Math.max(1, Math.ceil(guests / 2))), p: p + up }));
    const drinks = rng.some(DRINKS, rng.int(1, 3)).map(([n, p]) => ({ n, q: rng.int(1, guests + 1), p: p + Math.round(up / 2) }));
    const lines = [...dishes, ...drinks];
    const sub = total(lines.map((l) => l.p * l.q));
    const iva = vatOn(sub, RATE);
    const service = share(sub, 10);
    const gross = sub + iva + service;
    const extra = rng.chance(0.5) ? rng.pick([100, 200, 300, 500]) : 0;
    const nio = rng.pick([36.2, 36.4, 36.6, 36.8]);
    const vendorName = 'Comedor La Ceiba del Lago S.A.';
    const doc = String(rng.int(1, 99999)).padStart(6, '0');
    const at = rng.int(11 * 60, 21 * 60 + 30);
    const body = `<div class="c nm">La Ceiba del Lago</div><div class="c">${vendorName}</div><div class="c sm">RUC J03${rng.digits(11)}</div><div class="c sm">Playa Santo Domingo, Isla de Ometepe, Nicaragua</div>
<div class="rule"></div><div class="c b">FACTURA / BILL</div><div class="c b">No. ${doc}</div>
${row(`Table ${rng.int(1, 18)}`, `Guests ${guests}`)}${row(`Server: ${rng.pick(['Yessenia', 'Marvin', 'Karla', 'Denis', 'Heysel'])}`, '')}${row(dt(date, 'mm/dd/yyyy'), hhmm(at))}<div class="rule"></div>
${lines.map((l) => row(`${l.q} ${l.n}`, amount(l.p * l.q))).join('')}<div class="rule"></div>
${row('Subtotal', amount(sub))}${row(`IVA ${RATE}%`, amount(iva))}${row('Propina / Service 10%', amount(service))}<div class="dbl"></div>
${row('<b>TOTAL US$</b>', `<b>${amount(gross)}</b>`, 'big')}${row(`C$ at ${nio.toFixed(2)}`, amount(Math.round(gross * nio)))}
<div class="c sm">Service is voluntary. Prices in US dollars; córdobas accepted.</div>
<div class="cut">- - - - - - - - - - - - - - - - - - - - - - -</div><div class="c b">CARD VOUCHER</div>${row('Bill', amount(gross))}${row('Extra tip', amount(extra))}${row('<b>TOTAL CHARGED</b>', `<b>${amount(gross + extra)}</b>`)}
${row(`VISA **** ${rng.digits(4)}`, `Auth ${rng.digits(6)}`)}<div class="c sm">¡Gracias! Thank you!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Mono';font-size:11px;padding:4mm;width:70mm}.nm{font-family:'P052';font-size:22px;font-weight:bold}.big{font-size:14px}.cut{margin:10px 0 4px;white-space:nowrap;overflow:hidden}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(iva) },
    };
  },
};
