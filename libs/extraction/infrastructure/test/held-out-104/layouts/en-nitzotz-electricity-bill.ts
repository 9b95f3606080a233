import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-nitzotz-electricity-bill';

/** Hundredths of an agora a kWh before VAT, and agorot a month for the supply charge, by year (approximate). */
const TARIFF: Record<number, { kwh: number; fixed: number }> = {
  2022: { kwh: 4720, fixed: 2650 },
  2023: { kwh: 5296, fixed: 2790 },
  2024: { kwh: 5418, fixed: 2860 },
  2025: { kwh: 5507, fixed: 2920 },
  2026: { kwh: 5562, fixed: 2950 },
};
const CUSTOMERS: [string, string][] = [
  ['Kafe Bayti Ltd.', '8 Derech HaShalom, Tamra'],
  ['Ofek Print &amp; Copy', '31 HaMelacha St., Ramat Yishai'],
  ['Dr. Noa Adler Dentistry', '5 Weizmann Blvd., Tira'],
  ['Sadot Pilates', '17 HaPalmach St., Arraba'],
  ['Glikman Cycles', '44 Sokolov St., Jish'],
];

/**
 * An electricity supply company's bill to a small business, in English, in shekels, A4 (Noto Sans Display for the name
 * and figures, Liberation Sans): a yellow spark drawn beside "NITZOTZ" and "Electricity supply", opposite a dark panel
 * "Amount due" "NIS …" and "Pay by" (18-24 days on; a distractor); a strip of "Bill number" (70 and six digits), "Bill
 * date" d Mon yyyy (off Friday and Saturday, 3-12 days after the period), "Billing period" (two months), "Account"
 * (failing the check) and "Meter"; the customer and site; a reading table (previous and current meter readings in kWh);
 * charges: energy kWh × the price a kWh by year to four places, "Supplier discount 6%" on energy, the supply charge for
 * two months, sometimes "Reactive power surcharge"; "Total before VAT", "VAT n%" added, "Total for this bill"; six
 * earlier periods' consumption as bars (a distractor); "Nitzotz Grid Ltd. · Company No." spaced in the footer.
 */
export const enNitzotzElectricityBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [3, 10]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const t = TARIFF[year];
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const kwh = rng.int(600, 5200);
    const prev = rng.int(10000, 900000);
    const energy = Math.round((kwh * t.kwh) / 100);
    const lines: [string, string, number][] = [
      ['Energy', `${kwh.toLocaleString('en-US')} kWh × NIS ${(t.kwh / 10000).toFixed(4)}`, energy],
      ['Supplier discount 6%', 'on energy', -share(energy, 6)],
      ['Supply charge', `2 months × NIS ${amount(t.fixed)}`, 2 * t.fixed],
    ];
    if (rng.chance(0.2)) lines.push(['Reactive power surcharge', 'power factor below 0.92', rng.int(1500, 9000)]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Nitzotz Grid Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `70${rng.digits(6)}`;
    const [customer, site] = rng.pick(CUSTOMERS);
    const history = Array.from({ length: 6 }, () => Math.round(kwh * (0.6 + rng.next() * 0.8)));
    const max = Math.max(...history, kwh);
    const bars = history
      .map((h, i) => `<div class="bar"><div style="height:${Math.round((h / max) * 70)}px"></div><span>${enMonth(firstOfMonth(from, -2 * (6 - i))).slice(0, 3)}</span></div>`)
      .join('');
    const spark = `<svg width="34" height="44" viewBox="0 0 34 44"><polygon points="20,0 2,26 15,26 11,44 32,15 19,15" fill="#f5c518" stroke="#222" stroke-width="1.5"/></svg>`;
    const body = `<div class="hd"><div class="brand">${spark}<div><div class="nm">NITZOTZ</div><div class="tg">Electricity supply</div></div></div><div class="due"><div>Amount due</div><div class="big">NIS ${amount(gross)}</div><div>Pay by ${dt(plus(date, rng.int(18, 24)), 'd Mon yyyy')}</div></div></div>
<table class="strip"><tr><th>Bill number</th><th>Bill date</th><th>Billing period</th><th>Account</th><th>Meter</th></tr><tr><td>${doc}</td><td>${dt(date, 'd Mon yyyy')}</td><td>${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}</td><td>${notAnId(rng)}</td><td>M-${rng.digits(8)}</td></tr></table>
<div class="cust"><b>${customer}</b><br>Supply address: ${site}</div>
<h2>Meter readings</h2><table class="t"><tr><th>Previous (${dt(from, 'dd/mm/yyyy')})</th><th>Current (${dt(to, 'dd/mm/yyyy')})</th><th>Consumption</th></tr><tr><td>${prev.toLocaleString('en-US')}</td><td>${(prev + kwh).toLocaleString('en-US')}</td><td>${kwh.toLocaleString('en-US')} kWh</td></tr></table>
<h2>Charges</h2><table class="t ch"><tr><th>Item</th><th>Details</th><th>NIS</th></tr>${lines.map(([a, b, c]) => `<tr><td>${a}</td><td>${b}</td><td>${amount(c)}</td></tr>`).join('')}
<tr class="s"><td colspan="2">Total before VAT</td><td>${amount(net)}</td></tr><tr class="s"><td colspan="2">VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td colspan="2">Total for this bill</td><td>${amount(gross)}</td></tr></table>
<h2>Your consumption, kWh per period</h2><div class="bars">${bars}<div class="bar now"><div style="height:${Math.round((kwh / max) * 70)}px"></div><span>now</span></div></div>
<div class="ft">${vendorName} · Company No. ${spacedId(taxId)} · Customer service *${rng.digits(4)} · Sun–Thu 8:00–18:00</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:12px;padding:13mm 15mm;color:#1d1d1d}.hd{display:flex;justify-content:space-between;align-items:center}.brand{display:flex;gap:10px;align-items:center}.nm{font-family:'Noto Sans Display';font-weight:bold;font-size:30px;letter-spacing:2px;line-height:1}.tg{color:#666}
.due{background:#222;color:#fff;padding:8px 18px;border-radius:6px;text-align:right;line-height:1.5}.big{font-family:'Noto Sans Display';font-size:24px;font-weight:bold;color:#f5c518}
.strip{width:100%;border-collapse:collapse;margin:14px 0 8px}.strip th{background:#f5c518;font-weight:bold;font-size:10.5px;text-align:left;padding:4px 6px}.strip td{border-bottom:1px solid #bbb;padding:4px 6px}
.cust{margin:6px 0;line-height:1.5}h2{font-size:14px;margin:14px 0 4px;border-bottom:2px solid #f5c518;padding-bottom:2px}.t{width:100%;border-collapse:collapse}.t th{text-align:left;font-weight:normal;color:#666;padding:3px 4px}.t td{padding:4px;border-bottom:1px solid #eee}
.ch td:last-child,.ch th:last-child{text-align:right}.s td{font-weight:bold}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222;background:#fff7d6}
.bars{display:flex;gap:14px;align-items:flex-end;height:95px;margin-top:6px}.bar{display:flex;flex-direction:column;align-items:center;font-size:10px;color:#666}.bar div{width:26px;background:#c9c9c9}.now div{background:#f5c518}.ft{margin-top:30px;font-size:10px;color:#666;border-top:1px solid #ccc;padding-top:5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
