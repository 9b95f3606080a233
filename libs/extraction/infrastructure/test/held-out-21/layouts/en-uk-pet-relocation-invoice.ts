import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { gbVat, pounds, stirred, sumOf, ukCompany } from './extra';

const MOVERS = [
  {
    brand: 'Paws Abroad',
    legal: 'Paws Abroad Pet Transport Ltd',
    addr: 'Unit 4, Horton Road Trade Park, Colnbrook, Slough SL3 0BB',
    airport: 'LHR',
    centre: 'Heathrow Animal Reception Centre (HARC) inspection fee',
    number: (rng: Rng, date: string) => `PA-${date.slice(0, 4)}-${String(rng.int(40, 990)).padStart(4, '0')}`,
    color: '#b45309',
  },
  {
    brand: 'Little Ark',
    legal: 'Little Ark Pet Relocation Ltd',
    addr: 'Suite 12, Gatwick Gate, Charlwood Road, Crawley RH11 0AF',
    airport: 'LGW',
    centre: 'Gatwick animal border control post inspection fee',
    number: (rng: Rng, date: string) => `LA/${date.slice(2, 4)}/${rng.int(100, 899)}`,
    color: '#1d4ed8',
  },
  {
    brand: 'Fellside Animal Shipping',
    legal: 'Fellside Animal Shipping Limited',
    addr: 'Building 302, World Freight Terminal, Manchester Airport M90 5PZ',
    airport: 'MAN',
    centre: 'Manchester animal reception inspection fee',
    number: (rng: Rng) => `FAS${rng.int(10000, 19999)}`,
    color: '#047857',
  },
];
const PETS = [
  { name: 'Lucky', species: 'Dog', breed: 'Labrador Retriever', kg: [30, 42], crate: 'size 5' },
  { name: 'Shoko', species: 'Dog', breed: 'Canaan Dog', kg: [18, 26], crate: 'size 4' },
  { name: 'Bamba', species: 'Dog', breed: 'Jack Russell Terrier', kg: [8, 12], crate: 'size 2' },
  { name: 'Mitzi', species: 'Cat', breed: 'Domestic shorthair', kg: [5, 8], crate: 'size 1' },
  { name: 'Tuli', species: 'Dog', breed: 'Border Collie', kg: [22, 30], crate: 'size 4' },
];
const OWNERS = ['Yael & Itai Kaminer', 'Dr. Noam Segev', 'Shani Abergel', 'Oren and Lital Dvir', 'Maya Rosenfeld'];

/**
 * A British pet relocation company's VAT invoice to an Israeli family moving a dog or a cat from Tel Aviv to the
 * UK, in pounds on A4 (Liberation Sans, Noto Sans or FreeSans; the brand in Noto Sans Display bold beside a drawn
 * paw print): the company ("Ltd", "Limited") with its address, Company No. and "VAT Reg. No. GB …" in the footer;
 * "VAT INVOICE", "Invoice No." ("PA-2025-0318", "LA/24/117", "FAS10482"), "Invoice date", "Booking date",
 * "Flight" with its number and date weeks after the invoice, "AWB" (an air waybill, "114-12345675"); the client
 * with an Israeli and a UK address; the pet, its breed, weight and a fifteen-digit microchip number; a table with
 * a VAT code per line: consultation and documents, an IATA crate, customs entry and home delivery at 20% (S),
 * export handling at Ben Gurion and the air freight by chargeable weight at 0% (Z, international transport), the
 * airport's animal inspection fee as a disbursement outside the scope of VAT (O); a VAT summary by code; "Total
 * net", "VAT @ 20%", "Disbursements", "Invoice total"; the deposit paid at booking and "Balance due by …" before
 * the flight; sort code and account; dates "12 March 2025" or dd/mm/yyyy.
 */
export const enUkPetRelocationInvoice: Layout = {
  id: 'en-uk-pet-relocation-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-uk-pet-relocation-invoice');
    const m = rng.pick(MOVERS);
    const date = randomDate(rng, '2023-06-15', '2026-03-10');
    const booked = addDays(date, -rng.int(10, 45));
    const flight = addDays(date, rng.int(10, 35));
    const pet = rng.pick(PETS);
    const weight = rng.int(pet.kg[0], pet.kg[1]);
    const chargeable = Math.round(weight * 1.6 + (pet.species === 'Dog' ? 10 : 6));
    type Row = { desc: string; code: 'S' | 'Z' | 'O'; amount: number };
    const rows: Row[] = [
      { desc: 'Import consultation and document check (GB pet health certificate, rabies record)', code: 'S', amount: rng.pick([15000, 18000, 19500]) },
      { desc: `IATA-compliant travel crate, ${pet.crate}`, code: 'S', amount: pet.kg[1] > 20 ? rng.int(180, 260) * 100 : rng.int(75, 140) * 100 },
      { desc: 'Export handling and vet check at Ben Gurion Airport (partner agent)', code: 'Z', amount: rng.int(260, 380) * 100 },
      { desc: `Air freight TLV–${m.airport}, chargeable weight ${chargeable} kg`, code: 'Z', amount: chargeable * rng.int(11, 15) * 100 },
      { desc: m.centre, code: 'O', amount: rng.int(520, 760) * 100 },
      { desc: 'Customs entry and import clearance', code: 'S', amount: rng.pick([8500, 9500, 11000]) },
    ];
    if (rng.chance(0.6)) rows.push({ desc: 'Delivery from the airport to the UK home address', code: 'S', amount: rng.int(95, 180) * 100 });
    if (rng.chance(0.3)) rows.push({ desc: 'Rabies titre test coordination', code: 'S', amount: 6000 });
    const std = sumOf(rows.filter((r) => r.code === 'S').map((r) => r.amount));
    const zero = sumOf(rows.filter((r) => r.code === 'Z').map((r) => r.amount));
    const out = sumOf(rows.filter((r) => r.code === 'O').map((r) => r.amount));
    const vat = Math.round(std * 0.2);
    const net = std + zero;
    const total = net + vat + out;
    const deposit = Math.round((total * 0.5) / 1000) * 1000;
    const docNo = m.number(rng, date);
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const owner = rng.pick(OWNERS);
    const font = rng.pick(['Liberation Sans', 'Noto Sans', 'FreeSans']);
    const paw = `<svg width="38" height="38" viewBox="0 0 38 38"><ellipse cx="19" cy="26" rx="9" ry="7.5" fill="${m.color}"/><circle cx="8" cy="15" r="4" fill="${m.color}"/><circle cx="15" cy="8" r="4" fill="${m.color}"/><circle cx="23" cy="8" r="4" fill="${m.color}"/><circle cx="30" cy="15" r="4" fill="${m.color}"/></svg>`;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="head"><div class="id">${paw}<div><div class="brand">${esc(m.brand)}</div><div class="sm">Pet relocation specialists · DEFRA approved transporter</div></div></div><div class="title">VAT INVOICE</div></div>
