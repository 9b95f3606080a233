import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, next, plus, total } from './extra';

const ID = 'en-us-tennessee-nashville-rhinestone-stage-wear-invoice';

/** Garments: name, lowest and highest price in cents (2022); every article stays under $1,600. */
const GARMENTS: [string, number, number][] = [
  ['Rhinestone western jacket, chain-stitched', 85000, 145000],
  ['Embroidered snap shirt, crystal trim', 32000, 62000],
  ['Flared stage trousers, piped', 38000, 69000],
  ['Fringed suede vest', 42000, 78000],
  ['Sequined stage dress', 69000, 139000],
  ['Leather guitar strap, studded', 14000, 26000],
  ['Hat band, crystal and conchos', 6000, 12000],
  ['Rhinestone belt', 9500, 16500],
];
const CLIENTS: [string, string][] = [
  ['Carly Dawn Whitfield', '1208 Villa Pl, Nashville, TN 37212'],
  ['The Cumberland Rangers (band)', 'c/o 410 Fatherland St, Nashville, TN 37206'],
  ['Honky Tonk Revue Productions LLC', '222 2nd Ave N, Nashville, TN 37201'],
  ['Mason Lee Pruitt', '3014 Belmont Blvd, Nashville, TN 37212'],
];

/**
 * A stage wear tailor's invoice in Nashville, Tennessee, A4 (URW Bookman): "INVOICE" "RS-nnnn", "d Month yyyy", the
 * customer (singers, a band, a revue), garments made to measure with the fitting dates, each article under $1,600, "$"
 * amounts, Tennessee state sales tax of 7% and the Davidson County local tax (2.25%, 2.75% from 1 February 2025) each on
 * the subtotal and their sum, paid by card or check. Never on a Sunday.
 */
export const enUsTennesseeNashvilleRhinestoneStageWearInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const lines = rng.some(GARMENTS, rng.int(1, 4)).map(([name, lo, hi]) => ({
      name,
      qty: name.startsWith('Embroidered') || name.startsWith('Hat') ? rng.int(1, 3) : 1,
      unit: Math.min(159000, Math.round((rng.int(lo, hi) * up) / 500) * 500),
    }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const localRate = date >= '2025-02-01' ? 2.75 : 2.25;
    const state = Math.round((sub * 7) / 100);
    const local = Math.round((sub * localRate) / 100);
    const tax = state + local;
    const gross = sub + tax;
    const vendorName = 'Silver Spur Stagewear Co.';
    const doc = `RS-${rng.int(1200, 4899)}`;
    const [client, address] = rng.pick(CLIENTS);
    const usd = (c: number) => `$${amount(c)}`;
    const pay = rng.pick(['Visa ending ' + rng.digits(4), 'Check no. ' + rng.digits(4), 'Mastercard ending ' + rng.digits(4)]);
    const body = `<div class="frame"><div class="hd"><div class="star">★</div><div class="nm">SILVER SPUR</div><div class="st">STAGEWEAR · CUSTOM WESTERN TAILORING</div><div class="ad">${vendorName} · 1520 Demonbreun St, Nashville, TN 37203 · (615) ${rng.int(200, 989)}-${rng.digits(4)}</div></div>
<div class="two"><div><div class="k">Sold to</div><b>${client}</b><br>${address}</div><div class="r"><div class="w">INVOICE</div><div>No. <b>${doc}</b></div><div>${dt(date, 'd Month yyyy')}</div></div></div>
<div class="fit">Measured ${dt(plus(date, -rng.int(40, 80)), 'd Month yyyy')} · final fitting ${dt(plus(date, -rng.int(1, 6)), 'd Month yyyy')}</div>
<table class="items"><thead><tr><th>Article</th><th>Qty</th><th>Each</th><th>Amount</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${usd(l.unit)}</td><td>${usd(l.qty * l.unit)}</td></tr>`)
      .join('')}</tbody></table>
<table class="sum"><tr><th>Subtotal</th><td>${usd(sub)}</td></tr><tr><th>Tennessee sales tax 7%</th><td>${usd(state)}</td></tr><tr><th>Davidson County local tax ${localRate}%</th><td>${usd(local)}</td></tr><tr><th>Total sales tax</th><td>${usd(tax)}</td></tr><tr class="g"><th>TOTAL</th><td>${usd(gross)}</td></tr></table>
<div class="paid">Paid in full – ${pay}</div>
<div class="note">Made-to-measure garments are final sale. Alterations within 60 days of delivery are free of charge.</div></div>`;
    const css = `${baseCss}
body{font-family:'URW Bookman','DejaVu Serif';font-size:11.5px;padding:12mm}.frame{border:3px double #8d6e63;padding:10mm 11mm;min-height:250mm;box-sizing:border-box}.hd{text-align:center}.star{font-size:22px;color:#b71c1c}.nm{font-size:30px;letter-spacing:6px;color:#b71c1c}.st{font-size:10px;letter-spacing:3px}.ad{font-size:10px;margin-top:6px;color:#555}
.two{display:flex;justify-content:space-between;margin-top:16px;line-height:1.5}.k{font-size:10px;letter-spacing:2px;color:#8d6e63}.r{text-align:right}.w{font-size:20px;letter-spacing:4px}.fit{margin:10px 0;font-style:italic;font-size:10.5px}
.items th{background:#efebe9;border-bottom:1.5px solid #8d6e63}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.sum{margin:8px 0 0 auto}.sum th{text-align:left;font-weight:normal;padding:2px 16px 2px 0}.sum td{text-align:right}.sum .g th,.sum .g td{font-weight:bold;font-size:1.25em;border-top:2px solid #8d6e63}
.paid{margin-top:14px;font-weight:bold;color:#b71c1c}.note{margin-top:20px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
