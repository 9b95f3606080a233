import { addDays, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';

const DISTRIBUTORS = [
  { name: 'Sequoia Circuit Supply, Inc.', addr: '4410 Bayshore Pkwy, Mountain View, CA 94043' },
  { name: 'Prairie Electronic Components LLC', addr: '900 N Industrial Dr, Elmhurst, IL 60126' },
  { name: 'Mesa Parts Direct Inc.', addr: '2175 W Broadway Rd, Tempe, AZ 85282' },
];
/** Manufacturer part number, description, order multiple, unit price in ten-thousandths of a dollar. */
const PARTS: [string, string, number, number][] = [
  ['GRM188R71H104KA93D', 'CAP CER 0.1UF 50V X7R 0603', 4000, 42],
  ['RC0603FR-0710KL', 'RES 10K OHM 1% 1/10W 0603', 5000, 19],
  ['STM32G474RET6', 'IC MCU 32BIT 512KB FLASH 64LQFP', 50, 81200],
  ['TPS62130RGTR', 'IC REG BUCK ADJ 3A 16QFN', 250, 24100],
  ['SN74LVC1G14DBVR', 'IC INVERTER SCHMITT 1CH SOT23-5', 1000, 2900],
  ['BSS138LT1G', 'MOSFET N-CH 50V 200MA SOT-23', 3000, 1100],
  ['ESP32-S3-WROOM-1-N8', 'RF TXRX MOD WIFI/BT PCB ANT', 100, 35200],
  ['USB4105-GF-A', 'CONN RCPT USB-C 16POS SMD', 500, 6700],
];

/**
 * A US electronic components distributor's commercial invoice in USD (A4/Letter-like, Liberation
 * Sans Narrow for the table, Nimbus Sans for the rest): "INVOICE" with "Invoice No." ("SI-…"),
 * "Invoice Date" and "Ship Date" in US numeric dates (MM/DD/YYYY), a sales order and the customer's
 * PO, terms, Incoterms, the carrier and a 12-digit tracking number, the Israeli consignee with its
 * valid company number as "Importer Tax ID", parts with manufacturer part numbers, HTS codes,
 * country of origin, quantities in the thousands and unit prices to four decimals, merchandise
 * total, freight, "Sales Tax: Exempt – export" (no amount), "Invoice Total (USD)", and the
 * distributor's EIN in the footer.
 */
export const enUsComponentsDistributor: Layout = {
  id: 'en-us-components-distributor',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const d = rng.pick(DISTRIBUTORS);
    const date = randomDate(rng, '2023-06-01', '2026-03-27');
    const lines = rng.some(PARTS, rng.int(3, 6)).map(([mpn, desc, mult, price]) => {
      const qty = mult * rng.int(1, 5);
      const unit = price + rng.int(0, Math.ceil(price / 10));
      return { mpn, desc, qty, unit, ext: Math.round((qty * unit) / 100) };
    });
    const goods = lines.reduce((a, l) => a + l.ext, 0);
    const freight = rng.int(45, 180) * 100 + rng.int(0, 99);
    const total = goods + freight;
    const docNo = `SI-${rng.int(6000000, 7999999)}`;
    const m = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const u = (x: number) => `$${(x / 10000).toFixed(4)}`;
    const body = `<div class="pg"><div class="top"><div><div class="nm">${esc(d.name)}</div><div>${esc(d.addr)}<br>Tel +1 (${rng.int(200, 989)}) ${rng.digits(3)}-${rng.digits(4)}</div></div><div class="ti">INVOICE</div></div>
<div class="grid"><div><b>Sold To / Ship To</b><br>${esc(rng.pick(['Yokneam Embedded Systems Ltd', 'Galil Motion Ltd', 'Ashdod Power Electronics Ltd', 'Techno-Negev Ltd']))}<br>${rng.pick(['5 Hataas St, Yokneam 2069200', '18 Hamada St, Rehovot 7670318', '11 Habonim St, Ashdod 7760111'])}<br>ISRAEL<br>Importer Tax ID: ${taxId(rng, true)}</div>
<table class="meta"><tr><td>Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Invoice Date</td><td>${dt(date, 'mm/dd/yyyy')}</td></tr><tr><td>Ship Date</td><td>${dt(addDays(date, -rng.int(0, 2)), 'mm/dd/yyyy')}</td></tr><tr><td>Sales Order</td><td>${rng.int(30000000, 39999999)}</td></tr><tr><td>Customer PO</td><td>PO-${rng.digits(5)}</td></tr><tr><td>Terms</td><td>${rng.pick(['Net 30', 'Prepaid – Credit Card', 'Net 45'])}</td></tr><tr><td>Incoterms</td><td>${rng.pick(['FCA Origin', 'EXW', 'CPT Tel Aviv'])}</td></tr><tr><td>Ship Via</td><td>${rng.pick(['FedEx Intl Priority', 'UPS Worldwide Express', 'DHL Express'])}</td></tr><tr><td>Tracking</td><td>${rng.digits(12)}</td></tr></table></div>
<table class="it"><tr><th>Ln</th><th>Mfr Part No. / Description</th><th>HTS</th><th>COO</th><th>Qty</th><th>Unit Price</th><th>Ext. Price</th></tr>
${lines.map((l, i) => `<tr><td>${i + 1}</td><td><b>${l.mpn}</b><br>${l.desc}</td><td>8542.${rng.digits(2)}.${rng.digits(4)}</td><td>${rng.pick(['CN', 'JP', 'TW', 'MY', 'US', 'PH'])}</td><td>${l.qty.toLocaleString('en-US')}</td><td>${u(l.unit)}</td><td>${m(l.ext)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Merchandise Total</td><td>${m(goods)}</td></tr><tr><td>Freight</td><td>${m(freight)}</td></tr><tr><td>Sales Tax</td><td>Exempt – export</td></tr><tr class="g"><td>Invoice Total (USD)</td><td>${m(total)}</td></tr></table>
<p class="n">These commodities, technology or software were exported from the United States in accordance with the Export Administration Regulations. ECCN EAR99 unless stated. Diversion contrary to U.S. law is prohibited.</p>
<div class="ft">${esc(d.name)} · Federal EIN ${rng.digits(2)}-${rng.digits(7)} · Remit to: Lockbox ${rng.int(10000, 99999)} · Page 1 of 1</div></div>`;
    const css = `body{font-family:'Nimbus Sans',sans-serif;font-size:11px;color:#111}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative}
.top{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-size:19px;font-weight:bold;color:#8b1a1a}.ti{font-size:28px;font-weight:bold;letter-spacing:3px;color:#555}
.grid{display:flex;justify-content:space-between;margin:8mm 0;line-height:1.5}.meta td{padding:0 2mm}.meta td:first-child{font-weight:bold;text-align:right}
.it{width:100%;border-collapse:collapse;font-family:'Liberation Sans Narrow','Nimbus Sans Narrow',sans-serif;font-size:11px}.it th{background:#e9e9e9;border:1px solid #999;padding:1.2mm}.it td{border:1px solid #bbb;padding:1.2mm;vertical-align:top}
.it td:nth-child(n+5){text-align:right}
.tot{width:80mm;margin:5mm 0 0 auto}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}
.n{font-size:9px;color:#555;margin-top:10mm}.ft{position:absolute;bottom:9mm;left:14mm;right:14mm;text-align:center;font-size:9px;color:#666}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: d.name, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total) },
    };
  },
};
