import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-kishon-freight-invoice';

const ORIGINS = ['Ningbo', 'Shanghai', 'Qingdao', 'Busan', 'Mundra', 'Ho Chi Minh City', 'Valencia'];
const CONSIGNEES = ['Ofek Textiles Ltd.', 'Shoresh Housewares Ltd.', 'Lahav Linens Ltd.', 'Tavlit Toys Ltd.', 'Marom Sportswear Ltd.'];
const TOWNS = ['Mishor Rotem', 'Kochav Yair', 'Meitar', 'Elad', 'Shlomi'];
const VESSELS = ['MSC ARIANE', 'CMA CGM RHONE', 'CMA CGM TIGRIS', 'COSCO LOTUS', 'MAERSK LINZ'];
/** Shekels a dollar, a band by year (approximate, for the distractor). */
const RATES: Record<number, [number, number]> = { 2022: [3100, 3500], 2023: [3400, 3850], 2024: [3550, 3800], 2025: [3350, 3720], 2026: [3150, 3400] };

/**
 * A freight forwarder at Haifa's Kishon port invoicing an Israeli importer in English, in US dollars, A4 (Nimbus Sans
 * Narrow for the headings, Liberation Sans, Liberation Mono for figures): a drawn anchor beside "KISHON" and "freight
 * · customs · logistics", "Kishon Freight Services Ltd." with "Company ID" hyphenated; "INVOICE" and "Tax invoice" with
 * "Invoice No." (HFA, two digits of the year, a hyphen and five digits) and "Invoice date" dd-Mon-yy; the consignee,
 * its company id and town; the shipment (B/L, container, vessel, voyage, port of loading, arrival; distractors);
 * lines with quantity, rate, VAT % and amount in USD: the ocean freight and the bunker surcharge at 0% (carriage
 * into Israel), local charges (terminal handling, delivery order, customs clearance, storage, trucking) at the
 * Israeli rate; "Zero-rated", "Subject to VAT", "VAT n%" added on the latter, "TOTAL USD"; the representative rate
 * and the shekel equivalent (distractors) and payment terms; Sunday to Thursday.
 */
