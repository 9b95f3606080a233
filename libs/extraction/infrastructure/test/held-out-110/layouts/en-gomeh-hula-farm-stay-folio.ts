import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay, personalId, spacedId } from '../../generalisation/notation';
import { idOf, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'en-gomeh-hula-farm-stay-folio';

const CABINS: [string, number][] = [
  ['Papyrus Cabin', 62000],
  ['Crane Loft', 74000],
  ['Orchard Family Cottage', 89000],
];
const EXTRAS: [string, number, boolean][] = [
  ['Tractor-wagon tour of the farm', 4500, true],
  ['Guided dawn bird-watching, Agamon HaHula', 9500, true],
  ['Bicycle hire, per bike per day', 6000, true],
  ['Private hot-tub evening', 22000, false],
  ['Late check-out (until 15:00)', 15000, false],
  ['Farm-produce basket', 18000, false],
];

/**
 * A farm stay in the Hula Valley, the folio at departure for Israeli residents, in English, in shekels, A4 (URW Gothic
 * for the name and headings, Noto Serif, Noto Mono): a drawn crane over reeds beside "GOMEH", "Farm Stay · Hula Valley";
 * "FOLIO / TAX INVOICE", "Folio" (F and six digits), "Date of issue" dd/mm/yyyy (the departure); guest, Israeli ID
 * (valid), cabin, arrival and departure with their weekdays, nights, guests, booking channel (distractors); dated
 * nights (d Mon; Friday and Saturday nights 30% dearer, rounded to the shekel), breakfast by guest and night, extras,
 * all before VAT; for three or more weekday nights "Midweek 3+ nights −15% (lodging)" (negative); "Subtotal", "VAT n%"
 * added, "Total (ILS)"; the deposit, the card at departure and "Balance 0.00" (distractors); "Gomeh Hula Valley Farm
 * Stay Ltd." with "Company reg." spaced only in the footer; any day.
 */
export const enGomehHulaFarmStayFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.05)) / 1000) * 1000;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const guests = rng.int(2, 5);
    const [cabin, base] = rng.pick(CABINS);
    const lines: [string, string, number][] = [];
    let weekday = 0;
    let lodging = 0;
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const wk = [5, 6].includes(weekdayOf(night));
      const p = wk ? Math.round((up(base) * 130) / 100 / 100) * 100 : up(base);
      if (!wk) weekday++;
      lodging += p;
      lines.push([`${cabin} – night of ${dt(night, 'd Mon yyyy').slice(0, -5)}${wk ? ' (weekend rate)' : ''}`, '1', p]);
    }
    const bq = guests * nights;
    lines.push(['Country breakfast (guest × night)', String(bq), bq * up(6500)]);
    for (const [a, p, perHead] of rng.some(EXTRAS, rng.int(0, 3))) {
      const q = perHead ? rng.int(1, guests) : 1;
      lines.push([a, String(q), q * up(p)]);
    }
    const midweek = weekday >= 3 ? Math.round((lodging * 15) / 100) : 0;
    const net = total(lines.map((l) => l[2])) - midweek;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.round(gross / 3 / 10000) * 10000;
    const vendorName = 'Gomeh Hula Valley Farm Stay Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `F${rng.digits(6)}`;
    const crane = `<svg width="56" height="56" viewBox="0 0 56 56"><path d="M14 20 C18 12 26 12 28 18 L44 26 L30 28 C24 32 16 30 14 20 Z" fill="#33691e"/><path d="M14 20 L6 16" stroke="#33691e" stroke-width="2"/><path d="M26 30 L24 46 M30 30 L32 46" stroke="#33691e" stroke-width="1.5"/><path d="M4 54 Q8 40 10 54 M40 54 Q44 36 46 54 M48 54 Q52 42 54 54" stroke="#7cb342" stroke-width="2" fill="none"/></svg>`;
    const body = `<div class="hd">${crane}<div><div class="nm">GOMEH</div><div class="sub">Farm Stay · Hula Valley</div></div><div class="ttl">FOLIO / TAX INVOICE</div></div>
<div class="boxes"><div><span>Folio</span>${doc}</div><div><span>Date of issue</span>${dt(date, 'dd/mm/yyyy')}</div><div><span>Cabin</span>${cabin}</div></div>
<table class="g2"><tr><th>Guest</th><td>${rng.pick(['Noa and Amir Levin', 'Tamar Hadad', 'Yoav Segal', 'Dana and Eli Mizrahi'])}</td><th>Arrival</th><td>${enDay(arrival)}, ${dt(arrival, 'dd/mm/yyyy')}</td></tr>
<tr><th>ID (Israeli resident)</th><td>${personalId(rng)}</td><th>Departure</th><td>${enDay(date)}, ${dt(date, 'dd/mm/yyyy')}</td></tr>
<tr><th>Guests</th><td>${guests}</td><th>Nights</th><td>${nights}</td></tr><tr><th>Booked via</th><td>${rng.pick(['direct – phone', 'website', 'Zimmer portal'])}</td><th>Booking ref.</th><td>GM-${rng.digits(5)}</td></tr></table>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Amount (ILS)</th></tr>${lines.map(([a, q, s]) => `<tr><td>${a}</td><td>${q}</td><td>${amount(s)}</td></tr>`).join('')}${midweek ? `<tr><td>Midweek 3+ nights −15% (lodging)</td><td></td><td>-${amount(midweek)}</td></tr>` : ''}</table>
<div class="tot"><div><span>Subtotal</span><span>${amount(net)}</span></div><div><span>VAT ${rate}%</span><span>${amount(vat)}</span></div><div class="gt"><span>Total (ILS)</span><span>${amount(gross)}</span></div>
<div class="pm"><span>Deposit received ${dt(plus(arrival, -rng.int(7, 40)), 'dd/mm/yyyy')}</span><span>${amount(deposit)}</span></div><div class="pm"><span>Card at departure</span><span>${amount(gross - deposit)}</span></div><div class="pm"><span>Balance</span><span>0.00</span></div></div>
<div class="foot">${vendorName} · Company reg. ${spacedId(taxId)} · Moshav Yosef area, Upper Galilee · 04-69${rng.digits(5)} · Check-out 11:00 · Thank you for staying with us among the cranes!</div>`;
    const css = `body{font-family:'Noto Serif';font-size:12.5px;padding:14mm 16mm;color:#1b2a12}.hd{display:flex;align-items:center;gap:10px;border-bottom:3px solid #33691e;padding-bottom:6px}
.nm{font-family:'URW Gothic';font-size:34px;font-weight:bold;letter-spacing:4px;color:#33691e;line-height:1}.sub{font-family:'URW Gothic';color:#689f38}.ttl{margin-left:auto;font-family:'URW Gothic';font-size:18px;font-weight:bold}
.boxes{display:flex;gap:10px;margin:12px 0}.boxes div{flex:1;border:1px solid #9ccc65;padding:5px 8px;font-weight:bold}.boxes span{display:block;font-weight:normal;font-size:10.5px;color:#558b2f}
.g2{width:100%;border-collapse:collapse}.g2 th{text-align:left;font-weight:normal;color:#558b2f;padding:2px 6px 2px 0}.g2 td{padding:2px 16px 2px 0}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{text-align:left;background:#f1f8e9;padding:5px;font-family:'URW Gothic'}.t td{padding:5px;border-bottom:1px solid #dcedc8}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;font-family:'Noto Mono';font-size:11.5px}
.tot{width:50%;margin:12px 0 0 auto}.tot div{display:flex;justify-content:space-between;padding:3px}.tot span:last-child{font-family:'Noto Mono'}.gt{font-weight:bold;font-size:15px;border-top:2px solid #33691e}.pm{font-size:11px;color:#666}
.foot{margin-top:30px;border-top:1px solid #9ccc65;padding-top:6px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
