import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-new-zealand-pounamu-carver-invoice';

/** New Zealand pounamu (greenstone) carver's tax invoice in US dollars with New Zealand's 15% GST. */
export const enNewZealandPounamuCarverInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0, 6]);
    const co = n % 2 === 0;
    const cat: [string, number][] = [
      ['Pounamu koru pendant', 12000],
      ['Hei matau (fish hook) carving', 18500],
      ['Twist pendant, inanga stone', 26000],
      ['Toki (adze) pendant', 15500],
      ['Carving class, half day', 9500],
      ['Flax cord & gift pouch', 1800],
    ];
    const lines = rng.some(cat, rng.int(2, 4)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 2) }));
    const sub = total(lines.map((l) => l.p * l.q));
    const disc = sub >= 40000 ? Math.round(sub * 0.05) : 0;
    const net = sub - disc;
    const gst = vatOn(net, 15);
    const gross = net + gst;
    const vendorName = co ? 'Greenstone Coast Carvers Limited' : 'Te Awa Stoneworks Ltd';
    const doc = co ? `GCC-${rng.digits(5)}` : `${date.slice(2, 4)}/${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'd Month yyyy') : dt(iso, 'dd.mm.yyyy'));
    const m = (c: number) => (co ? `USD ${amount(c)}` : `US$${comma(c, ' ')}`);
    const gstNo = `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`;
    const body = `<div class="sheet"><div class="hd"><div><div class="brand">${co ? 'GREENSTONE COAST' : 'Te Awa Stoneworks'}</div><div class="sm">${co ? 'Revell Street, Hokitika, West Coast, New Zealand' : 'Main Road, Arrowtown, Otago, New Zealand'}</div></div>${co ? `<div class="r">${e(vendorName)}<br>GST No. ${gstNo}<br>NZBN 9429${rng.digits(9)}</div>` : ''}</div>
<h2>TAX INVOICE</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice date', f(date)],
    ['Order ref.', `PO-${rng.digits(5)}`],
    ['Collected', f(plus(date, rng.int(0, 3)))],
    ['Customer ID', `C${rng.digits(5)}`],
    ['Currency', 'USD'],
  ],
  2,
)}
<div>Customer: ${rng.pick(['Michal Dror', 'Avi Sasson', 'Noga Peretz'])}, visiting from Israel · collected in store · Israeli passport ${rng.digits(8)}</div>
${items(
  ['Description', 'Qty', 'Price', 'Line total'],
  lines.map((l) => [e(l.nm), String(l.q), m(l.p), m(l.p * l.q)]),
)}
<div class="tot">${row('Subtotal', m(sub))}${disc ? row('Loyalty discount 5%', `-${m(disc)}`) : ''}${row('Total excl. GST', m(net))}${row('GST 15%', m(gst))}${row('TOTAL INCL. GST', m(gross), 'b big')}</div>
<div class="sm">Paid by card ${rng.digits(4)} · bank ANZ 01-${rng.digits(4)}-${rng.digits(7)}-00</div>
${co ? '' : `<div class="foot">${e(vendorName)} · GST No. ${gstNo} · Arrowtown 9302, New Zealand</div>`}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'C059'"};font-size:${co ? 12.5 : 10.5}px}.sheet{padding:${co ? 15 : 9}mm;position:relative;height:${co ? 296 : 209}mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #2e7d32}.brand{font-size:24px;font-weight:bold;color:#2e7d32}.r{text-align:right}.tot{width:60%;margin-left:auto}.big{font-size:1.25em}.foot{position:absolute;bottom:9mm;left:9mm;right:9mm;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(gst) },
    };
  },
};
