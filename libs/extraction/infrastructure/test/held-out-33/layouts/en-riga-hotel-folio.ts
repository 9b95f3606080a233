import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, enDay } from '../../generalisation/notation';
import { add, dated, shift, taxIn } from './extra';

const ID = 'en-riga-hotel-folio';

const VENDORS = [
  {
    brand: 'HOTEL AMBERLIGHT',
    legal: 'SIA Dzintara Gaisma',
    addr: 'Mārstaļu iela 19, Rīga, LV-1050, Latvia',
    reg: '40103572864',
    style: 'dd.mm.yyyy' as D,
    num: (y: string, k: number) => `RK-${y}/${String(k).padStart(5, '0')}`,
    digits: [100, 9999],
    color: '#b8860b',
    font: "'Noto Serif','DejaVu Serif',serif",
  },
  {
    brand: 'Kalnciema Loft Rooms',
    legal: 'Kalnciema Lofti SIA',
    addr: 'Kalnciema iela 35, Rīga, LV-1046, Latvia',
    reg: '50203119472',
    style: 'd Month yyyy' as D,
    num: (_y: string, k: number) => `${k}`,
    digits: [2100000, 2199999],
    color: '#00695c',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
  },
];

const EXTRAS: [string, number][] = [
  ['Minibar', 1150],
  ['Sauna & spa, 2 h', 3500],
  ['Underground parking / night', 1800],
  ['Airport transfer', 3900],
  ['Dinner, hotel restaurant', 6400],
  ['Late check-out', 3000],
];

export const enRigaHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const number = v.num(date.slice(0, 4), rng.int(v.digits[0], v.digits[1]));
    const nights = rng.int(2, 5);
    const arrival = shift(date, -nights);
    const rate = rng.pick([8900, 10400, 12500, 14900]);
    const rows: { day: string; text: string; gross: number; vat: 12 | 21 }[] = [];
    for (let i = 0; i < nights; i++) rows.push({ day: shift(arrival, i), text: 'Accommodation incl. breakfast, Double Superior', gross: rate, vat: 12 });
    for (const [text, price] of rng.some(EXTRAS, rng.int(1, 3))) rows.push({ day: shift(arrival, rng.int(0, nights - 1)), text, gross: price, vat: 21 });
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const g12 = add(rows.filter((r) => r.vat === 12).map((r) => r.gross));
    const g21 = add(rows.filter((r) => r.vat === 21).map((r) => r.gross));
    const v12 = taxIn(g12, 12);
    const v21 = taxIn(g21, 21);
    const total = g12 + g21;
    const vat = v12 + v21;
    const body = `<div class="page">
<div class="hd"><div><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.addr)}</div></div><div class="legal">${esc(v.legal)}<br>Reg. No. ${v.reg}<br>VAT No. LV${v.reg}</div></div>
<h1>GUEST FOLIO · INVOICE</h1>
<table class="facts">
<tr><td>Invoice No.</td><td><b>${number}</b></td><td>Invoice date</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>Guest</td><td>${esc(rng.pick(['Mr Avi Levin', 'Ms Shira Oren', 'Mr & Mrs Katz', 'Dr Yonatan Ben-David']))}</td><td>Room</td><td>${rng.int(101, 418)}</td></tr>
<tr><td>Arrival</td><td>${dt(arrival, 'dd.mm.yyyy')} ${enDay(arrival)}</td><td>Departure</td><td>${dt(date, 'dd.mm.yyyy')} ${enDay(date)}</td></tr>
<tr><td>Booking ref.</td><td>${rng.pick(['BKG', 'EXP', 'DIR'])}-${rng.digits(9)}</td><td>Nights</td><td>${nights}</td></tr>
</table>
<table class="rows"><tr><th>Date</th><th>Description</th><th>VAT</th><th>Amount EUR</th></tr>
${rows.map((r) => `<tr><td>${dt(r.day, 'dd.mm.yy')}</td><td>${esc(r.text)}</td><td>${r.vat}%</td><td class="n">${amount(r.gross)}</td></tr>`).join('')}</table>
<div class="bottom"><table class="vat"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr>
<tr><td>12%</td><td>${amount(g12 - v12)}</td><td>${amount(v12)}</td><td>${amount(g12)}</td></tr>
<tr><td>21%</td><td>${amount(g21 - v21)}</td><td>${amount(v21)}</td><td>${amount(g21)}</td></tr>
<tr><td>Total VAT</td><td></td><td><b>${amount(vat)}</b></td><td></td></tr></table>
<table class="tot"><tr class="g"><td>TOTAL EUR</td><td>${amount(total)}</td></tr>
<tr><td>Paid by ${rng.pick(['VISA', 'Mastercard', 'AMEX'])} ****${rng.digits(4)}</td><td>-${amount(total)}</td></tr>
<tr><td>Balance</td><td>0.00</td></tr></table></div>
<div class="foot">Paldies! Thank you for staying with us. · ${esc(v.legal)} · IBAN LV${rng.digits(2)}HABA${rng.digits(13)}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px}.page{padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-size:24px;letter-spacing:3px;color:${v.color}}.sm{font-size:10px}.legal{text-align:right;font-size:10px}h1{font-size:15px;letter-spacing:2px;margin:12px 0 6px}table{border-collapse:collapse}.facts{width:100%}.facts td{border:1px solid #ccc;padding:3px 5px}.facts td:nth-child(odd){color:#666;width:16%}.rows{width:100%;margin-top:10px}.rows th{background:${v.color};color:#fff;text-align:left;padding:4px}.rows td{padding:3px 4px;border-bottom:1px solid #e5e5e5}.n{text-align:right}.bottom{display:flex;justify-content:space-between;margin-top:12px;align-items:flex-start}.vat th,.vat td{border:1px solid #bbb;padding:3px 6px;text-align:right}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.g{font-size:15px;font-weight:bold;border-bottom:2px solid ${v.color}}.foot{margin-top:22px;font-size:9.5px;color:#555;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
