import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { de, dt } from '../../generalisation/notation';
import { add, dated, taxOn } from './extra';

const ID = 'en-german-camera-repair-invoice';
const SHOPS = [
  { legal: 'Kamerawerk Service GmbH', street: 'Oranienstraße 118', city: '10969 Berlin', reg: 'HRB 20' },
  { legal: 'Optik-Reparatur Schulz e.K.', street: 'Lindwurmstraße 71', city: '80337 München', reg: 'HRA 11' },
  { legal: 'Linsenhof Kameraservice GmbH & Co. KG', street: 'Schanzenstraße 29', city: '20357 Hamburg', reg: 'HRA 12' },
];
const JOBS: [string, number, number][] = [
  ['Shutter unit replacement (part 1F-{n})', 18000, 32000],
  ['Autofocus motor replacement (part AF-{n})', 14000, 26000],
  ['Aperture ring repair and lubrication', 6500, 12000],
  ['Sensor cleaning, wet method', 5900, 8900],
  ['Lens element re-centring and calibration', 9500, 17500],
  ['Rubber grip set, replacement', 2900, 4900],
  ['Firmware update and full function test', 2500, 3900],
  ['Fungus removal, two elements', 11000, 19000],
];
const CAMERAS = [
  'Leica M6 body',
  'Nikon FM2 body',
  'Canon EF 24-70 mm f/2.8 lens',
  'Fujifilm X-T3 body',
  'Sony FE 85 mm f/1.8 lens',
  'Hasselblad 500C/M body',
  'Olympus OM-1 body',
];
const CUSTOMERS = [
  ['Noa Ben-David', 'Weserstraße 40', '12045 Berlin'],
  ['Eyal Shapira', 'Reichenbachstraße 12', '80469 München'],
  ['Tamar Levi-Klein', 'Bahrenfelder Str. 201', '22765 Hamburg'],
  ['Gilad Avrahami', 'Körnerstraße 3', '04107 Leipzig'],
];

