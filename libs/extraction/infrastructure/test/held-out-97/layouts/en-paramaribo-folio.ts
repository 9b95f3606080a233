import { amount, EN_MONTHS, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { enDay, notAnId } from '../../generalisation/notation';
import { ltr, next, plus, total, vatOn } from './extra';

const ID = 'en-paramaribo-folio';
const GUESTS = ['Mr. Daniel Mizrahi', 'Ms. Orly Friedman', 'Mr. Pieter Wijnhoven', 'Ms. Karen Hollis', 'Dr. Ruth Avneri'];

/** "14-Mar-2025" */
const dmy = (iso: string) => `${iso.slice(8, 10)}-${EN_MONTHS[Number(iso.slice(5, 7)) - 1].slice(0, 3)}-${iso.slice(0, 4)}`;

/**
 * A small city hotel in Paramaribo, Suriname, in US dollars, A4 (P052 for the name, Nimbus Sans): "RESIDENTIE KWATTA" in
 * wide letters with "Residentie Kwatta N.V." and the address under it, "VAT no." nine digits (failing the Israeli check)
 * at the right; "Guest Folio / Invoice" and a two-column panel (guest, room, persons, "Folio" "RK-nnnnn", arrival and
 * departure dd-Mon-yyyy with weekdays, "Cashier"); postings by date (room by the night, breakfast per person, dinner,
 * pressing, a transfer from Zanderij on the arrival day, a plantation outing), "VAT 10%" posted on the departure date
 * on the sum, the card payment as a credit; "Total charges US$", "of which VAT", "Payments", "Balance 0.00"; dated the
 * departure; 2023 onwards.
 */
export const enParamariboFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date: dep } = next(ID, rng);
    const y = Number(dep.slice(0, 4)) - 2023;
    const nights = rng.int(2, 6);
    const arr = plus(dep, -nights);
    const pax = rng.int(1, 2);
    const roomRate = (rng.pick([9500, 11000, 12500]) + y * 500) * 1;
    const posts: [string, string, number][] = [];
    posts.push([arr, 'Zanderij transfer', 4500 + y * 500]);
    for (let i = 0; i < nights; i++) {
      const d = plus(arr, i);
      posts.push([d, 'Room charge', roomRate]);
      if (i > 0 || rng.chance(0.5)) posts.push([d, `Breakfast x${pax}`, pax * (1400 + y * 100)]);
      if (rng.chance(0.35)) posts.push([d, 'Restaurant dinner', rng.int(25, 90) * 100 + rng.pick([0, 50])]);
    }
    if (rng.chance(0.5)) posts.push([plus(arr, 1), 'Pressing', rng.int(8, 30) * 100]);
    if (rng.chance(0.4)) posts.push([plus(arr, 1), `Commewijne plantation outing x${pax}`, pax * (6500 + y * 500)]);
    posts.sort((a, b) => a[0].localeCompare(b[0]));
    const net = total(posts.map((p) => p[2]));
    const vat = vatOn(net, 10);
    const gross = net + vat;
    const vendorName = 'Residentie Kwatta N.V.';
    const doc = `RK-${rng.int(10000, 99999)}`;
    const rows = [
      ...posts.map(([d, t, c]) => [dmy(d), t, amount(c), '']),
      [dmy(dep), 'VAT 10%', amount(vat), ''],
      [dmy(dep), `${rng.pick(['Visa', 'Mastercard', 'Amex'])} ****${rng.digits(4)}`, '', amount(gross)],
    ];
    const body = `<div class="hd"><div><div class="nm">RESIDENTIE KWATTA</div><div>${vendorName}</div><div>Kwattaweg ${rng.int(100, 480)}, Paramaribo, Suriname · +597 ${rng.digits(3)}-${rng.digits(4)}</div></div><div class="vat">VAT no. ${notAnId(rng)}<br>KKF ${rng.digits(5)}</div></div>
<h1>Guest Folio / Invoice</h1><div class="panel"><table><tr><th>Guest</th><td>${ltr(rng.pick(GUESTS))}</td></tr><tr><th>Room</th><td>${rng.int(101, 318)} · ${pax === 1 ? 'Single' : 'Double'}</td></tr><tr><th>Persons</th><td>${pax}</td></tr></table>
<table><tr><th>Folio</th><td>${doc}</td></tr><tr><th>Arrival</th><td>${dmy(arr)} (${enDay(arr).slice(0, 3)})</td></tr><tr><th>Departure</th><td>${dmy(dep)} (${enDay(dep).slice(0, 3)})</td></tr><tr><th>Cashier</th><td>${rng.pick(['RS', 'MK', 'AP'])}</td></tr></table></div>
<table class="p"><thead><tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>
<table class="s"><tr><th>Total charges US$</th><td>${amount(gross)}</td></tr><tr><th>of which VAT 10%</th><td>${amount(vat)}</td></tr><tr><th>Payments</th><td>${amount(-gross)}</td></tr><tr class="g"><th>Balance</th><td>0.00</td></tr></table>
<div class="ft">All amounts in United States dollars. Thank you — tot ziens!<br>Guest signature ______________________</div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:11.5px;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #000;padding-bottom:8px}.nm{font-family:'P052';font-size:30px;letter-spacing:5px}
.vat{text-align:right}h1{font-family:'P052';font-size:18px;font-weight:normal;margin:14px 0 8px}.panel{display:flex;gap:40px}.panel th{text-align:left;font-weight:normal;color:#555;padding:2px 14px 2px 0}
.p{width:100%;border-collapse:collapse;margin-top:14px}.p th{text-align:left;border-bottom:1px solid #000;padding:4px}.p td{padding:3px 4px}.p td:nth-child(n+3),.p th:nth-child(n+3){text-align:right}
.s{margin:12px 0 0 auto;border-top:1px solid #000}.s th{text-align:left;font-weight:normal;padding:3px 20px 3px 4px}.s td{text-align:right;padding:3px 4px}.s .g{font-weight:bold}.ft{margin-top:26px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date: dep, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
