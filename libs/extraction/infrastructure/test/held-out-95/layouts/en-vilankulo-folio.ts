import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId, share } from '../../generalisation/notation';
import { baseCss, grid, next, plus, total } from './extra';

const ID = 'en-vilankulo-folio';

const GUESTS = ['Mr & Mrs D. Okafor', 'Ms Hannah Lindqvist', 'Mr Pieter van Wyk', 'Dr & Mrs R. Mendes', 'Ms Aiko Tanabe'];

/** Mozambique's standard IVA: 17% in 2022, 16% from 1 January 2023. */
const rateOn = (date: string) => (date < '2023-01-01' ? 17 : 16);

/**
 * A beach lodge's guest folio in Vilankulo, Mozambique, in US dollars, A4 (Noto Serif Display for the name, Noto
 * Serif): trade name "Flamingo Bay Lodge" over "Baía dos Flamingos, Lda." with its NUIT (nine digits failing the
 * Israeli check), "GUEST FOLIO / FACTURA" and "Factura n.º FT yyyy/nnnnn", a grid (guest, casita, arrival, departure,
 * nights, adults, issue date dd/mm/yyyy), charges by date (the casita by the night, dinners, bar, an island day trip,
 * laundry, a massage), "Sub-total", "Service charge 10% (food & beverage)", "IVA 17%" (2022) or "IVA 16%" (from 2023)
 * on both, "TOTAL USD" "US$ …", the card payment and "Balance 0.00"; dated the departure.
 */
export const enVilankuloFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const nights = rng.int(2, 5);
    const arrival = plus(date, -nights);
    const casita = rng.int(1, 12);
    const rows: { d: string; what: string; q: number; p: number; fb: boolean }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      rows.push({ d: night, what: `Casita ${casita}, sea view - bed & breakfast`, q: 1, p: up(18500), fb: false });
      if (rng.chance(0.7)) rows.push({ d: night, what: 'Dinner - Restaurante Coqueiro', q: 1, p: rng.int(38, 72) * 100 + rng.pick([0, 50]), fb: true });
      if (rng.chance(0.6)) rows.push({ d: night, what: 'Bar', q: 1, p: rng.int(9, 46) * 100 + rng.pick([0, 50]), fb: true });
    }
    const extras: [string, number, number][] = [
      ['Bazaruto archipelago day trip', up(9500), 2],
      ['Laundry service', rng.int(8, 20) * 100, 1],
      ['Massage, 60 min', up(5500), rng.int(1, 2)],
    ];
    for (const [what, p, q] of rng.some(extras, rng.int(1, 2))) rows.push({ d: plus(arrival, rng.int(0, nights - 1)), what, q, p, fb: false });
    rows.sort((a, b) => a.d.localeCompare(b.d));
    const net = total(rows.map((r) => r.q * r.p));
    const service = share(total(rows.filter((r) => r.fb).map((r) => r.q * r.p)), 10);
    const rate = rateOn(date);
    const vat = Math.round(((net + service) * rate) / 100);
    const gross = net + service + vat;
    const vendorName = 'Baía dos Flamingos, Lda.';
    const doc = `FT ${date.slice(0, 4)}/${String(rng.int(1, 2400)).padStart(5, '0')}`;
    const body = `<div class="hd"><div class="nm">Flamingo Bay Lodge</div><div>${vendorName}</div><div class="sm">Avenida Marginal, Vilankulo, Inhambane, Moçambique · NUIT ${notAnId(rng)} · +258 29 38${rng.digits(4)}</div></div>
<div class="ttl"><span>GUEST FOLIO / FACTURA</span><span>Factura n.º ${doc}</span></div>
${grid([
  ['Guest', rng.pick(GUESTS)],
  ['Room', `Casita ${casita}`],
  ['Arrival', dt(arrival, 'dd/mm/yyyy')],
  ['Departure', dt(date, 'dd/mm/yyyy')],
  ['Nights', String(nights)],
  ['Adults', '2'],
  ['Issued', dt(date, 'dd/mm/yyyy')],
])}
<table class="items"><thead><tr><th>Date</th><th>Description</th><th>Qty</th><th>Unit US$</th><th>Amount US$</th></tr></thead><tbody>${rows
      .map((r) => `<tr><td>${dt(r.d, 'dd/mm/yyyy')}</td><td>${r.what}</td><td>${r.q}</td><td>${amount(r.p)}</td><td>${amount(r.q * r.p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><th>Sub-total</th><td>${amount(net)}</td></tr><tr><th>Service charge 10% (food &amp; beverage)</th><td>${amount(service)}</td></tr><tr><th>IVA ${rate}%</th><td>${amount(vat)}</td></tr>
<tr class="g"><th>TOTAL USD</th><td>US$ ${amount(gross)}</td></tr><tr><th>Paid - Visa **** ${rng.digits(4)}</th><td>${amount(-gross)}</td></tr><tr><th>Balance</th><td>0.00</td></tr></table>
<div class="foot">Prices in United States dollars. Obrigado pela sua visita - we hope to welcome you back to Vilankulo.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif';font-size:12.5px;padding:15mm 16mm}.hd{text-align:center}.nm{font-family:'Noto Serif Display';font-size:34px;font-style:italic;color:#124e66}
.ttl{display:flex;justify-content:space-between;margin:14px 0 4px;padding:5px 8px;background:#124e66;color:#fff;font-weight:bold}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:52%;margin-left:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{border-top:2px solid #124e66;font-weight:bold;font-size:14px}.tot tr.g th{font-weight:bold}.foot{margin-top:20px;font-style:italic;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
