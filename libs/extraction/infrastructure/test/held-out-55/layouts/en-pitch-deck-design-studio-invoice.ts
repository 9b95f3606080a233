import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-pitch-deck-design-studio-invoice';

/** Israeli pitch deck design studio's English tax invoice in shekels: VAT added, a header row over a value row. */
export const enPitchDeckDesignStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const slides = rng.int(10, 28);
    const perSlide = rng.int(18, 35) * 1000;
    const lines: [string, string, number][] = [[`Slide design (${slides} slides)`, `${slides} × ${amount(perSlide)}`, slides * perSlide]];
    const hours = rng.int(2, 6);
    lines.push([`Storyboard workshop (${hours} h)`, `${hours} × ${amount(45000)}`, hours * 45000]);
    if (rng.chance(0.5)) lines.push(['Custom icon set', '1', rng.int(12, 30) * 10000]);
    if (rng.chance(0.5)) lines.push(['Investor one-pager', '1', rng.int(9, 18) * 10000]);
    if (rng.chance(0.4)) lines.push(['Rush delivery (48 h)', '1', rng.int(5, 12) * 10000]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Slidecraft Studio Ltd.' : 'Tamar Avidan';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SC/${date.slice(0, 4)}/${rng.digits(3)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'dd-Mon-yy' : 'Month d, yyyy');
    const m = (c: number) => (co ? `ILS ${amount(c)}` : `${amount(c)} NIS`);
    const client = rng.pick(['Quantifold Robotics Ltd.', 'Harvest Sense Ltd.', 'Nimbus Bio Ltd.', 'Tessera Payments Ltd.']);
    const body = `<div class="head"><div><div class="brand">${co ? 'SLIDECRAFT' : 'Deck &amp; Story'}</div><div class="sm">${co ? 'Pitch decks · Investor narratives' : `Presentation design · ${landline(rng)} · tamar@deckandstory.co.il`}</div></div>${co ? `<div class="sm r">${vendorName}<br>Reg. No. ${spacedId(taxId)}<br>12 Ha-Arba'a St., Tel Aviv</div>` : ''}</div>
<h1>Tax Invoice</h1>
${grid([
  ['Invoice', doc],
  ['Issued', f(date)],
  ['Engagement', `ENG-${rng.digits(4)}`],
  ['Round', rng.pick(['Pre-seed', 'Seed', 'Series A'])],
  ['Due', f(plus(date, co ? 30 : 14))],
])}
<div>Bill to: <b>${client}</b>, Company No. ${taxIdOfCustomer(rng)}</div>
${items(
  ['Service', 'Qty × rate', 'Amount'],
  lines.map(([a, q, c]) => [a, q, m(c)]),
)}
<div class="sum">${row('Net', m(net))}${row(`VAT (${rate}%)`, m(vat))}${row('Amount due', m(gross), 'b big')}</div>
<div class="sm">Bank transfer to ${rng.pick(['Bank Hapoalim', 'Bank Leumi', 'Mizrahi-Tefahot'])}, branch ${rng.digits(3)}, account ${rng.digits(6)}. Thank you!</div>
${co ? '' : `<div class="foot">${vendorName} · Osek Murshe (Licensed Dealer) ${taxId} · Haifa</div>`}`;
    const page = co ? 'A4' : 'Letter';
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic'" : "'P052'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between}.r{text-align:right}.brand{font-size:30px;font-weight:bold;color:${co ? '#6a1b9a' : '#00838f'}}h1{font-weight:normal;letter-spacing:3px;text-transform:uppercase;font-size:20px}.sum{width:42%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:36px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
