import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { add, dated, fr, frDate, taxOn, vid, house } from './extra';

const ID = 'en-french-truffle-farm-invoice';
const FARMS = [
  { name: 'Truffières du Périgord Noir SARL', addr: 'Lieu-dit Les Chênes, 24200 Sarlat-la-Canéda', capital: '15 000', rcs: 'RCS Bergerac' },
  { name: 'Domaine de la Truffe Blanche SAS', addr: '12 chemin des Vignes, 84110 Vaison-la-Romaine', capital: '40 000', rcs: 'RCS Avignon' },
  { name: 'EARL La Truffière de Lalbenque', addr: 'Route de Cahors, 46230 Lalbenque', capital: '7 500', rcs: 'RCS Cahors' },
];
/** Lines: English name, French name, VAT rate, price range in cents, priced by the kilo. */
const LINES: [string, string, number, number, number, boolean][] = [
  ['Truffle hunt with our dogs & tasting – adult', 'Cavage et dégustation – adulte', 20, 3500, 5500, false],
  ['Truffle hunt with our dogs & tasting – child', 'Cavage et dégustation – enfant', 20, 1500, 2500, false],
  ['Truffle lunch at the farm', 'Déjeuner truffé', 10, 4800, 7800, false],
  ['Truffle oil 100 ml', 'Huile à la truffe 100 ml', 5.5, 1400, 2400, false],
  ['Truffle salt 80 g', 'Sel à la truffe 80 g', 5.5, 900, 1500, false],
  ['Truffled butter 100 g', 'Beurre truffé 100 g', 5.5, 1100, 1700, false],
  ['Vacuum packing & insulated travel bag', 'Mise sous vide et sac isotherme', 20, 600, 1200, false],
];
const CLIENTS = [
  { name: 'Family Ben-Ami', line: 'Tel Aviv, Israel', co: false },
  { name: 'Galil Gourmet Tours Ltd.', line: 'Rosh Pina, Israel', co: true },
  { name: 'Bistro Ha-Namal Ltd.', line: 'Haifa, Israel', co: true },
  { name: 'Mr. & Mrs. Ronen Shaked', line: 'Ra’anana, Israel', co: false },
];

