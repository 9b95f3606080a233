import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, row, taxIn, vid } from './extra';

const ID = 'he-turkish-meyhane-bill';

const VENDORS = [
  {
    brand: 'מייהנה איסטנבול',
    legal: 'אנטוליה הסעדה בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'he' as D,
    num: (k: number) => `${k}`,
    digits: [300000, 399999],
    color: '#a3162b',
    font: "'David CLM','Noto Serif Hebrew',serif",
    rate: 12,
    from: 6,
  },
  {
    brand: 'ראקי ודגים',
    legal: 'דניז אוזטורק',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `M-${k}`,
    digits: [1000, 9999],
    color: '#11707a',
    font: "'Noto Serif Hebrew','David CLM',serif",
    rate: 15,
    from: 7,
  },
];

const MEZE: [string, number][] = [
  ['אזמה חריפה', 2800],
  ['חציל קלוי ביוגורט', 3200],
  ['פאבה', 2600],
  ['ציזיק', 2400],
  ['עלי גפן ממולאים', 3400],
  ['לחם פידה מהטאבון', 1800],
];
const MAINS: [string, number][] = [
  ['אדנה קבב', 7800],
  ['איסקנדר', 8600],
  ['לברק על הגריל', 11900],
  ['קלמרי מטוגן', 6900],
  ['מנטי ביוגורט ושום', 6400],
  ['כבד עוף באפגנית', 5900],
];
const DRINKS: [string, number][] = [
  ['ראקי יני — כוס', 3200],
  ['ראקי — בקבוק 70 ס"ל', 29000],
  ['איירן', 1400],
  ['תה טורקי', 900],
  ['קפה טורקי', 1200],
  ['באקלווה — מנה', 3600],
];

export const heTurkishMeyhaneBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const vat = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const diners = rng.int(2, 11);
    const pick = (list: [string, number][], k: [number, number]) =>
      rng.some(list, rng.int(...k)).map(([name, unit]) => ({ name, unit, q: rng.int(1, Math.max(1, Math.ceil(diners / 2))) }));
    const lines = [...pick(MEZE, [2, 4]), ...pick(MAINS, [1, 4]), ...pick(DRINKS, [1, 4])];
    const food = add(lines.map((l) => l.q * l.unit));
    const service = diners >= v.from ? Math.round((food * v.rate) / 100) : 0;
    const total = food + service;
    const tax = taxIn(total, vat);
    const open = rng.int(18 * 60, 21 * 60);
    const close = open + rng.int(80, 190);
    const table = rng.int(1, 32);
    const order = rng.int(1000, 9999);
    const tips = [10, 12, 15].map((p) => `${lr(`${p}%`)} = ${amount(Math.round((total * p) / 100))}`);
    const head =
      n % 2 === 0
        ? `<div class="brand">${esc(v.brand)}</div><div class="c">מסעדה טורקית · בר ראקי · נמל יפו</div><div class="c b">${esc(v.legal)} · ${v.label} ${id}</div><div class="c">${lr('03-6815502')}</div>`
        : `<div class="brand">${esc(v.brand)}</div><div class="c">מטבח אגאי ומזה · שוק הכרמל</div>`;
    const foot =
      n % 2 === 1
        ? `<div class="foot"><div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>רח' יום טוב 21, תל אביב · ${lr('054-7712093')}</div></div>`
        : `<div class="foot">תודה ונתראה! · ${lr('instagram @meyhane.ist')}</div>`;
    const body = `<div class="r"><div class="frame">${head}
<hr>
<div class="c b t">חשבונית מס / קבלה מס' ${lr(number)}</div>
${row('תאריך:', dt(date, v.style))}
${row('שולחן:', `${table} &nbsp;·&nbsp; סועדים: ${diners}`)}
${row('מלצר/ית:', rng.pick(['ארדה', 'נועה', 'יוסי', 'מירב']))}
${row('הזמנה:', lr(`#${order}`))}
${row('נפתח:', lr(hhmm(open)))}
<hr>
<table>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${amount(l.q * l.unit)}</td></tr>`).join('')}</table>
<hr>
${service ? `${row('סה"כ מנות ומשקאות', amount(food))}${row(`תוספת שירות ${v.rate}% (${diners} סועדים)`, amount(service))}` : ''}
${row('סה"כ לתשלום', `${amount(total)} ₪`, 'big')}
${row(`כולל מע"מ ${vat}%`, amount(tax))}
${service ? '' : `<div class="tip"><div>השירות אינו כלול במחיר — טיפ מומלץ:</div><div>${tips.join(' &nbsp;|&nbsp; ')}</div></div>`}
<hr>
${row(rng.pick(['אמריקן אקספרס', 'ויזה', 'מאסטרקארד']), lr(`XXXX-${rng.digits(4)}`))}
${row('נסגר:', lr(hhmm(close)))}
${foot}
</div></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1b1b1b}.r{width:88mm;padding:3mm}.frame{border:1.5px solid ${v.color};padding:3mm}.brand{text-align:center;font-family:'Keter YG','David CLM',serif;font-size:26px;color:${v.color}}.c{text-align:center}.b{font-weight:bold}.t{font-size:14px}hr{border:0;border-top:1px solid ${v.color};margin:4px 0}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:16px}table{width:100%;border-collapse:collapse}td{padding:1px 2px}td:nth-child(n+2){text-align:left}td:nth-child(2){text-align:center}.tip{margin-top:5px;border:1px dashed ${v.color};padding:3px;font-size:11px;text-align:center}.foot{margin-top:6px;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '94mm 260mm', css, body }),
      page: '94mm 260mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
