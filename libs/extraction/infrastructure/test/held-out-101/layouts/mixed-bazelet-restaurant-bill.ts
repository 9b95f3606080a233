import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-bazelet-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022. */
const MENU: [string, string, number][] = [
  ['לאפה דרוזית וזעתר', 'Flatbread, wild thyme', 2200],
  ['פתוש עם סומק', 'Fattoush with sumac', 3200],
  ['חומוס עם צנוברים', 'Chickpea purée, pignoli', 3600],
  ['קובה נייה', 'Raw kibbeh', 5400],
  ['שישברק ביוגורט', 'Shishbarak in yoghurt', 6200],
  ["מג'דרה ובצל מטוגן", 'Mujaddara, crisp onions', 4400],
  ['מנסף כבש', 'Lamb mansaf', 11800],
  ['פרגיות על האש', 'Grilled chicken thighs', 7900],
  ['קציצות טלה על האש', 'Lamb kofta', 8400],
  ['לימונענע', 'Lemon-mint slush', 1600],
  ["ג'לאב קר", 'Jallab, chilled', 2600],
  ['כנאפה', 'Kanafeh', 4200],
  ['קהווה עם הל', 'Qahwa with cardamom', 1200],
];

/**
 * A Druze restaurant at Beit Jann, the bill with the card total, 80 mm (Stam Sefarad CLM for the Hebrew, Liberation
 * Serif for the English and figures): "בזלת" large over "BAZELET · BAYT JANN" and "מטבח הרים / Highland cuisine";
 * the company "ב.ז.ל. מסעדות בית ג'אן בע"מ" and "ח.פ. / Co. ID" hyphenated; bilingual rows ("שולחן / Table",
 * "סועדים / Pax", "מלצר/ית / Waiter", "תאריך / Date" dd/mm/yyyy with the time, "הזמנה / Order" a distractor);
 * "חשבונית מס קבלה / Tax invoice receipt" with "מס' / No." seven digits with leading zeros; a table of dishes
 * (Hebrew, English under it; quantity; sum); "סה"כ מנות / Subtotal", "דמי שירות 10% / Service 10%" added for parties
 * of six or more (otherwise "השירות אינו כלול / Service not included"), "לתשלום / Amount due" "₪ …", "מע"מ n% כלול
 * / VAT incl." (contained); below a double rule "טיפ / Tip" (none or 8-12%, 0-12% for groups, to the shekel; not in the
 * invoice) and "חיוב בכרטיס / Card total"; lunch or dinner, any day.
 */
export const mixedBazeletRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const pax = rng.int(2, 10);
    const dishes = rng.some(MENU, rng.int(3, 8)).map(([he, en, p]) => ({ he, en, q: rng.int(1, Math.max(1, Math.ceil(pax / 2))), p: Math.round((p * rise) / 100) * 100 }));
    const food = total(dishes.map((d) => d.q * d.p));
    const group = pax >= 6;
    const service = group ? share(food, 10) : 0;
    const due = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(due, rate);
    const tip = rng.chance(0.3) ? 0 : Math.round((due * rng.int(group ? 0 : 8, 12)) / 10000) * 100;
    const vendorName = 'ב.ז.ל. מסעדות בית ג\'אן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1200, 48000)).padStart(7, '0');
    const time = rng.chance(0.45) ? rng.int(12 * 60, 16 * 60) : rng.int(19 * 60, 23 * 60);
    const bi = (he: string, en: string) => `${he} / <span class="en">${ltr(en)}</span>`;
    const r = (he: string, en: string, v: string, cls = '') => `<tr class="${cls}"><td>${bi(he, en)}</td><td>${ltr(v)}</td></tr>`;
    const body = `<div class="nm">בזלת</div><div class="c en">BAZELET · BAYT JANN</div><div class="c">מטבח הרים / <span class="en">${ltr('Highland cuisine')}</span></div><div class="c sm">${vendorName}<br>ח.פ. / <span class="en">${ltr('Co. ID')}</span> ${ltr(hyphenId(taxId))} · ${ltr(`04-98${rng.digits(5)}`)}</div><div class="ln"></div>
<table class="kv">${r('שולחן', 'Table', String(rng.int(1, 32)))}${r('סועדים', 'Pax', String(pax))}${r('מלצר/ית', 'Waiter', rng.pick(['Rabia', 'Nizar', 'Wafa', 'Fadi', 'Sally']))}${r('תאריך', 'Date', `${dt(date, 'dd/mm/yyyy')} ${hhmm(time)}`)}${r('הזמנה', 'Order', `#${rng.int(100, 999)}`)}</table>
<div class="ti">חשבונית מס קבלה / <span class="en">${ltr('Tax invoice receipt')}</span></div><table class="kv">${r("מס'", 'No.', doc, 'b')}</table><div class="ln"></div>
<table class="it">${dishes.map((d) => `<tr><td>${d.he}<br><span class="en">${ltr(d.en)}</span></td><td>${ltr(String(d.q))}</td><td>${ltr(amount(d.q * d.p))}</td></tr>`).join('')}</table><div class="ln"></div>
<table class="kv">${r('סה"כ מנות', 'Subtotal', amount(food))}${group ? r(`דמי שירות ${ltr('10%')}`, 'Service 10%', amount(service)) : `<tr><td colspan="2" class="sm">השירות אינו כלול / <span class="en">${ltr('Service not included')}</span></td></tr>`}${r('לתשלום', 'Amount due', `₪ ${amount(due)}`, 'big')}${r(`מע"מ ${ltr(`${rate}%`)} כלול`, 'VAT incl.', amount(vat))}</table><div class="ln2"></div>
<table class="kv">${r('טיפ', 'Tip', amount(tip))}${r('חיוב בכרטיס', 'Card total', amount(due + tip), 'b')}${r('כרטיס', 'Card', `•••• ${rng.digits(4)}`)}</table>
<div class="c sm">הטיפ אינו חלק מהחשבונית / <span class="en">${ltr('Tip excluded from the invoice')}</span><br>תודה! / <span class="en">${ltr('Thank you!')}</span></div>`;
    const css = `body{font-family:'Stam Sefarad CLM','Liberation Serif';font-size:12.5px;width:70mm;padding:3mm 5mm}.nm{font-size:46px;text-align:center;line-height:1}.en{font-family:'Liberation Serif';font-size:10.5px}.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold}
.ln{border-top:1px solid #000;margin:5px 0}.ln2{border-top:3px double #000;margin:6px 0}.ti{text-align:center;font-weight:bold;margin:6px 0 0}.kv{width:100%;border-collapse:collapse}.kv td{padding:1px 0}.kv td:last-child{text-align:left;font-family:'Liberation Serif'}.big td{font-size:16px;font-weight:bold}
.it{width:100%;border-collapse:collapse}.it td{padding:2px 0;vertical-align:top}.it td:nth-child(2){width:7mm;text-align:center;font-family:'Liberation Serif'}.it td:nth-child(3){width:17mm;text-align:left;font-family:'Liberation Serif'}`;
    const page = '80mm 260mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
