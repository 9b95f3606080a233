import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { eur, kvk, nlPhone, nlVat } from './extra';

const BOATS = [
  { name: 'The Prinsen Ark', legal: 'Woonboot Prinsengracht B.V.', quay: 'Prinsengracht 284-A' },
  { name: 'Amstel Float House', legal: 'Amstel Drijvend Verblijf V.O.F.', quay: 'Amstel 40 t/o' },
  { name: 'Jordaan Water Suites', legal: 'Waterhuis Jordaan Holding B.V.', quay: 'Lijnbaansgracht 112-W' },
];
const GUESTS = ['Mr Gilad Harari', 'Ms Yael Ben-Zvi', 'Mr & Mrs Peretz', 'Dr Amos Feldman'];

/**
 * An Amsterdam houseboat's guest folio and invoice on A4 in EUR (Open Sans, Nimbus Sans or DejaVu Sans; the
 * boat's name in P052 italic): the boat, the company ("B.V." or "V.O.F."), its quay, "KvK" and "BTW/VAT"
 * numbers; "Invoice / Folio" with "Folio no." ("AMS-" year and four digits), "Invoice date" on departure (dd-mm-
 * yyyy or "12 March 2024"), arrival, departure, guests and the booking reference; a row a night with the
 * overnight stay (prices with VAT at 9%), a breakfast basket (9%) and bicycles (21%) on some, the city tax (7%
 * and €3 a person a night in 2023, 12.5% from 2024, on the stay before VAT) outside VAT; "Total", a VAT
 * analysis (rate, net, VAT) with "Total VAT", the prepayment weeks before and the card on departure,
 * "Balance € 0,00". Amounts the Dutch way ("€ 1.234,56") on some.
 */
export const enAmsterdamHouseboatFolio: Layout = {
  id: 'en-amsterdam-houseboat-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const b = rng.pick(BOATS);
    const arrival = randomDate(rng, '2023-07-01', '2025-12-20');
    const nights = rng.int(2, 5);
    const date = addDays(arrival, nights);
    const guests = rng.int(2, 4);
    const stay = rng.int(185, 340) * 100; // a night, with 9% VAT
    const breakfast = rng.chance(0.5) ? guests * 1650 : 0;
    const bikes = rng.chance(0.5) ? rng.int(1, guests) : 0;
    const dutch = rng.chance(0.5);
    const m = (c: number) => eur(c, dutch);
    type R = { d: string; what: string; amt: number; vat: 9 | 21 | 0 };
    const rows: R[] = [];
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      rows.push({ d, what: 'Overnight stay', amt: stay, vat: 9 });
      if (breakfast) rows.push({ d, what: `Breakfast basket × ${guests}`, amt: breakfast, vat: 9 });
      if (bikes) rows.push({ d, what: `Bicycle rental × ${bikes}`, amt: bikes * 1400, vat: 21 });
      const stayNet = Math.round((stay * 100) / 109);
      const cityTax = d < '2024-01-01' ? Math.round(stayNet * 0.07) + guests * 300 : Math.round(stayNet * 0.125);
      rows.push({ d, what: d < '2024-01-01' ? `City tax 7% + ${guests} × €3.00` : 'City tax 12.5%', amt: cityTax, vat: 0 });
    }
    const total = rows.reduce((a, r) => a + r.amt, 0);
    const gross = (rate: 9 | 21) => rows.filter((r) => r.vat === rate).reduce((a, r) => a + r.amt, 0);
    const vat9 = Math.round((gross(9) * 9) / 109);
    const vat21 = Math.round((gross(21) * 21) / 121);
    const tax = vat9 + vat21;
    const prepaid = Math.round(total * 0.3);
    const docNo = `AMS-${date.slice(0, 4)}${String(rng.int(1, 2400)).padStart(4, '0')}`;
    const font = rng.pick(['Open Sans', 'Nimbus Sans', 'DejaVu Sans']);
    const words = rng.chance(0.5);
    const f = (iso: string) => (words ? dt(iso, 'd Month yyyy') : dt(iso, 'dd/mm/yyyy').replace(/\//g, '-'));
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const vatRow = (rate: 9 | 21, v: number) => (gross(rate) ? `<tr><td>${rate}%</td><td>${m(gross(rate) - v)}</td><td>${m(v)}</td></tr>` : '');
    const body = `<div class="hd"><div><div class="brand">${esc(b.name)}</div><div class="sm">${esc(b.quay)} · 1016 Amsterdam · ${nlPhone(rng)}</div></div><div class="lg">${esc(b.legal)}<br>KvK ${kvk(rng)}<br>BTW/VAT ${nlVat(rng)}</div></div>
<div class="grid"><div><b>${esc(rng.pick(GUESTS))}</b><br>${esc(rng.pick(['Haifa', "Modi'in", 'Kfar Saba', 'Jerusalem']))}, Israel<br>Booking ref. ${rng.digits(10)}</div><table class="meta">${kv('Folio no.', docNo)}${kv('Invoice date', f(date))}${kv('Arrival', f(arrival))}${kv('Departure', f(date))}${kv('Guests', String(guests))}</table></div>
<div class="tt">INVOICE / FOLIO</div><table class="it"><tr><th>Date</th><th>Description</th><th>VAT</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${f(r.d)}</td><td>${r.what}</td><td>${r.vat ? `${r.vat}%` : '-'}</td><td>${m(r.amt)}</td></tr>`).join('')}
<tr class="b"><td></td><td>Total</td><td></td><td>${m(total)}</td></tr><tr><td>${f(addDays(arrival, -rng.int(14, 70)))}</td><td>Prepayment 30% (bank card)</td><td></td><td>${m(-prepaid)}</td></tr><tr><td>${f(date)}</td><td>Payment ${rng.pick(['Visa', 'Mastercard', 'Maestro'])} ****${rng.digits(4)}</td><td></td><td>${m(-(total - prepaid))}</td></tr><tr class="b"><td></td><td>Balance</td><td></td><td>${m(0)}</td></tr></table>
<table class="vt"><tr><th>VAT rate</th><th>Net</th><th>VAT</th></tr>${vatRow(9, vat9)}${vatRow(21, vat21)}<tr class="b"><td>Total VAT</td><td></td><td>${m(tax)}</td></tr></table>
<div class="sm ft">City tax is levied by the Municipality of Amsterdam and is not subject to VAT. Check-out 11:00. Thank you for floating with us!</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#1d2b36;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1565c0;padding-bottom:3mm}.brand{font-family:'P052',serif;font-style:italic;font-size:28px;color:#1565c0}
.lg{text-align:right;line-height:1.5;font-size:9.5px}.sm{font-size:9px;color:#555}.grid{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.5}.meta td{padding:0.3mm 2mm}.meta td:first-child{color:#666}.tt{font-weight:bold;letter-spacing:2px;margin:2mm 0}
table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:1.5px solid #1565c0;text-align:left;padding:1mm}.it td{padding:0.8mm 1mm;border-bottom:1px solid #eee}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:right;white-space:nowrap}
.b td{font-weight:bold;border-top:1.5px solid #333}.vt{width:80mm;margin:6mm 0 0 auto}.vt th{text-align:right;border-bottom:1px solid #999;padding:1mm}.vt th:first-child,.vt td:first-child{text-align:left}.vt td{text-align:right;padding:0.8mm 1mm}.ft{margin-top:8mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: b.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
