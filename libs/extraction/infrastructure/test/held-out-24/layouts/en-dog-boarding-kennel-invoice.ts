import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { dateInYears, spread, taxOn, vendorId } from './extra';

const KENNELS = [
  { brand: 'Green Meadow Kennels', legal: 'Green Meadow Kennels Ltd.', company: true, label: 'Company No.', hyphen: true, addr: 'Moshav Beit Yehoshua 4059000', color: '#2f6b3b' },
  {
    brand: 'Happy Tails Dog Hotel',
    legal: 'Noa Friedman',
    company: false,
    label: 'Osek Murshe (VAT Dealer) No.',
    hyphen: false,
    addr: 'Kfar Hess, Hadar Am Road 12',
    color: '#c76a12',
  },
  {
    brand: 'K9 Country Club',
    legal: 'K9 Country Club (Emek) Ltd.',
    company: true,
    label: 'Reg. No.',
    hyphen: false,
    addr: 'Kibbutz Hazorea, Jezreel Valley 3658000',
    color: '#24507a',
  },
] as const;

const DOGS = [
  ['Luna', 'Labrador Retriever'],
  ['Max', 'Border Collie'],
  ['Bamba', 'Canaan Dog'],
  ['Rocky', 'German Shepherd'],
  ['Shoko', 'Cavalier King Charles Spaniel'],
  ['Milo', 'Mixed breed'],
];

const OWNERS = ['Rachel & David Stern', 'Mr Jonathan Weiss', 'Ms Chloe Levy-Martin', 'Dr Samuel Okafor', 'The Abramson family'];

/**
 * An Israeli dog boarding kennel's English tax invoice-receipt to English-speaking owners, in shekels on A4 (Noto
 * Sans, DejaVu Sans or Nimbus Sans; the brand in URW Gothic on a coloured sidebar with a drawn paw): a company with
 * "Company No." (hyphenated) or "Reg. No.", or the brand over the licensed dealer's own name with "Osek Murshe (VAT
 * Dealer) No."; the sidebar holds "TAX INVOICE / RECEIPT", "No." ("GM-0917", "2025-0312" or four digits), "Date" (the
 * day the dogs went home: "14 Mar 2025", dd/mm/yyyy or dd.mm.yyyy), check-in and check-out; the owner with a valid
 * Israeli ID and a mobile; each dog with breed, a fifteen-digit microchip and the rabies vaccination's date;
 * boarding per dog per night, a holiday supplement, pick-up and drop-off, a bath, daily medication, a late
 * check-out; "Subtotal", "VAT 17%/18%", "Total ₪"; the deposit at booking and the card on collection, "Balance
 * ₪0.00"; vaccination and cancellation terms.
 */
