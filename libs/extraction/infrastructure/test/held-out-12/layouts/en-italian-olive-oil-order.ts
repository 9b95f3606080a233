import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { itEur, italianIds, itLong } from './extra';

const ESTATES = [
  { brand: 'Frantoio Valdorcia', legal: 'Frantoio Valdorcia S.r.l.', addr: "Podere Le Ripe 12, 53027 San Quirico d'Orcia (SI)", site: 'shop.frantoiovaldorcia.it' },
  { brand: 'Fratelli Sarti', legal: 'Oleificio Fratelli Sarti S.r.l.', addr: 'Via per Andria km 3,5, 76121 Barletta (BT)', site: 'sartioil.com' },
  { brand: 'Poggio Argento', legal: 'Tenuta Poggio Argento Società Agricola S.r.l.', addr: 'Loc. Poggio Argento 4, 58054 Scansano (GR)', site: 'poggioargento.it/shop' },
];
/** Product, price before IVA in cents, IVA rate. */
const PRODUCTS: [string, number, 4 | 22][] = [
  ['Extra virgin olive oil "Riserva" 0.5 l', 1490, 4],
  ['Extra virgin olive oil "Classico" 0.75 l', 1690, 4],
  ['Extra virgin olive oil, tin 3 l', 5290, 4],
  ['Early harvest "Olio Nuovo" 0.5 l', 1950, 4],
  ['Organic EVO oil DOP 0.25 l', 990, 4],
  ['Tasting set 3 × 0.1 l', 2450, 4],
  ['Olive wood gift box', 1200, 22],
  ['Ceramic oil cruet, hand painted', 2800, 22],
];
const SHIP_IL = [
  "Yael Cohen, 14 Ha-Rimon St., Modi'in 7170214, Israel",
  'Avner Mizrahi, 7 Ha-Tavor St., Haifa 3436507, Israel',
  'Sharon & Gil Peled, Moshav Nahalal 1060000, Israel',
];
const SHIP_EU = [
  'Yael Cohen c/o Villa Le Rose, Via Chiantigiana 210, 50126 Firenze, Italy',
  'Avner Mizrahi, Via Zamboni 38, 40126 Bologna, Italy',
  'Sharon Peled, Hotel Residence Parioli, Via Salaria 200, 00198 Roma, Italy',
];

/**
 * An Italian olive oil estate's web-shop invoice on A4 in EUR, in English with Italian beside the main
 * labels (Lato, Open Sans or P052): the brand, the company ("S.r.l.") with "P.IVA IT…", the REA number and
 * the share capital, "Fattura / Invoice n." ("2025/0412" or "FT-00412/24"), "Data / Date" (dd/mm/yyyy or
 * "14 maggio 2025") one to four days after the order, "Ordine / Order #" with its date and time; the
 * customer's billing and shipping addresses (an Israeli one: an export, "non imponibile art. 8" with no
 * VAT amount; or an Italian holiday address: IVA 4% on oil and 22% on the gift items and shipping), lines
 * with quantities and prices, a coupon on some, "Spedizione / Shipping", "Imponibile", the IVA lines,
 * "Totale fattura / Invoice total" ("€ 1.234,56"), "Pagato / Paid" by card or PayPal on the order day,
 * and the tracking number.
 */
export const enItalianOliveOilOrder: Layout = {
  id: 'en-italian-olive-oil-order',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const e = rng.pick(ESTATES);
    const ids = italianIds(rng);
    const ordered = randomDate(rng, '2023-06-01', '2026-02-20');
    const date = addDays(ordered, rng.int(1, 4));
    const lines = rng.some(PRODUCTS, rng.int(2, 5)).map(([name, p, rate]) => ({ name, p, rate, q: rate === 4 ? rng.int(1, 6) : 1 }));
    const net4 = lines.filter((l) => l.rate === 4).reduce((a, l) => a + l.q * l.p, 0);
    const coupon = net4 && rng.chance(0.35) ? 10 : 0;
    // Shipped to Israel it is an export (no IVA); to an address in Italy it carries IVA.
    const exportSale = rng.chance(0.5);
    const c4 = Math.round((net4 * coupon) / 100);
    const ship = exportSale ? rng.pick([3900, 4500, 5900]) : rng.pick([990, 1290]);
    const net22 = lines.filter((l) => l.rate === 22).reduce((a, l) => a + l.q * l.p, 0) + ship;
    const base4 = net4 - c4;
    const iva4 = exportSale ? 0 : vatOfNet(base4, 4);
    const iva22 = exportSale ? 0 : vatOfNet(net22, 22);
    const taxable = base4 + net22;
    const total = taxable + iva4 + iva22;
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}/${String(rng.int(40, 1800)).padStart(4, '0')}` : `FT-${String(rng.int(40, 1800)).padStart(5, '0')}/${date.slice(2, 4)}`;
    const font = rng.pick(["'Lato'", "'Open Sans'", "'P052'"]);
    const fmt = rng.pick(['dd/mm/yyyy', 'it'] as const);
    const when = (iso: string) => (fmt === 'it' ? itLong(iso) : dt(iso, 'dd/mm/yyyy'));
    const k = rng.int(0, 2);
    const ship2 = exportSale ? SHIP_IL[k] : SHIP_EU[k];
    const bill = SHIP_IL[k];
    const body = `<div class="hd"><div><div class="brand">${esc(e.brand)}</div><div class="tag">Olio extravergine di oliva · dal frantoio alla tavola</div></div><div class="who">${esc(e.legal)}<br>${esc(e.addr)}<br>P.IVA ${ids.piva} · REA ${ids.rea}<br>Cap. soc. € ${rng.pick(['10.000,00', '50.000,00', '100.000,00'])} i.v.</div></div>
