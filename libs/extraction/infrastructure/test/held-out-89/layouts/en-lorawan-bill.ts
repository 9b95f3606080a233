import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-lorawan-bill';

/**
 * An Israeli LoRaWAN (IoT radio network) operator's monthly bill in English, A4 (Noto Serif Display name, Noto Sans): "FIELDMESH",
 * "FieldMesh Networks Ltd." with "Company No." hyphenated, "TAX INVOICE", pairs ("Invoice No." "LW-" and seven digits, "Issue
 * date" d Mon yyyy, billing period the month before, "Due date" + 15, account failing the check), sensors × monthly rate,
 * gateway rental, uplink overage, "Subtotal", "VAT n%" added, "Amount due (ILS)" with "₪" (the first days of a month, Sunday
 * to Thursday).
 */
export const enLorawanBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const sensors = rng.int(12, 480);
    const rate = rng.pick([450, 590, 690]);
    const lines: [string, string, number][] = [
      [`Sensor subscriptions (${sensors} × ${amount(rate)})`, String(sensors), sensors * rate],
      ['Gateway rental, outdoor', String(rng.int(1, 4)), 0],
      ['Uplink overage (per 10,000 messages)', String(rng.int(0, 9)), 0],
    ];
    lines[1][2] = Number(lines[1][1]) * 24900;
    lines[2][2] = Number(lines[2][1]) * 1500;
    const net = total(lines.map((l) => l[2]));
    const vr = israeliRate(date);
    const vat = vatOn(net, vr);
    const due = net + vat;
    const vendorName = 'FieldMesh Networks Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `LW-${rng.digits(7)}`;
    const body = `<div class="lh"><div class="nm">FIELDMESH</div><div class="sm">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>HaBarzel St 30, Tel Aviv</div></div>
<h1>TAX INVOICE</h1>${pairs(
      [
        ['Invoice No.', doc],
        ['Issue date', dt(date, 'd Mon yyyy')],
        ['Billing period', `${enMonth(from)} (${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')})`],
        ['Due date', dt(plus(date, 15), 'd Mon yyyy')],
        ['Account', notAnId(rng)],
        ['Customer', rng.pick(['AgriSense Galil Ltd', 'Kibbutz Water Works', 'Negev Orchards Co-op'])],
      ],
      2,
    )}
${items(
  ['Service', 'Qty', 'Amount (ILS)'],
  lines.map((l) => [l[0], l[1], amount(l[2])]),
)}
<table class="sums"><tr><th>Subtotal</th><td>${amount(net)}</td></tr><tr><th>VAT ${vr}%</th><td>${amount(vat)}</td></tr><tr class="b"><th>Amount due (ILS)</th><td>₪${amount(due)}</td></tr></table>
<div class="sm">Paid by standing order on the due date. Network status: status.fieldmesh.co.il</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans';font-size:12px;padding:16mm 16mm}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1a4;padding-bottom:6px}.nm{font-family:'Noto Serif Display';font-size:32px;letter-spacing:2px}
h1{font-size:20px;margin:12px 0 4px}.sums{width:45%;margin-left:auto;margin-top:8px}.sums th{text-align:left;font-weight:normal;padding:3px 6px}.sums td{text-align:right;padding:3px 6px}.sums tr.b{font-size:15px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
