import { addDays, esc, htmlPage, Layout, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { euros, frVat, siren, siret, stirred } from './extra';

const CHALETS = [
  {
    brand: 'Chalet Le Grand Renard',
    legal: 'Chalets du Mont-Joly SAS',
    form: 'SAS au capital de 40 000 €',
    street: '412 route du Bettex, 74170 Saint-Gervais-les-Bains',
    rcs: 'Annecy',
    no: (y: string, n: number) => `CMJ-${y}-${String(n).padStart(4, '0')}`,
  },
  {
    brand: 'Résidence Les Aiguilles',
    legal: 'Résidence Les Aiguilles SARL',
    form: 'SARL au capital de 15 000 €',
    street: '88 chemin des Pècles, 74400 Chamonix-Mont-Blanc',
    rcs: 'Annecy',
    no: (y: string, n: number) => `RLA/${y}/${String(n).padStart(5, '0')}`,
  },
  {
    brand: 'Alpes Prestige Chalets',
    legal: 'Alpes Prestige Chalets SAS',
    form: 'SAS au capital de 120 000 €',
    street: '15 rue des Chenus, 73120 Courchevel',
    rcs: 'Chambéry',
    no: (y: string, n: number) => `APC-F${y}-${n}`,
  },
];
const GUESTS = [
  ['Mr. Ronen Ashkenazi', '22 Moshe Sharet St., Ra’anana, Israel'],
  ['Mrs. Efrat Golan', '7 HaEshel St., Caesarea, Israel'],
  ['Mr. Itay & Mrs. Maya Bar', '15 Ben Gurion Blvd., Tel Aviv, Israel'],
  ['Dr. Yael Friedman', '3 HaPalmach St., Jerusalem, Israel'],
];
const SEASONS = [
  ['2024-01-06', '2024-03-23'],
  ['2024-12-14', '2025-03-29'],
  ['2025-12-06', '2025-12-20'],
];

/**
 * A French Alps ski chalet's "FACTURE / INVOICE" on A4 in euros (Noto Serif, Roboto or DejaVu Serif; the chalet in
 * Roboto Condensed spaced capitals over a drawn mountain line): the chalet and its operating company ("SAS",
 * "SARL") with its capital, RCS, SIRET and "TVA intracom. FR …" in the footer; the Israeli guests with a
 * passport and an address in Israel; "Facture n° / Invoice No." ("CMJ-25-0087", "RLA/24/00431",
 * "APC-F25-118"), "Date de facture / Invoice date" the departure, "Réservation / Booking", "Arrivée / Arrival",
 * "Départ / Departure", "Occupants / Guests"; lines before VAT with their rate: the chalet per night at 10%,
 * breakfasts, the final cleaning and the linen at 10%, a chef's dinner at 10%, wine at 20%, ski hire at 20%, an
 * airport transfer at 10%; "Taxe de séjour / Tourist tax" per adult per night outside VAT; a VAT table by rate;
 * "Total HT", "Total TVA / VAT", "Total TTC", then the tourist tax and "TOTAL À PAYER / TOTAL DUE"; the deposit
 * paid at booking with its date, the balance by card on departure, "Reste dû / Balance 0,00 €"; amounts the
 * French way ("1 234,56 €") or the English ("€1,234.56"), dates dd/mm/yyyy or "8 Feb 2025".
 */
export const enFrenchAlpsChaletFolio: Layout = {
  id: 'en-french-alps-chalet-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-french-alps-chalet-folio');
    const c = rng.pick(CHALETS);
    const [from, to] = rng.pick(SEASONS);
    const span = (Date.parse(to) - Date.parse(from)) / 86400000;
    const arrival = addDays(from, rng.int(0, span));
    const nights = rng.pick([5, 6, 7, 7, 7]);
    const date = addDays(arrival, nights);
    const adults = rng.int(2, 6);
    const kids = rng.int(0, 3);
    const french = rng.chance(0.5);
    const money = (x: number) => euros(x, french);
    type Row = { t: string; detail: string; net: number; rate: 10 | 20 };
    const rows: Row[] = [];
    const perNight = rng.int(38, 95) * 1000;
    rows.push({ t: 'Hébergement chalet / Chalet accommodation', detail: `${nights} nuits / nights × ${money(perNight)}`, net: nights * perNight, rate: 10 });
    if (rng.chance(0.6)) {
      const pb = rng.pick([1400, 1650, 1800]);
      rows.push({ t: 'Petit-déjeuner / Breakfast', detail: `${adults + kids} pers. × ${nights} × ${money(pb)}`, net: (adults + kids) * nights * pb, rate: 10 });
    }
    rows.push({ t: 'Ménage de fin de séjour / Final cleaning', detail: '', net: rng.pick([18000, 25000, 32000]), rate: 10 });
    rows.push({ t: 'Linge de lit et de toilette / Bed linen & towels', detail: `${adults + kids} × ${money(2200)}`, net: (adults + kids) * 2200, rate: 10 });
    if (rng.chance(0.5)) rows.push({ t: 'Dîner du chef à domicile / Private chef dinner', detail: `${adults} × ${money(7500)}`, net: adults * 7500, rate: 10 });
    if (rng.chance(0.5)) rows.push({ t: 'Vins et champagne / Wine & champagne', detail: '', net: rng.int(9, 48) * 1000, rate: 20 });
    if (rng.chance(0.6)) {
      const sets = adults + kids;
      rows.push({ t: 'Location matériel de ski / Ski equipment hire', detail: `${sets} × ${nights - 1} jours / days`, net: sets * (nights - 1) * 2150, rate: 20 });
    }
    if (rng.chance(0.4))
      rows.push({ t: 'Transfert privé aéroport de Genève / Private transfer Geneva airport', detail: 'A/R / return', net: rng.pick([42000, 48000, 56000]), rate: 10 });
    const groups = ([10, 20] as const)
      .map((r) => {
        const base = rows.filter((x) => x.rate === r).reduce((a, x) => a + x.net, 0);
        return { r, base, vat: vatOfNet(base, r) };
      })
      .filter((g) => g.base);
    const ht = groups.reduce((a, g) => a + g.base, 0);
    const tva = groups.reduce((a, g) => a + g.vat, 0);
    const ttc = ht + tva;
    const perAdult = rng.pick([165, 230, 300, 412]);
    const touristTax = adults * nights * perAdult;
    const total = ttc + touristTax;
    const deposit = Math.round(total * 0.3);
    const depositDate = addDays(arrival, -rng.int(45, 120));
    const docNo = c.no(date.slice(2, 4), rng.int(40, 1400));
    const [guest, home] = rng.pick(GUESTS);
    const font = rng.pick([`'Noto Serif'`, `'Roboto'`, `'DejaVu Serif'`]);
    const style = rng.pick(['dd/mm/yyyy', 'd Mon yyyy'] as const);
    const d = (x: string) => dt(x, style);
    const s = siren(rng);
    const mountains = `<svg width="170" height="34" viewBox="0 0 170 34"><polyline points="0,33 22,14 34,22 58,3 80,26 96,15 118,31 140,9 170,33" fill="none" stroke="#23395b" stroke-width="1.6"/><polyline points="51,9 58,3 65,10" fill="none" stroke="#9fb3c8" stroke-width="3"/></svg>`;
    const body = `<div class="head"><div>${mountains}<div class="brand">${esc(c.brand)}</div><div class="addr">${esc(c.street)} · France</div></div><div class="title">FACTURE<br><span>INVOICE</span></div></div>
<div class="cols"><div class="guest"><div class="lbl">Client / Guest</div><b>${esc(guest)}</b><br>${esc(home)}<br>Passeport / Passport: ${rng.digits(8)}</div>
<table class="facts"><tr><td>Facture n° / Invoice No.</td><td><b>${docNo}</b></td></tr><tr><td>Date de facture / Invoice date</td><td><b>${d(date)}</b></td></tr><tr><td>Réservation / Booking</td><td>${rng.pick(['WEB', 'TEL', 'AG'])}-${rng.digits(6)}</td></tr><tr><td>Arrivée / Arrival</td><td>${d(arrival)}</td></tr><tr><td>Départ / Departure</td><td>${d(date)}</td></tr><tr><td>Occupants / Guests</td><td>${adults} adultes / adults${kids ? `, ${kids} ${kids > 1 ? 'enfants / children' : 'enfant / child'}` : ''}</td></tr></table></div>
<table class="t"><tr><th>Désignation / Description</th><th>Détail</th><th>TVA</th><th>Montant HT / Net</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.t)}</td><td>${r.detail}</td><td>${r.rate}%</td><td>${money(r.net)}</td></tr>`)
      .join('')}</table>
