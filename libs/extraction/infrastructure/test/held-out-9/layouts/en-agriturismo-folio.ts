import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { euro } from './extra';

const FARMS = [
  { name: 'Società Agricola Poggio dei Lecci S.S.', brand: 'Poggio dei Lecci', addr: 'Località Lecci 14, 53024 Montalcino (SI), Italy', rea: 'SI', color: '#6d4c41' },
  { name: 'Agriturismo La Collina Verde S.r.l.', brand: 'La Collina Verde', addr: 'Via dei Vigneti 7, 06081 Assisi (PG), Italy', rea: 'PG', color: '#558b2f' },
  {
    name: 'Masseria Torre Bianca di Greco Antonio & C. S.a.s.',
    brand: 'Masseria Torre Bianca',
    addr: 'Contrada Torre Bianca, 72015 Fasano (BR), Italy',
    rea: 'BR',
    color: '#8d6e63',
  },
];
const GUESTS = ['Mr Yoav Katz', 'Mrs Shira Ben-Ami', 'Mr Amir Haddad', 'Ms Noa Levinson', 'Mr & Mrs Eli Mor'];

/**
 * An Italian farm stay's (agriturismo's) invoice in EUR on the guests' departure (A4, URW Bookman
 * heading, Lato or Nimbus Sans body, "1.234,56"): the brand, the legal name (S.S., S.r.l. or S.a.s.)
 * with "P.IVA" (11 digits), "C.F." and REA, "INVOICE / FATTURA No. 128/2025", the date (dd/mm/yyyy or
 * "12 March 2025"), the Israeli guest with a passport number, a booking reference, arrival and
 * departure, nights × the room rate, half-board dinners and breakfasts at 10%, a wine tasting, a
 * cooking class or laundry at 22%, the city tourist tax per person and night outside VAT, a VAT
 * summary by rate, "Total invoice", the deposit paid by bank transfer weeks earlier and the balance
 * paid by card at check-out.
 */
export const enAgriturismoFolio: Layout = {
  id: 'en-agriturismo-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const f = rng.pick(FARMS);
    const arrival = randomDate(rng, '2023-06-01', '2026-03-25');
    const nights = rng.int(2, 6);
    const date = addDays(arrival, nights);
    const persons = rng.int(2, 4);
    const room = rng.pick([11000, 13500, 16000, 19500]);
    const rows: { d: string; q: string; unit: number; sum: number; rate: number }[] = [
      { d: `Room "${rng.pick(['Uliveto', 'Cantina', 'Fienile', 'Girasole'])}" – overnight stay`, q: `${nights} nights`, unit: room, sum: nights * room, rate: 10 },
    ];
    if (rng.chance(0.7)) rows.push({ d: 'Half board – dinner with wine', q: `${nights * persons}`, unit: 3500, sum: nights * persons * 3500, rate: 10 });
    else rows.push({ d: 'Breakfast', q: `${nights * persons}`, unit: 1200, sum: nights * persons * 1200, rate: 10 });
    if (rng.chance(0.6)) rows.push({ d: 'Wine tasting in the cellar', q: `${persons}`, unit: 2500, sum: persons * 2500, rate: 22 });
    if (rng.chance(0.4)) rows.push({ d: 'Pasta-making class', q: `${persons}`, unit: 6500, sum: persons * 6500, rate: 22 });
    if (rng.chance(0.3)) rows.push({ d: 'Laundry service', q: '1', unit: 1800, sum: 1800, rate: 22 });
    const taxNights = Math.min(nights, 5);
    const cityTax = persons * taxNights * 200;
    const g10 = rows.filter((r) => r.rate === 10).reduce((a, r) => a + r.sum, 0);
    const g22 = rows.filter((r) => r.rate === 22).reduce((a, r) => a + r.sum, 0);
    const v10 = vatOfGross(g10, 10);
    const v22 = vatOfGross(g22, 22);
    const total = g10 + g22 + cityTax;
    const vat = v10 + v22;
    const deposit = Math.round((total * 3) / 10000) * 1000;
    const docNo = `${rng.int(12, 340)}/${date.slice(0, 4)}`;
    const piva = `0${rng.digits(10)}`;
    const font = rng.pick(['Lato', 'Nimbus Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy'] as const);
    const style = rng.pick(['€ x', 'x €'] as const);
    const body = `<div class="hd"><div><div class="brand">${esc(f.brand)}</div><div class="sub">Agriturismo · Azienda agricola</div></div>
<div class="vend"><b>${esc(f.name)}</b><br>${esc(f.addr)}<br>P.IVA ${piva} · C.F. ${piva}<br>REA ${f.rea}-${rng.int(100000, 299999)} · info@${f.brand.toLowerCase().replace(/[^a-z]/g, '')}.example</div></div>
<div class="tt">INVOICE / FATTURA <span>No. ${docNo}</span></div>
<table class="meta"><tr><td>Date</td><td>${dt(date, fmt)}</td><td>Guest</td><td>${esc(rng.pick(GUESTS))}</td></tr>
<tr><td>Arrival</td><td>${dt(arrival, fmt)}</td><td>Passport no.</td><td>${rng.pick(['3', '2'])}${rng.digits(7)} (Israel)</td></tr>
<tr><td>Departure</td><td>${dt(date, fmt)}</td><td>Booking ref.</td><td>${rng.pick(['BK', 'WEB'])}-${rng.digits(6)}</td></tr>
<tr><td>Guests</td><td>${persons} adults</td><td>SDI code</td><td>XXXXXXX (foreign customer)</td></tr></table>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>VAT</th><th>Amount</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.d)}</td><td>${r.q}</td><td>${amount(r.unit, { eu: true })}</td><td>${r.rate}%</td><td>${amount(r.sum, { eu: true })}</td></tr>`)
      .join('')}
