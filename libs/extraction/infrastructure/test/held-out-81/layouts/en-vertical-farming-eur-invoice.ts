import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total } from './extra';

const ID = 'en-vertical-farming-eur-invoice';

const CLIENTS = [
  ['Groenhof Vertical B.V.', 'Westland, Netherlands', 'NL853014552B01'],
  ['Stadtfarm Nord GmbH', 'Hamburg, Germany', 'DE312874419'],
  ['Serres Urbaines Lyon SAS', 'Lyon, France', 'FR62812334501'],
  ['Agricola Verticale S.r.l.', 'Bologna, Italy', 'IT02819930371'],
] as const;

/** Services: name, unit, price in euro cents. */
const SERVICES: [string, string, number][] = [
  ['Climate-recipe consulting (remote)', 'hour', 16500],
  ['LED spectrum audit, per growing room', 'room', 240000],
  ['Nutrient dosing controller licence, annual', 'site', 480000],
  ['Crop-yield data platform, monthly', 'month', 69000],
  ['On-site commissioning day', 'day', 140000],
  ['Agronomist training workshop', 'session', 95000],
];

/**
 * An Israeli vertical farming technology company in Rehovot invoicing European growers in euros, A4 (Noto Sans, headings
 * in DejaVu Serif): "TAX INVOICE" at the top right over "No. VF-yyyy-nnn", the company with "Reg. No." hyphenated and "VAT
 * No." plain at the left, the client with its EU VAT number, "Invoice date" and "Payment due" (Month d, yyyy; net 30), the
 * services with units, "Net amount", "VAT 0% (export of services)", "Amount due EUR" with "€", a euro IBAN. Sunday to
 * Thursday.
 */
export const enVerticalFarmingEurInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const [client, place, vatNo] = rng.pick(CLIENTS);
    const lines = rng.some(SERVICES, rng.int(2, 4)).map(([name, unit, p]) => {
      const qty = unit === 'hour' ? rng.int(4, 36) : rng.int(1, 3);
      return { name, unit, qty, each: p, sum: qty * p };
    });
    const net = total(lines.map((l) => l.sum));
    const vendorName = 'Tzemach Vertical Technologies Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `VF-${date.slice(0, 4)}-${String(rng.int(12, 180)).padStart(3, '0')}`;
    const eur = (c: number) => `€${amount(c)}`;
    const body = `<div class="top"><div><div class="nm">TZEMACH</div><div>${vendorName}</div><div class="sm">Science Park, ${rng.int(2, 9)} Golda Meir St., Rehovot, Israel<br>Reg. No. ${hyphenId(taxId)} · VAT No. ${taxId}</div></div><div class="r"><div class="t">TAX INVOICE</div><div>No. ${doc}</div></div></div>
<div class="two"><div><div class="lbl">Bill to</div><b>${client}</b><br>${place}<br>VAT ${vatNo}</div><table class="kv"><tr><th>Invoice date</th><td>${dt(date, 'Month d, yyyy')}</td></tr><tr><th>Payment due</th><td>${dt(plus(date, 30), 'Month d, yyyy')}</td></tr><tr><th>Your ref.</th><td>PO ${rng.digits(6)}</td></tr></table></div>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${l.unit}</td><td>${eur(l.each)}</td><td>${eur(l.sum)}</td></tr>`).join('')}</table>
<table class="tt"><tr><td>Net amount</td><td>${eur(net)}</td></tr><tr><td>VAT 0% (export of services)</td><td>${eur(0)}</td></tr><tr class="g"><td>Amount due EUR</td><td>${eur(net)}</td></tr></table>
<p class="sm">Please pay by bank transfer in EUR to IBAN IL${rng.digits(2)} 0${rng.digits(2)}0 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}, quoting ${doc}. Bank charges at the payer's expense.</p>`;
    const css = `body{font-family:'Noto Sans','FreeSans';font-size:12.5px;padding:16mm 18mm}.sm{font-size:10.5px;color:#444}.top{display:flex;justify-content:space-between}.nm{font-family:'DejaVu Serif';font-size:26px;color:#2e7d32;font-weight:bold}
.r{text-align:right}.t{font-family:'DejaVu Serif';font-size:22px;font-weight:bold}.two{display:flex;justify-content:space-between;margin:14px 0}.lbl{font-size:10px;text-transform:uppercase;color:#2e7d32}table{border-collapse:collapse}
.kv th{text-align:left;font-weight:normal;color:#666;padding:2px 10px 2px 0}.it{width:100%;margin:10px 0}.it th{background:#2e7d32;color:#fff;padding:4px;text-align:left}.it td{padding:4px;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tt{width:50%;margin:8px 0 12px auto}.tt td{padding:4px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #2e7d32}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'EUR', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
