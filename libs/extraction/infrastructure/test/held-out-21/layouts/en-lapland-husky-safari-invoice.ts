import { addDays, esc, EN_MONTHS, htmlPage, Layout, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { hyphenId } from '../../generalisation/notation';
import { eurosEn, eurosFi, fiReference, fiVat, stirred, sumOf, taxAt, yTunnus } from './extra';

const OPERATORS = [
  {
    brand: 'ARCTIC PAWS',
    legal: 'Arctic Paws Safaris Oy',
    town: 'Rovaniemi',
    addr: 'Kennelitie 14, 96900 Saarenkylä, Rovaniemi, Finland',
    prefix: 'AP-',
    fi: true,
    bic: 'NDEAFIHH',
  },
  { brand: 'Kuusamo Husky Tours', legal: 'Kuusamo Husky Tours Oy', town: 'Kuusamo', addr: 'Rukatunturintie 62, 93830 Rukatunturi, Finland', prefix: '', fi: true, bic: 'OKOYFIHH' },
  { brand: 'REVONTULI ADVENTURES', legal: 'Revontuli Adventures Oy', town: 'Levi', addr: 'Tunturitie 5, 99130 Sirkka, Kittilä, Finland', prefix: 'RA', fi: false, bic: 'HELSFIHH' },
];
const ACTIVITIES: { name: string; adult: number; child: number }[] = [
  { name: 'Husky safari 10 km, own team (two adults a sled), campfire lunch included', adult: 18900, child: 9500 },
  { name: 'Husky safari 25 km with wilderness hut lunch', adult: 29500, child: 14900 },
  { name: 'Reindeer farm visit and sleigh ride', adult: 8900, child: 5500 },
  { name: 'Snowmobile safari to ice fishing (two adults a snowmobile)', adult: 16500, child: 8200 },
  { name: 'Northern Lights snowshoe walk', adult: 8900, child: 6500 },
];
const FAMILIES = ['Cohen', 'Mizrahi', 'Peretz', 'Biton', 'Shapiro', 'Avraham', 'Friedman'];
const TOWNS = ['Herzliya', "Ra'anana", 'Modiin', 'Haifa', 'Petah Tikva', 'Kfar Saba'];

/**
 * A Finnish Lapland husky safari company's invoice to Israeli visitors in euros on A4 (Noto Sans, DejaVu Sans or
 * Liberation Sans; the brand in Noto Sans Display black spaced capitals over a row of drawn pine trees and a
 * sled's runner), with Finnish labels beside the English: the company ("Oy") with its address, "Y-tunnus /
 * Business ID" and "ALV-nro / VAT no. FI…"; "LASKU / INVOICE", "Laskun numero / Invoice no." ("AP-24117",
 * "RA2025-0412" or four digits), "Laskun päivä / Invoice date", "Eräpäivä / Due date" two weeks on, "Viitenumero
 * / Reference" (a Finnish reference with its check digit), "Safaripäivä / Safari date" weeks after the invoice,
 * the booking; the family with an address in Israel and a passport, or an Israeli travel agency with its company
 * number (hyphenated); activities for adults and children, clothing hire, the hotel transfer at the transport
 * rate (10%, 14% from 2025), everything else at the standard rate (24%, 25.5% from 1 September 2024); a VAT
 * breakdown by rate; "Veroton yhteensä / Total excl. VAT", "ALV yhteensä / VAT total", "Yhteensä / Total EUR";
 * the deposit paid at booking and "Maksettavaa / Balance due"; IBAN and BIC; amounts "1 234,56 €" or "€1,234.56",
 * dates "14.2.2025" or "14 Feb 2025".
 */
export const enLaplandHuskySafariInvoice: Layout = {
  id: 'en-lapland-husky-safari-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-lapland-husky-safari-invoice');
    const o = rng.pick(OPERATORS);
    // A winter's safari (December to March), invoiced on booking weeks before.
    const season = rng.pick([2023, 2024, 2025]);
    const safari = addDays(`${season}-12-01`, rng.int(0, 115));
    const date = addDays(safari, -rng.int(14, 70));
    const due = addDays(date, 14);
    const std = safari >= '2024-09-01' ? 2550 : 2400;
    const transport = safari >= '2025-01-01' ? 1400 : 1000;
    const pct = (bp: number) => (o.fi ? `${(bp / 100).toString().replace('.', ',')} %` : `${bp / 100}%`);
    const money = (c: number) => (o.fi ? eurosFi(c) : eurosEn(c));
    const adults = rng.int(2, 6);
    const children = rng.int(0, 3);
    type Row = { name: string; qty: number; unit: number; bp: number };
    const rows: Row[] = [];
    for (const a of rng.some(ACTIVITIES, rng.int(1, 3))) {
      rows.push({ name: `${a.name}, adult`, qty: adults, unit: a.adult, bp: std });
      if (children) rows.push({ name: `${a.name}, child 4–14`, qty: children, unit: a.child, bp: std });
    }
    if (rng.chance(0.6)) rows.push({ name: 'Winter clothing hire (overalls, boots, mittens, balaclava)', qty: adults + children, unit: 2500, bp: std });
    if (rng.chance(0.7)) rows.push({ name: `Hotel transfer, ${o.town} centre – kennels, return`, qty: adults + children, unit: 3500, bp: transport });
    const rates = [...new Set(rows.map((r) => r.bp))].sort((a, b) => b - a);
    const byRate = rates.map((bp) => {
      const net = sumOf(rows.filter((r) => r.bp === bp).map((r) => r.qty * r.unit));
      return { bp, net, vat: taxAt(net, bp) };
    });
    const net = sumOf(byRate.map((b) => b.net));
    const vat = sumOf(byRate.map((b) => b.vat));
    const total = net + vat;
    const deposit = Math.round((total * 0.3) / 100) * 100;
    const y = yTunnus(rng);
    const docNo =
      o.prefix === 'AP-'
        ? `AP-${String(season).slice(2)}${rng.int(100, 999)}`
        : o.prefix === 'RA'
          ? `RA${date.slice(0, 4)}-${String(rng.int(40, 999)).padStart(4, '0')}`
          : String(rng.int(2100, 6900));
    const fiDate = (iso: string) => `${Number(iso.slice(8))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}`;
    const enDate = (iso: string) => `${Number(iso.slice(8))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1].slice(0, 3)} ${iso.slice(0, 4)}`;
    const d = o.fi ? fiDate : enDate;
    const agency = rng.chance(0.4);
    const family = rng.pick(FAMILIES);
    const customer = agency
      ? `<b>${esc(rng.pick(['Polar Star Travel Israel Ltd.', 'Kfar Blum Winter Trips Ltd.', 'North Light Tours (IL) Ltd.']))}</b><br>Company No. ${hyphenId(taxId(rng, true))}<br>${esc(rng.pick(TOWNS))}, Israel<br>Group: ${family} family`
      : `<b>${family} family</b>, c/o ${esc(rng.pick(['Noa', 'Yael', 'Eitan', 'Omer', 'Tal']))} ${family}<br>${esc(rng.pick(TOWNS))}, Israel<br>Passport ${rng.int(30, 39)}${rng.digits(6)}`;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const trees = Array.from({ length: 9 }, (_, i) => `<path d="M${8 + i * 22} 2 L${1 + i * 22} 20 L${15 + i * 22} 20 Z" fill="#1f4d3a"/>`).join('');
    const art = `<svg width="210" height="26" viewBox="0 0 210 26">${trees}<path d="M0 24 L200 24 Q208 24 208 18" stroke="#333" stroke-width="1.6" fill="none"/></svg>`;
    const body = `<div class="head"><div><div class="brand">${esc(o.brand)}</div>${art}<div class="sm">${esc(o.legal)}<br>${esc(o.addr)}<br>+358 ${rng.int(40, 50)} ${rng.digits(3)} ${rng.digits(4)} · info@${o.brand.toLowerCase().replace(/[^a-z]+/g, '')}.fi</div></div>
<div class="title">LASKU / INVOICE</div></div>
<div class="grid"><div class="cust"><div class="lbl">Asiakas / Bill to</div>${customer}</div>
<table class="facts">${kv('Laskun numero / Invoice no.', `<b>${docNo}</b>`)}${kv('Laskun päivä / Invoice date', d(date))}${kv('Eräpäivä / Due date', d(due))}${kv('Viitenumero / Reference', fiReference(rng))}${kv(
      'Safaripäivä / Safari date',
      d(safari),
    )}${kv('Varaus / Booking', `BK-${rng.digits(6)}`)}</table></div>
<table class="t"><tr><th>Kuvaus / Description</th><th>Määrä / Qty</th><th>à (net)</th><th>ALV / VAT</th><th>Veroton / Net</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${money(r.unit)}</td><td>${pct(r.bp)}</td><td>${money(r.qty * r.unit)}</td></tr>`)
      .join('')}</table>
