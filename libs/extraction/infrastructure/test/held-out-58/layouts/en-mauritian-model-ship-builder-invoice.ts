import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, pairs, row, total, vatIn } from './extra';

const ID = 'en-mauritian-model-ship-builder-invoice';

const MODELS: [string, number, number][] = [
  ['HMS Victory, 60 cm, planked hull', 280, 520],
  ['Le Saint Géran, 45 cm', 180, 340],
  ['HMS Bounty, 50 cm', 220, 410],
  ['Cutty Sark, 70 cm', 380, 690],
  ['Mayflower, 35 cm', 120, 230],
  ['Mahébourg pirogue, 30 cm', 60, 110],
  ['Glass display case', 60, 140],
  ['Travel crate, cabin-size packing', 25, 45],
];

/** Mauritian model ship builder's invoice in euros: Mauritius's 15% VAT contained in the prices. */
export const enMauritianModelShipBuilderInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(MODELS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo, hi) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, 15);
    const mur = rng.int(4850, 5320);
    const vendorName = co ? 'Forest Side Model Ships Ltd' : 'Vikash Dookhun';
    const vatNo = `VAT2${rng.digits(7)}`;
    const brn = co ? `C0${rng.digits(7)}` : `I${rng.digits(8)}`;
    const doc = co ? `VI/${rng.digits(5)}` : `CS-${rng.digits(4)}`;
    const money = (c: number) => (co ? `€${amount(c)}` : `${comma(c, ' ')} €`);
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd.mm.yyyy'));
    const buyer = rng.pick(['Mr. Amir Haddad', 'Mrs. Orly Stern', 'Mr. Gil Avrahami', 'Ms. Lior Peretz']);
    const head = co
      ? `<div class="top"><div><div class="brand">ROYAL ROAD SHIPWRIGHTS</div><div>${vendorName}</div><div class="sm">Royal Road, Forest Side, Curepipe, Mauritius · +230 ${rng.int(670, 699)} ${rng.digits(4)}</div><div class="sm">BRN ${brn} · VAT Reg. No. ${vatNo}</div></div><div class="title">VAT INVOICE</div></div>`
      : `<div class="top"><div><div class="brand">GOODLANDS SHIP MODELS</div><div class="sm">Workshop &amp; showroom, Goodlands, Rivière du Rempart · +230 5${rng.digits(3)} ${rng.digits(4)}</div></div><div class="title">Tax Invoice / Cash Sale</div></div>`;
    const meta = pairs(
      [
        ['Invoice', doc],
        ['Date', f(date)],
        ['Sold to', buyer],
        ['Delivery', 'Collected at the workshop'],
      ],
      2,
    );
    const body = `${head}
${meta}
${items(
  ['Item', 'Qty', 'Price (VAT incl.)', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
)}
<div class="sum">${row('Total (VAT inclusive)', money(gross), 'b big')}${row('of which VAT 15%', money(vat))}${row('Value excl. VAT', money(gross - vat))}</div>
<div class="sm">Equivalent in Mauritian rupees at 1 EUR = Rs ${(mur / 100).toFixed(2)}: Rs ${amount(Math.round((gross * mur) / 100))}. Each model is built to plan by hand, hull planked plank by plank; certificate of origin no. ${rng.digits(5)} enclosed.</div>
${co ? '' : `<div class="foot">Vikash Dookhun, sole trader · VAT Reg. No. ${vatNo} · BRN ${brn}</div>`}`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'P052'" : "'Nimbus Sans'"};font-size:${co ? 13 : 11}px;padding:${co ? 16 : 10}mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #1a237e;padding-bottom:6px;margin-bottom:8px}.brand{font-size:${co ? 25 : 19}px;font-weight:bold;color:#1a237e}.title{font-size:${co ? 20 : 15}px;font-weight:bold;text-align:right}.pairs{width:100%}.sum{width:${co ? 48 : 70}%;margin-left:auto;margin-top:6px}.big{font-size:1.15em;border-top:2px solid #333}.foot{margin-top:30px;border-top:1px solid #888;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
