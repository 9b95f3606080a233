import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, next, plus, total } from './extra';

const ID = 'en-saint-martin-marigot-storm-shutter-fitter-invoice';

const CLIENTS: [string, string][] = [
  ['Villa Bleu Lagon - M. et Mme Laurent', 'Terres Basses, 97150 Saint-Martin'],
  ['Le Petit Carbet Restaurant SARL', 'Boulevard de Grand Case, 97150 Saint-Martin'],
  ['Syndic Résidence Les Hauts de Baie Nettlé', 'Baie Nettlé, 97150 Saint-Martin'],
  ['Mr. Daniel Okafor', 'Orient Bay, 97150 Saint-Martin'],
  ['Pharmacie de Sandy Ground', 'Sandy Ground, 97150 Saint-Martin'],
];

/**
 * A storm shutter fitter's invoice in Marigot, French Saint-Martin, A4 (URW Gothic): brand "ISLAND SHIELD" in a sea-green
 * block with the company's name, address, SIRET and TGCA number, "FACTURE / INVOICE" with "N° F" and the year and four
 * digits, a row of three dated cells (invoice date, work date, due date at 15 days), the client (villas, a restaurant, a
 * condominium, a pharmacy), lines with French and English descriptions: aluminium roll-down hurricane shutters per unit,
 * accordion shutters per m² (two decimals), polycarbonate storm panels, stainless fixings, fitting labour by the hour, a
 * pre-season service visit per opening on some; euro amounts "1 234,56 €"; "Total HT", "TGCA 4 %" (the collectivity's
 * general turnover tax instead of VAT) and "Total TTC", a deposit paid at order and the balance due on some. Monday to
 * Friday.
 */
