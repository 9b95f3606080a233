import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, house, nlDate, taxIn } from './extra';

const ID = 'en-dutch-balloon-flight-invoice';
const FIRMS = [
  { name: 'Ballonvaart De Wolkenjager B.V.', addr: 'Weidelaan 14, 3701 BK Zeist', base: 'Utrechtse Heuvelrug' },
  { name: 'Hollandse Luchtballonvaarten V.O.F.', addr: 'Dijkweg 88, 1619 HA Andijk', base: 'West-Friesland' },
  { name: 'SkyDrift Ballooning B.V.', addr: 'Stationsplein 3, 2011 LR Haarlem', base: 'Keukenhof / Bollenstreek' },
];
const CUSTOMERS = [
  'Shira & Daniel Avraham, Modi’in, Israel',
  'Family Goldfarb, Petah Tikva, Israel',
  'Rotem Levi-Sasson, Haifa, Israel',
  'Neve Tours Ltd, Tel Aviv, Israel (group)',
];

/** A Dutch hot-air balloon operator's invoice in English with Dutch labels, in euros on A4, April to October: seats by adult and child, a private basket on some, the Amsterdam pick-up at 9%, a champagne toast and a photo package at 21%; prices include BTW, a summary by rate. */
export const enDutchBalloonFlightInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const f = FIRMS[n % FIRMS.length];
    const adults = rng.int(2, 6);
    const kids = rng.chance(0.5) ? rng.int(1, 2) : 0;
    const seat = rng.int(22, 29) * 1000 - 500;
    const lines: { d: string; q: number; u: number; rate: 9 | 21 }[] = [{ d: 'Balloon flight – adult seat (ca. 1 hour)', q: adults, u: seat, rate: 9 }];
    if (kids) lines.push({ d: 'Balloon flight – child seat (age 6–12)', q: kids, u: seat - 5000, rate: 9 });
    if (rng.chance(0.4)) lines.push({ d: 'Private basket supplement', q: 1, u: rng.pick([15000, 25000]), rate: 9 });
    if (rng.chance(0.6)) lines.push({ d: 'Pick-up and return, Amsterdam Centraal', q: adults + kids, u: 2500, rate: 9 });
    lines.push({ d: 'Champagne toast and flight certificate', q: adults, u: rng.pick([1250, 1500]), rate: 21 });
    if (rng.chance(0.6)) lines.push({ d: 'Photo & video package (download)', q: 1, u: rng.pick([3950, 4950]), rate: 21 });
    const rows = lines.map((l) => ({ ...l, sum: l.q * l.u }));
    const g9 = add(rows.filter((r) => r.rate === 9).map((r) => r.sum));
    const g21 = add(rows.filter((r) => r.rate === 21).map((r) => r.sum));
    const v9 = taxIn(g9, 9);
    const v21 = taxIn(g21, 21);
    const total = g9 + g21;
    const vat = v9 + v21;
    const flight = addDays(date, -rng.int(0, 2));
    const docNo = house(ID, n, [
      () => `${date.slice(0, 4)}-${String(rng.int(1, 999)).padStart(4, '0')}`,
      () => `F${rng.int(10000, 99999)}`,
      () => `${date.slice(2, 4)}${rng.digits(4)}`,
    ])();
    const style = rng.pick(['nl', 'dash'] as const);
    const shown = style === 'nl' ? nlDate(date) : dt(date, 'dd/mm/yyyy').replace(/\//g, '-');
    const font = rng.pick(["'Nimbus Sans'", "'Noto Sans'", "'DejaVu Sans'"]);
    const kvk = rng.digits(8);
    const btw = `NL${rng.digits(9)}B0${rng.int(1, 9)}`;
    const tr = rows.map((r) => `<tr><td>${esc(r.d)}</td><td>${r.q}</td><td>€ ${eu(r.u)}</td><td>${r.rate}%</td><td>€ ${eu(r.sum)}</td></tr>`).join('');
    const balloon = `<svg width="40" height="52" viewBox="0 0 40 52"><path d="M20 2 C36 2 40 16 34 26 L24 38 L16 38 L6 26 C0 16 4 2 20 2 Z" fill="#e8562a"/><path d="M20 2 C26 10 26 28 22 38 M20 2 C14 10 14 28 18 38" stroke="#fff" stroke-width="1.5" fill="none"/><rect x="15" y="42" width="10" height="8" fill="#7a4a1f"/></svg>`;
    const body = `<div class="hd">${balloon}<div class="nm">${esc(f.name)}<div class="sb">${esc(f.addr)} · launch area ${esc(f.base)}</div></div></div>
<div class="two"><div><div class="lbl">Factuur aan / Invoice to</div>${esc(rng.pick(CUSTOMERS))}<div class="sm">Booking ref. BK-${rng.int(10000, 99999)} · ${adults + kids} passengers</div></div>
<table class="facts"><tr><td>FACTUUR / INVOICE</td><td></td></tr><tr><td>Factuurnummer / Invoice no.</td><td><b>${docNo}</b></td></tr><tr><td>Factuurdatum / Invoice date</td><td><b>${shown}</b></td></tr><tr><td>Vluchtdatum / Flight date</td><td>${nlDate(flight)} · ${rng.pick(['sunrise 06:15', 'evening 19:30', 'evening 18:45'])}</td></tr></table></div>
<table class="lines"><tr><th>Omschrijving / Description</th><th>Aantal</th><th>Prijs incl. BTW</th><th>BTW</th><th>Bedrag</th></tr>${tr}</table>
<div class="two"><table class="vat"><tr><th>BTW-tarief</th><th>Excl. BTW</th><th>BTW</th><th>Incl. BTW</th></tr><tr><td>9%</td><td>€ ${eu(g9 - v9)}</td><td>€ ${eu(v9)}</td><td>€ ${eu(g9)}</td></tr><tr><td>21%</td><td>€ ${eu(g21 - v21)}</td><td>€ ${eu(v21)}</td><td>€ ${eu(g21)}</td></tr></table>
<table class="tot"><tr><td>Totaal excl. BTW / Net</td><td>€ ${eu(total - vat)}</td></tr><tr><td>Totaal BTW / VAT total</td><td>€ ${eu(vat)}</td></tr><tr class="g"><td>Totaal / Total</td><td>€ ${eu(total)}</td></tr><tr><td>Voldaan / Paid (card)</td><td>€ ${eu(total)}</td></tr></table></div>
<p class="nt">Flights depend on the weather; a cancelled flight is rebooked free of charge. Passengers must be able to stand for the whole flight.</p>
<div class="ft">${esc(f.name)} · KvK ${kvk} · BTW-id ${btw} · IBAN NL${rng.int(10, 99)} RABO 0${rng.digits(9)}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#222;padding:13mm 15mm}.hd{display:flex;gap:5mm;align-items:center;border-bottom:3px solid #e8562a;padding-bottom:3mm}.nm{font-size:22px;font-weight:bold;color:#b43c16}.sb{font-size:10.5px;font-weight:normal;color:#444}
.two{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}.lbl{font-size:9.5px;text-transform:uppercase;color:#888}.sm{font-size:10px;color:#555;margin-top:1mm}.facts td{padding:0.8mm 2mm}.facts tr:first-child td{font-size:16px;font-weight:bold;color:#b43c16}
.lines{width:100%;border-collapse:collapse;margin-top:6mm}.lines th{background:#fbe3d9;text-align:left;padding:1.5mm}.lines td{padding:1.5mm;border-bottom:1px solid #eee}.lines td:nth-child(n+2),.lines th:nth-child(n+2){text-align:right}
.vat{border-collapse:collapse;font-size:10px}.vat th,.vat td{border:1px solid #ddd;padding:1mm 2mm;text-align:right}.tot{width:85mm;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222}
.nt{margin-top:10mm;color:#555}.ft{margin-top:10mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px;color:#555}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: f.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
