import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hyphenId } from '../../generalisation/notation';
import { add, dated, taxIn, vid } from './extra';

const ID = 'he-army-surplus-store-till';

interface Vendor {
  top: string;
  legal: string;
  idLabel: string;
  company: boolean;
  trade?: string;
  number: (rng: Rng) => string;
  dateStyle: D;
  font: string;
}

const VENDORS: Vendor[] = [
  {
    top: 'המחסן הצבאי',
    legal: 'שלמה דהן',
    idLabel: 'עוסק מורשה',
    company: false,
    trade: 'ציוד שטח, קמפינג ועודפי צבא',
    number: (r) => String(r.int(10000, 48000)),
    dateStyle: 'dd/mm/yyyy',
    font: "'Miriam Mono CLM', monospace",
  },
  {
    top: 'עודפי השדה בע"מ',
    legal: 'עודפי השדה בע"מ',
    idLabel: 'ח.פ.',
    company: true,
    number: (r) => `02-${r.int(100000, 399999)}`,
    dateStyle: 'dd.mm.yy',
    font: "'DejaVu Sans Mono', 'Miriam Mono CLM', monospace",
  },
  {
    top: 'FIELD SUPPLY',
    legal: 'פילד סאפליי ציוד בע"מ',
    idLabel: 'ח"פ',
    company: true,
    number: (r) => `FS${r.int(300000, 899999)}`,
    dateStyle: 'yyyy-mm-dd',
    font: "'Liberation Mono', 'Miriam Mono CLM', monospace",
  },
];

const GOODS = [
  'מימיה 1 ליטר',
  'שק שינה מומיה',
  'אפוד טקטי',
  'מעיל דובון',
  'כובע טמבל',
  'מכנסי דגמ"ח',
  'פנס ראש LED',
  'גרבי הליכה זוג',
  'סכין מתקפלת',
  'תרמיל 45 ליטר',
  "כיסוי גשם פונצ'ו",
  'מצפן שדה',
  'כירה מתקפלת',
  'מזרן שטח',
  'רשת הסוואה',
];

export const heArmySurplusStoreTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % VENDORS.length];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.number(rng);
    const rows = rng
      .some(GOODS, rng.int(3, 7))
      .map((name) => ({ name, code: String(rng.int(700000, 799999)), qty: rng.int(1, 3), unit: rng.int(19, 389) * 100 - rng.pick([0, 10, 100]) }));
    const lines = rows.map((r) => r.qty * r.unit);
    const gross = add(lines);
    const soldier = rng.chance(0.5);
    const off = soldier ? Math.round(gross * 0.1) : 0;
    const total = gross - off;
    const tax = taxIn(total, rate);
    const card = rng.chance(0.6);
    const paid = card ? total : Math.ceil(total / 5000) * 5000;
    const body = `<div class="r">
<div class="c big">${esc(v.top)}</div>
${v.top !== v.legal ? `<div class="c">${esc(v.legal)}</div>` : ''}
${v.trade ? `<div class="c">${esc(v.trade)}</div>` : ''}
<div class="c">${v.idLabel} ${n % 2 ? hyphenId(id) : id}</div>
<div class="c">רח' התעשייה ${rng.int(2, 40)}, ${rng.pick(['באר שבע', 'עפולה', 'חדרה', 'קריית גת'])} · ${cellular(rng)}</div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${number}</div>
<div class="c">מקור</div>
<div>תאריך: ${dt(date, v.dateStyle)}  שעה: ${String(rng.int(9, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}</div>
<div>קופה ${rng.int(1, 3)}  מוכר: ${rng.pick(['יוסי', 'מאיר', 'ליאור', 'עדי'])}</div>
<div class="rule"></div>
${rows.map((r, i) => `<div>${esc(r.name)}</div><div class="pr"><span>${r.code}  ${r.qty} x ${amount(r.unit)}</span><span>${amount(lines[i])}</span></div>`).join('')}
<div class="rule"></div>
${soldier ? `<div class="pr"><span>סכום ביניים</span><span>${amount(gross)}</span></div><div class="pr"><span>הנחת חייל/ת 10%</span><span>-${amount(off)}</span></div>` : ''}
<div class="pr big"><span>סה"כ לתשלום</span><span>${amount(total)}</span></div>
<div class="pr"><span>מע"מ ${rate}% כלול</span><span>${amount(tax)}</span></div>
<div class="rule"></div>
${card ? `<div class="pr"><span>כרטיס אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ****${rng.digits(4)}</span><span>${amount(paid)}</span></div><div>אישור ${rng.digits(7)}</div>` : `<div class="pr"><span>מזומן</span><span>${amount(paid)}</span></div><div class="pr"><span>עודף</span><span>${amount(paid - total)}</span></div>`}
<div class="rule"></div>
<div class="c">החלפה תוך 14 יום בהצגת חשבונית</div>
<div class="c">תודה ולהתראות בשטח!</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:15px;font-weight:bold}.rule{border-top:1px dashed #333;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
