import { addDays, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { personalId } from '../../generalisation/notation';
import { deDate, deEur, germanIds } from './extra';

const HOTELS = [
  {
    brand: 'MESSEPARK HOTEL',
    city: 'Hannover',
    legal: 'Hotel am Messepark GmbH',
    addr: 'Messeschnellweg 14, 30521 Hannover',
    court: 'Amtsgericht Hannover',
    cityTax: 0,
    fair: 'Hannover Messe',
  },
  {
    brand: 'Rheinblick',
    city: 'Düsseldorf',
    legal: 'Rheinblick Hotelbetriebs GmbH & Co. KG',
    addr: 'Rotterdamer Straße 40, 40474 Düsseldorf',
    court: 'Amtsgericht Düsseldorf',
    cityTax: 0,
    fair: 'MEDICA',
  },
  {
    brand: 'Hotel Lindenhof',
    city: 'Frankfurt am Main',
    legal: 'Lindenhof Hotels Frankfurt GmbH',
    addr: 'Ludwig-Erhard-Anlage 9, 60327 Frankfurt am Main',
    court: 'Amtsgericht Frankfurt am Main',
    cityTax: 200,
    fair: 'Ambiente',
  },
  {
    brand: 'NORDSTERN',
    city: 'Köln',
    legal: 'Nordstern Hotel Köln-Deutz GmbH',
    addr: 'Deutz-Mülheimer Str. 51, 50679 Köln',
    court: 'Amtsgericht Köln',
    cityTax: -5,
    fair: 'Anuga',
  },
];
const GUESTS = [
  { name: 'Mr. Itai Shoham', company: 'Shoham Medical Devices Ltd.' },
  { name: 'Ms. Dana Friedman-Levi', company: 'AgriSense Technologies Ltd.' },
  { name: 'Mr. Wassim Khoury', company: 'Galilee Foods Export Ltd.' },
  { name: 'Mr. Ron Ashkenazi', company: '' },
];

/**
 * A German trade-fair hotel's A4 bill in EUR with German and English labels (Nimbus Sans, Roboto or C059):
 * the brand and the city, "Rechnung / Invoice", "Rechnungs-Nr. / Invoice No." ("2025-018734" or
 * "R-441927"), "Datum / Date" (dd.mm.yyyy, on the departure), the room and reservation numbers, arrival and
 * departure, the Israeli guest and company (with its valid company number on some); a row per night with
 * its date: accommodation at 7% and breakfast at 19%, the fair's surcharge, parking, minibar, the city tax
 * (a flat €2.00 a night or 5% of the room, "nicht steuerbar / not subject to VAT"), "Gesamtbetrag / Total"
 * ("1.234,56 €"), a table of "MwSt / VAT" by rate (net, VAT, gross) with "Summe MwSt / Total VAT", the
 * deposit paid at booking on some and the rest by card, "Saldo / Balance 0,00 €", and the footer with the
 * legal name, register court and HRB, Steuer-Nr., USt-IdNr., IBAN and BIC.
 */
export const enGermanTradeFairHotel: Layout = {
  id: 'en-german-trade-fair-hotel',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const h = rng.pick(HOTELS);
    const ids = germanIds(rng);
    const arrival = randomDate(rng, '2023-06-05', '2026-02-20');
    const nights = rng.int(2, 5);
    const date = addDays(arrival, nights);
    const g = rng.pick(GUESTS);
    const room = rng.int(89, 240) * 100;
    const breakfast = rng.pick([1850, 2200, 2450]);
    const rows: { day: string; text: string; gross: number; rate: 7 | 19 | 0 }[] = [];
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      rows.push({ day, text: 'Übernachtung / Accommodation', gross: room, rate: 7 });
      rows.push({ day, text: 'Frühstück / Breakfast', gross: breakfast, rate: 19 });
      if (h.cityTax > 0) rows.push({ day, text: 'City-Tax (nicht steuerbar / not subject to VAT)', gross: h.cityTax, rate: 0 });
      if (h.cityTax < 0) rows.push({ day, text: 'Kulturförderabgabe 5% (nicht steuerbar / not subject to VAT)', gross: Math.round((room * 5) / 100), rate: 0 });
    }
    if (rng.chance(0.6)) rows.push({ day: addDays(arrival, nights - 1), text: `Parken / Parking × ${nights}`, gross: nights * rng.pick([1800, 2400]), rate: 19 });
    if (rng.chance(0.5)) rows.push({ day: addDays(arrival, rng.int(0, nights - 1)), text: 'Minibar', gross: rng.int(6, 38) * 50, rate: 19 });
    if (rng.chance(0.4)) rows.push({ day: addDays(arrival, rng.int(0, nights - 1)), text: 'Restaurant / Dinner', gross: rng.int(29, 96) * 100 + rng.pick([0, 50, 90]), rate: 19 });
    const total = rows.reduce((a, r) => a + r.gross, 0);
    const byRate = ([7, 19] as const).map((rate) => {
      const gross = rows.filter((r) => r.rate === rate).reduce((a, r) => a + r.gross, 0);
      const vat = vatOfGross(gross, rate);
      return { rate, gross, vat, net: gross - vat };
    });
    const outside = rows.filter((r) => r.rate === 0).reduce((a, r) => a + r.gross, 0);
    const tax = byRate.reduce((a, r) => a + r.vat, 0);
    const deposit = rng.chance(0.4) ? room : 0;
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}-${String(rng.int(1000, 39999)).padStart(6, '0')}` : `R-${rng.int(300000, 599999)}`;
    const font = rng.pick(["'Nimbus Sans'", "'Roboto'", "'C059'"]);
    const idLine = g.company && rng.chance(0.6) ? `<br>Company No. ${taxId(rng)}` : g.company ? '' : `<br>Israeli ID ${personalId(rng)}`;
    const body = `<div class="hd"><div><div class="brand">${esc(h.brand)}</div><div class="city">${esc(h.city)}</div></div><div class="addr">${esc(h.addr)}<br>Tel. +49 ${rng.int(200, 699)} ${rng.digits(7)}<br>reservation@${h.brand.toLowerCase().replace(/[^a-z]/g, '')}-hotel.de</div></div>
