import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { cyprusIds, eurDot, letters, passport } from './extra';

const PLANNERS = [
  {
    brand: 'Amor Civil Weddings',
    legal: 'Amor Wedding Services Ltd',
    town: 'Larnaca',
    addr: ['28 Ermou Street, Office 3', '6021 Larnaca, Cyprus'],
    color: '#ad1457',
    prefix: 'AMR',
  },
  {
    brand: 'Blue Lagoon Weddings Cyprus',
    legal: 'Blue Lagoon Events & Travel Limited',
    town: 'Paphos',
    addr: ['Poseidonos Avenue 57', '8042 Kato Paphos, Cyprus'],
    color: '#1565c0',
    prefix: 'BLW',
  },
  {
    brand: 'Kourion Gate Marriages',
    legal: 'K.G. Marriage Consultants Ltd',
    town: 'Limassol',
    addr: ['Anexartisias 141, 2nd floor', '3040 Limassol, Cyprus'],
    color: '#4e342e',
    prefix: 'KGM',
  },
];
const COUPLES = [
  ['Noa Ben-Haim', 'Itamar Shalev'],
  ['Maya Peretz', 'Daniel Rozenberg'],
  ['Shira Levi', 'Yossi Kaplan'],
  ['Tamar Cohen', 'Ori Mizrahi'],
  ['Hila Avraham', 'Amit Goldstein'],
];
/** Service, net price in cents (VAT 19% added). */
const SERVICES: [string, number][] = [
  ['Photographer — ceremony and walk (2 hours)', 38000],
  ['Bridal bouquet and buttonhole', 12000],
  ['Hair and make-up at the hotel', 18000],
  ['Private transfer Larnaca Airport – hotel – town hall (return)', 9500],
  ['Sparkling wine toast for guests', 6500],
  ['Certified translation of the marriage certificate (Hebrew)', 7000],
  ['Video clip — ceremony highlights', 29000],
];

/**
 * A Cypriot civil wedding planner's A4 invoice in EUR (P052, Nimbus Roman or Lato body; the brand in
 * Z003 script): the brand, the company ("Ltd" or "Limited") with "Reg. No. HE …" and "VAT Reg. No.
 * CY10…X", "Invoice No." ("AMR-25-0172"), "Invoice date" (dd/mm/yyyy or "12 May 2025") one to three
 * weeks before the wedding or on its day, "Booking ref.", the Israeli couple with passports (and a valid
 * Israeli ID on some), the wedding's date, time and town hall, the package and extras with VAT at 19%,
 * then the municipality's marriage fee (a fast-track fee on some) and apostille fees as disbursements
 * outside the scope of VAT, "Subtotal (VAT-able)", "VAT 19%", "Disbursements (no VAT)", "Invoice total"
 * ("€1,234.50", "€ 1,234.50" or "EUR 1,234.50"), the deposit received at booking with its date and the
 * balance due by a date or "Paid in full", IBAN and BIC.
 */
