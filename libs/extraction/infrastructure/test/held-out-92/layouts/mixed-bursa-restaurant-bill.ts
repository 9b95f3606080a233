import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-bursa-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022 (dearer by a shekel or two a year). */
const MENU: [string, string, number][] = [
  ['עסקית - פילה לברק', 'Business lunch - sea bass', 9400],
  ['עסקית - שניצל עוף', 'Business lunch - schnitzel', 7400],
  ['עסקית - ריזוטו פטריות', 'Business lunch - mushroom risotto', 7200],
  ['סלט קיסר', 'Caesar salad', 5900],
  ['המבורגר הבית', 'House burger', 7800],
  ['קינוח היום', 'Dessert of the day', 3600],
];
const DRINKS: [string, string, number][] = [
  ['אספרסו כפול', 'Double espresso', 1300],
  ['לימונדה נענע', 'Mint lemonade', 1500],
  ['בירה מהחבית', 'Draught beer', 2900],
  ['מים מינרליים', 'Mineral water', 1200],
];

/** "Hebrew · English", the English a left-to-right island. */
const he2 = (he: string, en: string) => `${he} · <span class="en">${ltr(en)}</span>`;

/**
 * A business-lunch restaurant in Ramat Gan's exchange district (the Bursa), a bilingual bill, 80 mm (Keter YG, Liberation
 * Serif): the trade name "קפה יהלום · Café Yahalom" over the company with "ח.פ." spaced in threes, "חשבונית מס/קבלה ·
 * Tax invoice/Receipt" "nn-nnnn", table, diners, waiter, date d.m.yy and time; each dish "Hebrew · English" with
 * quantity and sum; for seven or more diners "דמי שירות לקבוצה 12%" added to the bill, otherwise "השירות אינו כלול ·
 * Service not included" with suggested tips at 10, 12 and 15%; "סה"כ לתשלום · Total" with "₪" before, "כולל מע"מ n%"
 * (contained); below a cut the card slip with the bill, a tip and the sum charged (the tip not in the bill); Sunday to
 * Thursday.
 */
export const mixedBursaRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = (Number(date.slice(0, 4)) - 2022) * 150;
    const diners = rng.int(2, 10);
    const dishes = rng.some(MENU, rng.int(2, 5)).map(([h, en, p]) => ({ h, en, p: p + up, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))) }));
    const drinks = rng.some(DRINKS, rng.int(1, 3)).map(([h, en, p]) => ({ h, en, p: p + up, q: rng.int(1, diners) }));
    const lines = [...dishes, ...drinks];
    const food = total(lines.map((l) => l.p * l.q));
    const group = diners >= 7;
    const service = group ? share(food, 12) : 0;
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = group ? 0 : share(gross, rng.pick([10, 12, 15]));
    const vendorName = 'מטבחי הבורסה רמת גן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}-${rng.digits(4)}`;
    const at = rng.int(12 * 60, 16 * 60 + 30);
    const body = `<div class="c nm">קפה יהלום</div><div class="c en big">${ltr('Café Yahalom')}</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(spacedId(taxId))}</div><div class="c sm">רח' ז'בוטינסקי, רמת גן · ${ltr('Jabotinsky St., Ramat Gan')}</div>
<div class="rule"></div><div class="c b">חשבונית מס/קבלה · ${ltr('Tax invoice/Receipt')}</div><div class="c b">${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 30)))} · ${ltr('Table')}`, `סועדים ${ltr(String(diners))} · ${ltr('Diners')}`)}${row(`מלצר/ית: ${rng.pick(['גל', 'רוני', 'אופיר', 'הדס', 'שחר'])}`, ltr(`${dt(date, 'd.m.yy')} ${hhmm(at)}`))}<div class="rule"></div>
${lines.map((l) => `<div class="it">${he2(l.h, l.en)}</div>${row(ltr(`${l.q} × ${amount(l.p)}`), ltr(amount(l.p * l.q)))}`).join('')}<div class="rule"></div>
${group ? `${row(he2('סה"כ מנות', 'Food and drinks'), ltr(amount(food)))}${row(he2('דמי שירות לקבוצה 12%', 'Group service 12%'), ltr(amount(service)))}` : ''}
${row(`<b>${he2('סה"כ לתשלום', 'Total')}</b>`, `<b>${ltr(`₪ ${amount(gross)}`)}</b>`, 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${group ? '' : `<div class="c sm">השירות אינו כלול · ${ltr('Service not included')}</div><div class="c sm">${[10, 12, 15].map((p) => ltr(`${p}% = ${amount(share(gross, p))}`)).join(' · ')}</div>`}
<div class="cut">✂ - - - - - - - - - - - - - - - - -</div><div class="c b">שובר אשראי · ${ltr('Card slip')}</div>${row('חשבון · <span class="en">Bill</span>', ltr(amount(gross)))}${row('טיפ · <span class="en">Tip</span>', ltr(amount(tip)))}${row('<b>סה"כ חויב · <span class="en">Charged</span></b>', `<b>${ltr(amount(gross + tip))}</b>`)}
${row(ltr(`**** ${rng.digits(4)}`), ltr(`Auth ${rng.digits(6)}`))}<div class="c sm">תודה ובתיאבון!</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','Liberation Serif';font-size:12px;padding:4mm 4mm;width:72mm}.nm{font-size:24px;font-weight:bold}.en{font-family:'Liberation Serif';font-size:0.92em}.big{font-size:14px}.it{margin-top:3px}
.cut{margin:10px 0 4px;white-space:nowrap;overflow:hidden}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
