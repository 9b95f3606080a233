import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-hammam-bathhouse-receipt';

/** Treatments: Hebrew, English, lowest and highest price in whole shekels (with VAT). */
const MENU: [string, string, number, number][] = [
  ['כניסה לחמאם (שעתיים)', 'Hammam entry (2 h)', 120, 160],
  ['פילינג כיסה', 'Kessa scrub', 90, 130],
  ['עיסוי שמן ארגן 30 דק׳', 'Argan oil massage 30 min', 170, 230],
  ['עטיפת בוץ', 'Mud wrap', 110, 150],
  ['סבון שחור ורסול', 'Black soap & rhassoul', 60, 90],
  ['השכרת מגבת וכפכפים', 'Towel & slippers', 15, 25],
  ['תה נענע ומאפה', 'Mint tea & pastry', 28, 38],
];

/**
 * A hammam bathhouse's receipt in the old town of Shefa-'Amr, 80 mm (URW Gothic, Shofar): English names over the Hebrew,
 * visitors and time slot, entries per visitor, treatments, towel hire, tea, a friends' package discount of 10% on the
 * entries for two visitors or more on some, VAT contained, card or cash. Closed on Mondays.
 */
export const mixedHammamBathhouseReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [1]);
    const rate = israeliRate(date);
    const visitors = rng.int(1, 4);
    const [entryHe, entryEn, elo, ehi] = MENU[0];
    const lines = [{ he: entryHe, en: entryEn, qty: visitors, unit: rng.int(elo, ehi) * 100 }];
    for (const [he, en, lo, hi] of rng.some(MENU.slice(1), rng.int(1, 4))) lines.push({ he, en, qty: rng.int(1, visitors), unit: rng.int(lo, hi) * 100 });
    const sums = lines.map((l) => l.qty * l.unit);
    const sub = total(sums);
    const discount = visitors >= 2 && rng.chance(0.5) ? -Math.round((sums[0] * 10) / 100) : 0;
    const gross = sub + discount;
    const vat = vatIn(gross, rate);
    const vendorName = 'חמאם אל-ואדי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 39999));
    const slot = rng.int(10, 19) * 60;
    const cash = rng.chance(0.3);
    const body = `<div class="c"><div class="brand">${ltr('HAMMAM AL-WADI')}</div><div>חמאם אל-ואדי · העיר העתיקה, שפרעם</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה · ${ltr('Tax invoice / receipt')}<br>מס׳ · ${ltr(`No. ${doc}`)}</div>
${row(ltr(dt(date, 'dd/mm/yyyy')), `${ltr(`${hhmm(slot)}-${hhmm(slot + 120)}`)} · ${ltr(`${visitors} guests`)}`)}
<div class="rule"></div>
${lines.map((l, i) => `<div class="item"><div class="en">${ltr(l.en)}</div>${row(`${l.he} ${ltr(`${l.qty} x ${amount(l.unit)}`)}`, ltr(amount(sums[i])))}</div>`).join('')}
${discount ? row(`חבילת חברים ${ltr('-10%')} · ${ltr('Friends package')}`, ltr(amount(discount))) : ''}
<div class="dbl"></div>
${row(`סה"כ · ${ltr('Total')}`, ltr(`₪${amount(gross)}`), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול · ${ltr(`VAT ${rate}% incl.`)}`, ltr(amount(vat)))}
${cash ? row(`מזומן · ${ltr('Cash')}`, ltr(amount(Math.ceil(gross / 10000) * 10000))) + row(`עודף · ${ltr('Change')}`, ltr(amount(Math.ceil(gross / 10000) * 10000 - gross))) : row(`אשראי · ${ltr('Card')}`, ltr(`****${rng.digits(4)}`))}
<div class="c sm">שתו הרבה מים · ${ltr('Stay hydrated')}</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','Shofar','DejaVu Sans';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:20px;font-weight:bold;letter-spacing:1px}
.item{margin:3px 0}.item .en{font-size:0.85em;color:#333;text-align:left}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
