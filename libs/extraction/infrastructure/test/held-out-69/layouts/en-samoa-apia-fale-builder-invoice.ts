import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, e, items, nth, pairs, plus, row, total, vatOn, yearFor } from './extra';

const ID = 'en-samoa-apia-fale-builder-invoice';

const CLIENTS: [string, string][] = [
  ['Lalomanu Reef Beach Fales Ltd', 'Lalomanu, Aleipata, Upolu'],
  ['Manase Sunset Retreat Ltd', 'Manase, Savai\u2019i'],
  ['Vailima Garden Villas Ltd', 'Vailima, Apia'],
  ['Namua Island Hideaway Ltd', 'Namua Island, Aleipata'],
];
const FALE = [
  'open beach fale (fale tele style), 4.8 m x 3.6 m',
  'family fale on raised stone platform, 6 m x 4.5 m',
  'round guest fale (fale afolau style), 5.4 m diameter',
  'dining fale, 9 m x 6 m',
];

/**
 * A traditional fale builder in Apia, Samoa, invoicing resorts in US dollars at their request, A4
 * (URW Bookman): the fale built, hardwood posts and rafters, coconut sennit ('afa) lashing by the
 * bundle, sugar-cane leaf thatch panels, the stone platform, the master builder's and crew's days,
 * barge or ferry freight to the site; Samoa's VAGST at 15% added; TIN, invoice number, contract
 * reference and the site. Dates 2022-2025, in 2025 only January to May (under the 2024/25 budget);
 * 2026 is left out.
 */
export const enSamoaApiaFaleBuilderInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = avoid(dayOf(rng, year, year === 2025 ? [1, 2, 3, 4, 5] : undefined, [2, 27]), [0]);
    const [client, site] = rng.pick(CLIENTS);
    const fale = rng.pick(FALE);
    const count = fale.startsWith('dining') ? 1 : rng.int(1, 3);
    const lines4: [string, string, string, number][] = [];
    const put = (d: string, q: number, unit: number) => lines4.push([d, String(q), amount(unit), q * unit]);
    put(`Hardwood posts (poumuli), milled and treated`, count * rng.int(6, 12), rng.int(85, 140) * 100);
    put(`Rafters and ridge beams, ifilele`, count * rng.int(10, 24), rng.int(30, 55) * 100);
    put(`Coconut sennit lashing ('afa), per bundle`, count * rng.int(8, 20), rng.int(18, 32) * 100);
    put(`Sugar-cane leaf thatch panels (lau)`, count * rng.int(60, 140), rng.int(6, 11) * 100);
    if (rng.chance(0.6)) put(`Stone platform (paepae), basalt with coral infill, m\u00b2`, count * rng.int(18, 40), rng.int(35, 60) * 100);
    const masterDays = count * rng.int(6, 12);
    put(`Master builder (tufuga fai fale), days`, masterDays, rng.int(180, 260) * 100);
    put(`Building crew, person-days`, masterDays * rng.int(3, 6), rng.int(45, 70) * 100);
    if (site.includes('Savai') || site.includes('Island')) put(`Freight of materials by ferry/barge, loads`, rng.int(1, 4), rng.int(350, 600) * 100);
    const net = total(lines4.map((l) => l[3]));
    const vat = vatOn(net, 15);
    const gross = net + vat;
    const vendorName = 'Tufuga Fale Builders Limited';
    const doc = `INV-${rng.int(1040, 1890)}`;
    const body = `<div class="head"><div class="brand">Tufuga Fale Builders</div><div class="sm">${e(vendorName)} &middot; Vaitele Street, Apia, Samoa &middot; TIN ${rng.digits(6)} &middot; +685 2${rng.digits(4)}</div></div>
<div class="top"><div><h1>Tax Invoice</h1><div>To: <b>${e(client)}</b><br>Site: ${e(site)}</div></div><div>${pairs([
      ['Invoice', doc],
      ['Date', dt(date, 'dd/mm/yyyy')],
      ['Contract', `TFB-C${rng.digits(3)}`],
      ['Terms', '14 days'],
    ])}</div></div>
<div class="what">Construction of ${count > 1 ? `${count} x ` : ''}${e(fale)}, completed and handed over ${dt(plus(date, -rng.int(1, 6)), 'd Month yyyy')}.</div>
${items(
  ['Item', 'Qty', 'Rate USD', 'Amount USD'],
  lines4.map(([d, q, u, s]) => [e(d), q, u, amount(s)]),
)}
<div class="tot">${row('Total excluding VAGST', amount(net))}${row('VAGST @ 15%', amount(vat))}${row('TOTAL USD', amount(gross), 'b big')}</div>
<div class="foot">Prices in United States dollars as agreed in the contract. Payment by telegraphic transfer to ANZ Bank (Samoa) Ltd, Apia, USD account ${rng.digits(8)}.<br>Fa\u2019afetai tele lava!</div>`;
    const css = `${baseCss}
body{font-family:'URW Bookman','Liberation Serif';font-size:11.5px;padding:15mm 16mm}.head{border-bottom:2px solid #6b3e1f;padding-bottom:6px}.brand{font-size:25px;color:#6b3e1f;font-weight:bold}
.top{display:flex;justify-content:space-between;margin-top:10px}h1{font-size:21px;margin:0 0 6px}.what{margin:10px 0;font-style:italic}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}
.tot{width:46%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:22px;font-size:10.5px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
