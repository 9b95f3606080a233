import { amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, enDay, hhmm, share } from '../../generalisation/notation';
import { gbp } from './extra';

const PUBS = [
  { brand: 'The Fox & Lantern', legal: 'Lantern Inns Ltd', addr: ['14 Market Place', 'Woodstock OX20 1TA'], tel: '01993 81' },
  { brand: "THE DROVER'S REST", legal: 'Drovers Hospitality Ltd', addr: ['2 Bridge Street', 'Keswick CA12 5AQ'], tel: '017687 7' },
  { brand: 'The Salt House', legal: 'Saltmarsh Pub Company Limited', addr: ['41 Harbour Road', 'Whitstable CT5 1AB'], tel: '01227 26' },
];
/** Name, price in pence (VAT included). */
const DRINKS: [string, number][] = [
  ['Pint Guinness', 620],
  ['Pint Best Bitter', 575],
  ['Pint Pale Ale', 640],
  ['Half Cider', 340],
  ['Gin & Tonic (dbl)', 1150],
  ['Glass Malbec 175ml', 895],
  ['Btl Sauvignon Blanc', 3200],
  ['Lemonade', 350],
  ['J2O Orange', 390],
];
const FOOD: [string, number][] = [
  ['Sunday Roast Beef', 2150],
  ['Beer-battered Fish & Chips', 1795],
  ['Steak & Ale Pie', 1695],
  ["Ploughman's Lunch", 1450],
  ['Lamb Shank', 2395],
  ['Halloumi Burger', 1550],
  ['Scotch Egg', 750],
  ['Chips (side)', 450],
  ['Sticky Toffee Pudding', 795],
  ['Eton Mess', 750],
  ['Kids Sausage & Mash', 850],
];

/**
 * A British gastropub's bill on 80 mm paper in GBP (Nimbus Mono PS, DejaVu Sans condensed or Roboto
 * Condensed): the pub's name, the operating company ("Ltd" or "Limited") with its address, "VAT Reg
 * No. GB 284 7731 56", table, covers, server and check number, "VAT Receipt No." with six digits and a
 * leading zero, the date (dd/mm/yyyy or "Sun 14 Apr 2025") and time, drinks and food with quantities,
 * "Subtotal", an optional 12.5% service charge on most (or "Service not included"), "TOTAL", the VAT
 * at 20% included in food and drink only (with the net), a tip added on the card terminal on some with
 * "TOTAL PAID", card and authorisation code or cash.
 */
export const enUkGastropubBill: Layout = {
  id: 'en-uk-gastropub-bill',
  lang: 'en',
  kind: 'restaurant',
  make(rng: Rng) {
    const p = rng.pick(PUBS);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const covers = rng.int(2, 6);
    const lines = [...rng.some(DRINKS, rng.int(2, 4)), ...rng.some(FOOD, rng.int(2, 5))].map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.min(covers, 3)) }));
    const sub = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const service = rng.chance(0.7) ? share(sub, 12.5) : 0;
    const bill = sub + service;
    const cash = rng.chance(0.2);
    const tip = !cash && !service && rng.chance(0.6) ? Math.round(sub * rng.pick([0.1, 0.12])) : !cash && service && rng.chance(0.2) ? 500 : 0;
    const total = bill + tip;
    const vat = vatOfGross(sub, 20);
    const docNo = `0${rng.int(10000, 99999)}`;
    const font = rng.pick(['Nimbus Mono PS', 'DejaVu Sans', 'Roboto Condensed']);
    const stretch = font === 'DejaVu Sans' ? 'font-stretch:condensed;' : '';
    const opened = rng.int(12 * 60, 20 * 60);
    const dateText = rng.chance(0.5) ? dt(date, 'dd/mm/yyyy') : `${enDay(date).slice(0, 3)} ${dt(date, 'd Mon yyyy')}`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(p.brand)}</div><div class="c">${p.addr.map(esc).join('<br>')}<br>Tel ${p.tel}${rng.digits(4)}</div>
<div class="c sm">${esc(p.legal)} · VAT Reg No. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}</div><div class="d"></div>
${r(`Table ${rng.int(1, 28)}`, `Covers ${covers}`)}${r(`Server: ${esc(rng.pick(['Becky', 'Tom', 'Aisha', 'Callum', 'Priya']))}`, `Check #${rng.int(1000, 9999)}`)}${r(dateText, hhmm(opened + rng.int(45, 140)))}
<div class="c b">VAT RECEIPT No. ${docNo}</div><div class="d"></div>
${lines.map((l) => r(`${l.qty} ${esc(l.name)}`, amount(l.qty * l.unit))).join('')}<div class="d"></div>
${r('Subtotal', amount(sub))}${service ? r('Optional service 12.5%', amount(service)) : ''}${r('TOTAL', gbp(bill), 'b big')}
${r('VAT 20% (incl.) on food & drink', amount(vat))}${r('Net food & drink', amount(sub - vat))}${service ? '<div class="sm">Service is discretionary and goes in full to the team. It is not subject to VAT.</div>' : '<div class="sm">Service not included.</div>'}<div class="d"></div>
${cash ? `${r('Cash', amount(Math.ceil(total / 1000) * 1000))}${r('Change', amount(Math.ceil(total / 1000) * 1000 - total))}` : `${r(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} CONTACTLESS ****${rng.digits(4)}`, '')}${r('Sale', amount(bill))}${tip ? r('Gratuity', amount(tip)) : ''}${r('TOTAL PAID', gbp(total), 'b')}${r('Auth code', `${rng.digits(4)}${rng.pick(['A', 'B', 'K', 'X'])}${rng.digits(1)}`)}`}
<div class="d"></div><div class="c">Thank you — see you again soon!</div><div class="c sm">Ask about our rooms &amp; Sunday roasts</div></div>`;
    const css = `body{font-family:'${font}',monospace;${stretch}font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'C059',serif;font-size:21px;font-weight:bold;text-align:center;line-height:1.15;margin-bottom:1mm}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.sm{font-size:9.5px;margin-top:1mm}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 240mm', css, body }),
      truth: { vendorName: p.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
