import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { esNif, euros, stirred } from './extra';

const HOTELS = [
  { brand: 'Hotel Passeig Blau', legal: 'Blau Hospitality Barcelona, S.L.', street: 'Carrer de Mallorca 214, 08008 Barcelona', prefix: 'FB' },
  { brand: 'Casa Gòtica Suites', legal: 'Gòtica Suites Gestió, S.L.', street: 'Carrer dels Banys Nous 9, 08002 Barcelona', prefix: 'CG' },
  { brand: 'Mar i Cel Hotel', legal: 'Mar i Cel Hotels, S.A.', street: 'Passeig Marítim de la Barceloneta 33, 08003 Barcelona', prefix: 'MC' },
];
const GUESTS = ['Mr. Yoav Shamir', 'Ms. Noa Kaplan', 'Mr. & Mrs. Eitan Levi', 'Ms. Talia Rosen'];

/**
 * A Barcelona hotel's "INVOICE / FACTURA" on A4 in euros (Lato, Open Sans or Noto Sans; the hotel in Noto
 * Serif Display light capitals with a thin terracotta frame): the hotel, its company ("S.L.", "S.A.") with
 * "NIF" and street in the footer; the Israeli guest with a passport number; "Invoice No. / Nº Factura"
 * ("FB24-003812"), "Date / Fecha" on departure, "Room / Hab.", "Reservation / Reserva", "Arrival", "Departure",
 * "Guests"; a dated list: a room per night (weekends dearer), breakfasts per person, the minibar, a late
 * check-out, the laundry; the city's tourist tax per person per night ("Tourist tax (IEET) – not subject to
 * VAT"); a VAT table with the base and the VAT at 10% (accommodation, breakfast) and 21% (minibar, laundry);
 * "TOTAL INVOICE"; the prepayment at booking and the card on departure, "Balance 0,00 €"; amounts the Spanish
 * way ("1.234,56 €") on some and the English on others, dates dd/mm/yyyy or "14 Aug 2024".
 */