<tr><td>City tourist tax (imposta di soggiorno) – €2,00 × ${persons} guests × ${taxNights} nights</td><td>${persons * taxNights}</td><td>2,00</td><td>out of scope</td><td>${amount(cityTax, { eu: true })}</td></tr></table>
<div class="two"><table class="vat"><tr><th>VAT rate</th><th>Taxable</th><th>VAT</th><th>Gross</th></tr>
<tr><td>10%</td><td>${amount(g10 - v10, { eu: true })}</td><td>${amount(v10, { eu: true })}</td><td>${amount(g10, { eu: true })}</td></tr>${g22 ? `<tr><td>22%</td><td>${amount(g22 - v22, { eu: true })}</td><td>${amount(v22, { eu: true })}</td><td>${amount(g22, { eu: true })}</td></tr>` : ''}
<tr><td>Art. 15</td><td>${amount(cityTax, { eu: true })}</td><td>–</td><td>${amount(cityTax, { eu: true })}</td></tr></table>
<table class="tot"><tr><td>Total VAT</td><td>${euro(vat, style)}</td></tr><tr class="b"><td>Total invoice</td><td>${euro(total, style)}</td></tr>
<tr><td>Deposit paid ${dt(addDays(arrival, -rng.int(20, 70)), 'dd/mm/yyyy')} (bank transfer)</td><td>-${euro(deposit, style)}</td></tr><tr><td>Balance paid at check-out (${rng.pick(['Visa', 'Mastercard', 'Amex'])})</td><td>${euro(total - deposit, style)}</td></tr></table></div>
<div class="sm">Electronic invoice transmitted to the Italian revenue agency (SdI); this is a courtesy copy. Prices include VAT where applicable. Grazie e arrivederci!</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#2b2b2b;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid ${f.color};padding-bottom:4mm}
.brand{font-family:'URW Bookman',serif;font-size:28px;color:${f.color}}.sub{font-style:italic;color:#777}.vend{text-align:right;font-size:10.5px;line-height:1.5}.tt{margin:6mm 0 3mm;font-size:18px;letter-spacing:1px;color:${f.color}}.tt span{color:#2b2b2b;margin-left:4mm}
table{border-collapse:collapse}.meta{width:100%}.meta td{padding:1.2mm 2mm;border-bottom:1px solid #eee}.meta td:nth-child(odd){color:#888;width:18%}.it{width:100%;margin-top:6mm}.it th{text-align:left;background:${f.color};color:#fff;padding:1.5mm;font-weight:normal}
.it td{padding:1.5mm;border-bottom:1px solid #e3e3e3}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}.two{display:flex;justify-content:space-between;align-items:flex-start;margin-top:6mm;gap:8mm}
.vat th{font-weight:normal;color:#888;text-align:right;padding:1mm 2mm}.vat td{text-align:right;padding:1mm 2mm;border-top:1px solid #eee}.tot{width:95mm}.tot td{padding:1.3mm 2mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:15px;border-top:2px solid #2b2b2b;border-bottom:2px solid #2b2b2b}
.sm{margin-top:12mm;font-size:9.5px;color:#777}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: f.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
