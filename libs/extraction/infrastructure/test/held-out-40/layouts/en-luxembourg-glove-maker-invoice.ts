import { esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, luxRate, shift, taxOn, weekday } from './extra';

const ID = 'en-luxembourg-glove-maker-invoice';

const GOODS: [string, number, number][] = [
  ['Gants en agneau doublés soie / Silk-lined lambskin gloves', 8900, 12900],
  ['Gants doublés cachemire / Cashmere-lined gloves', 13900, 18900],
  ['Gants de conduite perforés / Perforated driving gloves', 9900, 13900],
  ['Mitaines en cerf / Deerskin mittens', 11900, 15900],
  ['Prise de mesures sur mesure / Made-to-measure fitting', 4500, 6500],
  ['Monogramme brodé / Embroidered monogram', 1800, 2500],
  ['Coffret cadeau / Gift box', 900, 1500],
  ['Kit d’entretien du cuir / Leather care kit', 1900, 2900],
];
const CLIENTS = ['Mr Yoav Segal, Haifa, Israel', 'Ms Orly Ben-Haim, Tel Aviv, Israel', 'Mr & Mrs Katz, Jerusalem, Israel', 'Ms Hila Navon, Ra’anana, Israel'];

const VENDORS = [
  {
    brand: 'MULLER GANTERIE',
    since: 'Gantier depuis 1921',
    legal: 'Gants Muller & Fils S.à r.l.',
    addr: '37, Grand-Rue, L-1661 Luxembourg',
    vat: 'LU19874532',
    rcs: 'B 58214',
    num: (d: string, r: { int(a: number, b: number): number }) => `F${d.slice(0, 4)}-${r.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `${eu(c)} €`,
    font: "'C059','Liberation Serif',serif",
    color: '#7f1d1d',
    top: true,
  },
  {
    brand: 'KREMER',
    since: 'Atelier de ganterie · Echternach',
    legal: 'Atelier Kremer Cuirs S.A.',
    addr: '4, Place du Marché, L-6460 Echternach',
    vat: 'LU27719046',
    rcs: 'B 190377',
    num: (_d: string, r: { int(a: number, b: number): number }) => `${r.int(24000, 29999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `EUR ${eu(c, '\u00a0')}`,
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#1f2937',
    top: false,
  },
];

export const enLuxembourgGloveMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const rate = luxRate(date);
    const number = v.num(date, rng);
    const lines = rng
      .some(GOODS, rng.int(2, 4))
      .map(([name, lo, hi]) => ({ name, qty: name.startsWith('Gants') || name.startsWith('Mitaines') ? rng.int(1, 3) : 1, unit: rng.int(lo / 100, hi / 100) * 100 }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const ids = `<div>${esc(v.legal)}</div><div>${v.addr}</div><div>N° TVA / VAT No.: ${v.vat}</div><div>RCS Luxembourg ${v.rcs}</div>`;
    const kv = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="since">${v.since}</div></div>${v.top ? `<div class="ids">${ids}</div>` : ''}</header>
<h1>FACTURE / INVOICE</h1>
<div class="two"><table class="kv">
${kv('N° de facture / Invoice no.', number)}
${kv('Date de facture / Invoice date', v.date(date))}
${kv('Date de livraison / Delivery date', v.date(shift(date, -rng.int(0, 2))))}
${kv('Commande / Order ref.', `CMD-${rng.int(1000, 9999)}`)}
${kv('Client n° / Customer no.', `${rng.int(10000, 99999)}`)}
</table><div class="client"><b>Client / Customer</b><br>${esc(rng.pick(CLIENTS))}<br>Passeport / Passport ${rng.int(20000000, 39999999)}</div></div>
<table class="items"><tr><th>Description</th><th>Qté / Qty</th><th>Prix unit. HT / Unit price</th><th>TVA / VAT</th><th>Montant HT / Amount</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${v.money(l.unit)}</td><td>${rate}%</td><td>${v.money(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>Total HTVA / Total excl. VAT</td><td>${v.money(net)}</td></tr>
<tr><td>TVA ${rate}% / VAT ${rate}%</td><td>${v.money(tax)}</td></tr>
<tr class="big"><td>Total TTC / Total incl. VAT</td><td>${v.money(total)}</td></tr>
<tr><td>Payé par carte / Paid by card (${rng.pick(['Visa', 'Mastercard', 'Amex'])} …${rng.int(1000, 9999)})</td><td>${v.money(total)}</td></tr>
<tr><td>Solde / Balance</td><td>${v.money(0)}</td></tr>
</table>
<div class="note">Détaxe possible pour les résidents hors UE / Tax-free refund available for non-EU residents (form ${rng.int(100000, 999999)}). IBAN LU${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}</div>
${v.top ? '' : `<footer>${ids.replace(/<\/div><div>/g, ' · ').replace(/<\/?div>/g, '')}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{width:210mm;min-height:296mm;box-sizing:border-box;padding:16mm;position:relative}header{display:flex;justify-content:space-between;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-size:30px;letter-spacing:3px;color:${v.color}}.since{font-style:italic}.ids{text-align:right;line-height:1.5}h1{font-size:18px;letter-spacing:1px;margin:14px 0 8px}.two{display:flex;justify-content:space-between;gap:10mm}.kv th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.client{border:1px solid #bbb;padding:6px;line-height:1.6;min-width:60mm}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{border-bottom:1.5px solid ${v.color};text-align:left;padding:4px;font-size:9.5px}.items td{padding:5px 4px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:60%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:1.5px solid #111}.note{margin-top:18px;font-size:9.5px;color:#444}footer{position:absolute;bottom:10mm;left:16mm;right:16mm;border-top:1px solid #bbb;padding-top:4px;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
