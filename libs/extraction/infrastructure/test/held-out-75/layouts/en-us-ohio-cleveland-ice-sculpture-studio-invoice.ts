import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, next, plus, total, vatOn } from './extra';

const ID = 'en-us-ohio-cleveland-ice-sculpture-studio-invoice';

/** Pieces: name, lowest and highest price in cents (2022), highest quantity. */
const PIECES: [string, number, number, number][] = [
  ['Swan sculpture, single block', 32500, 45000, 2],
  ['Vodka luge with engraved logo', 39500, 57500, 1],
  ['Wedding monogram, two blocks', 48000, 72000, 1],
  ['Snow-filled logo block', 26000, 38000, 3],
  ['Ice bar front section, 4 ft', 65000, 95000, 3],
  ['Table centerpiece, mini block', 9500, 14000, 20],
  ['Seafood display bowl', 28000, 41000, 2],
  ['Ice lettering, per letter', 4500, 7000, 12],
];
const CLIENTS: [string, string][] = [
  ['Lakeshore Grand Hotel – Banquets', '1100 Lakeside Ave E, Cleveland, OH 44114'],
  ['Megan & Tyler Kowalski', '2210 Wyandotte Ave, Lakewood, OH 44107'],
  ['Cuyahoga Valley Dental Partners', '3700 Park East Dr, Beachwood, OH 44122'],
  ['St. Josaphat Parish Hall', '5300 Ridge Rd, Parma, OH 44129'],
  ['Westlake Rotary Club', '27700 Hilliard Blvd, Westlake, OH 44145'],
];

/**
 * An ice sculpture studio's invoice in Cleveland, Ohio, A4 (C059): "INVOICE" "CIS-yynnnn", mm/dd/yyyy, the event's
 * date and venue, hotels, couples, a practice, a parish and a club in Cuyahoga County, pieces carved to order, LED base
 * rental, delivery and setup, "$" amounts, Ohio sales tax of 8% (5.75% state, 2.25% Cuyahoga County) on all of it, a
 * deposit received and the balance due printed after the total. Never on a Sunday.
 */
export const enUsOhioClevelandIceSculptureStudioInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const lines = rng.some(PIECES, rng.int(1, 3)).map(([name, lo, hi, max]) => ({ name, qty: rng.int(1, max), unit: Math.round((rng.int(lo, hi) * up) / 500) * 500 }));
    const bases = rng.chance(0.6) ? rng.int(1, 4) : 0;
    if (bases) lines.push({ name: 'LED light base rental (event)', qty: bases, unit: Math.round((4500 * up) / 100) * 100 });
    lines.push({ name: 'Delivery and setup, refrigerated van', qty: 1, unit: Math.round((rng.int(8500, 16500) * up) / 500) * 500 });
    const sub = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(sub, 8);
    const gross = sub + tax;
    const deposit = Math.round(gross / 2 / 100) * 100;
    const vendorName = 'Glacier Works Ice Studio LLC';
    const doc = `CIS-${String(year).slice(2)}${String(rng.int(100, 899)).padStart(4, '0')}`;
    const [client, address] = rng.pick(CLIENTS);
    const event = plus(date, rng.int(3, 20));
    const usd = (c: number) => `$${amount(c)}`;
    const body = `<div class="hd"><div class="logo">Glacier Works</div><div class="sub">ICE STUDIO · CLEVELAND, OHIO</div></div>
<div class="row3"><div>${vendorName}<br>1851 E 30th St, Cleveland, OH 44114<br>(216) ${rng.int(200, 989)}-${rng.digits(4)}<br>Ohio vendor's license ${rng.digits(2)}-${rng.digits(6)}</div><div class="inv"><div class="w">INVOICE</div><table><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'mm/dd/yyyy')}</td></tr><tr><th>Event date</th><td>${dt(event, 'mm/dd/yyyy')}</td></tr></table></div></div>
<div class="bill"><span class="k">BILL TO</span><br><b>${client}</b><br>${address}</div>
<table class="items"><thead><tr><th>Item</th><th>Qty</th><th>Unit price</th><th>Line total</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${usd(l.unit)}</td><td>${usd(l.qty * l.unit)}</td></tr>`)
      .join('')}</tbody></table>
<table class="sum"><tr><th>Subtotal</th><td>${usd(sub)}</td></tr><tr><th>Sales tax 8.00% (Cuyahoga County)</th><td>${usd(tax)}</td></tr><tr class="g"><th>Invoice total</th><td>${usd(gross)}</td></tr><tr><th>Deposit received ${dt(plus(date, -rng.int(10, 40)), 'mm/dd/yyyy')}</th><td>(${usd(deposit)})</td></tr><tr class="b"><th>Balance due at delivery</th><td>${usd(gross - deposit)}</td></tr></table>
<div class="terms">Sculptures are carved to order and cannot be cancelled within 72 hours of the event. Outdoor displays melt faster above 40°F; the studio is not responsible for weather. Checks payable to ${vendorName}.</div>`;
    const css = `${baseCss}
body{font-family:'C059','DejaVu Serif';font-size:12px;padding:14mm 16mm}.hd{text-align:center;border-bottom:1px solid #1565c0;padding-bottom:6px}.logo{font-size:32px;font-style:italic;color:#1565c0}.sub{letter-spacing:3px;font-size:10.5px}
.row3{display:flex;justify-content:space-between;margin-top:14px;line-height:1.5}.inv .w{font-size:24px;letter-spacing:4px;text-align:right}.inv th{text-align:left;font-weight:normal;padding:1px 10px 1px 0;color:#555}.inv td{font-weight:bold;text-align:right}
.bill{margin:16px 0 10px;padding:8px;border-left:4px solid #1565c0;background:#f3f8fd}.k{font-size:10px;letter-spacing:2px;color:#1565c0}.items th{border-bottom:2px solid #1565c0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}
.sum{margin:10px 0 0 auto}.sum th{text-align:left;font-weight:normal;padding:2px 14px 2px 0}.sum td{text-align:right}.sum .g th,.sum .g td{font-weight:bold;font-size:1.2em;border-top:2px solid #000}.sum .b th,.sum .b td{font-weight:bold}.terms{margin-top:26px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
