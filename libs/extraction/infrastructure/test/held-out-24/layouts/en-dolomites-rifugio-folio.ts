import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { eurIt, partitaIva, spread, taxIn } from './extra';

const HUTS = [
  { brand: 'RIFUGIO LARICE', legal: 'Baita Larice S.r.l.', place: 'Passo Giau, 32043 Cortina d’Ampezzo (BL)', phone: '+39 0436 86 21 40', alt: '2.236 m' },
  {
    brand: 'SELLA RONDA LODGE',
    legal: 'Sella Ronda Mountain Lodge S.r.l.',
    place: 'Strada Plan de Gralba 31, 39048 Selva di Val Gardena (BZ)',
    phone: '+39 0471 79 51 88',
    alt: '1.870 m',
  },
  { brand: 'Rifugio Forcella Alta', legal: 'Moser Elena & C. S.a.s.', place: 'Località Forcella Alta, 38032 Canazei (TN)', phone: '+39 0462 60 17 33', alt: '2.410 m' },
] as const;

const GUESTS = [
  ['Mr Eitan Shapira', 'Hanasi St 14, Modi’in, Israel'],
  ['Ms Yael Dorfman', 'Ha-Tamar St 3, Kfar Saba, Israel'],
  ['Mr & Mrs Amit and Sigal Ronen', 'Derech Hayam 77, Haifa, Israel'],
  ['Dr Michael Azoulay', 'Ein Gedi St 21, Jerusalem, Israel'],
];

