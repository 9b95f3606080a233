import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-uruguayan-leather-tannery-invoice';

/** Uruguayan leather tannery's invoice in US dollars with Uruguay's 22% IVA. */
export const enUruguayanLeatherTanneryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0, 6]);
    const co = n % 2 === 0;
    const cat: [string, number][] = [
      ['Full-grain cowhide, per m²', 4200],
      ['Sheepskin throw', 16500],
      ['Leather mate cup holder', 3800],
      ['Saddle leather belt blank', 2600],
      ['Suede off-cuts bundle, 2 kg', 5500],
      ['Carpincho leather gloves', 9800],
    ];
    const rows = rng.some(cat, rng.int(2, 4)).map(([d, u]) => [d, rng.int(1, 8), u] as [string, number, number]);
    const sub = total(rows.map(([, q, u]) => q * u));
    const disc = sub >= 50000 ? Math.round((sub * 5) / 100) : 0;
    const base = sub - disc;
    const iva = vatOn(base, 22);
    const gross = base + iva;
    const vendorName = co ? 'Curtiembre del Plata S.A.' : 'Cueros Colonia S.R.L.';
    const doc = co ? `A-${rng.digits(7)}` : `CC-${date.slice(2, 4)}-${rng.digits(4)}`;
    const f = (iso: string) => (co ? dt(iso, 'dd.mm.yyyy') : dt(iso, 'd Mon yyyy'));
    const m = (c: number) => (co ? `U$S ${amount(c)}` : `USD ${comma(c, '.')}`);
    const rut = rng.digits(12);
    const head = co
      ? `<div class="hd"><div class="brand">PLATA LEATHER</div><div class="sm">${vendorName}<br>RUT ${rut}<br>Camino Carrasco 4120, Montevideo, Uruguay</div></div>`
      : `<div class="hd"><div class="brand">Colonia Tannery Works</div><div class="sm">Colonia del Sacramento, Uruguay</div></div>`;
    const body = `<div class="sheet">${head}<h2>INVOICE / FACTURA E-TICKET</h2>
${pairs(
  [
    ['Invoice No.', doc],
    ['Invoice date', f(date)],
    ['Purchase order', `PO-${rng.digits(5)}`],
    ['Dispatch', f(plus(date, rng.int(2, 6)))],
    ['Customer No.', `C${rng.digits(5)}`],
    ['Incoterm', 'DAP Haifa'],
  ],
  2,
)}
<div>Buyer: ${rng.pick(['Ort Leatherworks, Tel Aviv, Israel', 'Shira Adler, Modiin, Israel', 'Saddle & Co., Kfar Yehoshua, Israel'])}</div>
${items(
  ['Item', 'Qty', 'Unit price', 'Amount'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), amount(q * u)]),
)}
${row('Subtotal', m(sub))}${disc ? row('Trade discount 5%', `-${m(disc)}`) : ''}${row('Net taxable', m(base))}${row('IVA 22%', m(iva))}${row('TOTAL', m(gross), 'b big')}
<div class="sm">Wire to Banco República, SWIFT BROUUYMM, account ${rng.digits(10)} · DHL waybill ${rng.digits(10)}</div>
${co ? '' : `<div class="foot">${vendorName} · RUT ${rut}</div>`}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Liberation Serif'"};font-size:${co ? '13px' : '11px'}}.sheet{padding:${co ? '16mm' : '9mm'}}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #732}
.brand{font-size:24px;font-weight:bold;color:#732}.big{font-size:1.2em}.foot{margin-top:20px;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(iva) },
    };
  },
};
