import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-surf-shop-till';

const VENDORS = [
  {
    brand: 'SWELL · גל ים',
    lines: ['סוול גלישה וציוד ים בע"מ', 'חוף הצוק, תל אביב · Tzuk Beach, Tel Aviv'],
    legal: 'סוול גלישה וציוד ים בע"מ',
    company: true,
    label: 'ח.פ. / Co. Reg.',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `SW${k}`,
    digits: [100000, 999999],
    font: "'Nimbus Mono PS','Miriam Mono CLM',monospace",
  },
  {
    brand: 'BOARDWALK SURF',
    lines: ['אורי נחמיאס', 'ציוד גלישה ותיקוני גלשנים · Surf gear & board repair'],
    legal: 'אורי נחמיאס',
    company: false,
    label: 'עוסק מורשה / Lic. Dealer',
    style: 'd Mon yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [10000, 99999],
    font: "'Noto Sans Mono','Miriam Mono CLM',monospace",
  },
];

const ITEMS: [string, string, number][] = [
  ['ווקס גלישה מים חמים', 'Surf wax, warm water', 1500],
  ['רצועת רגל 7 רגל', 'Leash 7ft', 14900],
  ['סנפירים FCS', 'Fins set FCS', 32900],
  ['חליפת גלישה 3/2', 'Wetsuit 3/2mm', 89900],
  ['כובע ליקרה', 'Lycra cap', 8900],
  ['תיקון שבר בגלשן', 'Ding repair', 18000],
  ['השכרת גלשן — 2 שעות', 'Board rental 2h', 12000],
  ['קרם הגנה מינרלי', 'Reef-safe sunscreen', 6900],
];

export const mixedSurfShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { n, date } = dated(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const items = rng.some(ITEMS, rng.int(2, 4)).map(([he, en, p]) => ({ he, en, p, q: en.startsWith('Surf wax') ? rng.int(1, 3) : 1 }));
    const sub = add(items.map((i) => i.q * i.p));
    const member = rng.chance(0.5) ? Math.round(sub * 0.1) : 0;
    const total = sub - member;
    const tax = taxIn(total, rate);
    const body = `<div class="r">
<div class="c big">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c">${v.label} ${n === 3 ? hyphenId(id) : id}</div>
<div class="line">~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~</div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi("מס'", 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(`${dt(date, v.style)} ${hhmm(rng.int(9 * 60, 19 * 60))}`))}
${row(bi('קופה', 'POS'), String(rng.int(1, 3)))}
<div class="line">~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~</div>
${items.map((i) => `<div>${esc(i.he)}</div>${row(lr(`${i.en}${i.q > 1 ? ` ${i.q} x ${amount(i.p)}` : ''}`), amount(i.q * i.p))}`).join('')}
<div class="line">~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~</div>
${member ? `${row(bi('סכום ביניים', 'Subtotal'), amount(sub))}${row(bi('הנחת חבר מועדון 10%', 'Club member 10%'), `-${amount(member)}`)}` : ''}
${row(bi('סה"כ', 'TOTAL'), `₪${amount(total)}`, 'b big')}
${row(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), amount(tax))}
${row(bi('תשלום', 'Payment'), rng.pick(['אשראי · Card', 'מזומן · Cash', 'Apple Pay']))}
<div class="line">~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~</div>
<div class="c">${bi('דו"ח גלים מחר', 'Surf forecast tmrw')}: ${rng.pick(['0.5-1m', '1-1.5m', 'flat'])}</div>
<div class="c">${bi('החלפה תוך 14 יום עם הקבלה', 'Exchange within 14 days with receipt')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px}.r{width:72mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:14px;font-weight:bold}.line{overflow:hidden;white-space:nowrap;text-align:center}.rw{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
