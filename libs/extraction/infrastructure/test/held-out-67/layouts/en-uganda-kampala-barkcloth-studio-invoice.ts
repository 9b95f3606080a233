import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-uganda-kampala-barkcloth-studio-invoice';

/** Work: name, unit, lowest and highest price per unit in whole dollars, lowest and highest quantity. */
const WORK: [string, string, number, number, number, number][] = [
  ['Barkcloth wall panel, framed in mvule, 1.2 x 2.4 m', 'panel', 260, 420, 2, 14],
  ['Barkcloth ceiling drape, dyed and fire-treated', 'm²', 38, 62, 20, 140],
  ['Barkcloth pendant lampshade, 60 cm', 'piece', 85, 140, 4, 30],
  ['Barkcloth-upholstered bed headboard', 'piece', 190, 310, 4, 24],
  ['Barkcloth table runners, hand-stitched', 'piece', 24, 40, 10, 60],
  ['Installation crew on site', 'crew-day', 140, 210, 1, 6],
];

const CLIENTS = ['Kololo Hill Suites Ltd', 'Lake Victoria Shoreline Hotel Ltd', 'Acacia Courtyard Restaurant Ltd', 'Nakasero Conference Centre Ltd'];

/**
 * A barkcloth studio's tax invoice in Kampala, Uganda: A4, C059, priced in US dollars to hotels and
 * restaurants in Kampala and Entebbe (goods and installation supplied in Uganda, not exported), Uganda
 * VAT at the standard 18% added (integer numerator over 100, half up), TINs of both parties, the
 * quotation and the due date as distractors (never a Sunday).
 */
export const enUgandaKampalaBarkclothStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [0]);
    const work = rng.some(WORK, rng.int(2, 4)).map(([name, unit, lo, hi, qlo, qhi]) => ({ name, unit, qty: rng.int(qlo, qhi), price: rng.int(lo, hi) * 100 }));
    const delivery = rng.pick([0, 4500, 6000, 9000]);
    const net = total(work.map((w) => w.qty * w.price)) + delivery;
    const vat = Math.floor((net * 18 + 50) / 100);
    const gross = net + vat;
    const vendorName = 'Mutuba Barkcloth Studio Limited';
    const yy = date.slice(2, 4);
    const doc = `MBS/${yy}/${String(rng.int(40, 399)).padStart(4, '0')}`;
    const quote = `Q-${yy}${rng.digits(3)}`;
    const client = rng.pick(CLIENTS);
    const rows = work.map((w) => [w.name, `${w.qty} ${w.unit}`, amount(w.price), amount(w.qty * w.price)]);
    if (delivery) rows.push(['Delivery by truck, Kampala / Entebbe', '1 trip', amount(delivery), amount(delivery)]);
    const body = `<div class="head"><div><div class="brand">MUTUBA</div><div class="sub">barkcloth studio · Ggaba Road, Kansanga, Kampala</div></div>
<div class="reg">${vendorName}<br>TIN ${rng.pick(['100', '101', '102'])}${rng.digits(7)} · VAT registered<br>+256 ${rng.pick(['772', '701', '755'])} ${rng.digits(3)} ${rng.digits(3)}</div></div>
<h1>TAX INVOICE</h1>
<div class="cols">${pairs(
      [
        ['Invoice no.', doc],
        ['Date', dt(date, 'd Month yyyy')],
        ['Your quotation', quote],
      ],
      1,
    )}${pairs(
      [
        ['Bill to', client],
        ['Client TIN', `10${rng.digits(8)}`],
        ['Payment due', dt(plus(date, 30), 'd Month yyyy')],
      ],
      1,
    )}</div>
${items(['Description', 'Qty', 'Unit price (USD)', 'Amount (USD)'], rows)}
<div class="sum">${row('Total excluding VAT', `USD ${amount(net)}`)}${row('VAT @ 18%', `USD ${amount(vat)}`)}${row('Total including VAT', `USD ${amount(gross)}`, 'b big')}</div>
<div class="foot">All prices are in United States dollars. Payment by transfer to our USD account with Stanbic Bank Uganda, Kampala Road branch, quoting the invoice number. Mutuba (Ficus natalensis) bark is harvested without felling the tree.</div>`;
    const css = `${baseCss}
body{font-family:'C059','DejaVu Serif';font-size:12px;padding:15mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:4px solid #7a4a1e;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;letter-spacing:6px;color:#7a4a1e}
.sub{font-style:italic}.reg{text-align:right;font-size:11px}h1{font-size:18px;letter-spacing:3px;margin:14px 0 8px}.cols{display:flex;gap:40px}.sum{width:48%;margin:10px 0 0 auto}.big{font-size:1.15em}.foot{margin-top:22px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
