import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, pair, taxIn, vid } from './extra';

const ID = 'he-balkan-grill-bill';

const VENDORS = [
  {
    brand: 'ביסטרו בלגרד',
    lines: ['בלגרד מסעדות בע"מ'],
    legal: 'בלגרד מסעדות בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    font: "'Noto Serif Hebrew',serif",
  },
  {
    brand: "הבורקס של סרג'יו",
    lines: ["סרג'יו לוי", 'מטבח בלקני ביתי'],
    legal: "סרג'יו לוי",
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `B-${k}`,
    font: "'FreeSerif','David CLM',serif",
  },
];

const DISHES: [string, number][] = [
  ["צ'בפצ'יצ'י עם אייבר", 6200],
  ['פלייסקביצה ממולאת', 7400],
  ['בורקס גבינה ותרד', 3800],
  ['סלט שופסקה', 3400],
  ['מוסקה בלקנית', 6800],
  ['פפרקש עוף', 6600],
  ['קשקבל על הגריל', 4200],
  ['ראקיה שזיפים (כוס)', 2800],
  ['יין אדום מקדוני (כוס)', 3600],
  ['לימונדה נענע', 1600],
  ['טולומבה עם שמנת', 3200],
];

export const heBalkanGrillBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(100000, 999999));
    const diners = rng.int(2, 10);
    const rows = rng.some(DISHES, rng.int(4, 8)).map(([d, u]) => ({ d, u, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))) }));
    const sub = add(rows.map((r) => r.q * r.u));
    const pct = rng.pick([10, 12]);
    const svc = diners >= 7 ? share(sub, pct) : 0;
    const total = sub + svc;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 21 * 60);
    const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const body = `<div class="f"><div class="in">
<div class="c brand">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label} ${n === 2 ? hyphenId(id) : id} · רח' ${rng.pick(['הרצל', "ז'בוטינסקי", 'העצמאות'])} ${rng.int(2, 90)}</div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה מס' ${number}</div>
${pair(`תאריך: ${dt(date, v.style)}`, `נפתח ${hm(open)}`)}
${pair(`שולחן ${rng.int(1, 40)} · סועדים ${diners}`, `מלצר/ית: ${rng.pick(['דראגן', 'מילה', 'יעל', 'ניקולה'])}`)}
<div class="rule"></div>
<table>${rows.map((r) => `<tr><td>${r.q}</td><td>${esc(r.d)}</td><td class="n">${amount(r.u)}</td><td class="n">${amount(r.q * r.u)}</td></tr>`).join('')}</table>
<div class="rule"></div>
${svc ? `${pair('סה"כ מנות', amount(sub))}${pair(`תוספת שירות ${pct}%`, amount(svc))}` : ''}
${pair('סה"כ לתשלום', `${amount(total)} ש"ח`, 'big')}
${pair(`מתוכו מע"מ ${rate}%`, amount(tax), 'sm')}
${svc ? '<div class="c sm">השירות כלול בחשבון</div>' : `<div class="c sm">השירות אינו כלול · 10% = ${amount(share(total, 10))} · 12% = ${amount(share(total, 12))}</div>`}
<div class="rule"></div>
<div class="c sm">נסגר ${hm(open + rng.int(50, 150))} · ז'יבלי! לחיים!</div>
</div></div>`;
    const css = `body{font-family:${v.font};font-size:12px}.f{width:92mm;margin:3mm;border:3px double #2f5d3a;padding:2px}.in{border:1px solid #2f5d3a;padding:3mm}.c{text-align:center}.b{font-weight:bold}.brand{font-family:'Keter YG','Frank Ruehl CLM',serif;font-size:22px;color:#2f5d3a}.big{font-size:15px;font-weight:bold}.sm{font-size:10px}.rule{border-top:1px solid #2f5d3a;margin:4px 0}.pr{display:flex;justify-content:space-between}table{width:100%;border-collapse:collapse}td{padding:1px 2px}.n{text-align:left}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 230mm', css, body }),
      page: '100mm 230mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
