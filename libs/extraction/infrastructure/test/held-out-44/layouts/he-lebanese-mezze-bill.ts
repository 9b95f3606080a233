import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-lebanese-mezze-bill';

const DISHES: [string, number][] = [
  ['מזטים לשולחן', 8900],
  ['טבולה', 3600],
  ['פתוש', 3400],
  ['לבנה עם זעתר', 3200],
  ['קובה נאיה', 5400],
  ['שישליק כבש', 9800],
  ['פרגית על האש', 8400],
  ['סמבוסק גבינה', 3800],
  ['מוג׳דרה', 3900],
  ['עראק כוס', 3200],
  ['לימונענע', 1800],
  ['קנאפה', 4200],
  ['קפה שחור', 1200],
];

const VENDORS = [
  {
    brand: 'ארז ולימון',
    legal: 'ארז ולימון מסעדנות בע"מ',
    company: true,
    site: 'רח׳ הנמל 7, חיפה · 04-8551932',
    page: '80mm 250mm',
    width: 72,
    font: "'Frank Ruehl CLM','DejaVu Serif',serif",
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(300000, 699999)),
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    service: true,
  },
  {
    brand: 'בית הזעתר',
    legal: 'נבילה חורי',
    company: false,
    site: 'מעלות-תרשיחא',
    page: '72mm 250mm',
    width: 64,
    font: "'Hadasim CLM','DejaVu Sans',sans-serif",
    num: (rng: { int(a: number, b: number): number }) => `ZT-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
    service: false,
  },
];

export const heLebaneseMezzeBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = rng.int(2, 7);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = v.service ? share(food, 12) : 0;
    const sum = food + service;
    const tax = vatIn(sum, rate);
    const tip = v.service ? 0 : share(sum, rng.pick([10, 12, 15]));
    const who = `<div class="c">${esc(v.legal)} · ${v.company ? 'ח.פ.' : 'ע.מ.'} ${ltr(v.company ? hyphenId(id) : id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">מטבח לבנוני · ${v.site}</div>
${v.company ? who : ''}
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית', ltr(number))}
${row('תאריך', ltr(v.date(date)))}
${row('שולחן', ltr(String(rng.int(1, 40))))}
${row('סועדים', ltr(String(diners)))}
${row('הזמנה', ltr(`#${rng.int(10000, 99999)}`))}
<div class="dbl"></div>
${lines.map((l) => row(`${ltr(String(l.qty))} ${esc(l.name)}`, ltr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${v.service ? row('סה"כ מזון ומשקאות', ltr(amount(food))) + row('שירות 12%', ltr(amount(service))) : ''}
${row('סה"כ לתשלום', ltr(`₪ ${amount(sum)}`), 'big')}
${row(`כולל מע"מ ${rate}%`, ltr(amount(tax)))}
${row('לאדם', ltr(amount(Math.round(sum / diners))))}
<div class="rule"></div>
${row('כרטיס אשראי', ltr(`****${rng.digits(4)}`))}
${v.service ? '' : row('תשר (לא כלול בחשבונית)', ltr(amount(tip))) + row('חיוב בכרטיס', ltr(amount(sum + tip)))}
${v.company ? '' : who}
<div class="c sm">${v.service ? 'דמי השירות מועברים לצוות במלואם' : 'תודה ושוב!'}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:3px 0}.sm{font-size:8px}.brand{font-size:19px;font-weight:bold}.big{font-weight:bold;font-size:13px}.rule{border-top:1px dotted #333;margin:3px 0}.dbl{border-top:3px double #333;margin:3px 0}.row{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
