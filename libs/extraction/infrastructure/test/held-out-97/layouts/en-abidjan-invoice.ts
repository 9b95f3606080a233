import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, comma, next, plus, total, vatOn } from './extra';

const ID = 'en-abidjan-invoice';

/** Line, unit, cents before TVA in 2022, quantity range. */
const WORKS: [string, string, number, [number, number]][] = [
  ['Cat 6A outlet, supplied and fitted', 'point', 8500, [12, 60]],
  ['Fusion splice', 'strand', 2400, [12, 48]],
  ['19-inch enclosure 24U', 'unit', 68000, [1, 2]],
  ['Patch bay, 24 outlets, loaded', 'unit', 21000, [1, 4]],
  ['Layer-3 hub, 48 outlets, configured', 'unit', 145000, [1, 2]],
  ['Wi-Fi transmitter, overhead', 'unit', 23500, [2, 10]],
  ['Perforated tray, galvanised', 'metre', 1800, [20, 120]],
  ['Link verification report', 'point', 900, [12, 60]],
  ['Specialist, on-site', 'hour', 5500, [4, 24]],
];

/**
 * A network cabling contractor in Abidjan, Côte d'Ivoire, invoicing the local company of an Israeli irrigation firm in
 * euros, A4 (Noto Serif for the headings, DejaVu Sans Mono for figures, Noto Sans): a grey header band with "ÉBRIÉ
 * CONNECTIQUE" and "Ébrié Connectique SARL", Plateau, an "NCC" (seven digits and a letter) and an RCCM number; "INVOICE" with a
 * three-row box ("No. F25/0nnn" with a two-digit year, "Date dd/mm/yyyy", "Due dd/mm/yyyy"); the client in Cocody and
 * "Premises" with a purchase order; lines (description, unit, quantity, unit price, amount) written "1 234,56"; "Total
 * excl. VAT (HT)", "VAT (TVA) 18%", "Total incl. VAT (TTC)" "EUR …"; payment terms and IBAN; Monday to Saturday.
 */
export const enAbidjanInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const chosen = rng.some(WORKS, rng.int(4, 7)).sort((a, b) => WORKS.indexOf(a) - WORKS.indexOf(b));
    const lines = chosen.map(([d, u, p, [lo, hi]]) => {
      const q = rng.int(lo, hi);
      const price = Math.round((p * rise) / 10) * 10;
      return { d, u, q, price, sum: q * price };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const fr = (c: number) => comma(c, ' ');
    const vendorName = 'Ébrié Connectique SARL';
    const doc = `F${date.slice(2, 4)}/0${rng.int(100, 999)}`;
    const body = `<div class="band"><div><div class="nm">ÉBRIÉ CONNECTIQUE</div><div>${vendorName} · Avenue Chardy, Plateau, Abidjan, Côte d'Ivoire</div><div>NCC ${rng.digits(7)} ${rng.pick(['A', 'K', 'M', 'R'])} · RCCM CI-ABJ-${rng.int(2014, 2021)}-B-${rng.digits(5)} · +225 27 20 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div></div></div>
<div class="mid"><div class="cl"><div class="lb">BILL TO</div><div><b>Irrigo Lagunes SARL</b></div><div>Riviera 3, Cocody, Abidjan</div><div>Premises: ${rng.pick(['block A', 'block B', 'annex', 'upper level'])}</div><div>Purchase order ${rng.int(4500, 4999)}-${rng.digits(3)}</div></div>
<div><div class="inv">INVOICE</div><table class="box"><tr><th>No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><th>Due</th><td>${dt(plus(date, 30), 'dd/mm/yyyy')}</td></tr></table></div></div>
<table class="li"><thead><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.d}</td><td>${l.u}</td><td class="n">${l.q}</td><td class="n">${fr(l.price)}</td><td class="n">${fr(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><th>Total excl. VAT (HT)</th><td class="n">${fr(net)}</td></tr><tr><th>VAT (TVA) 18%</th><td class="n">${fr(vat)}</td></tr><tr class="g"><th>Total incl. VAT (TTC)</th><td class="n">EUR ${fr(gross)}</td></tr></table>
<div class="ft">Invoiced in euros as agreed (EUR 1 = XOF 655.957). Payment by transfer within 30 days · IBAN CI93 CI0${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · BIC ${rng.pick(['SGCICIAB', 'ECOCCIAB', 'BICICIAB'])}</div>`;
    const css = `body{font-family:'Noto Sans';font-size:11.5px;margin:0}.band{background:#ddd;padding:12mm 16mm 6mm}.nm{font-family:'Noto Serif';font-size:26px;font-weight:bold;letter-spacing:2px}
.mid{display:flex;justify-content:space-between;padding:8mm 16mm 4mm}.lb{font-size:10px;color:#666;letter-spacing:1px}.cl{line-height:1.6}.inv{font-family:'Noto Serif';font-size:30px;text-align:right}.box{border:1px solid #000;border-collapse:collapse}.box th,.box td{border:1px solid #000;padding:3px 8px;text-align:left}
.li{width:calc(100% - 32mm);margin:0 16mm;border-collapse:collapse}.li th{text-align:left;background:#333;color:#fff;padding:5px}.li th:nth-child(n+3){text-align:right}.li td{padding:5px;border-bottom:1px solid #ccc}.n{font-family:'DejaVu Sans Mono';text-align:right;white-space:nowrap}
.tot{margin:12px 16mm 0 auto;border-collapse:collapse}.tot th{text-align:left;font-weight:normal;padding:4px 14px 4px 4px}.tot .g{font-weight:bold;background:#ddd}.tot .g th{font-weight:bold}.ft{margin:26px 16mm 0;font-size:10.5px;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
