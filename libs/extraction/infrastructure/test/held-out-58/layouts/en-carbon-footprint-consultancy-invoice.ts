import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, enMonth, firstOfMonth, spaced, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-carbon-footprint-consultancy-invoice';

/** Israeli carbon footprint consultancy's A4 English tax invoice in shekels, VAT added. */
export const enCarbonFootprintConsultancyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const hourly = co ? rng.pick([42000, 45000, 48000]) : rng.pick([32000, 35000]);
    const lines: { d: string; qty: string; unit: number; amt: number }[] = [];
    const fee = rng.int(90, 180) * 10000;
    lines.push({ d: `GHG inventory, Scope 1 &amp; 2 (fixed fee, milestone ${rng.int(1, 3)} of 3)`, qty: '1', unit: fee, amt: fee });
    const hours = rng.int(6, 40);
    lines.push({ d: 'Scope 3 supplier screening (hours)', qty: String(hours), unit: hourly, amt: hours * hourly });
    if (rng.chance(0.6)) {
      const days = rng.int(1, 3);
      const day = rng.pick([280000, 320000]);
      lines.push({ d: 'Site visit and metering review (days)', qty: String(days), unit: day, amt: days * day });
    }
    if (rng.chance(0.5)) lines.push({ d: 'CBAM readiness workshop, half day', qty: '1', unit: 450000, amt: 450000 });
    if (rng.chance(0.4)) {
      const h = rng.int(4, 12);
      lines.push({ d: 'ISO 14064-1 verification support (hours)', qty: String(h), unit: hourly, amt: h * hourly });
    }
    const net = total(lines.map((l) => l.amt));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Carbonwise Consulting Ltd.' : 'Yael Harpaz';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CW-${date.slice(0, 4)}-${rng.digits(3)}` : rng.digits(4);
    const money = (c: number) => (co ? `₪${amount(c)}` : `${spaced(c)} ILS`);
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd.mm.yyyy'));
    const from = firstOfMonth(date, -rng.int(1, 2));
    const prev = firstOfMonth(date, -1);
    const period = from === prev ? enMonth(from) : `${enMonth(from)} - ${enMonth(prev)}`;
    const customer = rng.pick(['Negev Ceramics Ltd.', 'Galil Dairy Cooperative Ltd.', 'Tzafon Plastics Ltd.', 'Ashdod Cold Storage Ltd.']);
    const custId = taxIdOfCustomer(rng);
    const due = plus(date, co ? 30 : 45);
    const head = co
      ? `<div class="top"><div><div class="brand">CARBONWISE</div><div>${vendorName}</div><div>Company No. ${spacedId(taxId)}</div><div class="sm">12 Ha'Arba'a St., Tel Aviv · +972-3-${rng.digits(7)}</div></div><div class="title">TAX INVOICE</div></div>`
      : `<div class="top"><div><div class="brand">GreenLedger Advisory</div><div class="sm">Climate reporting for manufacturers · Haifa · ${cellular(rng)}</div></div><div class="title">Tax Invoice</div></div>`;
    const meta = pairs(
      [
        ['Invoice No.', doc],
        ['Date of issue', f(date)],
        ['Client', customer],
        ['Client Company No.', custId],
        ['Service period', period],
        ['Reporting year', String(Number(date.slice(0, 4)) - 1)],
        ['PO', `PO${rng.digits(7)}`],
        ['Payment due', f(due)],
      ],
      2,
    );
    const body = `${head}
${meta}
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  lines.map((l) => [l.d, l.qty, money(l.unit), money(l.amt)]),
)}
<div class="sum">${row('Subtotal', money(net))}${row(`VAT ${rate}%`, money(vat))}${row('Total due', money(gross), 'b big')}</div>
<div class="sm">Please pay by bank transfer to ${co ? 'Bank Hapoalim (12), branch ' + rng.int(500, 699) : 'Bank Leumi (10), branch ' + rng.int(800, 950)}, account ${rng.digits(6)}, quoting the invoice number. Emission factors: ${rng.pick(['DEFRA', 'IPCC AR6', 'Israel Electric Corp.'])} ${Number(date.slice(0, 4)) - 1}.</div>
${co ? '' : `<div class="foot">Yael Harpaz · Licensed Dealer (Osek Murshe) No. ${taxId} · Haifa</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'URW Gothic'" : "'C059'"};font-size:13px;padding:16mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #2e7d32;padding-bottom:6px;margin-bottom:8px}.brand{font-size:28px;font-weight:bold;color:#2e7d32}.title{font-size:22px;font-weight:bold}.pairs{width:100%}.sum{width:45%;margin-left:auto;margin-top:6px}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:50px;border-top:1px solid #888;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
