import { checkDigit, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { avoid, baseCss, comma, next, plus, row, total, vatOn } from './extra';

const ID = 'en-reunion-geotechnical-investigation-invoice';
/** Réunion's standard rate of TVA (README.md): 8.5%, as in Guadeloupe and Martinique. */
const RATE = 8.5;

const CLIENTS: [string, string][] = [
  ['SCCV Résidence Les Filaos', '12 rue des Filaos, 97436 Saint-Leu'],
  ['SARL Bâtir Bourbon Sud', '45 chemin Ligne Paradis, 97410 Saint-Pierre'],
  ['Hôtel Lagon Turquoise SAS', 'Route des Plages, 97434 Saint-Gilles-les-Bains'],
  ['SCI Les Terrasses du Tampon', '8 rue Hubert Delisle, 97430 Le Tampon'],
  ['Coopérative Agricole des Hauts', '3 route de Cilaos, 97421 Saint-Louis'],
];
const SITES = ['parcelle AB 412, Saint-Leu', 'ZAC Pierrefonds, Saint-Pierre', 'L’Hermitage-les-Bains, Saint-Paul', 'Bras de Pontho, Le Tampon', 'Les Makes, Saint-Louis'];
const MISSIONS = ['G2 AVP (avant-projet)', 'G2 PRO (projet)', 'G5 (diagnostic)', 'G1 PGC (principes généraux)'];

/** Euros in the French notation: "1 234,56 €" with no-break spaces. */
const eur = (cents: number) => `${comma(cents, '\u00a0')}\u00a0€`;

/**
 * A geotechnical engineering firm's invoice in Saint-Pierre, Réunion, A4 (Nimbus Sans): "FACTURE / INVOICE" with its
 * number, SIREN and SIRET, RCS, NAF code and the French VAT number, the client's address, the site and the mission
 * (NF P 94-500), rig mobilisation, cored boreholes by the metre, pressuremeter and dynamic penetrometer tests,
 * laboratory tests, a piezometer on some, the report, amounts in euros in the French notation ("1 234,56 €"), TVA
 * 8,5 % (Réunion's standard rate) on the total before tax, due in 30 days, the statutory late payment mentions.
 * Dated Monday to Friday.
 */
export const enReunionGeotechnicalInvestigationInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const p = (lo: number, hi: number) => Math.round((rng.int(lo, hi) * up) / 5) * 500;
    const metres = rng.int(8, 36) + rng.pick([0, 0.5]);
    const lines: [string, string, string, number][] = [];
    const mob = p(1450, 2100);
    lines.push(['Amenée et repli de l’atelier de sondage / Rig mobilisation and demobilisation', '1', eur(mob), mob]);
    const perMetre = p(95, 140);
    lines.push([`Sondage carotté Ø 101 mm / Cored borehole Ø 101 mm (m)`, comma(metres * 100, ' ').replace(',00', ''), eur(perMetre), mul(metres, perMetre)]);
    const pmt = rng.int(6, 18);
    const perPmt = p(110, 160);
    lines.push(['Essais pressiométriques Ménard / Ménard pressuremeter tests', String(pmt), eur(perPmt), pmt * perPmt]);
    if (rng.chance(0.7)) {
      const pd = rng.int(3, 8);
      const perPd = p(280, 380);
      lines.push(['Pénétromètre dynamique (≤ 10 m) / Dynamic penetrometer test', String(pd), eur(perPd), pd * perPd]);
    }
    const lab = rng.int(2, 6);
    const perLab = p(65, 95);
    lines.push(['Teneur en eau et limites d’Atterberg / Water content and Atterberg limits', String(lab), eur(perLab), lab * perLab]);
    if (rng.chance(0.5)) {
      const gr = rng.int(2, 5);
      const perGr = p(80, 120);
      lines.push(['Analyse granulométrique / Particle size analysis', String(gr), eur(perGr), gr * perGr]);
    }
    if (rng.chance(0.35)) {
      const pz = rng.int(6, 15);
      const perPz = p(60, 85);
      lines.push(['Équipement piézométrique / Piezometer installation (m)', String(pz), eur(perPz), pz * perPz]);
    }
    const report = p(1800, 3500);
    const mission = rng.pick(MISSIONS);
    lines.push([`Rapport de mission ${mission} / Geotechnical report`, '1', eur(report), report]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, RATE);
    const gross = net + vat;
    const vendorName = 'Géosol Océan Indien SARL';
    const base = `${rng.pick(['4', '5', '8'])}${rng.digits(7)}`;
    const siren = base + checkDigit(base);
    const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
    const sirenSpaced = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`;
    const doc = `GOI-${date.slice(0, 4)}-${String(rng.int(40, 460)).padStart(4, '0')}`;
    const due = plus(date, 30);
    const [client, address] = rng.pick(CLIENTS);
    const site = rng.pick(SITES);
    const body = `<div class="head"><div><div class="brand">GÉOSOL</div><div class="tag">Océan Indien · géotechnique &amp; sondages</div></div><div class="addr"><b>${vendorName}</b><br>14 rue du Port, 97410 Saint-Pierre, La Réunion<br>Tél. +262 262 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}<br>contact@geosol-oi.re</div></div>
