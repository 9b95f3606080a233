import { amount, htmlPage, Layout, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, row, total } from './extra';

const ID = 'en-trinidad-chaguaramas-boatyard-invoice';

const YACHTS: [string, string][] = [
  ['S/V Tern', 'Bequia'],
  ['S/V Half Moon', 'Fort Lauderdale'],
  ['S/V Kittiwake', 'Falmouth'],
  ['M/Y Blue Mango', 'George Town'],
  ['S/V Saltbird', 'Annapolis'],
  ['S/V Moana Lee', 'Le Marin'],
];

/**
 * A Chaguaramas (Trinidad) boatyard's or hull contractor's tax invoice in US dollars to visiting
 * yachts (never a Sunday; 2022 to 2025), VAT 12.5% added: haul-out and launch and storage on the hard
 * by the foot, jack stands, pressure washing, antifouling and hull work, yard electricity; the
 * Trinidad dollar total printed for information.
 */
export const enTrinidadChaguaramasBoatyardInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [0]);
    const co = n % 2 === 0;
    const feet = rng.int(32, 52);
    const days = rng.int(14, 150);
    const lines: { name: string; qty: string; unit: number; sum: number }[] = [];
    const add = (name: string, qty: number, unit: number, label = String(qty)) => lines.push({ name, qty: label, unit, sum: qty * unit });
    if (co) {
      add('Haul-out and launch, per foot LOA', feet, rng.int(13, 17) * 100, `${feet} ft`);
      add('Pressure wash on haul-out, per foot', feet, rng.int(3, 5) * 100, `${feet} ft`);
      add('Storage on the hard, per foot per day', feet * days, rng.pick([55, 60, 65, 70]), `${feet} ft × ${days} d`);
      add('Jack stands, per stand per day', 4 * days, rng.pick([100, 125, 150]), `4 × ${days} d`);
      if (rng.chance(0.6)) {
        const kwh = rng.int(80, 900);
        add('Yard electricity, metered', kwh, rng.pick([30, 35, 40]), `${kwh} kWh`);
      }
      if (rng.chance(0.5)) add('Mast unstep and restep with crane', 1, rng.int(450, 700) * 100);
      add('Environmental and yard fee', 1, rng.int(35, 60) * 100);
    } else {
      add('Sand and prep bottom for antifouling, per foot', feet, rng.int(18, 26) * 100, `${feet} ft`);
      add('Antifouling, two coats (labour), per foot', feet, rng.int(20, 30) * 100, `${feet} ft`);
      if (rng.chance(0.5)) add('Epoxy barrier coat, per foot', feet, rng.int(35, 50) * 100, `${feet} ft`);
      add('Antifouling paint, gallon', rng.int(2, 5), rng.int(240, 320) * 100);
      if (rng.chance(0.5)) add('Polish and wax topsides, per foot', feet, rng.int(12, 18) * 100, `${feet} ft`);
      if (rng.chance(0.5)) add('Replace zinc anodes (labour and parts)', 1, rng.int(180, 320) * 100);
    }
    const net = total(lines.map((l) => l.sum));
    const vat = Math.round((net * 125) / 1000);
    const gross = net + vat;
    const vendorName = co ? 'Pelican Point Boatyard Ltd.' : 'Kavita Ramdial';
    const vatReg = String(100000 + (seedOf(`h65~vat~${vendorName}`) % 900000));
    const bir = String(100000000 + (seedOf(`h65~bir~${vendorName}`) % 900000000));
    const doc = co ? `PPB-${rng.int(10000, 99999)}` : String(rng.int(300, 999));
    const [yacht, port] = rng.pick(YACHTS);
    const ttd = rng.pick([6.74, 6.77, 6.78, 6.79]);
    const f = (d: string) => (co ? dt(d, 'dd-Mon-yy') : dt(d, 'Month d, yyyy'));
    const money = (c: number) => (co ? `US$${amount(c)}` : `USD ${amount(c)}`);
    const rows = lines.map((l) => [l.name, l.qty, amount(l.unit), amount(l.sum)]);
    const body = co
      ? `<div class="head"><div><div class="brand">PELICAN POINT</div><div class="sub">BOATYARD · CHAGUARAMAS</div></div><div class="sm right">Pelican Point Boatyard Ltd.<br>Western Main Road, Chaguaramas, Trinidad and Tobago<br>+1 868 634 ${rng.digits(4)} · VHF 68<br>VAT Reg. No. ${vatReg} · BIR No. ${bir}</div></div>
<h1>TAX INVOICE</h1>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', f(date)],
    ['Vessel', `${yacht} (${port})`],
    ['LOA', `${feet} ft`],
    ['Owner', rng.pick(['J. Whitcombe', 'M. & L. Haverford', 'P. Daugherty', 'A. Lindqvist', 'C. Moreau'])],
    ['Hauled', f(plus(date, -days))],
    ['Work order', `WO ${rng.int(2000, 8999)}`],
    ['Yard space', `Row ${rng.pick(['B', 'C', 'D', 'F'])}-${rng.int(1, 40)}`],
  ],
  2,
)}
${items(['Description', 'Quantity', 'Rate US$', 'Amount US$'], rows)}
<div class="sum">${row('Subtotal', money(net))}${row('VAT 12.5%', money(vat))}${row('Total due', money(gross), 'b big')}</div>
<div class="sm">For information: TT$ ${amount(Math.round((gross * ttd * 100) / 100))} at TT$${ttd.toFixed(2)} = US$1.00. Payment by wire, card (3.5% card fee not included) or cash before launch.</div>`
      : `<div class="c"><div class="brand2">Ramdial Hull &amp; Bottom Services</div><div class="sm">Bay 7, Chaguaramas, Trinidad · +1 868 7${rng.digits(2)} ${rng.digits(4)}</div></div>
<h1 class="c">Invoice ${doc}</h1><div class="c">${f(date)} · ${yacht}, ${feet} ft</div>
${items(['Work', 'Qty', 'Rate', 'Amount'], rows)}
<div class="sum">${row('Net', amount(net))}${row('VAT @ 12.5%', amount(vat))}${row('TOTAL', money(gross), 'b big')}</div>
<div class="sm">Paid ${rng.pick(['cash', 'by wire transfer', 'by card'])} with thanks.</div>
<div class="foot sm">Kavita Ramdial, sole trader · VAT Reg. No. ${vatReg} · BIR No. ${bir}</div>`;
    const page = co ? 'Letter' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'Nimbus Sans'"};font-size:${co ? 11 : 10}px;padding:${co ? '14mm' : '9mm'};height:${co ? 250 : 195}mm;position:relative}
.head{display:flex;justify-content:space-between;border-bottom:3px solid #01579b;padding-bottom:6px}.brand{font-family:'Z003';font-size:34px;color:#01579b}.sub{letter-spacing:3px;font-size:11px}.right{text-align:right}
.brand2{font-size:17px;font-weight:bold}h1{font-size:18px;margin:10px 0 6px}.sum{width:48%;margin-left:auto;margin-top:6px}.big{font-size:1.15em}
.foot{position:absolute;bottom:0;left:0;right:0;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