export const enSaintMartinMarigotStormShutterFitterInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const p = (c: number) => Math.round((c * up) / 100) * 100;
    const lines: [string, string, string, number][] = [];
    if (rng.chance(0.6)) {
      const n = rng.int(1, 5);
      const unit = p(rng.int(980, 1650) * 100);
      lines.push([
        `Volet roulant aluminium anti-cyclonique ${rng.pick(['120 x 140', '180 x 220', '240 x 220', '90 x 120'])} cm`,
        'Aluminium roll-down hurricane shutter',
        `${n} x ${comma(unit, ' ')}`,
        n * unit,
      ]);
    }
    if (lines.length === 0 || rng.chance(0.5)) {
      const m2 = rng.int(250, 1800);
      const unit = p(rng.int(185, 240) * 100);
      lines.push(['Volet accordéon aluminium, au m²', 'Accordion shutter, per m²', `${comma(m2, ' ')} m² x ${comma(unit, ' ')}`, mul(m2 / 100, unit)]);
    }
    if (rng.chance(0.4)) {
      const n = rng.int(4, 16);
      const unit = p(rng.int(85, 140) * 100);
      lines.push(['Panneaux polycarbonate anti-cyclone', 'Polycarbonate storm panels', `${n} x ${comma(unit, ' ')}`, n * unit]);
    }
    const fix = p(rng.int(60, 180) * 100);
    lines.push(['Fixations et ancrages inox (forfait)', 'Stainless fixings and anchors (lump sum)', '1', fix]);
    const hours = rng.int(3, 16);
    const rate = p(rng.pick([55, 60, 65]) * 100);
    lines.push(['Main-d’œuvre pose', 'Fitting labour', `${hours} h x ${comma(rate, ' ')}`, hours * rate]);
    if (rng.chance(0.3)) {
      const openings = rng.int(4, 12);
      const unit = p(rng.pick([25, 30, 35]) * 100);
      lines.push(['Visite d’entretien avant saison cyclonique', 'Pre-season service visit, per opening', `${openings} x ${comma(unit, ' ')}`, openings * unit]);
    }
    const ht = total(lines.map((l) => l[3]));
    const tgca = Math.round((ht * 4) / 100);
    const ttc = ht + tgca;
    const deposit = rng.chance(0.4) ? Math.round((ttc * 0.4) / 100) * 100 : 0;
    const vendorName = 'Island Shield Shutters SARL';
    const doc = `F${date.slice(0, 4)}-${String(rng.int(40, 980)).padStart(4, '0')}`;
    const work = avoid(plus(date, -rng.int(0, 6)), [0, 6]);
    const due = plus(date, 15);
    const [client, where] = rng.pick(CLIENTS);
    const eur = (c: number) => `${comma(c, ' ')} €`;
    const body = `<div class="top"><div class="logo"><div class="b1">ISLAND SHIELD</div><div class="b2">Storm shutters · Volets anti-cyclone</div></div>
<div class="co"><b>${e(vendorName)}</b><br>${rng.int(2, 48)} rue de Hollande, 97150 Marigot<br>Saint-Martin (partie française)<br>SIRET ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(5)}<br>N° TGCA ${rng.digits(6)}<br>+590 690 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div></div>
<div class="ttl">FACTURE / INVOICE <span>N° ${doc}</span></div>
<div class="cells"><div><i>Date de facture / Invoice date</i><b>${dt(date, 'dd/mm/yyyy')}</b></div><div><i>Date d’intervention / Work date</i><b>${dt(work, 'dd/mm/yyyy')}</b></div><div><i>Échéance / Due</i><b>${dt(due, 'dd/mm/yyyy')}</b></div></div>
<div class="cl"><i>Client</i><br><b>${e(client)}</b><br>${e(where)}</div>
<table class="items"><thead><tr><th>Désignation / Description</th><th>Qté x P.U.</th><th>Montant HT</th></tr></thead><tbody>
${lines.map(([fr, en, q, s]) => `<tr><td>${e(fr)}<div class="en">${e(en)}</div></td><td>${e(q)}</td><td>${eur(s)}</td></tr>`).join('')}
</tbody></table>
<table class="tt"><tr><td>Total HT</td><td>${eur(ht)}</td></tr><tr><td>TGCA 4 % <span class="sm">(taxe générale sur le chiffre d’affaires)</span></td><td>${eur(tgca)}</td></tr><tr class="g"><td>Total TTC</td><td>${eur(ttc)}</td></tr>
${deposit ? `<tr><td>Acompte versé / Deposit paid</td><td>- ${eur(deposit)}</td></tr><tr class="d"><td>Reste à payer / Balance due</td><td>${eur(ttc - deposit)}</td></tr>` : ''}</table>
<div class="foot">TVA non applicable à Saint-Martin - TGCA collectée pour le compte de la Collectivité. Paiement par virement: IBAN FR76 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}. Pénalités de retard: 3 fois le taux d’intérêt légal.</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','DejaVu Sans';font-size:12px;padding:13mm 15mm;color:#111}.top{display:flex;justify-content:space-between}.logo{background:#00796b;color:#fff;padding:12px 16px}.b1{font-size:24px;font-weight:bold;letter-spacing:2px}.b2{font-size:11px}
.co{text-align:right;font-size:11px;line-height:1.5}.ttl{font-size:20px;font-weight:bold;margin:16px 0 8px}.ttl span{font-size:16px;color:#00796b;margin-left:16px}
.cells{display:flex;gap:8px}.cells div{flex:1;border-top:3px solid #00796b;background:#f1f8f7;padding:5px 8px;display:flex;flex-direction:column}.cells i{font-size:10px;font-style:normal;color:#555}
.cl{margin:12px 0;line-height:1.5}.cl i{font-style:normal;color:#555;font-size:10.5px}.en{font-size:10.5px;color:#555;font-style:italic}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}
.tt{width:48%;margin-left:auto;margin-top:10px}.tt td{padding:3px 4px}.tt td:last-child{text-align:right;white-space:nowrap}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #00796b}.tt .d td{font-weight:bold}.foot{margin-top:26px;font-size:9.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(ttc), tax: truthAmount(tgca) },
    };
  },
};
