import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, comma, e, next, row, total, vatIn } from './extra';

const ID = 'en-ghent-waterzooi-restaurant-bill';

/** Menu: name, price in cents incl. VAT (2022), VAT class: A food 12%, B drinks 21%. */
const MENU: [string, number, 'A' | 'B'][] = [
  ['Gentse waterzooi (chicken)', 2450, 'A'],
  ['Waterzooi of North Sea fish', 2950, 'A'],
  ['Flemish beef stew, fries', 2350, 'A'],
  ['Grey shrimp croquettes (2)', 1650, 'A'],
  ['Asparagus Flemish style', 1900, 'A'],
  ['Cheese croquettes (2)', 1350, 'A'],
  ['Dame blanche', 950, 'A'],
  ['Gentse mokken & coffee', 750, 'B'],
  ['Gruut blond 33cl', 550, 'B'],
  ['Westmalle tripel 33cl', 650, 'B'],
  ['House wine, glass', 700, 'B'],
  ['Sparkling water 50cl', 550, 'B'],
  ['Jenever (Ghent), shot', 450, 'B'],
];

/**
 * A Flemish restaurant on the Graslei in Ghent, Belgium, 80 mm (Noto Serif name, DejaVu Sans Condensed slip), in English for
 * visitors with Dutch beside: "BV" company with its "BTW/VAT BE 0xxx.xxx.xxx", table and covers, each dish or drink with its VAT
 * class letter (A 12% food, B 21% drinks), decimal commas, "TOTAAL / TOTAL EUR", a VAT table per class (net, VAT, incl.),
 * "Service inbegrepen / Service included", "VAT TICKET" with "Ticket nr" and the date (dd/mm/yyyy) and time, and on some the card
 * slip with a tip added, marked as not part of the bill. Closed on Mondays.
 */
export const enGhentWaterzooiRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [1]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const covers = rng.int(2, 6);
    const lines = rng.some(MENU, rng.int(4, 8)).map(([name, p, cls]) => {
      const qty = rng.int(1, covers);
      const unit = Math.round((p * up) / 50) * 50;
      return { name, cls, qty, unit, sum: qty * unit };
    });
    const grossA = total(lines.filter((l) => l.cls === 'A').map((l) => l.sum));
    const grossB = total(lines.filter((l) => l.cls === 'B').map((l) => l.sum));
    const vatA = vatIn(grossA, 12);
    const vatB = vatIn(grossB, 21);
    const gross = grossA + grossB;
    const vat = vatA + vatB;
    const vendorName = 'Brasserie De Graslei BV';
    const doc = `${rng.int(1, 9)}${rng.digits(4)}`;
    const tm = hhmm(rng.int(12 * 60, 22 * 60 + 30));
    const tip = rng.chance(0.5) ? rng.pick([200, 300, 500, 800, 1000]) : 0;
    const vatRow = (c: string, rate: number, g: number, v: number) => (g ? `<tr><td>${c} ${rate}%</td><td>${comma(g - v)}</td><td>${comma(v)}</td><td>${comma(g)}</td></tr>` : '');
    const body = `<div class="nm">De Graslei</div><div class="c">Graslei ${rng.int(2, 24)}, 9000 Gent · Belgium</div><div class="c">${vendorName}</div><div class="c">BTW/VAT BE 0${rng.int(400, 899)}.${rng.digits(3)}.${rng.digits(3)}</div>
<div class="ln"></div>${row(`Tafel/Table ${rng.int(1, 30)}`, `Couverts ${covers}`)}${row(`Bediening: ${rng.pick(['Lotte', 'Jens', 'Fien', 'Wout'])}`, `Kassa 1`)}<div class="ln"></div>
${lines.map((l) => `${row(`${l.qty} ${e(l.name)}`, `${comma(l.sum)} ${l.cls}`)}${l.qty > 1 ? `<div class="q">@ ${comma(l.unit)}</div>` : ''}`).join('')}
<div class="ln"></div>${row('TOTAAL / TOTAL EUR', comma(gross), 'big')}
<table class="vt"><tr><th>BTW</th><th>Excl.</th><th>BTW</th><th>Incl.</th></tr>${vatRow('A', 12, grossA, vatA)}${vatRow('B', 21, grossB, vatB)}<tr class="s"><td>Totaal</td><td>${comma(gross - vat)}</td><td>${comma(vat)}</td><td>${comma(gross)}</td></tr></table>
<div class="c sm">Service inbegrepen / Service included</div><div class="ln"></div><div class="c b">VAT TICKET</div>${row(`Ticket nr ${doc}`, `${dt(date, 'dd/mm/yyyy')} ${tm}`)}<div class="c sm">Bedankt en tot ziens! · Thank you!</div>
${tip ? `<div class="slip"><div class="c b">BANCONTACT / CARD</div>${row('Amount', comma(gross))}${row('Tip / Fooi', comma(tip))}${row('Charged', comma(gross + tip))}<div class="c sm">Tip is not part of the bill</div></div>` : ''}`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:11.5px;width:70mm;padding:5mm}.nm{font-family:'Noto Serif';font-size:25px;text-align:center;font-style:italic}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.row{display:flex;justify-content:space-between;gap:4px}.q{font-size:10px;color:#333;padding-left:14px}
.ln{border-top:1px solid #000;margin:4px 0}.big{font-size:15px;font-weight:bold}.vt{width:100%;border-collapse:collapse;font-size:10px;margin:4px 0}.vt th,.vt td{text-align:right;padding:1px 2px}.vt th:first-child,.vt td:first-child{text-align:left}.vt .s td{border-top:1px solid #000}
.slip{border-top:1px dashed #000;margin-top:10px;padding-top:4px}`;
    const page = '80mm 210mm';
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
