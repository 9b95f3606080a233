import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, comma, e, next, plus, total, vatOn } from './extra';

const ID = 'en-skagen-invoice';
/** Denmark's VAT (moms), one rate for all these supplies. */
const MOMS = 25;

/** Service, unit, pence a unit before VAT in 2022, quantity choices (scaled by the party's size where marked). */
const EVENT: [string, string, number, number[] | 'people' | 'rooms'][] = [
  ['Single room with breakfast', 'room', 14500, 'rooms'],
  ['Double room with breakfast', 'room', 18500, [2, 4, 6]],
  ['Day delegate package (meeting room, lunch, refreshments)', 'person-day', 6200, 'people'],
  ['Plenary room, projection and speakers', 'day', 42000, [1, 2, 3]],
  ['Breakout room', 'day', 16000, [1, 2, 4]],
  ['Dinner, 3 courses', 'person', 5400, 'people'],
  ['Paired pours with dinner', 'person', 3200, 'people'],
  ['Heathland ramble with naturalist', 'outing', 38000, [1]],
  ['Smoked mackerel supper', 'person', 4500, 'people'],
  ['Extended checkout', 'room', 4000, [2, 4]],
];
const CLIENTS: [string, string[]][] = [
  ['Thornbury Risk Partners Ltd', ['Attn: Finance', '3 Princes Close', 'Norwich NR2 1LT']],
  ['Cobalt Kestrel Studios Ltd', ['Accounts payable', 'Unit 7, Kingfisher Mews', 'Swindon SN1 4BQ']],
  ['Marlow & Pike Turbines plc', ['Purchase ledger', '18 Victoria Avenue', 'Harrogate HG1 2QP']],
  ['Quillon Pensions Trustees Ltd', ['Company secretary', '40 Southernhay East', 'Exeter EX1 1PE']],
];

/**
 * A conference estate in the dunes at Skagen, Denmark, invoicing a British company's retreat in pounds sterling by
 * agreement, A4 (Noto Serif Display for the name, Noto Serif): "HVIDKLIT" in widely spaced capitals with
 * "Kursusgård · Skagen" under it, on the right "Hvidklit Kursusgård A/S", the street, "DK-9990 Skagen", CVR and a phone number;
 * a thin rule; the client's address block beside a two-column table ("Invoice no." HK-yy-nnn, "Invoice date"
 * dd.mm.yyyy, "Period" the arrival and departure (the invoice 0-6 days after departure), "Your PO", "Due date" 14 days
 * on); service, unit, quantity, unit price and amount with Danish notation ("1.234,56"); "Net amount", "VAT (moms)
 * 25%", "Total GBP" boxed; a note on the currency and Danish VAT, the bank (GBP account); Monday to Friday.
 */
export const enSkagenInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [8, 28]);
    const date = avoid(raw, [0, 6]);
    const nights = rng.int(1, 3);
    const departure = plus(date, -rng.int(0, 6));
    const arrival = plus(departure, -nights);
    const people = rng.int(8, 34);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const chosen = [
      EVENT[0],
      EVENT[2],
      EVENT[5],
      ...rng.some(
        EVENT.filter((_, i) => ![0, 2, 5].includes(i)),
        rng.int(2, 5),
      ),
    ].sort((a, b) => EVENT.indexOf(a) - EVENT.indexOf(b));
    const lines = chosen.map(([name, unit, p, qs]) => {
      const q = qs === 'people' ? people * (unit === 'person-day' ? nights + 1 : nights) : qs === 'rooms' ? people * nights : rng.pick(qs);
      return { name, unit, q, p: Math.round((p * rise) / 100) * 100 };
    });
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, MOMS);
    const gross = net + vat;
    const vendorName = 'Hvidklit Kursusgård A/S';
    const doc = `HK-${date.slice(2, 4)}-${rng.int(100, 999)}`;
    const [client, address] = rng.pick(CLIENTS);
    const dk = (c: number) => comma(c, '.');
    const body = `<div class="head"><div><div class="mark">HVIDKLIT</div><div class="sub">Kursusgård · Skagen</div></div>
<div class="vd"><b>${e(vendorName)}</b><br>Hvidklitvej ${rng.int(2, 40)}<br>DK-9990 Skagen, Denmark<br>CVR ${rng.int(30000000, 44999999)}<br>☎ +45 98 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div></div><div class="hair"></div>
<h1>Invoice</h1>
<div class="mid"><div class="to"><div class="lb">Invoice to</div><b>${e(client)}</b><br>${address.map(e).join('<br>')}<br>United Kingdom</div>
<table class="meta"><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Invoice date</th><td>${dt(date, 'dd.mm.yyyy')}</td></tr><tr><th>Period</th><td>${dt(arrival, 'dd.mm.yyyy')} – ${dt(departure, 'dd.mm.yyyy')}</td></tr>
<tr><th>Delegates</th><td>${people}</td></tr><tr><th>Your PO</th><td>${rng.digits(6)}</td></tr><tr><th>Due date</th><td>${dt(plus(date, 14), 'dd.mm.yyyy')}</td></tr></table></div>
<table class="t"><thead><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${e(l.name)}</td><td>${l.unit}</td><td>${l.q}</td><td>${dk(l.p)}</td><td>${dk(l.q * l.p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>Net amount</td><td>${dk(net)}</td></tr><tr><td>VAT (moms) ${MOMS}%</td><td>${dk(vat)}</td></tr><tr class="g"><td>Total GBP</td><td>${dk(gross)}</td></tr></table>
<div class="note">All amounts in British pounds (GBP) as agreed in the reservation. VAT in Denmark at ${MOMS}% applies to accommodation, dining and meeting rooms at Skagen.<br>
Please pay by the due date to our GBP account: IBAN DK${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}, quoting ${doc}.</div>`;
    const css = `body{font-family:'Noto Serif';font-size:12px;padding:16mm 18mm;color:#1b1b1b}.head{display:flex;justify-content:space-between;align-items:flex-end}.mark{font-family:'Noto Serif Display';font-size:34px;letter-spacing:12px}.sub{letter-spacing:3px;font-size:12px;color:#555}
.vd{text-align:right;font-size:11px;line-height:1.5}.hair{border-top:0.5px solid #000;margin:10px 0 18px}h1{font-family:'Noto Serif Display';font-weight:normal;font-size:26px;margin:0 0 10px}
.mid{display:flex;justify-content:space-between}.to{line-height:1.5}.lb{font-size:10px;text-transform:uppercase;letter-spacing:1px;color:#666}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 12px 2px 0}.meta td{padding:2px 0;text-align:right}
.t{width:100%;border-collapse:collapse;margin-top:22px}.t th{text-align:left;font-weight:normal;font-size:10.5px;color:#555;border-bottom:1px solid #000;padding:4px}.t td{padding:5px 4px;border-bottom:0.5px solid #bbb}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{margin:14px 0 0 auto;border-collapse:collapse;min-width:75mm}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.tot .g td{border:1.5px solid #000;font-weight:bold;font-size:14px;padding:6px}.note{margin-top:30px;font-size:10.5px;line-height:1.6;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
