import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { de, dt, hhmm, plate } from '../../generalisation/notation';

const LINES = [
  { name: 'Jadran Pomorski Prijevoz d.o.o.', brand: 'JADRAN FERRIES', addr: 'Gat Sv. Duje 1, 21000 Split, Croatia', oib: 'HR' },
  { name: 'Otočna Linija d.d.', brand: 'OTOČNA LINIJA', addr: 'Obala kneza Branimira 6, 23000 Zadar, Croatia', oib: 'HR' },
];
const ROUTES = ['Split – Supetar (Brač)', 'Split – Stari Grad (Hvar)', 'Zadar – Preko (Ugljan)', 'Split – Vela Luka (Korčula)', 'Drvenik – Sućuraj (Hvar)'];

/**
 * A Croatian ferry operator's e-ticket and invoice in EUR (A4, Roboto or Liberation Sans; "1.234,56 €"):
 * the brand in a band, the legal name (d.o.o. or d.d.) with its OIB and VAT number ("HR" and eleven
 * digits), "Invoice No." in the Croatian fiscal form "1234-WEB-01", "Issued" with date and time (the
 * day of booking), the sailing's later date and departure time, route, passengers by fare, the
 * vehicle with its Israeli plate, a seat reservation, fares including 13% VAT, "TOTAL EUR", the VAT
 * breakdown, the fiscal codes (ZKI, JIR) and the booking reference.
 */
export const enFerryBooking: Layout = {
  id: 'en-ferry-booking',
  lang: 'en',
  kind: 'transport',
  make(rng: Rng) {
    const l = rng.pick(LINES);
    const date = randomDate(rng, '2023-06-01', '2026-03-20');
    const sail = addDays(date, rng.int(1, 40));
    const adults = rng.int(1, 4);
    const kids = rng.int(0, 3);
    const car = rng.chance(0.7);
    const a = rng.int(5, 22) * 100 + rng.pick([0, 50]);
    const rows: [string, number, number][] = [[`Adult passenger`, adults, a], ...(kids ? ([['Child 3–12 yrs', kids, Math.round(a / 2)]] as [string, number, number][]) : [])];
    if (car) rows.push(['Vehicle up to 5 m', 1, rng.int(25, 90) * 100]);
    if (rng.chance(0.4)) rows.push(['Seat reservation', adults + kids, 300]);
    const total = rows.reduce((s, r) => s + r[1] * r[2], 0);
    const vat = vatOfGross(total, 13);
    const docNo = `${rng.int(100, 9999)}-WEB-${String(rng.int(1, 3)).padStart(2, '0')}`;
    const oib = rng.digits(11);
    const e = (c: number) => `${de(c)} €`;
    const font = rng.pick(['Roboto', 'Liberation Sans']);
    const body = `<div class="band"><div class="brand">${esc(l.brand)}</div><div>E-ticket &amp; invoice</div></div>
<div class="two"><div><b>${esc(l.name)}</b><br>${esc(l.addr)}<br>OIB ${oib} · VAT ID HR${oib}</div><div class="inv">Invoice No. <b>${docNo}</b><br>Issued: ${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(0, 1439))}<br>Booking ref. ${rng.pick(['JF', 'OL'])}${rng.digits(7)}</div></div>
<div class="sail"><b>${esc(rng.pick(ROUTES))}</b><br>Departure ${dt(sail, 'dd.mm.yyyy')} at ${hhmm(rng.int(5 * 60, 21 * 60))} · please arrive 30 min before${car ? `<br>Vehicle registration: ${plate(rng)} (IL)` : ''}</div>
<table class="it"><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr>${rows.map(([n, q, u]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${e(u)}</td><td>${e(q * u)}</td></tr>`).join('')}
<tr class="b"><td colspan="3">TOTAL EUR</td><td style="text-align:right">${e(total)}</td></tr></table>
<table class="vt"><tr><th>VAT rate</th><th>Base</th><th>VAT</th><th>Total</th></tr><tr><td>13%</td><td>${de(total - vat)}</td><td>${de(vat)}</td><td>${de(total)}</td></tr></table>
<div class="sm">Paid by card ${rng.pick(['VISA', 'Mastercard'])} ****${rng.digits(4)} · Operator: WEB<br>ZKI: ${rng.digits(8)}${'abcdef'[rng.int(0, 5)]}${rng.digits(23)}<br>JIR: ${rng.digits(8)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(12)}</div>
<div class="sm">Tickets are valid only for the sailing shown. Changes up to 24 h before departure.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12.5px;color:#102030;padding:0 0 10mm}.band{background:#0d47a1;color:#fff;padding:6mm 14mm;display:flex;justify-content:space-between;align-items:end}.brand{font-size:26px;font-weight:bold;letter-spacing:2px}
.two{display:flex;justify-content:space-between;padding:6mm 14mm}.inv{text-align:right}.sail{margin:0 14mm;padding:3mm;background:#e3f2fd;border-left:4px solid #0d47a1}
table{border-collapse:collapse}.it{width:calc(100% - 28mm);margin:5mm 14mm}.it th{text-align:left;border-bottom:2px solid #0d47a1;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:right}
.b td{font-weight:bold;font-size:15px;border-top:2px solid #000}.vt{margin:0 14mm 5mm auto;font-size:11px}.vt th,.vt td{padding:1mm 3mm;text-align:right;border:1px solid #aaa}.sm{font-size:10px;margin:3mm 14mm;color:#444}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: l.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
