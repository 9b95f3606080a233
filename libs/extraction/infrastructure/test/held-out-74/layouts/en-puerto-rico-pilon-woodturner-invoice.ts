import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, next, row, total, vatOn } from './extra';

const ID = 'en-puerto-rico-pilon-woodturner-invoice';
/** Puerto Rico's sales and use tax (IVU, README.md): 10.5% to the Commonwealth and 1% to the municipality. */
const STATE = 10.5;
const MUNICIPAL = 1;

/** Pieces: description, lowest and highest unit price in cents (2022), for restaurants (true) or households. */
const PIECES: [string, number, number, boolean][] = [
  ['Pilón (mortar & pestle), ausubo, 6 in', 5500, 7500, false],
  ['Pilón (mortar & pestle), guayacán, 8 in', 9500, 13000, false],
  ['Serving pilón for mofongo, caoba, 5 in', 2800, 3800, true],
  ['Serving pilón for mofongo, capá prieto, 6 in', 3400, 4400, true],
  ['Cutting board, caoba, 12 × 18 in', 6000, 8500, false],
  ['Salad bowl, mango wood, 12 in', 7000, 9500, false],
  ['Tostonera (plantain press), úcar', 2400, 3200, true],
];
const RESTAURANTS: [string, string][] = [
  ['Restaurante El Fogón de Lares', 'Carr. 129 Km 2.1, Lares, PR 00669'],
  ['Mofongos La Ceiba, Inc.', 'Calle Gonzalo Marín 41, Arecibo, PR 00612'],
  ['Parador Cafetal Verde (Kitchen)', 'Carr. 144 Km 8.4, Jayuya, PR 00664'],
];
const PEOPLE: [string, string][] = [
  ['Sra. Carmen Rivera Ortiz', 'Urb. Jesús M. Lago C-12, Utuado, PR 00641'],
  ['Sr. Luis A. Maldonado', 'Bo. Caonillas, Utuado, PR 00641'],
  ['Mrs. Jennifer Colón-Baker', 'Calle Luna 214, San Juan, PR 00901'],
];

/**
 * A woodturner's invoice from Utuado, Puerto Rico, A4 (Liberation Serif, Z003 for the name): merchant registration
 * number, "FACTURA / INVOICE" with its number, mm/dd/yyyy, sold to a restaurant (serving pilones and tostoneras by
 * the dozen, a laser-engraved logo on some) or a household (a few pieces), pickup at the workshop or free delivery,
 * the IVU shown as the Commonwealth's 10.5% and the municipality's 1% of the subtotal, their sum as the total IVU,
 * paid by ATH Móvil, card or check. Closed on Sundays.
 */
export const enPuertoRicoPilonWoodturnerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const restaurant = rng.chance(0.5);
    const [customer, address] = rng.pick(restaurant ? RESTAURANTS : PEOPLE);
    const lines = rng
      .some(
        PIECES.filter(([, , , r]) => r === restaurant),
        restaurant ? rng.int(1, 2) : rng.int(1, 3),
      )
      .map(([d, lo, hi]) => {
        const unit = Math.round((rng.int(lo, hi) * up) / 100) * 100;
        const qty = restaurant ? rng.pick([12, 18, 24, 30, 36]) : rng.int(1, 2);
        return { d, qty, unit, sum: qty * unit };
      });
    if (restaurant && rng.chance(0.6)) {
      const unit = Math.round((rng.int(400, 600) * up) / 25) * 25;
      const qty = lines.reduce((s, l) => s + l.qty, 0);
      lines.push({ d: 'Laser-engraved logo (per piece)', qty, unit, sum: qty * unit });
    }
    const subtotal = total(lines.map((l) => l.sum));
    const state = vatOn(subtotal, STATE);
    const municipal = vatOn(subtotal, MUNICIPAL);
    const ivu = state + municipal;
    const gross = subtotal + ivu;
    const vendorName = 'Torno y Madera de Utuado LLC';
    const doc = `TM-${String(rng.int(1040, 1990))}`;
    const pay = rng.pick(['ATH Móvil', `Visa ···${rng.digits(4)}`, `check no. ${rng.int(1001, 4999)}`]);
    const body = `<div class="head"><div class="brand">Torno y Madera</div><div class="tag">Pilones · tablas · bateas — hechos a mano en Utuado</div></div>
<div class="top"><div><b>${vendorName}</b><br>Carr. 111 Km 12.3, Bo. Salto Arriba<br>Utuado, PR 00641<br>(787) 894-${rng.digits(4)}<br>Merchant Reg. No. ${rng.digits(7)}-${rng.pick(['0011', '0012', '0001'])}</div><div class="inv"><div class="title">FACTURA / INVOICE</div>${row('No.', doc)}${row('Fecha / Date', dt(date, 'mm/dd/yyyy'))}${row('Entrega / Delivery', rng.chance(0.5) ? 'Pickup at workshop' : 'Free delivery')}</div></div>
<div class="bill"><b>Sold to</b><br>${customer}<br>${address}</div>
<table class="t"><thead><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.d}</td><td>${l.qty}</td><td>$${amount(l.unit)}</td><td>$${amount(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<div class="tot">${row('Subtotal', `$${amount(subtotal)}`)}${row('IVU estatal / State SUT 10.5%', `$${amount(state)}`)}${row('IVU municipal / Municipal SUT 1%', `$${amount(municipal)}`)}${row('Total IVU 11.5%', `$${amount(ivu)}`)}${row('TOTAL', `$${amount(gross)}`, 'b big')}${row('Paid by', pay)}</div>
<div class="note">Every piece is turned from Puerto Rican hardwood salvaged from storm-felled trees and finished with food-safe mineral oil. Re-oil monthly; never soak in water. ¡Gracias por su compra!</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:12.5px;padding:16mm 18mm;color:#2b1d0e}.head{text-align:center;border-bottom:3px double #5d4037;padding-bottom:6px}.brand{font-family:'Z003','Liberation Serif';font-size:40px;color:#5d4037}.tag{font-size:12px;color:#6d4c41}
.top{display:flex;justify-content:space-between;margin-top:14px;line-height:1.5}.inv{width:42%}.title{font-size:19px;font-weight:bold;text-align:right;margin-bottom:4px}.bill{margin:14px 0;line-height:1.5}
.t{width:100%}.t th{background:#efebe9;text-align:left;padding:4px}.t td{border-bottom:1px solid #d7ccc8;padding:5px 4px}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{width:45%;margin:10px 0 0 auto}.big{font-size:1.2em;border-top:1.5px solid #000}.note{margin-top:24px;font-size:11px;font-style:italic;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(ivu) },
    };
  },
};
