import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, plus, total, vatOn } from './extra';

const ID = 'en-madrid-guitar-invoice';

/** Work and goods: name, cents before IVA (2022). */
const WORK: [string, number][] = [
  ['Flamenco guitar, cypress, handmade (model Soleá)', 285000],
  ['Classical guitar, cedar top (model Lavapiés)', 198000],
  ['Fret dressing and setup', 9500],
  ['Bridge re-gluing', 14000],
  ['Golpeador (tap plate) replacement', 4500],
  ['French polish touch-up', 18000],
  ['Hard case, arched lid', 21500],
  ['Strings, set of 3 (tension normal)', 3900],
];

/**
 * A guitar maker's workshop in Madrid's Lavapiés, A4 (P052 headings, Nimbus Sans text): the S.L. with its NIF "B-…", address,
 * "FACTURA / INVOICE", "Nº factura / Invoice no." as year/number ("2024/0087"), "Fecha / Date" (dd/mm/yyyy), the customer with a
 * NIF or passport, lines with decimal commas and dot-grouped thousands, "Base imponible / Taxable base", "IVA 21 %", "TOTAL
 * FACTURA" with "€" after, payment by transfer with an IBAN and a due date. Monday to Friday.
 */
export const enMadridGuitarInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, p]) => {
      const q = p < 10000 ? rng.int(1, 3) : 1;
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, 21);
    const gross = net + vat;
    const vendorName = 'Guitarras Artesanas del Rastro S.L.';
    const doc = `${date.slice(0, 4)}/${String(rng.int(12, 260)).padStart(4, '0')}`;
    const e = (c: number) => `${comma(c)} €`;
    const body = `<div class="top"><div><div class="nm">Guitarras del Rastro</div><div>${vendorName}</div><div class="sm">NIF B-${rng.digits(8)} · Calle del Amparo ${rng.int(3, 90)}, 28012 Madrid · +34 91 ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}</div></div>
<div class="box"><div class="t">FACTURA / INVOICE</div><div>Nº factura / Invoice no.: <b>${doc}</b></div><div>Fecha / Date: <b>${dt(date, 'dd/mm/yyyy')}</b></div></div></div>
<div class="cust"><div class="lbl">Cliente / Bill to</div>${rng.pick(['Jonathan Reyes', 'Ana Lucía Pardo', 'Mikko Laine', 'Sophie Durand', 'Daniel Okafor'])}<br>${rng.pick(['NIF', 'Passport'])} ${rng.digits(8)}${rng.pick(['K', 'T', 'M'])}</div>
${items(
  ['Descripción / Description', 'Qty', 'Precio / Price', 'Importe / Amount'],
  lines.map((l) => [l.name, String(l.q), e(l.unit), e(l.sum)]),
)}
<table class="sums"><tr><th>Base imponible / Taxable base</th><td>${e(net)}</td></tr><tr><th>IVA 21 %</th><td>${e(vat)}</td></tr><tr class="tot"><th>TOTAL FACTURA</th><td>${e(gross)}</td></tr></table>
<div class="pay sm">Forma de pago / Payment: bank transfer to IBAN ES${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} ${rng.digits(10)} · Vencimiento / Due: ${dt(plus(date, 15), 'dd/mm/yyyy')}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:12px;padding:16mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'P052';font-size:28px;font-style:italic;color:#7a1f1f}
.box{border:2px solid #7a1f1f;padding:6px 10px;min-width:62mm}.t{font-family:'P052';font-size:18px;font-weight:bold}.cust{margin:16px 0 8px;border-left:3px solid #7a1f1f;padding-left:8px}.lbl{font-size:0.8em;color:#666}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.sums{margin-left:auto;min-width:50%}.sums th{text-align:left;font-weight:normal;padding:3px 8px}.sums td{text-align:right;padding:3px 8px}.tot{font-weight:bold;font-size:15px;background:#f3e6e6}.pay{margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
