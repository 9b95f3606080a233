import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, comma, next, pairs, plus, total } from './extra';

const ID = 'en-limbe-fixer-invoice';

/** Service, euro cents in 2022, by the shooting day (true) or flat. */
const SERVICES: [string, number, boolean][] = [
  ['4x4 vehicle with driver', 14000, true],
  ['Fuel and tolls', 4500, true],
  ['Interpreter, Pidgin and Bakweri', 7000, true],
  ['Boat hire, Limbe - Idenau coast', 26000, true],
  ['Security escort', 6000, true],
  ['Filming permit facilitation', 35000, false],
  ['Location fee, tea estate at Tole', 40000, false],
  ['Production office and storage, Limbe', 22000, false],
];
const TITLES = ['Rain on the Mountain', 'The Black Sand Coast', 'Where the Lava Meets the Sea', 'Cocoa Roads'];

/** "12 345,67": a space between thousands and a decimal comma. */
const eur = (cents: number) => comma(cents, ' ');

/**
 * A film fixer in Limbe, Cameroon, invoicing an Israeli documentary company in euros, A4 (Liberation Sans, Nimbus Mono
 * PS for figures, Z003 for the signature): "Mount Fako Media Services SARL" with an NIU (letter, twelve digits, letter)
 * and an RCCM number, "FACTURE / INVOICE" and "No. MFM/yyyy/nnn", pairs (date dd/mm/yyyy, client in Givat Shmuel, production, the
 * shooting days d Mon yyyy, days), the local producer by the day first, then vehicles, interpreter, boat and escort by
 * the day and permits and locations flat, amounts "12 345,67"; "Total excl. tax", "VAT 17.5%" and "CAC (10% of VAT)"
 * making "Total taxes 19.25%" (the total tax at 19.25%, the council surtax the rest), "TOTAL EUR" "€ …" and the XAF
 * equivalent at 655.957; a signature.
 */
export const enLimbeFixerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const up = (p: number) => Math.round((p * rise) / 500) * 500;
    const days = rng.int(4, 12);
    const end = plus(date, -rng.int(1, 8));
    const start = plus(end, -(days - 1));
    const rows: [string, string, number, number][] = [['Fixer / local producer', 'day', days, up(18000)]];
    for (const [what, p, daily] of rng.some(SERVICES, rng.int(3, 5))) rows.push([what, daily ? 'day' : 'flat', daily ? rng.int(Math.max(1, days - 4), days) : 1, up(p)]);
    const net = total(rows.map(([, , q, p]) => q * p));
    const vat = Math.round((net * 175) / 1000);
    const tax = Math.round((net * 1925) / 10000);
    const cac = tax - vat;
    const gross = net + tax;
    const xaf = Math.round((gross * 655957) / 100000);
    const vendorName = 'Mount Fako Media Services SARL';
    const doc = `MFM/${date.slice(0, 4)}/${String(rng.int(3, 180)).padStart(3, '0')}`;
    const body = `<div class="hd"><div><div class="nm">MOUNT FAKO MEDIA</div><div>${vendorName}</div><div class="sm">Down Beach, Limbe, South-West Region, Cameroon · +237 6${rng.digits(8)}<br>NIU M0${rng.digits(11)}${rng.pick(['A', 'B', 'K', 'Z'])} · RCCM CM-LIM-${rng.int(2015, 2020)}-B-00${rng.digits(3)}</div></div>
<div class="ttl">FACTURE / INVOICE<div class="no">No. ${doc}</div></div></div>
${pairs(
  [
    ['Date', dt(date, 'dd/mm/yyyy')],
    ['Client', 'Hadas Pictures Ltd., Givat Shmuel, Israel'],
    ['Production', `documentary, working title "${rng.pick(TITLES)}"`],
    ['Shooting days', `${dt(start, 'd Mon yyyy')} - ${dt(end, 'd Mon yyyy')} (${days})`],
  ],
  1,
)}
<table class="items"><thead><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Rate EUR</th><th>Amount EUR</th></tr></thead><tbody>${rows
      .map(([what, unit, q, p]) => `<tr><td>${what}</td><td>${unit}</td><td class="n">${q}</td><td class="n">${eur(p)}</td><td class="n">${eur(q * p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><th>Total excl. tax</th><td>${eur(net)}</td></tr><tr><th>VAT 17.5%</th><td>${eur(vat)}</td></tr><tr><th>CAC (10% of VAT)</th><td>${eur(cac)}</td></tr><tr><th>Total taxes 19.25%</th><td>${eur(tax)}</td></tr>
<tr class="g"><th>TOTAL EUR</th><td>€ ${eur(gross)}</td></tr><tr class="x"><th>Equivalent XAF (1 EUR = 655.957 XAF)</th><td>${comma(xaf * 100, ' ').replace(/,00$/, '')} XAF</td></tr></table>
<div class="foot">Payment by SWIFT transfer within 15 days, EUR account at a Limbe bank, details on request. Services performed in Cameroon.</div><div class="sig">J. Ndive Elango<br><span>Managing Director</span></div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:12.5px;padding:15mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid #2f6b3a;padding-bottom:8px;margin-bottom:10px}
.nm{font-size:24px;font-weight:bold;color:#2f6b3a;letter-spacing:2px}.ttl{text-align:right;font-size:18px;font-weight:bold}.ttl .no{font-size:13px;font-weight:normal;margin-top:4px}
.n,.tot td{font-family:'Nimbus Mono PS';white-space:nowrap}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:56%;margin-left:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{background:#2f6b3a;color:#fff;font-weight:bold;font-size:14px}.tot tr.g th{font-weight:bold}.tot tr.x{font-size:11px;color:#444}.foot{margin-top:20px}.sig{margin-top:26px;font-family:'Z003';font-size:24px}.sig span{font-family:'Liberation Sans';font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
