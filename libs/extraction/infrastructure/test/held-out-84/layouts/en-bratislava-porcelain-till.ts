import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, comma, next, row, total, vatIn } from './extra';

const ID = 'en-bratislava-porcelain-till';

/** Goods: name, cents (2022). */
const GOODS: [string, number][] = [
  ['Hand-painted mug / Hrnček', 1890],
  ['Porcelain plate 27 cm / Tanier', 3400],
  ['Espresso set 2 pcs', 4200],
  ['Blue onion bowl / Misa', 2750],
  ['Christmas ornament / Ozdoba', 990],
  ['Tea pot 0.8 l / Čajník', 6900],
  ['Gift wrapping / Balenie', 250],
];

/**
 * A porcelain shop in Bratislava's old town, 80 mm (DejaVu Sans Mono): the s.r.o., address, IČO, DIČ and "IČ DPH SK…",
 * "POKLADNIČNÝ DOKLAD / CASH RECEIPT", "Č. dokladu / Receipt no." (five digits), the e-kasa's "OKP" code, the date (dd.mm.yyyy)
 * and time, goods with decimal commas ("2 x 18,90"), "SPOLU / TOTAL EUR", a VAT table (the standard rate: 20% to 2024, 23% from
 * 2025, contained), card or cash. Closed on Sunday.
 */
export const enBratislavaPorcelainTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rate = date >= '2025-01-01' ? 23 : 20;
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 10) * 10;
      return { name, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'Modrá Cibuľka Porcelán s.r.o.';
    const doc = String(rng.int(10000, 99999));
    const body = `<div class="c b big">MODRÁ CIBUĽKA</div><div class="c">${vendorName}</div><div class="c sm">Panská ${rng.int(2, 40)}, 811 01 Bratislava</div><div class="c sm">IČO: 5${rng.digits(7)} DIČ: 212${rng.digits(7)}</div><div class="c sm">IČ DPH: SK212${rng.digits(7)}</div>
<div class="rule"></div><div class="c b">POKLADNIČNÝ DOKLAD / CASH RECEIPT</div>${row('Č. dokladu / Receipt no.', doc)}${row('Dátum / Date', `${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(10 * 60, 19 * 60))}`)}${row('Pokladňa / Till', `${rng.int(1, 2)}`)}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(`&nbsp; ${l.q} x ${comma(l.unit, ' ')}`, `${comma(l.sum, ' ')} A`)}`).join('')}
<div class="dbl"></div>${row('SPOLU / TOTAL EUR', comma(gross, ' '), 'big b')}
<table class="vt"><tr><th>DPH</th><th>Základ / Net</th><th>DPH / VAT</th><th>Spolu</th></tr><tr><td>A ${rate}%</td><td>${comma(gross - vat, ' ')}</td><td>${comma(vat, ' ')}</td><td>${comma(gross, ' ')}</td></tr></table>
<div class="rule"></div>${rng.chance(0.6) ? row('Platobná karta / Card', comma(gross, ' ')) : row('Hotovosť / Cash', comma(gross, ' '))}
<div class="sm">OKP: ${Array.from({ length: 5 }, () => rng.digits(8)).join('-')}</div><div class="c sm">Ďakujeme! Thank you!</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono';font-size:11px;width:72mm;padding:4mm}.big{font-size:15px}.vt{width:100%;font-size:10px;margin:4px 0}.vt th,.vt td{text-align:right;padding:1px 2px}`;
    return {
      html: htmlPage({ lang: 'sk', dir: 'ltr', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
