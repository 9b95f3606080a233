import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, dayOf, e, items, nth, pairs, plus, row, total, yearFor } from './extra';

const ID = 'en-maldives-liveaboard-vessel-folio';

/** The Maldives' tourism GST (T-GST) in percent on a date of the years this layout uses. */
const tgst = (date: string) => (date < '2023-01-01' ? 12 : date < '2025-07-01' ? 16 : 17);
/** Green tax per guest per night on a tourist vessel, in cents: USD 6 until 2024, USD 12 from 1 January 2025. */
const green = (date: string) => (date < '2025-01-01' ? 600 : 1200);

const ROUTES = ['North & South Ari Atoll', 'Baa & Raa Atolls', 'Central Atolls (Male, Vaavu, Ari)', 'Deep South: Laamu & Thaa'];
const SINGLE = ['Ms J. Okafor', 'Mr T. Lindqvist', 'Dr A. Moreau', 'Ms R. Castellano'];
const PARTY = ['Mr & Mrs Keller', 'Mr & Mrs Tanaka', 'Dr A. Moreau & party', 'Mr S. Brandt & party'];

/**
 * A Maldivian liveaboard vessel's folio, A4 (C059): the operator's TIN and T-GST registration, the vessel, route and
 * cruise dates, guests and nights, cabin at a rate per guest per night (full board), nitrox, equipment hire, a marine
 * park fee, onboard bar; 10% service charge; T-GST at 12% (2022), 16% (2023 to June 2025) or 17% (from July 2025) on
 * the charges and service charge; the green tax per guest per night after it, outside the T-GST; in US dollars. The
 * folio is dated on the day of disembarkation.
 */
export const enMaldivesLiveaboardVesselFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const n = nth(ID);
    const date = dayOf(rng, yearFor(ID, n), undefined, [8, 28]);
    const rate = tgst(date);
    const nights = rng.pick([6, 7, 7, 10]);
    const boarded = plus(date, -nights);
    const guests = rng.int(1, 4);
    const perNight = rng.int(240, 390) * 100;
    const lines: [string, number, number][] = [[`Cabin ${rng.pick(['Deluxe', 'Master', 'Standard twin'])}, full board, per guest per night`, guests * nights, perNight]];
    if (rng.chance(0.6)) lines.push(['Nitrox fills', rng.int(8, 22), rng.pick([800, 1000, 1200])]);
    if (rng.chance(0.5)) lines.push(['Equipment hire (BCD, regulator, computer), per day', rng.int(4, nights), rng.int(25, 40) * 100]);
    lines.push(['Marine protected area entrance fees', guests * rng.int(1, 3), rng.int(10, 25) * 100]);
    if (rng.chance(0.7)) lines.push(['Bar and soft drinks (see tabs)', 1, rng.int(40, 380) * 100]);
    const sums = lines.map(([, q, p]) => q * p);
    const sub = total(sums);
    const service = Math.round(sub / 10);
    const tax = Math.round(((sub + service) * rate) / 100);
    const greenTax = green(date) * guests * nights;
    const grand = sub + service + tax + greenTax;
    const vendorName = 'Blue Atoll Voyages Pvt Ltd';
    const doc = `BAV/${date.slice(0, 4)}/${String(rng.int(80, 640)).padStart(4, '0')}`;
    const body = `<div class="head"><div><div class="brand">MV Hiyala Blue</div><div class="sm">operated by <b>${e(vendorName)}</b><br>H. Kanmathee, Boduthakurufaanu Magu, Male&apos; 20094, Republic of Maldives<br>TIN 10${rng.digits(5)}GST501 &middot; Tourist vessel licence TV-${rng.digits(4)}</div></div><div class="title">GUEST FOLIO<br><span class="sm">Tax invoice</span></div></div>
<div class="top"><div>${pairs([
      ['Guest(s)', e(rng.pick(guests > 1 ? PARTY : SINGLE))],
      ['Guests on board', String(guests)],
      ['Route', e(rng.pick(ROUTES))],
    ])}</div><div>${pairs([
      ['Folio / Invoice No.', doc],
      ['Date', dt(date, 'd Mon yyyy')],
      ['Embarked', dt(boarded, 'd Mon yyyy')],
      ['Disembarked', dt(date, 'd Mon yyyy')],
      ['Booking ref.', `HB${rng.digits(6)}`],
    ])}</div></div>
${items(
  ['Description', 'Qty', 'Rate (USD)', 'Amount (USD)'],
  lines.map(([d, q, p], i) => [e(d), String(q), amount(p), amount(sums[i])]),
)}
<div class="tot">${row('Subtotal', amount(sub))}${row('Service charge 10%', amount(service))}${row(`T-GST ${rate}%`, amount(tax))}${row(`Green tax (USD ${green(date) / 100} x ${guests} x ${nights} nights)`, amount(greenTax))}${row('TOTAL DUE (USD)', amount(grand), 'b big')}</div>
<div class="foot">T-GST is charged on the subtotal and service charge. Green tax is collected on behalf of the Ministry of Tourism and is not subject to T-GST. Settled by card on disembarkation.</div>`;
    const css = `${baseCss}
body{font-family:'C059','Nimbus Roman';font-size:12px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid #0f5c7a;padding-bottom:8px}
.brand{font-size:30px;font-style:italic;color:#0f5c7a}.title{font-size:18px;font-weight:bold;text-align:right}.top{display:flex;justify-content:space-between;margin:10px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:55%;margin:8px 0 0 auto}.big{font-size:1.15em;border-top:2px solid #000;padding-top:3px}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(grand), tax: truthAmount(tax) },
    };
  },
};
