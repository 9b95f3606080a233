import { esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { fr, frEur, frLong, siret } from './extra';

const BRASSERIES = [
  { brand: 'Brasserie du Marché', legal: 'SARL Le Comptoir des Halles', addr: ['12 rue Montorgueil', '75002 Paris'], tel: '01 42 36 ' },
  { brand: 'Le Zinc Lyonnais', legal: 'SAS Bouchon Saint-Paul', addr: ['4 place Saint-Paul', '69005 Lyon'], tel: '04 78 28 ' },
  { brand: 'Café de la Promenade', legal: 'SARL Azur Restauration', addr: ['51 promenade des Anglais', '06000 Nice'], tel: '04 93 87 ' },
  { brand: 'Chez Margot', legal: 'EURL Margot & Fils', addr: ['9 quai des Chartrons', '33000 Bordeaux'], tel: '05 56 44 ' },
];
/** Name, price TTC in cents, alcoholic (20% VAT) or food and soft drinks (10%). */
const MENU: [string, number, boolean][] = [
  ['Soupe à l’oignon', 1150, false],
  ['Croque-monsieur', 1450, false],
  ['Salade niçoise', 1690, false],
  ['Steak frites', 2490, false],
  ['Moules marinières', 2190, false],
  ['Confit de canard', 2650, false],
  ['Quiche lorraine', 1350, false],
  ['Crème brûlée', 850, false],
  ['Tarte Tatin', 900, false],
  ['Café expresso', 290, false],
  ['Eau minérale 50cl', 550, false],
  ['Coca-Cola', 490, false],
  ['Verre Côtes du Rhône', 750, true],
  ['Pichet rosé 46cl', 1900, true],
  ['Demi pression', 590, true],
  ['Kir royal', 1100, true],
  ['Bouteille Chablis', 4200, true],
];

/**
 * A French brasserie's bill on 80 mm paper in EUR (Liberation Mono, Nimbus Mono PS or Inconsolata; the
 * brand in Z003 or P052), French labels with English ones beside some: the brand, the address, the
 * operating company ("SARL", "SAS" or "EURL") with "SIRET", "NAF" and "TVA intracom. FR…", table, covers
 * and waiter, "Note n°" with six digits, the date (dd/mm/yyyy or "mer. 14 mai 2024") and time, dishes
 * and drinks with quantities, "TOTAL TTC" ("87,40 €"), a VAT table by rate (10% food and soft drinks,
 * 20% alcohol: HT, TVA, TTC) and "Total TVA", "Service compris 15%" without an amount, then the card
 * slip ("CB SANS CONTACT", "Montant", a "Pourboire / Tip" added on some and "Total débité / Total
 * charged") or cash and change.
 */
export const enFrenchBrasserieBill: Layout = {
  id: 'en-french-brasserie-bill',
  lang: 'en',
  kind: 'restaurant',
  make(rng: Rng) {
    const b = rng.pick(BRASSERIES);
    const date = randomDate(rng, '2023-06-01', '2026-02-28');
    const covers = rng.int(1, 5);
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, unit, alc]) => ({ name, unit, alc, qty: rng.int(1, Math.max(1, Math.min(covers, 3))) }));
    const ttc = (alc: boolean) => lines.filter((l) => l.alc === alc).reduce((a, l) => a + l.qty * l.unit, 0);
    const groups = [
      { rate: 10, ttc: ttc(false) },
      { rate: 20, ttc: ttc(true) },
    ]
      .filter((g) => g.ttc > 0)
      .map((g) => ({ ...g, tva: vatOfGross(g.ttc, g.rate) }));
    const bill = groups.reduce((a, g) => a + g.ttc, 0);
    const tva = groups.reduce((a, g) => a + g.tva, 0);
    const cash = rng.chance(0.25);
    const tip = !cash && rng.chance(0.5) ? rng.pick([200, 300, 500, 1000]) : 0;
    const total = bill + tip;
    const docNo = String(rng.int(1200, 48999)).padStart(6, '0');
    const font = rng.pick(['Liberation Mono', 'Nimbus Mono PS', 'Inconsolata']);
    const brandFont = rng.pick(['Z003', 'P052']);
    const opened = rng.int(12 * 60, 21 * 60);
    const dateText = rng.chance(0.5) ? dt(date, 'dd/mm/yyyy') : frLong(date);
    const r = (a: string, c: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${c}</span></div>`;
    const paid = Math.ceil(total / 1000) * 1000;
    const body = `<div class="s"><div class="brand">${esc(b.brand)}</div><div class="c">${b.addr.map(esc).join('<br>')}<br>Tél. ${b.tel}${rng.int(10, 99)} ${rng.int(10, 99)}</div>
<div class="c sm">${esc(b.legal)} · SIRET ${siret(rng)}<br>NAF 5610A · TVA intracom. FR${rng.digits(2)} ${rng.digits(9)}</div><div class="d"></div>
${r(`Table ${rng.int(1, 40)} · Couverts ${covers}`, `Serveur: ${esc(rng.pick(['Julien', 'Camille', 'Karim', 'Léa', 'Thomas']))}`)}${r(`Note n° ${docNo}`, '')}${r(dateText, hhmm(opened + rng.int(40, 120)))}<div class="d"></div>
${lines.map((l) => r(`${l.qty} ${esc(l.name)}`, fr(l.qty * l.unit))).join('')}<div class="d"></div>
${r('TOTAL TTC / Total incl. VAT', frEur(bill), 'b big')}<table class="tva"><tr><th>Taux</th><th>HT</th><th>TVA</th><th>TTC</th></tr>${groups.map((g) => `<tr><td>${g.rate},0 %</td><td>${fr(g.ttc - g.tva)}</td><td>${fr(g.tva)}</td><td>${fr(g.ttc)}</td></tr>`).join('')}</table>
${r('Total TVA / VAT', fr(tva))}<div class="c sm">Service compris 15 % · Prix nets / Service included</div><div class="d"></div>
${cash ? `${r('Espèces / Cash', fr(paid))}${r('Rendu / Change', fr(paid - total))}` : `<div class="c">CB SANS CONTACT</div><div class="c sm">${rng.pick(['VISA', 'MASTERCARD'])} ************${rng.digits(4)}<br>A${rng.digits(10)} · AUTO ${rng.digits(6)}</div>${r('Montant / Amount', frEur(bill))}${tip ? r('Pourboire / Tip', frEur(tip)) : ''}${r('Total débité / Total charged', frEur(total), 'b')}`}
<div class="d"></div><div class="c">Merci de votre visite — à bientôt !</div><div class="c sm">Thank you · Wi-Fi: ${esc(b.brand.split(' ').pop() ?? '')}${rng.digits(4)}</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}',serif;font-size:${brandFont === 'Z003' ? 26 : 21}px;text-align:center;line-height:1.15;margin-bottom:1mm}
.c{text-align:center}.b{font-weight:bold}.big{font-size:13px}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.sm{font-size:9.5px;margin-top:0.5mm}
.tva{width:100%;border-collapse:collapse;font-size:10px;margin:1.5mm 0}.tva th{border-bottom:1px solid #000;font-weight:normal;text-align:right}.tva td{text-align:right}.tva th:first-child,.tva td:first-child{text-align:left}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'fr', dir: 'ltr', page: '80mm 240mm', css, body }),
      truth: { vendorName: b.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tva) },
    };
  },
};
