import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, personalId } from '../../generalisation/notation';
import { e, idOf, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'en-tzameret-eco-lodge-folio';

/** Cabins a night, agorot with VAT in 2022 (approximate). */
const CABINS: [string, number][] = [
  ['Mud-brick Cabin', 52000],
  ['Dome Suite', 74000],
  ['Family Earth House', 96000],
];
const EXTRAS: [string, number, string][] = [
  ['Desert breakfast', 6500, 'per guest per night'],
  ['Guided sunrise walk', 9000, 'per guest'],
  ['Stargazing session', 7500, 'per guest'],
  ['Mountain bike hire', 11000, 'per bike per day'],
  ['Late check-out', 15000, 'once'],
];

/**
 * An eco-lodge in the Arava near Tzukim (not at Eilat), the folio at departure for Israeli residents, in English, in
 * shekels, A4 (C059 for the name, Noto Serif, Nimbus Mono PS): a left sidebar with a drawn acacia, "TZAMERET", "Tzameret
 * Desert Eco-Lodge Ltd.", "Company ID" hyphenated and the address; "Guest Folio – Tax Invoice/Receipt", "Invoice No."
 * (TZM- and five digits), "Issued" Mon d, yyyy (the departure); guest, Israeli ID, cabin, guests, arrival, departure,
 * nights, booking reference (distractors); dated nights (Thursday and Friday nights a quarter dearer), sometimes an
 * "Early-booking discount 10%" (negative), extras, all with VAT; "Total (ILS, VAT incl.)", "Incl. VAT n%" (contained);
 * the deposit on booking and the card at departure, "Balance 0.00" (distractors); any day.
 */
export const enTzameretEcoLodgeFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.05)) / 1000) * 1000;
    const nights = rng.int(1, 4);
    const guests = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [cabin, base] = rng.pick(CABINS);
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      const p = dear ? Math.round((up(base) * 125) / 10000) * 100 : up(base);
      lines.push([dt(night, 'd Mon yyyy'), `${cabin}${dear ? ' (weekend rate)' : ''}`, p]);
    }
    const rooms = total(lines.map((l) => l[2]));
    const early = rng.chance(0.35) ? Math.round((rooms * 10) / 100) : 0;
    if (early) lines.push(['', 'Early-booking discount 10%', -early]);
    for (const [name, p, per] of rng.some(EXTRAS, rng.int(1, 3))) {
      const q = per === 'once' ? 1 : per.includes('night') ? guests * nights : per.includes('bike') ? Math.min(guests, 2) * rng.int(1, nights) : guests;
      lines.push([dt(plus(arrival, rng.int(0, nights)), 'd Mon yyyy'), `${name} – ${q} x ${amount(up(p))} (${per})`, q * up(p)]);
    }
    const gross = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Tzameret Desert Eco-Lodge Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `TZM-${rng.digits(5)}`;
    const deposit = Math.round(gross * 0.3);
    const acacia = `<svg width="70" height="60" viewBox="0 0 70 60"><path d="M35 58 L35 30 M35 34 L22 22 M35 32 L50 20" stroke="#5d4037" stroke-width="3" fill="none"/><ellipse cx="35" cy="16" rx="32" ry="9" fill="#7cb342"/></svg>`;
    const side = `<div class="side">${acacia}<div class="nm">TZAMERET</div><div class="sm">desert eco-lodge</div><div class="gap"></div><div class="b">${vendorName}</div><div>Company ID ${hyphenId(taxId)}</div><div>Moshav Tzukim, D.N. Arava</div><div>Tel 08-63${rng.digits(5)}</div><div>stay@tzameret.example</div><div class="gap"></div><div class="sm">Solar-powered, water-wise, off the grid since 2014.</div></div>`;
    const main = `<div class="main"><h1>Guest Folio – Tax Invoice/Receipt</h1>
<table class="kv"><tr><th>Invoice No.</th><td>${doc}</td><th>Issued</th><td>${dt(date, 'd Mon yyyy').replace(/^(\d+) (\w+)/, '$2 $1,')}</td></tr>
<tr><th>Guest</th><td>${rng.pick(['Noa Friedman', 'Yossi Abutbul', 'Dana Kessler', 'Amir Haddad'])}</td><th>ID</th><td>${personalId(rng)}</td></tr>
<tr><th>Cabin</th><td>${cabin} #${rng.int(1, 14)}</td><th>Guests</th><td>${guests}</td></tr>
<tr><th>Arrival</th><td>${dt(arrival, 'dd/mm/yyyy')}</td><th>Departure</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr>
<tr><th>Nights</th><td>${nights}</td><th>Booking ref.</th><td>BK${rng.digits(6)}</td></tr></table>
<table class="t"><tr><th>Date</th><th>Description</th><th>ILS</th></tr>${lines.map(([d, a, s]) => `<tr><td>${d}</td><td>${e(a)}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<div class="tot"><div class="g"><span>Total (ILS, VAT incl.)</span><span>${amount(gross)}</span></div><div><span>Incl. VAT ${rate}%</span><span>${amount(vat)}</span></div><div><span>Amount before VAT</span><span>${amount(gross - vat)}</span></div></div>
<table class="t pay"><tr><th>Payments</th><th></th><th>ILS</th></tr><tr><td>${dt(plus(arrival, -rng.int(10, 60)), 'dd/mm/yyyy')}</td><td>Deposit on booking (Visa ****${rng.digits(4)})</td><td>${amount(deposit)}</td></tr><tr><td>${dt(date, 'dd/mm/yyyy')}</td><td>Card at departure</td><td>${amount(gross - deposit)}</td></tr><tr><td></td><td><b>Balance</b></td><td><b>0.00</b></td></tr></table>
<p class="sm">Israeli residents are charged VAT on accommodation. Thank you for treading lightly.</p></div>`;
    const css = `body{font-family:'Noto Serif';font-size:12.5px;margin:0;color:#3e2723}.wrap{display:flex;min-height:280mm}
.side{width:50mm;background:#f3e5ab;padding:12mm 5mm;line-height:1.7;font-size:11.5px}.nm{font-family:'C059';font-size:24px;font-weight:bold;letter-spacing:2px}.sm{font-size:10.5px;color:#6d4c41}.b{font-weight:bold}.gap{height:12px}
.main{flex:1;padding:12mm 10mm}h1{font-family:'C059';font-size:22px;margin:0 0 10px}.kv{width:100%;border-collapse:collapse}.kv th{text-align:left;font-weight:normal;color:#8d6e63;padding:3px}.kv td{padding:3px;font-family:'Nimbus Mono PS'}
.t{width:100%;border-collapse:collapse;margin-top:12px}.t th{text-align:left;border-bottom:2px solid #8d6e63;padding:4px}.t td{padding:4px;border-bottom:1px solid #e0d6c8}.t td:last-child{text-align:right;font-family:'Nimbus Mono PS'}
.tot{width:60%;margin:10px 0 0 auto}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:15px;border-top:2px solid #3e2723}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body: `<div class="wrap">${side}${main}</div>` }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
