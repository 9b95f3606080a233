import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { comma, next, total, vatIn } from './extra';

const ID = 'en-gracht-restaurant-bill';

/** Dutch and English name, euro cents with VAT in 2023 (approximate), VAT rate. */
const MENU: [string, string, number, number][] = [
  ['Bitterballen (8)', 'Croquette bites', 850, 9],
  ['Erwtensoep', 'Split pea soup', 795, 9],
  ['Uitsmijter ham-kaas', 'Fried eggs, ham and cheese', 1250, 9],
  ['Kibbeling met saus', 'Fried cod bites', 1450, 9],
  ['Stamppot boerenkool', 'Kale mash with smoked sausage', 1895, 9],
  ['Gebakken visfilet', 'Fried fish fillet', 2450, 9],
  ['Biefstuk met frites', 'Steak and fries', 2650, 9],
  ['Poffertjes', 'Small pancakes', 750, 9],
  ['Appeltaart met room', 'Apple pie with cream', 595, 9],
  ['Koffie', 'Coffee', 340, 9],
  ['Muntthee', 'Mint tea', 395, 9],
  ['Mineraalwater 0,75', 'Mineral water 0.75', 695, 9],
  ['Sinaasappelsap', 'Orange juice', 495, 9],
  ['Pils 25cl', 'Lager 25cl', 395, 21],
  ['Witbier', 'Wheat beer', 575, 21],
  ['Huiswijn, glas', 'House wine, glass', 550, 21],
  ['Jenever, jong', 'Young genever', 450, 21],
];

/**
 * A canal-side eetcafé in Delft, the Netherlands, the till receipt in euros, Dutch with English under each line, 80 mm
 * (Noto Sans Display for the name, DejaVu Sans Mono): "DE GRACHT" with "eetcafé · Delft", "Oude Delft …, 2611 Delft",
 * "De Gracht Delft B.V." with "KvK" and "BTW" numbers (distractors); "Tafel / Table", "Gasten / Guests" (distractors),
 * "Bon / Receipt" (two digits, a hyphen and five digits), the date dd-mm-yyyy and time; lines "q x" Dutch over English,
 * the price and a VAT letter (A 9%, B 21%); "TOTAAL / TOTAL EUR"; a VAT table (A 9% and B 21%: base, VAT, gross, and
 * the VAT total; prices include VAT); "Pin / Card"; a card slip with "Fooi / Tip" and "Totaal afgeschreven / Charged" (distractors); no
 * service charge (included in Dutch prices); any day.
 */
export const enGrachtRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2023) * 0.05;
    const lines = rng.some(MENU, rng.int(4, 9)).map(([nl, en, p, rate]) => {
      const unit = Math.round((p * rise) / 5) * 5;
      const q = rng.int(1, 3);
      return { nl, en, q, unit, rate, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const byRate = [9, 21].map((r) => {
      const g = total(lines.filter((l) => l.rate === r).map((l) => l.sum));
      return { r, g, v: vatIn(g, r) };
    });
    const vat = total(byRate.map((b) => b.v));
    const vendorName = 'De Gracht Delft B.V.';
    const doc = `${rng.int(10, 40)}-${rng.digits(5)}`;
    const tip = rng.pick([0, 0, 150, 200, 300, 500]);
    const letter = (r: number) => (r === 9 ? 'A' : 'B');
    const body = `<div class="nm">DE GRACHT</div><div class="c">eetcafé · Delft</div><div class="c sm">Oude Delft ${rng.int(20, 180)}, 2611 Delft<br>${vendorName}<br>KvK ${rng.digits(8)} · BTW NL${rng.digits(9)}B01</div>
<div class="dash"></div><div class="row"><span>Tafel / Table ${rng.int(1, 30)}</span><span>Gasten / Guests ${rng.int(1, 6)}</span></div>
<div class="row"><span>Bon / Receipt</span><span>${doc}</span></div><div class="row"><span>${dt(date, 'dd.mm.yyyy').replace(/\./g, '-')}</span><span>${rng.int(12, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}</span></div><div class="dash"></div>
${lines.map((l) => `<div class="row"><span>${l.q} x ${l.nl}</span><span>${comma(l.sum)} ${letter(l.rate)}</span></div><div class="en">${l.en}${l.q > 1 ? ` (${comma(l.unit)})` : ''}</div>`).join('')}
<div class="dash"></div><div class="row big"><span>TOTAAL / TOTAL EUR</span><span>${comma(gross)}</span></div>
<table class="vt"><tr><th>BTW / VAT</th><th>Excl.</th><th>BTW</th><th>Incl.</th></tr>${byRate
      .filter((b) => b.g > 0)
      .map((b) => `<tr><td>${letter(b.r)} ${b.r}%</td><td>${comma(b.g - b.v)}</td><td>${comma(b.v)}</td><td>${comma(b.g)}</td></tr>`)
      .join('')}<tr><td>Totaal BTW</td><td></td><td>${comma(vat)}</td><td></td></tr></table>
<div class="row"><span>Pin / Card</span><span>${comma(gross)}</span></div>
<div class="slip"><div class="c">${rng.pick(['Maestro', 'V PAY', 'Mastercard'])} · ****${rng.digits(4)}</div><div class="row"><span>Bedrag / Amount</span><span>EUR ${comma(gross)}</span></div><div class="row"><span>Fooi / Tip</span><span>EUR ${comma(tip)}</span></div><div class="row"><span>Totaal afgeschreven / Charged</span><span>EUR ${comma(gross + tip)}</span></div></div>
<div class="c sm">Bedankt en tot ziens! · Thank you, goodbye</div>`;
    const css = `body{font-family:'DejaVu Sans Mono';font-size:10.5px;width:80mm;padding:5mm 4mm;box-sizing:border-box}.nm{font-family:'Noto Sans Display';font-size:26px;font-weight:bold;text-align:center;letter-spacing:2px}.c{text-align:center}.sm{font-size:9.5px;line-height:1.5}
.row{display:flex;justify-content:space-between;gap:6px}.en{color:#555;font-size:9.5px;padding-left:3ch}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-weight:bold;font-size:13px}.vt{width:100%;margin:6px 0;font-size:9.5px}.vt th,.vt td{text-align:right}.vt th:first-child,.vt td:first-child{text-align:left}.slip{border:1px dashed #000;padding:4px;margin:8px 0}`;
    return {
      html: htmlPage({ lang: 'nl', dir: 'ltr', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
