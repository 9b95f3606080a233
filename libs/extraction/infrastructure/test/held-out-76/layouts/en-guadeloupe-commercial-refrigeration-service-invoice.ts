import { htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, next, plus, total } from './extra';

const ID = 'en-guadeloupe-commercial-refrigeration-service-invoice';
/** Guadeloupe's standard VAT rate (CGI art. 296), in tenths of a percent: 8.5%. */
const RATE_TENTHS = 85;

const CLIENTS: [string, string, string][] = [
  ['Résidence Les Alizés SAS', 'Route de la Riviera, 97190 Le Gosier', 'cold room and kitchen fridges'],
  ['Restaurant Ti Lagon SARL', 'Marina, 97118 Saint-François', 'fish display counter'],
  ['Boucherie Centrale des Abymes SARL', 'Rue Achille René-Boisneuf, 97139 Les Abymes', 'meat cold room'],
  ['Glacier Coco Doudou SAS', 'Bourg, 97126 Deshaies', 'blast freezer and ice-cream cabinets'],
  ['Poissonnerie du Port SARL', 'Quai Lardenoy, 97110 Pointe-à-Pitre', 'flake ice machine'],
];
/** Parts: French / English, lowest and highest price in cents before VAT. */
const PARTS: [string, number, number][] = [
  ['Moteur ventilateur évaporateur / Evaporator fan motor', 12000, 26000],
  ['Régulateur électronique / Electronic controller', 9000, 19000],
  ['Détendeur thermostatique / Expansion valve', 14000, 26000],
  ['Filtre déshydrateur / Filter drier', 3500, 7000],
  ['Contacteur 25 A / Contactor 25 A', 4500, 9500],
  ['Joint de porte chambre froide / Cold room door gasket', 9000, 18000],
  ['Pressostat HP/BP / Dual pressure switch', 6500, 12500],
  ['Compresseur hermétique / Hermetic compressor', 68000, 140000],
];

