import { addDays, esc, htmlPage, randomDate, Rng, truthAmount } from '../../generalisation/kit';
import { companyId, day, layout, spaced, swiss } from '../notation';

const VENDORS = [
  { name: 'Zürcher Messtechnik AG', addr: 'Hardturmstrasse 161, 8005 Zürich', export: true },
  { name: 'Lémanic Data SA', addr: 'Avenue de Rhodanie 48, 1007 Lausanne', export: false },
  { name: 'Alpine Summit Events GmbH', addr: 'Bahnhofplatz 2, 3011 Bern', export: false },
  { name: 'Berner Präzisionsmechanik AG', addr: 'Industriestrasse 12, 3052 Zollikofen', export: true },
];

const GOODS: [string, number, number][] = [
  ['Digital micrometer 0–25 mm, IP65', 18900, 32000],
  ['Calibration set, gauge blocks (47 pcs)', 89000, 145000],
  ['Precision spindle assembly SP-40', 124000, 198000],
  ['Laser distance sensor LDS-200', 46000, 78000],
  ['Spare parts kit, type B', 9800, 21000],
];
const SERVICES: [string, number, number][] = [
  ['Conference registration, 2 days', 89000, 135000],
  ['Workshop: data governance (per participant)', 45000, 78000],
  ['Exhibition booth 9 m², shell scheme', 320000, 460000],
  ['Catering package, per day', 18000, 35000],
  ['Consulting, per hour', 18000, 26000],
];

/**
 * A Swiss invoice in CHF (A4, English with a few German words): the UID "CHE-123.456.789 MWST",
 * dates as 05.03.2025, amounts "CHF 1'234.55" with the apostrophe, positions numbered 10, 20, 30;
 * services in Switzerland carry MWST (7.7% in 2023, 8.1% from 2024) and a rounding to 5 Rappen;
 * goods exported to Israel are VAT-free ("Export – not subject to Swiss VAT") with no VAT amount;
 * the Israeli customer's valid company number; a QR-bill payment part repeating the amount as
 * "1 234.55" with an IBAN and a 27-digit reference.
 */
