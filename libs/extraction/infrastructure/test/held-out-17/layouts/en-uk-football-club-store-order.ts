import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { gbp, stirred, ukCompanyNo, ukVatNo } from './extra';

const CLUBS = [
  { club: 'Harrowgate Athletic FC', store: 'The Athletic Store', legal: 'Harrowgate Athletic Retail Limited', city: 'Harrowgate HG2 7PL', colour: '#8b1e3f' },
  { club: 'Thamesmead Rovers', store: 'Rovers Megastore', legal: 'Thamesmead Rovers Football Club Ltd', city: 'London SE28 8RD', colour: '#0d3b66' },
  { club: 'Cleveport United', store: 'United Club Shop', legal: 'Cleveport United Merchandising Ltd', city: 'Middlesbrough TS3 6RS', colour: '#1b512d' },
];
/** Item, price including VAT (pence), zero-rated children's clothing? */
const GOODS: [string, number, boolean][] = [
  ['Home Shirt 25/26 - Adult', 7500, false],
  ['Away Shirt - Adult', 7500, false],
  ['Home Shirt - Junior (age 9-10)', 5500, true],
  ['Home Mini Kit - Infant', 4500, true],
  ['Training Jacket - Adult', 6000, false],
  ['Junior Hoodie (age 11-12)', 3800, true],
  ['Bar Scarf', 1800, false],
  ['Bobble Hat', 1600, false],
  ['Stadium Tour - Adult', 2500, false],
  ['Name & Number Printing', 1500, false],
  ['Matchday Programme', 400, true],
];
const BUYERS = ['Eitan Shapira', 'Lior Ben-Haim', 'Nadav Weiss', 'Gal Peretz'];

/**
 * An English football club's web shop order collected at the stadium, printed on A4 in pounds (Roboto
 * Condensed, Open Sans or Lato; the store's name in Roboto Black capitals on the club colour): "Order
 * confirmation & VAT receipt", "Order number" (eight digits), "Order date" with a time, "VAT invoice no."
 * ("TAS-2024-118273"), "Collected" a day to a week later (the tax point, printed as "Invoice date");
 * "Click & Collect: stadium store" with the Israeli buyer's e-mail and a collection code; items with
 * a VAT code "S" (20%) or "Z" (zero-rated children's clothing and printed matter), printing of name and
 * number, a stadium tour date; "Items total", "Members' discount 10%" on some (applied to the lines),
 * "Total paid", and a VAT summary with "VAT @ 20%" and "Total VAT"; the company with its number and "VAT
 * Reg. No. GB …" in the footer.
 */
