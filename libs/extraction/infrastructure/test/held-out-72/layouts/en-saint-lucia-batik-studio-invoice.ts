import { addDays, amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, row, total, vatOn } from './extra';

const ID = 'en-saint-lucia-batik-studio-invoice';

/** Saint Lucia's standard VAT on goods: 12.5% in 2022 to 2025 (2026 left out: no page of 2026 stating it was found). */
const VAT = 12.5;
/** The EC dollar's fixed rate to the US dollar. */
const XCD_PER_USD = 2.7;

const CLIENTS: [string, string][] = [
  ['Cap Estate Villa Collection Ltd.', 'Cap Estate, Gros Islet'],
  ['Marigot Hideaway Cottages Inc.', 'Marigot Bay, Castries'],
  ['Soufrière Hillside Villas Ltd.', 'Rabot Road, Soufrière'],
  ['Rodney Bay Boutique Suites Ltd.', 'Reduit Beach Avenue, Rodney Bay'],
];

/** Batik goods: name, lowest and highest price in US dollars. */
const GOODS: [string, number, number][] = [
  ['Hand-painted batik cushion cover, 18" × 18", hibiscus', 38, 48],
  ['Hand-painted batik cushion cover, 22" × 22", breadfruit leaf', 46, 58],
  ['Batik sarong, cotton voile, pitons motif', 32, 42],
  ['Batik table runner, 14" × 72"', 44, 62],
  ['Batik napkins, set of six', 36, 48],
  ['Batik wall hanging, 36" × 48", framed on stretcher', 185, 320],
  ['Batik bed throw, 60" × 90"', 140, 210],
];

/**
 * A batik studio on the Morne above Castries invoicing villa and cottage businesses for batik goods, A4 (Z003 for the
 * name, Liberation Serif): VAT registration number, "MFB-nnnn", "Month d, yyyy", order reference, goods with sizes in
 * inches, "US$" amounts, VAT 12.5% added (goods made and sold on the island: no levy on the invoice), the EC dollar
 * equivalent at 2.70, delivered free. Never on a Sunday.
 */
export const enSaintLuciaBatikStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const [client, address] = rng.pick(CLIENTS);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => {
      const big = hi > 100;
      const qty = big ? rng.int(1, 4) : rng.int(4, 24);
      const unit = rng.int(lo, hi) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, VAT);
    const gross = net + vat;
    const vendorName = 'Morne Fortune Batik Studio Ltd.';
    const doc = `MFB-${rng.int(1200, 4800)}`;
    const body = `<div class="brand">Morne Fortune Batik</div><div class="c sm">${e(vendorName)} · Morne Fortune Road, Castries, Saint Lucia, W.I.<br>Tel (758) 452-${rng.digits(4)} · studio@mornebatik.lc · VAT Reg. No. ${rng.digits(6)}-${rng.digits(1)}</div>
<div class="title">INVOICE</div>
<div class="top"><div>${pairs([
      ['Sold to', e(client)],
      ['', e(address)],
      ['Your order', `PO ${rng.int(300, 990)}`],
    ])}</div><div>${pairs([
      ['Invoice No.', doc],
      ['Date', dt(date, 'Month d, yyyy')],
      ['Delivered', dt(addDays(date, rng.int(0, 3)), 'Month d, yyyy')],
      ['Terms', 'Net 14 days'],
    ])}</div></div>
${items(
  ['Item', 'Qty', 'Unit price', 'Amount'],
  lines.map((l) => [e(l.name), String(l.qty), `US$ ${amount(l.unit)}`, `US$ ${amount(l.sum)}`]),
)}
<div class="tot">${row('Subtotal', `US$ ${amount(net)}`)}${row(`VAT @ ${VAT}%`, `US$ ${amount(vat)}`)}${row('Delivery', 'no charge')}${row('TOTAL', `US$ ${amount(gross)}`, 'b big')}${row('EC$ equivalent @ 2.70', `EC$ ${amount(Math.round(gross * XCD_PER_USD))}`, 'sm')}</div>
<div class="foot">Every piece is waxed, dyed and painted by hand in our studio, so colours vary a little from piece to piece. Wash cold, dry in shade. Payment by cheque or wire to Bank of Saint Lucia, account ${rng.digits(9)}. Thank you for supporting Saint Lucian craft.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','Nimbus Roman';font-size:13px;padding:15mm 18mm;color:#2a1f14}.brand{font-family:'Z003','Liberation Serif';font-size:40px;text-align:center;color:#7b2d26}.title{text-align:center;letter-spacing:6px;font-size:18px;margin:12px 0;border-top:1px solid #7b2d26;border-bottom:1px solid #7b2d26;padding:3px}
.top{display:flex;justify-content:space-between;margin-bottom:8px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:44%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #2a1f14}.foot{margin-top:26px;font-size:11px;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
