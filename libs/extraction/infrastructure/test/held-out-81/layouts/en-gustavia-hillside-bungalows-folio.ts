import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { comma, e, next, plus, total } from './extra';

const ID = 'en-gustavia-hillside-bungalows-folio';

/**
 * Hillside bungalows above Gustavia, Saint-Barthélemy, A4 (Noto Serif, amounts in Noto Sans): the SARL's name with its
 * SIRET, "FACTURE / INVOICE" with "N°" at the right and the date (dd/mm/yyyy) under it, the guest and bungalow, arrival
 * and departure, nights at a nightly rate (high season from mid-December to mid-April), the "Taxe de séjour 5 %" on the
 * nights only, untaxed extras (airport transfer, boat trip, provisioning, extra bed), amounts with decimal commas and
 * "€" after, "TOTAL TTC", the deposit and card payment and "Solde / Balance 0,00 €". No VAT on the island. Dated the day
 * of departure.
 */
export const enGustaviaHillsideBungalowsFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(3, 9);
    const arrive = plus(date, -nights);
    const md = arrive.slice(5);
    const high = md >= '12-15' || md <= '04-15';
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const nightly = Math.round(((high ? 68000 : 42000) * up) / 1000) * 1000;
    const rooms = nights * nightly;
    const taxe = Math.round((rooms * 5) / 100);
    const extras: [string, number][] = rng.some(
      [
        ['Airport transfer (return)', 9000],
        ['Boat trip to Colombier', 38000],
        ['Villa provisioning (groceries)', rng.int(180, 620) * 100],
        ['Extra bed', 4500 * nights],
        ['Late check-out', 15000],
      ] as [string, number][],
      rng.int(1, 3),
    );
    const gross = rooms + taxe + total(extras.map(([, c]) => c));
    const eur = (c: number) => `${comma(c, ' ')} €`;
    const vendorName = 'Les Hauts de Gustavia SARL';
    const doc = `F${date.slice(0, 4)}-${String(rng.int(40, 620)).padStart(4, '0')}`;
    const deposit = Math.round(gross * 0.3);
    const body = `<div class="hd"><div><div class="nm">Les Hauts de Gustavia</div><div>Hillside bungalows · Rue du Roi Oscar II, 97133 Saint-Barthélemy</div><div class="sm">${e(vendorName)} · SIRET ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(5)} · +590 590 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}</div></div>
<div class="inv"><div class="t">FACTURE / INVOICE</div><div>N° ${doc}</div><div>${dt(date, 'dd/mm/yyyy')}</div></div></div>
<table class="kv"><tr><th>Guest</th><td>${rng.pick(['Mr & Mrs J. Whitfield', 'Ms Laura Bianchi', 'Dr Anders Holm', 'Mr Paul Okafor'])}</td><th>Bungalow</th><td>${rng.pick(['Frangipanier', 'Flamboyant', 'Corossol', 'Latanier'])}</td></tr><tr><th>Arrival</th><td>${dt(arrive, 'dd/mm/yyyy')}</td><th>Departure</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr></table>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Amount</th></tr>
<tr><td>Nuitées / Nights (${high ? 'high season' : 'low season'})</td><td>${nights}</td><td>${eur(nightly)}</td><td>${eur(rooms)}</td></tr>
<tr><td>Taxe de séjour 5 % (on nights)</td><td></td><td></td><td>${eur(taxe)}</td></tr>
${extras.map(([n, c]) => `<tr><td>${n}</td><td>1</td><td>${eur(c)}</td><td>${eur(c)}</td></tr>`).join('')}</table>
<table class="tt"><tr class="g"><td>TOTAL TTC</td><td>${eur(gross)}</td></tr><tr><td>Acompte / Deposit received</td><td>-${eur(deposit)}</td></tr><tr><td>Card payment at check-out</td><td>-${eur(gross - deposit)}</td></tr><tr><td>Solde / Balance</td><td>${eur(0)}</td></tr></table>
<p class="sm">TVA non applicable – Saint-Barthélemy (no VAT in the territory). Taxe de séjour collected for the Collectivité de Saint-Barthélemy.</p>`;
    const css = `body{font-family:'Noto Serif','FreeSerif';font-size:13px;padding:16mm 18mm}.sm{font-size:10.5px;color:#333}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #c2703d;padding-bottom:8px}.nm{font-size:26px;color:#c2703d}
.inv{text-align:right}.t{font-size:18px;font-weight:bold}table{border-collapse:collapse}.kv{margin:12px 0;width:100%}.kv th{text-align:left;font-weight:normal;color:#777;padding:3px}.kv td{padding:3px;font-weight:bold}
.it{width:100%;margin:10px 0;font-family:'Noto Sans','FreeSans';font-size:12px}.it th{text-align:left;border-bottom:1.5px solid #c2703d;padding:4px}.it td{padding:4px;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.tt{width:55%;margin:8px 0 12px auto;font-family:'Noto Sans','FreeSans'}.tt td{padding:4px}.tt td:last-child{text-align:right}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #c2703d;border-bottom:1px solid #c2703d}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(taxe) },
    };
  },
};
