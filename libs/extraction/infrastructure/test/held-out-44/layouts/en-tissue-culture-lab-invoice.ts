import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, grid, idOf, next, plus, row, total, vatOn } from './extra';

const ID = 'en-tissue-culture-lab-invoice';

const VENDORS = [
  {
    brand: 'PLANTLET LABS',
    legal: 'Plantlet Labs Ltd.',
    company: true,
    addr: '4 Hamada St., Ness Ziona',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    color: '#33691e',
    num: (rng: { int(a: number, b: number): number }, iso: string) => `PL-${iso.slice(0, 4)}-${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `₪${amount(c)}`,
  },
  {
    brand: 'Green Clone',
    legal: 'Hagit Ronen',
    company: false,
    addr: 'Moshav Bnei Atarot',
    font: "'C059','Liberation Serif',serif",
    color: '#6a1b9a',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(1000, 4999)),
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `${amount(c)} ILS`,
  },
];

const CLIENTS = ['Avocado Nursery Ltd.', 'Desert Date Growers Ltd.', 'Banana Coop Kinneret', 'Dr. Nir Avital (research grant)'];

export const enTissueCultureLabInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const client = rng.pick(CLIENTS);
    const clientId = client.includes('Ltd.') ? `Client Company No. ${hyphenId(taxId(rng, true))}` : `Grant No. ${rng.int(1000, 9999)}/${rng.int(10, 99)}`;
    const plantlets = rng.int(5, 60) * 100;
    const perPlant = rng.pick([180, 240, 310]);
    const lines = [
      { name: `Micropropagation, ${plantlets} plantlets @ ${amount(perPlant)}`, amt: plantlets * perPlant },
      { name: 'Virus indexing (ELISA), per sample', amt: rng.chance(0.6) ? rng.int(4, 20) * 9500 : 0 },
      { name: 'Acclimatisation in greenhouse, weeks', amt: rng.chance(0.6) ? rng.int(2, 6) * 42000 : 0 },
      { name: 'Sterile media preparation', amt: rng.chance(0.5) ? 65000 : 0 },
      { name: 'Phytosanitary certificate', amt: rng.chance(0.4) ? 18000 : 0 },
    ].filter((l) => l.amt > 0);
    const net = total(lines.map((l) => l.amt));
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const batch = plus(date, -rng.int(20, 70));
    const head = `<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">Plant tissue culture laboratory</div></div>${
      v.company ? `<div class="sm r">${esc(v.legal)}<br>Company No. ${hyphenId(id)}<br>${v.addr}<br>${cellular(rng)} · lab@plantlet.co.il</div>` : ''
    }</div>`;
    const body = `<div class="p">${head}
<h1>TAX INVOICE <span class="orig">ORIGINAL</span></h1>
${
  v.company
    ? grid([
        ['Invoice No.', number],
        ['Date', v.date(date)],
        ['Batch started', v.date(batch)],
        ['Your PO', `PO${rng.int(1000000, 9999999)}`],
        ['Lot', `LOT-${rng.int(100, 999)}${rng.pick(['A', 'B', 'C'])}`],
      ])
    : `<div class="two">${row('Invoice No.', number)}${row('Date', v.date(date))}${row('Batch started', v.date(batch))}${row('Your PO', `PO${rng.int(1000000, 9999999)}`)}</div>`
}
<div class="client"><b>Bill to:</b> ${esc(client)} · ${clientId}<br>Species: ${rng.pick(['avocado rootstock', 'date palm', 'banana Grand Naine', 'blueberry', 'strawberry'])}</div>
<table class="items"><tr><th>Description</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${v.money(l.amt)}</td></tr>`).join('')}</table>
<div class="tot">${row('Subtotal', v.money(net))}${row(`VAT ${rate}%`, v.money(tax))}${row('Total incl. VAT', v.money(sum), 'big')}</div>
<div class="sm">Payment: bank transfer to Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.int(10000000, 99999999)} · Terms: net 30.</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · Licensed Dealer No. ${id} · ${v.addr} · ${cellular(rng)}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:15mm}.head{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#444}.r{text-align:right}h1{font-size:20px;margin:14px 0 8px}.orig{font-size:11px;border:1px solid #333;padding:1px 6px;margin-left:10px}.grid{width:100%;border-collapse:collapse}.grid th{text-align:left;font-size:10px;color:${v.color};font-weight:normal}.grid td{font-weight:bold;padding-bottom:8px}.two{display:grid;grid-template-columns:1fr 1fr;gap:3px 30px}.row{display:flex;justify-content:space-between;gap:8px}.client{margin:12px 0;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:last-child{text-align:right;width:35mm}.tot{width:80mm;margin:12px 0 12px auto}.big{font-weight:bold;font-size:14px;border-top:1px solid #333}.foot{margin-top:40px;text-align:center;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
