import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { he2, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-bubble-tea-shop-slip';

const DRINKS: [string, number][] = [
  ['תה חלב טפיוקה / Milk tea tapioca', 2400],
  ['טארו לאטה / Taro latte', 2600],
  ['תה ירוק פסיפלורה / Passion green tea', 2200],
  ['מאצ׳ה תות / Strawberry matcha', 2700],
  ['סוכר חום / Brown sugar boba', 2800],
  ['תה תאילנדי / Thai tea', 2300],
  ['מוצ׳י / Mochi', 1600],
  ['וופל ביצה / Egg waffle', 2900],
];

const VENDORS = [
  {
    brand: 'בועות · BUBBLES TLV',
    legal: 'בועות משקאות בע"מ',
    company: true,
    site: 'דיזנגוף סנטר, תל אביב',
    page: '80mm 200mm',
    width: 72,
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    num: (rng: { int(a: number, b: number): number }) => `B${rng.int(1, 9)}-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
  },
  {
    brand: 'פנינה שחורה · BLACK PEARL',
    legal: 'טל יוסופוב',
    company: false,
    site: 'קניון הנגב, באר שבע',
    page: '58mm 200mm',
    width: 50,
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
  },
];

export const mixedBubbleTeaShopSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(DRINKS, rng.int(1, 4)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3), topping: rng.chance(0.4) ? 400 : 0 }));
    const sum = total(lines.map((l) => l.qty * (l.unit + l.topping)));
    const tax = vatIn(sum, rate);
    const cash = rng.chance(0.4);
    const paid = Math.ceil(sum / 2000) * 2000 + (rng.chance(0.5) ? 2000 : 0);
    const who = `<div class="c sm">${esc(v.legal)} · ${v.company ? he2('ח.פ.', 'Reg.') : he2('עוסק מורשה', 'Lic. Dealer')} ${ltr(v.company ? hyphenId(id) : id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c sm">${v.site}</div>
${v.company ? who : ''}
<div class="c b">${he2('חשבונית מס קבלה', 'Tax Invoice Receipt', ' · ')}</div>
${row(he2('מס׳', 'No.'), ltr(number))}
${row(he2('תאריך', 'Date'), ltr(`${v.date(date)} ${String(rng.int(10, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row(he2('הזמנה', 'Order'), ltr(`#${rng.int(1, 300)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.qty} × ${esc(l.name)}</div>${l.topping ? `<div class="sm">+ ${he2('פנינים נוספות', 'extra pearls')} ${ltr(amount(l.topping))}</div>` : ''}${row('', ltr(amount(l.qty * (l.unit + l.topping))))}`).join('')}
<div class="rule"></div>
${row(he2('סה"כ', 'Total'), ltr(`₪ ${amount(sum)}`), 'big')}
${row(he2(`מזה מע"מ ${rate}%`, 'VAT incl.'), ltr(amount(tax)))}
${cash ? row(he2('מזומן', 'Cash'), ltr(amount(paid))) + row(he2('עודף', 'Change'), ltr(amount(paid - sum))) : row(he2('כרטיס', 'Card'), ltr(`xx${rng.digits(4)}`))}
${v.company ? '' : who}
<div class="c sm">${he2('כרטיסיית 10+1', 'Loyalty 10+1')}: ${ltr(String(rng.int(1, 10)))}/10</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:3px 0}.sm{font-size:7.5px}.brand{font-size:14px;font-weight:bold}.big{font-weight:bold;font-size:12px}.rule{border-top:1px dashed #555;margin:3px 0}.row{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
