import { addDays, amount, checkDigit, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { day } from '../notation';

const VENDORS = [
  { name: 'Cloudlane, Inc.', addr: '548 Market St, PMB 7212, San Francisco, CA 94104' },
  { name: 'Notably Software LLC', addr: '1209 Orange Street, Wilmington, DE 19801' },
  { name: 'Pixelforge Analytics Inc.', addr: '77 Water St, Floor 8, New York, NY 10005' },
  { name: 'Tasklight Labs, Inc.', addr: '2100 Geng Rd, Suite 210, Palo Alto, CA 94303' },
];
const PLANS = ['Team plan', 'Pro (annual)', 'Business seats', 'Growth plan', 'Starter'];
const ADDONS = ['Extra storage 100 GB', 'Priority support', 'SSO add-on', 'API overage (12,400 calls)'];
const STATES = [
  ['WA', 10.25],
  ['NY', 8.875],
  ['TX', 8.25],
] as const;

/** An Israeli customer's VAT id as US platforms print it: "IL VAT 51…", a valid id, not the vendor's. */
function customerVat(rng: Rng): string {
  const base = `51${rng.digits(6)}`;
  return `${base}${checkDigit(base)}`;
}

/**
 * A US SaaS subscription invoice in USD: the amount due stated first with its due date, an
 * alphanumeric invoice number, the billing period on each line, seats × unit price, an Israeli
 * customer with its VAT id in "Bill to", sales tax on some and none on others, and no Israeli id
 * for the vendor.
 */
export const enSaasInvoice: Layout = {
  id: 'en-saas-invoice',
  lang: 'en',
  kind: 'subscription invoice',
  make(rng) {
    const v = rng.pick(VENDORS);
    const date = randomDate(rng, '2023-09-01', '2026-03-31');
    const end = addDays(date, rng.pick([29, 30, 364]));
    const seats = rng.int(1, 40);
    const unit = rng.pick([800, 1200, 1500, 2000, 2900, 4900]);
    const lines: [string, string, number, number][] = [
      [`${rng.pick(PLANS)}`, `${day(date, 'Mon d, Y')} – ${day(end, 'Mon d, Y')}`, seats, end > addDays(date, 40) ? unit * 12 : unit],
    ];
    if (rng.chance(0.5)) lines.push([rng.pick(ADDONS), `${day(date, 'Mon d, Y')} – ${day(end, 'Mon d, Y')}`, 1, rng.int(5, 99) * 100]);
    const subtotal = lines.reduce((s, [, , q, u]) => s + q * u, 0);
    const state = rng.chance(0.4) ? rng.pick(STATES) : undefined;
    const tax = state ? Math.round((subtotal * state[1]) / 100) : 0;
    const total = subtotal + tax;
    const prefix = Array.from({ length: 8 }, () => rng.pick('ABCDEF0123456789'.split(''))).join('');
    const doc = `${prefix}-${String(rng.int(1, 40)).padStart(4, '0')}`;
    const due = addDays(date, rng.pick([0, 14, 30]));
    const customer = rng.pick(['Hadar Analytics Ltd', 'Yarok Robotics Ltd.', 'Migdal Studio Ltd', 'Negev Data Systems Ltd']);
    const font = rng.pick(['Noto Sans', 'Liberation Sans', 'DejaVu Sans', 'Noto Sans Display']);
    const headDate = rng.pick(['M d, Y', 'Mon d, Y'] as const);
    const m = (c: number) => `$${amount(c)}`;
    const body = `
<div class="top"><h1>Invoice</h1><div class="brand">${v.name.replace(/,? (Inc\.|LLC)$/, '')}</div></div>
<table class="meta"><tr><td>${rng.pick(['Invoice number', 'Invoice #'])}</td><td>${doc}</td></tr><tr><td>Date of issue</td><td>${day(date, headDate)}</td></tr><tr><td>Date due</td><td>${day(due, headDate)}</td></tr></table>
<div class="cols"><div><b>${v.name}</b><br>${v.addr}<br>United States<br>billing@${v.name.split(/[ ,]/)[0].toLowerCase()}.com</div>
<div><b>Bill to</b><br>${customer}<br>${rng.int(1, 120)} ${rng.pick(['Menachem Begin Rd', 'HaBarzel St', 'Derech Hashalom'])}<br>Tel Aviv-Yafo, Israel<br>IL VAT ${customerVat(rng)}</div></div>
<div class="due">${m(total)} USD due ${day(due, headDate)}</div>
<table class="l"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${lines.map(([d, p, q, u]) => `<tr><td>${d}<div class="p">${p}</div></td><td>${q}</td><td>${m(u)}</td><td>${m(q * u)}</td></tr>`).join('')}
</table>
<table class="s"><tr><td>Subtotal</td><td>${m(subtotal)}</td></tr>
${state ? `<tr><td>Sales tax – ${state[0]} (${state[1]}% on ${m(subtotal)})</td><td>${m(tax)}</td></tr>` : ''}
<tr><td>Total</td><td>${m(total)}</td></tr><tr class="b"><td>Amount due</td><td>${m(total)} USD</td></tr></table>
<p class="f">Pay online at ${v.name.split(/[ ,]/)[0].toLowerCase()}.com/pay/${prefix.toLowerCase()} &middot; Questions? Contact billing, +1 ${rng.int(200, 989)}-${rng.digits(3)}-${rng.digits(4)}.</p>
<p class="f">${doc} &middot; ${m(total)} due ${day(due, headDate)} &middot; Page 1 of 1</p>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 16mm 18mm; color: #1a1a1a; }
.top { display: flex; justify-content: space-between; align-items: center; } h1 { font-size: 20pt; margin: 0; } .brand { font-size: 14pt; color: #635bff; font-weight: bold; }
.meta td:first-child { width: 35mm; color: #555; } .cols { display: flex; gap: 20mm; margin: 8mm 0; line-height: 1.45; }
.due { font-size: 15pt; font-weight: bold; margin-bottom: 6mm; }
.l { width: 100%; border-collapse: collapse; } .l th { text-align: left; font-weight: normal; color: #555; border-bottom: 1px solid #999; } .l td { padding: 2mm 0; vertical-align: top; }
.l th:nth-child(n+2), .l td:nth-child(n+2) { text-align: right; } .p { color: #666; font-size: 8.5pt; }
.s { width: 55%; margin: 4mm 0 0 auto; border-collapse: collapse; } .s td { padding: 1.5mm 0; border-top: 1px solid #ddd; } .s td:last-child { text-align: right; } .b td { font-weight: bold; }
.f { font-size: 8pt; color: #666; margin-top: 12mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: v.name, documentNumber: doc, date, currency: 'USD', total: truthAmount(total), ...(state ? { tax: truthAmount(tax) } : {}) },
    };
  },
};
