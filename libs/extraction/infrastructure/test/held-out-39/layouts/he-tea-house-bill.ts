import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-tea-house-bill';

const VENDORS = [
  {
    brand: 'תה ותאנה',
    sub: 'בית תה וגינה · רח׳ המייסדים 41, זכרון יעקב',
    legal: 'נגה ברקוביץ',
    company: false,
    label: 'עוסק מורשה',
    title: 'חשבונית מס / קבלה',
    num: (r: { int(a: number, b: number): number }) => `12-${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    font: "'Hadasim CLM','David CLM',serif",
    color: '#6b3f1d',
    width: 68,
    page: '80mm 205mm',
  },
  {
    brand: 'סמובר',
    sub: 'בית תה רוסי-פרסי · רח׳ שמאי 9, ירושלים',
    legal: 'סמובר בתי תה בע"מ',
    company: true,
    label: 'ח.פ.',
    title: 'חשבונית מס-קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(200000, 499999)}`,
    date: (iso: string) => dt(iso, 'he'),
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    color: '#0f5257',
    width: 66,
    page: '76mm 210mm',
  },
];

const MENU: [string, number, number][] = [
  ['קנקן תה ירוק יסמין', 2800, 3800],
  ['קנקן צ׳אי מסאלה', 3000, 3900],
  ['תה מרוקאי עם נענע', 2600, 3400],
  ['ארל גריי בקנקן', 2600, 3400],
  ['סמובר משפחתי (4)', 7800, 9800],
  ['תה פרסי עם הל', 2800, 3600],
  ['מאצ׳ה לאטה', 2200, 2800],
  ['סקונס עם ריבה וקרם', 3200, 4200],
  ['עוגת גבינה אפויה', 3600, 4400],
  ['מגש עוגיות טחינה', 2400, 3200],
  ['בלינצ׳ס בגבינה', 4200, 5400],
  ['כריך סלמון ושמנת', 4600, 5800],
  ['פירושקי תפו"א', 2800, 3600],
  ['מגש מתוקים פרסי', 4800, 6200],
  ['לימונדה נענע', 1800, 2400],
];

export const heTeaHouseBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const group = n === 1;
    const diners = group ? rng.int(12, 18) : rng.int(2, 5);
    const lines = rng
      .some(MENU, rng.int(group ? 6 : 3, group ? 8 : 6))
      .map(([name, lo, hi]) => ({ name, qty: group ? rng.int(2, 6) : rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = group ? share(food, 10) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(10 * 60, 19 * 60);
    const rule = '<div class="rule"></div>';
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c b">${esc(v.legal)} · ${v.label} ${id}</div>`;
    const tips = [10, 12, 15].map((p) => `<div class="rw"><span>${p}%</span><span>${amount(share(total, p))}</span></div>`).join('');
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">${v.sub}</div>
${v.company ? '' : vendor}
<div class="dbl"></div>
<div class="c b">${v.title}</div>
<div class="c b">מס׳ ${lr(number)}</div>
${r('תאריך', lr(v.date(date)))}
${r('שולחן', `${rng.int(1, 24)}${group ? ' + ' + rng.int(1, 24) : ''}`)}
${r('סועדים', String(diners))}
${r('מלצר/ית', rng.pick(['דנה', 'עומר', 'יובל', 'אנסטסיה', 'רז']))}
${r('נפתח', hhmm(open))}
${rule}
${lines.map((l) => r(`${l.qty} ${esc(l.name)}`, amount(l.qty * l.unit))).join('')}
${rule}
${group ? r('סה"כ מנות ומשקאות', amount(food)) + r('תוספת שירות 10% (קבוצות מעל 10)', amount(service)) : ''}
${r('סה"כ לתשלום', lr(`${amount(total)} ₪`), 'big')}
${r(`כולל מע"מ ${rate}%`, amount(tax))}
${group ? '<div class="c sm">דמי השירות כלולים בחשבון</div>' : `<div class="box"><div class="c b">השירות אינו כלול במחיר</div><div class="c sm">הצעה לטיפ:</div>${tips}</div>`}
${rule}
${r('כרטיס', lr(`XXXX-${rng.digits(4)}`))}
${r('אישור', lr(rng.digits(6)))}
${r('נסגר', hhmm(open + rng.int(40, 150)))}
${rule}
${v.company ? vendor : ''}
<div class="c sm">תודה שבאתם לשתות איתנו</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1a1a1a}.r{width:${v.width}mm;padding:4mm 3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.brand{font-size:24px;font-weight:bold;color:${v.color}}.dbl{border-top:3px double ${v.color};margin:4px 0}.rule{border-top:1px solid #999;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:4px}.big{font-weight:bold;font-size:13px}.box{border:1px dotted #333;padding:3px;margin-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
