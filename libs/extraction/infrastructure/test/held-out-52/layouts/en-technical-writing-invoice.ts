import { amount, EN_MONTHS, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-technical-writing-invoice';

/** Israeli technical writing firm's English A4 tax invoice in shekels. */
export const enTechnicalWritingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const hourly = co ? 29000 : 24000;
    const pool: [string, number, number][] = [
      ['API reference documentation (hours)', rng.int(8, 60), hourly],
      ['User guide authoring (pages)', rng.int(10, 80), 18000],
      ['Release notes, per release', rng.int(1, 4), 95000],
      ['Style guide review (hours)', rng.int(3, 20), hourly],
      ['Diagram production, per diagram', rng.int(2, 15), 22000],
      ['Help-centre migration (fixed fee)', 1, rng.int(40, 120) * 1000],
    ];
    const rows = rng.some(pool, rng.int(3, 5));
    const net = total(rows.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Docwright Technical Communication Ltd.' : 'Yael Bernstein';
    const taxId = idOf(vendorName, co);
    const doc = co ? `DW-${date.slice(2, 4)}${rng.digits(4)}` : rng.digits(4);
    const fmt = co ? 'd Month yyyy' : 'dd.mm.yyyy';
    const m = (c: number) => (co ? sh(c, 'ILS x') : sh(c, '₪x'));
    const client = rng.pick(['Orbitware Systems Ltd.', 'MedSense Devices Ltd.', 'Finlytic Software Ltd.', 'AgroSense Robotics Ltd.']);
    const body = `<div class="top"><div><div class="brand">${co ? 'DOCWRIGHT' : 'Clear Manuals'}</div>${co ? `<div>${vendorName}</div><div>Company No. ${hyphenId(taxId)}</div><div class="sm">22 Ha'Arba'a St., Tel Aviv · billing@docwright.co.il</div>` : '<div class="sm">Technical writing · Kfar Saba</div>'}</div>
<div class="title">${co ? 'TAX INVOICE — ORIGINAL' : `TAX INVOICE No. ${doc}`}</div></div>
${pairs([...(co ? [['Invoice No.', doc] as [string, string]] : []), ['Date', dt(date, fmt)], ['Project', `DOC-${rng.digits(3)}`], ['Client PO', rng.digits(8)], ['Payment due', dt(plus(date, 30), fmt)], ['Period', `${EN_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`]], 2)}
<div class="to">Bill to: ${client}, Company No. ${taxIdOfCustomer(rng)}</div>
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
<div class="sum">${row('Total before VAT', m(net))}${row(`VAT ${rate}%`, m(vat))}${row('Total due', m(gross), 'b big')}</div>
<div class="sm">Bank Hapoalim, branch ${rng.digits(3)}, account ${rng.digits(6)}. Thank you for your business.</div>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer (Osek Murshe) No. ${taxId}</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'C059'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${co ? '#283593' : '#4e342e'}}.title{font-size:18px;font-weight:bold}.to{margin:8px 0}.sum{width:45%;margin-left:auto}.big{font-size:1.2em}.foot{margin-top:40px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
