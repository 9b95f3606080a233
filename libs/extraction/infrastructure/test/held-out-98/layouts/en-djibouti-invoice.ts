import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, next, plus, total, vatOn } from './extra';

const ID = 'en-djibouti-invoice';

/** Item, unit, cents a unit before VAT in 2022, quantity range. */
const ITEMS: [string, string, number, [number, number]][] = [
  ['Genset 200 kW, standby rating', 'day', 42000, [5, 30]],
  ['Genset 80 kW, prime rating', 'day', 21500, [5, 30]],
  ['Floodlight mast, 4 x 1000 W', 'day', 6500, [5, 30]],
  ['Gasoil delivered', 'litre', 125, [800, 6000]],
  ['Distribution cubicle 400 A with leads', 'day', 3800, [5, 30]],
  ['Standby crew, day rate', 'day', 18000, [1, 6]],
  ['Lowbed haulage, yard and return', 'trip', 95000, [1, 2]],
  ['Load bank session, 4 hours', 'each', 64000, [1, 1]],
];
const CLIENTS = ['Horn Bulk Terminals SARL', 'Doraleh Quay Logistique SA', 'Arta Frigo SARL', 'Balbala Constructions SARL'];

/**
 * A plant-hire firm in Djibouti invoicing a local company in US dollars, A4 (URW Gothic for the name and headings, Noto
 * Sans): a black rule across the top, "GOUBET GROUPES ÉLECTROGÈNES" in wide capitals, "Goubet Groupes Électrogènes SARL", the
 * Boulaos address, "NIF" (nine digits failing the Israeli check) and an RCS number; "INVOICE" right with a two-column
 * block ("Invoice number GR-yy-nnnn", "Invoice date" dd Mon yyyy, "Hire period" from and to, "Payment" 30 days); "Bill
 * to" the client and its site; a table (description, unit, quantity, rate, amount) in USD; "Net amount", "TVA 10%",
 * "Total amount due USD" "$ …"; bank details; not Friday.
 */
export const enDjiboutiInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const days = rng.int(7, 30);
    const lines = rng
      .some(ITEMS, rng.int(3, 6))
      .map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: unit === 'day' && !name.startsWith('Standby') ? days : rng.int(lo, hi), p: Math.round(p * rise) }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, 10);
    const gross = net + vat;
    const vendorName = 'Goubet Groupes Électrogènes SARL';
    const doc = `GR-${date.slice(2, 4)}-${rng.int(1000, 9999)}`;
    const end = plus(date, -rng.int(1, 4));
    const start = plus(end, -days + 1);
    const body = `<div class="bar"></div><div class="hd"><div><div class="nm">GOUBET GROUPES ÉLECTROGÈNES</div><div>${vendorName}</div><div>Zone Industrielle, Boulaos, Djibouti</div><div>NIF ${notAnId(rng)} · RCS ${rng.int(1000, 9999)} B ${rng.int(2008, 2019)}</div></div>
<div class="inv"><div class="ti">INVOICE</div><table class="m"><tr><th>Invoice number</th><td>${doc}</td></tr><tr><th>Invoice date</th><td>${dt(date, 'd Mon yyyy')}</td></tr><tr><th>Hire period</th><td>${dt(start, 'd Mon yyyy')} to ${dt(end, 'd Mon yyyy')}</td></tr><tr><th>Payment</th><td>30 days net</td></tr></table></div></div>
<div class="bt"><div class="lb">Bill to</div><b>${rng.pick(CLIENTS)}</b><br>Site: ${rng.pick(['Doraleh', 'Arta', 'Balbala', 'PK12'])}</div>
<table class="t"><thead><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Rate (USD)</th><th>Amount (USD)</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>Net amount</th><td>${amount(net)}</td></tr><tr><th>TVA 10%</th><td>${amount(vat)}</td></tr><tr class="g"><th>Total amount due USD</th><td>$ ${amount(gross)}</td></tr></table>
<div class="bank">Settlement by transfer in US dollars · Account ${rng.digits(11)} · Swift code on request</div>`;
    const css = `body{font-family:'Noto Sans';font-size:11.5px;padding:0 16mm 14mm}.bar{height:7mm;background:#111;margin:0 -16mm 8mm}.hd{display:flex;justify-content:space-between;line-height:1.6}.nm{font-family:'URW Gothic';font-size:24px;letter-spacing:3px;font-weight:bold}
.ti{font-family:'URW Gothic';font-size:30px;text-align:right}.m th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.m td{font-weight:bold;padding:2px 0}.bt{margin:18px 0 10px;line-height:1.6}.lb{font-family:'URW Gothic';text-transform:uppercase;color:#555}
.t{width:100%;border-collapse:collapse}.t th{font-family:'URW Gothic';border-bottom:2px solid #111;text-align:left;padding:5px}.t td{padding:5px;border-bottom:1px solid #ddd}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{width:90mm;margin:12px 0 0 auto;border-collapse:collapse}.tot th{text-align:left;font-weight:normal;padding:4px}.tot td{text-align:right;padding:4px}.tot .g{border-top:2px solid #111;font-weight:bold;font-size:14px}.bank{margin-top:30px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
