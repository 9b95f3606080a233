import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, e, idOf, items, next, plus, total } from './extra';

const ID = 'en-excavation-season-gbp-invoice';

/** Services: description, unit, pence (2022). */
const SERVICES: [string, string, number][] = [
  ['Site supervisor (licensed)', 'day', 42000],
  ['Field labourers, team of four', 'day', 68000],
  ['Total-station survey and plans', 'day', 51000],
  ['Pottery washing and registration', 'week', 95000],
  ['Mechanical excavator with operator', 'day', 88000],
  ['Sieving station and shade nets, hire', 'week', 36000],
  ['Volunteer transport, minibus', 'day', 21000],
];

/**
 * An Israeli excavation services company in Beit Shemesh invoicing a British university's dig in pounds, A4 (C059 headings,
 * Liberation Sans): the Ltd. with "Company No." hyphenated (its Israeli id), "TAX INVOICE" with "Invoice No. EX/yy/nnn", "Issue
 * date" (d Month yyyy) and the season's dates, the client (a UK department with a purchase order), services by the day or week,
 * "Subtotal", "VAT 0% (services to a foreign resident)", "Amount due GBP" with "£", payment by wire within 30 days. Sunday to Thursday.
 */
export const enExcavationSeasonGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [7, 8, 9, 10]);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const weeks = rng.int(2, 5);
    const lines = rng.some(SERVICES, rng.int(3, 5)).map(([name, unit, p]) => {
      const qty = unit === 'week' ? weeks : rng.int(3, weeks * 5);
      const each = Math.round((p * up) / 100) * 100;
      return { name, unit, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = 0;
    const gross = net + vat;
    const vendorName = 'Shephelah Field Archaeology Services Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `EX/${date.slice(2, 4)}/${String(rng.int(11, 480)).padStart(3, '0')}`;
    const end = plus(date, -rng.int(3, 10));
    const start = plus(end, -weeks * 7 + 1);
    const body = `<div class="hd"><div class="nm">Shephelah Field Archaeology</div><div>${e(vendorName)} · Company No. ${hyphenId(taxId)}<br>${rng.int(2, 30)} HaYarden St, Beit Shemesh, Israel · +972-2-${rng.digits(7)}</div></div>
<h1>TAX INVOICE</h1><table class="meta"><tr><th>Invoice No.</th><td>${doc}</td><th>Issue date</th><td>${dt(date, 'd Month yyyy')}</td></tr><tr><th>Season</th><td>${dt(start, 'd Mon yyyy')} – ${dt(end, 'd Mon yyyy')}</td><th>PO</th><td>${rng.pick(['UOL', 'DUR', 'OXF', 'UCL'])}-${rng.digits(6)}</td></tr></table>
<div class="to"><b>Bill to</b><br>${rng.pick(['Department of Archaeology, University of Durham', 'Institute of Archaeology, Oxford', 'School of Archaeology, University of Leicester'])}<br>United Kingdom</div>
${items(
  ['Service', 'Unit', 'Qty', 'Rate £', 'Amount £'],
  lines.map((l) => [e(l.name), l.unit, String(l.qty), amount(l.each), amount(l.sum)]),
)}
<table class="tt"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT 0% (services to a foreign resident)</td><td>${amount(vat)}</td></tr><tr class="g"><td>Amount due GBP</td><td>£${amount(gross)}</td></tr></table>
<div class="sm">Payment by wire transfer within 30 days, by ${dt(plus(date, 30), 'd Month yyyy')}, to Bank Leumi, branch ${rng.digits(3)}, account ${rng.digits(6)}/${rng.digits(2)}, SWIFT LUMIILITXXX.</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:12.5px;padding:16mm 18mm}.hd{border-bottom:3px solid #a0522d;padding-bottom:8px}.nm{font-family:'C059';font-size:26px;color:#a0522d}
h1{font-family:'C059';font-size:22px;margin:14px 0 6px}table{border-collapse:collapse}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.meta td{font-weight:bold;padding-right:24px}.to{margin:12px 0}
.items{width:100%}.items th{border-bottom:2px solid #a0522d;text-align:left;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}
.tt{width:50%;margin:10px 0 14px auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #222}.sm{font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
