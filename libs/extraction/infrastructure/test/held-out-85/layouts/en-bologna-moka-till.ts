import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { hhmm } from '../../generalisation/notation';
import { avoid, baseCss, comma, next, row, total, vatIn } from './extra';

const ID = 'en-bologna-moka-till';

/** Goods: name, cents including IVA (2022). */
const GOODS: [string, number][] = [
  ['MOKA ALLUMINIO 3 TAZZE / 3-CUP MOKA POT', 2690],
  ['MOKA ALLUMINIO 6 TAZZE / 6-CUP MOKA POT', 3490],
  ['MOKA INDUZIONE 4 TZ / INDUCTION MOKA', 4590],
  ['GUARNIZIONE + FILTRO / GASKET + FILTER', 690],
  ['TAZZINE ESPRESSO X2 / ESPRESSO CUPS', 1450],
  ['MACINACAFFE MANUALE / HAND GRINDER', 3990],
  ['PENTOLA ACCIAIO 24 CM / STEEL POT', 5490],
  ['TAGLIERE ULIVO / OLIVE-WOOD BOARD', 2850],
];

/**
 * A housewares shop under the porticoes of Bologna's Via Castiglione, Italy, 80 mm (Nimbus Mono PS): the S.r.l. with its
 * address and "P.IVA" (eleven digits), "DOCUMENTO COMMERCIALE di vendita o prestazione", goods in capitals in Italian and
 * English each with "22%", "2 X 26,90" on some, "TOTALE COMPLESSIVO", "DI CUI IVA" (22% contained), payment "PAGAMENTO
 * ELETTRONICO" or "CONTANTE", then the date (dd-mm-yyyy) with time and "DOCUMENTO N. nnnn-nnnn" and the RT serial. Closed on Sunday.
 */
export const enBolognaMokaTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const q = rng.int(1, 2);
      const unit = Math.round((p * up) / 10) * 10;
      return { name, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, 22);
    const vendorName = 'Casalinghi Sotto il Portico S.r.l.';
    const doc = `${String(rng.int(1, 365)).padStart(4, '0')}-${String(rng.int(1, 180)).padStart(4, '0')}`;
    const [Y, m, d] = date.split('-');
    const body = `<div class="c b big">SOTTO IL PORTICO</div><div class="c sm">${vendorName}<br>Via Castiglione ${rng.int(3, 90)}/${rng.pick(['A', 'B', 'C'])}<br>40124 BOLOGNA (BO)<br>P.IVA ${rng.digits(11)}</div><div class="rule"></div>
<div class="c">DOCUMENTO COMMERCIALE<br>di vendita o prestazione</div><div class="rule"></div>${row('DESCRIZIONE', 'IVA&nbsp;&nbsp;PREZZO(€)', 'sm')}
${lines.map((l) => `${l.q > 1 ? `<div class="sm">${l.q} X ${comma(l.unit)}</div>` : ''}${row(l.name, `22%&nbsp;&nbsp;${comma(l.sum)}`)}`).join('')}<div class="rule"></div>
${row('TOTALE COMPLESSIVO', comma(gross), 'big b')}${row('DI CUI IVA', comma(vat))}${rng.chance(0.65) ? row('PAGAMENTO ELETTRONICO', comma(gross)) : `${row('PAGAMENTO CONTANTE', comma(Math.ceil(gross / 1000) * 1000))}${row('RESTO', comma(Math.ceil(gross / 1000) * 1000 - gross))}`}
${row('IMPORTO PAGATO', comma(gross))}<div class="rule"></div><div class="c">${d}-${m}-${Y} ${hhmm(rng.int(9 * 60 + 30, 19 * 60 + 30))}<br>DOCUMENTO N. ${doc}<br>RT 99MEY${rng.digits(6)}</div><div class="c sm">GRAZIE E ARRIVEDERCI · THANK YOU</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Mono PS','Liberation Mono';font-size:11.5px;width:70mm;padding:4mm}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'it', dir: 'ltr', page: '78mm 165mm', css, body }),
      page: '78mm 165mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
