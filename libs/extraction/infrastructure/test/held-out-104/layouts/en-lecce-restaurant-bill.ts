import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { comma, next, total, vatIn } from './extra';

const ID = 'en-lecce-restaurant-bill';

/** Dish (Italian / English), euro cents IVA included in 2022. */
const MENU: [string, number][] = [
  ['Frisa al pomodoro / Tomato frisa', 800],
  ['Tagliere salentino / Cured meats board', 1600],
  ['Purè di fave e cicorie / Fava purée, chicory', 1300],
  ['Orecchiette al pomodoro e cacioricotta / Orecchiette, tomato', 1200],
  ['Sagne ncannulate al sugo / Twisted pasta, tomato', 1200],
  ['Polpo alla griglia / Grilled octopus', 1900],
  ['Polpette al sugo / Meatballs, tomato', 1400],
  ['Turcinieddhi / Lamb skewers', 1500],
  ['Verdure grigliate / Grilled vegetables', 700],
  ['Pasticciotto / Custard pastry', 450],
  ['Granita al limone / Lemon granita', 350],
  ['Acqua minerale 0,75 l / Mineral water', 300],
  ['Vino rosso della casa 0,5 l / House red', 1000],
  ['Birra artigianale / Apulian beer', 600],
];

/**
 * A restaurant in the old town of Lecce, Apulia, Italy, the till's "documento commerciale" in euros with English under
 * the Italian, 80 mm (Nimbus Mono PS, Noto Serif Display for the name): "Osteria Pizzica" with "cucina salentina",
 * "Via dei Perroni, 73100 Lecce (LE)", the company "Pizzica S.r.l." with its "P. IVA" of eleven digits (a distractor);
 * "DOCUMENTO COMMERCIALE di vendita o prestazione"; table and covers (distractors); each dish as quantity, Italian and
 * English and the price with a decimal comma and "10%"; "Coperto / Cover charge" a person; sometimes "Servizio 12% /
 * Service" on food and drink; "TOTALE COMPLESSIVO / TOTAL EUR", "di cui IVA / of which VAT 10%" (contained);
 * "Pagamento elettronico / Card"; "DOCUMENTO N." (the closure number and the document's, four digits each, hyphenated)
 * and the date dd-mm-yyyy with the time; a card slip below with "Mancia / Tip" and "Totale addebitato / Charged"
 * (distractors); any day.
 */
export const enLecceRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const covers = rng.int(2, 8);
    const lines = rng.some(MENU, rng.int(4, 9)).map(([dish, p]) => {
      const q = rng.int(1, Math.max(1, Math.ceil(covers / 2)));
      const price = Math.round((p * rise) / 50) * 50;
      return { dish, q, sum: q * price };
    });
    const coverEach = Math.round((250 * rise) / 50) * 50;
    lines.push({ dish: 'Coperto / Cover charge', q: covers, sum: covers * coverEach });
    const food = total(lines.map((l) => l.sum));
    const service = rng.chance(0.5) ? share(food, 12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, 10);
    const vendorName = 'Pizzica S.r.l.';
    const doc = `${String(rng.int(40, 1400)).padStart(4, '0')}-${String(rng.int(1, 160)).padStart(4, '0')}`;
    const hour = `${rng.int(12, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const tip = rng.pick([0, 200, 500, 1000]);
    const rows = lines
      .map((l) => `<div class="ln"><div>${l.q} x ${l.dish.replace(' / ', '<br><i>')}</i></div><div class="r"><span>10%</span><span>${comma(l.sum)}</span></div></div>`)
      .join('');
    const body = `<div class="nm">Osteria Pizzica</div><div class="c">cucina salentina</div><div class="c">Via dei Perroni ${rng.int(2, 40)}<br>73100 Lecce (LE)<br>Pizzica S.r.l. · P. IVA ${rng.digits(11)}</div>
<div class="c b dc">DOCUMENTO COMMERCIALE<br>di vendita o prestazione</div><div class="r"><span>Tavolo / Table ${rng.int(1, 30)}</span><span>Coperti / Covers ${covers}</span></div><div class="hr"></div>
<div class="r sm"><span>DESCRIZIONE / ITEM</span><span>IVA · Prezzo (€)</span></div>${rows}
${service ? `<div class="r"><span>Servizio 12% / Service</span><span>${comma(service)}</span></div>` : ''}<div class="hr"></div>
<div class="r tot"><span>TOTALE COMPLESSIVO<br><i>TOTAL EUR</i></span><span>${comma(gross)}</span></div><div class="r"><span>di cui IVA / of which VAT 10%</span><span>${comma(vat)}</span></div>
<div class="r"><span>Pagamento elettronico / Card</span><span>${comma(gross)}</span></div><div class="hr"></div>
<div class="c">${dt(date, 'dd/mm/yyyy').replace(/\//g, '-')} ${hour}<br>DOCUMENTO N. ${doc}<br>RT ${rng.pick(['96', '72', '80'])}${rng.digits(6)}</div>
<div class="slip"><div class="c b">RICEVUTA POS / CARD SLIP</div><div class="r"><span>Importo / Amount</span><span>EUR ${comma(gross)}</span></div><div class="r"><span>Mancia / Tip</span><span>EUR ${comma(tip)}</span></div><div class="r b"><span>Totale addebitato / Charged</span><span>EUR ${comma(gross + tip)}</span></div><div class="r"><span>Aut.</span><span>${rng.digits(6)}</span></div></div>
<div class="c sm">Grazie e arrivederci! / Thank you!</div>`;
    const css = `body{font-family:'Nimbus Mono PS';font-size:12px;width:80mm;box-sizing:border-box;padding:5mm 5mm 10mm;line-height:1.35}.nm{font-family:'Noto Serif Display';font-size:27px;font-style:italic;text-align:center}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10.5px}
.dc{margin:8px 0 4px;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0}.r{display:flex;justify-content:space-between;gap:6px}.r span:last-child{text-align:right;white-space:nowrap}.r span:last-child{display:flex;gap:12px}.ln{margin:3px 0}.ln i{font-size:10.5px;color:#333}
.hr{border-top:1px dashed #000;margin:5px 0}.tot{font-size:16px;font-weight:bold}.tot i{font-size:11px}.slip{border:1px dashed #000;margin:10px 0;padding:4px 6px}`;
    return {
      html: htmlPage({ lang: 'it', dir: 'ltr', page: '80mm 340mm', css, body }),
      page: '80mm 340mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