export const enUkFootballClubStoreOrder: Layout = {
  id: 'en-uk-football-club-store-order',
  lang: 'en',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-uk-football-club-store-order');
    const c = rng.pick(CLUBS);
    const ordered = randomDate(rng, '2023-04-01', '2025-12-24');
    const date = addDays(ordered, rng.int(1, 7));
    const member = rng.chance(0.4);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, price, zero]) => {
      const unit = member ? price - Math.round(price / 10) : price;
      return { name, unit, zero, qty: rng.chance(0.25) ? 2 : 1 };
    });
    if (lines.every((l) => l.zero)) lines.push({ name: 'Bar Scarf', unit: member ? 1620 : 1800, zero: false, qty: 1 });
    const std = lines.filter((l) => !l.zero).reduce((a, l) => a + l.qty * l.unit, 0);
    const zero = lines.filter((l) => l.zero).reduce((a, l) => a + l.qty * l.unit, 0);
    const vat = vatOfGross(std, 20);
    const total = std + zero;
    const docNo = `${c.store.split(' ')[1].slice(0, 1)}${c.club.slice(0, 1)}S-${date.slice(0, 4)}-${rng.int(100000, 399999)}`;
    const font = rng.pick(['Roboto Condensed', 'Open Sans', 'Lato']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy', 'd Month yyyy'] as const);
    const buyer = rng.pick(BUYERS);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${esc(l.name)}${l.name.startsWith('Stadium') ? `<div class="v">Tour date ${dt(addDays(date, rng.int(1, 3)), 'dd/mm/yyyy')} 11:00</div>` : ''}${l.name.startsWith('Name') ? `<div class="v">"${esc(buyer.split(' ')[0].toUpperCase())} ${rng.int(2, 23)}"</div>` : ''}</td><td class="c">${l.qty}</td><td class="n">${gbp(l.unit)}</td><td class="c">${l.zero ? 'Z' : 'S'}</td><td class="n">${gbp(l.qty * l.unit)}</td></tr>`,
      )
      .join('');
    const body = `<div class="band"><span class="store">${esc(c.store.toUpperCase())}</span><span>${esc(c.club)}</span></div><div class="page">
<h1>Order confirmation &amp; VAT receipt</h1><div class="grid"><div>${r('Order number', rng.digits(8))}${r('Order date', `${dt(ordered, fmt)} ${hhmm(rng.int(7 * 60, 23 * 60))}`)}${r('VAT invoice no.', docNo)}${r('Invoice date', dt(date, fmt))}</div>
<div><b>Click &amp; Collect: stadium store</b><br>${esc(buyer)}<br>${esc(buyer.split(' ')[0].toLowerCase())}${rng.digits(2)}@walla.co.il<br>Collected ${dt(date, 'dd/mm/yyyy')} · code ${rng.pick(['A', 'C', 'K'])}${rng.digits(5)}</div></div>
<table><tr><th>Item</th><th>Qty</th><th>Price</th><th>VAT</th><th>Total</th></tr>${rows}</table>
<div class="sum">${member ? '<div class="sm">Members’ 10% discount applied to the prices above.</div>' : ''}${r('Items total', gbp(total))}${r('Delivery', 'Free (collection)')}${r('Total paid', gbp(total), 'big')}${r('Paid by', `Mastercard ···· ${rng.digits(4)}`)}</div>
<table class="vt"><tr><th>VAT code</th><th>Goods incl. VAT</th><th>VAT</th></tr><tr><td>S - VAT @ 20%</td><td class="n">${gbp(std)}</td><td class="n">${gbp(vat)}</td></tr><tr><td>Z - Zero rated</td><td class="n">${gbp(zero)}</td><td class="n">${gbp(0)}</td></tr><tr class="b"><td>Total VAT</td><td></td><td class="n">${gbp(vat)}</td></tr></table>
<p class="foot">${esc(c.legal)} · ${esc(c.city)} · Registered in England and Wales No. ${ukCompanyNo(rng)} · VAT Reg. No. ${ukVatNo(rng)}</p></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#222}.band{background:${c.colour};color:#fff;padding:7mm 16mm;display:flex;justify-content:space-between;align-items:center}.store{font-family:'Roboto',sans-serif;font-weight:900;font-size:24px;letter-spacing:1px}
.page{padding:8mm 16mm}h1{font-size:20px;margin:0 0 5mm}.grid{display:flex;gap:12mm;line-height:1.75}.grid>div{flex:1}.r{display:flex;justify-content:space-between;gap:4mm}
table{width:100%;border-collapse:collapse;margin-top:6mm}th{text-align:left;border-bottom:2px solid ${c.colour};padding:1.5mm}td{padding:1.8mm 1.5mm;border-bottom:1px solid #e3e3e3;vertical-align:top}.n{text-align:right;white-space:nowrap}.c{text-align:center}.v{font-size:10px;color:#777}
.sum{width:80mm;margin:4mm 0 0 auto;line-height:1.85}.big{font-weight:bold;font-size:15px;border-top:1px solid #222}.sm{font-size:10px;color:#666}.vt{width:110mm;font-size:11px}.b td{font-weight:bold}.foot{margin-top:12mm;font-size:10px;color:#666}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