<div class="bottom"><table class="vat"><tr><th>ALV-erittely / VAT breakdown</th><th>Veroton / Net</th><th>ALV / VAT</th><th>Yhteensä / Gross</th></tr>${byRate
      .map((b) => `<tr><td>${pct(b.bp)}</td><td>${money(b.net)}</td><td>${money(b.vat)}</td><td>${money(b.net + b.vat)}</td></tr>`)
      .join('')}</table>
<table class="sum">${kv('Veroton yhteensä / Total excl. VAT', money(net))}${kv('ALV yhteensä / VAT total', money(vat))}<tr class="g"><td>Yhteensä / Total EUR</td><td>${money(total)}</td></tr>${kv(
      `Ennakkomaksu / Deposit paid ${d(addDays(date, rng.int(0, 3)))}`,
      money(-deposit),
    )}<tr class="b"><td>Maksettavaa / Balance due ${d(due)}</td><td>${money(total - deposit)}</td></tr></table></div>
<div class="pay">Maksuohjeet / Payment: IBAN FI${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · BIC ${o.bic} · please quote the reference number.<br>Cancellation free until 30 days before the safari; warm clothing is provided for all activities.</div>
<div class="foot">${esc(o.legal)} · Y-tunnus / Business ID ${y} · ALV-nro / VAT no. ${fiVat(y)} · Kotipaikka / Domicile ${esc(o.town === 'Levi' ? 'Kittilä' : o.town)}</div>`;
    const font = rng.pick(['Noto Sans', 'DejaVu Sans', 'Liberation Sans']);
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#1b2430;padding:13mm 15mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'Noto Sans Display','Noto Sans',sans-serif;font-weight:900;font-size:22px;letter-spacing:3px;color:#12344d}.sm{font-size:9.5px;line-height:1.5;color:#444;margin-top:1mm}
.title{font-size:20px;font-weight:bold;color:#12344d}.grid{display:flex;justify-content:space-between;gap:10mm;margin:6mm 0 5mm}.cust{line-height:1.6}.lbl{font-size:9px;text-transform:uppercase;color:#6b7a88;margin-bottom:1mm}
.facts{border-collapse:collapse}.facts td{padding:0.8mm 2mm;border-bottom:0.5px solid #d5dde5}.facts td:first-child{color:#6b7a88}
.t{width:100%;border-collapse:collapse}.t th{background:#12344d;color:#fff;padding:1.2mm;text-align:left;font-size:9.5px}.t td{padding:1.2mm;border-bottom:0.5px solid #d5dde5}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-top:5mm}.vat{border-collapse:collapse;font-size:9.5px}.vat th{border-bottom:1px solid #12344d;padding:1mm;text-align:right}.vat th:first-child{text-align:left}.vat td{padding:0.8mm 1.5mm;text-align:right}.vat td:first-child{text-align:left}
.sum{border-collapse:collapse;min-width:85mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:13.5px;border-top:1.5px solid #1b2430;border-bottom:1.5px solid #1b2430}.b td{font-weight:bold}
.pay{margin-top:7mm;line-height:1.6;font-size:10px}.foot{margin-top:10mm;border-top:1px solid #aab;padding-top:2mm;font-size:9px;color:#555;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: o.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