<div class="mid"><div class="guest">${esc(g.name)}${g.company ? `<br>${esc(g.company)}` : ''}${idLine}<br>${esc(rng.pick(['12 HaBarzel St., Tel Aviv 6971017', '5 Hamada St., Rehovot 7670305', "3 Hatidhar St., Ra'anana 4366504"]))}<br>Israel</div>
<table class="facts"><tr><td>Rechnungs-Nr. / Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Datum / Date</td><td>${deDate(date)}</td></tr><tr><td>Zimmer / Room</td><td>${rng.int(101, 719)}</td></tr><tr><td>Reservierung / Booking</td><td>${rng.digits(8)}</td></tr>
<tr><td>Anreise / Arrival</td><td>${deDate(arrival)}</td></tr><tr><td>Abreise / Departure</td><td>${deDate(date)}</td></tr></table></div>
<h1>Rechnung / Invoice</h1><div class="fair">Messe / Trade fair: ${esc(h.fair)} ${date.slice(0, 4)}</div>
<table class="it"><tr><th>Datum / Date</th><th>Leistung / Description</th><th>MwSt</th><th>Betrag / Amount</th></tr>${rows.map((r) => `<tr><td>${deDate(r.day)}</td><td>${esc(r.text)}</td><td>${r.rate ? `${r.rate}%` : '—'}</td><td>${deEur(r.gross)}</td></tr>`).join('')}
<tr class="b"><td></td><td>Gesamtbetrag / Total</td><td></td><td>${deEur(total)}</td></tr></table>
<table class="vat"><tr><th>MwSt / VAT</th><th>Netto / Net</th><th>MwSt / VAT</th><th>Brutto / Gross</th></tr>${byRate
      .filter((r) => r.gross)
      .map((r) => `<tr><td>${r.rate}%</td><td>${deEur(r.net)}</td><td>${deEur(r.vat)}</td><td>${deEur(r.gross)}</td></tr>`)
      .join('')}${outside ? `<tr><td>nicht steuerbar</td><td>${deEur(outside)}</td><td>0,00 €</td><td>${deEur(outside)}</td></tr>` : ''}
<tr class="s"><td>Summe MwSt / Total VAT</td><td></td><td>${deEur(tax)}</td><td></td></tr></table>
<table class="pay">${deposit ? `<tr><td>Anzahlung / Deposit ${deDate(addDays(arrival, -rng.int(20, 90)))}</td><td>- ${deEur(deposit)}</td></tr>` : ''}<tr><td>${rng.pick(['VISA', 'Mastercard', 'AMEX'])} ****${rng.digits(4)} ${deDate(date)}</td><td>- ${deEur(total - deposit)}</td></tr><tr class="s"><td>Saldo / Balance</td><td>0,00 €</td></tr></table>
<p class="thanks">Vielen Dank für Ihren Aufenthalt! Thank you for staying with us.</p>
<div class="foot">${esc(h.legal)} · ${esc(h.addr)} · Geschäftsführer: ${esc(rng.pick(['Thomas Brenner', 'Katrin Vogel', 'Stefan Albers']))} · ${esc(h.court)} ${ids.hrb}<br>Steuer-Nr. ${ids.stnr} · USt-IdNr. ${ids.ust} · IBAN DE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · BIC ${rng.pick(['COBADEFFXXX', 'DEUTDEDBHAN', 'SPKHDE2HXXX'])}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222;padding:14mm 18mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:26px;letter-spacing:3px;font-weight:bold;color:#37474f}.city{font-size:12px;letter-spacing:5px;color:#78909c;text-transform:uppercase}
.addr{text-align:right;font-size:10px;line-height:1.5;color:#555}.mid{display:flex;justify-content:space-between;margin-top:12mm;line-height:1.5}table{border-collapse:collapse}.facts td{padding:0.6mm 2mm;font-size:10.5px}.facts td:first-child{color:#666}
h1{font-size:19px;margin:9mm 0 1mm}.fair{color:#666;font-size:10.5px}.it{width:100%;margin-top:4mm}.it th{text-align:left;border-bottom:1.5px solid #333;padding:1.5mm}.it td{padding:1.3mm 1.5mm;border-bottom:1px solid #e3e3e3}
.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:13.5px;border-top:2px solid #333;border-bottom:2px solid #333}.vat{margin-top:5mm;font-size:10.5px}.vat th,.vat td{padding:1mm 3mm;text-align:right}.vat th:first-child,.vat td:first-child{text-align:left}
.s td{font-weight:bold;border-top:1px solid #333}.pay{margin-top:4mm;margin-left:auto;width:95mm}.pay td{padding:1mm 2mm}.pay td:last-child{text-align:right}.thanks{margin-top:8mm}.foot{position:fixed;bottom:10mm;left:18mm;right:18mm;font-size:8.5px;color:#777;border-top:1px solid #ccc;padding-top:2mm;line-height:1.5}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
