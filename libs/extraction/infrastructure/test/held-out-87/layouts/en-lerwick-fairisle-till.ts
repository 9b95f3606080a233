import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, next, row, total, vatIn } from './extra';

const ID = 'en-lerwick-fairisle-till';

/** Item, pence including VAT (2022). */
const GOODS: [string, number][] = [
  ['FAIR ISLE YOKE JUMPER', 16500],
  ['FAIR ISLE TAM', 3800],
  ['PEERIE BOBBLE HAT', 2600],
  ['LACE SHAWL HAP', 9500],
  ['FINGERLESS MITTS', 2400],
  ['KEP 4PLY YARN 25G', 450],
  ['PATTERN BOOKLET', 1200],
  ['TRADITIONAL GANSEY', 18500],
  ['WOOLLEN SCARF', 4200],
];

/**
 * A knitwear shop on Commercial Street in Lerwick, Shetland, Scotland, 80 mm (Nimbus Mono PS): "SIMMER DIM KNITWEAR", the
 * Ltd., its address and "VAT Reg No: GB" with nine digits in threes, "VAT RECEIPT", "Receipt" with "LW" and six digits,
 * till and operator, the date (dd/mm/yyyy) and time, goods in capitals at "£" prices including VAT, "TOTAL £", the VAT
 * summary ("VAT @ 20%", net, VAT, gross), card, a returns line (not on Sunday).
 */
export const enLerwickFairisleTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const q = p < 1000 ? rng.int(2, 10) : rng.int(1, 2);
      const unit = Math.round((p * up) / 50) * 50;
      return { name, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, 20);
    const vendorName = 'Simmer Dim Knitwear Ltd';
    const doc = `LW${rng.int(100000, 999999)}`;
    const vatNo = `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`;
    const body = `<div class="c big">SIMMER DIM KNITWEAR</div><div class="c">${vendorName}<br>Commercial Street, Lerwick<br>Shetland ZE1 0AN<br>VAT Reg No: ${vatNo}</div>
<div class="rule"></div><div class="c b">VAT RECEIPT</div>${row('Receipt', doc)}${row(`Till ${rng.int(1, 2)}`, `Op: ${rng.pick(['MAGGIE', 'ROBBIE', 'INGA'])}`)}${row(dt(date, 'dd/mm/yyyy'), hhmm(rng.int(9 * 60 + 30, 17 * 60 + 30)))}<div class="rule"></div>
${lines.map((l) => `${row(l.name, amount(l.sum))}${l.q > 1 ? `<div class="sm">  ${l.q} @ £${amount(l.unit)}</div>` : ''}`).join('')}
<div class="rule"></div>${row('TOTAL', `£${amount(gross)}`, 'b big')}${row(rng.pick(['VISA', 'MASTERCARD', 'AMEX']), `£${amount(gross)}`)}<div class="rule"></div>
<div class="b">VAT SUMMARY</div>${row('Rate', 'Net / VAT / Gross')}${row('VAT @ 20%', `${amount(gross - vat)} / ${amount(vat)} / ${amount(gross)}`)}
<div class="rule"></div><div class="c sm">Goods may be returned within 28 days with this receipt.<br>Knitted in Shetland. Thank you!</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Mono PS','Liberation Mono';font-size:11.5px;width:72mm;padding:5mm 4mm}.big{font-size:15px;font-weight:bold}.sm{white-space:pre}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
