import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, landline } from '../../generalisation/notation';
import { add, dated, lr, row, taxIn, vid } from './extra';

const ID = 'he-druze-restaurant-bill';

const VENDORS = [
  {
    brand: "אל-ג'בל",
    sub: 'מטבח דרוזי על רכס הכרמל',
    legal: 'ג\'בל כרמל מסעדות בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: () => '',
    color: '#6d3b1f',
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    display: "'Keter YG','Frank Ruehl CLM',serif",
    servicePct: 12,
    serviceLabel: 'תוספת שירות 12% (קבוצה)',
    totalLabel: 'סה"כ לתשלום',
  },
  {
    brand: 'סופְרָה',
    sub: '',
    legal: 'ואיל חלבי',
    company: false,
    label: "עוסק מורשה מס'",
    style: 'he' as D,
    num: () => '',
    color: '#2f5d50',
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    display: "'Shofar','Frank Ruehl CLM',serif",
    servicePct: 10,
    serviceLabel: 'דמי שירות לקבוצה 10%',
    totalLabel: 'לתשלום ₪',
  },
];

const PER_DINER: [string, number] = ['סלטים ומזטים לסועד', 4900];
const MENU: [string, number][] = [
  ['פיתה דרוזית לבנה וזעתר', 3200],
  ['קובה נייה', 5800],
  ['שישליק כבש', 8900],
  ['מקלובה עוף', 7400],
  ["מג'דרה ויוגורט", 4200],
  ['שוש ברק', 6200],
  ['כנאפה', 3800],
  ['קפה שחור עם הל', 1200],
  ['לימונדה נענע', 1600],
  ['ערק — כוס', 2800],
];

export const heDruzeRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = n % 2 === 0 ? String(rng.int(100000, 999999)) : `S-${rng.int(1000, 9999)}`;
    const diners = n < 2 ? rng.int(8, 14) : rng.int(2, 6);
    const lines = [
      { name: PER_DINER[0], unit: PER_DINER[1], q: diners },
      ...rng.some(MENU, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))) })),
    ];
    const food = add(lines.map((l) => l.q * l.unit));
    const service = diners >= 8 ? Math.round((food * v.servicePct) / 100) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 20 * 60);
    const close = open + rng.int(60, 150);
    const tips = [10, 12, 15].map((p) => lr(`${p}% = ${amount(Math.round((total * p) / 100))}`));
    const phone = landline(rng);
    const header =
      n % 2 === 0
        ? `<div class="brand">${esc(v.brand)}</div><div class="c">${esc(v.sub)}</div><div class="c sm">דלית אל-כרמל · ${lr(phone)}</div>`
        : `<div class="brand">${esc(v.brand)}</div><div class="c">${esc(v.legal)}</div><div class="c sm">מסעדה דרוזית ביתית · עוספיה</div><div class="c sm">${v.label} ${id} · ${lr(phone)}</div>`;
    const footer =
      n % 2 === 0
        ? `<div class="foot">${esc(v.legal)} · ${v.label} ${id} · דרך הכרמל 31, דלית אל-כרמל</div>`
        : `<div class="foot">פתוח כל יום 12:00-23:00 · אירועים וקבוצות עד 60 איש</div>`;
    const body = `<div class="r"><div class="frame">
${header}
<div class="title">חשבונית מס / קבלה</div>
<div class="grid">
${row("מס' חשבונית", lr(number))}
${row('תאריך', dt(date, v.style))}
${row('שולחן', String(rng.int(1, 30)))}
${row('סועדים', String(diners))}
${row('מלצר/ית', rng.pick(["נג'לא", 'סאמר', 'רים', 'אמיר']))}
${row('הזמנה', lr(`#${rng.digits(4)}`))}
${row('נפתח', hhmm(open))}
</div>
<table><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${amount(l.q * l.unit)}</td></tr>`).join('')}
</table>
${service ? `${row('סה"כ מנות ומשקאות', amount(food))}${row(v.serviceLabel, amount(service))}` : ''}
${row(v.totalLabel, amount(total), 'big')}
${row(`מע"מ ${rate}% כלול בסכום`, amount(tax))}
${service ? '<div class="c sm">השירות כלול בחשבון — תודה!</div>' : `<div class="tip">השירות אינו כלול בחשבון. לנוחיותכם:<div class="tips">${tips.join(' · ')}</div></div>`}
<div class="c sm">נסגר ${hhmm(close)}</div>
${footer}
</div></div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#1d1d1d}.r{width:84mm;padding:3mm}.frame{border:1.5px solid ${v.color};padding:3mm}.brand{font-family:${v.display};font-size:26px;font-weight:bold;text-align:center;color:${v.color}}.c{text-align:center}.sm{font-size:9.5px}.title{text-align:center;font-weight:bold;font-size:13px;margin:5px 0;border-top:1px solid ${v.color};border-bottom:1px solid ${v.color};padding:2px 0}.grid{display:grid;grid-template-columns:1fr 1fr;column-gap:8px;font-size:10.5px}.rw{display:flex;justify-content:space-between;padding:1px 0}table{width:100%;border-collapse:collapse;margin:5px 0}th{font-size:10px;text-align:right;border-bottom:1px solid ${v.color}}td{padding:1px 2px}td:nth-child(n+2),th:nth-child(n+2){text-align:left}.big{font-weight:bold;font-size:15px;border-top:1px solid ${v.color};margin-top:3px}.tip{font-size:9.5px;margin-top:4px;border:1px dotted #888;padding:3px}.tips{white-space:nowrap;text-align:center}.foot{margin-top:6px;font-size:9px;text-align:center;color:#444;border-top:1px dotted ${v.color};padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '90mm 240mm', css, body }),
      page: '90mm 240mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
