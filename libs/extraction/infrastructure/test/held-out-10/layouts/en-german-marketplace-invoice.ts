import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { eur } from './extra';

const SELLERS = [
  {
    name: 'Buchhandlung Lindenblatt GmbH',
    street: 'Karl-Liebknecht-Str. 88',
    city: '04275 Leipzig',
    reg: 'HRB 31874, Amtsgericht Leipzig',
    boss: 'Geschäftsführer: Jörg Lindner',
    prefix: 'LB',
  },
  {
    name: 'Kleinkram & Papier e.K.',
    street: 'Gerberau 14',
    city: '79098 Freiburg im Breisgau',
    reg: 'HRA 7712, Amtsgericht Freiburg',
    boss: 'Inhaberin: Sabine Kraus',
    prefix: 'KP',
  },
  {
    name: 'Nordlicht Spielwaren UG (haftungsbeschränkt)',
    street: 'Holstenstraße 51',
    city: '24103 Kiel',
    reg: 'HRB 20931, Amtsgericht Kiel',
    boss: 'Geschäftsführerin: Maren Voss',
    prefix: 'NS',
  },
];
/** Description, gross price in cents, VAT rate. */
const GOODS: [string, number, 7 | 19][] = [
  ['Reiseführer Israel & Palästina, 6. Aufl. (Buch)', 2499, 7],
  ['Deutsch lernen A2 – Kursbuch mit Audio-Download', 2890, 7],
  ['Kochbuch „Levante“ (Hardcover)', 3400, 7],
  ['Bilderbuch „Die kleine Wolke“', 1500, 7],
  ['Roman „Das Haus am Fluss“ (Taschenbuch)', 1400, 7],
  ['Atlas der Vögel Europas', 3999, 7],
  ['Notizbuch A5 dotted, Leinen', 1495, 19],
  ['Füllfederhalter Classic, Feder M', 3990, 19],
  ['Brettspiel „Inselreich“ (2–4 Spieler)', 3299, 19],
  ['Puzzle 1000 Teile „Hamburger Hafen“', 1799, 19],
  ['Aquarellstifte 24er Set', 2250, 19],
  ['Geschenkpapier-Rolle, 3 m', 399, 19],
  ['Lesezeichen Messing', 890, 19],
];
const CUSTOMERS = [
  ['Yael Ben-Ami', 'c/o Schulz, Weserstraße 190', '12047 Berlin'],
  ['Noam Mizrahi', 'Sonnenallee 61, 3. OG', '12045 Berlin'],
  ['Tamar Levinson', 'Maximilianstraße 9', '80539 München'],
  ['Eitan Shalev', 'Grindelallee 120', '20146 Hamburg'],
];

/**
 * A German seller's invoice for an online marketplace order, labelled in German and English, in EUR
 * (A4, Open Sans, Nimbus Sans or DejaVu Sans; "1.234,56 €" or "EUR 1.234,56"): the seller's legal name
 * (GmbH, e.K. or UG (haftungsbeschränkt)) with its register entry, manager and "USt-IdNr. DE…", "Sold
 * via" the marketplace, "Rechnung / Invoice", "Rechnungsnr. / Invoice no." ("LB-2025-048213"),
 * "Rechnungsdatum / Invoice date" (dd.mm.yyyy or ISO), the earlier order date, the delivery date, a
 * three-group order number and a customer number, the buyer at a German address, books at 7% and other
 * goods at 19% with a rate column and gross prices, shipping (free above 29 €), per-rate net and VAT,
 * "Gesamtbetrag / Total", paid by PayPal or card on the order date.
 */
export const enGermanMarketplaceInvoice: Layout = {
  id: 'en-german-marketplace-invoice',
  lang: 'en',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SELLERS);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const ordered = addDays(date, -rng.int(0, 3));
    const delivered = addDays(date, rng.int(1, 3));
    const picked = [...rng.some(GOODS.slice(0, 6), rng.int(1, 3)), ...rng.some(GOODS.slice(6), rng.int(1, 3))];
    const lines = picked.map(([d, p, r]) => ({ d, p, r, q: p < 1000 ? rng.int(1, 4) : rng.chance(0.2) ? 2 : 1, sku: `${s.prefix}${rng.digits(6)}` }));
    const goods = lines.reduce((a, l) => a + l.q * l.p, 0);
    const shipping = goods >= 2900 ? 0 : 395;
    const gross7 = lines.filter((l) => l.r === 7).reduce((a, l) => a + l.q * l.p, 0);
    const gross19 = lines.filter((l) => l.r === 19).reduce((a, l) => a + l.q * l.p, 0) + shipping;
    const vat7 = vatOfGross(gross7, 7);
    const vat19 = vatOfGross(gross19, 19);
    const total = gross7 + gross19;
    const docNo = `${s.prefix}-${date.slice(0, 4)}-${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const style = rng.pick(['x €', 'EUR x'] as const);
    const m = (c: number) => eur(c, style);
    const fmt = rng.pick(['dd.mm.yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(['Open Sans', 'Nimbus Sans', 'DejaVu Sans']);
    const [cn, c1, c2] = rng.pick(CUSTOMERS);
    const market = rng.pick(['Marktwerk.de', 'Bücherbörse Online', 'Kaufhof24 Marketplace']);
    const body = `<div class="top"><div><div class="seller">${esc(s.name)}</div><div class="small">${esc(s.street)} · ${esc(s.city)} · Deutschland</div></div><div class="mk">Verkauft über / Sold via<br><b>${esc(market)}</b></div></div>
