import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, euroPt, ptNif, spread, taxIn } from './extra';

const HOTELS = [
  { name: 'Ribeira Douro Hotel', legal: 'Ribeira Douro Hotelaria, Lda.', series: 'FT RD', addr: 'Cais da Ribeira 41, 4050-510 Porto' },
  { name: 'Casa do Cais', legal: 'Casa do Cais – Turismo e Hotelaria, S.A.', series: 'FR CC', addr: 'Rua da Alfândega 12, 4050-029 Porto' },
  { name: 'Miragaia River Suites', legal: 'Miragaia Suites Lda.', series: 'FT MS', addr: 'Largo de Miragaia 6, 4050-387 Porto' },
] as const;

// charge, VAT rate in percent, price in cents VAT included
const EXTRAS: [string, number, number][] = [
  ['Dinner – Restaurante do Rio', 13, 6800],
  ['Wine – Douro red, bottle', 23, 3400],
  ['Port tasting at the bar', 23, 2600],
  ['Minibar', 23, 1450],
  ['Spa – couples massage 50 min', 23, 15000],
  ['Garage parking (per night)', 23, 2200],
  ['Laundry service', 23, 1800],
  ['Airport transfer', 13, 4500],
];

/**
 * A Porto riverside hotel's folio to an Israeli guest in euros on A4 (Nimbus Sans, Noto Serif or DejaVu Serif
 * Condensed; the hotel's name in P052 small capitals over a drawn band of blue azulejo tiles): "FATURA / INVOICE"
 * with "Nº" in the Portuguese series style ("FT RD 2024/1187", "FR CC 2025/0342"), the ATCUD code, "Data / Date"
 * the departure, "Reserva / Booking"; the guest with an Israeli town, a passport and "NIF" blank or "Consumidor
 * final"; arrival, departure, room and nights; a dated row a night for the room with breakfast at 6% and extras at
 * 13% (meals, transfers) or 23% (wine, spa, parking, minibar), VAT included, the rate per row; the municipal
 * tourist tax per night and adult "não sujeita a IVA / not subject to VAT"; an "IVA / VAT" table of base, VAT and
 * total by rate; "TOTAL EUR" on a dark band; the deposit at booking with its date, the card at departure, "Saldo /
 * Balance 0,00 €"; the company ("Lda.", "S.A.") with "NIF / VAT PT…" and its registry in the footer; amounts
 * "1.234,56 €" or "1 234,56 €", dates dd-mm-yyyy or yyyy-mm-dd.
 */