/** A French truffle farm's invoice in English with French labels, in euros on A4, in the black (December-March) and summer (May-August) seasons: a SARL, SAS or EARL with SIRET, TVA intracommunautaire, capital and RCS; an Israeli family, tour operator or restaurant (with its own Israeli company number); the hunt per person at 20%, lunch at 10%, truffles weighed at the kilo price and truffle products at 5.5%; a VAT summary by rate; paid by card or due by transfer; "1 234,56 €". */
export const enFrenchTruffleFarmInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [1, 2, 3, 5, 6, 7, 8, 12]);
    const f = FARMS[n % FARMS.length];
    const winter = Number(date.slice(5, 7)) <= 3 || date.slice(5, 7) === '12';
    const truffle = winter
      ? ['Fresh black truffle (Tuber melanosporum)', 'Truffe noire fraîche', rng.int(90, 140) * 1000]
      : ['Fresh summer truffle (Tuber aestivum)', 'Truffe d’été fraîche', rng.int(35, 60) * 1000];
    const client = rng.pick(CLIENTS);
    const people = rng.int(2, 8);
    const kids = rng.int(0, 3);
    const rows: { en: string; fr: string; rate: number; q: string; u: number; sum: number }[] = [];
    const [adult, child, lunch, ...rest] = LINES;
    const price = (l: (typeof LINES)[number]) => Math.round(rng.int(l[3], l[4]) / 100) * 100;
    const pa = price(adult);
    rows.push({ en: adult[0], fr: adult[1], rate: 20, q: String(people), u: pa, sum: people * pa });
    if (kids) {
      const pc = price(child);
      rows.push({ en: child[0], fr: child[1], rate: 20, q: String(kids), u: pc, sum: kids * pc });
    }
    if (rng.chance(0.7)) {
      const pl = price(lunch);
      rows.push({ en: lunch[0], fr: lunch[1], rate: 10, q: String(people + kids), u: pl, sum: (people + kids) * pl });
    }
    const kg = rng.int(40, client.co ? 900 : 250) / 1000;
    rows.push({ en: `${truffle[0]} – ${kg.toFixed(3)} kg`, fr: String(truffle[1]), rate: 5.5, q: kg.toFixed(3), u: Number(truffle[2]), sum: mul(kg, Number(truffle[2])) });
    for (const l of rng.some(rest, rng.int(1, 3))) {
      const q = rng.int(1, 4);
      const u = price(l);
      rows.push({ en: l[0], fr: l[1], rate: l[2], q: String(q), u, sum: q * u });
    }
    const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => b - a);
    const summary = rates.map((r) => {
      const base = add(rows.filter((x) => x.rate === r).map((x) => x.sum));
      return { r, base, vat: taxOn(base, r) };
    });
    const net = add(summary.map((s) => s.base));
    const vat = add(summary.map((s) => s.vat));
    const total = net + vat;
    const docNo = house(ID, n, [
      () => `FA-${date.slice(0, 4)}-${String(rng.int(1, 399)).padStart(4, '0')}`,
      () => `${date.slice(0, 4)}/${rng.int(100, 499)}`,
      () => `F${date.slice(2, 4)}${date.slice(5, 7)}${rng.int(10, 99)}`,
    ])();
    const style = rng.pick(['fr', 'dmy', 'dot'] as const);
    const shown = style === 'fr' ? frDate(date) : dt(date, style === 'dmy' ? 'dd/mm/yyyy' : 'dd.mm.yyyy');
    const font = rng.pick(["'Noto Serif'", "'URW Bookman'", "'Nimbus Sans'"]);
    const booking = `RES-${rng.int(1000, 9999)}`;
    const booked = addDays(date, -rng.int(10, 60));
    const paid = client.co ? false : rng.chance(0.8);
    const euroFirst = rng.chance(0.35);
    const eur = (c: number) => (euroFirst ? `€ ${fr(c)}` : `${fr(c)} €`);
    const siren = rng.digits(9);
    const tva = `FR${rng.digits(2)}${siren}`;
    const clientId = client.co ? `Israeli Company No. ${vid(client.name, true)}` : `Passport ${rng.int(30, 39)}${rng.digits(6)}`;
    const oak = `<svg width="52" height="52" viewBox="0 0 52 52"><circle cx="26" cy="30" r="15" fill="#3e2723"/><circle cx="20" cy="26" r="2" fill="#6d4c41"/><circle cx="30" cy="33" r="2.4" fill="#6d4c41"/><circle cx="27" cy="24" r="1.6" fill="#6d4c41"/><path d="M8 12 q8 -10 16 0 q8 -10 16 0 q-8 8 -16 2 q-8 6 -16 -2z" fill="#558b2f"/></svg>`;
    const body = `<div class="pg"><div class="top">${oak}<div><div class="nm">${esc(f.name)}</div><div class="sm">${esc(f.addr)} · France</div></div><div class="inv"><div class="t">FACTURE · INVOICE</div>
<div>N° / Invoice no. <b>${esc(docNo)}</b></div><div>Date de facture / Invoice date: <b>${shown}</b></div></div></div>
<div class="two"><div><div class="lbl">Client / Bill to</div><b>${esc(client.name)}</b><br>${esc(client.line)}<br>${clientId}</div>
<div><div class="lbl">Réservation / Booking</div>${booking} of ${dt(booked, 'dd/mm/yyyy')}<br>Visit: ${dt(date, 'dd/mm/yyyy')}, 9:30 – ${rows.some((r) => r.rate === 10) ? '14:30' : '12:00'}<br>Guests: ${people} adults${kids ? `, ${kids} ${kids > 1 ? 'children' : 'child'}` : ''}</div></div>
<table><tr><th>Description</th><th>Qté / Qty</th><th>P.U. HT / Unit</th><th>TVA</th><th>Montant HT / Net</th></tr>
${rows.map((r) => `<tr><td>${esc(r.en)}<div class="frl">${esc(r.fr)}</div></td><td>${r.q}</td><td>${fr(r.u)}${r.q.includes('.') ? ' €/kg' : ''}</td><td>${String(r.rate).replace('.', ',')} %</td><td>${fr(r.sum)}</td></tr>`).join('')}</table>
<div class="low"><table class="vt"><tr><th>Taux / Rate</th><th>Base HT</th><th>TVA / VAT</th></tr>${summary.map((s) => `<tr><td>${String(s.r).replace('.', ',')} %</td><td>${fr(s.base)}</td><td>${fr(s.vat)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Total HT / Net total</td><td>${eur(net)}</td></tr><tr><td>Total TVA / VAT total</td><td>${eur(vat)}</td></tr><tr class="g"><td>Total TTC / Total due</td><td>${eur(total)}</td></tr></table></div>
<div class="pay">${paid ? `Payée le ${dt(date, 'dd/mm/yyyy')} par carte bancaire / Paid by card on the day (Visa ···· ${rng.digits(4)}). Reste à payer / Balance: 0,00 €` : `Échéance / Due date: ${dt(addDays(date, 30), 'dd/mm/yyyy')} – virement / bank transfer<br>IBAN FR76 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · BIC AGRIFRPP${rng.digits(3)}<br>Pénalités de retard : 3 fois le taux d’intérêt légal ; indemnité forfaitaire de recouvrement 40 €.`}</div>
<div class="foot">${esc(f.name)} au capital de ${f.capital} € · SIRET ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} ${rng.digits(5)} · ${f.rcs} ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} · N° TVA intracommunautaire ${tva} · Tél. +33 5 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div></div>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;color:#221a14}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:14mm 15mm;position:relative}
.top{display:flex;gap:4mm;align-items:center;border-bottom:2px solid #3e2723;padding-bottom:3mm}.nm{font-size:20px;font-weight:bold;color:#3e2723;font-family:'P052',serif}.sm{font-size:10px;color:#555}.inv{margin-left:auto;text-align:right;line-height:1.6}.t{font-size:17px;font-weight:bold;letter-spacing:1px}
.two{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.55}.lbl{font-size:10px;color:#6d4c41;text-transform:uppercase}
table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:1.5px solid #3e2723;padding:1.5mm;font-size:10.5px}td{padding:1.5mm;border-bottom:1px solid #e5ddd5;vertical-align:top}td:nth-child(n+2){text-align:right}th:nth-child(n+2){text-align:right}.frl{font-style:italic;color:#6d4c41;font-size:10px}
.low{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm}.vt{width:80mm}.tot{width:78mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:14px;border-top:2px solid #3e2723;border-bottom:none}
.pay{margin-top:6mm;line-height:1.6}.foot{position:absolute;bottom:10mm;left:15mm;right:15mm;font-size:9px;color:#555;border-top:1px solid #aaa;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: f.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
