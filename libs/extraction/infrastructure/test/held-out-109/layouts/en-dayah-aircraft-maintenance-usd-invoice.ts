import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-dayah-aircraft-maintenance-usd-invoice';

/** US cents, before VAT (approximate). */
const PARTS: [string, number][] = [
  ['Oil filter CH48110-1', 2850],
  ['Spark plug REM38E (ea.)', 3120],
  ['Aeroshell W100 oil (qt)', 1290],
  ['Brake lining kit 066-10500', 8400],
  ['Vacuum pump 215CC (exchange)', 64500],
  ['ELT battery pack', 18900],
  ['Tyre 6.00-6 6-ply', 21500],
  ['Air filter element', 7600],
  ['Exhaust gasket set', 4300],
];
const JOBS: [string, number][] = [
  ['100-hour inspection (flat rate)', 185000],
  ['Annual inspection (flat rate)', 210000],
  ['50-hour oil service (flat rate)', 42000],
  ['Pitot-static and transponder check', 56000],
];
/** Bank of Israel representative rate, shekels a dollar, by year (approximate). */
const BOI: Record<number, number> = { 2022: 3.36, 2023: 3.68, 2024: 3.7, 2025: 3.55, 2026: 3.25 };

/**
 * A light-aircraft maintenance shop at Herzliya airfield invoicing an Israeli flying club in US dollars with Israeli
 * VAT, A4 (Nimbus Sans Narrow for the name and headings, Nimbus Sans, DejaVu Sans Mono): a drawn kite-bird in a circle,
 * "DAYAH AERO"; "TAX INVOICE", "Invoice #" (four digits, a slash, the year's two digits), "Date" d Mon yyyy; the club
 * with its company number, the aircraft's registration, type and hours, the work order and its dates, "Net 30" with its
 * date (distractors); an inspection at a flat rate, labour in tenths of an hour x $ a hour, parts; "Net amount USD",
 * "VAT n%" added, "TOTAL USD"; the representative rate, the total and VAT in shekels (distractors); "Dayah Aero
 * Maintenance Ltd." with "VAT No." plain only in the footer; Sunday to Thursday.
 */
export const enDayahAircraftMaintenanceUsdInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const lines: [string, string, string, number][] = [];
    const [job, jp] = rng.pick(JOBS);
    lines.push([job, '1', amount(jp), jp]);
    const tenths = rng.int(5, 120);
    const labour = rng.pick([9500, 11000, 12500]);
    lines.push(['Additional labour (hours)', (tenths / 10).toFixed(1), amount(labour), Math.round((tenths * labour) / 10)]);
    for (const [name, p] of rng.some(PARTS, rng.int(2, 5))) {
      const q = name.includes('(ea.)') ? rng.pick([4, 8]) : name.includes('(qt)') ? rng.int(6, 8) : 1;
      lines.push([name, String(q), amount(p), q * p]);
    }
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Dayah Aero Maintenance Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.digits(4)}/${String(year).slice(2)}`;
    const boi = BOI[year] + rng.int(-8, 8) / 100 + rng.int(0, 9) / 1000;
    const ils = (c: number) => amount(Math.round(c * boi));
    const opened = plus(date, -rng.int(3, 12));
    const bird = `<svg width="56" height="56" viewBox="0 0 56 56"><circle cx="28" cy="28" r="26" fill="none" stroke="#0d47a1" stroke-width="2.5"/><path d="M6 30 Q18 20 28 28 Q38 20 50 30 Q38 26 28 34 Q18 26 6 30 Z" fill="#0d47a1"/><path d="M28 34 L24 44 L32 44 Z" fill="#0d47a1"/></svg>`;
    const body = `<div class="hd">${bird}<div><div class="nm">DAYAH AERO</div><div class="sm">Part-145 style light-aircraft maintenance · Herzliya Airfield</div></div><div class="ttl">TAX INVOICE</div></div>
<table class="kv"><tr><th>Invoice #</th><td>${doc}</td><th>Date</th><td>${dt(date, 'd Mon yyyy')}</td></tr>
<tr><th>Bill to</th><td>${rng.pick(['Sharon Flying Club Ltd.', 'Galil Aviators Association', 'Blue Horizon Flight Training Ltd.'])}<br>Co. No. ${taxIdOfCustomer(rng)}</td><th>Aircraft</th><td>4X-${rng.pick(['C', 'A', 'D'])}${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))} · ${rng.pick(['Cessna 172S', 'Piper PA-28-181', 'Cessna 152'])}<br>TTAF ${rng.int(2400, 14800)}.${rng.int(0, 9)} h</td></tr>
<tr><th>Work order</th><td>WO-${rng.digits(5)} opened ${dt(opened, 'd Mon yyyy')}, released ${dt(plus(opened, rng.int(1, 3)), 'd Mon yyyy')}</td><th>Terms</th><td>Net 30 – due ${dt(plus(date, 30), 'd Mon yyyy')}</td></tr></table>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Unit USD</th><th>Amount USD</th></tr>${lines.map(([a, q, p, s]) => `<tr><td>${a}</td><td>${q}</td><td>${p}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<div class="tot"><div><span>Net amount USD</span><span>${amount(net)}</span></div><div><span>VAT ${rate}%</span><span>${amount(vat)}</span></div><div class="g"><span>TOTAL USD</span><span>$ ${amount(gross)}</span></div></div>
<div class="fx">For VAT reporting: Bank of Israel representative rate of ${dt(plus(date, -1), 'd Mon yyyy')}: ${boi.toFixed(3)} ILS/USD · Total ILS ${ils(gross)} · of which VAT ILS ${ils(vat)}</div>
<div class="pay">Payment in USD by wire transfer to our dollar account, or in shekels at the rate of the payment day. Please quote the invoice number.</div>
<div class="foot">${vendorName} · VAT No. ${taxId} · Hangar ${rng.int(2, 9)}, Herzliya Airfield · +972-9-95${rng.digits(5)} · ops@dayah-aero.example</div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12.5px;padding:14mm 16mm;color:#1b1b1b}.hd{display:flex;align-items:center;gap:12px;border-bottom:3px solid #0d47a1;padding-bottom:8px}
.nm{font-family:'Nimbus Sans Narrow';font-size:30px;font-weight:bold;color:#0d47a1;letter-spacing:1px}.sm{font-size:11px;color:#555}.ttl{margin-left:auto;font-family:'Nimbus Sans Narrow';font-size:26px;font-weight:bold}
.kv{width:100%;border-collapse:collapse;margin:12px 0}.kv th{text-align:left;vertical-align:top;color:#0d47a1;padding:4px;font-weight:normal;width:14%}.kv td{padding:4px;vertical-align:top}
.t{width:100%;border-collapse:collapse}.t th{background:#0d47a1;color:#fff;padding:5px;text-align:left}.t td{padding:5px;border-bottom:1px solid #ddd}.t td:nth-child(n+2){text-align:right;font-family:'DejaVu Sans Mono';font-size:11.5px}
.tot{width:45%;margin:10px 0 0 auto;font-family:'DejaVu Sans Mono'}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:15px;border-top:2px solid #0d47a1}
.fx{margin-top:16px;padding:6px;border:1px dashed #888;font-size:11.5px}.pay{margin-top:10px;font-size:11.5px}.foot{margin-top:40px;border-top:1px solid #0d47a1;padding-top:6px;font-size:10.5px;color:#444;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