<div class="addr"><div class="win"><div class="ret">${esc(s.name)} · ${esc(s.street)} · ${esc(s.city)}</div>${esc(cn)}<br>${esc(c1)}<br>${esc(c2)}<br>Deutschland</div>
<table class="meta"><tr><td>Rechnungsnr. / Invoice no.</td><td><b>${docNo}</b></td></tr><tr><td>Rechnungsdatum / Invoice date</td><td>${dt(date, fmt)}</td></tr><tr><td>Bestelldatum / Order date</td><td>${dt(ordered, fmt)}</td></tr>
<tr><td>Lieferdatum / Delivery date</td><td>${dt(delivered, fmt)}</td></tr><tr><td>Bestellnr. / Order no.</td><td>${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}</td></tr><tr><td>Kundennr. / Customer no.</td><td>${rng.int(100000, 999999)}</td></tr></table></div>
<h1>Rechnung / Invoice</h1>
<table class="it"><tr><th>Pos.</th><th>Art.-Nr. / SKU</th><th>Bezeichnung / Description</th><th>Menge / Qty</th><th>USt. / VAT</th><th>Einzelpreis / Unit (brutto)</th><th>Gesamt / Total (brutto)</th></tr>
${lines.map((l, i) => `<tr><td>${i + 1}</td><td>${l.sku}</td><td>${esc(l.d)}</td><td>${l.q}</td><td>${l.r}%</td><td>${m(l.p)}</td><td>${m(l.q * l.p)}</td></tr>`).join('')}
<tr><td>${lines.length + 1}</td><td></td><td>Versand / Shipping (DHL Paket)${shipping ? '' : ' – kostenlos ab 29 €'}</td><td>1</td><td>19%</td><td>${m(shipping)}</td><td>${m(shipping)}</td></tr></table>
<table class="tot"><tr><td>Nettobetrag 7% / Net at 7%</td><td>${m(gross7 - vat7)}</td></tr><tr><td>USt. 7% / VAT 7%</td><td>${m(vat7)}</td></tr><tr><td>Nettobetrag 19% / Net at 19%</td><td>${m(gross19 - vat19)}</td></tr>
<tr><td>USt. 19% / VAT 19%</td><td>${m(vat19)}</td></tr><tr class="b"><td>Gesamtbetrag / Total</td><td>${m(total)}</td></tr></table>
<div class="paid">Bezahlt am ${dt(ordered, fmt)} per ${rng.pick(['PayPal', 'Kreditkarte (Visa)', 'Kreditkarte (Mastercard)', 'Klarna Sofort'])} – vielen Dank! / Paid in full on the order date – thank you!</div>
<div class="foot"><div>${esc(s.name)}<br>${esc(s.street)}<br>${esc(s.city)}</div><div>${esc(s.reg)}<br>${esc(s.boss)}<br>USt-IdNr. DE${rng.digits(9)} · St.-Nr. ${rng.digits(2)}/${rng.digits(3)}/${rng.digits(5)}</div><div>IBAN DE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}<br>BIC ${rng.pick(['COBADEFFXXX', 'DEUTDEDBLEG', 'GENODEF1S08'])}<br>service@${s.prefix.toLowerCase()}-shop.example</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#222;padding:14mm 18mm 0;height:269mm;position:relative}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #999;padding-bottom:3mm}
.seller{font-size:17px;font-weight:bold}.small{font-size:9.5px;color:#555}.mk{text-align:right;font-size:9.5px;color:#555}.mk b{color:#e65100;font-size:12px}.addr{display:flex;justify-content:space-between;margin-top:10mm}
.win{width:85mm;line-height:1.5;font-size:11px}.ret{font-size:7.5px;text-decoration:underline;color:#555;margin-bottom:2mm}table{border-collapse:collapse}.meta td{padding:0.6mm 0 0.6mm 4mm}.meta td:first-child{color:#666}.meta td:last-child{text-align:right}
h1{font-size:20px;font-weight:600;margin:10mm 0 4mm}.it{width:100%}.it th{font-size:9px;text-align:left;border-bottom:1.5px solid #222;padding:1.5mm 1mm;vertical-align:bottom}.it td{padding:1.6mm 1mm;border-bottom:1px solid #ddd}
.it td:nth-child(n+4),.it th:nth-child(n+4){text-align:right;white-space:nowrap}.tot{margin:4mm 0 0 auto;width:95mm}.tot td{padding:0.9mm 1mm}.tot td:last-child{text-align:right}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #222;border-bottom:3px double #222}
.paid{margin-top:6mm;font-size:10px}.foot{position:absolute;bottom:0;left:18mm;right:18mm;display:flex;justify-content:space-between;gap:4mm;font-size:8.5px;color:#666;border-top:1px solid #999;padding-top:2mm;line-height:1.45}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'de', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat7 + vat19) },
    };
  },
};
