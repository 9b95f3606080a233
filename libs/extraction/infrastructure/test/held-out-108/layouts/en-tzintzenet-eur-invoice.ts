import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-tzintzenet-eur-invoice';

/** Catalogue number, item, euro cents a unit before VAT in 2022 (approximate), most a line. */
const ITEMS: [string, string, number, number][] = [
  ['PT-1000R', 'Pipette tips 1000 µl, racked, 10 × 96', 8900, 10],
  ['CT-50S', 'Centrifuge tubes 50 ml, sterile, pack of 500', 14500, 6],
  ['PD-90', 'Petri dishes 90 mm, pack of 500', 12800, 6],
  ['NG-M', 'Nitrile gloves, size M, 10 × 100', 9600, 10],
  ['SF-022', 'Syringe filters 0.22 µm, pack of 100', 11200, 5],
  ['CV-2', 'Cryovials 2 ml, pack of 500', 16900, 4],
  ['PP-96', 'PCR plates, 96-well, pack of 50', 21500, 4],
  ['BF-PBS10', 'PBS 10× buffer, 500 ml', 3800, 12],
  ['MS-H1', 'Magnetic stirrer with heating', 48900, 2],
  ['MC-6K', 'Mini centrifuge, 6,000 rpm', 39500, 2],
  ['VM-2', 'Vortex mixer', 27500, 2],
];
/** Euro in shekels, about the year's level (approximate). */
const EUR: Record<number, number> = { 2022: 3.55, 2023: 3.95, 2024: 3.98, 2025: 3.92, 2026: 3.78 };
const CLIENTS = ['Galil Genomics Ltd.', 'Ramat Cell Therapeutics Ltd.', 'Negev Algae Labs Ltd.', 'Harei Yehuda Diagnostics Ltd.'];

/**
 * A laboratory-supplies importer at Rehovot invoicing an Israeli biotech company in euros with Israeli VAT, A4
 * (Liberation Sans Narrow for the headings, Liberation Sans, Liberation Mono): a drawn test tube beside "TZINTZENET",
 * "Tzintzenet Laboratory Supplies Ltd." with "Reg. No." hyphenated under it; "INVOICE / TAX INVOICE", "Invoice No."
 * (EU and six digits), "Invoice date" dd.mm.yyyy; the customer, its company number, its PO, the delivery note and "Net
 * 45" with its date (distractors); catalogue lines in €, freight and handling, sometimes dry-ice shipping; "Net
 * total", "VAT n%" added, "Total due EUR"; the Bank of Israel representative rate with the shekel total and VAT
 * (distractors); Sunday to Thursday.
 */
