import { addDays, amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, taxOn, weekday } from './extra';

const ID = 'en-uk-milliner-invoice';

const VENDORS = [
  { name: 'Hartwell & Finch Millinery Ltd', addr: '17 Jermyn Arcade, London SW1Y 6JH', co: '08813472', vat: 'GB 291 4478 06', num: (k: number) => `HF${k}` },
  { name: 'Cotswold Hat Works Limited', addr: 'Unit 3, Old Silk Mill, Chipping Campden GL55 6DS', co: '11275930', vat: 'GB 338 1029 57', num: (k: number) => `CHW-${k}` },
];

const WORK: [string, number][] = [
  ['Bespoke sinamay fascinator, fitting included', 18500],
  ['Fur-felt fedora, hand-blocked, size-fitted', 26500],
  ['Wedding headpiece with silk flowers', 32000],
  ['Panama hat re-blocking and new band', 7500],
  ['Straw boater, grosgrain ribbon', 14500],
  ['Hat box, lined, with monogram', 4800],
  ['Veiling (Russian net) attachment', 3500],
  ['Express making supplement', 6000],
];

export const enUkMillinerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(1000, 9999));
    const rows = rng.some(WORK, rng.int(2, 4)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    const net = add(rows.map((r) => r.qty * r.unit));
    const tax = taxOn(net, 20);
    const total = net + tax;
    const style = n % 2 ? 'd Mon yyyy' : 'dd/mm/yyyy';
    const body = `<div class="p">
<div class="name">${esc(v.name)}</div><div class="sm c">${esc(v.addr)}</div><div class="rule"></div>
<div class="row"><div><b>Invoice to</b><br>${esc(rng.pick(['Mrs Ayelet Shani', 'Ms Noa Rabin', 'Mr Eitan Gold', 'Mrs Rina Tal']))}<br>${rng.pick(["Ra'anana", 'Tel Aviv', "Modi'in"])}, Israel</div>
<div class="box"><div class="t">VAT INVOICE</div>Invoice No.: <b>${number}</b><br>Date of issue: ${dt(date, style)}<br>Fitting appointment: ${dt(addDays(date, -rng.int(10, 40)), style)}</div></div>
<table><tr><th>Description</th><th>Qty</th><th>Unit (£)</th><th>Net (£)</th></tr>
${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`).join('')}
</table>
<div class="tot">
<div class="pr"><span>Total net</span><span>£${amount(net)}</span></div>
<div class="pr"><span>VAT @ 20%</span><span>£${amount(tax)}</span></div>
<div class="pr big"><span>Amount payable</span><span>£${amount(total)}</span></div>
</div>
<div class="sm">${rng.chance(0.5) ? 'Paid in full by card at collection.' : `Please pay by bank transfer within 14 days: sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.digits(8)}.`}</div>
<div class="foot sm c">Registered in England and Wales No. ${v.co} · VAT Reg. No. ${v.vat}</div>
</div>`;
    const css = `body{font-family:'P052','Nimbus Roman',serif;font-size:12.5px;color:#222}.p{padding:18mm}.name{font-size:26px;text-align:center;font-variant:small-caps}.c{text-align:center}.sm{font-size:10.5px}.rule{border-top:1px solid #7b1e3a;margin:8px 0 14px}.row{display:flex;justify-content:space-between;margin-bottom:14px}.box{border:1px solid #7b1e3a;padding:8px 12px}.t{font-weight:bold;font-size:15px;color:#7b1e3a}table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:1px solid #7b1e3a}td{padding:4px 2px;border-bottom:1px dotted #aaa}.tot{width:45%;margin:12px 0 12px auto}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14.5px;border-top:1px solid #333}.foot{margin-top:40px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.name, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
