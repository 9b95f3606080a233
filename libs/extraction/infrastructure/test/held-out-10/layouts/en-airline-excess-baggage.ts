import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { airlineDate, bars, code } from './extra';

const AIRLINES = [
  { name: 'Northstar Atlantic Airlines, Inc.', code: 'NQ', prefix: '471', hq: 'Newark, New Jersey, USA', dest: ['EWR', 'NEWARK'], color: '#1a237e' },
  { name: 'Meridian Pacific Airways Corp.', code: 'MV', prefix: '512', hq: 'Los Angeles, California, USA', dest: ['LAX', 'LOS ANGELES'], color: '#b71c1c' },
  { name: 'Aurora Balkan Air d.o.o.', code: 'AB', prefix: '388', hq: 'Belgrade, Serbia', dest: ['BEG', 'BELGRADE'], color: '#004d40' },
  { name: 'Caribe Sun Airlines LLC', code: 'CS', prefix: '634', hq: 'Miami, Florida, USA', dest: ['MIA', 'MIAMI'], color: '#e65100' },
];
const PASSENGERS = ['COHEN/DANIEL MR', 'LEVI/NOA MS', 'ABUHATZEIRA/RON MR', 'KATZ/MICHAL MRS', 'SABAG/ELI MR', 'NASSER/LINA MS'];

/**
 * An airline's passenger receipt for an Electronic Miscellaneous Document (EMD) issued at the Tel Aviv
 * airport ticket office for excess baggage, in USD (A4, Nimbus Sans or Liberation Sans with the data
 * in Nimbus Mono PS or Inconsolata, the airline in URW Gothic): the carrier's legal name (Inc., Corp.,
 * LLC or d.o.o.) and head office, "EMD NUMBER" (the airline's three digits and ten more, hyphenated
 * on some), "DATE OF ISSUE" ("14APR25", "April 14, 2025", ISO or "14 Apr 2025"), the place and agent
 * of issue with an IATA office number, the passenger, the PNR, the associated ticket (thirteen digits
 * one apart from the EMD), the flight on the same or the next day, RFIC and RFISC codes, one or two
 * services (an extra piece, overweight, kilos of excess, sports equipment) with their units,
 * "FARE", "TOTAL USD", the card and approval, endorsements and a barcode; no tax line.
 */