export const enTzintzenetEurInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const lines: [string, string, number, number, number][] = rng.some(ITEMS, rng.int(3, 7)).map(([cat, name, p, most]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, most);
      return [cat, name, q, unit, q * unit];
    });
    lines.push(['FRT', 'Freight and handling', 1, rng.int(45, 95) * 100, 0]);
    if (rng.chance(0.4)) lines.push(['DRY', 'Cold-chain shipping (dry ice)', 1, 6500, 0]);
    for (const l of lines) if (!l[4]) l[4] = l[2] * l[3];
    const net = total(lines.map((l) => l[4]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Tzintzenet Laboratory Supplies Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `EU${rng.digits(6)}`;
    const eur = Math.round((EUR[year] + (rng.next() - 0.5) * 0.12) * 10000) / 10000;
    const rateDay = plus(date, -1);
    const eu = (c: number) => `€ ${amount(c)}`;
    const tube = `<svg width="24" height="60" viewBox="0 0 24 60"><path d="M5 2 H19 V48 A7 7 0 0 1 5 48 Z" fill="none" stroke="#1565c0" stroke-width="2.5"/><path d="M6 30 H18 V48 A6 6 0 0 1 6 48 Z" fill="#42a5f5"/><path d="M2 2 H22" stroke="#1565c0" stroke-width="3"/></svg>`;
    const body = `<div class="hd"><div class="br">${tube}<div><div class="nm">TZINTZENET</div><div class="tag">laboratory supplies</div></div></div><div class="co"><b>${vendorName}</b><br>Reg. No. ${hyphenId(taxId)}<br>${rng.int(2, 20)} Hamada St., Science Park, Rehovot<br>Tel. +972-8-93${rng.digits(5)}</div></div>
<h1>INVOICE / TAX INVOICE</h1>
<div class="two"><table class="kv"><tr><th>Invoice No.</th><td>${doc}</td></tr><tr><th>Invoice date</th><td>${dt(date, 'dd.mm.yyyy')}</td></tr><tr><th>Terms</th><td>Net 45 – due ${dt(plus(date, 45), 'dd.mm.yyyy')}</td></tr><tr><th>Delivery note</th><td>DN-${rng.digits(6)}</td></tr></table>
<div class="to"><div class="l">Bill to</div><b>${rng.pick(CLIENTS)}</b><br>Company No. ${taxIdOfCustomer(rng)}<br>PO ${rng.digits(4)}-${rng.digits(3)}</div></div>
<table class="t"><thead><tr><th>Cat. No.</th><th>Description</th><th>Qty</th><th>Unit price (€)</th><th>Amount (€)</th></tr></thead><tbody>${lines
      .map(([c, n, q, u, s]) => `<tr><td>${c}</td><td>${n}</td><td>${q}</td><td>${amount(u)}</td><td>${amount(s)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>Net total</td><td>${eu(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${eu(vat)}</td></tr><tr class="g"><td>Total due EUR</td><td>${eu(gross)}</td></tr></table>
<div class="fx">For VAT purposes: Bank of Israel representative rate of ${dt(rateDay, 'dd.mm.yyyy')}, EUR 1 = ILS ${eur.toFixed(4)}.<br>Total in ILS ${amount(Math.round(gross * eur))}, of which VAT ILS ${amount(Math.round(vat * eur))}.</div>
<p class="sm">Payment in euros to our account at Bank Leumi, IBAN IL${rng.digits(2)} 0108 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}. Goods remain our property until paid in full.</p>`;
    const css = `body{font-family:'Liberation Sans';font-size:12px;padding:15mm 17mm;color:#1a1a1a}.hd{display:flex;justify-content:space-between;align-items:center}.br{display:flex;gap:10px;align-items:center}
.nm{font-family:'Liberation Sans Narrow';font-size:34px;font-weight:bold;color:#1565c0;letter-spacing:1px;line-height:1}.tag{color:#1e88e5;font-size:12px}.co{text-align:right;line-height:1.5;font-size:11.5px}
h1{font-family:'Liberation Sans Narrow';font-size:24px;margin:18px 0 8px;border-bottom:3px solid #1565c0}.two{display:flex;justify-content:space-between;gap:20px}
.kv{border-collapse:collapse}.kv th{text-align:left;font-weight:normal;color:#666;padding:2px 14px 2px 0}.kv td{font-family:'Liberation Mono';padding:2px}.to{border:1px solid #90caf9;padding:8px;min-width:70mm;line-height:1.5}.l{font-size:10px;color:#666;text-transform:uppercase}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{font-family:'Liberation Sans Narrow';background:#1565c0;color:#fff;padding:5px;text-align:left}.t td{padding:5px;border-bottom:1px solid #e3f2fd}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}.t td:nth-child(n+3){font-family:'Liberation Mono'}
.tot{width:85mm;margin:10px 0 10px auto;border-collapse:collapse;font-family:'Liberation Mono'}.tot td{padding:4px 6px}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;background:#e3f2fd;border-top:2px solid #1565c0}
.fx{margin-top:12px;padding:6px 8px;border-left:4px solid #90caf9;background:#fafafa;line-height:1.6}.sm{font-size:10.5px;color:#555;margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
