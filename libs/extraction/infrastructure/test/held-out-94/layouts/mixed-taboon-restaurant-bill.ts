import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-taboon-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022. */
const DISHES: [string, string, number][] = [
  ['לאפה טאבון עם זעתר ושמן זית', "Taboon laffa, za'atar & olive oil", 2800],
  ['מנסף טלה', 'Lamb mansaf', 9400],
  ['מקלובה עוף', 'Chicken maqluba', 7200],
  ['שישברק ביוגורט', 'Shishbarak in yoghurt', 6400],
  ['סלט פתוש', 'Fattoush salad', 3800],
  ['קובה נייה', 'Kibbeh nayeh', 5600],
  ['כנאפה חמה', 'Hot knafeh', 3400],
  ['עראייס בשר', 'Meat arayes', 5200],
];
const DRINKS: [string, string, number][] = [
  ['לימונדה תוצרת בית', 'Homemade lemonade', 1600],
  ['ערק עם קרח', 'Arak on ice', 3200],
  ['תה נענע לשולחן', 'Mint tea, pot', 2400],
  ['בירה גולדסטאר', 'Goldstar beer', 2800],
];

/**
 * A taboon-oven restaurant in Even Yehuda, a bilingual bill, 80 mm (Drugulin CLM for the name, Miriam CLM with
 * Liberation Sans Narrow for the English): "טאבון הכפר" and "Village Taboon", the company with "ח.פ" without stops, a
 * phone; "חשבונית מס / קבלה · Tax invoice / Receipt" and "מס' T-nnnnnn"; table, diners, waiter, date dd/mm/yy and time;
 * each line "q × dish · English" with its sum; "סה"כ · Subtotal"; for eight diners or more "דמי שירות 12% · Service
 * charge 12%" added; "סה"כ לתשלום · Total" "₪…", "מע"מ n% כלול · incl. VAT" (contained); then the card's "תשר · Tip"
 * written in and "סה"כ בכרטיס · Card total" (the tip not in the bill); not Saturday.
 */
export const mixedTaboonRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const up = (Number(date.slice(0, 4)) - 2022) * 150;
    const diners = rng.chance(0.4) ? rng.int(8, 14) : rng.int(2, 7);
    const lines = [
      ...rng.some(DISHES, rng.int(3, 6)).map(([h, en, p]) => ({ h, en, p: p + up, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))) })),
      ...rng.some(DRINKS, rng.int(1, 3)).map(([h, en, p]) => ({ h, en, p: p + up / 2, q: rng.int(1, diners) })),
    ];
    const sub = total(lines.map((l) => l.p * l.q));
    const service = diners >= 8 ? share(sub, 12) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = service ? 0 : Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100;
    const vendorName = 'טאבון הכפר אבן יהודה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `T-${rng.int(100000, 999999)}`;
    const at = rng.int(12 * 60, 22 * 60 + 30);
    const it = (l: (typeof lines)[number]) =>
      `<div class="it">${row(`${l.q} × ${l.h}`, ltr(amount(l.p * l.q)))}<div class="en">${ltr(l.en.replace(/&/g, '&amp;'))} · ${ltr(amount(l.p))}</div></div>`;
    const body = `<div class="c nm">טאבון הכפר</div><div class="c en">${ltr('Village Taboon')}</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ ${ltr(taxId)} · טל' ${ltr(`09-89${rng.digits(5)}`)}</div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה · <span class="en">${ltr('Tax invoice / Receipt')}</span></div><div class="c">מס' ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 30)))} · <span class="en">${ltr('Table')}</span>`, `סועדים ${ltr(String(diners))} · <span class="en">${ltr('Diners')}</span>`)}${row(`מלצר/ית: ${rng.pick(['אורי', 'טל', 'סהר', 'נדב', 'רוני'])}`, ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(at)}`))}
<div class="rule"></div>${lines.map(it).join('')}<div class="rule"></div>${row(`סה"כ · <span class="en">${ltr('Subtotal')}</span>`, ltr(amount(sub)))}
${service ? row(`דמי שירות ${ltr('12%')} · <span class="en">${ltr('Service charge 12%')}</span>`, ltr(amount(service))) : ''}<div class="dbl"></div>
${row(`<b>סה"כ לתשלום · <span class="en">${ltr('Total')}</span></b>`, `<b>${ltr(`₪${amount(gross)}`)}</b>`, 'big')}${row(`מע"מ ${ltr(`${rate}%`)} כלול · <span class="en">${ltr('incl. VAT')}</span>`, ltr(amount(vat)))}
<div class="rule"></div>${row(`תשר · <span class="en">${ltr('Tip')}</span>`, ltr(amount(tip)))}${row(`<b>סה"כ בכרטיס · <span class="en">${ltr('Card total')}</span></b>`, `<b>${ltr(amount(gross + tip))}</b>`)}
${row(ltr(`VISA ${rng.digits(4)}`), ltr(`${rng.int(1, 3)} תשלומים`.replace(/^1 תשלומים$/, 'תשלום 1')))}<div class="c sm">${service ? 'דמי השירות כלולים בחשבון' : 'השירות אינו כלול במחיר'} · <span class="en">${ltr(service ? 'Service included' : 'Service not included')}</span></div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','Liberation Sans';font-size:12.5px;padding:4mm;width:70mm}.nm{font-family:'Drugulin CLM';font-size:30px;line-height:1.1}.en{font-family:'Liberation Sans Narrow';color:#333;font-size:11px}
.it{margin-top:3px}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 250mm', css, body }),
      page: '80mm 250mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
