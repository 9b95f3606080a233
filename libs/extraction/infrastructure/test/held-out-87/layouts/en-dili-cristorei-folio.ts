import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { baseCss, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-dili-cristorei-folio';

/**
 * A small hotel on the road to Cristo Rei, Dili, Timor-Leste, A4 (C059 name, Noto Sans): "Cristo Rei Bay Hotel", the
 * "Unipessoal, Lda." and its "TIN", "GUEST FOLIO / TAX INVOICE", label pairs in two columns ("Folio No." "CRB-" and five
 * digits, "Invoice date" d Mon yyyy, guest, room, arrival and departure with weekdays), a line per night at a rate in US
 * dollars, breakfasts, laundry, an airport transfer or an Atauro boat trip, "Subtotal", "Services Tax 5%" added, "Total (USD)",
 * the payment as a minus and "Balance 0.00"; dated the day of departure.
 */
export const enDiliCristoreiFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(2, 6);
    const arrival = plus(date, -nights);
    const rate = rng.pick([8500, 9500, 11000, 13500]);
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      lines.push([dt(d, 'd Mon yyyy'), `Room ${enDay(d).slice(0, 3)} night`, rate]);
    }
    if (rng.chance(0.7)) lines.push([dt(plus(arrival, 1), 'd Mon yyyy'), `Breakfast x ${nights * 2}`, nights * 2 * 1200]);
    if (rng.chance(0.5)) lines.push([dt(plus(arrival, 2), 'd Mon yyyy'), 'Laundry service', rng.int(8, 30) * 100]);
    lines.push(
      rng.chance(0.5)
        ? [dt(date, 'd Mon yyyy'), 'Airport transfer (Presidente Nicolau Lobato)', 2500]
        : [dt(plus(arrival, 1), 'd Mon yyyy'), 'Atauro Island boat trip (2 pax)', 9000],
    );
    const sub = total(lines.map((l) => l[2]));
    const tax = vatOn(sub, 5);
    const gross = sub + tax;
    const vendorName = 'Cristo Rei Bay Hotel, Unipessoal, Lda.';
    const doc = `CRB-${rng.int(10000, 99999)}`;
    const body = `<div class="hd"><div class="nm">Cristo Rei Bay Hotel</div><div class="sm">${vendorName}<br>Avenida de Areia Branca, Dili, Timor-Leste<br>TIN ${rng.digits(7)} · +670 ${rng.int(330, 339)} ${rng.digits(4)}</div></div>
<div class="t">GUEST FOLIO / TAX INVOICE</div>${pairs(
      [
        ['Folio No.', doc],
        ['Invoice date', dt(date, 'd Mon yyyy')],
        ['Guest', rng.pick(['Ms. Ana Soares', 'Mr. Daniel Whitfield', 'Dr. Mei Tanaka', 'Mr. Joao Belo'])],
        ['Room', `${rng.int(101, 118)} Sea View`],
        ['Arrival', `${enDay(arrival)}, ${dt(arrival, 'd Mon yyyy')}`],
        ['Departure', `${enDay(date)}, ${dt(date, 'd Mon yyyy')}`],
      ],
      2,
    )}
${items(
  ['Date', 'Description', 'Amount (USD)'],
  lines.map(([d, t, a]) => [d, t, amount(a)]),
)}
<div class="sums">${pairs([
      ['Subtotal', amount(sub)],
      ['Services Tax 5%', amount(tax)],
      ['Total (USD)', `$${amount(gross)}`],
      [`Paid by ${rng.pick(['Visa', 'Mastercard', 'cash'])}`, `-${amount(gross)}`],
      ['Balance', '0.00'],
    ])}</div><div class="sm foot">Services Tax charged under the Taxes and Duties Act 2008. Obrigadu barak!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans','DejaVu Sans';font-size:12.5px;padding:16mm 18mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #147;padding-bottom:8px}
.nm{font-family:'C059';font-size:30px;color:#147}.t{font-size:18px;font-weight:bold;margin:14px 0 6px}.items td:last-child,.items th:last-child{text-align:end}.sums{width:45%;margin-inline-start:auto}.sums tr:nth-child(3){font-size:16px}.foot{margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
