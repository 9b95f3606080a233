import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, frDate, shift, taxOn, weekday } from './extra';

const ID = 'en-grasse-perfume-workshop-invoice';

const VENDORS = [
  {
    brand: "L'ATELIER DES SENS",
    legal: 'Atelier des Sens SARL',
    lines: [
      '14 rue Jean Ossola, 06130 Grasse, France',
      'SIRET 812 447 903 00018 · RCS Grasse',
      'N° TVA / VAT No. FR 27 812447903',
      '+33 4 93 36 51 20 · bonjour@atelierdessens.fr',
    ],
    num: (y: string, k: number) => `F${y}-${k}`,
    digits: [1000, 1999],
    date: (iso: string) => frDate(iso),
    money: (c: number) => `${eu(c, '\u202f')} €`,
    font: "'C059','Noto Serif',serif",
    color: '#6b2148',
    head: true,
  },
  {
    brand: 'Mistral',
    legal: 'Parfums Mistral SAS',
    lines: [
      'Parfums Mistral SAS · capital 20 000 € · 3 avenue Thiers, 06130 Grasse',
      'SIREN 904 118 562 · TVA intracommunautaire FR 61 904118562',
      'IBAN FR76 1910 6008 2143 6021 7790 118 · www.parfums-mistral.fr',
    ],
    num: (y: string, k: number) => `MIS-${y.slice(2)}${k}`,
    digits: [100, 899],
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `€${amount(c)}`,
    font: "'URW Gothic','Nimbus Sans',sans-serif",
    color: '#1f4e79',
    head: false,
  },
];

const ITEMS: [string, string, number][] = [
  ['Perfume creation workshop, 2 h / Atelier création de parfum', 'person', 8900],
  ['Junior workshop, 1 h / Atelier enfants', 'person', 4500],
  ['Eau de parfum 100 ml, own formula / Eau de parfum 100 ml', 'bottle', 3200],
  ['Refill 50 ml (formula kept on file) / Recharge 50 ml', 'bottle', 3900],
  ['Engraved bottle cap / Bouchon gravé', 'item', 1200],
  ['Scented soap set / Coffret savons', 'set', 2400],
  ['Solid perfume tin / Parfum solide', 'item', 1800],
  ['Travel atomiser 10 ml / Vaporisateur de voyage', 'item', 1500],
];

export const enGrassePerfumeWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(date.slice(0, 4), rng.int(v.digits[0], v.digits[1]));
    const people = rng.int(1, 5);
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit, p]) => ({ name, unit, q: unit === 'person' || unit === 'bottle' ? rng.int(1, people) : rng.int(1, 3), p }));
    const net = add(lines.map((l) => l.q * l.p));
    const tax = taxOn(net, 20);
    const total = net + tax;
    const booking = `R-${rng.int(10000, 99999)}`;
    const session = shift(date, -rng.int(0, 2));
    const client = rng.pick(['Mr Eitan Rosen, Haifa, Israel', 'Ms Shira Ben-Ami, Ramat Gan, Israel', 'Mr & Mrs Levy, Herzliya, Israel', 'Ms Yael Katz, Jerusalem, Israel']);
    const m = v.money;
    const vendor = v.lines.map((l) => `<div>${esc(l)}</div>`).join('');
    const body = `<div class="page">
<header><div class="brand">${esc(v.brand)}</div>${v.head ? `<div class="vendor"><b>${esc(v.legal)}</b>${vendor}</div>` : `<div class="vendor">Perfumery workshop · Grasse</div>`}</header>
<h1>INVOICE <span>/ FACTURE</span></h1>
<table class="facts">
<tr><td>Invoice No. / N° de facture</td><td><b>${number}</b></td><td>Date / Date de facture</td><td><b>${v.date(date)}</b></td></tr>
<tr><td>Booking / Réservation</td><td>${booking}</td><td>Workshop session / Séance</td><td>${dt(session, 'dd/mm/yyyy')} ${rng.pick(['10:00', '14:00', '16:30'])}</td></tr>
<tr><td>Client</td><td colspan="3">${esc(client)} · client no. ${rng.int(3000, 9999)}</td></tr>
</table>
<table class="items"><tr><th>Description</th><th>Qty / Qté</th><th>Unit price excl. VAT / PU HT</th><th>Amount excl. VAT / Montant HT</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${m(l.p)}</td><td>${m(l.q * l.p)}</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>Total excl. VAT / Total HT</td><td>${m(net)}</td></tr><tr><td>VAT / TVA 20 %</td><td>${m(tax)}</td></tr><tr class="big"><td>Total incl. VAT / Total TTC</td><td>${m(total)}</td></tr></table>
<div class="note">Paid by card on ${v.date(session)} · ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)} · Amount due / Reste à payer: ${m(0)}</div>
<div class="note">Your formula no. ${rng.int(10000, 99999)} is kept for 5 years for refills by post. Pas d'escompte pour paiement anticipé.</div>
${v.head ? '' : `<footer>${vendor}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.page{width:210mm;height:296mm;box-sizing:border-box;padding:16mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-family:'Z003','C059',serif;font-size:34px;color:${v.color}}.vendor{text-align:right;font-size:10.5px;line-height:1.5}h1{font-size:22px;letter-spacing:3px;color:${v.color};margin:16px 0 10px}h1 span{font-size:14px;color:#777;letter-spacing:1px}.facts{width:100%;border-collapse:collapse;margin-bottom:14px}.facts td{padding:5px;border-bottom:1px solid #ddd}.facts td:nth-child(odd){color:#666;font-size:10.5px}.items{width:100%;border-collapse:collapse}.items th{text-align:left;font-size:10.5px;border-bottom:2px solid ${v.color};padding:5px}.items td{padding:5px;border-bottom:1px solid #eee}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:50%;margin:12px 0 12px auto;border-collapse:collapse}.tot td{padding:4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.note{font-size:10.5px;color:#555;margin-top:6px}footer{position:absolute;bottom:12mm;left:16mm;right:16mm;border-top:1px solid ${v.color};padding-top:5px;text-align:center;font-size:9.5px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
