import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-ghana-takoradi-conveyor-belt-splicing-invoice';

/** Splices: description, lowest and highest price in cents (2022; later years dearer). */
const SPLICES: [string, number, number][] = [
  ['Hot vulcanised splice, fabric belt 1200 mm EP630/4', 185000, 240000],
  ['Hot vulcanised splice, fabric belt 1050 mm EP500/3', 150000, 195000],
  ['Hot vulcanised splice, steel cord belt 1200 mm ST1600', 420000, 520000],
  ['Cold bonded splice, fabric belt 800 mm EP400/3', 72000, 98000],
];
const OTHERS: [string, string, number, number][] = [
  ['Cold repair of longitudinal rip', 'm', 9500, 14000],
  ['Ceramic pulley lagging, drive pulley', 'm²', 38000, 52000],
  ['Rubber pulley lagging, tail pulley', 'm²', 16000, 23000],
  ['Belt cover repair, hot patch', 'patch', 21000, 30000],
  ['Skirt rubber replacement at transfer chute', 'm', 4200, 6500],
  ['Standby of splicing crew during shutdown', 'crew-day', 62000, 78000],
];
const MINES: [string, string][] = [
  ['Abosso Ridge Gold Ltd.', 'Plant conveyor CV-03, Damang area'],
  ['Bonsaso Mining Company Ltd.', 'Overland conveyor OC-1, near Tarkwa'],
  ['Nsuta Hills Manganese Ltd.', 'Crusher feed conveyor, Nsuta'],
  ['Wassa Crest Gold Mines Ltd.', 'Stockpile reclaim conveyor, Wassa East'],
];

/**
 * A conveyor belt splicing contractor's tax invoice in Takoradi, Ghana, A4 (C059): TIN, "WBV/yyyy/nnn", "d Month yyyy",
 * the mine, conveyor and works dates, splices by belt, repairs, pulley lagging and crew standby, mobilisation from
 * Takoradi, amounts in US dollars as the contract prices them, and the taxes of the invoice's date: in 2022 NHIL 2.5%,
 * GETFund 2.5% and the COVID-19 levy 1% on the value and VAT 12.5% on the value with the levies; in 2023 and 2025 the
 * same with VAT 15%; in 2026 (VAT Act 2025) NHIL 2.5%, GETFund 2.5% and VAT 15% each on the value. "Total VAT & levies"
 * sums them. Due in 30 days; never on a Sunday.
 */
export const enGhanaTakoradiConveyorBeltSplicingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [12, 28]);
    const date = avoid(raw, [0]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const price = (lo: number, hi: number) => Math.round((rng.int(lo, hi) * up) / 100) * 100;
    const lines: [string, string, string, number, number][] = [];
    for (const [name, lo, hi] of rng.some(SPLICES, rng.int(1, 2))) {
      const q = rng.int(1, 3);
      const p = price(lo, hi);
      lines.push([name, String(q), 'splice', p, q * p]);
    }
    for (const [name, unit, lo, hi] of rng.some(OTHERS, rng.int(1, 3))) {
      const q = unit === 'm' ? rng.int(4, 40) : rng.int(1, 6);
      const p = price(lo, hi);
      lines.push([name, String(q), unit, p, q * p]);
    }
    const mob = price(85000, 120000);
    lines.push(['Mobilisation and demobilisation of crew and vulcanising press from Takoradi', '1', 'lot', mob, mob]);
    const value = total(lines.map((l) => l[4]));
    const levy = (pct: number) => Math.round((value * pct) / 1000);
    const nhil = levy(25);
    const getf = levy(25);
    const covid = year < 2026 ? levy(10) : 0;
    const vatRate = year === 2022 ? 12.5 : 15;
    const vatBase = year < 2026 ? value + nhil + getf + covid : value;
    const vat = Math.round((vatBase * vatRate) / 100);
    const taxes = nhil + getf + covid + vat;
    const gross = value + taxes;
    const vendorName = 'Western Belt Vulcanising Services Ltd.';
    const doc = `WBV/${year}/${String(rng.int(40, 380)).padStart(3, '0')}`;
    const [mine, site] = rng.pick(MINES);
    const end = plus(date, -rng.int(1, 6));
    const start = plus(end, -rng.int(1, 5));
    const usd = (c: number) => `US$ ${amount(c)}`;
    const taxRows =
      year < 2026
        ? `${row('NHIL 2.5%', usd(nhil))}${row('GETFund Levy 2.5%', usd(getf))}${row('COVID-19 Health Recovery Levy 1%', usd(covid))}${row('Value including levies', usd(vatBase))}${row(`VAT ${vatRate}% (on value including levies)`, usd(vat))}`
        : `${row('NHIL 2.5%', usd(nhil))}${row('GETFund Levy 2.5%', usd(getf))}${row('VAT 15%', usd(vat))}`;
    const body = `<div class="head"><div class="brand">WESTERN BELT</div><div class="sub">${e(vendorName)}</div><div class="sm">Plot 14, Kansaworado Industrial Area, Sekondi-Takoradi, Western Region, Ghana · +233 31 20${rng.digits(5)}<br>TIN C00${rng.digits(8)} · VAT registered</div></div>
<h1>TAX INVOICE</h1>
<div class="two">${pairs([
      ['Invoice No.', doc],
      ['Invoice date', dt(date, 'd Month yyyy')],
      ['Due date', dt(plus(date, 30), 'd Month yyyy')],
      ['Contract', `WBV-SC-${rng.int(10, 60)}/${year - rng.int(0, 1)}`],
    ])}${pairs([
      ['Bill to', e(mine)],
      ['Site', e(site)],
      ['Works', `${dt(start, 'd Month yyyy')} – ${dt(end, 'd Month yyyy')}`],
      ['Customer PO', `PO-${rng.digits(6)}`],
    ])}</div>
${items(
  ['Description', 'Qty', 'Unit', 'Rate (US$)', 'Amount (US$)'],
  lines.map(([n, q, u, p, s]) => [e(n), q, u, amount(p), amount(s)]),
)}
<div class="tot">${row('Value of supply (taxable value)', usd(value), 'b')}${taxRows}${row('Total VAT &amp; levies', usd(taxes), 'b')}${row('INVOICE TOTAL', usd(gross), 'b big')}</div>
<div class="foot">Amounts are in United States dollars as agreed in the service contract. Payment by transfer to our USD account with a bank in Takoradi; quote the invoice number. Splices carry a 12-month workmanship warranty from the works date.</div>`;
    const css = `${baseCss}
body{font-family:'C059','DejaVu Serif';font-size:11.5px;padding:14mm 15mm}.head{border-bottom:3px double #1b5e20;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#1b5e20}.sub{font-size:14px;font-weight:bold}
h1{font-size:20px;letter-spacing:3px;margin:12px 0 6px}.two{display:flex;justify-content:space-between}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:58%;margin:8px 0 0 auto}.big{font-size:1.2em;border-top:2px solid #000}.foot{margin-top:20px;font-size:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(taxes) },
    };
  },
};
