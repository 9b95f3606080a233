import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { eeRegistry, eeVat, eurEe, inGross, stirred } from './extra';

const HOTELS = [
  { name: 'Liivarand Spa Hotel', legal: 'Liivarand Hotellid OÜ', town: 'Ranna pst 9, 80010 Pärnu', color: '#0e5a6b', num: (rng: Rng) => `LR-${rng.int(100000, 389999)}` },
  {
    name: 'Kadaka Spa & Wellness',
    legal: 'Kadaka Spa AS',
    town: 'Lossi 27, 93815 Kuressaare, Saaremaa',
    color: '#4b3b6b',
    num: (rng: Rng, y: string) => `${y}/${String(rng.int(1, 19999)).padStart(5, '0')}`,
  },
  { name: 'Haapsalu Rannahotell', legal: 'Haapsalu Rannahotell OÜ', town: 'Sadama 4, 90502 Haapsalu', color: '#6b4a1e', num: (rng: Rng) => String(rng.int(2100000, 2699999)) },
] as const;
const GUESTS = [
  ['Mr Amit Shalev', 'Ramat Gan, Israel'],
  ['Ms Noga Friedman', 'Haifa, Israel'],
  ['Mr & Mrs Daniel Peretz', "Modi'in, Israel"],
  ['Dr Ilana Weiss', 'Jerusalem, Israel'],
] as const;

/** Estonian VAT: accommodation 9% to 2024, 13% from 2025; standard 20% in 2023, 22% from 2024, 24% from July 2025. */
function rates(date: string): { room: number; std: number } {
  return { room: date >= '2025-01-01' ? 13 : 9, std: date >= '2025-07-01' ? 24 : date >= '2024-01-01' ? 22 : 20 };
}
const BOUNDS = ['2024-01-01', '2025-01-01', '2025-07-01'];

/**
 * An Estonian spa hotel's folio to an Israeli guest in euros on A4 (Noto Sans, DejaVu Sans or URW Gothic; the
 * hotel's name in Noto Serif Display over a drawn wave, the summary in light letters on a dark band): "ARVE /
 * INVOICE" with "Arve nr / Invoice No." ("LR-204871", "25/01733" or seven digits), "Kuupäev / Date" the departure,
 * "Saabumine / Arrival", "Lahkumine / Departure", room, "Broneering / Booking"; the guest with a passport; a dated
 * row a night for the room with breakfast at the accommodation rate, spa treatments, a sauna ritual, dinner in the
 * restaurant, the minibar and parking at the standard rate, each priced VAT included; "KM / VAT" table by rate
 * (net, VAT, gross); "Kokku / Total EUR"; the prepayment with its date, the card at departure, "Saldo / Balance
 * 0,00"; registry code and "KMKR / VAT No. EE…" in the footer; amounts "1 234,56 €", dates "dd.mm.yyyy".
 */