<div class="title">FACTURE / INVOICE</div>
<div class="two"><div>${row('N° / No.', doc)}${row('Date', dt(date, 'dd/mm/yyyy'))}${row('Échéance / Due', dt(due, 'dd/mm/yyyy'))}${row('Réf. affaire / Job', `GOI-${rng.digits(3)}`)}</div><div class="client"><b>Client</b><br>${client}<br>${address}</div></div>
<div class="site"><b>Site:</b> ${site} · <b>Mission:</b> ${mission}, norme NF P 94-500</div>
<table class="t"><thead><tr><th>Désignation / Description</th><th>Qté / Qty</th><th>P.U. HT / Unit</th><th>Montant HT / Amount</th></tr></thead><tbody>${lines
      .map(([d, q, u, s]) => `<tr><td>${d}</td><td>${q}</td><td>${u}</td><td>${eur(s)}</td></tr>`)
      .join('')}</tbody></table>
<div class="tot">${row('Total HT / Net', eur(net))}${row('TVA 8,5 % / VAT 8.5%', eur(vat))}${row('Total TTC / Total due', eur(gross), 'b big')}</div>
<div class="pay">Payable by bank transfer within 30 days, by ${dt(due, 'dd/mm/yyyy')}. IBAN FR76 1${rng.digits(3)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · BIC ${rng.pick(['BNPARERX', 'REUNFRPP', 'CEPAFRPP'])}.</div>
<div class="legal">Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d’escompte pour paiement anticipé.<br>SARL au capital de 40 000 € · RCS Saint-Pierre ${sirenSpaced} · SIRET ${siren}${String(rng.int(10, 99)).padStart(5, '0')} · NAF 71.12B · TVA intracommunautaire FR${key}${siren}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:11.5px;padding:14mm 15mm;color:#1b1b1b}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:32px;font-weight:bold;color:#8d6e63;letter-spacing:3px}.tag{font-size:11px;color:#6d4c41}.addr{text-align:right;line-height:1.5}
.title{margin:14px 0 8px;font-size:18px;font-weight:bold;border-bottom:2px solid #8d6e63;padding-bottom:3px}.two{display:flex;justify-content:space-between;gap:30px}.two>div:first-child{width:42%}.client{border:1px solid #aaa;padding:6px 10px;width:45%;line-height:1.5}
.site{margin:10px 0 4px}.t{width:100%;margin-top:6px}.t th{background:#efebe9;padding:4px;text-align:left;font-size:10.5px}.t td{border-bottom:1px solid #ddd;padding:4px}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:42%;margin:10px 0 0 auto}.big{font-size:1.2em;border-top:2px solid #000}.pay{margin-top:16px}.legal{margin-top:22px;font-size:9.5px;color:#555;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
