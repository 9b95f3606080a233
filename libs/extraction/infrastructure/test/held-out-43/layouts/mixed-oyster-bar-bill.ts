import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, bi, dated, lr, rw, taxIn, vid } from './extra';

const ID = 'mixed-oyster-bar-bill';

const MENU: [string, string, number][] = [
  ['צדפות טריות (6)', 'Oysters (6)', 8400],
  ['צדפות טריות (12)', 'Oysters (12)', 15600],
  ['קרפצ׳ו לוקוס', 'Grouper carpaccio', 6800],
  ['שרימפס בחמאה', 'Butter shrimp', 7400],
  ['צ׳יפס פרמזן', 'Parmesan fries', 3200],
  ['כוס שבלי', 'Glass of Chablis', 5200],
  ['בקבוק קאווה', 'Bottle of Cava', 19000],
  ['בירה מהחבית', 'Draught beer', 3200],
  ['מוס שוקולד', 'Chocolate mousse', 3800],
];

const VENDORS = [
  {
    he: 'צדפה',
    en: 'TSDAFA OYSTER BAR',
    site: bi('נמל יפו, מחסן 2', 'Jaffa Port, Hangar 2'),
    legal: 'צדפה נמל יפו בע"מ',
    company: true,
    page: '80mm 240mm',
    width: 72,
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    color: '#0e7490',
    service: true,
    num: (r: { int(a: number, b: number): number }) => `JP${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    he: 'פנינה',
    en: 'PNINA RAW BAR',
    site: bi('טיילת עכו', 'Acre Promenade'),
    legal: 'ג׳ורג׳ חורי',
    company: false,
    page: '72mm 240mm',
    width: 62,
    font: "'Hadasim CLM','Liberation Serif',serif",
    color: '#9d174d',
    service: false,
    num: (r: { int(a: number, b: number): number }) => String(r.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

export const mixedOysterBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const guests = rng.int(2, 6);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([he, en, unit]) => ({ he, en, unit, qty: rng.int(1, guests) }));
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = v.service ? share(food, 10) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const tip = v.service ? 0 : share(total, rng.pick([10, 12, 15]));
    const vendor = `<div class="c sm">${esc(v.legal)} · ${v.company ? bi('ח.פ.', 'Reg. No.') : bi('עוסק מורשה', 'Licensed Dealer')} ${lr(v.company ? hyphenId(id) : id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.he}</div><div class="c en">${v.en}</div><div class="line"></div>
<div class="c sm">${v.site}</div>
${v.company ? vendor : ''}
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', '<br>')}</div>
${rw(bi('מס׳', 'No.'), lr(number))}
${rw(bi('תאריך', 'Date'), lr(v.date(date)))}
${rw(bi('שעה', 'Time'), lr(hhmm(rng.int(12 * 60, 23 * 60))))}
${rw(bi('שולחן', 'Table'), lr(String(rng.int(1, 20))))}
${rw(bi('סועדים', 'Covers'), lr(String(guests)))}
${rw(bi('הזמנה', 'Booking'), lr(`TB-${rng.digits(6)}`))}
<div class="line"></div>
${lines.map((l) => rw(`${lr(String(l.qty))} × ${bi(l.he, l.en)}`, lr(amount(l.qty * l.unit)))).join('')}
<div class="line"></div>
${v.service ? rw(bi('סכום ביניים', 'Subtotal'), lr(amount(food))) + rw(bi('דמי שירות 10%', 'Service 10%'), lr(amount(service))) : ''}
${rw(bi('סה"כ לתשלום', 'Total'), lr(`₪${amount(total)}`), 'big')}
${rw(bi(`מזה מע"מ ${rate}%`, 'incl. VAT'), lr(amount(tax)))}
<div class="line"></div>
${v.service ? '' : `<div class="box">${rw(bi('טיפ - לא חלק מהחשבונית', 'Gratuity - not part of the invoice'), lr(amount(tip)))}${rw(bi('סה"כ חיוב בכרטיס', 'Card charge'), lr(amount(total + tip)))}</div>`}
${rw(bi('כרטיס', 'Card'), lr(`XXXX${rng.digits(4)}`))}
${rw(bi('אישור', 'Approval'), lr(rng.digits(7)))}
${v.company ? '' : vendor}
<div class="c sm">${bi('תודה, נתראה בים', 'Thank you, see you by the sea')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8px}.brand{font-size:20px;font-weight:bold;color:${v.color}}.en{font-size:9px;letter-spacing:2px;color:${v.color}}.big{font-weight:bold;font-size:12.5px}.line{border-top:2px solid ${v.color};margin:3px 0}.box{border:1px dashed ${v.color};padding:2px;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
