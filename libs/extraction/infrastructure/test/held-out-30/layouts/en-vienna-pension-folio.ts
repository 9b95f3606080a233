import { addDays, esc, EN_MONTHS, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { enDay } from '../../generalisation/notation';
import { add, atDate, dated, eu, house, taxIn } from './extra';

const ID = 'en-vienna-pension-folio';
const HOUSES = [
  { name: 'Pension Lindenhof Wien GmbH', short: 'Pension Lindenhof', street: 'Lange Gasse 41, 1080 Wien', fn: 'FN 214873 k', color: '#6d4c2f' },
  { name: 'Gästehaus Wieden Betriebs-GmbH', short: 'Gästehaus Wieden', street: 'Favoritenstraße 28, 1040 Wien', fn: 'FN 388102 t', color: '#31586b' },
  { name: 'Pension Zum Goldenen Lamm KG', short: 'Zum Goldenen Lamm', street: 'Leopoldsgasse 9, 1020 Wien', fn: 'FN 96541 b', color: '#7b2431' },
];
const GUESTS = ['Mr Eitan Shalev', 'Ms Rina Avraham', 'Mr & Mrs Koren', 'Dr Yoav Mizrahi', 'Ms Tali Ben-Ami'];

/** A Viennese guest house's folio and invoice in euros on A4: a dated row per night (room with breakfast at 10%), the city tax outside VAT, drinks and parking at 20%, a VAT summary by rate, paid by card. */
export const enViennaPensionFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const h = HOUSES[n % HOUSES.length];
    const nights = rng.int(2, 6);
    const arrival = addDays(date, -nights);
    const guests = rng.int(1, 3);
    const roomRate = rng.int(98, 185) * 100 + rng.pick([0, 50]);
    const rows: { day: string; text: string; rate: number; sum: number }[] = [];
    for (let k = 0; k < nights; k++)
      rows.push({ day: addDays(arrival, k), text: `${rng.pick(['Double room', 'Twin room', 'Single room', 'Family room'])} incl. breakfast`, rate: 10, sum: roomRate });
    const cityTax = rng.int(230, 350);
    rows.push({ day: date, text: `City tax (Ortstaxe) ${guests} × ${nights} nights × € ${eu(cityTax)}`, rate: 0, sum: guests * nights * cityTax });
    if (rng.chance(0.7)) rows.push({ day: addDays(arrival, rng.int(0, nights - 1)), text: 'Minibar / bar', rate: 20, sum: rng.int(8, 45) * 100 + rng.pick([0, 50]) });
    if (rng.chance(0.5)) rows.push({ day: date, text: `Garage parking ${nights} × € ${eu(1800)}`, rate: 20, sum: nights * 1800 });
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const total = add(rows.map((r) => r.sum));
    const byRate = [10, 20].map((r) => {
      const gross = add(rows.filter((x) => x.rate === r).map((x) => x.sum));
      const vat = taxIn(gross, r);
      return { r, gross, vat, net: gross - vat };
    });
    const tax = add(byRate.map((b) => b.vat));
    const docNo = house(ID, n, [
      () => `RE${date.slice(2, 4)}-${String(rng.int(1, 4999)).padStart(5, '0')}`,
      () => String(rng.int(40000, 69999)),
      () => `${rng.int(1, 3)}/${rng.int(10000, 29999)}`,
    ])();
    const style = rng.pick(['dot', 'at', 'en'] as const);
    const fmtDate = (d: string) =>
      style === 'dot'
        ? `${d.slice(8)}.${d.slice(5, 7)}.${d.slice(0, 4)}`
        : style === 'at'
          ? atDate(d)
          : `${Number(d.slice(8))} ${EN_MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
    const font = rng.pick(["'Nimbus Sans','Liberation Sans'", "'URW Bookman','Liberation Serif'", "'DejaVu Serif','Noto Serif'"]);
    const guest = rng.pick(GUESTS);
    const rowsHtml = rows
      .map((r) => `<tr><td>${r.day.slice(8)}.${r.day.slice(5, 7)}.</td><td>${esc(r.text)}</td><td>${r.rate ? `${r.rate}%` : '–'}</td><td>${eu(r.sum)}</td></tr>`)
      .join('');
    const vatRows = byRate
      .filter((b) => b.gross)
      .map((b) => `<tr><td>${b.r}%</td><td>${eu(b.net)}</td><td>${eu(b.vat)}</td><td>${eu(b.gross)}</td></tr>`)
      .join('');
    const body = `<div class="head"><div><div class="nm">${esc(h.short)}</div><div class="lg">${esc(h.name)}</div><div class="sub">${esc(h.street)} · Austria</div></div><div class="rt">Tel. +43 1 ${rng.int(200, 999)} ${rng.digits(4)}<br>info@${h.short.toLowerCase().replace(/[^a-z]/g, '')}.at</div></div>
<div class="mid"><div class="to">${esc(guest)}<br>${esc(rng.pick(['Rehov Bialik 14, Ramat Gan', 'Derech HaYam 77, Haifa', 'Rehov Emek Refaim 30, Jerusalem']))}<br>Israel</div>
<table class="facts"><tr><td>Rechnung / Invoice no.</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Rechnungsdatum / Invoice date</td><td><b>${fmtDate(date)}</b></td></tr>
<tr><td>Anreise / Arrival</td><td>${enDay(arrival).slice(0, 3)} ${fmtDate(arrival)}</td></tr><tr><td>Abreise / Departure</td><td>${enDay(date).slice(0, 3)} ${fmtDate(date)}</td></tr><tr><td>Room · Guests</td><td>${rng.int(1, 4)}${String(rng.int(1, 12)).padStart(2, '0')} · ${guests}</td></tr></table></div>
<h2>GUEST FOLIO / INVOICE</h2>
<table class="rows"><tr><th>Date</th><th>Description</th><th>VAT</th><th>EUR</th></tr>${rowsHtml}
<tr class="g"><td></td><td>Gesamtbetrag / Total</td><td></td><td>€ ${eu(total)}</td></tr></table>
<table class="vat"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr>${vatRows}<tr><td colspan="2">VAT total / MwSt. gesamt</td><td>${eu(tax)}</td><td></td></tr></table>
<div class="paid">Paid by ${rng.pick(['Visa', 'Mastercard', 'American Express'])} ****${rng.digits(4)} on ${fmtDate(date)}: € ${eu(total)} · Balance / Saldo: € 0,00</div>
<div class="ft">${esc(h.name)} · ${esc(h.street)} · ${esc(h.fn)}, Handelsgericht Wien · UID ATU${rng.digits(8)} · IBAN AT${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}<br>City tax is collected on behalf of the City of Vienna and is not subject to VAT. Vielen Dank für Ihren Besuch!</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222;width:210mm;box-sizing:border-box;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;border-bottom:1px solid ${h.color};padding-bottom:3mm}.nm{font-size:28px;color:${h.color};font-variant:small-caps;letter-spacing:1px}.sub{color:#555}.lg{font-weight:bold;font-size:13px}.rt{text-align:right;color:#555}
.mid{display:flex;justify-content:space-between;margin-top:10mm}.to{line-height:1.6;padding-top:6mm}.facts td{padding:0.8mm 2mm}.facts td:first-child{color:#666}
h2{font-size:15px;letter-spacing:2px;color:${h.color};margin:9mm 0 2mm}.rows{width:100%;border-collapse:collapse}.rows th{text-align:left;border-bottom:1.5px solid ${h.color};padding:1.3mm}.rows td{padding:1.3mm;border-bottom:1px solid #e4e4e4}.rows td:nth-child(n+3),.rows th:nth-child(n+3){text-align:right}
.g td{font-weight:bold;font-size:14px;border-top:2px solid ${h.color};border-bottom:none}.vat{margin-top:6mm;border-collapse:collapse;width:95mm}.vat th,.vat td{padding:1mm 2mm;text-align:right;border-bottom:1px solid #ddd}.vat th:first-child,.vat td:first-child{text-align:left}
.paid{margin-top:6mm}.ft{margin-top:16mm;font-size:9.5px;color:#666;border-top:1px solid #ccc;padding-top:2mm;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: h.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
