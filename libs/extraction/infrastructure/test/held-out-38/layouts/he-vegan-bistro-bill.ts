import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-vegan-bistro-bill';

const VENDORS = [
  {
    brand: 'שורש',
    sub: 'ביסטרו טבעוני · פלורנטין',
    legal: 'שורש מסעדנות טבעונית בע"מ',
    company: true,
    label: 'ח.פ.',
    address: "רח' אברבנאל 44, תל אביב-יפו · 03-6813370",
    title: 'חשבונית מס / קבלה',
    num: (k: number) => `${k}`,
    digits: [118000, 139999],
    style: 'dd/mm/yyyy' as D,
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    brandFont: "'Frank Ruehl CLM',serif",
    ink: '#1f5130',
  },
  {
    brand: 'הצלחת הירוקה',
    sub: 'מטבח צמחי · המושבה הגרמנית',
    legal: 'נועה בן-דוד',
    company: false,
    label: 'עוסק מורשה',
    address: "שד' בן גוריון 27, חיפה · 04-8553906",
    title: 'חשבונית מס קבלה',
    num: (k: number) => `5-${k}`,
    digits: [3100, 4999],
    style: 'dd.mm.yy' as D,
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'Aharoni CLM','Nachlieli CLM',sans-serif",
    ink: '#4d3b12',
  },
];

const DISHES: [string, number, number][] = [
  ["קרפצ'יו סלק וקשיו", 42, 52],
  ['מגש גבינות קשיו', 58, 72],
  ['מרק עדשים כתומות', 34, 42],
  ['סלט קייל ואגסים', 44, 54],
  ['שווארמה סייטן בלאפה', 56, 66],
  ['שקשוקת טופו', 48, 58],
  ['ריזוטו פטריות יער', 68, 82],
  ['המבורגר שעועית שחורה', 62, 74],
  ['ניוקי בטטה ומרווה', 64, 76],
  ['קארי ירוק וטמפה', 66, 78],
  ['מלבי טחינה ושקדים', 32, 38],
  ['עוגת שוקולד נא', 36, 44],
  ["קומבוצ'ה ג'ינג'ר", 22, 26],
  ['לימונדה נענע', 16, 22],
  ['כוס יין טבעי', 38, 48],
  ["קפוצ'ינו חלב שיבולת", 15, 19],
  ['אספרסו כפול', 11, 14],
];
const WAITERS = ['אור', 'טל', 'עדי', 'נגה', 'יובל', 'שקד'];

export const heVeganBistroBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    // One bill (the company's second) is a group's, with a service charge added; the others print a tip guide.
    const group = n === 2;
    const diners = group ? rng.int(10, 16) : rng.int(2, 5);
    const lines = rng.some(DISHES, group ? rng.int(8, 11) : rng.int(4, 7)).map(([name, lo, hi]) => {
      const qty = group ? rng.int(2, Math.min(diners, 6)) : rng.int(1, Math.min(diners, 3));
      return { name, qty, unit: rng.int(lo, hi) * 100 };
    });
    const food = add(lines.map((l) => l.qty * l.unit));
    const service = group ? share(food, 12) : 0;
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(50, 140);
    const head = v.company ? `<div class="c sm">${esc(v.legal)} · ${v.label} ${id}</div>` : `<div class="c b">${esc(v.legal)}</div><div class="c sm">${v.label} ${id}</div>`;
    const guide = [10, 12, 15].map((p) => `<span>${p}% – ${amount(share(total, p))}</span>`).join('');
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div>
<div class="c sm">${esc(v.sub)}</div>
${head}
<div class="c sm">${esc(v.address)}</div>
<div class="dbl"></div>
<div class="c b">${v.title} ${lr(number)}</div>
<table class="meta"><tr><td>תאריך</td><td>שולחן</td><td>סועדים</td><td>מלצר/ית</td></tr><tr><td>${lr(dt(date, v.style))}</td><td>${rng.int(1, 40)}</td><td>${diners}</td><td>${rng.pick(WAITERS)}</td></tr></table>
<div class="sm">נפתח ${hhmm(open)}</div>
<table class="items">${lines.map((l) => `<tr><td>${l.qty}</td><td>${esc(l.name)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<div class="rule"></div>
${group ? `<div class="rw"><span>סה"כ מנות ומשקאות</span><span>${amount(food)}</span></div><div class="rw"><span>דמי שירות 12% (קבוצה מעל 10)</span><span>${amount(service)}</span></div>` : ''}
<div class="rw big"><span>סה"כ לתשלום</span><span>${amount(total)} ₪</span></div>
<div class="rw"><span>כולל מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="rule"></div>
${group ? '<div class="c sm">דמי השירות נוספו לחשבון לפי מדיניות הקבוצות</div>' : `<div class="tip"><div>השירות אינו כלול – טיפ מומלץ:</div><div class="g">${guide}</div></div>`}
<div class="rw sm"><span>${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'דיינרס'])} ${lr(`xxxx-${rng.digits(4)}`)}</span><span>אישור ${rng.digits(6)}</span></div>
<div class="sm">נסגר ${hhmm(close)} · תודה שבחרתם בצמחים</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:${v.ink}}.r{width:68mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.brand{font-family:${v.brandFont};font-size:24px;font-weight:bold}.dbl{border-top:3px double ${v.ink};margin:5px 0}.rule{border-top:1px solid ${v.ink};margin:4px 0}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px}.meta{width:100%;border-collapse:collapse;margin:4px 0;text-align:center}.meta tr:first-child td{font-size:9.5px;border-bottom:1px solid ${v.ink}}.items{width:100%;border-collapse:collapse}.items td{padding:1px 0;vertical-align:top}.items td:first-child{width:6mm}.items td:last-child{text-align:left}.tip{border:1px dotted ${v.ink};padding:3px;margin:4px 0;font-size:10px}.g{display:flex;justify-content:space-between}`;
    const page = '76mm 210mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
