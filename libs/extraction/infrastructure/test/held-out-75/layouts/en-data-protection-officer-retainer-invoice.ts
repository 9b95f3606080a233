import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-data-protection-officer-retainer-invoice';

const CLIENTS: [string, string][] = [
  ['Helixa Diagnostics Ltd.', 'HaTidhar 5, Ra’anana'],
  ['Tovana Payments Ltd.', 'Ha’Ta’asiya 8, Kfar Saba'],
  ['Merkaz Clinics Network Ltd.', 'Ha’Atzmaut 40, Nesher'],
  ['Orbis HR Cloud Ltd.', 'Ha’Amal 12, Rosh HaAyin'],
  ['Shaked Online Retail Ltd.', 'Jabotinsky 98, Petah Tikva'],
];

/**
 * An Israeli data protection and privacy compliance firm's English tax invoice in Ra'anana, A4 (Liberation Sans
 * Narrow), in shekels: company number spaced, "PRV/yyyy/nnn", "d Month yyyy", an Israeli client with its company number,
 * the month's outsourced DPO retainer, DPIA, records of processing, staff training hours and incident response hours
 * on some, "₪" amounts, VAT added at the rate of the date, net 30. Sunday to Thursday.
 */
export const enDataProtectionOfficerRetainerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const p = (lo: number, hi: number) => Math.round((rng.int(lo, hi) * up) / 1000) * 1000;
    const lines: [string, string, number, number][] = [[`Outsourced DPO retainer – ${enMonth(date)}`, 'month', 1, p(650000, 1200000)]];
    if (rng.chance(0.5)) lines.push(['Data protection impact assessment (DPIA), new processing activity', 'assessment', 1, p(900000, 1600000)]);
    if (rng.chance(0.5)) lines.push(['Records of processing activities and database registration update', 'package', 1, p(320000, 560000)]);
    if (rng.chance(0.5)) lines.push(['Privacy awareness training for staff', 'hour', rng.int(2, 6), p(60000, 90000)]);
    if (rng.chance(0.3)) lines.push(['Security incident response and notification advice', 'hour', rng.int(3, 18), p(75000, 110000)]);
    const net = total(lines.map(([, , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Clearfield Privacy Advisory Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `PRV/${year}/${String(rng.int(40, 380)).padStart(3, '0')}`;
    const [client, address] = rng.pick(CLIENTS);
    const ils = (c: number) => `₪ ${amount(c)}`;
    const body = `<div class="side"><div class="brand">Clearfield</div><div class="tag">PRIVACY ADVISORY</div><div class="who">${vendorName}<br>Ahuza 176, Ra’anana 43300, Israel<br>Reg. no. ${spacedId(taxId)}<br>+972-9-77${rng.digits(5)}</div></div>
<div class="main"><div class="t">TAX INVOICE</div>
<table class="pairs"><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'd Month yyyy')}</td></tr><tr><th>Payment due</th><td>${dt(plus(date, 30), 'd Month yyyy')}</td></tr></table>
<div class="to"><div class="k">Invoice to</div><b>${client}</b><br>${address}<br>Company no. ${taxIdOfCustomer(rng)}<br>Attn: ${rng.pick(['Legal counsel', 'CISO', 'COO', 'Finance'])}</div>
<table class="items"><thead><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Rate</th><th>Amount</th></tr></thead><tbody>${lines
      .map(([d, u, q, r]) => `<tr><td>${d}</td><td>${u}</td><td>${q}</td><td>${ils(r)}</td><td>${ils(q * r)}</td></tr>`)
      .join('')}</tbody></table>
<table class="sum"><tr><th>Subtotal</th><td>${ils(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${ils(vat)}</td></tr><tr class="g"><th>Total due</th><td>${ils(gross)}</td></tr></table>
<div class="foot">Amounts in New Israeli Shekels. Bank transfer to Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.digits(7)}. This invoice was produced by approved software.</div></div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans Narrow','Liberation Sans';font-size:12.5px;display:flex;min-height:297mm}.side{width:52mm;background:#263238;color:#eceff1;padding:16mm 7mm;box-sizing:border-box}.brand{font-size:26px;font-weight:bold}.tag{font-size:10px;letter-spacing:3px;color:#80cbc4}.who{margin-top:26px;font-size:11px;line-height:1.6}
.main{flex:1;padding:16mm 14mm}.t{font-size:26px;font-weight:bold;color:#263238;letter-spacing:2px;margin-bottom:8px}.to{margin:14px 0;line-height:1.5}.k{font-size:10px;text-transform:uppercase;color:#00897b}
.items th{background:#e0f2f1}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right;white-space:nowrap}.sum{margin:10px 0 0 auto}.sum th{text-align:left;font-weight:normal;padding:2px 16px 2px 0}.sum td{text-align:right;white-space:nowrap}.sum .g th,.sum .g td{font-weight:bold;font-size:1.25em;border-top:2px solid #263238}.foot{margin-top:30px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