export const enEstonianSpaHotelFolio: Layout = {
  id: 'en-estonian-spa-hotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-estonian-spa-hotel-folio');
    const h = rng.pick(HOTELS);
    const nights = rng.int(2, 5);
    let arrival = randomDate(rng, '2023-06-01', '2026-03-20');
    let date = addDays(arrival, nights);
    // A stay never straddles a change of rate.
    for (const b of BOUNDS)
      if (arrival < b && date >= b) {
        arrival = b;
        date = addDays(b, nights);
      }
    const { room, std } = rates(date);
    const nightly = rng.int(95, 240) * 100;
    type Row = { day: string; text: string; gross: number; rate: number };
    const rows: Row[] = [];
    for (let i = 0; i < nights; i++)
      rows.push({ day: addDays(arrival, i), text: `Room ${rng.pick(['Superior Double', 'Sea View Twin', 'Junior Suite'])} incl. breakfast`, gross: nightly, rate: room });
    const extras: [string, [number, number]][] = [
      ['Spa: aroma massage 60 min', [69, 95]],
      ['Spa: peat wrap treatment', [49, 75]],
      ['Sauna ritual for two', [40, 60]],
      ['Restaurant dinner', [58, 160]],
      ['Minibar', [6, 28]],
      ['Parking', [10, 15]],
      ['Bathrobe & slippers (purchase)', [25, 35]],
    ];
    for (const [text, [a, b]] of rng.some(extras, rng.int(2, 5)))
      rows.push({ day: addDays(arrival, rng.int(0, nights - 1)), text, gross: rng.int(a, b) * 100 + rng.pick([0, 50, 90]), rate: std });
    rows.sort((x, y) => x.day.localeCompare(y.day));
    const by = [room, std].map((r) => {
      const gross = rows.filter((x) => x.rate === r).reduce((a, x) => a + x.gross, 0);
      const vat = inGross(gross, r);
      return { r, gross, vat, net: gross - vat };
    });
    const tot = by.reduce((a, x) => a + x.gross, 0);
    const vat = by.reduce((a, x) => a + x.vat, 0);
    const prepaid = Math.round((tot * 0.3) / 100) * 100;
    const docNo = h.num(rng, date.slice(2, 4));
    const font = rng.pick(['Noto Sans', 'DejaVu Sans', 'URW Gothic']);
    const d = (x: string) => dt(x, 'dd.mm.yyyy');
    const [gName, gTown] = rng.pick(GUESTS);
    const wave = `<svg width="120" height="14" viewBox="0 0 120 14"><path d="M0 7 Q10 0 20 7 T40 7 T60 7 T80 7 T100 7 T120 7" fill="none" stroke="${h.color}" stroke-width="2.5"/></svg>`;
    const table = rows.map((x) => `<tr><td>${d(x.day)}</td><td>${esc(x.text)}</td><td>${x.rate}%</td><td>${eurEe(x.gross)}</td></tr>`).join('');
    const vatRows = by
      .filter((x) => x.gross)
      .map((x) => `<tr><td>${x.r}%</td><td>${eurEe(x.net)}</td><td>${eurEe(x.vat)}</td><td>${eurEe(x.gross)}</td></tr>`)
      .join('');
    const body = `<div class="head"><div><div class="hn">${esc(h.name)}</div>${wave}<div class="sm">${esc(h.town)}, Estonia · +372 ${rng.int(440, 459)} ${rng.digits(4)} · info@${h.name.split(' ')[0].toLowerCase()}.ee</div></div>
<div class="doc"><div class="t">ARVE / INVOICE</div><table><tr><td>Arve nr / Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Kuupäev / Date</td><td>${d(date)}</td></tr><tr><td>Broneering / Booking</td><td>${rng.pick(['BKG', 'WEB', 'OTA'])}-${rng.digits(7)}</td></tr></table></div></div>
<div class="guest"><div><b>Külaline / Guest</b><br>${esc(gName)}<br>${esc(gTown)}<br>Passport ${rng.int(30, 39)}${rng.digits(6)}</div>
<div><b>Saabumine / Arrival</b> ${d(arrival)}<br><b>Lahkumine / Departure</b> ${d(date)}<br><b>Tuba / Room</b> ${rng.int(101, 418)} · ${nights} nights · ${rng.int(1, 2) + 1} guests</div></div>
<table class="lines"><tr><th>Kuupäev / Date</th><th>Kirjeldus / Description</th><th>KM</th><th>Summa / Amount</th></tr>${table}</table>
<div class="two"><table class="vat"><tr><th>KM / VAT</th><th>Neto</th><th>KM</th><th>Bruto</th></tr>${vatRows}</table>
<div class="band"><div>Kokku / Total EUR</div><div class="big">${eurEe(tot)}</div><div class="sm2">sh KM / incl. VAT ${eurEe(vat)}</div></div></div>
<table class="pay"><tr><td>Ettemaks / Prepayment ${d(addDays(arrival, -rng.int(10, 60)))}</td><td>${eurEe(-prepaid)}</td></tr><tr><td>Kaardimakse / Card ${rng.pick(['VISA', 'Mastercard'])} ****${rng.digits(4)} ${d(date)}</td><td>${eurEe(-(tot - prepaid))}</td></tr><tr class="b"><td>Saldo / Balance</td><td>${eurEe(0)}</td></tr></table>
<div class="foot">${esc(h.legal)} · Registrikood / Reg. code ${eeRegistry(rng)} · KMKR / VAT No. ${eeVat(rng)} · IBAN EE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}<br>Thank you for staying with us — Täname, et peatusite meie juures!</div>`;
    const css = `body{font-family:'${font}','DejaVu Sans',sans-serif;font-size:10.5px;color:#1d2326;padding:13mm 15mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.hn{font-family:'Noto Serif Display','Noto Serif',serif;font-size:27px;color:${h.color}}.sm{font-size:9.5px;color:#555}
.doc{border:1px solid ${h.color};padding:2mm 3mm}.doc .t{font-weight:bold;font-size:14px;color:${h.color};margin-bottom:1mm}.doc td{padding:0.4mm 2mm 0.4mm 0}
.guest{display:flex;justify-content:space-between;margin:6mm 0 4mm;line-height:1.6}.lines{width:100%;border-collapse:collapse}.lines th{background:#eef1f2;text-align:left;padding:1.3mm}.lines td{padding:1.1mm 1.3mm;border-bottom:0.5px solid #d5dadc}
.lines td:nth-child(3),.lines td:nth-child(4),.lines th:nth-child(3),.lines th:nth-child(4){text-align:right;white-space:nowrap}
.two{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm}.vat{border-collapse:collapse;font-size:10px}.vat th,.vat td{border:0.5px solid #aab;padding:1mm 2mm;text-align:right}
.band{background:${h.color};color:#f1f5f6;padding:3mm 5mm;text-align:right;min-width:62mm}.big{font-size:20px;font-weight:bold}.sm2{font-size:9.5px}
.pay{margin-left:auto;margin-top:4mm;min-width:100mm}.pay td{padding:0.8mm 1mm}.pay td:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;border-top:1px solid #333}
.foot{margin-top:14mm;font-size:9px;color:#555;border-top:1px solid #ccc;padding-top:2mm;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(tot), tax: truthAmount(vat) },
    };
  },
};