<div class="bottom"><table class="vat"><tr><th>Taux / Rate</th><th>Base HT</th><th>TVA / VAT</th><th>TTC</th></tr>${groups
      .map((g) => `<tr><td>${g.r}%</td><td>${money(g.base)}</td><td>${money(g.vat)}</td><td>${money(g.base + g.vat)}</td></tr>`)
      .join('')}</table>
<table class="sum"><tr><td>Total HT</td><td>${money(ht)}</td></tr><tr><td>Total TVA / VAT</td><td>${money(tva)}</td></tr><tr><td>Total TTC</td><td>${money(ttc)}</td></tr><tr><td>Taxe de séjour / Tourist tax<br><span class="sm">${adults} adultes × ${nights} nuits × ${money(perAdult)} – non soumise à TVA</span></td><td>${money(touristTax)}</td></tr><tr class="g"><td>TOTAL À PAYER / TOTAL DUE</td><td>${money(total)}</td></tr>
<tr><td>Acompte versé le / Deposit paid ${d(depositDate)}</td><td>${money(-deposit)}</td></tr><tr><td>Solde réglé par CB / Balance paid by card ${d(date)}</td><td>${money(-(total - deposit))}</td></tr><tr class="b"><td>Reste dû / Balance</td><td>${money(0)}</td></tr></table></div>
<div class="thanks">Merci de votre séjour – à l'hiver prochain ! / Thank you for staying with us.</div>
<div class="foot">${esc(c.legal)} · ${esc(c.form)} · RCS ${c.rcs} ${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)} · SIRET ${siret(s, rng)} · TVA intracom. ${frVat(s, rng)} · Code APE 5520Z<br>IBAN FR76 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · BIC ${rng.pick(['CCBPFRPPANN', 'AGRIFRPP881', 'CMCIFR2A'])}</div>`;
    const css = `body{font-family:${font},serif;font-size:10.5px;color:#1d2430;padding:14mm 15mm;position:relative;min-height:262mm}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #23395b;padding-bottom:3mm}.brand{font-family:'Roboto Condensed','Roboto',sans-serif;text-transform:uppercase;letter-spacing:4px;font-size:20px;color:#23395b}.addr{font-size:9.5px;color:#555}
.title{font-family:'Roboto Condensed',sans-serif;font-size:22px;font-weight:bold;text-align:right;color:#23395b;line-height:1}.title span{font-size:13px;font-weight:normal;letter-spacing:3px}
.cols{display:flex;justify-content:space-between;margin:6mm 0;gap:8mm}.guest{line-height:1.6}.lbl{font-size:9px;text-transform:uppercase;color:#777;letter-spacing:1px}.facts td{padding:0.6mm 2mm}.facts td:first-child{color:#555}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #23395b;text-align:left;padding:1.5mm;font-size:9.5px;text-transform:uppercase;color:#23395b}.t td{padding:1.6mm;border-bottom:0.5px solid #d5dbe3}.t td:nth-child(3){text-align:center}.t td:last-child,.t th:last-child{text-align:right;white-space:nowrap}
.bottom{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm;align-items:flex-start}.vat{border-collapse:collapse;font-size:9.5px}.vat th{background:#eef2f6;padding:1mm 2mm}.vat td{padding:1mm 2mm;text-align:right}
.sum{border-collapse:collapse;min-width:92mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:13px;border-top:1.5px solid #23395b;border-bottom:1.5px solid #23395b}.b td{font-weight:bold}.sm{font-size:8.5px;color:#666}
.thanks{margin-top:8mm;font-style:italic;color:#444}.foot{position:absolute;bottom:0;left:15mm;right:15mm;font-size:8px;color:#666;border-top:0.5px solid #aaa;padding-top:2mm;text-align:center;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tva) },
    };
  },
};
