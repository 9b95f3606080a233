import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, enMonth, hyphenId, share } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, taxOn, vid } from './extra';

const ID = 'en-seismic-engineering-invoice';

const VENDORS = [
  {
    head: ['Terraform Seismic Engineering Ltd.'],
    legal: 'Terraform Seismic Engineering Ltd.',
    company: true,
    label: 'Company No.',
    style: 'dd/mm/yyyy' as D,
    num: (_y: string, k: number) => `TSE-${k}`,
    color: '#3b3b58',
  },
  {
    head: ['FAULTLINE', 'Yael Ben-Ami', 'Structural & seismic engineering'],
    legal: 'Yael Ben-Ami',
    company: false,
    label: 'Licensed Dealer No.',
    style: 'd Mon yyyy' as D,
    num: (y: string, k: number) => `${y}/${k}`,
    color: '#a3320b',
  },
];

const CLIENTS = ['Givat Oranim Residential Ltd.', 'Carmel Heights Urban Renewal Ltd.', 'Negev Logistics Parks Ltd.', 'Tzafon Schools Building Co. Ltd.'];
const PROJECTS = [
  'TAMA 38 seismic retrofit, 12 Herzl St., Haifa',
  'Seismic survey of a 1970s school wing, Kiryat Shmona',
  'Base-isolation review, warehouse B, Sderot',
  'Strengthening of a 6-storey residential block, Tiberias',
];

export const enSeismicEngineeringInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date.slice(0, 4), v.company ? rng.int(1000, 9999) : rng.int(100, 999));
    const client = rng.pick(CLIENTS);
    const clientId = vid(client, true);
    const fee = rng.int(60, 320) * 100000;
    const stage = rng.int(1, 4);
    const pct = rng.pick([20, 25, 30]);
    const rows: [string, number][] = [
      [
        `Stage ${stage} of 4 — ${rng.pick(['site survey & core tests', 'structural model & analysis', 'retrofit design drawings', 'supervision & sign-off'])}: ${pct}% of the agreed fee of ₪${amount(fee)}`,
        share(fee, pct),
      ],
    ];
    const visits = rng.int(1, 4);
    rows.push([`Site visits: ${visits} × ₪${amount(185000)}`, visits * 185000]);
    if (rng.chance(0.5)) rows.push(['Concrete core sampling, accredited lab (at cost)', rng.int(40, 120) * 10000]);
    const net = add(rows.map((r) => r[1]));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const alloc = allocation(rng, date, net);
    const proposal = `P-${rng.int(100, 999)}`;
    const box = (l: string, val: string) => `<div class="box"><div class="bl">${l}</div><div class="bv">${val}</div></div>`;
    const body = `<div class="p">
<div class="top"><div>${v.head.map((h, i) => `<div class="${i === 0 ? 'name' : ''}">${esc(h)}</div>`).join('')}<div class="sm">${v.label} ${n === 2 ? hyphenId(id) : id} · ${rng.pick(['4 Ha-Nechoshet St., Tel Aviv', '22 Ha-Atsmaut Rd., Haifa', '9 Kanfei Nesharim St., Jerusalem'])}</div></div><div class="t">TAX INVOICE</div></div>
<div class="boxes">${box('Invoice No.', number)}${box('Date', dt(date, v.style))}${box('Proposal', `${proposal} of ${dt(addDays(date, -rng.int(60, 300)), v.style)}`)}${box('Payment due', dt(addDays(date, 45), v.style))}</div>
<div class="client"><b>Client:</b> ${esc(client)} · Company No. ${clientId}<br><b>Project:</b> ${esc(rng.pick(PROJECTS))} · work of ${enMonth(addDays(date, -20))}</div>
<table><tr><th>Description</th><th>Amount (₪)</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td class="n">${amount(r[1])}</td></tr>`).join('')}</table>
<div class="sum">
<div class="pr"><span>Subtotal</span><span>${amount(net)}</span></div>
<div class="pr"><span>VAT ${rate}%</span><span>${amount(vat)}</span></div>
<div class="pr big"><span>Total due (ILS)</span><span>₪${amount(total)}</span></div>
</div>
${alloc ? `<div class="sm">Allocation No.: ${alloc}</div>` : ''}
<div class="sm bank">Bank transfer: Bank ${rng.pick(['Leumi (10)', 'Hapoalim (12)', 'Discount (11)'])}, branch ${rng.int(600, 999)}, account ${rng.int(100000, 999999)}. ${stage < 4 ? `Stage ${stage + 1} will be invoiced on its completion.` : 'This is the final stage of the engagement.'}</div>
</div>`;
    const css = `body{font-family:'URW Bookman','Liberation Serif',serif;font-size:11.5px}.p{padding:15mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.name{font-size:22px;font-weight:bold;color:${v.color}}.t{font-size:22px;font-weight:bold;letter-spacing:2px;color:${v.color}}.sm{font-size:9.5px;color:#444}.boxes{display:flex;gap:6px;margin:12px 0}.box{flex:1;border:1px solid ${v.color};padding:5px}.bl{font-size:9px;text-transform:uppercase;color:${v.color}}.bv{font-weight:bold}.client{margin:8px 0 12px}table{width:100%;border-collapse:collapse}th{text-align:left;background:${v.color};color:#fff;padding:4px}td{border-bottom:1px solid #ccc;padding:5px}.n{text-align:right}.sum{width:45%;margin:12px 0 10px auto}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.bank{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
