import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth } from '../../generalisation/notation';
import { gbp, ukCompany, ukVat } from './extra';

const SUPPLIERS = [
  { brand: 'Brightwell Energy', legal: 'Brightwell Energy Supply Ltd', place: 'Reading RG1' },
  { brand: 'Northgrid Home', legal: 'Northgrid Home Energy Limited', place: 'Leeds LS1' },
  { brand: 'Kestrel Power & Gas', legal: 'Kestrel Retail Energy Ltd', place: 'Bristol BS1' },
];
const OWNERS = ['Mr Amit Carmeli', 'Mrs Shira Levinson', 'Mr Yosef Dahan', 'Ms Tali Ronen'];

/**
 * A British energy supplier's quarterly bill on A4 in GBP for a flat owned by an Israeli (Nimbus Sans, Open Sans or
 * Liberation Sans; the brand in URW Gothic in a coloured band): the supplier's name, "Bill date" (d Mon yyyy or
 * dd/mm/yyyy), "Bill number" (ten digits), the account number and the MPAN, the billing period (three months, the
 * first and last day), the flat's address and the owner's Israeli postal address; electricity from two meter readings
 * in kWh × pence a kWh (to two decimals) and the standing charge in days × pence a day, gas on some (kWh × pence);
 * "Total charges before VAT", "VAT at 5%", "Total charges this bill", the last bill's balance and the payment
 * received as separate lines ("Balance from last bill", "Payment received - thank you"), "Amount due" and the
 * direct debit collection date fourteen days on; the footer with the company, its number and its VAT number.
 */
export const enUkEnergyBill: Layout = {
  id: 'en-uk-energy-bill',
  lang: 'en',
  kind: 'utility bill',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const start = firstOfMonth(randomDate(rng, '2023-06-01', '2025-11-30'));
    const end = lastOfMonth(firstOfMonth(start, 2));
    const date = addDays(end, rng.int(2, 8));
    const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86400000) + 1;
    const r1 = rng.int(10000, 60000);
    const kwh = rng.int(350, 1400);
    const p = rng.int(2290, 2890); // hundredths of a penny a kWh
    const sc = rng.int(4500, 6100); // hundredths of a penny a day
    const lines: [string, string, number][] = [
      [`Electricity ${r1} → ${r1 + kwh}`, `${kwh} kWh × ${(p / 100).toFixed(2)}p`, Math.round((kwh * p) / 100)],
      ['Electricity standing charge', `${days} days × ${(sc / 100).toFixed(2)}p`, Math.round((days * sc) / 100)],
    ];
    if (rng.chance(0.5)) {
      const g = rng.int(900, 4500);
      const gp = rng.int(550, 790);
      const gs = rng.int(2700, 3200);
      lines.push(
        [`Gas (converted to kWh)`, `${g} kWh × ${(gp / 100).toFixed(2)}p`, Math.round((g * gp) / 100)],
        ['Gas standing charge', `${days} days × ${(gs / 100).toFixed(2)}p`, Math.round((days * gs) / 100)],
      );
    }
    const net = lines.reduce((a, l) => a + l[2], 0);
    const vat = vatOfNet(net, 5);
    const total = net + vat;
    const last = rng.int(15000, 60000);
    const docNo = rng.digits(10);
    const font = rng.pick(['Nimbus Sans', 'Open Sans', 'Liberation Sans']);
    const fmt = rng.pick(['d Mon yyyy', 'dd/mm/yyyy'] as const);
    const body = `<div class="band"><span class="brand">${esc(s.brand)}</span><span>Your energy bill</span></div>
<div class="two"><div>${esc(rng.pick(OWNERS))}<br>${esc(rng.pick(['POB 3342', '14 Hagefen St', '22 Bialik St']))}<br>${esc(rng.pick(['Raanana 4310', 'Zichron Yaakov 30900', 'Holon 58100']))}<br>ISRAEL</div>
<table class="meta"><tr><td>Bill date</td><td><b>${dt(date, fmt)}</b></td></tr><tr><td>Bill number</td><td>${docNo}</td></tr><tr><td>Account number</td><td>${rng.digits(8)}</td></tr><tr><td>Billing period</td><td>${dt(start, fmt)} - ${dt(end, fmt)}</td></tr><tr><td>Supply address</td><td>Flat ${rng.int(1, 40)}, ${rng.int(2, 180)} ${esc(rng.pick(['Finchley Road', 'Princess Street', 'Whiteladies Road']))}</td></tr><tr><td>MPAN</td><td>${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}</td></tr></table></div>
<div class="due">Amount due <b>${gbp(total)}</b> · collected by Direct Debit on or after ${dt(addDays(date, 14), fmt)}</div>
<table class="it"><tr><th>Charges for this period</th><th>Usage</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${l[0]}</td><td>${l[1]}</td><td>${gbp(l[2])}</td></tr>`).join('')}
<tr class="s"><td>Total charges before VAT</td><td></td><td>${gbp(net)}</td></tr><tr><td>VAT at 5%</td><td></td><td>${gbp(vat)}</td></tr><tr class="b"><td>Total charges this bill</td><td></td><td>${gbp(total)}</td></tr></table>
<table class="it acc"><tr><td>Balance from last bill</td><td>${gbp(last)}</td></tr><tr><td>Payment received - thank you</td><td>${gbp(-last)}</td></tr><tr><td>Total charges this bill</td><td>${gbp(total)}</td></tr><tr class="b"><td>Amount due</td><td>${gbp(total)}</td></tr></table>
<div class="ft">${esc(s.legal)} · ${esc(s.place)} · Registered in England and Wales No. ${ukCompany(rng)} · VAT Reg No ${ukVat(rng)}</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#263238;padding:12mm 15mm}.band{display:flex;justify-content:space-between;align-items:center;background:#2e7d32;color:#fff;padding:4mm 6mm}.brand{font-family:'URW Gothic',sans-serif;font-size:24px;font-weight:bold}
.two{display:flex;justify-content:space-between;margin:8mm 0;line-height:1.5}.meta td{padding:0.5mm 2mm}.meta td:first-child{color:#666}.due{background:#e8f5e9;padding:3mm 5mm;font-size:13px;margin-bottom:6mm}table{border-collapse:collapse;width:100%}
.it th{text-align:left;border-bottom:2px solid #2e7d32;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #e0e0e0}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}.s td{border-top:1.5px solid #999}.b td{font-weight:bold;font-size:13px}.acc{width:100mm;margin:8mm 0 0 auto}.ft{margin-top:14mm;font-size:9px;color:#777}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
