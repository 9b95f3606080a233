import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, e, next, total } from './extra';

const ID = 'en-turks-caicos-providenciales-conch-shack-bill';

/** Menu: item, price in cents (2022). */
const MENU: [string, number][] = [
  ['Cracked Conch Basket', 2400],
  ['Conch Fritters (8)', 1600],
  ['Conch Salad', 1900],
  ['Grilled Lobster Tail', 4800],
  ['Jerk Grouper Plate', 3200],
  ['Peas n Rice', 700],
  ['Johnny Cake', 500],
  ["Turk's Head Lager", 800],
  ['Rum Punch', 1200],
  ['Fresh Coconut Water', 700],
  ['Key Lime Pie', 1100],
];

/**
 * A conch shack's bill at Blue Hills, Providenciales, Turks and Caicos, 80 mm (DejaVu Sans Mono): the shack's name and its
 * company, "Check #" with four digits, server, table and guests, the date (mm/dd/yyyy) and time, items "qty item amount",
 * "Food & Bev", the "Govt Hotel & Tourism Tax 12%" and a "Service Charge 10%" both on it, "TOTAL DUE USD"; on some a card
 * slip below a cut line with a tip written in and the card total (not part of the bill). Open every day.
 */
export const enTurksCaicosProvidencialesConchShackBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const guests = rng.int(2, 7);
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, price]) => {
      const qty = rng.int(1, Math.max(1, guests - 1));
      const each = Math.round((price * up) / 50) * 50;
      return { name, qty, each, sum: qty * each };
    });
    const food = total(lines.map((l) => l.sum));
    const tax = Math.round((food * 12) / 100);
    const service = Math.round((food * 10) / 100);
    const bill = food + tax + service;
    const tip = rng.chance(0.5) ? rng.pick([500, 1000, 1500, 2000]) : 0;
    const vendorName = 'Da Conch Shack Ltd.';
    const doc = String(rng.int(1000, 9999));
    const usd = (c: number) => amount(c);
    const line = (a: string, b: string, cls = '') => `<div class="row ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="c big">DA CONCH SHACK</div><div class="c sm">${e(vendorName)}<br>Blue Hills Road, Providenciales<br>Turks &amp; Caicos Islands · (649) 946-${rng.digits(4)}</div>
<div class="rule"></div>
${line(`Check #${doc}`, `Table ${rng.int(1, 30)}`)}${line(`Server: ${rng.pick(['Shanice', 'Delroy', 'Kendra', 'Marco'])}`, `Guests: ${guests}`)}${line(dt(date, 'mm/dd/yyyy'), hhmm(rng.int(11 * 60, 21 * 60)))}
<div class="rule"></div>
${lines.map((l) => line(`${l.qty} ${e(l.name)}`, usd(l.sum))).join('')}
<div class="rule"></div>
${line('Food &amp; Bev', usd(food))}${line('Govt Hotel &amp; Tourism Tax 12%', usd(tax))}${line('Service Charge 10%', usd(service))}
${line('TOTAL DUE USD', usd(bill), 'tot')}
<div class="c sm">Service charge is shared by all staff.</div>
${tip ? `<div class="cut">- - - - - - - - - - - - - - - - - - -</div><div class="c b">CARD SLIP · VISA ${rng.digits(4)}</div>${line('Amount', usd(bill))}${line('Tip', usd(tip))}${line('Card total', usd(bill + tip), 'b')}<div class="c sm">x________________________</div>` : `<div class="c sm">Paid: ${rng.pick(['CASH', 'MASTERCARD', 'VISA', 'AMEX'])}</div>`}
<div class="c sm">Thank you - come back soon!</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono';font-size:11.5px;width:70mm;padding:4mm 5mm}.big{font-size:17px;font-weight:bold}.tot{font-weight:bold;font-size:14px;border-top:1px dashed #000;border-bottom:1px dashed #000;padding:2px 0;margin:3px 0}.cut{text-align:center;margin:8px 0 4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(bill), tax: truthAmount(tax) },
    };
  },
};
