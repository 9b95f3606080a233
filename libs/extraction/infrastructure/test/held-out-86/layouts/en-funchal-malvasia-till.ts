import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, next, row, total, vatIn } from './extra';

const ID = 'en-funchal-malvasia-till';

/** Item, cents including IVA (2022). */
const GOODS: [string, number][] = [
  ['MALVASIA 10 ANOS 75CL', 3150],
  ['BOAL 5 ANOS 50CL', 1690],
  ['VERDELHO 10 ANOS 50CL', 2490],
  ['SERCIAL 5 ANOS 75CL', 1990],
  ['TERRANTEZ 20 ANOS 50CL', 7900],
  ['COLHEITA 2008 MALVASIA', 5450],
  ['PROVA / TASTING 3 VINHOS', 1200],
  ['CALICE MADEIRA / GLASS', 650],
  ['SACA-ROLHAS / CORKSCREW', 890],
  ['CAIXA OFERTA / GIFT BOX', 450],
];

/**
 * A Madeira wine lodge's shop in Funchal, Madeira (Portugal), 80 mm (DejaVu Sans Mono): "ADEGA DO PICO DOS BARCELOS", the
 * Lda. with "NIF" (nine digits, not an Israeli id), "FATURA-RECIBO / INVOICE-RECEIPT", "FR A2024/123" style number with the
 * year, "ATCUD", date (dd-mm-yyyy) and time, goods in Portuguese and English in capitals with "2 x 16,90", decimal commas,
 * "TOTAL EUR", a tax table "IVA 22% | Incidência | IVA" (contained), MB/card or cash. Not on Sunday.
 */
export const enFunchalMalvasiaTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, p]) => {
      const unit = Math.round((p * up) / 10) * 10;
      const q = rng.int(1, 3);
      return { name, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, 22);
    const vendorName = 'Adega do Pico dos Barcelos, Lda.';
    const doc = `FR A${date.slice(0, 4)}/${rng.int(100, 4999)}`;
    const card = rng.chance(0.6);
    const body = `<div class="hd">ADEGA DO PICO<br>DOS BARCELOS</div><div class="c">${e(vendorName)}<br>Rua da Carreira 118, 9000-042 Funchal<br>Madeira - Portugal<br>NIF ${rng.pick(['5'])}${rng.digits(8)}</div><div class="rule"></div>
<div class="c b">FATURA-RECIBO / INVOICE-RECEIPT</div>${row('N.º / No.', doc)}${row('ATCUD', `${rng.pick(['JJ', 'JF', 'K7'])}${rng.digits(6)}-${rng.int(100, 4999)}`)}${row('Data / Date', `${dt(date, 'dd.mm.yyyy').replace(/\./g, '-')} ${hhmm(rng.int(10 * 60, 19 * 60))}`)}${row('Cliente / Customer', 'Consumidor final')}<div class="rule"></div>
${lines.map((l) => `<div>${e(l.name)}</div>${row(`&nbsp;&nbsp;${l.q} x ${comma(l.unit, ' ')}`, `${comma(l.sum, ' ')} (22%)`)}`).join('')}<div class="dbl"></div>
${row('TOTAL EUR', comma(gross, ' '), 'big')}<table class="tx"><tr><th>Taxa/Rate</th><th>Incidência/Base</th><th>IVA/VAT</th></tr><tr><td>22%</td><td>${comma(gross - vat, ' ')}</td><td>${comma(vat, ' ')}</td></tr></table>
${card ? row('Multibanco / Card', comma(gross, ' ')) : row('Numerário / Cash', comma(Math.ceil(gross / 1000) * 1000, ' ')) + row('Troco / Change', comma(Math.ceil(gross / 1000) * 1000 - gross, ' '))}
<div class="c sm">IVA incluído · VAT included<br>Processado por programa certificado n.º ${rng.int(1000, 2999)}/AT<br>Obrigado · Thank you</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono','Liberation Mono';font-size:10.5px;width:72mm;padding:4mm}.hd{text-align:center;font-weight:bold;font-size:15px;letter-spacing:1px}.big{font-size:14px;font-weight:bold}.tx{width:100%;margin:4px 0}.tx th,.tx td{font-size:0.9em;text-align:end;padding:1px 2px;font-weight:normal}`;
    return {
      html: htmlPage({ lang: 'pt', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
