import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-speechwriting-studio-invoice';

/** Israeli speechwriting studio's English tax invoice in shekels, VAT added. */
export const enSpeechwritingStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const pool: [string, string, number][] = [
      ['Keynote speech, research and drafting (hours)', String(rng.int(6, 24)), rng.int(380, 520) * 100],
      ['Wedding toast, bilingual Hebrew/English', '1', rng.int(1800, 2800) * 100],
      ['Investor pitch script', '1', rng.int(4500, 7500) * 100],
      ['Rehearsal coaching session', String(rng.int(1, 4)), 65000],
      ['Eulogy writing', '1', rng.int(1500, 2200) * 100],
      ['Slide deck talking points', String(rng.int(10, 40)), 4500],
      ['Revision round', String(rng.int(1, 3)), 35000],
    ];
    const rows = rng.some(pool, rng.int(2, 4));
    const net = total(rows.map(([, q, u]) => Number(q) * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Podium Words Ltd.' : 'Tamar Ben-Ami';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PW/${date.slice(0, 4)}/${rng.digits(4)}` : rng.digits(5);
    const fmt = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const client = rng.pick(['Meridian Biotech Ltd.', 'Galil Water Systems Ltd.', 'Harbor Analytics Ltd.', 'Blue Cedar Ventures Ltd.']);
    const body = `<div class="top"><div><div class="brand">${co ? 'PODIUM' : 'Tamar Writes Speeches'}</div><div class="sm">${co ? `${vendorName} · Company No. ${hyphenId(taxId)}<br>14 Ha'Arba'a St, Tel Aviv` : 'speeches · toasts · pitches — Jerusalem'}</div></div><div class="ttl">TAX INVOICE</div></div>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', fmt(date)],
    ['Engagement', `ENG-${rng.digits(4)}`],
    ['Client PO', rng.digits(8)],
    ['Payment due', fmt(plus(date, 30))],
    ['Event', `${rng.pick(['Annual conference', 'Product launch', 'Family event', 'Board retreat'])}, ${enMonth(plus(date, rng.int(5, 40)))}`],
  ],
  2,
)}
<div class="cust">Bill to: ${client}, Company No. ${anyTaxId(rng, true)}</div>
${items(
  ['Description', 'Qty', 'Rate (ILS)', 'Amount (ILS)'],
  rows.map(([d, q, u]) => [d, q, amount(u), amount(Number(q) * u)]),
)}
<div class="sum">${row('Total before VAT', amount(net))}${row(`VAT ${rate}%`, amount(vat))}${row('Total due', co ? sh(gross, 'ILS x') : sh(gross, '₪x'), 'b big')}</div>
<div class="sm">Bank transfer to Bank ${rng.pick(['Leumi', 'Hapoalim', 'Discount'])}, branch ${rng.int(100, 899)}, account ${rng.digits(7)}.</div>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer (Osek Murshe) ${taxId}</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'C059'" : "'Liberation Sans'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${co ? '#880e4f' : '#37474f'}}.ttl{font-size:22px;font-weight:bold}.cust{margin:8px 0}.sum{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
