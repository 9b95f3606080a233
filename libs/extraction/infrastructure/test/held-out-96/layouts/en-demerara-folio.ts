import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay, notAnId } from '../../generalisation/notation';
import { baseCss, next, plus, total, vatOn } from './extra';

const ID = 'en-demerara-folio';

/**
 * A city hotel's guest folio in Georgetown, Guyana, in US dollars, A4 (C059 for the name and headings, Nimbus Roman):
 * "The Lamaha Residence" in small capitals over "Lamaha Residence Hotel Inc." (the registered name), Cummingsburg, and
 * "TIN" (nine digits failing the Israeli check) and "VAT Reg." (another nine); a ruled box "GUEST FOLIO · TAX INVOICE"
 * with "Folio No. LS-nnnnnn", the confirmation number, room, rate code, arrival and departure dd-MON-yy with weekdays,
 * "Printed" the departure; postings by date (room by the night, dinner, bar, minibar, room service, the transfer from
 * Cheddi Jagan, a Kaieteur day outing) in the net column, "Total charges", "VAT 14%" on everything, "Folio total US$",
 * the card settlement as a minus and "Balance due 0.00"; dated the departure.
 */
export const enDemeraraFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date: dep } = next(ID, rng);
    const nights = rng.int(2, 6);
    const arr = plus(dep, -nights);
    const rise = 1 + (Number(dep.slice(0, 4)) - 2022) * 0.06;
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const rate = up(rng.pick([14500, 16500, 19000]));
    const posts: [string, string, number][] = [];
    if (rng.chance(0.6)) posts.push([arr, 'Transfer from Cheddi Jagan Int’l', up(6000)]);
    for (let i = 0; i < nights; i++) {
      const d = plus(arr, i);
      posts.push([d, 'Room charge', rate]);
      if (rng.chance(0.5)) posts.push([d, 'Restaurant – dinner', rng.int(28, 95) * 100 + rng.pick([0, 50])]);
      if (rng.chance(0.35)) posts.push([d, 'Lobby bar', rng.int(8, 40) * 100 + rng.pick([0, 25, 50, 75])]);
      if (rng.chance(0.2)) posts.push([d, 'In-room dining', rng.int(18, 55) * 100]);
    }
    if (rng.chance(0.3)) posts.push([plus(arr, 1), 'Kaieteur Falls day outing, per person', up(36500)]);
    if (rng.chance(0.4)) posts.push([plus(dep, -1), 'Minibar', rng.int(6, 30) * 100]);
    posts.sort((a, b) => a[0].localeCompare(b[0]));
    const net = total(posts.map((p) => p[2]));
    const vat = vatOn(net, 14);
    const gross = net + vat;
    const vendorName = 'Lamaha Residence Hotel Inc.';
    const doc = `LS-${rng.int(100000, 499999)}`;
    const usd = (c: number) => amount(c);
    const body = `<div class="hd"><div class="nm">The Lamaha Residence</div><div>${vendorName}</div><div class="sm">${rng.int(10, 240)} Lamaha Street, Cummingsburg, Georgetown, Guyana · +592 ${rng.digits(3)} ${rng.digits(4)}</div><div class="sm">TIN ${notAnId(rng)} · VAT Reg. ${notAnId(rng)}</div></div>
<div class="box"><div class="t">GUEST FOLIO · TAX INVOICE</div><table class="g2"><tr><th>Folio No.</th><td>${doc}</td><th>Guest</th><td>${rng.pick(['Mr', 'Ms', 'Dr'])} ${rng.pick(['A. Ramsaroop', 'J. Whitfield', 'N. Persaud', 'D. Okafor', 'L. Baptiste'])}</td></tr>
<tr><th>Confirmation</th><td>${rng.digits(8)}</td><th>Room / Rate code</th><td>${rng.int(201, 618)} / ${rng.pick(['BAR', 'CORP', 'GOV', 'AAA'])}</td></tr>
<tr><th>Arrival</th><td>${dt(arr, 'dd-Mon-yy')} (${enDay(arr).slice(0, 3)})</td><th>Departure</th><td>${dt(dep, 'dd-Mon-yy')} (${enDay(dep).slice(0, 3)})</td></tr>
<tr><th>Printed</th><td>${dt(dep, 'dd-Mon-yy')}</td><th>Currency</th><td>USD</td></tr></table></div>
<table class="po"><thead><tr><th>Date</th><th>Description</th><th>Charges</th><th>Credits</th></tr></thead><tbody>${posts
      .map(([d, t, c]) => `<tr><td>${dt(d, 'dd-Mon-yy')}</td><td>${t}</td><td>${usd(c)}</td><td></td></tr>`)
      .join(
        '',
      )}<tr><td>${dt(dep, 'dd-Mon-yy')}</td><td>VAT 14%</td><td>${usd(vat)}</td><td></td></tr><tr><td>${dt(dep, 'dd-Mon-yy')}</td><td>${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ····${rng.digits(4)}</td><td></td><td>${usd(-gross)}</td></tr></tbody></table>
<table class="tt"><tr><th>Total charges</th><td>${usd(net)}</td></tr><tr><th>VAT 14%</th><td>${usd(vat)}</td></tr><tr class="g"><th>Folio total US$</th><td>${usd(gross)}</td></tr><tr><th>Payments</th><td>${usd(-gross)}</td></tr><tr><th>Balance due</th><td>0.00</td></tr></table>
<p class="sm foot">I agree that my liability for this bill is not waived. Guest signature ______________________</p>`;
    const css = `${baseCss}
body{font-family:'Nimbus Roman';font-size:12px;padding:14mm 16mm}.hd{text-align:center;line-height:1.5}.nm{font-family:'C059';font-size:30px;font-variant:small-caps;letter-spacing:1px}
.box{border:1px solid #333;margin:8mm 0 6mm;padding:6px 10px}.box .t{font-family:'C059';font-size:15px;font-weight:bold;text-align:center;border-bottom:1px solid #333;padding-bottom:4px;margin-bottom:4px}
.g2{width:100%}.g2 th{text-align:left;font-weight:normal;color:#444;padding:2px 4px}.g2 td{padding:2px 4px;font-weight:bold}
.po{width:100%}.po th{font-family:'C059';text-align:left;border-top:1px solid #333;border-bottom:1px solid #333;padding:3px 4px}.po td{padding:3px 4px}.po td:nth-child(n+3),.po th:nth-child(n+3){text-align:right}
.tt{width:76mm;margin:6mm 0 0 auto}.tt th{text-align:left;font-weight:normal;padding:2px 4px}.tt td{text-align:right;padding:2px 4px}.tt tr.g{font-weight:bold;border-top:1.5px solid #333;border-bottom:1.5px solid #333}.tt tr.g th{font-weight:bold}.foot{margin-top:16mm}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date: dep, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
