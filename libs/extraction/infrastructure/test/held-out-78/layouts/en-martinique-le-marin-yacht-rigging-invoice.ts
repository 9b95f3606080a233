import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, next, plus, total } from './extra';

const ID = 'en-martinique-le-marin-yacht-rigging-invoice';

/** Work: French line, English line, unit, price in cents excl. TVA (2022), quantity range (tenths for hours and metres). */
const WORK: [string, string, string, number, [number, number], boolean][] = [
  ['Câble inox 1x19 Ø8 mm', 'Stainless wire 1x19, 8 mm', 'm', 2450, [120, 420], true],
  ['Câble inox 1x19 Ø10 mm', 'Stainless wire 1x19, 10 mm', 'm', 3380, [120, 380], true],
  ['Embout à sertir + sertissage', 'Swage terminal, fitted', 'pce', 6800, [2, 12], false],
  ['Ridoir bronze chromé', 'Chromed bronze turnbuckle', 'pce', 14500, [1, 8], false],
  ['Inspection du mât en tête de mât', 'Masthead inspection aloft', 'h', 7500, [15, 60], true],
  ['Main-d’œuvre gréement', 'Rigging labour', 'h', 6800, [30, 220], true],
  ['Révision enrouleur de génois', 'Genoa furler overhaul', 'forfait', 38000, [1, 1], false],
  ['Drisse Dyneema 10 mm', 'Dyneema halyard, 10 mm', 'm', 1290, [250, 600], true],
  ['Grutage démâtage/remâtage', 'Crane, unstep and restep mast', 'forfait', 52000, [1, 1], false],
];
const BOATS = ['S/Y Alizé III (Lagoon 42)', 'S/Y Blue Morpho (Oceanis 46.1)', 'S/Y Ti Punch (Sun Odyssey 440)', 'S/Y Nordwind (Hallberg-Rassy 43)', 'S/Y Caribou (Leopard 45)'];
const OWNERS = ['Antilles Yacht Charter SAS', 'M. et Mme Delacroix', 'Mr. Peter Halvorsen', 'Caraïbes Croisières SARL', 'Mrs. Joanna Whitfield'];

/**
 * A yacht rigger's invoice in the marina of Le Marin, Martinique, A4 (C059): a navy header "GRÉEMENT DU MARIN · rigging &
 * mast services" with the SARL's name, its SIRET and intra-community VAT number in small type, "FACTURE / INVOICE" with
 * "N° GM" and year and four digits, the invoice date and the date of work (dd/mm/yyyy), the boat and its owner, French
 * lines with their English under them, quantities with a decimal comma, euro amounts "1 234,56 €", "Total HT", "TVA 8,5 %"
 * and "Total TTC", and payment by card or transfer with the IBAN. Monday to Saturday.
 */
export const enMartiniqueLeMarinYachtRiggingInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(WORK, rng.int(3, 6)).map(([fr, en, unit, price, q, tenths]) => {
      const qty = rng.int(...q); // in tenths when `tenths`
      const each = Math.round(price * up);
      const sum = tenths ? Math.round((qty * each) / 10) : qty * each;
      return { fr, en, unit, qtyText: tenths ? `${Math.floor(qty / 10)},${qty % 10}` : String(qty), each, sum };
    });
    const net = total(lines.map((l) => l.sum));
    // TVA at 8.5%: 85 over 1000 of the total HT, rounded to the cent.
    const tvaCents = Math.round((net * 85) / 1000);
    const gross = net + tvaCents;
    const vendorName = 'Gréement du Marin SARL';
    const siren = `8${rng.digits(8)}`;
    const doc = `GM${date.slice(0, 4)}-${rng.int(1000, 9999)}`;
    const work = plus(date, -rng.int(0, 6));
    const eur = (c: number) => `${comma(c, ' ')}&nbsp;€`;
    const body = `<div class="hd"><div><div class="nm">GRÉEMENT DU MARIN</div><div>rigging &amp; mast services · Port de plaisance, 97290 Le Marin, Martinique</div></div><div class="ids">${e(vendorName)} au capital de 8 000 €<br>SIRET ${siren} 000${rng.int(10, 39)}<br>TVA intracom. FR${rng.int(10, 99)}${siren}</div></div>
<div class="ttl"><div><h1>FACTURE / INVOICE</h1><div>N° ${doc}</div></div><table class="pairs"><tr><th>Date de facture / Invoice date</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><th>Date des travaux / Work date</th><td>${dt(work, 'dd/mm/yyyy')}</td></tr><tr><th>Bateau / Vessel</th><td>${e(rng.pick(BOATS))}</td></tr><tr><th>Client</th><td>${e(rng.pick(OWNERS))}</td></tr></table></div>
<table class="items"><thead><tr><th>Désignation / Description</th><th>Qté</th><th>Unité</th><th>P.U. HT</th><th>Montant HT</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${e(l.fr)}<div class="en">${e(l.en)}</div></td><td>${l.qtyText}</td><td>${l.unit}</td><td>${eur(l.each)}</td><td>${eur(l.sum)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>Total HT</td><td>${eur(net)}</td></tr><tr><td>TVA 8,5 %</td><td>${eur(tvaCents)}</td></tr><tr class="g"><td>Total TTC / Amount due</td><td>${eur(gross)}</td></tr></table>
<div class="pay">Règlement / Payment: ${rng.pick(['carte bancaire / card', 'virement / bank transfer'])} · IBAN FR76 1${rng.digits(3)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}<br>Pénalités de retard : taux BCE + 10 points · indemnité forfaitaire de recouvrement 40 €</div>`;
    const css = `${baseCss}
body{font-family:'C059','DejaVu Serif';font-size:12px;padding:12mm 15mm}.hd{display:flex;justify-content:space-between;background:#14305a;color:#fff;padding:10px 14px}.nm{font-size:22px;font-weight:bold;letter-spacing:1px}.ids{text-align:right;font-size:10px}
.ttl{display:flex;justify-content:space-between;align-items:flex-start;margin:14px 0}.ttl h1{margin:0;font-size:20px;color:#14305a}.en{font-size:10.5px;color:#555;font-style:italic}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tt{width:44%;margin-left:auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:right}.tt .g td{background:#14305a;color:#fff;font-weight:bold;font-size:14px}.pay{margin-top:20px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'fr', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(tvaCents) },
    };
  },
};
