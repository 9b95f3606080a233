import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, next, plus, total, vatOn } from './extra';

const ID = 'en-karakol-invoice';

/** Item, unit, pence a unit before VAT in 2023, quantity range (per day, person-night or each). */
const ITEMS: [string, string, number, [number, number]][] = [
  ['4x4 with driver, fuel included', '4x4-day', 11000, [4, 18]],
  ['Interpretation, English-Kyrgyz', 'day', 6500, [4, 14]],
  ['Coordinator', 'day', 9000, [4, 14]],
  ['Homestay accommodation, twin share', 'person-night', 2800, [8, 60]],
  ['Provisions and preparation, x3 daily', 'person-day', 1900, [8, 60]],
  ['Frontier-zone filming permit, processing', 'each', 15000, [1, 2]],
  ['Iridium handset incl. airtime', 'day', 1600, [4, 14]],
  ['Packhorse with wrangler', 'animal-day', 3500, [4, 20]],
];
const CLIENTS = ['Larkspur Factual Films Ltd', 'Hollowbrook Pictures Ltd', 'Thistledown Pictures Ltd', 'Fennick & Ware Films Ltd'];

/**
 * A production-services firm in Karakol, Kyrgyzstan, invoicing a British documentary company in pounds sterling, A4
 * (DejaVu Serif, Z003 for the signature): a left-aligned letterhead with "Issyk Frontier Filming LLC" in small
 * capitals, the Karakol address, INN (14 digits) and a VAT certificate number; a full-width grey band "INVOICE" with
 * "No. IFP/yy/nnn" on the right; "Date of invoice" d Month yyyy, the client in a box, the shoot "from – to" (ending
 * one to six days before); items by day, person-night or horse-day in pounds; "Net", "VAT 12%", "Total (GBP)" "£ …";
 * a hand signature and the director's name; not Sunday.
 */
export const enKarakolInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const date = avoid(raw, [0]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2023) * 0.05;
    const days = rng.int(4, 14);
    const crew = rng.int(2, 5);
    const lines = rng.some(ITEMS, rng.int(4, 7)).map(([name, unit, p, [lo, hi]]) => ({
      name,
      unit,
      q: unit === 'person-night' || unit === 'person-day' ? crew * days : unit.endsWith('day') ? Math.min(hi, Math.max(lo, days)) : rng.int(lo, hi),
      p: Math.round((p * rise) / 10) * 10,
    }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, 12);
    const gross = net + vat;
    const vendorName = 'Issyk Frontier Filming LLC';
    const doc = `IFP/${date.slice(2, 4)}/${String(rng.int(5, 240)).padStart(3, '0')}`;
    const end = plus(date, -rng.int(1, 6));
    const start = plus(end, -days + 1);
    const body = `<div class="lh"><div class="nm">${vendorName}</div><div>Toktogul St. ${rng.int(10, 180)}, Karakol 722200, Kyrgyz Republic</div><div>TIN ${rng.pick(['0', '2'])}${rng.digits(13)} · VAT certificate No. ${rng.digits(7)}</div></div>
<div class="band"><span>INVOICE</span><span>No. ${doc}</span></div><div class="row"><div>Date of invoice: <b>${dt(date, 'd Month yyyy')}</b><br>Filming: ${dt(start, 'd Month yyyy')} – ${dt(end, 'd Month yyyy')}<br>Crew: ${crew}</div>
<div class="cl">To: <b>${rng.pick(CLIENTS)}</b><br>${rng.int(2, 90)} Wapping Wharf, Bristol BS1, United Kingdom</div></div>
<table class="t"><thead><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Price £</th><th>Total £</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>Net</th><td>${amount(net)}</td></tr><tr><th>VAT 12%</th><td>${amount(vat)}</td></tr><tr class="g"><th>Total (GBP)</th><td>£ ${amount(gross)}</td></tr></table>
<div class="sg"><div class="hand">A. Temirov</div>Aibek Temirov, Director</div><div class="ft">Prices agreed in pounds. Please pay by SWIFT transfer within 14 days quoting the invoice number.</div>`;
    const css = `body{font-family:'DejaVu Serif';font-size:11px;padding:15mm 16mm}.lh{line-height:1.6}.nm{font-variant:small-caps;font-size:22px;font-weight:bold;letter-spacing:1px}
.band{display:flex;justify-content:space-between;background:#d6d6d6;padding:6px 10px;margin:14px 0 10px;font-size:16px;font-weight:bold}.row{display:flex;justify-content:space-between;line-height:1.7}.cl{border:1px solid #000;padding:6px 10px;width:80mm}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{border-top:1.5px solid #000;border-bottom:1.5px solid #000;padding:4px;text-align:left}.t td{padding:4px}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{width:80mm;margin:10px 0 0 auto;border-collapse:collapse}.tot th{text-align:left;font-weight:normal;padding:3px}.tot td{text-align:right;padding:3px}.tot .g{font-weight:bold;font-size:14px;border-top:1.5px solid #000;border-bottom:3px double #000}
.sg{margin-top:28px}.hand{font-family:Z003;font-size:26px}.ft{margin-top:20px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