export const enAirlineExcessBaggage: Layout = {
  id: 'en-airline-excess-baggage',
  lang: 'en',
  kind: 'travel receipt',
  make(rng: Rng) {
    const a = rng.pick(AIRLINES);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const flightDate = addDays(date, rng.chance(0.7) ? 0 : 1);
    const services: [string, string, string, number][] = [];
    const pick = rng.some(['piece', 'over', 'kilo', 'sport'] as const, rng.int(1, 2));
    for (const s of pick) {
      if (s === 'piece') {
        const n = rng.int(1, 2);
        const u = rng.pick([10000, 12500, 15000]);
        services.push(['0CC', `EXTRA PIECE 23KG/50LB x${n}`, `${n} PC`, n * u]);
      } else if (s === 'over') services.push(['0C5', 'OVERWEIGHT 24-32KG/53-70LB', '1 PC', rng.pick([7500, 10000])]);
      else if (s === 'kilo') {
        const kg = rng.int(3, 14);
        const u = rng.pick([1500, 2000, 2500]);
        services.push(['0AA', `EXCESS WEIGHT ${kg}KG X USD ${amount(u)}`, `${kg} KG`, kg * u]);
      } else services.push(['0DD', rng.pick(['SPORTING EQUIPMENT - GOLF BAG', 'SPORTING EQUIPMENT - BICYCLE', 'SPORTING EQUIPMENT - SKI SET']), '1 PC', rng.pick([10000, 15000])]);
    }
    const total = services.reduce((s, x) => s + x[3], 0);
    const ten = rng.int(2100000000, 2499999999);
    const docNo = rng.chance(0.5) ? `${a.prefix}${ten}` : `${a.prefix}-${ten}`;
    const ticket = `${a.prefix} ${ten - rng.int(1, 4000)}`;
    const fmt = rng.pick(['air', 'Month d, yyyy', 'yyyy-mm-dd', 'd Mon yyyy'] as const);
    const issue = fmt === 'air' ? airlineDate(date) : dt(date, fmt);
    const mono = rng.pick(['Nimbus Mono PS', 'Inconsolata']);
    const font = rng.pick(['Nimbus Sans', 'Liberation Sans']);
    const flight = `${a.code} ${String(rng.int(1, 999)).padStart(3, '0')}`;
    const f = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="hd"><div class="al">${esc(a.name.replace(/,? (Inc\.|Corp\.|LLC|d\.o\.o\.)$/, ''))}</div><div class="t">PASSENGER RECEIPT<br><span>Electronic Miscellaneous Document (EMD)</span></div></div>
<div class="co">${esc(a.name)} · ${esc(a.hq)}</div>
<table class="kv">${f('EMD NUMBER', `<b>${docNo}</b>`)}${f('DATE OF ISSUE', issue)}${f('PLACE OF ISSUE', 'TEL AVIV BEN GURION (TLV) - AIRPORT TICKET OFFICE')}${f('AGENT', `TLV${a.code}/ATO/${rng.int(10, 99)} · IATA ${rng.digits(2)}-${rng.digits(1)} ${rng.digits(4)} ${rng.digits(1)}`)}
${f('PASSENGER', rng.pick(PASSENGERS))}${f('BOOKING REF (PNR)', code(rng, 6))}${f('ASSOCIATED TICKET', ticket)}${f('FLIGHT', `${flight} ${airlineDate(flightDate).slice(0, 5)} TLV-${a.dest[0]} DEP ${hhmm(rng.int(0, 23) * 60 + rng.pick([0, 15, 35, 50]))}`)}${f('RFIC', 'C - BAGGAGE')}</table>
<table class="sv"><tr><th>CPN</th><th>RFISC</th><th>SERVICE</th><th>UNITS</th><th>USD</th></tr>${services.map(([r, d, u, p], i) => `<tr><td>${i + 1}</td><td>${r}</td><td>${d}</td><td>${u}</td><td>${amount(p)}</td></tr>`).join('')}</table>
<table class="sum">${f('FARE', `USD ${amount(total)}`)}${f('TOTAL', `<b>USD ${amount(total)}</b>`)}${f('FORM OF PAYMENT', `CC${rng.pick(['VI', 'CA', 'AX'])}XXXXXXXXXXXX${rng.digits(4)} EXP XX/XX APPR ${rng.digits(6)}`)}</table>
<div class="end">ENDORSEMENTS: NONREF/NONENDO/VALID ON ${flight} ONLY · TLV ${a.code} ${a.dest[1]} · ISSUED IN CONNECTION WITH ${ticket}</div>
<div class="bc">${bars(rng, 70, 12)}<div>${docNo.replace('-', '')}</div></div>
<div class="fine">Issuing carrier: ${esc(a.name)}<br>Charges for excess, overweight and special baggage are non-refundable once the flight has departed. Carriage is subject to the conditions of contract and the applicable tariffs.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#111;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;background:${a.color};color:#fff;padding:4mm 5mm}
.al{font-family:'URW Gothic',sans-serif;font-size:22px;font-weight:bold;letter-spacing:1px}.t{text-align:right;font-weight:bold;font-size:14px}.t span{font-weight:normal;font-size:10px}.co{font-size:9.5px;color:#555;margin:1.5mm 0 5mm}
table{border-collapse:collapse}.kv,.sum{font-family:'${mono}',monospace;font-size:11.5px}.kv td,.sum td{padding:0.9mm 3mm 0.9mm 0;vertical-align:top}.kv td:first-child,.sum td:first-child{color:#555;width:52mm}
.sv{width:100%;margin:6mm 0 4mm;font-family:'${mono}',monospace;font-size:11.5px}.sv th{text-align:left;border-top:1.5px solid #111;border-bottom:1.5px solid #111;padding:1.2mm 2mm}.sv td{padding:1.2mm 2mm;border-bottom:1px dotted #999}.sv td:last-child,.sv th:last-child{text-align:right}
.sum{margin-left:auto}.sum td:last-child{text-align:right}.end{margin-top:6mm;font-family:'${mono}',monospace;font-size:10px;border:1px dashed #555;padding:2mm}.bc{margin-top:8mm;text-align:center;font-family:'${mono}',monospace;letter-spacing:2px;font-size:10px}.fine{margin-top:8mm;font-size:9px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: a.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