export const enSwissInvoice = layout({
  id: 'en-swiss-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const v = rng.pick(VENDORS);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = date >= '2024-01-01' ? 8.1 : 7.7;
    const pool = v.export ? GOODS : SERVICES;
    const lines = rng.some(pool, rng.int(2, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, v.export ? 6 : 3), unit: rng.int(lo / 5, hi / 5) * 5 }));
    const net = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const shipping = v.export ? rng.int(80, 260) * 100 : 0;
    const base = net + shipping;
    const vat = v.export ? 0 : Math.round((base * rate) / 100);
    const exact = base + vat;
    const total = Math.round(exact / 5) * 5;
    const rounding = total - exact;
    const docNo = `${date.slice(2, 4)}${rng.digits(4)}`;
    const uid = `CHE-${rng.digits(3)}.${rng.digits(3)}.${rng.digits(3)} MWST`;
    const due = addDays(date, 30);
    const money = (c: number) => `CHF ${swiss(c)}`;
    const rows = lines
      .map((l, i) => `<tr><td>${(i + 1) * 10}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${swiss(l.unit)}</td><td>${swiss(l.qty * l.unit)}</td></tr>`)
      .join('');
    const ref = `${rng.digits(2)} ${rng.digits(5)} ${rng.digits(5)} ${rng.digits(5)} ${rng.digits(5)} ${rng.digits(5)}`;
    const iban = `CH${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(1)}`;
    const body = `<div class="pg">
<div class="head"><div class="cross">+</div><div><div class="vn">${esc(v.name)}</div><div class="ad">${esc(v.addr)} · Switzerland · UID ${uid}</div></div></div>
<div class="addr"><div class="win">${esc(rng.pick(['Negev Instruments Ltd.', 'Kinneret Analytics Ltd', 'Shaked Engineering Ltd.', 'Givon Med Systems Ltd']))}<br>Attn. Accounts Payable<br>${rng.pick(['Hamada St 4, Rehovot 7670304', 'Atir Yeda St 15, Kfar Saba 4464312', 'Hasadnaot St 7, Herzliya 4672837'])}<br>ISRAEL<br>Company No. ${companyId(rng)}</div>
<div class="meta"><div><span>Invoice / Rechnung</span><b>${docNo}</b></div><div><span>Date</span>${day(date, 'd.m.Y')}</div><div><span>Customer no.</span>${rng.int(10000, 99999)}</div>
<div><span>Your reference</span>PO-${rng.digits(5)}</div>${v.export ? `<div><span>Delivery date</span>${day(addDays(date, -rng.int(1, 5)), 'd.m.Y')}</div>` : `<div><span>Event date</span>${day(addDays(date, rng.int(10, 60)), 'd.m.Y')}</div>`}<div><span>Payable by</span>${day(due, 'd.m.Y')}</div></div></div>
<h1>Invoice ${docNo}</h1>
<table class="it"><tr><th>Pos.</th><th>Description</th><th>Qty</th><th>Unit price CHF</th><th>Amount CHF</th></tr>${rows}
${shipping ? `<tr><td>${(lines.length + 1) * 10}</td><td>Freight and packing (DAP Israel)</td><td>1</td><td>${swiss(shipping)}</td><td>${swiss(shipping)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Total net</td><td>${money(base)}</td></tr>
${v.export ? `<tr><td colspan="2" class="ex">Export – not subject to Swiss VAT (Art. 23 para. 2 MWSTG)</td></tr>` : `<tr><td>VAT ${rate}% on ${swiss(base)}</td><td>${money(vat)}</td></tr>`}
${rounding ? `<tr><td>Rounding</td><td>${swiss(rounding)}</td></tr>` : ''}
<tr class="g"><td>Total amount</td><td>${money(total)}</td></tr></table>
<p class="terms">Payment within 30 days net. Please quote the reference of the payment part. Thank you for your order – Vielen Dank!</p>
<div class="qr"><div class="rc"><b>Receipt</b><div class="l">Account / Payable to</div>${iban}<br>${esc(v.name)}<div class="l">Reference</div>${ref}<div class="row"><div><div class="l">Currency</div>CHF</div><div><div class="l">Amount</div>${spaced(total)}</div></div></div>
<div class="pp"><b>Payment part</b><div class="code"></div><div class="row"><div><div class="l">Currency</div>CHF</div><div><div class="l">Amount</div>${spaced(total)}</div></div></div></div>
</div>`;
    const css = `body{font-family:'Nimbus Sans','Liberation Sans',sans-serif;font-size:11.5px;color:#000}
.pg{height:296mm;position:relative;padding:12mm 18mm 0 22mm;box-sizing:border-box}
.head{display:flex;gap:4mm;align-items:center}
.cross{width:11mm;height:11mm;background:#d52b1e;color:#fff;font-size:28px;font-weight:bold;display:flex;align-items:center;justify-content:center;line-height:1}
.vn{font-size:19px;font-weight:bold}.ad{font-size:9.5px;color:#444}
.addr{display:flex;justify-content:space-between;margin-top:12mm}
.win{line-height:1.5;width:80mm}
.meta div{display:flex;gap:4mm;line-height:1.55}.meta span{width:30mm;color:#555}
h1{font-size:17px;margin:12mm 0 3mm}
.it{width:100%;border-collapse:collapse}.it th{border-bottom:1px solid #000;text-align:left;padding:1.5mm 1mm;font-weight:bold}
.it td{padding:1.5mm 1mm;border-bottom:0.5px solid #ccc}.it th:nth-child(n+3),.it td:nth-child(n+3){text-align:right}
.tot{width:58%;margin:4mm 0 0 auto;border-collapse:collapse}.tot td{padding:1mm}.tot td:last-child{text-align:right}
.ex{font-style:italic;text-align:left!important}
.g td{font-weight:bold;border-top:1px solid #000;border-bottom:3px double #000;font-size:13px}
.terms{margin-top:8mm;font-size:10px}
.qr{position:absolute;bottom:0;left:0;right:0;height:105mm;border-top:1px dashed #000;display:flex;font-size:10px}
.rc{width:52mm;padding:5mm;border-right:1px dashed #000}.pp{flex:1;padding:5mm}
.l{font-weight:bold;font-size:8px;margin-top:3mm}
.row{display:flex;gap:8mm;margin-top:6mm}
.code{width:46mm;height:46mm;margin-top:4mm;background:repeating-linear-gradient(90deg,#000 0 1.2mm,#fff 1.2mm 2.1mm),#fff;opacity:0.85}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: {
        vendorName: v.name,
        documentNumber: docNo,
        date,
        currency: 'CHF',
        total: truthAmount(total),
        ...(v.export ? {} : { tax: truthAmount(vat) }),
      },
    };
  },
});