export const enKishonFreightInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const boxes = rng.int(1, 3);
    const size = rng.pick(["20'DV", "40'HC", "40'DV"]);
    const big = size !== "20'DV";
    const freightRate = Math.round((rng.int(1400, 4200) * (big ? 1.6 : 1)) / 10) * 1000;
    const lines: { text: string; q: number; unit: number; vat: boolean }[] = [
      { text: `Ocean freight ${rng.pick(ORIGINS)} – Haifa, ${size}`, q: boxes, unit: freightRate, vat: false },
      { text: 'Bunker adjustment factor (BAF)', q: boxes, unit: rng.int(18, 45) * 1000, vat: false },
      { text: 'Terminal handling charge, Haifa', q: boxes, unit: big ? 28500 : 21000, vat: true },
      { text: 'Delivery order fee', q: 1, unit: 9500, vat: true },
      { text: 'Customs clearance and filing', q: 1, unit: rng.pick([18000, 22000, 26000]), vat: true },
    ];
    if (rng.chance(0.5)) lines.push({ text: 'Port storage, days beyond free time', q: rng.int(2, 9), unit: big ? 4200 : 2600, vat: true });
    if (rng.chance(0.7)) lines.push({ text: `Trucking Haifa – consignee's warehouse`, q: boxes, unit: rng.int(28, 52) * 1000, vat: true });
    const zero = total(lines.filter((l) => !l.vat).map((l) => l.q * l.unit));
    const taxable = total(lines.filter((l) => l.vat).map((l) => l.q * l.unit));
    const rate = israeliRate(date);
    const vat = vatOn(taxable, rate);
    const gross = zero + taxable + vat;
    const [lo, hi] = RATES[year];
    const fx = rng.int(lo, hi);
    const vendorName = 'Kishon Freight Services Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `HFA${date.slice(2, 4)}-${rng.digits(5)}`;
    const f = (s: string) => `<span class="f">${s}</span>`;
    const anchor = `<svg width="40" height="46" viewBox="0 0 40 46"><g fill="none" stroke="#0d47a1" stroke-width="3" stroke-linecap="round"><circle cx="20" cy="7" r="4"/><path d="M20 11 L20 42"/><path d="M11 18 L29 18"/><path d="M4 28 Q8 42 20 42 Q32 42 36 28"/></g></svg>`;
    const eta = plus(date, -rng.int(1, 12));
    const body = `<div class="hd"><div class="br">${anchor}<div><div class="nm">KISHON</div><div class="tg">freight · customs · logistics</div></div></div><div class="co"><b>${vendorName}</b><br>Company ID ${hyphenId(taxId)}<br>Kishon Port Road ${rng.int(2, 30)}, Haifa<br>Tel. +972-4-84${rng.digits(5)} · accounts@kishon-freight.co.il</div></div>
<div class="ti">INVOICE <span>Tax invoice</span></div>
<div class="mid"><table class="kv"><tr><td>Invoice No.</td><td><b>${f(doc)}</b></td></tr><tr><td>Invoice date</td><td>${f(dt(date, 'dd-Mon-yy'))}</td></tr><tr><td>Customer ref.</td><td>${f(`PO-${rng.digits(5)}`)}</td></tr></table>
<div class="cu"><div class="lb">Bill to</div><b>${rng.pick(CONSIGNEES)}</b><br>Company ID ${f(companyId(rng, true))}<br>Industrial zone, ${rng.pick(TOWNS)}</div></div>
<table class="sh"><tr><td>B/L</td><td>${f(`${rng.pick(['MEDU', 'MAEU', 'CMDU', 'COSU'])}${rng.digits(7)}`)}</td><td>Containers</td><td>${f(`${boxes} × ${size}`)}</td></tr><tr><td>Vessel / voyage</td><td>${rng.pick(VESSELS)} / ${f(`${rng.digits(3)}${rng.pick(['E', 'W', 'N'])}`)}</td><td>Arrived Haifa</td><td>${f(dt(eta, 'dd-Mon-yy'))}</td></tr></table>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Rate USD</th><th>VAT</th><th>Amount USD</th></tr>${lines.map((l) => `<tr><td>${l.text}</td><td>${f(String(l.q))}</td><td>${f(amount(l.unit))}</td><td>${f(l.vat ? `${rate}%` : '0%')}</td><td>${f(amount(l.q * l.unit))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Zero-rated (international carriage)</td><td>${f(amount(zero))}</td></tr><tr><td>Subject to VAT</td><td>${f(amount(taxable))}</td></tr><tr><td>VAT ${rate}%</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>TOTAL USD</td><td>${f(`$${amount(gross)}`)}</td></tr></table>
<div class="fx">For information: representative rate ${f((fx / 1000).toFixed(3))} ILS/USD on the invoice date; total ${f(`ILS ${amount(Math.round((gross * fx) / 1000))}`)}, of which VAT ${f(`ILS ${amount(Math.round((vat * fx) / 1000))}`)}.<br>Payment within 30 days by wire to Bank Leumi, branch ${f(rng.digits(3))}, account ${f(rng.digits(7))}, in USD or in ILS at the rate of the payment day. Goods are released against payment.</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:12px;padding:13mm 15mm;color:#1c2833}.f{font-family:'Liberation Mono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #0d47a1;padding-bottom:8px}.br{display:flex;align-items:center;gap:10px}.nm{font-family:'Nimbus Sans Narrow';font-size:36px;font-weight:bold;letter-spacing:3px;color:#0d47a1;line-height:1}.tg{font-size:11px;color:#555}
.co{text-align:right;font-size:11px;line-height:1.5}.ti{font-family:'Nimbus Sans Narrow';font-size:28px;font-weight:bold;margin:10px 0 6px;color:#0d47a1}.ti span{font-size:14px;color:#555;margin-left:10px;font-weight:normal}
.mid{display:flex;justify-content:space-between;gap:10mm}.kv td{padding:2px 12px 2px 0}.kv td:first-child{color:#666}.cu{border:1px solid #90caf9;padding:6px 10px;min-width:75mm;line-height:1.5}.lb{font-size:10px;color:#666;text-transform:uppercase}
.sh{width:100%;border-collapse:collapse;margin:10px 0;background:#e3f2fd}.sh td{padding:4px 8px;border:1px solid #bbdefb}.sh td:nth-child(odd){color:#555;width:18%}
.t{width:100%;border-collapse:collapse}.t th{background:#0d47a1;color:#fff;text-align:left;padding:5px}.t td{padding:5px;border-bottom:1px solid #ddd}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{margin:12px 0 12px auto;border-collapse:collapse;min-width:95mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #0d47a1;background:#e3f2fd}
.fx{font-size:10.5px;color:#555;line-height:1.6;margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
