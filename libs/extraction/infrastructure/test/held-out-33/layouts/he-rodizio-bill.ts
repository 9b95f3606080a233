import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, row, taxIn, vid } from './extra';

const ID = 'he-rodizio-bill';

const VENDORS = [
  {
    brand: "גאוצ'ו ריו",
    lines: ['ריו גריל מסעדות בע"מ'],
    legal: 'ריו גריל מסעדות בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [200000, 899999],
    color: '#0b6e3a',
    accent: '#f2c014',
  },
  {
    brand: 'בְּרָזָה',
    lines: ['פאולו סנטוס', 'מסעדה ברזילאית · רודיזיו בשרים'],
    legal: 'פאולו סנטוס',
    company: false,
    label: "עוסק מורשה מס'",
    style: 'he' as D,
    num: (k: number) => `BR/${k}`,
    digits: [1000, 9999],
    color: '#8c2d19',
    accent: '#e09a3e',
  },
];

const DRINKS: [string, number][] = [
  ['קאיפיריניה', 4600],
  ['גואראנה', 1400],
  ['לימונדה נענע', 1600],
  ['בירה מהחבית', 3200],
  ['כוס יין אדום', 3800],
  ['מים מינרליים', 1200],
];
const SIDES: [string, number][] = [
  ["פאו דה קז'ו", 2400],
  ['פארופה', 1800],
  ['אננס צלוי בקינמון', 2600],
];

export const heRodizioBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const adults = rng.int(2, 9);
    const kids = rng.chance(0.5) ? rng.int(1, 3) : 0;
    const perAdult = rng.pick([16900, 18900, 19900, 21900]);
    const perKid = Math.round(perAdult / 2 / 100) * 100;
    const items: [string, number, number][] = [[`רודיזיו בשרים — מבוגר`, adults, perAdult]];
    if (kids) items.push([`רודיזיו — ילד עד גיל 12`, kids, perKid]);
    for (const [name, price] of rng.some(DRINKS, rng.int(2, 4))) items.push([name, rng.int(1, adults), price]);
    for (const [name, price] of rng.some(SIDES, rng.int(0, 2))) items.push([name, 1, price]);
    const food = add(items.map(([, q, p]) => q * p));
    const diners = adults + kids;
    const servicePct = diners >= 8 ? rng.pick([10, 12]) : 0;
    const service = Math.round((food * servicePct) / 100);
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 21 * 60);
    const body = `<div class="r">
<div class="band"><div class="brand">${esc(v.brand)}</div></div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label} ${id} · רח' ${rng.pick(['הרצל', 'העצמאות', 'הנמל', 'בן יהודה'])} ${rng.int(2, 80)}</div>
<h2>חשבונית מס / קבלה</h2>
<table class="facts">
<tr><td>מספר</td><td>${lr(number)}</td><td>תאריך</td><td>${dt(date, v.style)}</td></tr>
<tr><td>שולחן</td><td>${rng.int(1, 40)}</td><td>סועדים</td><td>${diners}</td></tr>
<tr><td>פתיחה</td><td>${hhmm(open)}</td><td>מלצר/ית</td><td>${rng.pick(['גבריאלה', 'רודריגו', 'שירה', 'תומר'])}</td></tr>
</table>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${items.map(([name, q, p]) => `<tr><td>${esc(name)}</td><td>${q}</td><td>${amount(p)}</td><td>${amount(q * p)}</td></tr>`).join('')}
</table>
${servicePct ? `${row('סה"כ מזון ומשקאות', amount(food))}${row(`דמי שירות ${servicePct}% (קבוצה ${diners} סועדים)`, amount(service))}` : ''}
${row('סה"כ לתשלום ש"ח', amount(total), 'tot')}
${row(`מע"מ ${rate}% כלול בסכום`, amount(tax))}
${servicePct ? '' : `<div class="note">השירות אינו כלול במחיר. תודה שבחרתם בנו!</div>`}
<div class="c sm">סגירת חשבון ${hhmm(open + rng.int(70, 150))} · obrigado!</div>
</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','DejaVu Sans',sans-serif;font-size:11px}.r{width:92mm;margin:4mm;padding:4mm;border:1px solid ${v.color}}.band{background:${v.color};border-bottom:4px solid ${v.accent};padding:5px;text-align:center}.brand{font-family:'Ellinia CLM','Noto Serif Hebrew',serif;color:#fff;font-size:24px;font-weight:bold}.c{text-align:center}.sm{font-size:9px}h2{text-align:center;font-size:14px;margin:6px 0;color:${v.color}}table{width:100%;border-collapse:collapse}.facts td{border:1px solid #bbb;padding:2px 4px}.facts td:nth-child(odd){background:#f3f3f3;font-weight:bold}.items{margin-top:6px}.items th{border-bottom:2px solid ${v.color};text-align:right}.items td{padding:1px 2px}.rw{display:flex;justify-content:space-between;padding:2px 0}.tot{font-weight:bold;font-size:15px;border-top:2px solid ${v.color};margin-top:4px}.note{font-size:10px;text-align:center;margin:6px 0;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 210mm', css, body }),
      page: '100mm 210mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
