import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { next, plus, total, vatOn } from './extra';

const ID = 'en-falmouth-invoice';

const YACHTS: [string, number, string][] = [
  ['S/Y Petrel Passage', 52, 'Poland'],
  ['M/Y Quiet Meridian', 78, 'Belgium'],
  ['S/Y Bluewater Wren', 44, 'Netherlands'],
  ['S/Y Cantabile', 61, 'Antigua and Barbuda'],
  ['M/Y Solent Fox', 69, 'Gibraltar'],
];

/**
 * A boatyard at Falmouth, Antigua, invoicing visiting yachts in US dollars, A4 (Noto Sans Display for the name and
 * headings, Noto Sans Mono for the figures): "LIBERTA" over "Slipway Ltd." with a navy rule, the address, "ABST
 * registration no." (an assumed format) and phone; "TAX INVOICE" with "Invoice" LS-yy-nnnn, "Date" d Mon yyyy and
 * "Docket" five digits (a distractor); the vessel (name, length in feet, registry), its captain and the days ashore;
 * lines by the foot (slipping and relaunch, cradle berth ashore by the foot-day, pressure blasting), labour hours,
 * coating by the gallon, anodes, valves and a mast and shroud appraisal, quantity, rate and amount; "Subtotal", "ABST
 * 15%" (to 2023) or "ABST 17%" (from 2024) added, "TOTAL DUE US$" in a navy box; the EC$ equivalent at 2.70 (a
 * distractor), wire details and the company's full name in the footer; no December dates.
 */
export const enFalmouthInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const c = (a: number) => Math.round((a * rise) / 25) * 25;
    const [yacht, loa, flag] = rng.pick(YACHTS);
    const days = rng.int(4, 30);
    const lines: [string, string, number, number][] = [
      ['Slipping and relaunch, hoist', `${loa} ft`, loa, c(1600)],
      ['Cradle berth ashore, per ft per day', `${loa * days} ft-days`, loa * days, c(95)],
      ['Pressure blast and scrape', `${loa} ft`, loa, c(450)],
    ];
    const extras: [string, string, number, number][] = [
      ['Antifouling application, labour', 'h', rng.int(10, 36), c(6500)],
      ['Antifouling coating, per gallon', 'gallons', rng.int(3, 9), c(29500)],
      ['Zinc anodes, shaft and hull', 'pc', rng.int(3, 8), c(4800)],
      ['Mast and shroud appraisal, certified rigger', 'lot', 1, c(65000)],
      ['Through-hull valve replacement', 'pc', rng.int(1, 4), c(18500)],
      ['Gelcoat refinishing, labour', 'h', rng.int(4, 16), c(7000)],
    ];
    for (const [n, u, q, p] of rng.some(extras, rng.int(2, 4))) lines.push([n, `${q} ${u}`, q, p]);
    const sub = total(lines.map(([, , q, p]) => q * p));
    const rate = year >= 2024 ? 17 : 15;
    const abst = vatOn(sub, rate);
    const gross = sub + abst;
    const vendorName = 'Liberta Slipway Ltd.';
    const doc = `LS-${date.slice(2, 4)}-${String(rng.int(100, 2999)).padStart(4, '0')}`;
    const hauled = plus(date, -days);
    const body = `<div class="hd"><div class="nm">LIBERTA</div><div class="sub">Slipway Ltd.</div></div><div class="addr">Falmouth, St. Paul's, Antigua, W.I. · ABST registration no. ${rng.int(100000, 199999)} · +1 268 460 ${rng.digits(4)}</div>
<div class="row"><div class="ti">TAX INVOICE</div><table class="meta"><tr><th>Invoice</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'd Mon yyyy')}</td></tr><tr><th>Docket</th><td>${rng.int(20000, 49999)}</td></tr></table></div>
<div class="vessel"><b>${yacht}</b> · length ${loa} ft · registry ${flag}<br>Captain ${rng.pick(['M. Arkwright', 'J. Delacroix', 'S. Oyelaran', 'P. Oosthuizen', 'T. Nakamura'])} · ashore ${dt(hauled, 'd Mon yyyy')}, relaunched ${dt(date, 'd Mon yyyy')}</div>
<table class="t"><tr><th>Description</th><th>Quantity</th><th>Rate</th><th>Amount</th></tr>${lines.map(([n, shown, q, p]) => `<tr><td>${n}</td><td>${shown}</td><td>${amount(p)}</td><td>${amount(q * p)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(sub)}</td></tr><tr><td>ABST ${rate}%</td><td>${amount(abst)}</td></tr><tr class="g"><td>TOTAL DUE US$</td><td>${amount(gross)}</td></tr></table>
<div class="ft">EC$ equivalent ${amount(Math.round((gross * 270) / 100))} at EC$2.70 = US$1.00 · Payment by wire to our USD account ${rng.digits(10)}, or by card before relaunch.<br>${vendorName} · All labour performed under our standard terms; vessels remain at the owner's risk while ashore.</div>`;
    const css = `body{font-family:'Noto Sans';font-size:11.5px;padding:14mm 15mm}.hd{border-bottom:5px solid #1d2f5c;padding-bottom:4px}.nm{font-family:'Noto Sans Display';font-size:32px;font-weight:bold;color:#1d2f5c;letter-spacing:1px}.sub{font-family:'Noto Sans Display';font-size:16px}.addr{font-size:10px;margin-top:5px;color:#333}
.row{display:flex;justify-content:space-between;align-items:center;margin:16px 0 8px}.ti{font-family:'Noto Sans Display';font-size:24px;font-weight:bold}.meta th{text-align:left;font-weight:normal;padding-right:12px;color:#555}.meta td{font-family:'Noto Sans Mono';font-weight:bold}
.vessel{background:#eef1f7;padding:6px 10px;line-height:1.6}.t{width:100%;border-collapse:collapse;margin-top:12px}.t th{background:#1d2f5c;color:#fff;text-align:left;padding:4px;font-weight:normal}.t td{padding:4px;border-bottom:1px solid #ccd}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}.t td:nth-child(n+2){font-family:'Noto Sans Mono';font-size:10.5px}
.tot{margin:10px 0 0 auto;border-collapse:collapse;min-width:72mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:right;font-family:'Noto Sans Mono'}.tot .g td{background:#1d2f5c;color:#fff;font-weight:bold;font-size:14px}.ft{margin-top:22px;font-size:10px;line-height:1.6;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(abst) },
    };
  },
};
