import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, next, plus, total } from './extra';

const ID = 'en-dubbing-studio-gbp-invoice';

/** Services: name, unit, price in pence (2022), quantity range. */
const SERVICES: [string, string, number, [number, number]][] = [
  ['Hebrew dubbing – finished programme minutes', 'min', 4200, [44, 260]],
  ['Script translation and lip-sync adaptation', 'min', 1150, [44, 260]],
  ['Voice talent – lead role sessions', 'session', 38000, [2, 8]],
  ['Voice talent – supporting roles', 'session', 21000, [3, 14]],
  ['Dubbing direction', 'day', 52000, [1, 5]],
  ['Re-recording mix 5.1 and stereo M&E', 'episode', 46000, [1, 8]],
  ['QC pass and delivery (IMF / ProRes)', 'episode', 9500, [1, 8]],
];
const CLIENTS: [string, string][] = [
  ['Northbank Kids Media Ltd', 'London W1F 9DR'],
  ['Harbour Lane Distribution Ltd', 'Bristol BS1 6XN'],
  ['Pennine Animation Studios Ltd', 'Manchester M15 4FN'],
  ['Thistle Screen Rights Ltd', 'Glasgow G2 4JR'],
];

/**
 * An Israeli dubbing studio in Ramat Gan invoicing a British distributor in pounds sterling, A4 (Liberation Sans):
 * the studio's name with "Company No." hyphenated and the VAT file, "INVOICE" with "Invoice no. RG/yy/nnn", invoice
 * date and due date (d Mon yyyy, EOM + 45), the UK client's name and address, the title and episodes, services by
 * minute, session, day or episode, "Subtotal", "VAT 0% – export of services (Israeli VAT Law, s. 30(a)(5))", "Total
 * due GBP £", and sterling bank details. Sunday to Thursday.
 */
export const enDubbingStudioGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(SERVICES, rng.int(3, 5)).map(([name, unit, p, q]) => {
      const qty = rng.int(...q);
      const each = Math.round((p * up) / 50) * 50;
      return { name, unit, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vendorName = 'Kol Echo Dubbing Studios Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `RG/${date.slice(2, 4)}/${String(rng.int(12, 340)).padStart(3, '0')}`;
    const eom = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const due = plus(eom, 45);
    const [client, city] = rng.pick(CLIENTS);
    const title = rng.pick(['“The Lighthouse Kids”', '“Marble Street”', '“Captain Pip”', '“Small Wonders”']);
    const esc = (s: string) => s.replace(/&/g, '&amp;');
    const body = `<div class="hd"><div><div class="name">KOL ECHO</div><div class="sub">Dubbing · Voice · Localisation</div></div><div class="addr">${vendorName}<br>14 Jabotinsky St., Ramat Gan 5252006, Israel<br>Company No. ${hyphenId(taxId)}<br>VAT file ${taxId}<br>accounts@kolecho.co.il</div></div>
<div class="mid"><div class="bill"><div class="lbl">Bill to</div><b>${client}</b><br>${city}<br>United Kingdom<br>VAT GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}</div>
<table class="meta"><tr><td colspan="2" class="t">INVOICE</td></tr><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Invoice date</th><td>${dt(date, 'd Mon yyyy')}</td></tr><tr><th>Terms</th><td>EOM + 45</td></tr><tr><th>Due date</th><td>${dt(due, 'd Mon yyyy')}</td></tr><tr><th>Your PO</th><td>PO-${rng.digits(6)}</td></tr></table></div>
<div class="proj">Project: Hebrew version of ${title}, season ${rng.int(1, 4)}, episodes ${rng.int(1, 6)}–${rng.int(7, 26)}</div>
<table class="items"><thead><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Rate £</th><th>Amount £</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.unit}</td><td>${l.qty}</td><td>${amount(l.each)}</td><td>${amount(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>Subtotal</td><td>£${amount(net)}</td></tr><tr><td>VAT 0% – export of services (Israeli VAT Law, s. 30(a)(5))</td><td>£0.00</td></tr><tr class="g"><td>Total due (GBP)</td><td>£${amount(net)}</td></tr></table>
<div class="bank"><b>Payment in GBP:</b> Bank Leumi le-Israel, Ramat Gan branch ${rng.int(600, 899)} · IBAN IL${rng.digits(2)} 0108 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · SWIFT LUMIILITXXX · Please quote ${doc}.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','DejaVu Sans';font-size:12px;padding:16mm 17mm;color:#222}.hd{display:flex;justify-content:space-between;border-bottom:4px solid #c2185b;padding-bottom:10px}.name{font-size:34px;font-weight:bold;letter-spacing:3px;color:#c2185b}.sub{color:#666}.addr{text-align:right;font-size:11px;line-height:1.45}
.mid{display:flex;justify-content:space-between;margin:14px 0 8px}.lbl{color:#c2185b;font-size:11px;text-transform:uppercase}.meta th{text-align:left;font-weight:normal;color:#666;padding:1px 10px 1px 0}.meta td{padding:1px 0;text-align:right}.meta .t{font-size:22px;font-weight:bold;text-align:right}
.proj{font-style:italic;margin:6px 0}.items th:nth-child(n+3),.items td:nth-child(n+3){text-align:right}.tt{width:70%;margin:10px 0 0 auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right;white-space:nowrap}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #c2185b}.bank{margin-top:18px;font-size:11px;border-top:1px solid #ccc;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
