import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, next, row, total, vatOn } from './extra';

const ID = 'en-tumon-kelaguen-restaurant-bill';

/** Dish, cents (2022). */
const MENU: [string, number][] = [
  ['Chicken Kelaguen', 1495],
  ['Shrimp Kelaguen', 1795],
  ['Beef Tinaktak', 1650],
  ['Red Rice (side)', 450],
  ['Kadon Pika', 1550],
  ['BBQ Short Ribs Plate', 2295],
  ['Fina\u2019denne\u2019 Fries', 895],
  ['Titiyas (2)', 600],
  ['Latiya', 750],
  ['Coconut Iced Tea', 495],
  ['Budweiser', 650],
];

/**
 * A Chamorro grill on Pale San Vitores Road in Tumon, Guam, 80 mm (Liberation Sans Narrow, URW Gothic name): "HÅFA GRILL"
 * over the Inc., address and "BL #" (business licence), server, table and guests, "Check No." with "T" and four digits,
 * the date (mm/dd/yyyy) and time, dishes with quantities, "Subtotal", "BPT 5%" added (Guam's Business Privilege Tax passed
 * on as a line), "TOTAL" in US dollars; below a dashed cut line a tip guide (15/18/20%) and, on some, a written tip with the
 * card's total (not part of the bill).
 */
export const enTumonKelaguenRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 5) * 5;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const bpt = vatOn(sub, 5);
    const gross = sub + bpt;
    const vendorName = 'Håfa Grill Tumon, Inc.';
    const doc = `T${rng.int(1000, 9999)}`;
    const tip = rng.chance(0.5) ? share(gross, rng.pick([15, 18, 20])) : 0;
    const body = `<div class="c nm">HÅFA GRILL</div><div class="c sm">${vendorName}<br>1245 Pale San Vitores Rd, Tumon, GU 96913<br>BL # ${rng.int(10000, 99999)} · (671) ${rng.int(640, 649)}-${rng.digits(4)}</div><div class="rule"></div>
${row(`Server: ${rng.pick(['Joleen', 'Marvin', 'Tasi', 'Kiana'])}`, `Table ${rng.int(1, 30)} · Guests ${rng.int(1, 6)}`)}${row(`Check No. ${doc}`, `${dt(date, 'mm/dd/yyyy')} ${hhmm(rng.int(11 * 60, 22 * 60))}`)}<div class="rule"></div>
${lines.map((l) => row(`${l.q} ${l.name}`, amount(l.sum))).join('')}<div class="rule"></div>
${row('Subtotal', amount(sub))}${row('BPT 5%', amount(bpt))}${row('TOTAL', `$${amount(gross)}`, 'b big')}
<div class="cut">- - - - - - - - - - - - - - - - - - - - - - -</div><div class="sm">Gratuity guide: 15% ${amount(share(gross, 15))} · 18% ${amount(share(gross, 18))} · 20% ${amount(share(gross, 20))}</div>
${tip ? `${row('Tip', `<i>${amount(tip)}</i>`)}${row('Total charged', `<i>${amount(gross + tip)}</i>`)}` : `${row('Tip', '________')}${row('Total', '________')}`}
<div class="c sm">Si Yu\u2019os Ma\u2019\u00e5se\u2019! Thank you!</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans Narrow','Liberation Sans';font-size:13px;width:72mm;padding:5mm 4mm}.nm{font-family:'URW Gothic';font-size:26px;font-weight:bold}.big{font-size:17px}.cut{margin:10px 0 4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(bpt) },
    };
  },
};
