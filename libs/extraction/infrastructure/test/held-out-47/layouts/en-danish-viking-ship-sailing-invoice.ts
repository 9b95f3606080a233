import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, comma, grid, items, next, plus, row, total, vatOn } from './extra';

const ID = 'en-danish-viking-ship-sailing-invoice';

/** Danish Viking ship replica sailing trips: an invoice in euros with 25% moms added. */
export const enDanishVikingShipSailingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const date = avoid(d0, [0, 6]);
    const a = n % 2 === 0;
    const people = rng.int(2, 8);
    const rows: [string, number, number][] = [[rng.pick(['Fjord sailing, 3 hours, per person', 'Rowing & sailing day trip, per person']), people, rng.pick([5900, 7400, 9800])]];
    if (rng.chance(0.6)) rows.push(['Viking lunch on board', people, 1850]);
    if (rng.chance(0.5)) rows.push(['Guided tour of the boatyard', people, 1200]);
    if (rng.chance(0.4)) rows.push(['Wool cloak hire', rng.int(1, people), 800]);
    if (rng.chance(0.4)) rows.push(['Photo package (digital)', 1, 4500]);
    const net = total(rows.map(([, q, u]) => q * u));
    const tax = vatOn(net, 25);
    const gross = net + tax;
    const vendorName = a ? 'Drageskib Oplevelser ApS' : 'Limfjord Vikingesejlads A/S';
    const doc = a ? `DS${date.slice(0, 4)}-${rng.digits(4)}` : String(rng.int(10000, 99999));
    const fmt = (iso: string) => (a ? dt(iso, 'dd.mm.yyyy') : dt(iso, 'd Month yyyy'));
    const money = (c: number) => (a ? `€ ${comma(c, '.')}` : `EUR ${amount(c)}`);
    const cvr = rng.digits(8);
    const head = `<div class="hd"><div><div class="brand">${a ? 'DRAGON PROW SAILING' : 'Limfjord Longships'}</div><div class="sm">${a ? 'Vindeboder 12, 4000 Roskilde, Denmark' : 'Havnevej 3, 7800 Skive, Denmark'}</div></div>
<div class="sm">${vendorName}<br>CVR ${cvr} · VAT DK${cvr}<br>+45 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div></div>`;
    const trip = plus(date, -rng.int(1, 6));
    const body = `<div class="sheet">${head}<h1>INVOICE / FAKTURA</h1>
${grid([
  ['Invoice No. / Fakturanr.', doc],
  ['Invoice date / Fakturadato', fmt(date)],
  ['Sailing date / Sejladsdato', fmt(trip)],
  ['Due / Forfald', fmt(plus(date, 8))],
  ['Booking ref.', `VK-${rng.digits(6)}`],
])}
<div><b>Customer:</b> ${rng.pick(['Ofer Katz, Haifa, Israel', 'Tamar Levi-Shani, Jerusalem, Israel', "Israeli Sailing Club Ra'anana"])} · passport ${rng.digits(8)} · participants: ${people}</div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  rows.map(([name, q, u]) => [name, String(q), money(u), money(q * u)]),
)}
<div class="tot">${row('Subtotal excl. VAT / Netto', money(net))}${row('VAT / Moms 25%', money(tax))}${row('Total / I alt', money(gross), 'b big')}</div>
<div class="sm">Card deposit ending ${rng.digits(4)} held at booking; please pay by bank transfer. IBAN DK${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · BIC DABADKKK · FI-kort +71&lt;${rng.digits(15)}&gt; · Ship registry ${notAnId(rng)}</div></div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${a ? "'DejaVu Serif'" : "'Nimbus Sans'"};font-size:12px}
.sheet{padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:3px solid ${a ? '#7a1f1f' : '#1f4a7a'}}.brand{font-size:24px;font-weight:bold;color:${a ? '#7a1f1f' : '#1f4a7a'}}
h1{font-size:19px}.grid th{background:#f0ece4}.tot{width:50%;margin-left:auto}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
