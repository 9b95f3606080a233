import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, row, taxIn, vid } from './extra';

const ID = 'he-bukharan-restaurant-bill';

const VENDORS = [
  {
    brand: "צ'ייחנה סמרקנד",
    sub: 'מטבח בוכרי ואוזבקי · שכונת התקווה',
    legal: 'סמרקנד מסעדנות ואירועים בע"מ',
    company: true,
    label: 'ח.פ',
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    num: (k: number) => `${k}`,
    digits: [310000, 389999],
    color: '#1d4e89',
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    service: true,
  },
  {
    brand: 'אושפלוב',
    sub: 'פלוב · סמסה · לגמן — רמת עמידר',
    legal: 'בוריס יוסופוב',
    company: false,
    label: "עוסק מורשה מס'",
    date: (iso: string) => dt(iso, 'he'),
    num: (k: number) => `B${k}`,
    digits: [1200, 8999],
    color: '#8a1c1c',
    font: "'Shofar','Noto Sans Hebrew',sans-serif",
    service: false,
  },
];

const DISHES: [string, number][] = [
  ['פלוב בוכרי עם כבש', 7200],
  ['סמסה מהטנדור', 1800],
  ['לגמן ביתי', 5900],
  ["מנטי (6 יח')", 5400],
  ['שורפה', 4200],
  ["סלט אצ'יצ'וק", 2600],
  ['שישליק כבש', 6800],
  ['שישליק עוף', 5200],
  ['לחם נון מהטנדור', 1600],
  ['חצילים בטחינה', 2800],
  ['קומקום תה ירוק', 2400],
  ['וודקה 50 מ"ל', 2200],
  ['בירה מהחבית', 2900],
  ['חלבה ונשט', 2700],
];

export const heBukharanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const diners = rng.int(2, 11);
    const lines = rng.some(DISHES, rng.int(5, 9)).map(([name, p]) => ({ name, p, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))) }));
    const food = add(lines.map((l) => l.q * l.p));
    const service = v.service && diners >= 5 ? Math.round(food * 0.125) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(50, 150);
    const table = rng.int(1, 40);
    const guide = service
      ? ''
      : `<div class="tip"><div>השירות אינו כלול — לנוחיותכם:</div>${[10, 12, 15].map((p) => `<span>${lr(`${p}%: ${amount(Math.round((food * p) / 100))}`)}</span>`).join(' · ')}</div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c sm">${v.label} ${id}</div>`;
    const body = `<div class="frame">
<div class="c brand">${esc(v.brand)}</div>
<div class="c sm">${esc(v.sub)}</div>
${v.company ? `${vendor}<div class="c sm">רח' האצ"ל 41, תל אביב · ${lr('03-6872215')}</div>` : ''}
<div class="bar">חשבונית מס/קבלה ${lr(number)}</div>
${row('תאריך', v.company ? lr(v.date(date)) : v.date(date))}
${row('שולחן', `${table} · סועדים: ${diners}`)}
${row('מלצר/ית', rng.pick(['דילנוזה', 'רפאל', 'אביגיל', 'מיכאל', 'זרינה']))}
${row('הזמנה', lr(`#${rng.int(5000, 9999)}`))}
${row('נפתח', hhmm(open))}
<div class="rule"></div>
<div class="rw h"><span>פריט</span><span>כמ' · מחיר · סכום</span></div>
${lines.map((l) => row(esc(l.name), lr(`${l.q} × ${amount(l.p)} = ${amount(l.q * l.p)}`))).join('')}
<div class="rule"></div>
${service ? `${row('סה"כ מזון ומשקאות', amount(food))}${row(`דמי שירות 12.5% (${diners} סועדים)`, amount(service))}` : ''}
${row('סה"כ לתשלום ₪', amount(total), 'big')}
${row(`כולל מע"מ ${rate}%`, amount(tax))}
${guide}
<div class="rule"></div>
${row('שולם באשראי', lr(`XXXX-XXXX-XXXX-${rng.digits(4)}`))}
${row('נסגר', hhmm(close % 1440))}
${v.company ? '' : `${vendor}<div class="c sm">רח' מח"ל 12, תל אביב · ${lr('052-7781430')}</div>`}
<div class="c sm">תודה ובתיאבון! · רחמת!</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#1b1b1b}.frame{width:82mm;box-sizing:border-box;margin:2mm 3mm;padding:4mm;border:1.5px solid ${v.color};border-radius:3px}.c{text-align:center}.b{font-weight:bold}.brand{font-size:23px;font-weight:bold;color:${v.color};font-family:'Keter YG','Frank Ruehl CLM',serif}.sm{font-size:9.5px}.bar{background:${v.color};color:#fff;text-align:center;margin:5px 0;padding:2px;font-weight:bold}.big{font-weight:bold;font-size:14px;border-top:1px solid ${v.color};padding-top:2px}.h{font-size:9.5px;color:#555}.rule{border-top:1px dotted #444;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}.tip{border:1px dashed ${v.color};margin-top:5px;padding:3px;font-size:10px;text-align:center}`;
    const page = '88mm 240mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
