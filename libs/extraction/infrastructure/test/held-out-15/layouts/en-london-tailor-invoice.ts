import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { gbp, gbVat, londonPhone, ukCompanyNo } from './extra';

const HOUSES = [
  { name: 'Ashby & Rowe', legal: 'Ashby & Rowe (Bespoke) Ltd', street: '14 Sackville Street, London W1S 3DN', prefix: 'AR' },
  { name: 'Whitcombe', legal: 'Whitcombe Tailoring Limited', street: '7 Clifford Street, London W1S 2FT', prefix: 'WT' },
  { name: 'Marsh & Hale', legal: 'Marsh & Hale Tailors LLP', street: '31 Old Burlington Street, London W1S 3AR', prefix: 'MH' },
];
/** Garment and price before VAT (pence). */
const GARMENTS: [string, number][] = [
  ['Bespoke two-piece suit, navy chalk stripe, 11 oz worsted', 520000],
  ['Bespoke three-piece suit, mid-grey flannel', 610000],
  ['Odd jacket, Donegal tweed', 340000],
  ['Morning coat and striped trousers', 580000],
  ['Additional pair of trousers', 95000],
  ['Double-breasted waistcoat', 72000],
  ['Made-to-measure shirt, Sea Island cotton', 29500],
  ['Silk tie, hand rolled', 9500],
];

/**
 * A London bespoke tailor's invoice on A4 in GBP (C059, Nimbus Roman or Liberation Serif; the house name in Z003
 * or URW Bookman small capitals): the house, its street, phone, "Registered in England No." and "VAT Reg. No.
 * GB …" in the footer with the company ("Ltd", "Limited", "LLP"); "INVOICE", "Invoice No." ("AR/2024/117"),
 * "Date" (d Month yyyy or dd/mm/yyyy) on the final fitting, the Israeli client with a client account number and
 * the order's date; garments with their cloth, the fittings' dates, shirts by the quantity; "Net", "VAT @ 20%",
 * "Invoice total", the deposit received with the order and its date, "Balance paid" on collection, and a
 * line on altering and pressing.
 */
export const enLondonTailorInvoice: Layout = {
  id: 'en-london-tailor-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const h = rng.pick(HOUSES);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const ordered = addDays(date, -rng.int(50, 120));
    const items = rng.some(GARMENTS, rng.int(2, 4)).map(([name, price]) => ({ name, price, qty: price < 30000 ? rng.int(1, 4) : 1 }));
    const net = items.reduce((a, i) => a + i.qty * i.price, 0);
    const vat = Math.round(net * 0.2);
    const total = net + vat;
    const deposit = Math.round(total * 0.5);
    const docNo = `${h.prefix}/${date.slice(0, 4)}/${rng.int(100, 499)}`;
    const font = rng.pick(['C059', 'Nimbus Roman', 'Liberation Serif']);
    const script = rng.chance(0.5);
    const words = rng.chance(0.6);
    const f = (iso: string) => (words ? dt(iso, 'd Month yyyy') : dt(iso, 'dd/mm/yyyy'));
    const first = addDays(ordered, rng.int(21, 35));
    const fittings = [first, addDays(first, rng.int(14, 25))];
    const body = `<div class="hd"><div class="brand">${esc(h.name)}</div><div class="sm">${esc(h.street)} · ${londonPhone(rng)}</div></div>
<div class="grid"><div><b>Client</b><br>${esc(rng.pick(['Mr Yonatan Shalev', 'Mr Avi Rosenberg', 'Mr Daniel Oz', 'Mr Itai Barak']))}<br>${esc(rng.pick(['Herzliya Pituach', 'Savyon', 'Caesarea', "Ra'anana"]))}, Israel<br>Client account ${h.prefix}${rng.digits(5)}</div><div class="meta"><div class="tt">INVOICE</div><div>Invoice No. <b>${docNo}</b></div><div>Date: ${f(date)}</div><div>Order taken: ${f(ordered)}</div></div></div>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.qty}</td><td>${gbp(i.price)}</td><td>${gbp(i.qty * i.price)}</td></tr>`).join('')}</table>
<div class="sm">Fittings: ${fittings.map(f).join(', ')}; final fitting and collection ${f(date)}.</div>
<table class="tot"><tr><td>Net</td><td>${gbp(net)}</td></tr><tr><td>VAT @ 20%</td><td>${gbp(vat)}</td></tr><tr class="b"><td>Invoice total</td><td>${gbp(total)}</td></tr><tr><td>Less: deposit received ${f(ordered)}</td><td>${gbp(-deposit)}</td></tr><tr><td>Balance paid on collection (card)</td><td>${gbp(total - deposit)}</td></tr></table>
<p class="sm">Minor alterations and pressing are offered free of charge for the first year. With our compliments and thanks.</p>
<div class="ft">${esc(h.legal)} · Registered in England No. ${ukCompanyNo(rng)} · VAT Reg. No. ${gbVat(rng)}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:11px;color:#222;padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid #6d4c41;padding-bottom:3mm}.brand{font-family:${script ? "'Z003'" : "'URW Bookman'"},serif;font-size:${script ? 40 : 28}px;${script ? '' : 'font-variant:small-caps;letter-spacing:2px;'}color:#4e342e}
.sm{font-size:9.5px;color:#555;line-height:1.5}.grid{display:flex;justify-content:space-between;margin:7mm 0;line-height:1.55}.meta{text-align:right}.tt{font-size:18px;letter-spacing:4px;font-weight:bold}
table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:1px solid #4e342e;text-align:left;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #eee}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:100mm;margin:5mm 0 5mm auto}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:13px;border-top:1px solid #000;border-bottom:3px double #000}.ft{margin-top:18mm;text-align:center;font-size:9px;color:#666;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