/** A SIREN passing the Luhn check and its French VAT number. */
function siren(rng: Rng): { siren: string; vat: string } {
  const digits = [rng.int(3, 8), ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  const sumOf = (ds: number[]) =>
    ds
      .slice()
      .reverse()
      .reduce((s, d, i) => s + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  let check = 0;
  while (sumOf([...digits, check]) % 10 !== 0) check++;
  const s = [...digits, check].join('');
  const key = (12 + 3 * (Number(s) % 97)) % 97;
  return { siren: s, vat: `FR${String(key).padStart(2, '0')}${s}` };
}

/**
 * A commercial refrigeration engineer's invoice in Baie-Mahault, Guadeloupe, A4 (Liberation Serif), in French with
 * English under each heading for English-speaking managers: "FACTURE / INVOICE" "FCS-yyyy-nnnn", the SIRET and the
 * French VAT number, invoice date, the date of the call-out and the due date (+30) in a ruled strip, hotels,
 * restaurants and shops with the equipment serviced, call-out, labour hours, refrigerant by the kilogram and parts,
 * the quarterly maintenance visit on some, EUR written "1 234,56 €", VAT at Guadeloupe's 8.5% added to the "Total HT".
 * Monday to Friday.
 */
export const enGuadeloupeCommercialRefrigerationServiceInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const p = (c: number) => Math.round((c * up) / 10) * 10;
    const [client, address, equipment] = rng.pick(CLIENTS);
    const hours = rng.int(2, 9) + (rng.chance(0.5) ? 0.5 : 0);
    const hourly = p(6500);
    const gas = rng.pick(['R-452A', 'R-404A', 'R-449A']);
    const kg = rng.int(1, 8) + (rng.chance(0.5) ? 0.5 : 0);
    const perKg = p(rng.int(6000, 9500));
    const rows: [string, string, number][] = [
      ['Déplacement / Call-out (Grande-Terre)', '1', p(8500)],
      [`Main d'œuvre / Labour (${comma(hours * 100).replace(/,00$/, '')} h × ${comma(hourly, ' ')} €)`, comma(hours * 100), Math.round(hours * hourly)],
      [`Recharge fluide ${gas} / Refrigerant ${gas} (kg)`, comma(kg * 100), Math.round(kg * perKg)],
    ];
    for (const [name, lo, hi] of rng.some(PARTS, rng.int(1, 3))) rows.push([name, '1', p(rng.int(lo, hi))]);
    if (rng.chance(0.35)) rows.push(['Visite d’entretien trimestrielle / Quarterly maintenance visit', '1', p(19000)]);
    const net = total(rows.map(([, , s]) => s));
    const vat = Math.round((net * RATE_TENTHS) / 1000);
    const gross = net + vat;
    const vendorName = 'Froid Caraïbes Services SARL';
    const ids = siren(new Rng(seedOf(`h76~${vendorName}`)));
    const doc = `FCS-${date.slice(0, 4)}-${String(rng.int(40, 980)).padStart(4, '0')}`;
    const visit = plus(date, -rng.int(1, 9));
    const eur = (c: number) => `<span class="nw">${comma(c, ' ')} €</span>`;
    const body = `<div class="hd"><div><div class="nm">${e(vendorName)}</div><div>Froid commercial &amp; climatisation · Commercial refrigeration</div><div class="sm">ZI de Jarry, Voie Verte, 97122 Baie-Mahault, Guadeloupe (F.W.I.) · +590 590 ${rng.int(20, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}</div><div class="sm">SIRET ${ids.siren} 000${rng.int(10, 99)} · RCS Pointe-à-Pitre · TVA / VAT No. ${ids.vat}</div></div>
<div class="tt">FACTURE<br><span>INVOICE</span><div class="no">N° ${doc}</div></div></div>
<table class="strip"><tr><th>Date de facture<br><i>Invoice date</i></th><th>Date d'intervention<br><i>Service date</i></th><th>Échéance<br><i>Due date</i></th><th>Conditions<br><i>Terms</i></th></tr>
<tr><td>${dt(date, 'dd/mm/yyyy')}</td><td>${dt(visit, 'dd/mm/yyyy')}</td><td>${dt(plus(date, 30), 'dd/mm/yyyy')}</td><td>30 jours / 30 days</td></tr></table>
<div class="cl"><div class="lb">Client / Bill to</div><b>${e(client)}</b><br>${e(address)}<br>Équipement / Equipment: ${e(equipment)}</div>
<table class="it"><thead><tr><th>Désignation / Description</th><th>Qté / Qty</th><th>Montant HT / Net</th></tr></thead><tbody>${rows.map(([d, q, s]) => `<tr><td>${e(d)}</td><td>${q}</td><td>${eur(s)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><td>Total HT <i>/ Net total</i></td><td>${eur(net)}</td></tr><tr><td>TVA 8,5 % <i>/ VAT 8.5%</i></td><td>${eur(vat)}</td></tr><tr class="g"><td>Total TTC <i>/ Total due</i></td><td>${eur(gross)}</td></tr></table>
<div class="pay">Règlement par virement / Payment by bank transfer: IBAN FR76 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · BIC BNPAGPGP. Pénalités de retard : trois fois le taux d'intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €.</div>
<div class="ft">Fluides frigorigènes manipulés par un opérateur titulaire de l'attestation de capacité. Refrigerants handled under a certificate of capacity.</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','DejaVu Serif';font-size:12.5px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #00838f;padding-bottom:8px}.nm{font-size:22px;font-weight:bold;color:#006064}
.tt{text-align:right;font-size:24px;font-weight:bold;color:#006064}.tt span{font-size:15px;color:#444}.no{font-size:14px;color:#000;margin-top:4px}
.strip{width:100%;margin:12px 0}.strip th{background:#e0f7fa;font-weight:normal;font-size:11px;padding:4px;border:1px solid #80deea;text-align:left}.strip td{padding:5px 4px;border:1px solid #80deea;font-weight:bold}
.cl{margin:8px 0 12px;line-height:1.5}.lb{font-size:11px;color:#00838f;text-transform:uppercase}.it{width:100%}.it th{border-bottom:2px solid #00838f;text-align:left;padding:4px}.it td{padding:4px;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.nw{white-space:nowrap}.tot{margin:12px 0 0 auto;min-width:46%}.tot td{padding:4px 6px}.tot td:last-child{text-align:right}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #00838f}
.pay{margin-top:22px;font-size:11px}.ft{margin-top:10px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
