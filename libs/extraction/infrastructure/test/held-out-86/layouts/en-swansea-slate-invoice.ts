import { amount, EN_MONTHS, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-swansea-slate-invoice';

/** Item, pence before VAT (2022). */
const GOODS: [string, number][] = [
  ['Engraved Welsh slate house sign, 400 x 150 mm', 6900],
  ['Engraved slate house sign, 600 x 200 mm, gold infill', 11900],
  ['Slate coaster set (4), laser-etched', 2400],
  ['Riven slate cheese board with engraving', 3200],
  ['Slate memorial plaque, hand-cut lettering', 18500],
  ['Stainless fixing kit with caps', 650],
  ['Artwork and proof (per design)', 1500],
];

/**
 * A slate engraving workshop in Swansea, Wales, A4 (URW Bookman headings, Liberation Sans): "Tŷ Llechen Engraving Ltd", the
 * Swansea address, "VAT Reg. No. GB 123 4567 89" and a company number, "VAT INVOICE", label pairs ("Invoice no." SLT- and five
 * digits, "Invoice date / tax point" "d Month yyyy", "Order ref."), the customer in Britain, lines with qty and unit price in
 * pounds, delivery by courier, "Subtotal", "VAT @ 20%", "Total due £", bank details and terms (14 days). Monday to Friday.
 */
export const enSwanseaSlateInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(2, 4)).map(([name, p]) => {
      const unit = Math.round((p * up) / 50) * 50;
      const q = rng.int(1, 3);
      return { name, q, unit, sum: q * unit };
    });
    const delivery = rng.pick([795, 995, 1250]);
    const net = total(lines.map((l) => l.sum)) + delivery;
    const vat = vatOn(net, 20);
    const gross = net + vat;
    const vendorName = 'Tŷ Llechen Engraving Ltd';
    const doc = `SLT-${rng.int(10000, 39999)}`;
    const long = `${Number(date.slice(8))} ${EN_MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
    const body = `<div class="top"><div><div class="nm">${e(vendorName)}</div><div class="sm">Unit 7, Kings Road Workshops, Swansea SA1 8PH, Wales<br>VAT Reg. No. GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)} · Company No. ${rng.digits(8)}</div></div><div class="t">VAT INVOICE</div></div>
<div class="two"><div><b>Invoice to</b><br>${rng.pick(['Mrs J. Pritchard<br>14 Heol y Coed<br>Carmarthen SA31 3XX', 'Mr D. Owen<br>2 Chapel Lane<br>Chester CH1 4QQ', 'The Old Rectory B&amp;B<br>Llanrhidian<br>Gower SA3 1EH'])}</div>${pairs(
      [
        ['Invoice no.', doc],
        ['Invoice date / tax point', long],
        ['Order ref.', `WEB${rng.digits(5)}`],
        ['Payment due', dt(plus(date, 14), 'd Month yyyy')],
      ],
    )}</div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  [...lines.map((l) => [e(l.name), String(l.q), `£${amount(l.unit)}`, `£${amount(l.sum)}`]), ['Tracked courier delivery', '1', `£${amount(delivery)}`, `£${amount(delivery)}`]],
)}
<div class="sums">${pairs([
      ['Subtotal', `£${amount(net)}`],
      ['VAT @ 20%', `£${amount(vat)}`],
      ['Total due', `£${amount(gross)}`],
    ])}</div>
<div class="sm foot">Please pay by bank transfer within 14 days quoting the invoice number. Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}.<br>Diolch yn fawr · Thank you for your order.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','Nimbus Sans';font-size:13px;padding:18mm 18mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #2f3b45;padding-bottom:8px}.nm{font-family:'URW Bookman';font-size:24px;font-weight:bold}
.t{font-family:'URW Bookman';font-size:26px;color:#2f3b45}.two{display:flex;justify-content:space-between;margin:16px 0}.sums{width:42%;margin-left:auto}.sums tr:last-child{font-size:16px}.foot{margin-top:28px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