export const enBarcelonaHotelFolio: Layout = {
  id: 'en-barcelona-hotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-barcelona-hotel-folio');
    const h = rng.pick(HOTELS);
    const nights = rng.int(2, 6);
    const arrival = randomDate(rng, '2024-01-05', '2025-12-10');
    const date = addDays(arrival, nights);
    const guests = rng.int(1, 3);
    const eu = rng.chance(0.5);
    const money = (c: number) => euros(c, eu);
    type Row = { day: string; t: string; c: number; vat: 10 | 21 | 0 };
    const rows: Row[] = [];
    const base = rng.int(140, 260) * 100;
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
      rows.push({ day, t: 'Accommodation / Alojamiento', c: dow === 5 || dow === 6 ? base + 3000 : base, vat: 10 });
      if (rng.chance(0.5)) rows.push({ day, t: `Breakfast × ${guests} / Desayuno`, c: guests * 1850, vat: 10 });
      if (rng.chance(0.2)) rows.push({ day, t: 'Minibar', c: rng.int(6, 30) * 100, vat: 21 });
    }
    if (rng.chance(0.3)) rows.push({ day: date, t: 'Late check-out 15:00', c: 4000, vat: 10 });
    if (rng.chance(0.3)) rows.push({ day: addDays(date, -1), t: 'Laundry / Lavandería', c: rng.int(12, 40) * 100, vat: 21 });
    const taxPerNight = 350 + rng.pick([0, 150]); // the city's rate, € per person per night, with the regional surcharge
    const tourist = nights * guests * taxPerNight;
    rows.push({ day: date, t: `Tourist tax (IEET) ${guests} pax × ${nights} nights – not subject to VAT`, c: tourist, vat: 0 });
    // Prices include VAT: each rate's base and VAT from its gross.
    const groups = ([10, 21] as const)
      .map((r) => {
        const gross = rows.filter((x) => x.vat === r).reduce((a, x) => a + x.c, 0);
        const vat = Math.round((gross * r) / (100 + r));
        return { r, gross, base: gross - vat, vat };
      })
      .filter((g) => g.gross);
    const total = rows.reduce((a, x) => a + x.c, 0);
    const vatTotal = groups.reduce((a, g) => a + g.vat, 0);
    const prepaid = rng.chance(0.6) ? Math.round(rows[0].c) : 0;
    const docNo = `${h.prefix}${date.slice(2, 4)}-${String(rng.int(1, 9999)).padStart(6, '0')}`;
    const font = rng.pick(['Lato', 'Open Sans', 'Noto Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const facts: [string, string][] = [
      ['Invoice No. / Nº Factura', docNo],
      ['Date / Fecha', d(date)],
      ['Room / Hab.', String(rng.int(101, 618))],
      ['Reservation / Reserva', `${rng.pick(['BKG', 'EXP', 'WEB'])}-${rng.digits(9)}`],
      ['Arrival / Llegada', d(arrival)],
      ['Departure / Salida', d(date)],
      ['Guests / Huéspedes', String(guests)],
    ];
    const body = `<div class="frame"><div class="brand">${esc(h.brand)}</div><div class="street">${esc(h.street)}</div>
<div class="top"><div class="guest"><b>${rng.pick(GUESTS)}</b><br>Passport ${rng.int(20, 39)}${rng.digits(6)} · Israel<br>${rng.pick(['Herzl St 15, Haifa', 'Ibn Gabirol 102, Tel Aviv', 'HaNassi Blvd 7, Jerusalem'])}</div>
<table class="facts">${facts.map((f) => `<tr><th>${f[0]}</th><td>${f[1]}</td></tr>`).join('')}</table></div>
<h1>INVOICE / FACTURA</h1>
<table class="rows"><tr><th>Date</th><th>Description</th><th>VAT</th><th class="n">Amount</th></tr>${rows
      .map((x) => `<tr><td>${dt(x.day, 'dd/mm/yyyy')}</td><td>${esc(x.t)}</td><td>${x.vat ? `${x.vat}%` : '—'}</td><td class="n">${money(x.c)}</td></tr>`)
      .join('')}</table>
<div class="split"><table class="vat"><tr><th>VAT / IVA</th><th class="n">Base</th><th class="n">VAT</th><th class="n">Total</th></tr>${groups
      .map((g) => `<tr><td>${g.r}%</td><td class="n">${money(g.base)}</td><td class="n">${money(g.vat)}</td><td class="n">${money(g.gross)}</td></tr>`)
      .join('')}<tr class="b"><td>Total VAT</td><td></td><td class="n">${money(vatTotal)}</td><td></td></tr></table>
<table class="tot"><tr class="g"><td>TOTAL INVOICE</td><td class="n">${money(total)}</td></tr>${
      prepaid ? `<tr><td>Prepayment ${d(addDays(arrival, -rng.int(10, 50)))}</td><td class="n">${money(-prepaid)}</td></tr>` : ''
    }<tr><td>${rng.pick(['Visa', 'Mastercard', 'Amex'])} ****${rng.digits(4)} on departure</td><td class="n">${money(-(total - prepaid))}</td></tr><tr class="b"><td>Balance / Saldo</td><td class="n">${money(0)}</td></tr></table></div>
<div class="foot">${esc(h.legal)} · NIF ${esNif(rng)} · ${esc(h.street)} · Registro Mercantil de Barcelona, Tomo ${rng.int(40000, 48999)}, Folio ${rng.int(1, 220)}, Hoja B-${rng.int(100000, 599999)} · HB-${rng.digits(6)}</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#2a2a2a}.frame{margin:10mm;padding:9mm 11mm;border:0.8px solid #b5562e;min-height:255mm;box-sizing:border-box;position:relative}
.brand{font-family:'Noto Serif Display',serif;font-weight:300;font-size:27px;letter-spacing:4px;text-transform:uppercase;color:#b5562e;text-align:center}.street{text-align:center;font-size:10px;color:#666;margin-bottom:6mm}
.top{display:flex;justify-content:space-between;line-height:1.6}.facts th{text-align:left;font-weight:normal;color:#777;padding-right:5mm;font-size:10px}.facts td{text-align:right}
h1{font-size:15px;letter-spacing:3px;margin:6mm 0 2mm;color:#b5562e}.rows{width:100%;border-collapse:collapse}.rows th{text-align:left;border-bottom:1px solid #b5562e;padding:1.2mm;font-size:10px}.rows td{padding:1.2mm;border-bottom:0.5px solid #eee}.n{text-align:right!important;white-space:nowrap}
.split{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm;gap:8mm}.vat{border-collapse:collapse;font-size:10px}.vat th,.vat td{padding:1mm 2mm;text-align:left}.vat th{border-bottom:0.5px solid #999}
.tot{border-collapse:collapse;min-width:80mm}.tot td{padding:1.2mm 2mm}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #2a2a2a;border-bottom:1.5px solid #2a2a2a}.b td{font-weight:bold}
.foot{position:absolute;bottom:6mm;left:11mm;right:11mm;font-size:8.5px;color:#777;text-align:center;border-top:0.5px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vatTotal) },
    };
  },
};
