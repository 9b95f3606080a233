import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'mixed-dumpling-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022. */
const DISHES: [string, string, number][] = [
  ['גיוזה עוף וכרישה (6)', 'Chicken & leek gyoza (6)', 4200],
  ['שיאו לונג באו בקר (5)', 'Beef xiao long bao (5)', 4800],
  ['פלמני טלה בשמנת חמוצה', 'Lamb pelmeni, sour cream', 5200],
  ['כיסוני תרד וטופו מאודים', 'Steamed spinach & tofu dumplings', 3900],
  ['באו עוף פריך (2)', 'Crispy chicken bao (2)', 4400],
  ['וונטון במרק חריף', 'Wontons in chilli broth', 4600],
  ['אגרול ירקות (3)', 'Vegetable egg rolls (3)', 3200],
  ['נודלס שומשום קרים', 'Cold sesame noodles', 3800],
];
const DRINKS: [string, string, number][] = [
  ['קנקן תה יסמין', 'Jasmine tea, pot', 2200],
  ["לימונדה ג'ינג'ר", 'Ginger lemonade', 1800],
  ['סאקה חם', 'Hot sake', 3400],
  ['בירה מהחבית', 'Draught beer', 2900],
];

/**
 * A dumpling bar in Ramat Gan, a bilingual bill with a card slip below a cut line, 80 mm (David CLM, Nimbus Sans for
 * the English): "כיסונים" over "KISONIM · Dumpling Bar", the company and "ע.מ." plain, "חשבונית מס קבלה / Tax Invoice
 * Receipt" and "מס' / No. 0nnnn" (five digits, leading zero), table, guests, server, date dd.mm.yyyy and time; each
 * dish in Hebrew with the English and "q × price" below it; "סכום ביניים / Subtotal", for six guests or more "תוספת
 * שירות 12.5% / Service 12.5%" added, "סה"כ / Total" "₪ …", "כולל מע"מ n% / VAT incl." (contained); below the cut line
 * the card slip "שובר אשראי / Card slip" with the bill, "טיפ / Tip" (10-15% when there is no service charge, else
 * blank) and "סה"כ חיוב / Total charged"; not Friday evening or Saturday.
 */
export const mixedDumplingRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const guests = rng.chance(0.45) ? rng.int(6, 12) : rng.int(1, 5);
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const lines = [
      ...rng.some(DISHES, rng.int(2, 6)).map(([h, en, p]) => ({ h, en, p: up(p), q: rng.int(1, Math.max(1, Math.ceil(guests / 2))) })),
      ...rng.some(DRINKS, rng.int(1, 3)).map(([h, en, p]) => ({ h, en, p: up(p), q: rng.int(1, guests) })),
    ];
    const sub = total(lines.map((l) => l.p * l.q));
    const service = guests >= 6 ? share(sub, 12.5) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = service ? 0 : Math.round((gross * rng.pick([10, 12, 15])) / 100 / 500) * 500;
    const vendorName = 'כיסוני רמת גן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000, 49999)).padStart(5, '0');
    const at = weekdayOf(date) === 5 ? rng.int(12 * 60, 15 * 60) : rng.int(12 * 60, 23 * 60);
    const en = (s: string) => `<span class="en">${ltr(s.replace(/&/g, '&amp;'))}</span>`;
    const it = (l: (typeof lines)[number]) =>
      `<div class="it"><div>${l.h.replace(/\((\d+)\)/, (m) => ltr(m))}</div>${row(`${en(l.en)}`, '')}${row(ltr(`${l.q} × ${amount(l.p)}`), ltr(amount(l.p * l.q)))}</div>`;
    const body = `<div class="c nm">כיסונים</div><div class="c">${en('KISONIM · Dumpling Bar')}</div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div><div class="c sm">רח' אבא הלל, רמת גן · ${ltr(`03-57${rng.digits(5)}`)}</div>
<div class="rule"></div><div class="c b">חשבונית מס קבלה / ${en('Tax Invoice Receipt')}</div><div class="c">מס' / ${en('No.')} ${ltr(doc)}</div>
${row(`שולחן / ${en('Table')} ${ltr(String(rng.int(1, 24)))}`, `סועדים / ${en('Guests')} ${ltr(String(guests))}`)}${row(`מלצר/ית / ${en('Server')}: ${rng.pick(['שקד', 'עידו', 'מאיה', "ג'וליה", 'אלון'])}`, ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(at)}`))}
<div class="rule"></div>${lines.map(it).join('')}<div class="rule"></div>${row(`סכום ביניים / ${en('Subtotal')}`, ltr(amount(sub)))}
${service ? row(`תוספת שירות ${ltr('12.5%')} / ${en('Service 12.5%')}`, ltr(amount(service))) : ''}<div class="dbl"></div>${row(`<b>סה"כ / ${en('Total')}</b>`, `<b>${ltr(`₪ ${amount(gross)}`)}</b>`, 'big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)} / ${en('VAT incl.')}`, ltr(amount(vat)))}${service ? `<div class="c sm">דמי השירות נכללו בחשבון / ${en('Service charge included')}</div>` : `<div class="c sm">השירות אינו כלול / ${en('Service not included')}</div>`}
<div class="cut">✂ - - - - - - - - - - - - - - - - - - -</div><div class="c b">שובר אשראי / ${en('Card slip')}</div>${row(`סכום החשבון / ${en('Bill')}`, ltr(amount(gross)))}${row(`טיפ / ${en('Tip')}`, tip ? ltr(amount(tip)) : '______')}
${row(`<b>סה"כ חיוב / ${en('Total charged')}</b>`, tip ? `<b>${ltr(amount(gross + tip))}</b>` : '______')}${row(ltr(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ${rng.digits(4)}`), ltr(`Auth ${rng.digits(6)}`))}<div class="c sm">חתימה / ${en('Signature')} ____________</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','Nimbus Sans';font-size:13px;padding:4mm;width:70mm}.nm{font-size:34px;font-weight:bold;line-height:1.1}.en{font-family:'Nimbus Sans';font-size:10.5px;color:#333}
.it{margin-top:4px}.big{font-size:16px}.cut{margin:10px 0 6px;white-space:nowrap;overflow:hidden;direction:ltr;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
