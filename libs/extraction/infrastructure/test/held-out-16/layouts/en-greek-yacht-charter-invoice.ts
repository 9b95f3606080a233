import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enDay, share } from '../../generalisation/notation';
import { euro, greekPhone, greekVat } from './extra';

const COMPANIES = [
  { brand: 'AEGEAN BLUE', sub: 'Yachting', legal: 'Aegean Blue Yachting I.K.E.', abbr: 'ABY', base: 'Lavrio Marina, Attica' },
  { brand: 'KYMA', sub: 'Sailing Holidays', legal: 'Kyma Sailing Single Member P.C.', abbr: 'KYS', base: 'Gouvia Marina, Corfu' },
  { brand: 'POSEIDON', sub: 'Charters', legal: 'Poseidon Charters S.A.', abbr: 'PCH', base: 'Alimos Marina, Athens' },
];
/** Yacht, the week's list price in cents. */
const YACHTS: [string, number][] = [
  ["Bavaria C45 'Thalassa'", 420000],
  ["Jeanneau Sun Odyssey 440 'Nefeli'", 510000],
  ["Lagoon 42 'Meltemi' (catamaran)", 890000],
  ["Dufour 390 'Anemos'", 360000],
  ["Bali 4.6 'Galini' (catamaran)", 980000],
];
const EXTRAS: [string, number][] = [
  ['Transit log', 22000],
  ['Final cleaning', 18000],
  ['Outboard engine for dinghy', 12000],
  ['Stand-up paddle board', 15000],
  ['Bed linen & towels (per person)', 2500],
  ['Wi-Fi router', 7000],
];

/**
 * A Greek yacht charter company's invoice in EUR for a bareboat week on A4 (Lato, Roboto Condensed or Noto
 * Sans; the brand in Noto Sans Display light capitals): the brand and base marina, the company ("I.K.E.",
 * "Single Member P.C.", "S.A.") with "VAT No. EL…", the tax office and a Greek phone; "INVOICE" with "Invoice
 * No." ("ABY/2024/0142"), "Issue date" on embarkation and the myDATA "MARK" (fifteen digits); the Israeli
 * skipper and crew count, "Booking ref.", "Booked on" months earlier; the yacht, "Embarkation" and
 * "Disembarkation" Saturdays with the times; the charter at list price less an early-booking discount at
 * 12% VAT, extras (transit log, cleaning, outboard, SUP, linen) at 24%; a VAT table and "Total VAT"; "TOTAL";
 * the two payments (deposit on booking, balance four weeks before) and "Balance €0,00"; the security deposit
 * pre-authorised and the skipper's fee paid on board, neither included; amounts "1.234,56 €" or "€ 1.234,56".
 */
