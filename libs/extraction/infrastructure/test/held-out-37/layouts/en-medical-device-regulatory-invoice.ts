import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, enMonth, firstOfMonth, hyphenId, mul, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-medical-device-regulatory-invoice';

const VENDORS = [
  {
    brand: 'CLEARPATH',
    sub: 'Regulatory Affairs & Quality for Medical Devices',
    legal: 'Clearpath Regulatory Affairs Ltd.',
    company: true,
    idText: (id: string) => `Company No. ${hyphenId(id)}`,
    contact: ['Gav-Yam Center, 7 Shenkar St., Herzliya', '+972-9-950-4410 · ar@clearpath-ra.co.il'],
    num: (k: number) => `CP-${k}`,
    digits: [22000, 23999],
    style: 'd Month yyyy' as D,
    money: (c: number) => `NIS ${amount(c)}`,
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    color: '#115e59',
    side: false,
  },
  {
    brand: 'MedReg Compass',
    sub: 'Independent regulatory consultant',
    legal: 'Michal Oren',
    company: false,
    idText: (id: string) => `Licensed Dealer No. ${spacedId(id)}`,
    contact: ['12 HaNarkis St., Zichron Yaakov', '+972-54-661-2093', 'michal@medregcompass.com'],
    num: (k: number) => `${k}`,
    digits: [310, 699],
    style: 'dd/mm/yyyy' as D,
    money: (c: number) => `₪${amount(c)}`,
    font: "'Liberation Sans','Nimbus Sans',sans-serif",
    color: '#3730a3',
    side: true,
  },
];

const WORK: [string, string, [number, number], number][] = [
  ['FDA 510(k) submission preparation', 'hrs', [20, 90], 65000],
  ['EU MDR technical documentation review', 'hrs', [12, 60], 62000],
  ['ISO 13485 internal audit', 'days', [1, 4], 520000],
  ['AMAR (Ministry of Health) registration file', 'fixed', [1, 1], 1450000],
  ['Clinical evaluation report (CER) update', 'hrs', [10, 40], 58000],
  ['Biocompatibility test plan (ISO 10993)', 'hrs', [6, 24], 55000],
  ['Usability engineering file (IEC 62366)', 'hrs', [8, 30], 52000],
  ['Notified body liaison meeting', 'hrs', [2, 6], 65000],
];
const CLIENTS = ['Vitalyx Medical Ltd.', 'OrthoSense Technologies Ltd.', 'NeuroLoop Ltd.', 'AquaStent Ltd.', 'PulseWave Diagnostics Ltd.'];

export const enMedicalDeviceRegulatoryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const period = firstOfMonth(date, -1);
    const lines = rng.some(WORK, rng.int(2, 5)).map(([name, unit, [lo, hi], p]) => {
      const q = unit === 'hrs' ? rng.int(lo * 2, hi * 2) / 2 : rng.int(lo, hi);
      return { name, unit, q, p, sum: mul(q, p) };
    });
    const net = add(lines.map((l) => l.sum));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const m = v.money;
    const client = rng.pick(CLIENTS);
    const vendorBlock = `<div class="vn">${esc(v.legal)}</div><div>${v.idText(id)}</div>${v.contact.map((c) => `<div>${esc(c)}</div>`).join('')}`;
    const main = `<h1>TAX INVOICE <span>(Original)</span></h1>
<table class="facts"><tr><td>Invoice No.</td><td><b>${number}</b></td><td>Invoice date</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>Client</td><td>${esc(client)}<br>Company No. ${taxId(rng, true)}</td><td>Client PO</td><td>${rng.digits(10)}</td></tr>
<tr><td>Services for</td><td>${enMonth(period)}</td><td>Payment due</td><td>${dt(shift(date, rng.pick([30, 45, 60])), 'dd/mm/yyyy')}</td></tr>
<tr><td>Device</td><td colspan="3">${esc(rng.pick(['Class IIa wearable ECG patch', 'Class IIb orthopaedic implant', 'Class II infusion pump software', 'Class I surgical retractor']))} · project ${rng.int(100, 999)}</td></tr></table>
<table class="items"><tr><th>Service</th><th>Qty</th><th>Unit</th><th>Rate</th><th>Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${l.unit}</td><td>${amount(l.p)}</td><td>${amount(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${m(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${m(tax)}</td></tr><tr class="big"><td>Total incl. VAT</td><td>${m(total)}</td></tr></table>
${alloc ? `<div class="b">Allocation No. ${alloc}</div>` : ''}
<div class="note">Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.int(100000, 999999)}. Amounts in New Israeli Shekels.</div>`;
    const body = v.side
      ? `<div class="page side"><aside><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div>${vendorBlock}</aside><main>${main}</main></div>`
      : `<div class="page"><div class="band"><div><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div></div><div class="hv">${vendorBlock}</div></div><main class="pad">${main}</main></div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#1c1c1c}.page{width:210mm;height:296mm;box-sizing:border-box}.side{display:flex}.side aside{width:55mm;background:#eef0fb;border-right:3px solid ${v.color};padding:16mm 6mm;line-height:1.6;font-size:10.5px}.side main{flex:1;padding:16mm 14mm}.band{background:${v.color};color:#fff;display:flex;justify-content:space-between;padding:12mm 14mm 8mm}.band .hv{text-align:right;font-size:10.5px;line-height:1.5}.pad{padding:10mm 14mm}.brand{font-size:26px;font-weight:bold;letter-spacing:1px}.side .brand{color:${v.color}}.sub{font-size:10px;margin-bottom:10px}.vn{font-weight:bold}h1{font-size:19px;color:${v.color};margin:0 0 10px}h1 span{font-size:11px;color:#777}.facts{width:100%;border-collapse:collapse;margin-bottom:12px}.facts td{padding:4px;border-bottom:1px solid #ddd;vertical-align:top}.facts td:nth-child(odd){color:#666;width:16%}.items{width:100%;border-collapse:collapse}.items th{background:#f0f0f0;text-align:left;padding:5px}.items td{padding:5px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:55%;margin:12px 0 10px auto;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.b{font-weight:bold}.note{font-size:10px;color:#555;margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
