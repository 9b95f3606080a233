import { esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { usd } from './extra';

const DINERS = [
  { brand: 'STAR DINER', legal: 'Lexington Star Diner Inc.', addr: '1021 Lexington Ave, New York, NY 10021', tax: 8.875 },
  { brand: 'OLYMPIA COFFEE SHOP', legal: 'Olympia Coffee Shop Corp.', addr: '88-14 Queens Blvd, Elmhurst, NY 11373', tax: 8.875 },
  { brand: 'BLEECKER ST. DINER', legal: 'Bleecker Street Diner LLC', addr: '302 Bleecker St, New York, NY 10014', tax: 8.875 },
  { brand: 'GARDEN STATE DINER', legal: 'Garden State Diner & Grill, Inc.', addr: '455 Route 17 S, Paramus, NJ 07652', tax: 6.625 },
];
const MENU: [string, number][] = [
  ['2 EGGS ANY STYLE', 1195],
  ['PANCAKES SHORT STACK', 1095],
  ['BELGIAN WAFFLE', 1350],
  ['WESTERN OMELETTE', 1595],
  ['BACON CHEESEBURGER DLX', 1995],
  ['TUNA MELT', 1650],
  ['GREEK SALAD', 1450],
  ['CLUB SANDWICH', 1795],
  ['MATZO BALL SOUP', 895],
  ['LOX & BAGEL PLATTER', 1895],
  ['COFFEE', 325],
  ['FRESH OJ LG', 650],
  ['CHOCOLATE MILKSHAKE', 895],
  ['CHEESECAKE', 850],
  ['HOME FRIES', 550],
];

/**
 * A New York or New Jersey diner's guest check on 80 mm paper in USD (Liberation Mono, Nimbus Mono PS or
 * DejaVu Sans Mono; the name in Z003 or URW Bookman): the name, the operating company ("Inc.", "Corp.",
 * "LLC"), the address and phone, "GUEST CHECK", "CHECK #" (four digits), table, server and guests, the
 * date (MM/DD/YYYY) and time, items in capitals with quantities, "SUBTOTAL", "SALES TAX 8.875%" (6.625% in
 * New Jersey), "TOTAL", a tip guide (18%, 20%, 22%), then the card slip with "REF #", "AUTH", "TIP" and
 * "TOTAL" with the tip, or cash with change and no tip.
 */
export const enNewYorkDinerCheck: Layout = {
  id: 'en-new-york-diner-check',
  lang: 'en',
  kind: 'restaurant',
  make(rng: Rng) {
    const d = rng.pick(DINERS);
    const date = randomDate(rng, '2023-06-01', '2026-02-27');
    const guests = rng.int(1, 5);
    const items = rng.some(MENU, rng.int(2, 6)).map(([name, p]) => ({ name, p, q: rng.int(1, Math.max(1, guests)) }));
    const sub = items.reduce((a, i) => a + i.q * i.p, 0);
    const tax = Math.round((sub * d.tax) / 100);
    const bill = sub + tax;
    const card = rng.chance(0.75);
    const tipPct = rng.pick([15, 18, 20, 22, 25]);
    const tip = card ? Math.round((bill * tipPct) / 10000) * 100 : 0;
    const total = bill + tip;
    const check = String(rng.int(1000, 9999));
    const font = rng.pick(['Liberation Mono', 'Nimbus Mono PS', 'DejaVu Sans Mono']);
    const nameFont = rng.pick(['Z003', 'URW Bookman']);
    const t = hhmm(rng.int(7 * 60, 23 * 60));
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep"></div>';
    const guide = [18, 20, 22].map((p) => r(`&nbsp;&nbsp;${p}% = `, usd(Math.round((bill * p) / 100)))).join('');
    const cash = Math.ceil(total / 2000) * 2000;
    const body = `<div class="s"><div class="name">${esc(d.brand)}</div><div class="c">${esc(d.legal)}</div><div class="c">${esc(d.addr)}</div><div class="c">(${rng.int(201, 917)}) ${rng.digits(3)}-${rng.digits(4)}</div>${sep}
<div class="c b big">GUEST CHECK</div>${r(`CHECK # ${check}`, `TBL ${rng.int(1, 40)}`)}${r(`SERVER: ${esc(rng.pick(['MARIA', 'NICK', 'DESIREE', 'TONY', 'GUS']))}`, `GST ${guests}`)}${r(dt(date, 'mm/dd/yyyy'), t)}${sep}
${items.map((i) => r(`${i.q} ${esc(i.name)}`, usd(i.q * i.p, false))).join('')}${sep}
${r('SUBTOTAL', usd(sub, false))}${r(`SALES TAX ${d.tax}%`, usd(tax, false))}${r('TOTAL', usd(bill), 'b big')}${sep}
<div>GRATUITY NOT INCLUDED. FOR YOUR CONVENIENCE:</div>${guide}${sep}
${card ? `${r(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'])} XXXX${rng.digits(4)}`, 'CHIP')}${r(`REF # ${rng.digits(6)}`, `AUTH ${rng.digits(6)}`)}${r('AMOUNT', usd(bill))}${r('TIP', usd(tip))}${r('TOTAL', usd(total), 'b big')}<div class="c sm">I AGREE TO PAY ABOVE TOTAL AMOUNT<br>ACCORDING TO CARD ISSUER AGREEMENT</div>` : `${r('CASH', usd(cash))}${r('CHANGE', usd(cash - total))}`}${sep}
<div class="c">THANK YOU - COME AGAIN!</div><div class="c sm">OPEN 24 HOURS · WE CATER</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.name{font-family:'${nameFont}',serif;font-size:25px;text-align:center;line-height:1.2}
.c{text-align:center}.b{font-weight:bold}.big{font-size:13.5px}.sm{font-size:9.5px;margin-top:1mm}.sep{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 230mm', css, body }),
      truth: { vendorName: d.legal, documentNumber: check, date, currency: 'USD', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
