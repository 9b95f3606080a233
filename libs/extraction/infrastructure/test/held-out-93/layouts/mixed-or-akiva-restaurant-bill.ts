import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-or-akiva-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022. */
const MENU: [string, string, number][] = [
  ["פילה דניס על הפלנצ'ה", 'Sea bream fillet a la plancha', 9800],
  ['שיפודי פרגית', 'Chicken thigh skewers', 7600],
  ['קבב טלה על האש', 'Grilled lamb kebab', 8200],
  ['סלט ירוק עם שקדים', 'Green salad with almonds', 4800],
  ['קלמרי מטוגן', 'Fried calamari', 6400],
  ['מגש סלטים לשולחן', 'Table meze platter', 5600],
  ['מלבי ורדים', 'Rose malabi', 3200],
];
const DRINKS: [string, string, number][] = [
  ['לימונענע גרוס', 'Frozen lemon-mint', 1800],
  ['בירה מהחבית חצי', 'Draught beer 0.5 l', 3200],
  ['כוס יין לבן', 'Glass of white wine', 3600],
  ['קולה זירו', 'Coke Zero', 1400],
];

/**
 * A grill and fish restaurant in Or Akiva, a bilingual bill, 76 mm (Aharoni CLM for the name, FreeSerif): "גריל הגחלים ·
 * Embers Grill" over the company with "ח.פ." plain, "חשבון / Bill" and "חשבונית מס-קבלה nnnnnn/n" (serial and
 * register), table, guests, waiter, date dd.mm.yyyy and time; dishes in Hebrew with English in smaller type, "q ×
 * price", "סה"כ מנות / Food & drinks", "שירות / Service 10%" added on every bill, "לתשלום / To pay" "₪…", "לפני מע"מ /
 * Before VAT" and "מע"מ / VAT n%" (contained in the whole bill); below a dotted line the card slip with the bill, "טיפ
 * נוסף / Extra tip" and "חויב / Charged" (the extra tip not in the bill); not Friday evening nor Saturday lunch.
 */
export const mixedOrAkivaRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const up = (Number(date.slice(0, 4)) - 2022) * 200;
    const guests = rng.int(2, 8);
    const dishes = rng.some(MENU, rng.int(2, 5)).map(([h, en, p]) => ({ h, en, p: p + up, q: rng.int(1, Math.max(1, Math.ceil(guests / 2))) }));
    const drinks = rng.some(DRINKS, rng.int(1, 3)).map(([h, en, p]) => ({ h, en, p: p + up / 2, q: rng.int(1, guests) }));
    const lines = [...dishes, ...drinks];
    const food = total(lines.map((l) => l.p * l.q));
    const service = share(food, 10);
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = rng.chance(0.5) ? rng.pick([1000, 2000, 3000, 5000]) : 0;
    const vendorName = 'גריל הגחלים אור עקיבא בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10000, 99999)}/${rng.int(1, 3)}`;
    const at = rng.int(18 * 60, 22 * 60 + 45);
    const body = `<div class="c nm">גריל הגחלים</div><div class="c en big">${ltr('Embers Grill')}</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(taxId)} · ${ltr(`04-62${rng.digits(5)}`)}</div>
<div class="rule"></div><div class="c b">חשבון · <span class="en">${ltr('Bill')}</span></div><div class="c">חשבונית מס-קבלה ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 40)))} · <span class="en">${ltr('Table')}</span>`, `סועדים ${ltr(String(guests))} · <span class="en">${ltr('Guests')}</span>`)}${row(`מלצר/ית: ${rng.pick(['שני', 'עידו', 'מאיה', 'ליאור', 'אלה'])}`, ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(at)}`))}<div class="rule"></div>
${lines.map((l) => `<div class="it">${l.h}</div><div class="en sm">${ltr(l.en)}</div>${row(ltr(`${l.q} × ${amount(l.p)}`), ltr(amount(l.p * l.q)))}`).join('')}<div class="rule"></div>
${row(`סה"כ מנות · <span class="en">${ltr('Food & drinks')}</span>`, ltr(amount(food)))}${row(`שירות · <span class="en">${ltr('Service 10%')}</span>`, ltr(amount(service)))}<div class="dbl"></div>
${row(`<b>לתשלום · <span class="en">${ltr('To pay')}</span></b>`, `<b>${ltr(`₪${amount(gross)}`)}</b>`, 'big')}${row(`לפני מע"מ · <span class="en">${ltr('Before VAT')}</span>`, ltr(amount(gross - vat)))}${row(`מע"מ · <span class="en">${ltr(`VAT ${rate}%`)}</span>`, ltr(amount(vat)))}
<div class="cut">· · · · · · · · · · · · · · · · · · · · · ·</div><div class="c b">שובר אשראי · <span class="en">${ltr('Card slip')}</span></div>${row('חשבון · <span class="en">Bill</span>', ltr(amount(gross)))}${row('טיפ נוסף · <span class="en">Extra tip</span>', ltr(amount(tip)))}${row('<b>חויב · <span class="en">Charged</span></b>', `<b>${ltr(amount(gross + tip))}</b>`)}
${row(ltr(`MASTERCARD ${rng.digits(4)}`), ltr(`Auth ${rng.digits(6)}`))}<div class="c sm">תודה ולהתראות! · <span class="en">${ltr('See you again!')}</span></div>`;
    const css = `${baseCss}
body{font-family:'FreeSerif';font-size:12px;padding:4mm;width:68mm}.nm{font-family:'Aharoni CLM';font-size:26px}.en{font-family:'FreeSerif';color:#333}.big{font-size:14px}.it{margin-top:3px}
.cut{margin:10px 0 4px;white-space:nowrap;overflow:hidden}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 240mm', css, body }),
      page: '76mm 240mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
