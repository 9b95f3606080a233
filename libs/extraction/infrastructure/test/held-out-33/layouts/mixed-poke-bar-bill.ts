import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm } from '../../generalisation/notation';
import { add, bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-poke-bar-bill';

const VENDORS = [
  {
    brand: 'BOWL & CO · קערה',
    lines: ['בול אנד קו מזון בריא בע"מ'],
    legal: 'בול אנד קו מזון בריא בע"מ',
    company: true,
    label: 'ח.פ. / Company No.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `B${k}`,
    digits: [20000, 89999],
    color: '#00838f',
  },
  {
    brand: 'ALOHA KITCHEN',
    lines: ['מאיה הראל', 'בר פוקה הוואי · Hawaiian poke bar'],
    legal: 'מאיה הראל',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [1000, 9999],
    color: '#e65100',
  },
];

const MENU: [string, string, number][] = [
  ['קערת סלמון קלאסית', 'Classic salmon bowl', 6200],
  ['קערת טונה ספייסי', 'Spicy ahi tuna bowl', 6800],
  ['קערת טופו ואבוקדו', 'Tofu & avocado bowl', 5400],
  ['קערת שרימפס מנגו', 'Mango shrimp bowl', 6900],
  ['אדממה במלח ים', 'Edamame', 2200],
  ['מיסו שיר', 'Miso soup', 1800],
  ["קומבוצ'ה", 'Kombucha', 1900],
  ['לימונדה יוזו', 'Yuzu lemonade', 1700],
];

export const mixedPokeBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const guests = rng.int(1, 9);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([he, en, p]) => ({ he, en, p, q: rng.int(1, Math.max(1, Math.ceil(guests / 2))) }));
    const food = add(lines.map((l) => l.q * l.p));
    const servicePct = guests >= 6 ? 10 : 0;
    const service = Math.round((food * servicePct) / 100);
    const total = food + service;
    const tax = taxIn(total, rate);
    const tips = [10, 12, 15].map((p) => [p, Math.round((total * p) / 100)] as const);
    const t = rng.int(11 * 60, 21 * 60);
    const body = `<div class="r">
<div class="brand">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label} ${id}</div>
<div class="title">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${row(bi('מספר', 'Invoice'), lr(number))}
${row(bi('תאריך', 'Date'), dt(date, v.style))}
${row(bi('שעה', 'Time'), hhmm(t))}
${row(bi('שולחן', 'Table'), `${rng.int(1, 24)} · ${guests} ${bi('סועדים', 'guests', ' ')}`)}
<div class="rule"></div>
${lines.map((l) => row(`${l.q} × ${esc(l.he)}<br><span class="en">${esc(l.en)}</span>`, amount(l.q * l.p))).join('')}
<div class="rule"></div>
${service ? `${row(bi('סכום ביניים', 'Subtotal'), amount(food))}${row(bi('שירות 10% לשולחן 6+', 'Service 10% for 6+'), amount(service))}` : ''}
${row(bi('סה"כ לתשלום', 'Amount due'), `${amount(total)} ₪`, 'big')}
${row(bi(`מתוכו מע"מ ${rate}%`, `of which VAT`), amount(tax))}
<div class="rule"></div>
${service ? `<div class="c sm">${bi('השירות כלול בחשבון', 'Service is included')}</div>` : `<div class="c sm">${bi('השירות אינו כלול · טיפ מומלץ', 'Service not included · suggested tip')}</div>${tips.map(([p, a]) => `<div class="c sm">${p}% = ${amount(a)}</div>`).join('')}`}
<div class="c sm">Mahalo! · ${lr(`@${v.brand.split(' ')[0].toLowerCase()}.tlv`)}</div>
</div>`;
    const css = `body{font-family:'FreeSans','Noto Sans Hebrew',sans-serif;font-size:11px}.r{width:78mm;padding:4mm}.brand{text-align:center;font-family:'URW Gothic','Noto Sans Hebrew',sans-serif;font-size:19px;font-weight:bold;color:${v.color};border:2px solid ${v.color};border-radius:14px;padding:4px}.c{text-align:center}.sm{font-size:9px}.title{text-align:center;font-weight:bold;margin:5px 0;font-size:12px}.en{font-size:9px;color:#555}.rule{border-top:1px dashed ${v.color};margin:4px 0}.rw{display:flex;justify-content:space-between;align-items:flex-end;padding:1px 0}.big{font-weight:bold;font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '86mm 210mm', css, body }),
      page: '86mm 210mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