<div class="grid"><div><div class="lbl">Invoice to</div>${esc(owner)}<br>${esc(rng.pick(['14 HaShaked St, Hod HaSharon, Israel', "7 Ahad Ha'am St, Tel Aviv, Israel", "22 HaNevi'im St, Haifa, Israel"]))}<br>UK: ${esc(rng.pick(['18 Beech Grove, Harpenden AL5 2JP', 'Flat 3, 41 Elm Park Road, London N3 1EG', '9 Kingsley Close, Altrincham WA14 4SD']))}<br>+972 5${rng.int(0, 4)}-${rng.digits(3)}-${rng.digits(4)}</div>
<table class="facts">${kv('Invoice No.', `<b>${docNo}</b>`)}${kv('Invoice date', d(date))}${kv('Booking date', d(booked))}${kv('Flight', `LY ${rng.pick(['315', '317', '319'])} · ${d(flight)}`)}${kv('AWB', `114-${rng.digits(8)}`)}</table></div>
<div class="pet"><b>Pet:</b> ${pet.name} · ${pet.species}, ${esc(pet.breed)} · ${weight} kg · Microchip ${rng.pick(['985', '900', '956'])}${rng.digits(12)}</div>
<table class="t"><tr><th>Description</th><th>VAT code</th><th>Amount</th></tr>${rows.map((r) => `<tr><td>${esc(r.desc)}</td><td>${r.code}</td><td>${pounds(r.amount)}</td></tr>`).join('')}</table>
<div class="bottom"><table class="vs"><tr><th>Code</th><th>Rate</th><th>Net</th><th>VAT</th></tr><tr><td>S</td><td>20%</td><td>${pounds(std)}</td><td>${pounds(vat)}</td></tr><tr><td>Z</td><td>0% (international transport)</td><td>${pounds(
      zero,
    )}</td><td>${pounds(0)}</td></tr><tr><td>O</td><td>Outside the scope (disbursement)</td><td>${pounds(out)}</td><td>–</td></tr></table>
<table class="sum">${kv('Total net', pounds(net))}${kv('VAT @ 20%', pounds(vat))}${kv('Disbursements', pounds(out))}<tr class="g"><td>Invoice total</td><td>${pounds(total)}</td></tr>${kv(
      `Deposit paid ${d(booked)}`,
      `(${pounds(deposit)})`,
    )}<tr class="b"><td>Balance due by ${d(addDays(flight, -7))}</td><td>${pounds(total - deposit)}</td></tr></table></div>
<div class="pay">Payment by bank transfer: sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, account ${rng.digits(8)}, reference ${docNo}. International payments: IBAN GB${rng.digits(2)} ${rng.pick(['BARC', 'NWBK', 'LOYD'])} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}.</div>
<div class="foot">${esc(m.legal)} · ${esc(m.addr)} · Registered in England and Wales, Company No. ${ukCompany(rng)} · VAT Reg. No. ${gbVat(rng)}</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#1f2328;padding:13mm 15mm}
.head{display:flex;justify-content:space-between;align-items:center}.id{display:flex;gap:3mm;align-items:center}.brand{font-family:'Noto Sans Display','Noto Sans',sans-serif;font-weight:bold;font-size:24px;color:${m.color}}.sm{font-size:9.5px;color:#555}
.title{font-size:19px;font-weight:bold;letter-spacing:1px}.grid{display:flex;justify-content:space-between;margin:7mm 0 4mm;line-height:1.6}.lbl{font-size:9px;text-transform:uppercase;color:#777}
.facts{border-collapse:collapse}.facts td{padding:0.8mm 2mm}.facts td:first-child{color:#666}.pet{background:#f5f1ea;padding:2mm 3mm;margin-bottom:4mm}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid ${m.color};text-align:left;padding:1.2mm}.t td{padding:1.2mm;border-bottom:0.5px solid #ddd}.t td:nth-child(2),.t th:nth-child(2){text-align:center}.t td:last-child,.t th:last-child{text-align:right;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:5mm}.vs{border-collapse:collapse;font-size:9.5px}.vs th{border-bottom:1px solid #999;padding:0.8mm 1.5mm;text-align:left}.vs td{padding:0.8mm 1.5mm}.vs td:nth-child(n+3){text-align:right}
.sum{border-collapse:collapse;min-width:78mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:13.5px;border-top:1.5px solid #1f2328}.b td{font-weight:bold}
.pay{margin-top:7mm;font-size:9.5px;line-height:1.55}.foot{margin-top:10mm;border-top:1px solid #bbb;padding-top:2mm;font-size:8.5px;color:#555;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: m.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