export const enCyprusWeddingPlanner: Layout = {
  id: 'en-cyprus-wedding-planner',
  lang: 'en',
  kind: 'services invoice',
  make(rng: Rng) {
    const p = rng.pick(PLANNERS);
    const ids = cyprusIds(rng);
    const date = randomDate(rng, '2023-06-10', '2026-02-20');
    const wedding = addDays(date, rng.pick([0, 7, 10, 14, 21]));
    const booked = addDays(date, -rng.int(30, 120));
    const pkg = rng.pick([
      ['Civil wedding package “Classic” — document check, booking, coordinator, witnesses', 59000],
      ['Civil wedding package “Express” — same-week ceremony, coordinator', 74000],
      ['Civil wedding package “Sea View” — ceremony at the beach venue, coordinator, décor', 98000],
    ] as const);
    const lines: [string, number][] = [[pkg[0], pkg[1]], ...rng.some(SERVICES, rng.int(1, 4))];
    const net = lines.reduce((a, [, s]) => a + s, 0);
    const vat = vatOfNet(net, 19);
    const fast = rng.chance(0.4);
    const disb: [string, number][] = [
      [`${p.town} Municipality marriage fee${fast ? ' (fast track, within 7 days)' : ''}`, fast ? rng.pick([46000, 52000]) : rng.pick([30000, 34000])],
    ];
    const apostilles = rng.int(1, 2);
    disb.push([`Apostille, Republic of Cyprus (${apostilles} × €40.00)`, apostilles * 4000]);
    const disbSum = disb.reduce((a, [, s]) => a + s, 0);
    const total = net + vat + disbSum;
    const deposit = rng.pick([20000, 30000, 50000]);
    const paidInFull = date >= wedding || rng.chance(0.3);
    const docNo = `${p.prefix}-${date.slice(2, 4)}-${String(rng.int(40, 899)).padStart(4, '0')}`;
    const style = rng.pick(['€x', '€ x', 'EUR x'] as const);
    const e = (c: number) => eurDot(c, style);
    const font = rng.pick(["'P052'", "'Nimbus Roman'", "'Lato'"]);
    const longDates = rng.chance(0.5);
    const d = (iso: string) => (longDates ? dt(iso, 'd Month yyyy') : dt(iso, 'dd/mm/yyyy'));
    const couple = rng.pick(COUPLES);
    const withId = rng.chance(0.5);
    const body = `<div class="hd"><div><div class="brand">${esc(p.brand)}</div><div class="legal">${esc(p.legal)}</div><div>${p.addr.map(esc).join('<br>')}<br>Tel. +357 ${rng.digits(2)} ${rng.digits(6)} · WhatsApp ${cellular(rng).replace(/^0/, '+972 ')}</div></div>
<div class="ids">Reg. No. ${ids.reg}<br>VAT Reg. No. ${ids.vat}</div></div>
<div class="title">INVOICE</div>
<div class="two"><table class="facts"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date</td><td>${d(date)}</td></tr><tr><td>Booking ref.</td><td>${letters(rng, 2)}${rng.digits(5)}</td></tr><tr><td>Booked on</td><td>${d(booked)}</td></tr></table>
<div class="bill"><b>Bill to</b><br>${esc(couple[0])} — passport ${passport(rng, 'IL')}${withId ? `, Israeli ID ${personalId(rng)}` : ''}<br>${esc(couple[1])} — passport ${passport(rng, 'IL')}<br>${esc(rng.pick(['Herzl St 12, Rishon LeZion', 'HaPalmach 7, Haifa', 'Weizmann 30, Rehovot', 'Ben Gurion Blvd 61, Tel Aviv']))}, Israel</div></div>
<div class="event">Wedding: <b>${dt(wedding, 'd Month yyyy')}</b> at ${rng.pick(['10:30', '11:00', '12:15', '13:00'])} · ${esc(p.town)} Town Hall marriage office</div>
<table class="it"><tr><th>Description</th><th>VAT</th><th>Amount</th></tr>${lines.map(([t, s]) => `<tr><td>${esc(t)}</td><td>19%</td><td>${e(s)}</td></tr>`).join('')}
<tr class="sub"><td colspan="3">Disbursements paid on your behalf — outside the scope of VAT</td></tr>${disb.map(([t, s]) => `<tr><td>${esc(t)}</td><td>—</td><td>${e(s)}</td></tr>`).join('')}</table>
<div class="end"><div class="bank">Bank transfer: ${esc(rng.pick(['Bank of Cyprus', 'Hellenic Bank', 'Eurobank Cyprus']))}<br>IBAN CY${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}<br>BIC ${rng.pick(['BCYPCY2N', 'HEBACY2N', 'ERBKCY2N'])} · Reference: ${docNo}</div>
<table class="tot"><tr><td>Subtotal (VAT-able)</td><td>${e(net)}</td></tr><tr><td>VAT 19%</td><td>${e(vat)}</td></tr><tr><td>Disbursements (no VAT)</td><td>${e(disbSum)}</td></tr><tr class="b"><td>Invoice total</td><td>${e(total)}</td></tr>
<tr><td>Less deposit received ${d(booked)}</td><td>-${e(deposit)}</td></tr>${paidInFull ? `<tr><td>Balance paid by card ${d(date)}</td><td>-${e(total - deposit)}</td></tr><tr class="b2"><td>Balance due</td><td>${e(0)}</td></tr>` : `<tr class="b2"><td>Balance due by ${d(addDays(wedding, -3))}</td><td>${e(total - deposit)}</td></tr>`}</table></div>
<div class="foot">Civil marriages performed in Cyprus are recognised by the Israeli Population Authority upon presentation of the apostilled certificate. Thank you for choosing ${esc(p.brand)}!</div>`;
    const css = `body{font-family:${font},serif;font-size:12px;color:#222;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid ${p.color};padding-bottom:3mm;line-height:1.5}
.brand{font-family:'Z003',cursive;font-size:34px;color:${p.color};line-height:1.1}.legal{font-weight:bold}.ids{text-align:right;font-size:11px}.title{font-size:24px;letter-spacing:6px;color:${p.color};margin:6mm 0 3mm}.two{display:flex;gap:8mm}
table{border-collapse:collapse}.facts td{padding:1mm 3mm 1mm 0}.facts td:first-child{color:#777}.bill{flex:1;border-left:3px solid ${p.color};padding-left:4mm;line-height:1.6}.event{margin:5mm 0 2mm;padding:2mm 3mm;background:#f7f1f4}
.it{width:100%}.it th{text-align:left;border-bottom:1.5px solid #222;padding:1.6mm 2mm}.it td{padding:1.6mm 2mm;border-bottom:1px solid #e3e3e3}.it td:nth-child(2){text-align:center;width:14mm}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}
.sub td{font-style:italic;color:#666;padding-top:4mm}.end{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}.bank{font-size:10.5px;line-height:1.6}.tot{width:92mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}
.b td{font-weight:bold;font-size:14px;border-top:1.5px solid #222}.b2 td{font-weight:bold;background:#f7f1f4}.foot{margin-top:12mm;font-size:10px;color:#777}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: p.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
