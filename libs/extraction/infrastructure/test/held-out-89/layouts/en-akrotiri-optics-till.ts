import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, next, row, total, vatIn } from './extra';

const ID = 'en-akrotiri-optics-till';

const GOODS: [string, number][] = [
  ['Binoculars 8x42 ED', 38900],
  ['Binoculars 10x25 compact', 12900],
  ['Spotting scope 20-60x80', 64900],
  ['Travel tripod', 11900],
  ['Lens cleaning kit', 1450],
  ['Rain guard strap', 2250],
  ['Window mount', 4900],
  ['Hide seat, folding', 3900],
];

/**
 * A birdwatching optics shop in Akrotiri village (the Sovereign Base Areas, Cyprus), 80 mm (Noto Sans Mono): "SALT LAKE
 * OPTICS", the Ltd, "RECEIPT", "No. AK-" and six digits, date dd/mm/yyyy and time, goods with "2 x" under, "TOTAL EUR" with
 * "€", "VAT 19% incl." with the VAT contained and the net, the card (not on Sunday).
 */
export const enAkrotiriOpticsTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const q = p < 5000 ? rng.int(1, 3) : 1;
      return { name, q, p, sum: q * p };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, 19);
    const vendorName = 'Salt Lake Optics Ltd';
    const doc = `AK-${rng.int(100000, 999999)}`;
    const body = `<div class="c b big">SALT LAKE OPTICS</div><div class="c sm">${vendorName}<br>Akrotiri Village, Limassol district<br>Birdwatching &amp; nature optics</div><div class="rule"></div>
<div class="c b">RECEIPT</div>${row('No.', doc)}${row(dt(date, 'dd/mm/yyyy'), hhmm(rng.int(9 * 60, 18 * 60)))}<div class="rule"></div>
${lines.map((l) => row(l.name, amount(l.sum)) + (l.q > 1 ? `<div class="sm">  ${l.q} x ${amount(l.p)}</div>` : '')).join('')}<div class="dbl"></div>
${row('TOTAL EUR', `€${amount(gross)}`, 'b big')}${row('VAT 19% incl.', amount(vat))}${row('Net', amount(gross - vat))}<div class="rule"></div>${row('VISA', `**** ${rng.digits(4)}`)}<div class="c sm">Flamingos: Nov-Mar. Happy birding!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Mono';font-size:11px;width:72mm;padding:5mm 4mm}.big{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