export const enGreekYachtCharterInvoice: Layout = {
  id: 'en-greek-yacht-charter-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const c = rng.pick(COMPANIES);
    const year = rng.pick([2023, 2024, 2025]);
    let date = addDays(`${year}-04-20`, rng.int(0, 170));
    while (enDay(date) !== 'Saturday') date = addDays(date, 1);
    const back = addDays(date, 7);
    const booked = addDays(date, -rng.int(60, 200));
    const [yacht, list] = rng.pick(YACHTS);
    const early = rng.pick([0, 10, 15]);
    const disc = share(list, early);
    const charter = list - disc;
    const vat12 = share(charter, 12);
    const crew = rng.int(4, 8);
    const extras = rng.some(EXTRAS, rng.int(2, 4)).map(([name, unit]) => ({ name, qty: name.includes('per person') ? crew : 1, unit }));
    const extraNet = extras.reduce((a, e) => a + e.qty * e.unit, 0);
    const vat24 = share(extraNet, 24);
    const vat = vat12 + vat24;
    const total = charter + vat12 + extraNet + vat24;
    const deposit = share(total, 50);
    const docNo = `${c.abbr}/${year}/${String(rng.int(20, 640)).padStart(4, '0')}`;
    const style = rng.pick(['pre', 'post'] as const);
    const e = (cents: number) => euro(cents, style);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const);
    const font = rng.pick(['Lato', 'Roboto Condensed', 'Noto Sans']);
    const kv = (a: string, b: string) => `<tr><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="hd"><div><div class="brand">${c.brand}</div><div class="sub">${c.sub} · ${esc(c.base)}</div></div><div class="co">${esc(c.legal)}<br>VAT No. ${greekVat(rng)} · Tax office ${rng.pick(['Lavrio', 'Corfu', 'Glyfada', 'Kallithea'])}<br>${greekPhone(rng)} · bookings@${c.brand.toLowerCase().replace(' ', '')}.gr</div></div>
<div class="title">INVOICE</div>
<div class="two"><table class="kv">${kv('Invoice No.', docNo)}${kv('Issue date', dt(date, fmt))}${kv('MARK', `4000${rng.digits(11)}`)}${kv('Booking ref.', `${c.abbr}-${rng.digits(5)}`)}${kv('Booked on', dt(booked, fmt))}</table>
<table class="kv">${kv('Charterer', esc(rng.pick(['Ofer Goldstein', 'Yael Shapiro', 'Amir Nahum', 'Dana Peretz'])))}${kv('Country', 'Israel')}${kv('Crew', `${crew} persons`)}${kv('Yacht', esc(yacht))}${kv('Embarkation', `${dt(date, fmt)}, 17:00`)}${kv('Disembarkation', `${dt(back, fmt)}, 09:00`)}</table></div>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>VAT</th><th>Net</th></tr>
<tr><td>Bareboat charter, 7 nights, ${esc(yacht)} — list price</td><td>1</td><td>${e(list)}</td><td>12%</td><td>${e(list)}</td></tr>
${early ? `<tr><td>Early booking discount ${early}%</td><td></td><td></td><td>12%</td><td>-${e(disc)}</td></tr>` : ''}
${extras.map((x) => `<tr><td>${esc(x.name)}</td><td>${x.qty}</td><td>${e(x.unit)}</td><td>24%</td><td>${e(x.qty * x.unit)}</td></tr>`).join('')}</table>
<div class="two"><table class="vt"><tr><th>VAT rate</th><th>Net</th><th>VAT</th></tr><tr><td>12%</td><td>${e(charter)}</td><td>${e(vat12)}</td></tr><tr><td>24%</td><td>${e(extraNet)}</td><td>${e(vat24)}</td></tr><tr class="b"><td>Total VAT</td><td></td><td>${e(vat)}</td></tr></table>
<table class="tot">${kv('Net amount', e(charter + extraNet))}${kv('VAT', e(vat))}<tr class="g"><td>TOTAL</td><td>${e(total)}</td></tr>${kv(`Paid ${dt(booked, 'dd/mm/yyyy')} (deposit 50%)`, e(deposit))}${kv(`Paid ${dt(addDays(date, -28), 'dd/mm/yyyy')} (balance)`, e(total - deposit))}${kv('Balance', e(0))}</table></div>
<div class="notes">Not included in this invoice: security deposit of ${e(rng.pick([200000, 250000, 300000]))} pre-authorised on the charterer's card at check-in and released after check-out; skipper's fee of ${e(20000)} a day if requested, paid on board; fuel, marina fees and the Greek cruising tax (TEPAI). Charters of more than 48 hours bear VAT at the reduced rate of 12% (Greek VAT Code, art. 21).</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#0f2537;padding:13mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #1565c0;padding-bottom:3mm}.brand{font-family:'Noto Sans Display','Noto Sans',sans-serif;font-weight:300;font-size:34px;letter-spacing:5px;color:#1565c0}.sub{letter-spacing:2px;color:#456}
.co{text-align:right;line-height:1.5;font-size:9.5px}.title{font-size:20px;font-weight:bold;letter-spacing:3px;margin:5mm 0 3mm}.two{display:flex;justify-content:space-between;gap:8mm;margin-bottom:4mm}.kv td{padding:0.7mm 3mm 0.7mm 0}.kv td:first-child{color:#567}
.it{width:100%;border-collapse:collapse;margin-bottom:4mm}.it th{background:#e3f0fb;text-align:left;padding:1.6mm}.it td{padding:1.6mm;border-bottom:1px solid #d5e2ee}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}
.vt{border-collapse:collapse;align-self:flex-start}.vt th,.vt td{padding:1mm 3mm;border:1px solid #c5d5e4;text-align:right}.tot{border-collapse:collapse;width:92mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #0f2537;border-bottom:2px solid #0f2537}.b td{font-weight:bold}.notes{margin-top:6mm;font-size:9px;color:#456;line-height:1.5}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
