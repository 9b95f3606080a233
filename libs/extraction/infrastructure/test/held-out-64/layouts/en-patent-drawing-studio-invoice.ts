import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-patent-drawing-studio-invoice';

const CLIENTS = ['Halevi Amit & Co. Patent Attorneys', 'Shoham Lerner IP', 'Kessler Dror Patent Office', 'Meridian IP Law', 'Tamar Ben-Ami Patents', 'Orvilon Robotics Ltd.'];

/** The work of one matter, before VAT: description, unit, quantity, unit price in agorot. */
function work(rng: Rng): { name: string; unit: string; qty: number; price: number }[] {
  const out: { name: string; unit: string; qty: number; price: number }[] = [];
  const design = rng.chance(0.35);
  if (design) out.push({ name: 'Design patent views (perspective and six orthographic views)', unit: 'view', qty: rng.int(4, 14), price: rng.int(14, 21) * 1000 });
  else out.push({ name: 'Utility patent drawing sheets, formal black-and-white line art', unit: 'sheet', qty: rng.int(3, 18), price: rng.int(18, 26) * 1000 });
  if (!design && rng.chance(0.6)) out.push({ name: 'Flowcharts and block diagrams', unit: 'sheet', qty: rng.int(1, 8), price: rng.int(12, 17) * 1000 });
  if (rng.chance(0.4)) out.push({ name: 'Conversion of CAD / STEP files to patent line drawings', unit: 'sheet', qty: rng.int(2, 10), price: rng.int(9, 14) * 1000 });
  if (rng.chance(0.35)) out.push({ name: 'Corrections after examiner objection to drawings', unit: 'sheet', qty: rng.int(1, 6), price: rng.int(7, 11) * 1000 });
  if (rng.chance(0.5)) out.push({ name: 'Reference numerals and lead lines', unit: 'set', qty: 1, price: rng.int(25, 45) * 1000 });
  return out;
}

/** An Israeli patent drawing studio's or illustrator's English A4 tax invoice in shekels to Israeli clients (Sunday-Thursday), VAT added. */
export const enPatentDrawingStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = work(rng);
    const sums = lines.map((l) => l.qty * l.price);
    const drawn = total(sums);
    const rush = rng.chance(0.3) ? Math.round((drawn * 25) / 100) : 0;
    const net = drawn + rush;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Figure One Patent Drawings Ltd.' : 'Noa Harel';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FO-${date.slice(2, 4)}${rng.int(1000, 9999)}` : String(rng.int(100, 999)).padStart(4, '0');
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const money = (c: number) => (co ? `NIS ${amount(c)}` : `₪${amount(c)}`);
    const client = rng.pick(CLIENTS);
    const application = rng.chance(0.5) ? `US ${rng.int(17, 19)}/${rng.int(100, 999)},${rng.digits(3)}` : `PCT/IL${date.slice(0, 4)}/05${rng.digits(4)}`;
    const rows = lines.map((l, i) => [e(l.name), l.unit, String(l.qty), money(l.price), money(sums[i])]);
    if (rush) rows.push(['Rush delivery within 48 hours (25% of drawing work)', '', '', '', money(rush)]);
    const totals = `<table class="tot"><tr><th>Subtotal (excl. VAT)</th><td>${money(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${money(vat)}</td></tr><tr class="b"><th>Total${co ? ' payable' : ''}</th><td>${money(gross)}</td></tr></table>`;
    const meta = pairs(
      [
        [co ? 'Invoice No.' : 'Date', co ? doc : f(date)],
        [co ? 'Date' : 'Client', co ? f(date) : e(client)],
        ...((co
          ? [
              ['Client', e(client)],
              ['Client Co. No.', taxIdOfCustomer(rng)],
              ['Your ref.', `P-${rng.int(1000, 9999)}-${rng.pick(['US', 'EP', 'IL', 'PCT'])}`],
              ['Application', application],
              ['Payment terms', `EOM + 30 (by ${f(plus(lastOfMonth(date), 30))})`],
              ['Drawings delivered', f(plus(date, -rng.int(1, 6)))],
            ]
          : [
              ['Matter', `${e(client.split(' ')[0])} / ${application}`],
              ['Due', f(plus(date, 30))],
            ]) as [string, string][]),
      ],
      2,
    );
    const body = co
      ? `<div class="head"><div class="brand">FIGURE ONE</div><div class="sm">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>10 Abba Eban Blvd, Herzliya Pituach · ${landline(rng)}</div></div>
<h1>TAX INVOICE</h1>${meta}
${items(['Description', 'Unit', 'Qty', 'Rate', 'Amount'], rows)}${totals}
<p class="sm">Bank Hapoalim, branch ${rng.int(500, 699)}, account ${rng.digits(6)} · Please quote the invoice number with your payment.</p>`
      : `<div class="head2"><div class="brand2">Noa Harel · Patent Illustration</div><div class="sm">Rehovot · ${cellular(rng)} · noa@harel-drawings.co.il</div></div>
<h2>Tax Invoice No. ${doc}</h2>${meta}
${items(['Description', 'Unit', 'Qty', 'Rate', 'Amount'], rows)}${totals}
<div class="foot">Noa Harel · Licensed Dealer (Osek Murshe) No. ${taxId} · Rehovot, Israel</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'Noto Serif'"};font-size:12.5px;padding:16mm 17mm}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #111;padding-bottom:8px}.brand{font-size:30px;font-weight:bold;letter-spacing:4px}.head .sm{text-align:right}
h1{font-size:22px;letter-spacing:2px;margin:14px 0 8px}h2{font-size:19px;margin:12px 0 6px}.head2{border-bottom:1px solid #777;padding-bottom:6px}.brand2{font-size:24px;font-style:italic}
.pairs{width:100%;margin-bottom:6px}.tot{width:46%;margin-left:auto;margin-top:6px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #111;font-size:1.1em}
.foot{margin-top:24px;border-top:1px solid #999;padding-top:4px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
