import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, next, plus, total } from './extra';

const ID = 'en-motion-graphics-studio-usd-export-invoice';

const CLIENTS: [string, string, string][] = [
  ['Brightleaf Health, Inc.', '500 Market Street, Suite 300, San Francisco, CA 94105, USA', 'EIN 94-{7}'],
  ['Nordlicht Apps GmbH', 'Torstraße 140, 10119 Berlin, Germany', 'USt-IdNr. DE{9}'],
  ['Kettle & Crane Ltd', '22 Shoreditch High Street, London E1 6PG, United Kingdom', 'VAT GB {9}'],
  ['Harbourline Logistics B.V.', 'Wilhelminakade 90, 3072 AP Rotterdam, Netherlands', 'BTW NL{9}B01'],
  ['Maplestone Learning Corp.', '1800 Sherbrooke St W, Montréal, QC H3H 1E4, Canada', 'BN {9}'],
];
/** Work: description, price in cents (2022), quantity range, unit. */
const WORK: [string, number, [number, number], string][] = [
  ['Explainer video, 60-90 s: script, design and animation', 620000, [1, 1], 'project'],
  ['Storyboard and style frames', 120000, [1, 1], 'set'],
  ['Additional 2D/3D animation', 8500, [15, 60], 'second'],
  ['Extra revision round', 45000, [1, 2], 'round'],
  ['Voice-over, licensed talent (buyout)', 60000, [1, 1], 'track'],
  ['Stock music licence, worldwide', 18000, [1, 2], 'licence'],
  ['Subtitles and captions (two languages)', 24000, [1, 1], 'set'],
  ['Social cut-downs (9:16, 1:1)', 38000, [1, 3], 'cut'],
];

/**
 * An Israeli motion graphics studio's English tax invoice to a client abroad, in US dollars, A4 (Liberation Sans Narrow):
 * a black title bar "TAX INVOICE" with the number "yyyy-nnn", the amount due in a box at the top right, invoice date
 * "d Month yyyy" and due date (net 30), the foreign client with its own tax number (EIN, USt-IdNr., GB VAT, BTW, BN),
 * project lines with quantities and units, the subtotal, "VAT 0%" for an export of services under section 30(a)(5) of the
 * VAT Law and the total in USD, then the shekel equivalent at a stated exchange rate "for VAT records", wire details, and
 * at the foot the studio's name with its Israeli company number hyphenated and its Tel Aviv address. Sunday to Thursday.
 */
export const enMotionGraphicsStudioUsdExportInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const lines = [WORK[0], ...rng.some(WORK.slice(1), rng.int(1, 4))].map(([d, price, q, unit]) => {
      const qty = rng.int(...q);
      const each = Math.round((price * up) / 500) * 500;
      return { d, unit, qty, each, sum: qty * each };
    });
    const sub = total(lines.map((l) => l.sum));
    const vat = 0;
    const grand = sub + vat;
    const FX: Record<number, [number, number]> = { 2022: [330, 355], 2023: [355, 390], 2024: [360, 380], 2025: [345, 375], 2026: [310, 345] };
    const fx = FX[year] ?? [350, 370];
    const rate = rng.int(fx[0] * 10, fx[1] * 10) / 1000;
    const ils = Math.round(grand * rate);
    const vendorName = 'Pixelwave Motion Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${year}-${String(rng.int(12, 240)).padStart(3, '0')}`;
    const [client, address, vatFmt] = rng.pick(CLIENTS);
    const clientVat = vatFmt.replace(/\{(\d)\}/, (_, n) => rng.digits(Number(n)));
    const project = rng.pick(['Product launch film', 'Onboarding explainer', 'Investor day opener', 'App store preview', 'Safety training module']);
    const usd = (c: number) => `USD ${amount(c)}`;
    const body = `<div class="bar"><span>TAX INVOICE</span><span>No. ${doc}</span></div>
<div class="hd"><div><div class="lbl">Billed to</div><b>${e(client)}</b><br>${e(address)}<br>${e(clientVat)}</div><div class="due"><div class="lbl">Amount due</div><div class="amt">${usd(grand)}</div><div>Invoice date: <b>${dt(date, 'd Month yyyy')}</b></div><div>Due date: ${dt(plus(date, 30), 'd Month yyyy')} (net 30)</div></div></div>
<div class="proj">Project: <b>${project}</b> · PO ${rng.int(4500000, 4599999)}</div>
<table class="items"><thead><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Rate (USD)</th><th>Amount (USD)</th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${e(l.d)}</td><td>${l.qty}</td><td>${l.unit}</td><td>${amount(l.each)}</td><td>${amount(l.sum)}</td></tr>`).join('')}
</tbody></table>
<table class="tt"><tr><td>Subtotal</td><td>${usd(sub)}</td></tr><tr><td>VAT 0% (export of services, VAT Law s. 30(a)(5))</td><td>${usd(vat)}</td></tr><tr class="g"><td>Total</td><td>${usd(grand)}</td></tr></table>
<div class="fx">For Israeli VAT records only: exchange rate USD 1 = ILS ${rate.toFixed(3)} · total ILS ${amount(ils)} · VAT ILS 0.00</div>
<div class="pay">Payment by wire transfer in USD · Beneficiary: ${e(vendorName)} · IBAN IL${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · SWIFT ${rng.pick(['LUMIILIT', 'POALILIT', 'MIZBILIT'])} · Please quote the invoice number.</div>
<div class="ft"><b>${e(vendorName)}</b> · Company No. ${hyphenId(taxId)} · 14 HaArba'a Street, Tel Aviv 64739, Israel · studio@pixelwave.example</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans Narrow','Nimbus Sans Narrow';font-size:12.5px;padding:14mm 15mm;min-height:265mm;position:relative}.bar{display:flex;justify-content:space-between;background:#111;color:#fff;padding:10px 14px;font-size:22px;font-weight:bold;letter-spacing:2px}
.hd{display:flex;justify-content:space-between;margin:16px 0}.lbl{font-size:10.5px;text-transform:uppercase;color:#777;letter-spacing:1px}.due{border:2px solid #111;padding:8px 12px;min-width:70mm;line-height:1.6}.amt{font-size:24px;font-weight:bold}
.proj{margin-bottom:6px}.items th{border-bottom:2px solid #111}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tt{width:55%;margin-left:auto;margin-top:8px}.tt td{padding:3px}.tt td:last-child{text-align:right;white-space:nowrap}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #111}
.fx{margin-top:14px;font-size:11px;border-left:3px solid #999;padding-left:8px;color:#333}.pay{margin-top:14px;font-size:11px}.ft{position:absolute;bottom:0;left:15mm;right:15mm;border-top:1px solid #111;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(grand), tax: truthAmount(vat) },
    };
  },
};
