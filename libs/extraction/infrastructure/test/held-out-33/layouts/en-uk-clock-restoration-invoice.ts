import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, ordinal, shift, taxOn, weekday } from './extra';

const ID = 'en-uk-clock-restoration-invoice';

const VENDORS = [
  {
    legal: 'Whitcombe & Hale Clockmakers Ltd',
    sub: 'Antique clock restoration since 1961',
    addr: '14 Gold Street, Northampton NN1 1RS',
    vat: 'GB 284 6153 07',
    co: '00697214',
    fmt: (iso: string) => ordinal(iso),
    num: (y: string, k: number) => `WH/${y}/${k}`,
    digits: [100, 499],
    color: '#5d4037',
  },
  {
    legal: 'Pendle Horological Services Limited',
    sub: 'Longcase, bracket & carriage clocks',
    addr: 'Unit 3, Mill Yard, Clitheroe BB7 2DY',
    vat: 'GB 917 3325 41',
    co: '11408833',
    fmt: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (_y: string, k: number) => `INV-${String(k).padStart(4, '0')}`,
    digits: [300, 2999],
    color: '#283593',
  },
];

const WORK: [string, number][] = [
  ['Full movement overhaul: strip, clean, re-bush pivot holes', 48500],
  ['New mainspring, fitted and tested', 9500],
  ['Replacement suspension spring', 3800],
  ['Silvered dial re-silvering', 22000],
  ['Case restoration: French polish, minor veneer repairs', 36500],
  ['Hands re-blued', 7500],
  ['Strike/chime adjustment and regulation (7-day trial)', 12000],
  ['Bespoke export crating with foam inserts', 14500],
];
const CLOCKS = ['8-day longcase clock, c. 1790, painted dial', 'French carriage clock with repeat', 'Victorian bracket clock, triple fusee', 'Vienna regulator wall clock'];

export const enUkClockRestorationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(date.slice(0, 4), rng.int(v.digits[0], v.digits[1]));
    const lines = [WORK[0], ...rng.some(WORK.slice(1), rng.int(2, 4))];
    const net = add(lines.map((l) => l[1]));
    const vat = taxOn(net, 20);
    const total = net + vat;
    const deposit = rng.pick([15000, 20000, 25000]);
    const received = shift(date, -rng.int(40, 120));
    const body = `<div class="page">
<div class="hd"><div class="brand">${esc(v.legal)}</div><div class="sub">${esc(v.sub)}</div><div class="sm">${esc(v.addr)} · Tel 01${rng.int(200, 999)} ${rng.digits(6)}</div></div>
<div class="row2"><div class="to"><b>Invoice to</b><br>${esc(rng.pick(['Mr & Mrs D. Amsalem', 'Dr Ruth Peleg', 'Mr Gideon Shamir', 'Ms Noa Baruch']))}<br>${esc(rng.pick(['Herzliya Pituach', 'Jerusalem', 'Caesarea', "Zichron Ya'akov"]))}<br>Israel</div>
<table class="facts"><tr><td>VAT INVOICE</td><td></td></tr><tr><td>Invoice no.</td><td>${number}</td></tr><tr><td>Invoice date</td><td>${v.fmt(date)}</td></tr><tr><td>Job ticket</td><td>J${rng.digits(5)}</td></tr><tr><td>Received for repair</td><td>${dt(received, 'dd/mm/yyyy')}</td></tr></table></div>
<div class="clock">Item: ${esc(rng.pick(CLOCKS))}</div>
<table class="it"><tr><th>Description of work</th><th>£</th></tr>
${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${amount(l[1])}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>Subtotal (excl. VAT)</td><td>£${amount(net)}</td></tr>
<tr><td>VAT at 20%</td><td>£${amount(vat)}</td></tr>
<tr class="g"><td>INVOICE TOTAL</td><td>£${amount(total)}</td></tr>
<tr><td>Less deposit received ${dt(received, 'dd/mm/yyyy')}</td><td>-£${amount(deposit)}</td></tr>
<tr><td>Balance payable on collection</td><td>£${amount(total - deposit)}</td></tr>
</table>
<div class="foot">VAT Reg. No. ${v.vat} · Registered in England &amp; Wales, Company No. ${v.co}<br>Bank: Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)} · 12-month guarantee on all movement work.</div>
</div>`;
    const css = `body{font-family:'C059','Noto Serif',serif;font-size:12.5px}.page{padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-size:24px;color:${v.color};font-variant:small-caps}.sub{font-style:italic}.sm{font-size:10.5px;color:#555}.row2{display:flex;justify-content:space-between;margin:14px 0}.facts td{padding:2px 8px}.facts tr:first-child td{font-weight:bold;font-size:16px;color:${v.color}}table{border-collapse:collapse}.clock{margin:6px 0;font-style:italic}.it{width:100%}.it th{text-align:left;border-bottom:1px solid #000;padding:4px}.it td{padding:4px;border-bottom:1px dotted #999}.it td:last-child,.it th:last-child{text-align:right}.tot{margin:12px 0 0 auto;width:55%}.tot td{padding:3px}.tot td:last-child{text-align:right}.g{font-weight:bold;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color}}.foot{margin-top:24px;font-size:10px;color:#444;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
