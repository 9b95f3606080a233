import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { code, eur, qr } from './extra';

const COMPANIES = [
  {
    brand: 'ATLÂNTICO',
    tag: 'rent-a-car',
    legal: 'Atlântico Rent-a-Car, Lda.',
    addr: 'Rua C, Edifício 124, Aeroporto de Lisboa, 1700-008 Lisboa',
    reg: 'C.R.C. Lisboa',
    color: '#0d47a1',
  },
  { brand: 'SOLMAR', tag: 'cars', legal: 'Solmar – Aluguer de Viaturas, Unipessoal Lda.', addr: 'Av. 5 de Outubro 241, 8000-076 Faro', reg: 'C.R.C. Faro', color: '#ef6c00' },
  { brand: 'Lusodrive', tag: 'rent a car', legal: 'Lusodrive Rent a Car, S.A.', addr: 'Rua Dr. António Granjo 5, 4000-090 Porto', reg: 'C.R.C. Porto', color: '#2e7d32' },
];
const STATIONS = [
  ['Lisboa Aeroporto (LIS)', true],
  ['Porto Aeroporto (OPO)', true],
  ['Faro Aeroporto (FAO)', true],
  ['Lisboa Santa Apolónia', false],
] as const;
const CARS = ['Group B – Renault Clio or similar', 'Group C – VW Golf or similar', 'Group D – Peugeot 3008 or similar', 'Group F – Dacia Jogger 7 seats or similar'];
const DRIVERS = ['Mr Itai Goldberg', 'Ms Shira Avraham', 'Mr Omer Dahan', 'Ms Michal Segev'];

/**
 * A Portuguese car rental company's "Fatura-Recibo / Invoice-Receipt" in EUR on return (A4, Lato,
 * Open Sans or Nimbus Sans, the brand in URW Gothic; "1 234,56 €" or "1.234,56 €"): the brand, the
 * legal name (Lda., Unipessoal Lda. or S.A.) with its NIF, capital and registry, "FR 2025A/1834" with
 * the ATCUD validation code, "Original", "Data / Date" (the return day; ISO, dd/mm/yyyy or "14 April
 * 2025"), the Israeli driver with passport, licence and the final consumer's NIF 999999990, the rental
 * agreement, pick-up and return stations with dates and times, the car group and plate, kilometres,
 * days × the daily rate, Super CDW per day, an additional driver or child seat, a one-way fee, an
 * airport surcharge, the toll device per day, refuelling on some, all at IVA 23%; the tolls passed on
 * outside VAT on most; "Total ilíquido / Net", "IVA 23%", "Não sujeito / Not subject", "Total (EUR)",
 * the card paid and the released security deposit, the certified software number and a QR code.
 */
