import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId, share } from '../../generalisation/notation';
import { add, dated, lr, rw, taxIn, vid } from './extra';

const ID = 'he-polish-pierogi-bill';

const MENU: [string, number][] = [
  ['פירוגי תפו"א וגבינה', 5400],
  ['פירוגי בשר', 6200],
  ['מרק ז׳ורק', 3800],
  ['ביגוס', 6800],
  ['שניצל חזיר-הודו', 7400],
  ['כרוב ממולא', 5800],
  ['לביבות תפו"א', 3600],
  ['בירה פולנית', 3200],
  ['קומפוט דובדבנים', 1800],
  ['עוגת פרג', 3400],
  ['וודקה צ׳יסטה', 2800],
];

const VENDORS = [
  {
    brand: 'ורשה הקטנה',
    legal: 'ורשה הקטנה מסעדות בע"מ',
    company: true,
    site: 'רח׳ לבונטין 14, תל אביב',
    page: '80mm 240mm',
    width: 72,
    font: "'Frank Ruehl CLM','DejaVu Serif',serif",
    title: 'חשבונית מס / קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(200000, 899999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    service: true,
  },
  {
    brand: 'בבצ׳יה',
    legal: 'יאנק לוינסקי',
    company: false,
    site: 'רח׳ מסדה 9, חיפה',
    page: '76mm 240mm',
    width: 68,
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    title: 'חשבון - חשבונית מס',
    num: (r: { int(a: number, b: number): number }) => `BB/${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    service: false,
  },
];

export const hePolishPierogiBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = v.service ? rng.int(4, 8) : rng.int(2, 4);
    const lines = rng.some(MENU, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, diners) }));
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = v.service ? share(food, 12) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const idLine = `${v.company ? 'ח.פ.' : 'ע.מ.'} ${lr(v.company ? spacedId(id) : id)}`;
    const body = `<div class="r">
<div class="dbl"></div>
<div class="c brand">${v.brand}</div>
<div class="c sm">מטבח פולני ביתי · ${v.site}</div>
${v.company ? `<div class="c sm">${esc(v.legal)} · ${idLine}</div>` : ''}
<div class="dbl"></div>
<div class="c b">${v.title}</div>
${rw('מספר', lr(number))}
${rw('תאריך', lr(v.date(date)))}
${rw('שעה', lr(hhmm(rng.int(12 * 60, 22 * 60))))}
${rw('שולחן', lr(String(rng.int(1, 30))))}
${rw('סועדים', lr(String(diners)))}
${rw('מלצר/ית', rng.pick(['מרתה', 'אלכס', 'שני', 'דניאל']))}
${rw('הזמנה', lr(`#${rng.int(1000, 9999)}`))}
<div class="rule"></div>
${lines.map((l) => rw(`${lr(String(l.qty))} ${esc(l.name)} <span class="sm">(${lr(amount(l.unit))})</span>`, lr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${v.service ? rw('סה"כ מנות', lr(amount(food))) + rw('דמי שירות 12%', lr(amount(service))) : ''}
${rw('לתשלום', lr(`${amount(total)} ₪`), 'big')}
${rw(`מזה מע"מ (${rate}%)`, lr(amount(tax)))}
<div class="dbl"></div>
${v.service ? '' : `<div class="box"><div class="c">טיפ מומלץ - לא כלול בחשבון</div>${[10, 12, 15].map((p) => rw(`${p}%`, lr(amount(share(total, p))))).join('')}</div>`}
${rw('כרטיס אשראי', lr(`XXXX-${rng.digits(4)}`))}
${rw('אישור', lr(rng.digits(7)))}
<div class="c sm">${v.service ? 'דמי השירות מועברים במלואם לצוות' : 'תודה ולהתראות!'}</div>
${v.company ? '' : `<div class="c sm">${esc(v.legal)} · ${idLine}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8.5px}.brand{font-size:19px;font-weight:bold;font-style:${v.service ? 'italic' : 'normal'}}.big{font-weight:bold;font-size:13px}.rule{border-top:1px solid #444;margin:3px 0}.dbl{border-top:3px double #111;margin:3px 0}.box{border:1px dotted #333;padding:2px;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
