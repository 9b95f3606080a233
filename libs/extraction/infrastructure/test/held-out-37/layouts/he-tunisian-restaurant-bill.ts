import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, row, taxIn, vid } from './extra';

const ID = 'he-tunisian-restaurant-bill';

const VENDORS = [
  {
    brand: 'דאר תונס',
    tag: 'מטבח תוניסאי ביתי · כשר למהדרין',
    legal: 'דאר תונס מסעדנות בע"מ',
    company: true,
    label: 'ח.פ',
    title: 'חשבון / חשבונית מס',
    num: (k: number) => `${k}`,
    digits: [310000, 389999],
    style: 'dd/mm/yyyy' as const,
    addr: "רח' הנביאים 14, נתניה",
    font: "'David CLM','Noto Serif Hebrew',serif",
    color: '#1d4e89',
  },
  {
    brand: 'הבריק של סבתא',
    tag: 'בריק · קוסקוס · פריקסה',
    legal: 'מרים בן שושן',
    company: false,
    label: 'ע.מ.',
    title: 'חשבונית מס קבלה',
    num: (k: number) => `07-${k}`,
    digits: [1000, 6999],
    style: 'dd.mm.yy' as const,
    addr: 'שוק התקווה, תל אביב',
    font: "'Hadasim CLM','Noto Sans Hebrew',sans-serif",
    color: '#9a3412',
  },
];

const DISHES: [string, number, number][] = [
  ['בריק טונה וביצה', 2800, 3600],
  ['פריקסה מלאה', 2600, 3400],
  ['סלט משוויה', 2400, 3200],
  ['קוסקוס דגים', 7400, 9800],
  ['קוסקוס עוף וירקות', 6200, 8400],
  ['מרקה של כבש', 7800, 10400],
  ['שקשוקה חריפה', 4200, 5600],
  ['מגינה', 3600, 4800],
  ['לבלבי', 2900, 3900],
  ['כדורי בורי בחריימה', 6900, 8900],
  ['אסידה בדבש', 2800, 3600],
  ['בוקה תאנים', 2800, 3400],
  ['תה נענע וצנובר', 1400, 1900],
  ['לימונדה נענע', 1400, 1800],
  ['כוס יין אדום', 3200, 4200],
];

export const heTunisianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const diners = v.company ? (n === 0 ? rng.int(8, 12) : rng.int(2, 7)) : rng.int(2, 6);
    const lines = rng
      .some(DISHES, rng.int(4, 8))
      .map(([name, lo, hi]) => ({ name, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))), unit: Math.round(rng.int(lo, hi) / 100) * 100 }));
    const food = add(lines.map((l) => l.q * l.unit));
    // The company adds a service charge to tables of eight and more; the grandmother's place prints a tip guide.
    const service = v.company && diners >= 8 ? Math.round(food * 0.12) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 21 * 60);
    const rule = '<div class="rule"></div>';
    const head = v.company
      ? `<div class="top"><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.tag)}</div><div class="sm">${esc(v.legal)} · ${v.label} ${id}</div><div class="sm">${esc(v.addr)} · ${lr('09-8823415')}</div></div>`
      : `<div class="top"><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.tag)}</div><div class="sm">${esc(v.addr)}</div></div>`;
    const guide = [10, 12, 15].map((p) => `<div class="rw"><span>${p}%</span><span>${amount(Math.round((total * p) / 100))}</span></div>`).join('');
    const body = `<div class="r">${head}
<div class="tt">${esc(v.title)}</div>
${row("מס':", lr(number))}
${row('תאריך:', lr(dt(date, v.style)))}
${row('שולחן:', `${rng.int(1, 40)} · סועדים: ${diners}`)}
${row('מלצר/ית:', rng.pick(['חביב', 'סיגל', 'נוריאל', 'אסתר', 'רפאל']))}
${row('פתיחה:', hhmm(open))}
${rule}
${lines.map((l) => row(`${l.q} ${esc(l.name)}`, amount(l.q * l.unit))).join('')}
${rule}
${service ? `${row('סה"כ אוכל ושתייה', amount(food))}${row(`תוספת שירות 12% (${diners} סועדים)`, amount(service))}` : ''}
${row('לתשלום ₪', amount(total), 'big')}
${row(`מע"מ ${rate}% (כלול)`, amount(tax))}
${rule}
${service ? '' : `<div class="tip"><div class="b">השירות אינו כלול במחיר</div>${guide}</div>`}
${row('כרטיס', lr(`XXXX-XXXX-XXXX-${rng.digits(4)}`))}
${row('אישור', rng.digits(6))}
${row('סגירה', hhmm(open + rng.int(45, 140)))}
${v.company ? '' : `${rule}<div class="c sm">${esc(v.legal)} · ${v.label} ${id} · ${lr('052-6604218')}</div>`}
<div class="c sm">בתיאבון! · אירועים עד 60 איש</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#181818}.r{width:76mm;padding:4mm;border:1.5px solid ${v.color};margin:2mm}.top{text-align:center;border-bottom:3px double ${v.color};padding-bottom:4px;margin-bottom:4px}.brand{font-family:'Keter YG',serif;font-size:24px;color:${v.color};font-weight:bold}.tt{text-align:center;font-weight:bold;font-size:14px;margin:3px 0}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.big{font-weight:bold;font-size:15px}.rule{border-top:1px solid ${v.color};margin:4px 0}.rw{display:flex;justify-content:space-between;gap:6px}.tip{border:1px dotted #444;padding:3px 6px;margin:4px 0}`;
    const page = '88mm 230mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