export const enPortugalCarRental: Layout = {
  id: 'en-portugal-car-rental',
  lang: 'en',
  kind: 'car rental',
  make(rng: Rng) {
    const c = rng.pick(COMPANIES);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const days = rng.int(3, 14);
    const pickup = addDays(date, -days);
    const [from, fromAirport] = rng.pick(STATIONS);
    const [to] = rng.chance(0.5) ? [from] : rng.pick(STATIONS);
    const daily = rng.int(28, 65) * 100;
    const rows: [string, string, number][] = [[`Rental / Aluguer – ${days} days × ${eur(daily, 'x')}`, `${days}`, days * daily]];
    const cdw = rng.int(12, 19) * 100;
    rows.push([`Super CDW (no excess) – ${days} × ${eur(cdw, 'x')}`, `${days}`, days * cdw]);
    if (rng.chance(0.35)) rows.push([`Additional driver – ${days} × 7,50`, `${days}`, days * 750]);
    if (rng.chance(0.3)) rows.push([`Child seat – ${days} × 6,00 (max 60,00)`, `${days}`, Math.min(days * 600, 6000)]);
    if (to !== from) rows.push([`One-way fee ${from.replace(/.*\(|\)/g, '')} → ${to.replace(/.*\(|\)/g, '')}`, '1', rng.pick([6000, 7500, 9000])]);
    if (fromAirport) rows.push(['Airport surcharge / Taxa de aeroporto', '1', 3500]);
    rows.push([`Via Verde toll device – ${days} × 1,85 (max 18,50)`, `${days}`, Math.min(days * 185, 1850)]);
    if (rng.chance(0.3)) {
      const litres = rng.int(12, 38);
      rows.push([`Refuelling / Combustível ${litres} L × 2,10 + service 25,00`, '1', litres * 210 + 2500]);
    }
    const net = rows.reduce((a, r) => a + r[2], 0);
    const iva = vatOfNet(net, 23);
    const tolls = rng.chance(0.75) ? rng.int(600, 6400) + rng.pick([0, 5, 15, 35, 90]) : 0;
    const total = net + iva + tolls;
    const seq = rng.int(300, 9800);
    const docNo = `FR ${date.slice(0, 4)}A/${seq}`;
    const style = rng.pick(['pt', 'x €'] as const);
    const m = (x: number) => eur(x, style);
    const fmt = rng.pick(['yyyy-mm-dd', 'dd/mm/yyyy', 'd Month yyyy'] as const);
    const font = rng.pick(['Lato', 'Open Sans', 'Nimbus Sans']);
    const plate = `${code(rng, 2, 'ABCDEFGHJLMNPRSTUVXZ')}-${rng.digits(2)}-${code(rng, 2, 'ABCDEFGHJLMNPRSTUVXZ')}`;
    const kmOut = rng.int(8000, 62000);
    const g = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="hd"><div class="logo">${esc(c.brand)}<span>${esc(c.tag)}</span></div><div class="co"><b>${esc(c.legal)}</b><br>${esc(c.addr)}, Portugal<br>NIF / VAT PT ${rng.pick(['5'])}${rng.digits(8)} · Capital social ${eur(rng.pick([5000000, 25000000]), 'x €')}<br>${c.reg} · RNAAL n.º ${rng.int(100, 999)}</div></div>
<div class="doc"><div><div class="t">Fatura-Recibo / Invoice-Receipt</div><div class="n">${docNo}</div><div class="small">ATCUD: ${code(rng, 8)}-${seq} · Original</div></div>
<table class="kv">${g('Data / Date', `<b>${dt(date, fmt)}</b>`)}${g('Contrato / Rental agreement', `RA ${String(rng.int(10000, 99999)).padStart(7, '0')}`)}${g('Cliente n.º / Customer no.', String(rng.int(100000, 999999)))}</table></div>
<div class="two"><table class="kv">${g('Driver / Condutor', esc(rng.pick(DRIVERS)))}${g('Passport', `${rng.digits(8)} (ISR)`)}${g('Driving licence', `IL ${rng.digits(7)}`)}${g('NIF cliente', '999999990 (consumidor final)')}${g('Address', `${rng.pick(['12 Herzl St', '7 Ha-Palmach St', '33 Weizmann St'])}, ${rng.pick(['Haifa', 'Holon', 'Kfar Saba', 'Modiin'])}, Israel`)}</table>
<table class="kv">${g('Pick-up / Levantamento', `${esc(from)}<br>${dt(pickup, 'dd/mm/yyyy')} ${hhmm(rng.int(7 * 60, 22 * 60))}`)}${g('Return / Devolução', `${esc(to)}<br>${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(6 * 60, 21 * 60))}`)}${g('Vehicle', `${esc(rng.pick(CARS))}<br>Plate ${plate}`)}${g('Km', `${kmOut} → ${kmOut + days * rng.int(60, 210)}`)}</table></div>
<table class="it"><tr><th>Description / Descrição</th><th>Qty</th><th>IVA</th><th>Amount / Valor</th></tr>${rows.map(([d, q, a]) => `<tr><td>${esc(d)}</td><td>${q}</td><td>23%</td><td>${m(a)}</td></tr>`).join('')}
${tolls ? `<tr><td>Tolls / Portagens Via Verde (debited to the customer, not subject to VAT – art. 16.º n.º 6 c) CIVA)</td><td>1</td><td>M99</td><td>${m(tolls)}</td></tr>` : ''}</table>
<div class="bottom"><div class="qr">${qr(rng, 26)}<div class="small">Processado por programa certificado n.º ${rng.int(1000, 2999)}/AT</div></div>
<table class="tot"><tr><td>Total ilíquido / Net</td><td>${m(net)}</td></tr><tr><td>IVA 23% / VAT 23%</td><td>${m(iva)}</td></tr><tr><td>Não sujeito / Not subject to VAT</td><td>${m(tolls)}</td></tr>
<tr class="b"><td>Total (EUR)</td><td>${m(total)}</td></tr><tr><td>Paid / Pago – ${rng.pick(['Visa', 'Mastercard'])} ****${rng.digits(4)}</td><td>${m(total)}</td></tr></table></div>
<div class="note">Security deposit / Caução ${eur(rng.pick([90000, 120000, 150000]), 'x €')} pre-authorised on the card at pick-up and released on return. Fuel policy full-to-full. Traffic fines received after the return will be charged with an administration fee.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#1c1c1c;padding:12mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid ${c.color};padding-bottom:3mm}
.logo{font-family:'URW Gothic',sans-serif;font-size:30px;font-weight:bold;color:${c.color};letter-spacing:1px}.logo span{font-size:13px;font-weight:normal;color:#555;margin-left:2mm}.co{text-align:right;font-size:9.5px;line-height:1.45}
.doc{display:flex;justify-content:space-between;align-items:flex-start;margin:5mm 0 4mm}.t{font-size:17px;font-weight:bold}.n{font-size:15px;color:${c.color};font-weight:bold}.small{font-size:8.5px;color:#666}
table{border-collapse:collapse}.kv td{padding:0.8mm 2mm;vertical-align:top}.kv td:first-child{color:#666;white-space:nowrap}.two{display:flex;justify-content:space-between;gap:6mm;background:#f3f5f7;padding:2mm;margin-bottom:4mm}
.it{width:100%}.it th{background:${c.color};color:#fff;text-align:left;padding:1.5mm 2mm;font-weight:normal}.it td{padding:1.5mm 2mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm}.qr{width:60mm}.tot{width:95mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #1c1c1c;border-bottom:2px solid #1c1c1c}
.note{margin-top:8mm;font-size:9px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(iva) },
    };
  },
};