export const enPortoRiversideHotelFolio: Layout = {
  id: 'en-porto-riverside-hotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = spread(seed, 'en-porto-riverside-hotel-folio');
    const h = rng.pick(HOTELS);
    const nights = rng.int(2, 6);
    const date = randomDate(rng, '2023-06-05', '2026-03-30');
    const arrival = addDays(date, -nights);
    const adults = rng.int(1, 2);
    const rate = rng.int(115, 260) * 100;
    const charges: { day: string; text: string; pct: number; gross: number }[] = [];
    for (let i = 0; i < nights; i++) charges.push({ day: addDays(arrival, i), text: `Room ${adults === 2 ? 'double' : 'single'} with breakfast`, pct: 6, gross: rate });
    for (const [text, pct, price] of rng.some(EXTRAS, rng.int(2, 5))) {
      const qty = text.startsWith('Garage') ? nights : text.startsWith('Dinner') ? adults : 1;
      charges.push({ day: addDays(arrival, rng.int(0, nights - 1)), text: qty > 1 ? `${text} × ${qty}` : text, pct, gross: price * qty });
    }
    charges.sort((a, b) => a.day.localeCompare(b.day));
    const touristNights = Math.min(nights, 7);
    const tourist = touristNights * adults * 200;
    const rates = [6, 13, 23].filter((p) => charges.some((c) => c.pct === p));
    const table = rates.map((p) => {
      const gross = add(charges.filter((c) => c.pct === p).map((c) => c.gross));
      const vat = taxIn(gross, p);
      return { p, gross, vat, base: gross - vat };
    });
    const vat = add(table.map((t) => t.vat));
    const total = add(charges.map((c) => c.gross)) + tourist;
    const deposit = Math.round((rate * 0.3) / 100) * 100;
    const docNo = `${h.series} ${date.slice(0, 4)}/${String(rng.int(40, 3999)).padStart(4, '0')}`;
    const space = rng.chance(0.5);
    const eur = (c: number) => euroPt(c, space);
    const font = rng.pick(['Nimbus Sans', 'Noto Serif', 'DejaVu Serif Condensed']);
    const fmt = rng.pick(['dd-mm-yyyy', 'yyyy-mm-dd'] as const);
    const d = (x: string) => (fmt === 'yyyy-mm-dd' ? x : dt(x, 'dd/mm/yyyy').replace(/\//g, '-'));
    const nif = ptNif(rng);
    const tiles = `<svg width="100%" height="14" preserveAspectRatio="none" viewBox="0 0 200 14">${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 10}" y="0" width="10" height="14" fill="${i % 2 ? '#fff' : '#1d4f91'}"/><circle cx="${i * 10 + 5}" cy="7" r="3" fill="${i % 2 ? '#1d4f91' : '#fff'}"/>`).join('')}</svg>`;
    const rows = charges.map((c) => `<tr><td>${d(c.day)}</td><td>${esc(c.text)}</td><td>${c.pct}%</td><td>${eur(c.gross)}</td></tr>`).join('');
    const vatRows = table.map((t) => `<tr><td>${t.p}%</td><td>${eur(t.base)}</td><td>${eur(t.vat)}</td><td>${eur(t.gross)}</td></tr>`).join('');
    const body = `${tiles}<div class="head"><div><div class="name">${esc(h.name)}</div><div class="sm">${esc(h.addr)} · +351 22 ${rng.digits(3)} ${rng.digits(4)}</div></div>
<div class="box"><div class="t">FATURA / INVOICE</div><div>Nº <b>${esc(docNo)}</b></div><div>Data / Date: <b>${d(date)}</b></div><div class="sm">ATCUD: ${rng.pick(['JF', 'KX', 'B7'])}${rng.digits(2)}${rng.pick(['M', 'Q', 'T'])}${rng.digits(2)}-${docNo.split('/')[1]}</div><div class="sm">Original</div></div></div>
<table class="info"><tr><td>Hóspede / Guest</td><td>${esc(rng.pick(['Mr Yoav Halperin', 'Ms Noa Sasson', 'Mr & Mrs Edri', 'Dr Lior Tamir']))}, ${esc(rng.pick(['Haifa', "Be'er Sheva", "Ra'anana", 'Kiryat Ono']))}, Israel</td><td>Passaporte / Passport</td><td>${rng.int(2, 3)}${rng.digits(7)}</td></tr>
<tr><td>NIF do adquirente / Customer tax no.</td><td>${rng.chance(0.5) ? 'Consumidor final' : '—'}</td><td>Reserva / Booking</td><td>${rng.pick(['BK', 'WEB', 'TA'])}-${rng.digits(6)}</td></tr>
<tr><td>Chegada / Arrival</td><td>${d(arrival)}</td><td>Partida / Departure</td><td>${d(date)}</td></tr>
<tr><td>Quarto / Room</td><td>${rng.int(101, 512)}</td><td>Noites / Nights · Adultos / Adults</td><td>${nights} · ${adults}</td></tr></table>
<table class="lines"><tr class="th"><td>Data / Date</td><td>Descrição / Description</td><td>IVA</td><td>Valor / Amount</td></tr>${rows}
<tr><td>${d(date)}</td><td>Taxa Municipal Turística ${touristNights} × ${adults} × 2,00 € — não sujeita a IVA / not subject to VAT</td><td>—</td><td>${eur(tourist)}</td></tr></table>
<div class="two"><table class="vat"><tr class="th"><td>IVA / VAT</td><td>Base</td><td>IVA</td><td>Total</td></tr>${vatRows}<tr class="b"><td>Total IVA</td><td></td><td>${eur(vat)}</td><td></td></tr></table>
<div class="tot"><div class="band"><span>TOTAL EUR</span><span>${eur(total)}</span></div>
<table class="pay"><tr><td>Sinal / Deposit paid ${d(addDays(arrival, -rng.int(10, 60)))}</td><td>${eur(-deposit)}</td></tr><tr><td>Visa ****${rng.digits(4)} at departure</td><td>${eur(-(total - deposit))}</td></tr><tr class="b"><td>Saldo / Balance</td><td>${eur(0)}</td></tr></table></div></div>
<div class="foot">${esc(h.legal)} · NIF / VAT PT${nif} · Capital social 50.000,00 € · Registo RNT ${rng.int(1000, 9999)} · IBAN PT50 0033 0000 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}<br>Processado por programa certificado n.º ${rng.int(1000, 2999)}/AT · Os bens/serviços foram colocados à disposição na data do documento.</div>`;
    const css = `body{font-family:'${font}','DejaVu Sans',sans-serif;font-size:10.5px;color:#1a1f2b;padding:10mm 13mm}
.head{display:flex;justify-content:space-between;align-items:flex-start;margin-top:4mm}.name{font-family:'P052','Noto Serif',serif;font-variant:small-caps;font-size:27px;letter-spacing:1px;color:#1d4f91}.sm{font-size:9px;color:#555}
.box{border:1.5px solid #1d4f91;padding:2mm 4mm;min-width:64mm;line-height:1.5}.t{font-weight:bold;font-size:15px}
.info{width:100%;margin:5mm 0;border-collapse:collapse}.info td{padding:1mm 1.5mm;border-bottom:0.5px solid #dde}.info td:nth-child(odd){color:#555}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.2mm 1.5mm;border-bottom:0.5px solid #dde}.th td{font-weight:bold;border-bottom:1.2px solid #1a1f2b}.lines td:last-child{text-align:right;white-space:nowrap}
.two{display:flex;gap:8mm;margin-top:5mm;align-items:flex-start}.vat{border-collapse:collapse}.vat td{padding:1mm 2mm;text-align:right}.b td{font-weight:bold}
.tot{margin-left:auto;min-width:78mm}.band{display:flex;justify-content:space-between;background:#1d4f91;color:#f4f7fb;font-weight:bold;font-size:15px;padding:2mm 3mm}.pay{width:100%}.pay td{padding:0.8mm 2mm}.pay td:last-child{text-align:right;white-space:nowrap}
.foot{margin-top:10mm;font-size:8.5px;color:#444;border-top:1px solid #1d4f91;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
