import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enDay, hyphenId } from '../../generalisation/notation';
import { add, dated, taxOn, vid } from './extra';

const ID = 'en-uk-motor-circuit-track-day-invoice';
const CIRCUITS = [
  { name: 'Fenmarsh Circuit Ltd', place: 'Fenmarsh Circuit, Long Sutton Road, Spalding PE12 9QX' },
  { name: 'Brackley Heath Motorsport Limited', place: 'Heath Lane, Brackley, Northamptonshire NN13 7BJ' },
  { name: 'Pennine Raceway Ltd.', place: 'Moor Top, Holmfirth, West Yorkshire HD9 3TW' },
];
const CLIENTS = ['Pit Lane Tours Ltd', 'Apex Israel Motorsport Club Ltd', 'Galil Driving Academy Ltd'];

/** A British motor-racing circuit's VAT invoice to an Israeli driving club or tour operator, in pounds on A4: track-day entries per driver, hired cars by the session, instructors, helmet hire, fuel, the photo package, hospitality; the event date, Company No., VAT Reg. No., the client's Israeli company number; paid by card or due by a date. */
export const enUkMotorCircuitTrackDayInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    const c = CIRCUITS[n % CIRCUITS.length];
    const event = addDays(date, -rng.int(0, 6));
    const drivers = rng.int(4, 14);
    const sessions = drivers * rng.int(1, 3);
    const car = rng.pick(['Caterham Seven 420R', 'Ginetta G40', 'Radical SR3', 'BMW M2 (track prepared)']);
    const lines: [string, number, number][] = [
      [`Track day entry – open pit lane, per driver`, drivers, rng.int(180, 320) * 100],
      [`${car} hire, 20-minute session`, sessions, rng.int(140, 260) * 100],
      ['ARDS instructor, per session', Math.ceil(sessions / 2), rng.int(45, 85) * 100],
      ['Helmet and HANS hire, per driver', drivers, rng.pick([1500, 2000, 2500])],
      ...(rng.chance(0.6) ? ([['Fuel (super unleaded) at cost plus handling', 1, rng.int(180, 620) * 100]] as [string, number, number][]) : []),
      ...(rng.chance(0.5) ? ([['Trackside photography package, per driver', drivers, rng.pick([3500, 4500])]] as [string, number, number][]) : []),
      ...(rng.chance(0.7)
        ? ([['Hospitality suite: breakfast roll and hot lunch, per guest', drivers + rng.int(0, 4), rng.pick([2850, 3450, 3950])]] as [string, number, number][])
        : []),
    ];
    const net = add(lines.map(([, q, u]) => q * u));
    const vat = taxOn(net, 20);
    const total = net + vat;
    const y = date.slice(0, 4);
    const docNo = rng.pick([() => `TD${y.slice(2)}-${String(rng.int(1, 1999)).padStart(4, '0')}`, () => String(rng.int(21000, 29999)), () => `INV/${y}/${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy', 'd Mon yyyy'] as const);
    const font = rng.pick(["'Liberation Sans'", "'Nimbus Sans'", "'Noto Sans'"]);
    const head = rng.pick(["'URW Gothic'", "'Nimbus Sans'", "'DejaVu Sans'"]);
    const client = rng.pick(CLIENTS);
    const cid = vid(client, true);
    const paid = rng.chance(0.5);
    const gbp = (p: number) => `£${amount(p)}`;
    const vatNo = `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
    const flag = `<svg width="46" height="34" viewBox="0 0 46 34"><rect width="46" height="34" fill="#fff" stroke="#111"/>${Array.from({ length: 24 }, (_, i) => {
      const x = i % 6;
      const yy = Math.floor(i / 6);
      return (x + yy) % 2 ? `<rect x="${x * 7.66}" y="${yy * 8.5}" width="7.66" height="8.5" fill="#111"/>` : '';
    }).join('')}</svg>`;
    const body = `<div class="pg"><div class="top">${flag}<div><div class="nm">${esc(c.name.replace(/ (Ltd\.?|Limited)$/, '').toUpperCase())}</div><div class="sb">Track days · Driver training · Corporate events</div></div></div>
<div class="row"><div class="to"><div class="lb">Invoice to</div><b>${esc(client)}</b><br>${rng.pick(['12 HaBarzel St', '4 Ha-Taas St', '88 Yigal Alon St'])}, ${rng.pick(['Tel Aviv', 'Kfar Saba', 'Petah Tikva'])}, Israel<br>Israeli Company No. ${rng.chance(0.5) ? hyphenId(cid) : cid}<br>Attn: ${rng.pick(['Mr Ido Ronen', 'Ms Hila Carmi', 'Mr Boaz Sela'])}</div>
<div class="box"><div class="ti">VAT INVOICE</div><table><tr><td>Invoice number</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date / tax point</td><td><b>${dt(date, fmt)}</b></td></tr><tr><td>Event</td><td>${enDay(event)} ${dt(event, 'dd/mm/yyyy')}</td></tr><tr><td>Booking ref.</td><td>BK${rng.int(10000, 99999)}</td></tr><tr><td>Drivers</td><td>${drivers}</td></tr></table></div></div>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Net</th></tr>${lines.map(([d, q, u]) => `<tr><td>${esc(d)}</td><td>${q}</td><td>${gbp(u)}</td><td>${gbp(q * u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Net total</td><td>${gbp(net)}</td></tr><tr><td>VAT @ 20%</td><td>${gbp(vat)}</td></tr><tr class="g"><td>Invoice total</td><td>${gbp(total)}</td></tr>
${paid ? `<tr><td>Paid by card on ${dt(event, 'dd/mm/yyyy')}</td><td>(${gbp(total)})</td></tr><tr><td>Balance due</td><td>${gbp(0)}</td></tr>` : ''}</table>
<p>${paid ? 'Paid with thanks.' : `Payment due by ${dt(addDays(date, 30), 'd Month yyyy')} to sort code ${rng.int(10, 99)}-${rng.int(10, 99)}-${rng.int(10, 99)}, account ${rng.digits(8)}, quoting ${docNo}. IBAN GB${rng.int(10, 99)} ${rng.pick(['BARC', 'LOYD', 'NWBK'])} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}.`}</p>
<p class="sm">Noise limit 98 dB(A) static. Damage to hired cars is charged separately under the hire agreement signed on the day; no damage was reported for this event.</p>
<div class="ft">${esc(c.name)} · ${esc(c.place)} · Registered in England and Wales, Company No. ${rng.digits(8)} · VAT Reg. No. ${vatNo}</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#1b1b1b}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:14mm 16mm;position:relative}
.top{display:flex;gap:5mm;align-items:center;border-bottom:4px solid #c8102e;padding-bottom:3mm}.nm{font-family:${head},sans-serif;font-size:25px;font-weight:bold;letter-spacing:1px}.sb{color:#c8102e;font-size:11px}
.row{display:flex;justify-content:space-between;gap:8mm;margin:7mm 0}.to{line-height:1.5}.lb{font-weight:bold;font-size:9.5px;text-transform:uppercase;color:#c8102e}.box{border:2px solid #1b1b1b;padding:2mm 3mm}.box td{padding:0.6mm 2mm}.ti{font-size:18px;font-weight:bold;margin-bottom:1mm}
.it{width:100%;border-collapse:collapse}.it th{background:#1b1b1b;color:#fff;text-align:left;padding:1.6mm}.it td{padding:1.6mm;border-bottom:1px solid #ccc}.it td:nth-child(n+2){text-align:right}
.tot{width:85mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.1mm 2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #c8102e}
.sm{font-size:9.5px;color:#555}.ft{position:absolute;bottom:10mm;left:16mm;right:16mm;font-size:9px;color:#444;border-top:1px solid #999;padding-top:2mm;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: c.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
