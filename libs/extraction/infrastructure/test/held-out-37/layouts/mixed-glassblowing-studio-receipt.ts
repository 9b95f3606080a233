import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { add, bi, dated, lr, notSaturday, row, shift, taxIn, vid } from './extra';

const ID = 'mixed-glassblowing-studio-receipt';

const VENDORS = [
  {
    brand: 'JAFFA GLASS',
    brandHe: 'זכוכית יפו',
    sub: bi('סטודיו לניפוח זכוכית', 'Glassblowing studio'),
    legal: 'זכוכית יפו סטודיו לניפוח בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    addr: bi('סמטת המזלות 6, יפו העתיקה', '6 Mazal St., Old Jaffa'),
    date: (iso: string) => dt(iso, 'he'),
    num: (k: number) => `JG${k}`,
    digits: [20000, 39999],
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    color: '#0e7490',
    top: true,
  },
  {
    brand: 'BUBBLE',
    brandHe: 'בועה',
    sub: bi('סטודיו לזכוכית וסדנאות', 'Glass studio & workshops'),
    legal: 'נגה ברק',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    addr: bi('מתחם התחנה, באר שבע', 'Station Compound, Beersheba'),
    date: (iso: string) => dt(iso, 'dd-Mon-yy'),
    num: (k: number) => `${k}`,
    digits: [5000, 9999],
    font: "'Noto Sans Hebrew','FreeSans',sans-serif",
    color: '#7e22ce',
    top: false,
  },
];

const ITEMS: [string, string, number][] = [
  ['סדנת ניפוח – משתתף', 'Glassblowing workshop – person', 29000],
  ['סדנת זוגות – זוג', 'Couples workshop – pair', 52000],
  ['כוס בעבודת יד', 'Handmade tumbler', 9500],
  ['קערת זכוכית צבעונית', 'Coloured glass bowl', 24000],
  ['אגרטל קטן', 'Small vase', 18000],
  ['תליון זכוכית', 'Glass pendant', 8500],
  ['קישוט תלייה – כדור', 'Hanging bauble', 6000],
  ['אריזה מאובטחת', 'Secure packing', 2500],
  ['משלוח עד הבית אחרי קירור', 'Home delivery after annealing', 4500],
];

export const mixedGlassblowingStudioReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([he, en, p]) => ({ he, en, q: p > 25000 ? rng.int(1, 4) : rng.int(1, 3), p }));
    const sub = add(lines.map((l) => l.q * l.p));
    const resident = rng.chance(0.45);
    const disc = resident ? Math.round(sub * 0.1) : 0;
    const total = sub - disc;
    const tax = taxIn(total, rate);
    const ready = shift(date, rng.int(2, 4));
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div><div class="c sm">${v.addr}</div>`;
    const body = `<div class="r">
<div class="bar"><div class="big">${v.brand}</div><div>${esc(v.brandHe)}</div></div>
<div class="c sm">${v.sub}</div>
${v.top ? vendor : `<div class="c sm">${v.addr}</div>`}
${rule}
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${row(bi("מס'", 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), v.company ? v.date(date) : lr(v.date(date)))}
${row(bi('שעת סדנה', 'Session'), hhmm(rng.int(10, 18) * 60))}
${row(bi('מדריך/ה', 'Instructor'), rng.pick(['Yoav', 'Dana', 'Karim', 'Efrat']))}
${rule}
${lines.map((l) => `<div>${bi(esc(l.he), esc(l.en), '<br>')}</div>${row(lr(`${l.q} × ${amount(l.p)}`), amount(l.q * l.p))}`).join('')}
${rule}
${resident ? row(bi('סכום ביניים', 'Subtotal'), amount(sub)) + row(bi('הנחת תושב 10%', 'Resident 10%'), lr(`-${amount(disc)}`)) : ''}
${row(bi('סה"כ לתשלום', 'Total due'), lr(`₪${amount(total)}`), 'big')}
${row(bi(`המחיר כולל מע"מ ${rate}%`, `Incl. VAT ${rate}%`), amount(tax))}
${rule}
${row(bi('כרטיס', 'Card'), lr(`XXXX ${rng.digits(4)}`))}
${row(bi('אישור', 'Approval'), rng.digits(6))}
${row(bi('טלפון לקוח', 'Customer phone'), lr(cellular(rng)))}
<div class="c sm">${bi(`היצירות מוכנות לאיסוף מ-${dt(ready, 'dd/mm')}`, `Pieces ready from ${dt(ready, 'dd/mm')}`, '<br>')}</div>
${v.top ? '' : rule + vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#151515}.r{width:92mm;padding:4mm}.bar{background:${v.color};color:#fff;text-align:center;padding:4px;font-weight:bold}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9px}.big{font-weight:bold;font-size:14px}.rule{border-top:1px dashed ${v.color};margin:4px 0}.rw{display:flex;justify-content:space-between;gap:6px}`;
    const page = '100mm 240mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