/** A German camera repair workshop's invoice in English with German notations, in euros on A4: repair order, receipt and completion dates, the camera and its serial number, parts and labour hours, the estimate fee credited, return shipping, 19% VAT, a bank transfer or card. */
export const enGermanCameraRepairInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const s = rng.pick(SHOPS);
    const received = addDays(date, -rng.int(10, 35));
    const jobs = rng
      .some(JOBS, rng.int(1, 3))
      .map(([name, lo, hi]) => ({ name: name.replace('{n}', String(rng.int(1000, 9999))), q: 1, u: Math.round(rng.int(lo, hi) / 100) * 100 }));
    const hours = rng.int(2, 8) / 2;
    const hourly = rng.pick([7800, 8500, 9200]);
    const labour = Math.round(hours * hourly);
    const estimate = rng.chance(0.5) ? 2500 : 0;
    const ship = rng.pick([1290, 1690, 2490]);
    const net = add(jobs.map((j) => j.u)) + labour + ship - estimate;
    const vat = taxOn(net, 19);
    const total = net + vat;
    const docNo = rng.pick([
      () => `RE-${date.slice(0, 4)}-${String(rng.int(1, 2999)).padStart(4, '0')}`,
      () => `${date.slice(2, 4)}-${rng.int(1000, 4999)}`,
      () => `KW${rng.int(100000, 999999)}`,
    ])();
    const fmt = rng.pick(['dd.mm.yyyy', 'd Month yyyy', 'dd.mm.yyyy'] as const);
    const euro = rng.chance(0.5) ? (c: number) => `${de(c)} €` : (c: number) => `€ ${de(c)}`;
    const font = rng.pick(["'Nimbus Sans'", "'DejaVu Sans'", "'Noto Sans'"]);
    const [cn, cs, cc] = rng.pick(CUSTOMERS);
    const camera = rng.pick(CAMERAS);
    const vatId = `DE${rng.int(100000000, 399999999)}`;
    const cust = `K-${rng.int(10000, 99999)}`;
    const order = `RA ${rng.int(24000, 39999)}`;
    const rows: [string, string, string, string][] = [
      ...jobs.map((j) => [esc(j.name), '1', euro(j.u), euro(j.u)] as [string, string, string, string]),
      [`Labour (Arbeitszeit), h`, hours.toFixed(1).replace('.', ','), euro(hourly), euro(labour)],
      ...(estimate ? [[`Cost estimate fee (Kostenvoranschlag), credited`, '1', euro(-estimate), euro(-estimate)] as [string, string, string, string]] : []),
      [`Return shipping, DHL insured`, '1', euro(ship), euro(ship)],
    ];
    const paid = rng.chance(0.5);
    const body = `<div class="top"><div class="logo"><svg width="54" height="40" viewBox="0 0 54 40"><rect x="2" y="9" width="50" height="29" rx="4" fill="#222"/><rect x="16" y="3" width="16" height="8" fill="#222"/><circle cx="27" cy="23" r="10" fill="#fff"/><circle cx="27" cy="23" r="6" fill="#555"/></svg><div><div class="nm">${esc(s.legal)}</div><div class="sm">Camera &amp; lens repair · Kamerareparatur seit ${rng.int(1968, 1999)}</div></div></div>
<div class="addr">${esc(s.street)}<br>${esc(s.city)}<br>+49 ${rng.int(30, 89)} ${rng.int(1000000, 9999999)}</div></div>
<div class="to"><span class="sm">${esc(s.legal)} · ${esc(s.street)} · ${esc(s.city)}</span><br>${esc(cn)}<br>${esc(cs)}<br>${esc(cc)}</div>
<h1>Invoice <span>Rechnung</span></h1>
<table class="facts"><tr><td>Invoice no.</td><td>${docNo}</td><td>Customer no.</td><td>${cust}</td></tr>
<tr><td>Invoice date</td><td>${dt(date, fmt)}</td><td>Repair order</td><td>${order}</td></tr>
<tr><td>Received on</td><td>${dt(received, 'dd.mm.yyyy')}</td><td>Completed on</td><td>${dt(addDays(date, -rng.int(0, 2)), 'dd.mm.yyyy')}</td></tr></table>
<p>Item: <b>${esc(camera)}</b>, serial no. ${rng.int(1000000, 9999999)}. Fault reported: ${rng.pick(['shutter sticks at slow speeds', 'no autofocus', 'haze and fungus in lens', 'grip loose, dust on sensor'])}.</p>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>
<table class="tot"><tr><td>Net amount (Nettobetrag)</td><td>${euro(net)}</td></tr><tr><td>VAT 19 % (MwSt.)</td><td>${euro(vat)}</td></tr><tr class="g"><td>Total (Gesamtbetrag)</td><td>${euro(total)}</td></tr></table>
<p>${paid ? `Paid by card on collection, ${dt(date, 'dd.mm.yyyy')}. Thank you.` : `Please transfer the total within 14 days (by ${dt(addDays(date, 14), 'dd.mm.yyyy')}) quoting ${docNo}.`} Warranty on the repair: 12 months.</p>
<div class="foot">${esc(s.legal)} · ${s.reg}${rng.int(1000, 99999)} Amtsgericht · Steuernummer ${rng.int(10, 99)}/${rng.int(100, 999)}/${rng.int(10000, 99999)} · USt-IdNr. ${vatId} · IBAN DE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · BIC ${rng.pick(['COBADEFFXXX', 'DEUTDEBBXXX', 'HASPDEHHXXX'])}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;padding:15mm 18mm 30mm;color:#222;position:relative;min-height:297mm;box-sizing:border-box}
.top{display:flex;justify-content:space-between;align-items:flex-start}.logo{display:flex;gap:3mm;align-items:center}.nm{font-size:18px;font-weight:bold}.sm{font-size:8.5px;color:#555}.addr{text-align:right;font-size:10px}
.to{margin:10mm 0 6mm;line-height:1.5}h1{font-size:22px;margin:0 0 3mm}h1 span{font-size:13px;color:#888;font-weight:normal}
table{border-collapse:collapse;width:100%}.facts td{padding:1mm 2mm}.facts td:nth-child(odd){color:#666;width:30mm}.it{margin-top:4mm}.it th{border-bottom:2px solid #222;text-align:left;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tot{width:90mm;margin:4mm 0 0 auto}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:13px;border-top:2px solid #222}.foot{position:absolute;bottom:12mm;left:18mm;right:18mm;font-size:8px;color:#666;border-top:1px solid #ccc;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
