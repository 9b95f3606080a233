import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { idOf, next, total, vatIn } from './extra';

const ID = 'en-namal-restaurant-bill';

/** Dish or drink, agorot with VAT in 2022 (approximate). */
const MENU: [string, number][] = [
  ['Focaccia, tahini and tomato', 3400],
  ['Grilled sardines', 5200],
  ['Calamari, lemon aioli', 6200],
  ['Sea bream ceviche', 6800],
  ['Shrimp in garlic butter', 9400],
  ['Whole grilled sea bass', 14800],
  ['Fish of the day, market price', 16800],
  ['Linguine with shrimp', 11200],
  ['Fish and chips', 8800],
  ['Beef burger, fries', 7900],
  ['Green salad, feta', 5400],
  ['Malabi, rose water', 3800],
  ['Chocolate fondant', 4400],
];
const DRINKS: [string, number][] = [
  ['Draught beer 500 ml', 3400],
  ['Glass of rosé', 4200],
  ['Bottle of house white', 18500],
  ['Lemonade with mint', 1900],
  ['Sparkling water 750 ml', 2400],
  ['Espresso', 1200],
  ['Cocktail of the house', 5800],
];
const SERVERS = ['Noa', 'Itamar', 'Maya', 'Ofir', 'Shani', 'Lior'];

/**
 * A seafood restaurant on Mikhmoret's fishing harbour, the bill for tourists in English, in shekels, 80 mm
 * (URW Gothic for the name, DejaVu Sans Condensed, DejaVu Sans Mono for figures): drawn waves under "NAMAL" and "fish
 * · grill · bar", "Namal Port Dining Ltd." with "Co. Reg." plain, the address; "Check", "Table", "Guests", "Server"
 * and the time (distractors); "Tax invoice / receipt" and "No." (a digit, a hyphen and five digits), the date
 * d Mon yyyy; quantity, item, sum; "Subtotal", sometimes "Happy hour -20%" on the drinks (negative); "TOTAL" "₪ …",
 * "VAT n% included" with the VAT (contained); "Service is not included" with suggested gratuities at 10/12/15%
 * (distractors); a card slip with "Tip" and "Total charged" (distractors); any day.
 */
export const enNamalRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const guests = rng.int(1, 6);
    const p = (x: number) => Math.round((x * rise) / 100) * 100;
    const food = rng.some(MENU, rng.int(2, 3) + Math.floor(guests / 2)).map(([name, x]) => ({ q: rng.int(1, Math.max(1, Math.ceil(guests / 2))), name, unit: p(x) }));
    const drinks = rng.some(DRINKS, rng.int(1, 3)).map(([name, x]) => ({ q: name.startsWith('Bottle') ? 1 : rng.int(1, guests), name, unit: p(x) }));
    const lines = [...food, ...drinks];
    const sub = total(lines.map((l) => l.q * l.unit));
    const hhTime = `${rng.int(12, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const happy = Number(hhTime.slice(0, 2)) >= 17 && Number(hhTime.slice(0, 2)) < 19 ? Math.round((total(drinks.map((l) => l.q * l.unit)) * 20) / 100) : 0;
    const gross = sub - happy;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Namal Port Dining Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}-${rng.digits(5)}`;
    const tip = Math.round((gross * rng.pick([10, 12, 15, 18])) / 100 / 100) * 100;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span class="f">${b}</span></div>`;
    const waves = `<svg width="120" height="16" viewBox="0 0 120 16"><path d="M0 8 q7.5 -8 15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0 t15 0" fill="none" stroke="#01579b" stroke-width="2.5"/></svg>`;
    const body = `<div class="c"><div class="nm">NAMAL</div>${waves}<div class="tg">fish · grill · bar</div><div class="sm">${vendorName}<br>Co. Reg. ${taxId}<br>Wharf Road ${rng.int(2, 26)}, Mikhmoret · 03-54${rng.digits(5)}</div></div>
<div class="rule"></div>
${r(`Check ${rng.digits(4)}`, `Table ${rng.int(1, 60)}`)}${r(`Guests ${guests}`, `Server: ${rng.pick(SERVERS)}`)}
<div class="rule"></div><div class="c b">Tax invoice / receipt</div>
${r(`No. ${doc}`, `${dt(date, 'd Mon yyyy')} ${hhTime}`)}
<div class="rule"></div>
<table class="t">${lines.map((l) => `<tr><td class="q">${l.q}</td><td>${l.name}</td><td class="s">${amount(l.q * l.unit)}</td></tr>`).join('')}</table>
<div class="rule"></div>
${r('Subtotal', amount(sub))}${happy ? r('Happy hour -20% (drinks)', `-${amount(happy)}`) : ''}
${r('TOTAL', `₪ ${amount(gross)}`, 'big')}
${r(`VAT ${rate}% included`, amount(vat), 'sm')}
<div class="tipbox">Service is not included.<br>Suggested gratuity: ${[10, 12, 15].map((x) => `${x}% = ${amount(Math.round((gross * x) / 100))}`).join(' · ')}</div>
<div class="slip"><div class="c b">CARD SLIP</div>${r(rng.pick(['VISA', 'MASTERCARD', 'AMEX']), `**** ${rng.digits(4)}`)}${r('Amount', amount(gross))}${r('Tip', amount(tip))}${r('Total charged', amount(gross + tip), 'b')}${r('Auth. code', rng.digits(6))}</div>
<div class="c sm">Thank you!</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:11.5px;width:72mm;padding:4mm;box-sizing:border-box;color:#0d1b2a}.f{font-family:'DejaVu Sans Mono';font-size:11px;white-space:nowrap}
.c{text-align:center}.b{font-weight:bold}.nm{font-family:'URW Gothic';font-size:34px;font-weight:bold;letter-spacing:5px;color:#01579b;line-height:1.1}.tg{font-size:11px;letter-spacing:2px}.sm{font-size:10px}
.rule{border-top:1px solid #0d1b2a;margin:5px 0}.r{display:flex;justify-content:space-between;gap:6px;margin:1px 0}.t{width:100%;border-collapse:collapse}.t td{padding:1px 2px;vertical-align:top}.q{width:6mm}.s{text-align:right;font-family:'DejaVu Sans Mono';font-size:11px;white-space:nowrap}
.big{font-size:16px;font-weight:bold;border-top:2px solid #0d1b2a;padding-top:3px;margin-top:3px}.big .f{font-size:15px}.tipbox{border:1px solid #01579b;padding:4px;margin:6px 0;font-size:10.5px;text-align:center}
.slip{border:1.5px dashed #0d1b2a;padding:4px 6px;margin:8px 0}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 400mm', css, body }),
      page: '80mm 400mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