export const enDogBoardingKennelInvoice: Layout = {
  id: 'en-dog-boarding-kennel-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'en-dog-boarding-kennel-invoice');
    const k = rng.pick(KENNELS);
    const vendorTaxId = vendorId(k.legal, k.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const nights = rng.int(2, 18);
    const checkIn = addDays(date, -nights);
    const dogs = rng.some(DOGS, rng.chance(0.35) ? 2 : 1);
    const night = rng.int(9, 16) * 1000;
    const lines: { text: string; qty: number; unit: number }[] = dogs.map(([name]) => ({ text: `Boarding – ${name}, per night`, qty: nights, unit: night }));
    if (rng.chance(0.35))
      lines.push({
        text: `Holiday supplement (${rng.pick(['Rosh Hashana', 'Passover', 'Sukkot', 'August peak'])}), per dog per night`,
        qty: dogs.length * Math.min(nights, rng.int(2, 5)),
        unit: 2500,
      });
    if (rng.chance(0.5)) lines.push({ text: 'Pick-up and drop-off, Tel Aviv – Sharon area', qty: 2, unit: rng.pick([9000, 12000, 15000]) });
    if (rng.chance(0.5)) lines.push({ text: 'Bath and brush before going home', qty: dogs.length, unit: rng.pick([8000, 11000, 14000]) });
    if (rng.chance(0.3)) lines.push({ text: 'Medication given twice daily', qty: nights, unit: 1500 });
    if (rng.chance(0.25)) lines.push({ text: 'Late check-out after 12:00', qty: 1, unit: 5000 });
    const net = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const vat = taxOn(net, rate * 100);
    const total = net + vat;
    const deposit = rng.pick([20000, 30000, 50000]);
    const booked = addDays(checkIn, -rng.int(7, 60));
    const docNo = rng.pick([
      () => `${k.brand.slice(0, 1)}${k.brand.split(' ')[1].slice(0, 1)}-${String(rng.int(100, 1999)).padStart(4, '0')}`,
      () => `${date.slice(0, 4)}-${String(rng.int(1, 999)).padStart(4, '0')}`,
      () => String(rng.int(1000, 9999)),
    ])();
    const fmt = rng.pick(['d Mon yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const font = rng.pick(['Noto Sans', 'DejaVu Sans', 'Nimbus Sans']);
    const owner = rng.pick(OWNERS);
    const paw = `<svg width="44" height="40" viewBox="0 0 44 40"><ellipse cx="22" cy="28" rx="10" ry="8" fill="#fff"/><circle cx="9" cy="16" r="4.5" fill="#fff"/><circle cx="17" cy="8" r="4.5" fill="#fff"/><circle cx="27" cy="8" r="4.5" fill="#fff"/><circle cx="35" cy="16" r="4.5" fill="#fff"/></svg>`;
    const idText = k.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const tr = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const sh = (c: number) => `₪${amount(c)}`;
    const dogRows = dogs
      .map(
        ([name, breed]) =>
          `<tr><td><b>${esc(name)}</b></td><td>${esc(breed)}</td><td>${`900${rng.digits(12)}`.replace(/(\d{3})(\d{4})(\d{8})/, '$1 $2 $3')}</td><td>${d(addDays(date, -rng.int(60, 330)))}</td></tr>`,
      )
      .join('');
    const side = `<div class="side">${paw}<div class="brand">${esc(k.brand)}</div><div class="legal">${esc(k.legal)}</div><div class="sm">${esc(k.label)} ${idText}<br>${esc(k.addr)}<br>${cellular(rng)}</div>
<div class="doc"><div class="t">TAX INVOICE / RECEIPT</div><div>No. <b>${esc(docNo)}</b></div><div>Date <b>${d(date)}</b></div></div>
<div class="sm">Check-in ${d(checkIn)}<br>Check-out ${d(date)}<br>Nights ${nights}<br>Booked ${d(booked)}</div></div>`;
    const main = `<div class="main"><div class="h">Owner</div><div>${esc(owner)} · Israeli ID ${personalId(rng)} · ${cellular(rng)}</div>
<div class="h">Guests</div><table class="dogs"><tr class="th"><td>Name</td><td>Breed</td><td>Microchip</td><td>Rabies vaccine</td></tr>${dogRows}</table>
<div class="h">Charges</div><table class="lines"><tr class="th"><td>Description</td><td>Qty</td><td>Rate</td><td>Amount</td></tr>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">${tr('Subtotal', sh(net))}${tr(`VAT ${rate}%`, sh(vat))}${tr('Total ₪', sh(total), 'g')}${tr(`Deposit paid at booking (${d(booked)})`, `-${sh(deposit)}`)}${tr(`Paid on collection – ${rng.pick(['Visa', 'Isracard', 'Mastercard'])} ****${rng.digits(4)}`, `-${sh(total - deposit)}`)}${tr('Balance', sh(0), 'b')}</table>
<p class="terms">All guests must be vaccinated (rabies, DHPP) and treated against ticks. Cancellations less than 7 days before check-in forfeit the deposit. Thank you for letting us look after ${dogs.length > 1 ? 'your dogs' : esc(dogs[0][0])}!</p></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#222}.wrap{display:flex;min-height:297mm}
.side{width:58mm;background:${k.color};color:#fff;padding:12mm 6mm;box-sizing:border-box;line-height:1.5}.brand{font-family:'URW Gothic',sans-serif;font-size:21px;font-weight:bold;margin:2mm 0}.legal{font-weight:bold;font-size:11.5px}.sm{font-size:9.5px;margin-top:3mm}
.doc{background:#fff;color:#222;padding:3mm;margin:6mm 0;border-radius:2mm;line-height:1.7}.t{font-weight:bold;font-size:11px}
.main{flex:1;padding:12mm 10mm}.h{font-weight:bold;color:${k.color};text-transform:uppercase;letter-spacing:1px;margin:5mm 0 1.5mm;font-size:10px}
.dogs,.lines{width:100%;border-collapse:collapse}.dogs td,.lines td{padding:1.3mm;border-bottom:0.5px solid #ccc}.th td{font-weight:bold;border-bottom:1.5px solid #222}.lines td:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{margin-left:auto;margin-top:4mm;min-width:85mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #222;border-bottom:1.5px solid #222}.b td{font-weight:bold}
.terms{margin-top:8mm;font-size:9.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body: `<div class="wrap">${side}${main}</div>` }),
      truth: { vendorName: k.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
