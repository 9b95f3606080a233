import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-uzbek-plov-restaurant-bill';

const DISHES: [string, number][] = [
  ['פלוב טשקנטי', 6800],
  ['סמסה בשר', 2200],
  ['לגמן ביתי', 5600],
  ['מנטי (5 יח׳)', 4900],
  ['שורפה', 3900],
  ['שישליק כבש', 7400],
  ['סלט אצ׳יצ׳וק', 2400],
  ['לחם טנדיר', 1500],
  ['צ׳ייחנה - קנקן תה', 2600],
  ['קומפוט ביתי', 1400],
  ['וודקה 50 מ"ל', 2800],
  ['חלבה ונישלדה', 2900],
];

const VENDORS = [
  {
    brand: 'סמרקנד הישנה',
    legal: 'סמרקנד הישנה מסעדות בע"מ',
    company: true,
    site: 'רח׳ התקווה 42, תל אביב-יפו',
    page: '80mm 270mm',
    width: 72,
    font: "'David CLM','Frank Ruehl CLM',serif",
    num: (rng: Rng) => `SM/${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
  },
  {
    brand: 'חאן בוכרה',
    legal: 'יוסף אמינוב',
    company: false,
    site: 'רח׳ הרצל 88, אור יהודה · 03-5339120',
    page: '76mm 270mm',
    width: 68,
    font: "'FreeSans','Liberation Sans',sans-serif",
    num: (rng: Rng) => String(rng.int(3000, 8999)),
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
  },
];

export const heUzbekPlovRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = rng.int(2, 8);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = v.company ? share(food, 10) : 0;
    const sum = food + service;
    const tax = vatIn(sum, rate);
    const tip = v.company ? 0 : share(sum, rng.pick([10, 12, 15]));
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">מטבח אוזבקי · ${v.site}</div>
${v.company ? `<div class="c">${e(v.legal)} · ח.פ. ${ltr(spacedId(id))}</div>` : ''}
<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה ${ltr(number)}</div>
${pairs(
  [
    ['תאריך', ltr(v.date(date))],
    ['שולחן', ltr(String(rng.int(1, 40)))],
    ['סועדים', ltr(String(diners))],
    ['מלצר', rng.pick(['רוסטם', 'דילנוזה', 'בוריס', 'ליאת'])],
    ['הזמנה', ltr(`T-${rng.int(10000, 99999)}`)],
    ['פתיחה', ltr(`${rng.int(12, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`)],
  ],
  2,
)}
${items(
  ['כמ׳', 'פריט', 'מחיר', 'סכום'],
  lines.map((l) => [String(l.qty), e(l.name), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
${v.company ? row('סה"כ מנות ושתייה', ltr(amount(food))) + row('שירות 10%', ltr(amount(service))) : ''}
${row('לתשלום', ltr(`${amount(sum)} ש"ח`), 'big')}
${row(`מע"מ ${rate}% (כלול)`, ltr(amount(tax)))}
${row('ממוצע לסועד', ltr(amount(Math.round(sum / diners))))}
<div class="dbl"></div>
${tip ? row('תשר (לא כלול בחשבונית)', ltr(amount(tip))) + row('סה"כ חיוב אשראי', ltr(amount(sum + tip))) : row('שולם באשראי', ltr(amount(sum)))}
${row('כרטיס', ltr(`****${rng.digits(4)}`))}
${v.company ? '' : `<div class="rule"></div><div class="c">${e(v.legal)} - עוסק מורשה ${ltr(id)}</div>`}
<div class="c sm">רחמת! תודה ובתיאבון</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:20px;font-weight:bold}.big{font-weight:bold;font-size:13px}.pairs{width:100%}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
