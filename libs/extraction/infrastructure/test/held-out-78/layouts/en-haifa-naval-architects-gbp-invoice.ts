import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, next, plus, total } from './extra';

const ID = 'en-haifa-naval-architects-gbp-invoice';

/** Work: description, hours range, rate in pence per hour (2022). */
const WORK: [string, [number, number], number][] = [
  ['Stability booklet revision and inclining test analysis', [12, 40], 9500],
  ['Hull lines fairing and hydrostatics', [10, 36], 9000],
  ['Structural scantlings to class rules (midship section)', [16, 60], 10500],
  ['Resistance and powering estimate (CFD)', [8, 30], 11500],
  ['Class drawing approval correspondence', [4, 14], 8500],
  ['Weight and centre of gravity survey report', [6, 20], 8500],
  ['Site attendance at yard (per day, 8 h)', [1, 4], 72000],
];
const CLIENTS: [string, string][] = [
  ['Solent Workboats Ltd', 'Southampton SO14 3JF, United Kingdom'],
  ['Clyde Marine Fabrication Ltd', 'Greenock PA15 1HJ, United Kingdom'],
  ['Humber Pilot Craft Ltd', 'Hull HU9 1TA, United Kingdom'],
  ['Falmouth Ferry Company Ltd', 'Falmouth TR11 3QA, United Kingdom'],
];

/**
 * An Israeli naval architecture consultancy's tax invoice in pounds sterling to shipyards in the United Kingdom, A4
 * (Liberation Serif): the firm's name with "Naval Architects & Marine Engineers", its address on the Haifa bay and
 * "Company No." with its id hyphenated, a two-column block (bill-to with the client's UK VAT registration number at the
 * left; "TAX INVOICE", its number "NA/yy/nnn", the date as dd.mm.yyyy, the project and the terms, net 45, at the right),
 * hours at an hourly rate in pounds, "Net amount", "VAT 0% – export of services, Israeli VAT Law s. 30(a)(5)" and "Total
 * due GBP", bank details for a sterling account. Sunday to Thursday.
 */
export const enHaifaNavalArchitectsGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(2, 5)).map(([name, h, rate]) => {
      const qty = rng.int(...h);
      const each = Math.round((rate * up) / 500) * 500;
      return { name, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vendorName = 'Carmel Bay Naval Architects Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `NA/${date.slice(2, 4)}/${String(rng.int(1, 140)).padStart(3, '0')}`;
    const [client, addr] = rng.pick(CLIENTS);
    const gbp = (c: number) => `£${amount(c)}`;
    const body = `<div class="hd"><div class="nm">${e(vendorName)}</div><div class="sub">Naval Architects &amp; Marine Engineers</div><div class="sm">HaMelacha St. 12, Haifa Bay 2624312, Israel · Company No. ${hyphenId(taxId)} · +972-4-84${rng.digits(5)}</div></div>
<div class="two"><div><div class="lbl">BILL TO</div><b>${e(client)}</b><br>${e(addr)}<br>VAT Reg. No. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}</div>
<div class="inv"><h1>TAX INVOICE</h1><table class="pairs"><tr><th>No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'dd.mm.yyyy')}</td></tr><tr><th>Project</th><td>${rng.pick(['18 m pilot boat', '24 m catamaran ferry', '15 m survey vessel', '32 m workboat repower'])}</td></tr><tr><th>Terms</th><td>Net 45 (due ${dt(plus(date, 45), 'dd.mm.yyyy')})</td></tr></table></div></div>
<table class="items"><thead><tr><th>Description</th><th>Hours / days</th><th>Rate</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${e(l.name)}</td><td>${l.qty}</td><td>${gbp(l.each)}</td><td>${gbp(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>Net amount</td><td>${gbp(net)}</td></tr><tr><td>VAT 0% – export of services, Israeli VAT Law s. 30(a)(5)</td><td>${gbp(0)}</td></tr><tr class="g"><td>Total due GBP</td><td>${gbp(net)}</td></tr></table>
<div class="bank">Please remit in GBP to: Bank Leumi le-Israel, Haifa Port branch · GBP account ${rng.digits(3)}-${rng.digits(6)}/${rng.digits(2)} · SWIFT LUMIILITXXX · IBAN IL${rng.digits(2)} 0108 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:12.5px;padding:15mm 17mm}.hd{border-bottom:2px solid #00334e;padding-bottom:6px}.nm{font-size:24px;font-weight:bold;color:#00334e}.sub{font-style:italic;font-size:14px}
.two{display:flex;justify-content:space-between;margin:16px 0}.lbl{font-size:10px;color:#666;letter-spacing:1px}.inv h1{margin:0 0 4px;font-size:20px;color:#00334e}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tt{width:62%;margin-left:auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #00334e}.bank{margin-top:24px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
