import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, items, next, pairs, plus, total, vatIn } from './extra';

const ID = 'en-chamarel-folio';

/** Extras, cents (VAT inclusive). */
const EXTRAS: [string, number][] = [
  ['Rhumerie tasting & lunch (2 pax)', 9800],
  ['Seven Coloured Earth & waterfall tour', 7400],
  ['Airport transfer SSR Intl - lodge', 6500],
  ['Dinner - Table du Chef', 8600],
  ['Minibar', 2400],
  ['Laundry service', 1800],
  ['Massage 60 min - Spa Tamarinier', 7000],
  ['Packed lunch x2', 3200],
];

const GUESTS = ['Mr & Mrs D. Okonkwo', 'Ms Hélène Garnier', 'Mr Tobias Lindqvist', 'Dr & Mrs R. Pillay', 'Mrs Anouk de Vries', 'Mr Jonah Feldman'];

/**
 * An eco-lodge's guest folio in Chamarel, Mauritius, euros, A4 (P052, Noto Sans): the Ltd with its BRN and its VAT
 * registration number (not Israeli), "GUEST FOLIO / TAX INVOICE", two-column pairs ("Invoice No. CHL/yyyy/nnnn", date
 * dd-MON-yy, guest, lodge, arrival and departure), a dated list of nights at a daily rate and extras, "TOTAL (VAT
 * inclusive) EUR", "of which VAT 15%", a card payment as a minus and "Balance EUR 0.00"; dated the departure.
 */
export const enChamarelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(2, 7);
    const arrival = plus(date, -nights);
    const rate = rng.pick([14500, 16800, 19500, 23800, 26000]);
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) lines.push([plus(arrival, i), 'Lodge accommodation, half board', rate]);
    for (const [n, p] of rng.some(EXTRAS, rng.int(1, 4))) lines.push([plus(arrival, rng.int(0, nights - 1)), n, p]);
    lines.sort((a, b) => a[0].localeCompare(b[0]));
    const gross = total(lines.map((l) => l[2]));
    const vat = vatIn(gross, 15);
    const vendorName = 'Chamarel Heights Eco Lodge Ltd';
    const doc = `CHL/${date.slice(0, 4)}/${rng.int(100, 9999).toString().padStart(4, '0')}`;
    const body = `<div class="hd"><div class="nm">Chamarel Heights</div><div class="sub">ECO LODGE · RIVIÈRE NOIRE</div></div>
<div class="c sm">${vendorName} · Royal Road, Chamarel, Mauritius · Tel +230 483 ${rng.digits(4)}<br>BRN C${rng.digits(8)} · VAT Reg. No. VAT${rng.digits(8)}</div>
<div class="title">GUEST FOLIO / TAX INVOICE</div>
${pairs(
  [
    ['Invoice No.', doc],
    ['Date', dt(date, 'dd-Mon-yy')],
    ['Guest', rng.pick(GUESTS)],
    ['Lodge', `No. ${rng.int(1, 12)} - ${rng.pick(['Ravine view', 'Forest view', 'Sunset deck'])}`],
    ['Arrival', dt(arrival, 'dd-Mon-yy')],
    ['Departure', dt(date, 'dd-Mon-yy')],
  ],
  2,
)}
${items(
  ['Date', 'Description', 'EUR'],
  lines.map(([d, n, p]) => [dt(d, 'dd-Mon-yy'), n, amount(p)]),
)}
<table class="sums"><tr class="b"><th>TOTAL (VAT inclusive) EUR</th><td>${amount(gross)}</td></tr><tr><th>of which VAT 15%</th><td>${amount(vat)}</td></tr><tr><th>${rng.pick(['Visa', 'Mastercard', 'Amex'])} **** ${rng.digits(4)}</th><td>-${amount(gross)}</td></tr><tr class="b"><th>Balance EUR</th><td>0.00</td></tr></table>
<div class="sm foot">Printed ${dt(date, 'dd-Mon-yy')} ${hhmm(rng.int(7 * 60, 11 * 60 + 30))} by Front Office. Rates quoted and charged in euros; all charges include VAT at 15%.<br>Thank you for staying with us - mèsi, à bientôt!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans';font-size:11.5px;padding:16mm 18mm}.hd{text-align:center}.nm{font-family:'P052';font-size:32px;color:#5a3e1b}.sub{font-family:'P052';letter-spacing:4px;font-size:11px}
.title{font-family:'P052';font-size:18px;text-align:center;margin:12px 0;border-top:1px solid #5a3e1b;border-bottom:1px solid #5a3e1b;padding:4px}
.items td:last-child,.items th:last-child{text-align:end}.sums{width:50%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold}.foot{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
