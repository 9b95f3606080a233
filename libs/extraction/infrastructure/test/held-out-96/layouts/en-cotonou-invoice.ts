import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, next, plus, total, vatOn } from './extra';

const ID = 'en-cotonou-invoice';

/** French, English, euro cents a unit before tax in 2022, unit in English. */
const SERVICES: [string, string, number, string][] = [
  ['Salle plénière (60 places)', 'Plenary room, 60 seats', 42000, 'day'],
  ['Sonorisation et microphones', 'Loudspeakers and microphones', 9500, 'day'],
  ['Pauses rafraîchissements', 'Refreshment breaks', 650, 'person-day'],
  ['Déjeuner buffet', 'Buffet lunch', 1450, 'person-day'],
  ['Minibus 18 places avec conducteur', '18-seat minibus with driver', 11000, 'day'],
  ['Hébergement chambre single', 'Single room', 6800, 'night'],
  ['Minibus vers les parcelles de démonstration', 'Minibus to demonstration plots', 38000, 'lump sum'],
  ['Badges et accueil des participants', 'Participant badges and welcome', 450, 'person'],
];

/**
 * An events company in Cotonou, Benin, invoicing an Israeli agronomy consultancy's horticulture days in euros, A4
 * (DejaVu Serif for the name and title, Liberation Sans Narrow for the body): a thick left bar, "GOLFE ÉVÉNEMENTS" over
 * "Golfe Événements SARL" with "IFU" (thirteen digits) and "RCCM RB/COT/…", Haie Vive; "FACTURE / INVOICE" with "N°"
 * "GE-yyyy-nnnn" and "Date" dd/mm/yyyy; "Client" the consultancy in Kiryat Ekron, "Objet / Subject" the days with
 * its dates (ending two to seven days before) and participants; lines in French with the English below, unit, quantity,
 * unit price and amount in "1 234,56" (space and comma), "Total HT / Net", "TVA 18% / VAT 18%", "Total TTC (EUR)"
 * "€ …"; euro bank details; not Sunday.
 */
export const enCotonouInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const days = rng.int(2, 4);
    const people = rng.int(18, 55);
    const end = plus(date, -rng.int(2, 7));
    const start = plus(end, -(days - 1));
    const qty = (unit: string) => (unit === 'day' ? days : unit === 'person-day' ? days * people : unit === 'night' ? days * rng.int(2, 6) : unit === 'person' ? people : 1);
    const chosen = SERVICES.filter((_, i) => i < 4 || rng.chance(0.6));
    const lines = chosen.map(([fr, en, p, unit]) => {
      const q = qty(unit);
      const price = Math.round((p * rise) / 50) * 50;
      return { fr, en, unit, q, price, sum: q * price };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const vendorName = 'Golfe Événements SARL';
    const doc = `GE-${date.slice(0, 4)}-${String(rng.int(30, 980)).padStart(4, '0')}`;
    const eu = (c: number) => comma(c, ' ');
    const body = `<div class="bar"></div><div class="wrap"><div class="hd"><div><div class="nm">GOLFE ÉVÉNEMENTS</div><div>${vendorName}</div><div class="sm">Haie Vive, lot ${rng.int(100, 999)}, Cotonou, République du Bénin · +229 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div>
<div class="sm">IFU 32${rng.digits(11)} · RCCM RB/COT/${rng.int(14, 21)} B ${rng.digits(5)}</div></div>
<div class="ti"><div class="t">FACTURE / INVOICE</div><div>N° ${doc}</div><div>Date ${dt(date, 'dd/mm/yyyy')}</div></div></div>
<table class="pairs"><tr><th>Client</th><td>Ekron Agro Advisory Ltd., Kiryat Ekron, Israel</td></tr><tr><th>Objet / Subject</th><td>Journées techniques de maraîchage / Horticulture days, ${dt(start, 'dd/mm/yyyy')} – ${dt(end, 'dd/mm/yyyy')}, ${people} participants</td></tr></table>
<table class="ln"><thead><tr><th>Désignation / Description</th><th>Unité / Unit</th><th>Qté</th><th>P.U. (EUR)</th><th>Montant (EUR)</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.fr}<div class="en">${l.en}</div></td><td>${l.unit}</td><td>${l.q}</td><td>${eu(l.price)}</td><td>${eu(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><th>Total HT / Net</th><td>${eu(net)}</td></tr><tr><th>TVA 18% / VAT 18%</th><td>${eu(vat)}</td></tr><tr class="g"><th>Total TTC (EUR)</th><td>€ ${eu(gross)}</td></tr></table>
<div class="bank">Paiement par virement en euros / Payment by transfer in euros · IBAN BJ${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} · BIC ${rng.pick(['ECOCBJBJ', 'BOABBJBJ'])}</div>
<div class="sig">Le Gérant / Manager ______________________</div></div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans Narrow';font-size:12.5px;display:flex}.bar{width:9mm;min-height:297mm;background:#1f5d3a}.wrap{flex:1;padding:13mm 14mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}
.nm{font-family:'DejaVu Serif';font-size:24px;font-weight:bold;color:#1f5d3a}.ti{text-align:right;line-height:1.6}.ti .t{font-family:'DejaVu Serif';font-size:19px;font-weight:bold}
.pairs{margin:10mm 0 4mm}.ln{width:100%}.ln th{text-align:left;background:#e6efe9;padding:4px}.ln td{padding:4px;border-bottom:1px solid #bcc}.ln td:nth-child(n+3),.ln th:nth-child(n+3){text-align:right}.en{font-size:10.5px;color:#555}
.tt{width:84mm;margin:6mm 0 0 auto}.tt th{text-align:left;font-weight:normal;padding:3px 5px}.tt td{text-align:right;padding:3px 5px}.tt tr.g{background:#1f5d3a;color:#fff;font-weight:bold;font-size:14px}.tt tr.g th{font-weight:bold}
.bank{margin-top:12mm}.sig{margin-top:14mm}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