/** A date in a mountain season (June to September, December to March) in one of the set's years. */
function seasonDate(rng: Rng): string {
  const year = rng.pick([2023, 2024, 2025, 2026]);
  const months = year === 2023 ? [6, 7, 8, 9, 12] : year === 2026 ? [1, 2, 3] : [1, 2, 3, 6, 7, 8, 9, 12];
  const m = rng.pick(months);
  const day = year === 2023 && m === 6 ? rng.int(10, 28) : rng.int(1, 28);
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A Dolomites mountain hut's or lodge's guest folio and invoice to Israeli walkers or skiers, in euros on A4 (Noto
 * Serif, DejaVu Serif or Nimbus Roman; the hut's name in URW Bookman over a drawn ridge, its altitude): the company
 * ("S.r.l.", "S.a.s.") with "P.IVA / VAT No. IT…" (eleven digits), the REA number and the CIN tourism code in the
 * header; a box of "Invoice No." ("318/2024", "2025/0142", "R07731"), "Invoice date" (the departure), "Folio",
 * "Booking", "Room", arrival and departure, guests and board; a ledger of dated rows (half board a night, dinner
 * drinks, packed lunches at 10%; sauna, a mountain guide, a map at 22%; the tourist tax a person a night outside
 * VAT) with "Charges", "Credits" and a running "Balance"; the deposit by bank transfer and the card at departure as
 * credits, the balance ending at 0,00; a VAT summary by rate with "Total VAT" and "TOTAL INVOICE".
 */
export const enDolomitesRifugioFolio: Layout = {
  id: 'en-dolomites-rifugio-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = spread(seed, 'en-dolomites-rifugio-folio');
    const h = rng.pick(HUTS);
    const date = seasonDate(rng);
    const nights = rng.int(2, 6);
    const arrival = addDays(date, -nights);
    const guests = rng.int(1, 4);
    const board = rng.int(78, 135) * 100;
    const rows: { day: string; text: string; rate: number | null; amount: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const day = addDays(arrival, i);
      rows.push({ day, text: `Half board ${guests} × ${eurIt(board, false)}`, rate: 10, amount: guests * board });
      if (rng.chance(0.6))
        rows.push({
          day,
          text: rng.pick(['Wine – Lagrein 0,75 l', 'Beers and soft drinks', 'Grappa and coffee', 'Hot chocolate and strudel']),
          rate: 10,
          amount: rng.int(8, 46) * 100 + rng.pick([0, 50]),
        });
      if (i > 0 && rng.chance(0.35)) rows.push({ day, text: `Packed lunch × ${guests}`, rate: 10, amount: guests * 1200 });
      if (rng.chance(0.2)) rows.push({ day, text: 'Sauna & relax area', rate: 22, amount: guests * 1500 });
    }
    if (rng.chance(0.45))
      rows.push({
        day: addDays(arrival, rng.int(1, nights - 1)),
        text: rng.pick(['Mountain guide – via ferrata, half day', 'Ski guide – Sella Ronda tour, full day', 'Mountain guide – glacier walk, half day']),
        rate: 22,
        amount: rng.int(180, 420) * 100,
      });
    if (rng.chance(0.4)) rows.push({ day: date, text: 'Hiking map 1:25.000', rate: 22, amount: 1290 });
    const tax = rng.pick([200, 250, 300]);
    const taxNights = Math.min(nights, 5);
    rows.push({ day: date, text: `Tourist tax (imposta di soggiorno) ${guests} × ${taxNights} nights × ${eurIt(tax, false)}`, rate: null, amount: guests * taxNights * tax });
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const byRate = [10, 22].map((r) => {
      const gross = rows.filter((x) => x.rate === r).reduce((a, x) => a + x.amount, 0);
      const vat = taxIn(gross, r * 100);
      return { r, gross, vat, base: gross - vat };
    });
    const outside = rows.filter((x) => x.rate === null).reduce((a, x) => a + x.amount, 0);
    const total = byRate.reduce((a, x) => a + x.gross, 0) + outside;
    const vatTotal = byRate.reduce((a, x) => a + x.vat, 0);
    const deposit = Math.round((total * 0.3) / 1000) * 1000;
    const depositDay = addDays(arrival, -rng.int(20, 90));
    const year = date.slice(0, 4);
    const docNo = rng.pick([
      () => `${rng.int(40, 980)}/${year}`,
      () => `${year}/${String(rng.int(1, 1400)).padStart(4, '0')}`,
      () => `R${String(rng.int(1000, 19999)).padStart(5, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const font = rng.pick(['Noto Serif', 'DejaVu Serif', 'Nimbus Roman']);
    const [guest, home] = rng.pick(GUESTS);
    const piva = partitaIva(rng);
    let balance = 0;
    const ledger: string[] = [];
    const line = (day: string, text: string, charge: number, credit: number, rate: string) => {
      balance += charge - credit;
      ledger.push(
        `<tr><td>${d(day)}</td><td>${esc(text)}</td><td>${rate}</td><td>${charge ? eurIt(charge, false) : ''}</td><td>${credit ? eurIt(credit, false) : ''}</td><td>${eurIt(balance, false)}</td></tr>`,
      );
    };
    line(depositDay, 'Deposit received – bank transfer', 0, deposit, '');
    for (const x of rows) line(x.day, x.text, x.amount, 0, x.rate === null ? 'o.s.' : `${x.rate}%`);
    const card = rng.pick(['Visa', 'Mastercard', 'Amex']);
    line(date, `Payment – ${card} ****${rng.digits(4)}`, 0, total - deposit, '');
    const ridge = `<svg width="180" height="36" viewBox="0 0 180 36"><path d="M0 36 L30 12 L42 20 L70 2 L96 24 L112 14 L140 30 L160 18 L180 36z" fill="#3d5a6c"/><path d="M62 9 L70 2 L78 9 L74 8 L70 10 L66 8z" fill="#fff"/></svg>`;
    const kv = (a: string, b: string) => `<tr><td>${a}</td><td><b>${b}</b></td></tr>`;
    const booking = `BK-${rng.int(300000, 899999)}`;
    const body = `<div class="page"><div class="head"><div>${ridge}<div class="brand">${esc(h.brand)}</div><div class="alt">${esc(h.alt)} s.l.m.</div></div>
<div class="co">${esc(h.legal)}<br>${esc(h.place)}<br>Tel. ${esc(h.phone)}<br>P.IVA / VAT No. IT${piva} · REA ${esc(h.place.match(/\((\w\w)\)/)?.[1] ?? 'BZ')}-${rng.int(100000, 299999)}<br>CIN IT0${rng.digits(5)}B${rng.digits(1)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(5)}</div></div>
<h1>GUEST FOLIO &amp; INVOICE</h1>
<div class="grid"><table class="kv">${kv('Invoice No.', esc(docNo))}${kv('Invoice date', d(date))}${kv('Folio', String(rng.int(20000, 69999)))}${kv('Booking', booking)}</table>
<table class="kv">${kv('Room', String(rng.int(1, 24)))}${kv('Arrival', d(arrival))}${kv('Departure', d(date))}${kv('Guests / board', `${guests} · Half board`)}</table>
<div class="guest"><b>${esc(guest)}</b><br>${esc(home)}<br>Passport ${rng.digits(8)}</div></div>
<table class="ledger"><tr class="th"><td>Date</td><td>Description</td><td>VAT</td><td>Charges €</td><td>Credits €</td><td>Balance €</td></tr>${ledger.join('')}</table>
<div class="bottom"><table class="vat"><tr class="th"><td>VAT rate</td><td>Taxable</td><td>VAT</td><td>Gross</td></tr>${byRate
      .filter((x) => x.gross)
      .map((x) => `<tr><td>${x.r}%</td><td>${eurIt(x.base, false)}</td><td>${eurIt(x.vat, false)}</td><td>${eurIt(x.gross, false)}</td></tr>`)
      .join(
        '',
      )}<tr><td>o.s. – out of scope</td><td>${eurIt(outside, false)}</td><td>—</td><td>${eurIt(outside, false)}</td></tr><tr class="b"><td>Total VAT</td><td></td><td>${eurIt(vatTotal, false)}</td><td></td></tr></table>
<table class="tot"><tr><td>TOTAL INVOICE</td><td>${eurIt(total)}</td></tr><tr class="sm"><td>of which VAT</td><td>${eurIt(vatTotal)}</td></tr><tr class="sm"><td>Balance due</td><td>${eurIt(0)}</td></tr></table></div>
<div class="foot">Tourist tax is collected on behalf of the municipality and is out of the scope of VAT (art. 15 DPR 633/72). Thank you for staying with us – buon rientro!</div></div>`;
    const css = `body{font-family:'${font}',serif;font-size:11px;color:#1d2a33}.page{padding:12mm 14mm}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5px solid #3d5a6c;padding-bottom:3mm}.brand{font-family:'URW Bookman',serif;font-size:24px;font-weight:bold;letter-spacing:1px;color:#3d5a6c}.alt{font-size:10px}.co{text-align:right;font-size:9.5px;line-height:1.55}
h1{font-size:15px;letter-spacing:3px;margin:5mm 0 3mm}.grid{display:flex;gap:8mm;align-items:flex-start}.kv td{padding:0.5mm 3mm 0.5mm 0}.guest{margin-left:auto;text-align:right;line-height:1.55}
.ledger{width:100%;border-collapse:collapse;margin-top:5mm}.ledger td{padding:1mm 1.5mm;border-bottom:0.5px solid #c5ced4}.ledger td:nth-child(n+3){text-align:right;white-space:nowrap}.th td{font-weight:bold;border-bottom:1.5px solid #1d2a33;background:#eef2f4}
.bottom{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm}.vat{border-collapse:collapse;font-size:10px}.vat td{padding:0.8mm 2.5mm;border-bottom:0.5px solid #c5ced4;text-align:right}.vat td:first-child{text-align:left}.b td{font-weight:bold}
.tot td{padding:1mm 2mm;text-align:right}.tot tr:first-child td{font-size:15px;font-weight:bold;border-top:2px solid #1d2a33;border-bottom:2px solid #1d2a33}.sm td{font-size:10px}.foot{margin-top:8mm;font-size:9px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vatTotal) },
    };
  },
};
