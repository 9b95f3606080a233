import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-eshel-restaurant-bill';

/** Dish and agorot with VAT in 2022. */
const MENU: [string, number][] = [
  ['סלט גלילי קצוץ', 3400],
  ['לבנה עם זעתר ושמן זית', 2800],
  ["קובה מטוגנת (4 יח')", 4200],
  ['עלי גפן ממולאים', 4600],
  ['שיפודי טלה על הגחלים', 9800],
  ['פרגית בתנור טאבון', 8600],
  ['דג לברק על הגריל', 11200],
  ['מקלובה עוף', 8900],
  ['מלבי מי ורדים', 3200],
  ['כנאפה גבינה', 4200],
  ['תה נענע', 1200],
  ['לימונדה', 1600],
  ['כוס יין אדום גלילי', 3800],
  ['בקבוק יין לבן', 14000],
];
const WAITERS = ["ג'ורג'", 'מרים', 'אליאס', 'ניקול', 'שאדי'];

/**
 * A restaurant at Jish (Gush Halav), the bill, 80 mm (Stam Ashkenaz CLM for the name, David CLM): "אשל" large over
 * "מסעדה גלילית · גוש חלב", the company "אשל הגליל מסעדנות בע"מ" with "ח.פ." plain and the phone; a boxed grid of
 * "שולחן", "סועדים", "מלצר/ית" and "תאריך" (dd.mm.yyyy with a lunch or dinner time); "חשבונית מס / קבלה" with "מס'"
 * six digits; dishes with quantity and sum; "סה"כ מזון ומשקאות", "דמי שירות 12%" added for eight diners or more
 * (otherwise "השירות אינו כלול במחיר"), "סה"כ לתשלום" large, "כולל מע"מ n%" (contained) and a split per diner (a
 * distractor); below a dashed rule the tip section "תשר לצוות" (none, or 10-15%, 0-5% when service was charged; to the
 * shekel, not part of the invoice) and "סה"כ חיוב בכרטיס"; any day.
 */
export const heEshelRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const pax = rng.int(2, 12);
    const dishes = rng.some(MENU, rng.int(3, 8)).map(([name, p]) => ({ name, q: rng.int(1, Math.max(1, Math.ceil(pax / 2))), p: Math.round((p * rise) / 100) * 100 }));
    const food = total(dishes.map((d) => d.q * d.p));
    const group = pax >= 8;
    const service = group ? share(food, 12) : 0;
    const due = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(due, rate);
    const tipPct = rng.chance(0.3) ? 0 : group ? rng.int(0, 5) : rng.int(10, 15);
    const tip = Math.round((due * tipPct) / 10000) * 100;
    const vendorName = 'אשל הגליל מסעדנות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 389999));
    const time = rng.chance(0.4) ? rng.int(12 * 60, 16 * 60) : rng.int(18 * 60 + 30, 23 * 60);
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${ltr(b)}</td></tr>`;
    const body = `<div class="nm">אשל</div><div class="c">מסעדה גלילית · גוש חלב</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>טל' ${ltr(`04-69${rng.digits(5)}`)}</div>
<table class="gr"><tr><td>שולחן<b>${ltr(String(rng.int(1, 28)))}</b></td><td>סועדים<b>${ltr(String(pax))}</b></td></tr><tr><td>מלצר/ית<b>${rng.pick(WAITERS)}</b></td><td>תאריך<b>${ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(time)}`)}</b></td></tr></table>
<div class="ti">חשבונית מס / קבלה</div><div class="c">מס' <b>${ltr(doc)}</b></div><div class="ln"></div>
<table class="it">${dishes.map((d) => `<tr><td>${d.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(String(d.q))}</td><td>${ltr(amount(d.q * d.p))}</td></tr>`).join('')}</table><div class="ln"></div>
<table class="kv">${r('סה"כ מזון ומשקאות', amount(food))}${group ? r(`דמי שירות ${ltr('12%')}`, amount(service)) : '<tr><td colspan="2" class="sm">השירות אינו כלול במחיר</td></tr>'}${r('סה"כ לתשלום', `₪ ${amount(due)}`, 'big')}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, amount(vat))}${r(`חלוקה ל-${ltr(String(pax))} סועדים`, `${amount(Math.round(due / pax))} לסועד`, 'sm')}</table>
<div class="dash"></div><table class="kv">${r('תשר לצוות', amount(tip))}${r('סה"כ חיוב בכרטיס', amount(due + tip), 'b')}${r('כרטיס', `****${rng.digits(4)}`)}</table>
<div class="c sm">התשר אינו חלק מהחשבונית ומועבר לצוות במלואו.<br>תודה שבאתם!</div>`;
    const css = `body{font-family:'David CLM';font-size:13px;width:70mm;padding:3mm 5mm}.nm{font-family:'Stam Ashkenaz CLM';font-size:50px;text-align:center;line-height:1}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.gr{width:100%;border-collapse:collapse;margin:6px 0}.gr td{border:1px solid #000;padding:2px 4px;font-size:11px;width:50%}.gr b{display:block;font-size:13px}
.ti{text-align:center;font-weight:bold;font-size:15px;margin-top:4px}.ln{border-top:1px solid #000;margin:5px 0}.dash{border-top:1.5px dashed #000;margin:8px 0 5px}
.it{width:100%;border-collapse:collapse}.it td{padding:1.5px 0;vertical-align:top}.it td:nth-child(2){width:7mm;text-align:center}.it td:nth-child(3){width:17mm;text-align:left}
.kv{width:100%;border-collapse:collapse}.kv td{padding:1px 0}.kv td:last-child{text-align:left}.big td{font-size:17px;font-weight:bold;padding:3px 0}`;
    const page = '80mm 280mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
