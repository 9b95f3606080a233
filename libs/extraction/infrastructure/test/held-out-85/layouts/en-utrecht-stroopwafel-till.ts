import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, comma, next, row, total, vatIn } from './extra';

const ID = 'en-utrecht-stroopwafel-till';

/** Goods: name, cents including BTW (2022), BTW rate. */
const GOODS: [string, number, number][] = [
  ['Verse stroopwafel (los) / fresh waffle', 250, 9],
  ['Stroopwafels 10 st. / pack of 10', 795, 9],
  ['Karamelkoekjes 250 g / caramel biscuits', 495, 9],
  ['Chocolade stroopwafel / chocolate-dipped', 375, 9],
  ['Koffie / coffee', 320, 9],
  ['Warme chocomel / hot chocolate', 380, 9],
  ['Cadeaublik Domtoren / gift tin', 1495, 21],
  ['Stroopwafelmok / waffle mug', 1250, 21],
  ['Theedoek Utrecht / tea towel', 995, 21],
];

/**
 * A stroopwafel bakery on Utrecht's Oudegracht, the Netherlands, 80 mm (Liberation Mono): the B.V. with KvK and "BTW-nr
 * NL…B01", "KASSABON / RECEIPT", "Bonnr. / Receipt no." (six digits), date (dd-mm-yyyy) and time, goods in Dutch and
 * English with "2 x 7,95" and decimal commas, "TOTAAL / TOTAL EUR", a BTW table (9% on food and drink, 21% on gifts, each
 * contained), pin (debit card) or cash. Closed on Monday.
 */
export const enUtrechtStroopwafelTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [1]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, p, rate]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 5) * 5;
      return { name, q, unit, rate, sum: q * unit };
    });
    const low = total(lines.filter((l) => l.rate === 9).map((l) => l.sum));
    const high = total(lines.filter((l) => l.rate === 21).map((l) => l.sum));
    const gross = low + high;
    const vLow = vatIn(low, 9);
    const vHigh = vatIn(high, 21);
    const vat = vLow + vHigh;
    const vendorName = 'Stroopwafelbakkerij Oudegracht B.V.';
    const doc = String(rng.int(100000, 999999));
    const btwRows = [...(low ? [[`9%`, comma(low - vLow), comma(vLow), comma(low)]] : []), ...(high ? [[`21%`, comma(high - vHigh), comma(vHigh), comma(high)]] : [])];
    const body = `<div class="nm">DE WAFELGRACHT</div><div class="c sm">${vendorName}<br>Oudegracht ${rng.int(100, 320)}, 3511 Utrecht<br>KvK ${rng.digits(8)} · BTW-nr NL${rng.digits(9)}B01</div><div class="rule"></div>
<div class="c b">KASSABON / RECEIPT</div>${row('Bonnr. / Receipt no.', doc)}${row('Datum / Date', `${dt(date, 'yyyy-mm-dd').split('-').reverse().join('-')} ${hhmm(rng.int(9 * 60, 18 * 60))}`)}${row('Kassa', `${rng.int(1, 2)} · ${rng.pick(['Sanne', 'Daan', 'Femke', 'Jesse'])}`)}<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`&nbsp;&nbsp;${l.q} x ${comma(l.unit)}${l.rate === 21 ? ' B' : ' A'}`, comma(l.sum))}`).join('')}<div class="dbl"></div>
${row('TOTAAL / TOTAL EUR', comma(gross), 'big')}<table class="btw"><tr><th>BTW</th><th>Netto</th><th>BTW</th><th>Bruto</th></tr>${btwRows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>
${rng.chance(0.7) ? row('PIN / Debit card', comma(gross)) : `${row('Contant / Cash', comma(Math.ceil(gross / 500) * 500))}${row('Wisselgeld / Change', comma(Math.ceil(gross / 500) * 500 - gross))}`}
<div class="c sm">A = 9% BTW · B = 21% BTW<br>Bedankt! Thank you!</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','DejaVu Sans Mono';font-size:11.5px;width:72mm;padding:4mm}.nm{text-align:center;font-size:20px;font-weight:bold;letter-spacing:2px}.big{font-size:15px;font-weight:bold}
.btw{width:100%;margin:4px 0;font-size:11px}.btw th,.btw td{text-align:end;padding:1px 2px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
