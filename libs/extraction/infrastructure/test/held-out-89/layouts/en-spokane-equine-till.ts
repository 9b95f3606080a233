import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, next, row, total } from './extra';

const ID = 'en-spokane-equine-till';

const GOODS: [string, number][] = [
  ['HALTER NYLON HORSE', 1899],
  ['LEAD ROPE 10FT', 1299],
  ['HOOF PICK W/BRUSH', 499],
  ['CURRY COMB RUBBER', 699],
  ['FLY SPRAY 32OZ', 2499],
  ['SADDLE PAD WOOL', 8999],
  ['HOOF OIL QT', 1649],
  ['BRIDLE LEATHER', 7499],
  ['SHAMPOO EQUINE 1GAL', 2799],
];

/**
 * An equine supply store on Sprague Avenue, Spokane Valley, Washington, 80 mm (Nimbus Mono PS): "INLAND EQUINE SUPPLY" over "Inland Equine Supply Inc.",
 * "TRANS SV-" and six digits, register and clerk, date mm/dd/yyyy and time, goods in capitals with "2 @ 12.99", "SUBTOTAL",
 * "SALES TAX 8.9%" added, "TOTAL" with "$", the card and "ITEMS" (not on Sunday).
 */
export const enSpokaneEquineTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, p]) => {
      const q = rng.int(1, 3);
      return { name, q, p, sum: q * p };
    });
    const sub = total(lines.map((l) => l.sum));
    const tax = Math.round((sub * 89) / 1000);
    const due = sub + tax;
    const vendorName = 'Inland Equine Supply Inc.';
    const doc = `SV-${rng.int(100000, 999999)}`;
    const body = `<div class="c b big">INLAND EQUINE SUPPLY</div><div class="c">${vendorName}<br>${rng.int(11000, 16900)} E SPRAGUE AVE<br>SPOKANE VALLEY WA 99216</div><div class="rule"></div>
${row(`TRANS ${doc}`, `REG ${rng.int(1, 4)}`)}${row(dt(date, 'mm/dd/yyyy'), hhmm(rng.int(8 * 60, 19 * 60)))}${row('CLERK', rng.pick(['DALE', 'MARISA', 'CODY']))}<div class="rule"></div>
${lines.map((l) => row(l.name, amount(l.sum)) + (l.q > 1 ? `<div>  ${l.q} @ ${amount(l.p)}</div>` : '')).join('')}<div class="rule"></div>
${row('SUBTOTAL', amount(sub))}${row('SALES TAX 8.9%', amount(tax))}${row('TOTAL', `$${amount(due)}`, 'b big')}${row('MASTERCARD', `XXXX${rng.digits(4)}`)}${row('ITEMS', String(total(lines.map((l) => l.q))))}<div class="c">HAPPY TRAILS</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Mono PS','DejaVu Sans Mono';font-size:11px;width:72mm;padding:5mm 4mm}.big{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(due), tax: truthAmount(tax) },
    };
  },
};
