import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-cat-cafe-bill';

const MENU: [string, string, number][] = [
  ['קפוצ׳ינו', 'Cappuccino', 1600],
  ['תה צמחים', 'Herbal tea', 1400],
  ['עוגת גבינה', 'Cheesecake', 3200],
  ['כריך חלומי', 'Halloumi sandwich', 4200],
  ['לימונדה', 'Lemonade', 1500],
  ['בראוניז', 'Brownie', 2400],
  ['חטיף לחתולים', 'Cat treats', 1000],
  ['שייק בננה', 'Banana shake', 2600],
];

const VENDORS = [
  {
    he: 'חתולים ופולים',
    en: 'CATS & BEANS',
    site: bi('רח׳ ויטל 6, תל אביב', 'Vital St. 6, Tel Aviv'),
    legal: 'חתולים ופולים בית קפה בע"מ',
    company: true,
    label: bi('ח.פ.', 'Reg. No.'),
    idf: hyphenId,
    page: '80mm 220mm',
    width: 72,
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    color: '#c2410c',
    service: true,
    entry: 3500,
    num: (r: { int(a: number, b: number): number }) => `CB${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    he: 'מיאו',
    en: 'MEOW CORNER',
    site: bi('שד׳ מוריה 120, חיפה', 'Moriah Blvd 120, Haifa'),
    legal: 'נועם יפרח',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    idf: (s: string) => s,
    page: '72mm 220mm',
    width: 62,
    font: "'Hadasim CLM','Liberation Serif',serif",
    color: '#0369a1',
    service: false,
    entry: 3000,
    num: (r: { int(a: number, b: number): number }) => `${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

export const mixedCatCafeBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const guests = rng.int(2, 5);
    const lines = [
      { he: 'כניסה לחדר החתולים', en: 'Cat lounge entry', qty: guests, unit: v.entry },
      ...rng.some(MENU, rng.int(2, 5)).map(([he, en, unit]) => ({ he, en, qty: rng.int(1, guests), unit })),
    ];
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = v.service ? share(food, 10) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const tip = v.service ? 0 : share(total, rng.pick([10, 12, 15]));
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c sm">${esc(v.legal)} · ${v.label} ${lr(v.idf(id))}</div>`;
    const body = `<div class="r">
<div class="band"><div class="c brand">${v.he}</div><div class="c en">${v.en}</div></div>
<div class="c sm">${v.site}</div>
${v.company ? vendor : ''}
<div class="c b">${bi('חשבון / חשבונית מס', 'Bill / Tax Invoice', '<br>')}</div>
${r(bi('מס׳', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('שעה', 'Time'), lr(hhmm(rng.int(10 * 60, 21 * 60))))}
${r(bi('שולחן', 'Table'), lr(String(rng.int(1, 14))))}
${r(bi('אורחים', 'Guests'), lr(String(guests)))}
<div class="rule"></div>
${lines.map((l) => r(`${lr(String(l.qty))} ${bi(l.he, l.en)}`, lr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${v.service ? r(bi('סכום ביניים', 'Subtotal'), lr(amount(food))) + r(bi('שירות 10%', 'Service 10%'), lr(amount(service))) : ''}
${r(bi('סה"כ לתשלום', 'Total due'), lr(`₪${amount(total)}`), 'big')}
${r(bi(`מתוכו מע"מ ${rate}%`, 'of which VAT'), lr(amount(tax)))}
<div class="rule"></div>
${v.service ? '' : `<div class="box">${r(bi('טיפ (לא חלק מהחשבונית)', 'Tip (not part of invoice)'), lr(amount(tip)))}${r(bi('חיוב בכרטיס', 'Charged to card'), lr(amount(total + tip)))}</div>`}
${r(bi('כרטיס', 'Card'), lr(`****${rng.digits(4)}`))}
${r(bi('אישור', 'Approval'), lr(rng.digits(7)))}
<div class="c sm">${bi('אין להאכיל את החתולים מהצלחת', 'Please do not feed the cats from your plate')}</div>
${v.company ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.band{border-bottom:3px solid ${v.color};color:${v.color};padding:3px}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8px}.en{font-size:9px;letter-spacing:2px}.brand{font-size:17px;font-weight:bold}.big{font-weight:bold;font-size:12.5px}.rule{border-top:1px dotted #333;margin:3px 0}.box{border:1px solid ${v.color};padding:2px;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
