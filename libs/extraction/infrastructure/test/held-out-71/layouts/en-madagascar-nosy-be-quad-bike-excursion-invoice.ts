import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, dayOf, e, items, nth, pairs, plus, row, total, yearFor } from './extra';

const ID = 'en-madagascar-nosy-be-quad-bike-excursion-invoice';

/** Euro amounts as Malagasy invoices write them: "1 234,50 €". */
const eur = (cents: number) => `${comma(cents, '\u202f')} €`;
/** A rough ariary rate for the euro in the years this layout uses (shown as an equivalent only). */
const MGA: Record<number, number> = { 2022: 4300, 2023: 4750, 2024: 4900, 2025: 5150 };

const HOTELS = ['Hôtel Vanila, Ambondrona', 'Royal Palm Beach, Ambatoloaka', 'Ravintsara Lodge, Ambaro', 'Villa Ylang, Madirokely', 'Sakatia Towers guests (transfer Hell-Ville)'];

/**
 * A Nosy Be quad bike excursion company's invoice to hotel guests, A4 (Nimbus Sans): French tax terms under English
 * labels, NIF and STAT numbers, quads per circuit (half day to Mont Passot, full day to the crater lakes and the
 * ylang-ylang plantations), a passenger supplement, a guide, lunch in a village on the full day, hotel pick-up on
 * some; priced in euros as the island's tourist trade prices, with Malagasy TVA at 20% added ("Montant HT", "TVA 20 %",
 * "Total TTC"), and an ariary equivalent. Never on a Sunday.
 */
export const enMadagascarNosyBeQuadBikeExcursionInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = avoid(dayOf(rng, year, undefined, [2, 27]), [0]);
    const full = rng.chance(0.5);
    const quads = rng.int(1, 4);
    const lines: [string, number, number][] = [
      [
        full ? 'Full-day quad circuit: crater lakes, ylang-ylang and Mont Passot (per quad)' : 'Half-day quad circuit to Mont Passot at sunset (per quad)',
        quads,
        (full ? rng.int(150, 190) : rng.int(85, 110)) * 100,
      ],
    ];
    const passengers = rng.int(0, quads);
    if (passengers) lines.push(['Passenger supplement (per person)', passengers, rng.int(20, 35) * 100]);
    lines.push(['Guide and fuel (per group)', 1, rng.int(25, 45) * 100]);
    if (full) lines.push(['Malagasy lunch in the village (per person)', quads + passengers, rng.int(12, 18) * 100]);
    if (rng.chance(0.5)) lines.push(['Hotel pick-up and drop-off', 1, rng.int(10, 20) * 100]);
    const sums = lines.map(([, q, p]) => q * p);
    const net = total(sums);
    const tva = Math.round((net * 20) / 100);
    const gross = net + tva;
    const vendorName = 'Nosy Quad Aventure SARL';
    const doc = `FA-${year}-${String(rng.int(40, 980)).padStart(4, '0')}`;
    const body = `<div class="head"><div><div class="brand">NOSY QUAD AVENTURE</div><div class="sm"><b>${e(vendorName)}</b> &middot; au capital de 2&#8239;000&#8239;000 Ar<br>Route de l&apos;Ouest, Ambatoloaka, 207 Nosy Be, Madagascar<br>NIF ${rng.digits(10)} &middot; STAT ${rng.digits(5)} 31 ${year - rng.int(3, 9)} 0 ${rng.digits(5)} &middot; +261 32 ${rng.digits(2)} ${rng.digits(3)} ${rng.digits(2)}</div></div><div class="title">INVOICE<br><span class="sm">Facture</span></div></div>
<div class="top"><div><b>Client</b><br>${e(rng.pick(['Mr & Mrs Ferrand', 'Ms C. Rossi', 'Mr D. Marchetti', 'Famille Lemoine', 'Mr P. Novak']))}<br>${e(rng.pick(HOTELS))}</div><div>${pairs(
      [
        ['Invoice No. / Facture n°', doc],
        ['Date', dt(date, 'dd/mm/yyyy')],
        ['Excursion date', dt(plus(date, -rng.int(0, 2)), 'dd/mm/yyyy')],
        ['Voucher', `NQ${rng.digits(5)}`],
      ],
    )}</div></div>
${items(
  ['Description', 'Qty', 'Unit price', 'Amount'],
  lines.map(([d, q, p], i) => [e(d), String(q), eur(p), eur(sums[i])]),
)}
<div class="tot">${row('Total excl. VAT (Montant HT)', eur(net))}${row('VAT / TVA 20 %', eur(tva))}${row('Total incl. VAT (Total TTC)', eur(gross), 'b big')}${row('Equivalent in ariary (indicative)', `${comma(Math.round((gross * MGA[year]) / 100) * 100, '\u202f').replace(/,00$/, '')} Ar`, 'sm')}</div>
<div class="foot">Payable in euros or ariary, cash or card, before departure. Helmets and insurance included. Driving licence required for the driver.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:11.5px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #b5651d;padding-bottom:8px}
.brand{font-size:26px;font-weight:bold;color:#b5651d;letter-spacing:1px}.title{font-size:20px;font-weight:bold;text-align:right}.top{display:flex;justify-content:space-between;margin:10px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.tot{width:55%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tva) },
    };
  },
};
