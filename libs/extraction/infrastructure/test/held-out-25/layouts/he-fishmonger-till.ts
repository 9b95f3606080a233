import { amount, esc, htmlPage, israeliRate, Layout, Rng, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul } from '../../generalisation/notation';
import { add, day, lr, taxIn, vid } from './extra';

const SHOPS = [
  { brand: 'דגי הכנרת', legal: "יוסי אברג'ל", company: false, label: 'עוסק מורשה', town: 'שוק טבריה, דוכן 14' },
  { brand: '', legal: 'פירות ים הנמל בע"מ', company: true, label: 'ח.פ.', town: "רח' הדייגים 3, יפו" },
  { brand: 'GOLDFISH', legal: 'דייג הזהב שיווק דגים בע"מ', company: true, label: 'ח"פ', town: 'מרכז מסחרי, קריית ביאליק' },
];
const FISH = ['דניס טרי', 'לברק', 'סלמון נורבגי פילה', 'מושט', 'בורי', 'קרפיון חי', 'פילה אמנון', 'טונה אדומה', 'שרימפס קפוא', 'קלמרי', 'סרדינים', 'פורל ורוד'];

/** A fishmonger's scale-and-till slip on 80 mm paper: weighed fish in kg × price per kg, cleaning and filleting, VAT contained. */
export const heFishmongerTill: Layout = {
  id: 'he-fishmonger-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const id = vid(s.legal, s.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const items = rng.some(FISH, rng.int(2, 5)).map((name) => {
      const grams = rng.int(28, 240) * 10;
      const perKg = rng.pick([3990, 4990, 5990, 6990, 8990, 11990, 14990, 18990]);
      return { name, grams, perKg, sum: mul(grams / 1000, perKg) };
    });
    const clean = rng.chance(0.6) ? rng.pick([500, 800, 1000]) : 0;
    const total = add(items.map((i) => i.sum)) + clean;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `4-${rng.int(10000, 99999)}`, () => String(rng.int(100000, 999999)), () => `ק${rng.int(1000, 9999)}`])();
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick(['FreeMono', 'Liberation Mono', 'DejaVu Sans Mono']);
    const paid = Math.ceil(total / 10000) * 10000;
    const cash = rng.chance(0.4);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="c big">${s.brand ? esc(s.brand) : esc(s.legal)}</div>
${s.brand ? `<div class="c">${esc(s.legal)}</div>` : ''}<div class="c">${s.label} ${lr(s.company && rng.chance(0.5) ? hyphenId(id) : id)}</div><div class="c">${esc(s.town)}</div><div class="c">טל' ${lr(`04-${rng.int(6000000, 6999999)}`)}</div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה ${lr(docNo)}</div>
${r('תאריך', lr(dt(date, fmt)))}${r('שעה', time(rng))}${r('מאזניים', String(rng.int(1, 3)))}${r('מוכר', rng.pick(['שמעון', 'רינה', 'איגור', 'מוחמד']))}
<div class="rule"></div>
${items.map((i) => `<div>${esc(i.name)}</div>${r(`${lr(`${(i.grams / 1000).toFixed(3)} ק"ג x ${amount(i.perKg)}`)}`, amount(i.sum))}`).join('')}
${clean ? r('ניקוי ופילוט', amount(clean)) : ''}
<div class="rule"></div>${r('סה"כ לתשלום', amount(total), 'big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}
<div class="rule"></div>${cash ? r('מזומן', amount(paid)) + r('עודף', amount(paid - total)) : r('כרטיס אשראי', lr(`XXXX-${rng.digits(4)}`)) + r("מס' אישור", rng.digits(7))}
<div class="rule"></div><div class="c sm">יש לשמור בקירור עד 4 מעלות<br>תודה ושבוע טוב!</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#000}
.c{text-align:center}.big{font-size:15px;font-weight:bold}.b{font-weight:bold;font-size:12px}.sm{font-size:9px}.r{display:flex;justify-content:space-between}.rule{border-top:1px dashed #000;margin:2mm 0}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