<div class="row"><div class="addr"><b>Bill to</b><br>${esc(bill)}</div><div class="addr"><b>Ship to</b><br>${esc(ship2)}</div>
<table class="facts"><tr><td>Fattura / Invoice n.</td><td><b>${docNo}</b></td></tr><tr><td>Data / Date</td><td>${when(date)}</td></tr><tr><td>Ordine / Order #</td><td>${rng.int(10000, 19999)}</td></tr><tr><td>Order date</td><td>${when(ordered)} ${hhmm(rng.int(0, 1439))}</td></tr></table></div>
<table class="it"><tr><th>Product</th><th>Qty</th><th>Unit price</th><th>IVA</th><th>Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${itEur(l.p)}</td><td>${exportSale ? 'N.I.' : `${l.rate}%`}</td><td>${itEur(l.q * l.p)}</td></tr>`).join('')}
${coupon ? `<tr><td>Coupon WELCOME10 (−10% on oil)</td><td></td><td></td><td>${exportSale ? 'N.I.' : '4%'}</td><td>−${itEur(c4)}</td></tr>` : ''}<tr><td>Spedizione / Shipping (${exportSale ? 'DHL Express to Israel' : 'BRT courier, Italy'})</td><td>1</td><td>${itEur(ship)}</td><td>${exportSale ? 'N.I.' : '22%'}</td><td>${itEur(ship)}</td></tr></table>
<table class="tot"><tr><td>Imponibile / Taxable amount</td><td>${itEur(taxable)}</td></tr>${exportSale ? '<tr><td colspan="2" class="ni">Operazione non imponibile IVA art. 8 c.1 lett. a) DPR 633/72 — export outside the EU</td></tr>' : `<tr><td>IVA 4% su ${itEur(base4)}</td><td>${itEur(iva4)}</td></tr><tr><td>IVA 22% su ${itEur(net22)}</td><td>${itEur(iva22)}</td></tr><tr class="s"><td>Totale IVA / Total VAT</td><td>${itEur(iva4 + iva22)}</td></tr>`}
<tr class="b"><td>Totale fattura / Invoice total</td><td>${itEur(total)}</td></tr><tr><td>Pagato / Paid ${when(ordered)} · ${rng.pick(['PayPal', 'Visa ****' + rng.digits(4), 'Mastercard ****' + rng.digits(4)])}</td><td>${itEur(total)}</td></tr></table>
<p class="note">Tracking: ${exportSale ? `DHL ${rng.digits(10)}` : `BRT ${rng.digits(12)}`}. ${exportSale ? 'Import duties and Israeli VAT, if any, are paid by the recipient on delivery.' : ''} Grazie! ${esc(e.site)}</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#2b2b2b;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #6b8e23;padding-bottom:3mm}.brand{font-family:'P052',serif;font-size:30px;color:#556b2f;font-style:italic}
.tag{font-size:10px;color:#888}.who{text-align:right;font-size:10px;line-height:1.5}.row{display:flex;justify-content:space-between;gap:6mm;margin-top:8mm;line-height:1.5}.addr{width:55mm}table{border-collapse:collapse}.facts td{padding:0.7mm 2mm}.facts td:first-child{color:#777}
.it{width:100%;margin-top:8mm}.it th{background:#eef3e2;text-align:left;padding:1.8mm}.it td{padding:1.6mm 1.8mm;border-bottom:1px solid #e5e5e5}.it td:last-child,.it th:last-child{text-align:right;white-space:nowrap}
.tot{margin:5mm 0 0 auto;width:105mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.ni{font-size:9.5px;color:#555}.s td{border-top:1px solid #999}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333;border-bottom:2px solid #333}.note{margin-top:8mm;font-size:10px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: exportSale
        ? { vendorName: e.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total) }
        : { vendorName: e.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(iva4 + iva22) },
    };
  },
};
