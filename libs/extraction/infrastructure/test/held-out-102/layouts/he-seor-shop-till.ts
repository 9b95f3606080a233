import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn, weekdayOf } from './extra';

const ID = 'he-seor-shop-till';

/** Item, agorot with VAT in 2023, and whether it is sold by the kilogram (then the price is a kilogram's). */
const GOODS: [string, number, boolean][] = [
  ['לחם מחמצת כפרי', 2600, false],
  ['לחם כוסמין מלא', 2900, false],
  ['לחם שיפון וקימל', 2700, false],
  ['באגט', 1000, false],
  ['קרואסון חמאה', 950, false],
  ["פוקאצ'ה רוזמרין", 2200, false],
  ['עוגת שמרים קינמון', 4200, false],
  ['פאי תפוחים ופקאן', 5800, false],
  ['עוגיות חמאה', 8900, true],
  ['רוגלך שוקולד', 7800, true],
  ['ביסקוטי שקדים', 9600, true],
  ['קפה הפוך גדול', 1300, false],
  ['אספרסו כפול', 1000, false],
  ['מיץ תפוזים סחוט', 1600, false],
];
const CASHIERS = ['שירן', 'מוחמד', 'אביטל', 'נוי', 'יוליה'];

/**
 * A sourdough bakery at Kiryat Tivon, the till's slip, 58 mm (Shofar for the name, FreeMono): "השאור" large over
 * "מאפיית מחמצת · קריית טבעון", the street and phone; a black bar "חשבונית מס / קבלה"; "מס'" the register and six
 * digits, the date dd-mm-yyyy with the time, "קופאי/ת" and "לקוח מזדמן"; each item on its line with "q × price" (or the
 * weight "0.415 ק"ג × 89.00") and the sum under it; on Fridays a plaited challah; "3 קרואסונים ב-" a negative deal line
 * for each three croissants; "סה"כ פריטים", "לתשלום" large, "מתוכו מע"מ n%" and "סכום לפני מע"מ" (contained); card
 * (last digits, approval) or cash with the change; at the foot the company "השאור מאפה וקונדיטוריה בע"מ" with "ע.מ./ח.פ."
 * plain; not Saturday.
 */
export const heSeorShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const friday = weekdayOf(date) === 5;
    const rise = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const price = (p: number) => Math.round((p * rise) / 10) * 10;
    const goods = rng.some(GOODS, rng.int(3, 7)).map(([name, p, kg]) => {
      const unit = price(p);
      if (kg) {
        const grams = rng.int(180, 780);
        return { name, unit, kg, q: grams, sum: Math.round((grams * unit) / 1000) };
      }
      const q = name.includes('קרואסון') ? rng.int(1, 7) : rng.int(1, 3);
      return { name, unit, kg, q, sum: q * unit };
    });
    if (friday) goods.push({ name: 'חלה קלועה מתוקה', unit: price(1800), kg: false, q: rng.int(1, 2), sum: 0 });
    for (const g of goods) if (!g.kg) g.sum = g.q * g.unit;
    const croissants = goods.find((g) => g.name.includes('קרואסון'));
    const triples = croissants ? Math.floor(croissants.q / 3) : 0;
    const dealPrice = price(2500);
    const deal = croissants ? triples * (3 * croissants.unit - dealPrice) : 0;
    const due = total(goods.map((g) => g.sum)) - deal;
    const rate = israeliRate(date);
    const vat = vatIn(due, rate);
    const vendorName = 'השאור מאפה וקונדיטוריה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}-${rng.int(100000, 489999)}`;
    const time = hhmm(rng.int(6 * 60 + 30, (friday ? 14 : 19) * 60));
    const cash = rng.chance(0.35);
    const paid = cash ? Math.ceil(due / 5000) * 5000 : due;
    const line = (a: string, b: string, cls = '') => `<div class="ln ${cls}"><span>${a}</span><span>${ltr(b)}</span></div>`;
    const rows = goods
      .map(
        (g) =>
          `<div class="it">${g.name}</div>${line(
            g.kg ? `${ltr(`${(g.q / 1000).toFixed(3)}`)} ק"ג × ${ltr(amount(g.unit))}` : `${ltr(String(g.q))} × ${ltr(amount(g.unit))}`,
            amount(g.sum),
          )}`,
      )
      .join('');
    const body = `<div class="nm">השאור</div><div class="c">מאפיית מחמצת · קריית טבעון</div><div class="c sm">רח' השקדים ${ltr(String(rng.int(2, 40)))} · ${ltr(`04-98${rng.digits(5)}`)}</div>
<div class="bar">חשבונית מס / קבלה</div>
${line("מס'", doc, 'b')}${line('תאריך', `${dt(date, 'dd.mm.yyyy').replace(/\./g, '-')} ${time}`)}${line('קופאי/ת', rng.pick(CASHIERS))}${line('לקוח', 'מזדמן')}
<div class="dash"></div>${rows}${deal ? line(`מבצע ${ltr('3')} קרואסונים ב-${ltr(amount(dealPrice))}${triples > 1 ? ` (${ltr(`×${triples}`)})` : ''}`, `-${amount(deal)}`) : ''}
<div class="dash"></div>${line('סה"כ פריטים', String(goods.length))}${line('לתשלום', `₪${amount(due)}`, 'big')}${line(`מתוכו מע"מ ${ltr(`${rate}%`)}`, amount(vat))}${line('סכום לפני מע"מ', amount(due - vat))}
<div class="dash"></div>${
      cash ? `${line('מזומן', amount(paid))}${line('עודף', amount(paid - due))}` : `${line('אשראי', `****${rng.digits(4)}`)}${line('אישור', rng.digits(6))}${line('תשלומים', '1')}`
    }
<div class="dash"></div><div class="c sm">${vendorName}<br>ע.מ./ח.פ. ${ltr(taxId)}</div><div class="c sm">${friday ? 'שבת שלום!' : 'תודה ולהתראות!'}</div>`;
    const css = `body{font-family:'FreeMono';font-size:11.5px;width:52mm;padding:3mm 3mm;line-height:1.3}.nm{font-family:'Shofar';font-size:34px;text-align:center;font-weight:bold;line-height:1.1}.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold}
.bar{background:#000;color:#fff;text-align:center;font-weight:bold;margin:6px 0 4px;padding:2px 0}.ln{display:flex;justify-content:space-between;gap:4px}.it{margin-top:2px}.big{font-size:15px;font-weight:bold;margin:2px 0}.dash{border-top:1px dashed #000;margin:5px 0}`;
    const page = '58mm 300mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
