import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, comma, ltr, next, row, total, vatIn } from './extra';

const ID = 'en-ceuta-peluqueria-till';

/** Service, cents. */
const SERVICES: [string, number][] = [
  ["Men's cut / Corte caballero", 1400],
  ['Beard trim / Arreglo barba', 800],
  ["Women's cut / Corte señora", 2200],
  ['Blow-dry / Peinado', 1500],
  ['Colour / Tinte', 3800],
  ['Highlights / Mechas', 5500],
  ["Child's cut / Corte niño", 1000],
];

/**
 * A hairdresser's till in Ceuta (Spanish North Africa, outside the EU VAT area), euros, 80 mm (DejaVu Sans Mono): the S.L. and
 * its CIF, "SIMPLIFIED INVOICE / FACTURA SIMPLIFICADA", "No. PC-" and six digits, dd/mm/yyyy and time, bilingual service
 * lines, amounts with a decimal comma and "€" after, "TOTAL", "IPSI 4% incl." contained with the base, card or cash; closed
 * on Sunday.
 */
export const enCeutaPeluqueriaTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const lines = rng.some(SERVICES, rng.int(1, 3));
    const gross = total(lines.map((l) => l[1]));
    const tax = vatIn(gross, 4);
    const vendorName = 'Peluquería Estrella del Estrecho S.L.';
    const doc = `PC-${rng.int(100000, 999999)}`;
    const body = `<div class="c nm">ESTRELLA DEL ESTRECHO</div><div class="c">${vendorName}</div><div class="c sm">CIF B${ltr(rng.digits(8))}</div><div class="c sm">Paseo del Revellín 9, 51001 Ceuta</div><div class="rule"></div>
<div class="c b">SIMPLIFIED INVOICE / FACTURA SIMPLIFICADA</div>${row('No.', doc)}${row(dt(date, 'dd/mm/yyyy'), hhmm(rng.int(9 * 60 + 30, 20 * 60)))}${row('Stylist', rng.pick(['Fátima', 'Lucía', 'Youssef', 'Marta']))}<div class="rule"></div>
${lines.map(([n, p]) => row(n, `${comma(p)} €`)).join('')}<div class="dbl"></div>${row('<b>TOTAL</b>', `<b>${comma(gross)} €</b>`, 'big')}
${row('Base', `${comma(gross - tax)} €`)}${row('IPSI 4% incl.', `${comma(tax)} €`)}<div class="rule"></div>${row(rng.pick(['CARD / TARJETA', 'CASH / EFECTIVO']), `${comma(gross)} €`)}
<div class="c sm">Thank you! ¡Gracias por su visita!</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono';font-size:11.5px;padding:5mm 4mm;width:72mm}.nm{font-size:16px;font-weight:bold}.big{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
