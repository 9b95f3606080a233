import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-burger-joint-bill';

const MENU: [string, number][] = [
  ['המבורגר קלאסי 220g / Classic burger', 6200],
  ['סמאש כפול / Double smash', 7400],
  ['בורגר טבעוני / Vegan burger', 5800],
  ['צ׳יפס בטטה / Sweet potato fries', 2400],
  ['טבעות בצל / Onion rings', 2200],
  ['כנפיים / Wings', 3900],
  ['מילקשייק / Milkshake', 2600],
  ['בירה מהחבית / Draft beer', 2800],
  ['קולה / Cola', 1200],
  ['עוגת גבינה / Cheesecake', 3200],
];

const VENDORS = [
  {
    brand: 'GRILL YARD · גריל יארד',
    legal: 'גריל יארד המבורגרים בע"מ',
    company: true,
    site: 'רח׳ הנשיאים 5, רחובות / Rehovot',
    page: '80mm 260mm',
    width: 72,
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    num: (rng: Rng) => `GY${rng.int(1, 3)}-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
  {
    brand: 'BUN & BONE · באן אנד בון',
    legal: 'טל אוחיון',
    company: false,
    site: 'מדרחוב ירושלים 30, אשקלון / Ashkelon',
    page: '70mm 260mm',
    width: 62,
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    num: (rng: Rng) => String(rng.int(100000, 999999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const mixedBurgerJointBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = rng.int(1, 5);
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const sum = total(lines.map((l) => l.qty * l.unit));
    const tax = vatIn(sum, rate);
    const tip = share(sum, rng.pick([10, 12, 15]));
    const body = `<div class="r">
<div class="c brand">${e(v.brand)}</div>
<div class="c sm">${v.site}</div>
${v.company ? `<div class="c">${e(v.legal)} · ח.פ. / Reg. ${ltr(hyphenId(id))}</div>` : ''}
<div class="rule"></div>
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מס׳ / No.', ltr(number))}
${row('תאריך / Date', ltr(v.date(date)))}
${row('שולחן / Table', ltr(String(rng.int(1, 25))))}
${row('סועדים / Covers', ltr(String(diners)))}
${row('הזמנה / Order', ltr(`#${rng.int(100, 999)}`))}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} ${e(l.name)}`, ltr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${row('סה"כ / Total ₪', ltr(amount(sum)), 'big')}
${row(`כולל מע"מ ${rate}% / VAT incl.`, ltr(amount(tax)))}
<div class="rule"></div>
${row('טיפ / Tip (לא כלול / not included)', ltr(amount(tip)))}
${row('חיוב כרטיס / Card charged', ltr(amount(sum + tip)))}
${row('כרטיס / Card', ltr(`XXXX-${rng.digits(4)}`))}
${v.company ? '' : `<div class="rule"></div><div class="c">${e(v.legal)} · עוסק מורשה / Lic. Dealer ${ltr(id)}</div>`}
<div class="c sm">תודה! / Thanks, come again</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:16px;font-weight:bold}.big{font-weight:bold;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
