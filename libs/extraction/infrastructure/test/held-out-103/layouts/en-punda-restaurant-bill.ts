import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { e, next, total, vatOn } from './extra';

const ID = 'en-punda-restaurant-bill';

/** Dish or drink, US cents in 2022 (before service and OB). */
const MENU: [string, number][] = [
  ['Keshi yena', 2450],
  ['Stoba di kabritu', 2600],
  ['Piska kriyoyo, catch of the day', 2950],
  ['Whole red snapper, grilled', 3400],
  ['Sopi di piska', 1250],
  ['Funchi fries', 650],
  ['Fried plantain', 600],
  ['Papaya salad', 1400],
  ['Coconut flan', 950],
  ['Bolo pretu', 850],
  ['Local lager', 500],
  ['Passion fruit juice', 550],
  ['Rum punch', 1100],
  ['Bottle of sauvignon blanc', 3800],
  ['Espresso', 350],
];
const SERVERS = ['Shanaira', 'Jurgen', 'Gisela', 'Elvis', 'Naomi', 'Dwayne'];

/**
 * A restaurant in Punda, Willemstad, Curaçao, the bill printed at the table in US dollars, 80 mm (Z003 for the name,
 * Nimbus Mono PS): "Kadushi" in script over "KITCHEN & BAR", "Handelskade, Punda · Willemstad, Curaçao", the company
 * "Kadushi Horeca B.V." with its "CRIB" and "KvK" numbers (distractors); "Table", "Guests", "Server" and "Check"
 * (distractors), "Invoice no." yy, a hyphen and six digits, "Date" dd/mm/yyyy with the time; quantity, dish and sum;
 * "Subtotal", "Service charge n%" (10, 12 or 15), "OB 9%" on both, "TOTAL USD" in a frame, the guilder equivalent at
 * 1.78 (NAf until March 2025, then Cg; a distractor); a tear-off card slip with the tip and the amount charged
 * (distractors); any day.
 */
export const enPundaRestaurantBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const guests = rng.int(1, 8);
    const lines = rng.some(MENU, rng.int(3, 9)).map(([name, p]) => {
      const price = Math.round((p * rise) / 50) * 50;
      const q = rng.int(1, Math.max(1, Math.min(guests, 4)));
      return { name, q, sum: q * price };
    });
    const food = total(lines.map((l) => l.sum));
    const pct = rng.pick([10, 12, 15]);
    const service = share(food, pct);
    const ob = vatOn(food + service, 9);
    const gross = food + service + ob;
    const vendorName = 'Kadushi Horeca B.V.';
    const doc = `${date.slice(2, 4)}-${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const time = `${String(rng.int(12, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const guilder = date >= '2025-03-31' ? 'Cg' : 'NAf';
    const tipPct = rng.pick([0, 5, 10, 10, 15]);
    const tip = Math.round(share(gross, tipPct) / 100) * 100;
    const rows = lines.map((l) => `<tr><td>${l.q}</td><td>${e(l.name)}</td><td>${amount(l.sum)}</td></tr>`).join('');
    const body = `<div class="c"><div class="nm">Kadushi</div><div class="kb">KITCHEN &amp; BAR</div><div class="sm">Handelskade ${rng.int(2, 40)}, Punda · Willemstad, Curaçao<br>+599 9 46${rng.digits(5)}</div><div class="sm">${e(vendorName)} · CRIB ${rng.digits(9)} · KvK ${rng.int(100000, 169999)}</div></div>
<div class="dash"></div><div class="row"><span>Table ${rng.int(1, 28)}</span><span>Guests ${guests}</span></div><div class="row"><span>Server: ${rng.pick(SERVERS)}</span><span>Check ${rng.int(10, 480)}</span></div>
<div class="row"><span>Invoice no.</span><span>${doc}</span></div><div class="row"><span>Date ${dt(date, 'dd/mm/yyyy')}</span><span>${time}</span></div><div class="dash"></div>
<table class="t">${rows}</table><div class="dash"></div>
<div class="row"><span>Subtotal</span><span>${amount(food)}</span></div><div class="row"><span>Service charge ${pct}%</span><span>${amount(service)}</span></div><div class="row"><span>OB 9%</span><span>${amount(ob)}</span></div>
<div class="tot"><span>TOTAL USD</span><span>${amount(gross)}</span></div><div class="row sm"><span>Total ${guilder} @ 1.78</span><span>${amount(Math.round(gross * 1.78))}</span></div>
<div class="c sm">Service charge is shared among all staff.<br>Masha danki &amp; te aworo!</div>
<div class="cut">- - - - - - - - - - - - - - - - - - - -</div><div class="c b">CARD SLIP · CUSTOMER COPY</div><div class="row"><span>VISA ****${rng.digits(4)}</span><span>AUTH ${rng.digits(6)}</span></div>
<div class="row"><span>Amount</span><span>USD ${amount(gross)}</span></div><div class="row"><span>Tip</span><span>USD ${amount(tip)}</span></div><div class="row b"><span>Charged</span><span>USD ${amount(gross + tip)}</span></div>`;
    const css = `body{font-family:'Nimbus Mono PS';font-size:12px;width:80mm;box-sizing:border-box;padding:4mm 4mm 8mm}.c{text-align:center}.nm{font-family:'Z003';font-size:34px;line-height:1}.kb{letter-spacing:4px;font-size:11px;margin-bottom:3px}.sm{font-size:10px;margin:2px 0}.b{font-weight:bold}
.dash{border-top:1px dashed #000;margin:5px 0}.row{display:flex;justify-content:space-between;gap:6px}.t{width:100%;border-collapse:collapse}.t td{padding:1px 0;vertical-align:top}.t td:first-child{width:7mm}.t td:last-child{text-align:right;white-space:nowrap}
.tot{display:flex;justify-content:space-between;border:2px solid #000;padding:3px 5px;margin:5px 0 2px;font-size:16px;font-weight:bold}.cut{text-align:center;margin:8px 0 4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 300mm', css, body }),
      page: '80mm 300mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(ob) },
    };
  },
};
