import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { hhmm } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, next, total } from './extra';

const ID = 'en-campione-alimentari-till';

/** Goods: name, price in euro cents (2022, tax included), reduced rate (food) or not. */
const GOODS: [string, number, boolean][] = [
  ['PANE CASERECCIO 500G', 290, true],
  ['LATTE INTERO 1L', 165, true],
  ['MOZZARELLA BUFALA 250G', 420, true],
  ['PROSCIUTTO CRUDO ETTO', 380, true],
  ['PASTA TRAFILATA 500G', 235, true],
  ['POMODORI PELATI 400G', 145, true],
  ['GRANA PADANO 300G', 690, true],
  ['CAFFE MACINATO 250G', 540, true],
  ['ACQUA FRIZZANTE 6X1,5L', 390, true],
  ['MERLOT TICINO DOC 75CL', 1490, false],
  ['BIRRA 33CL', 195, false],
  ['DETERSIVO PIATTI 1L', 310, false],
  ['CARTA IGIENICA 8 ROT.', 480, false],
  ['SIGARETTE 20', 650, false],
];

/**
 * A grocery in Campione d'Italia (the Italian enclave on Lake Lugano), 80 mm till (FreeMono): the shop's sign and the
 * s.n.c. with its P.IVA, "DOCUMENTO COMMERCIALE di vendita o prestazione" with "Receipt" beside it, goods in capitals with
 * a rate code (A reduced, B normal) and the price with a decimal comma, "TOTALE COMPLESSIVO / TOTAL EUR", a table of the
 * local consumption tax (ILCCI) by rate — 2.5% and 7.7% to 2023, 2.6% and 8.1% from 2024 (aligned with Swiss VAT) —
 * with "di cui ILCCI", the card payment, and "DOC. N. nnnn-nnnn" with date (dd-mm-yyyy) and time at the foot. Closed
 * on Sundays.
 */
export const enCampioneAlimentariTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const y = Number(date.slice(0, 4));
    const [low, high] = y >= 2024 ? [2.6, 8.1] : [2.5, 7.7];
    const up = 1 + (y - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(3, 9)).map(([name, p, food]) => {
      const qty = rng.int(1, 3);
      const each = Math.round((p * up) / 5) * 5;
      return { name, qty, each, sum: qty * each, food };
    });
    const foodSum = total(lines.filter((l) => l.food).map((l) => l.sum));
    const otherSum = total(lines.filter((l) => !l.food).map((l) => l.sum));
    // Tax contained in each group, at a rate with one decimal: gross × rate×10 / (1000 + rate×10).
    const inside = (g: number, r: number) => Math.round((g * Math.round(r * 10)) / (1000 + Math.round(r * 10)));
    const taxFood = foodSum ? inside(foodSum, low) : 0;
    const taxOther = otherSum ? inside(otherSum, high) : 0;
    const gross = foodSum + otherSum;
    const tax = taxFood + taxOther;
    const vendorName = 'Alimentari Ferrazzi di Ferrazzi Marco & C. S.n.c.';
    const doc = `${String(rng.int(1, 365)).padStart(4, '0')}-${String(rng.int(1, 180)).padStart(4, '0')}`;
    const pct = (r: number) => `${String(r).replace('.', ',')}%`;
    const rows = lines
      .map(
        (l) =>
          `${l.qty > 1 ? `<div class="sm">${l.qty} x ${comma(l.each)}</div>` : ''}<div class="row"><span>${e(l.name)}</span><span>${l.food ? 'A' : 'B'} ${comma(l.sum)}</span></div>`,
      )
      .join('');
    const band = (code: string, r: number, g: number, t: number) =>
      g ? `<tr><td>${code} ${pct(r)}</td><td>${comma(g - t)}</td><td>${comma(t)}</td><td>${comma(g)}</td></tr>` : '';
    const body = `<div class="c big">ALIMENTARI FERRAZZI</div><div class="c sm">${e(vendorName)}<br>Piazza Roma ${rng.int(1, 20)} - 22061 Campione d'Italia (CO)<br>P.IVA 0${rng.digits(10)}</div>
<div class="c mid">DOCUMENTO COMMERCIALE<br>di vendita o prestazione<br>Receipt</div>
<div class="row sm"><span>DESCRIZIONE</span><span>IVA/ILCCI PREZZO(€)</span></div>${rows}
<div class="rule"></div><div class="row tot"><span>TOTALE COMPLESSIVO<br>TOTAL EUR</span><span>${comma(gross)}</span></div><div class="row"><span>di cui ILCCI / tax incl.</span><span>${comma(tax)}</span></div>
<div class="row"><span>Pagamento elettronico / Card</span><span>${comma(gross)}</span></div><div class="row"><span>Resto / Change</span><span>0,00</span></div>
<table class="vt"><tr><th>Aliquota</th><th>Imponibile</th><th>Imposta</th><th>Totale</th></tr>${band('A', low, foodSum, taxFood)}${band('B', high, otherSum, taxOther)}</table>
<div class="sm c">Imposta locale sul consumo di Campione d'Italia (ILCCI)</div>
<div class="rule"></div><div class="row"><span>${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)} ${hhmm(rng.int(8 * 60, 19 * 60))}</span><span>DOC. N. ${doc}</span></div><div class="c sm">RT ${rng.pick(['80E', '99M', '72I'])}${rng.digits(8)}</div><div class="c sm">Grazie e arrivederci · Thank you</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','DejaVu Sans Mono';font-size:12.5px;width:72mm;padding:4mm}.big{font-size:18px;font-weight:bold}.mid{font-weight:bold;margin:6px 0}.tot{font-weight:bold;font-size:15px}
.vt{width:100%;margin:6px 0;font-size:11px}.vt th,.vt td{padding:1px 2px;text-align:right}.vt th:first-child,.vt td:first-child{text-align:left}`;
    return {
      html: htmlPage({ lang: 'it', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
