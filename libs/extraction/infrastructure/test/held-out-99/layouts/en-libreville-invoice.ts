import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, comma, next, plus, total, vatOn } from './extra';

const ID = 'en-libreville-invoice';

/** Item, cents a unit, quantity range. */
const COLD: [string, number, [number, number]][] = [
  ['Preventive upkeep, freezer room (quarterly)', 68000, [1, 4]],
  ['Refrigerant R404A recharge, per kg', 4200, [3, 18]],
  ['Compressor rebuild, hermetic', 245000, [1, 1]],
  ['Evaporator blower, supplied and fitted', 38500, [1, 3]],
  ['Gasket replacement, per metre', 2900, [4, 20]],
  ['Probe logger, installed', 16500, [1, 4]],
  ['Labour hours, weekend', 7800, [2, 12]],
  ['Flaker descaling', 22000, [1, 2]],
  ['Journey, Libreville to Owendo', 9000, [1, 3]],
];
const CLIENTS = ['Akanda Pêcheries Réunies', 'Hôtel Baie Royale Gestion', 'Owendo Fret Maritime', 'Ntoum Laitière du Gabon'];

/**
 * A refrigeration contractor in Libreville, Gabon, invoicing companies in euros, A4 (Nimbus Sans, Nimbus Mono PS for
 * figures): a thin top rule, "ESTUAIRE FROID" spaced in capitals left over "Estuaire Froid Technique SARL", the address, "NIF" and "RCCM"
 * right; "INVOICE" with "No. EFT/yy/nnnn" and "Issued" d Month yyyy in a row of three cells with the payment date;
 * "Customer" and the site; a monospaced table in "1 234,56"; "Total excl. VAT", "VAT (TVA) 18%", "TOTAL DUE EUR" with
 * "€" at the end; a note on the euro account; not Sunday.
 */
export const enLibrevilleInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const lines = rng.some(COLD, rng.int(3, 6)).map(([name, p, [lo, hi]]) => ({ name, q: rng.int(lo, hi), p }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const vendorName = 'Estuaire Froid Technique SARL';
    const doc = `EFT/${date.slice(2, 4)}/${String(rng.int(30, 1400)).padStart(4, '0')}`;
    const eu = (c: number) => comma(c, ' ');
    const body = `<div class="top"></div><div class="hd"><div><div class="nm">ESTUAIRE FROID</div><div class="reg">${vendorName}</div>Zone Industrielle d'Oloumi, B.P. ${rng.int(1000, 9999)}, Libreville, Gabon</div><div class="rt">NIF ${rng.digits(6)} ${rng.pick(['A', 'B', 'C'])}<br>RCCM GA-LBV-${2010 + rng.int(0, 12)}-B-${rng.digits(5)}</div></div>
<h1>INVOICE</h1><table class="cells"><tr><td><span>No.</span>${doc}</td><td><span>Issued</span>${dt(date, 'd Month yyyy')}</td><td><span>Payment by</span>${dt(plus(date, 45), 'd Month yyyy')}</td></tr></table>
<p><b>Customer:</b> ${rng.pick(CLIENTS)}, Libreville<br><b>Premises:</b> ${rng.pick(['freezer no. 2', 'scullery', 'curing room', 'milk tanks'])}</p>
<table class="t"><tr><th>Item</th><th>Qty</th><th>Unit EUR</th><th>Amount EUR</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td class="n">${l.q}</td><td class="n">${eu(l.p)}</td><td class="n">${eu(l.q * l.p)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Total excl. VAT</td><td class="n">${eu(net)} €</td></tr><tr><td>VAT (TVA) 18%</td><td class="n">${eu(vat)} €</td></tr><tr class="g"><td>TOTAL DUE EUR</td><td class="n">${eu(gross)} €</td></tr></table>
<p class="sm">Settlement in euros by agreement (XAF 655.957 = EUR 1). Euro account with BGFIBank Gabon, ref. ${rng.digits(11)}.</p>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12px;padding:12mm 16mm}.top{border-top:1px solid #000;margin-bottom:8px}.hd{display:flex;justify-content:space-between}.nm{font-size:19px;font-weight:bold;letter-spacing:2px}.rt{text-align:right}.reg{font-weight:bold}
h1{font-size:26px;font-weight:normal;margin:20px 0 6px}.cells{border-collapse:collapse;width:100%}.cells td{border:1px solid #000;padding:5px 8px}.cells span{display:block;font-size:10px;color:#555}
.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{text-align:left;border-bottom:1px solid #000;padding:4px}.t td{padding:4px;border-bottom:1px dotted #999}.n{font-family:'Nimbus Mono PS';text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 8px}.tot .g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.sm{font-size:10.5px;margin-top:28px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
