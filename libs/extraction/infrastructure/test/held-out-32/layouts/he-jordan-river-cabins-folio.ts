import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heDay, hyphenId, share } from '../../generalisation/notation';
import { add, dated, taxIn, vid } from './extra';

const ID = 'he-jordan-river-cabins-folio';

const VENDORS = [
  {
    brand: 'בקתות הירדן',
    lines: ['נופי הירדן אירוח בע"מ'],
    legal: 'נופי הירדן אירוח בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'he' as D,
    num: (k: number) => `J${k}`,
    digits: [10000, 99999],
  },
  {
    brand: 'עץ הדולב',
    lines: ['נועה שטרן', 'בקתות עץ ואירוח כפרי'],
    legal: 'נועה שטרן',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [1000, 9999],
  },
];

const EXTRAS: [string, number][] = [
  ['סל ארוחת בוקר לבקתה', 19000],
  ['שיט קיאקים בירדן (זוג)', 24000],
  ["ג'קוזי עצים פרטי", 18000],
  ['ערב על האש — מנגל מוכן', 32000],
  ['יציאה מאוחרת עד 14:00', 15000],
  ['השכרת אופניים ליום', 9000],
];

export const heJordanRiverCabinsFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const nights = rng.int(1, 4);
    const arrival = addDays(date, -nights);
    const cabin = rng.pick(['בקתת ערבה', 'בקתת אלון', 'בקתת הדולב', 'בקתה משפחתית 4']);
    const nightly = rng.int(68, 140) * 1000;
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      rows.push([dt(d, 'dd/mm/yyyy'), `לינה · ${cabin} · ${heDay(d)}`, nightly]);
    }
    for (const [name, price] of rng.some(EXTRAS, rng.int(1, 3))) rows.push([dt(addDays(arrival, rng.int(0, nights - 1)), 'dd/mm/yyyy'), name, price]);
    const total = add(rows.map((r) => r[2]));
    const tax = taxIn(total, rate);
    const deposit = share(total, 30);
    const booking = `${rng.int(200, 999)}-${rng.int(1000, 9999)}`;
    const body = `<div class="wrap">
<div class="head"><div class="brand">${esc(v.brand)}</div>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="sm">${v.label} ${n === 1 ? hyphenId(id) : id} · מושב ${rng.pick(['גשר', 'כפר רופין', 'נווה אור'])}, עמק הירדן</div></div>
<h1>חשבון אורח — חשבונית מס / קבלה מס' ${number}</h1>
<table class="facts"><tr><td>תאריך החשבונית</td><td><b>${dt(date, v.style)}</b></td><td>מס' הזמנה</td><td>${booking}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrival)}, ${dt(arrival, 'dd/mm/yyyy')}</td><td>עזיבה</td><td>${heDay(date)}, ${dt(date, 'dd/mm/yyyy')}</td></tr>
<tr><td>אורחים</td><td>${esc(rng.pick(['משפחת אשכנזי', 'שירה ועומר', 'משפחת נסים', 'דנה גולן']))} · ${rng.int(2, 5)} נפשות</td><td>לילות</td><td>${nights}</td></tr></table>
<table class="rows"><tr><th>תאריך</th><th>פירוט</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${esc(r[1])}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}</table>
<div class="sum">
<div class="pr big"><span>סה"כ חיובים (כולל מע"מ)</span><span>${amount(total)}</span></div>
<div class="pr"><span>מזה מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr"><span>מקדמה ששולמה בהזמנה (${dt(addDays(arrival, -rng.int(10, 40)), 'dd/mm/yyyy')})</span><span>${amount(deposit)}</span></div>
<div class="pr"><span>שולם ביציאה בכרטיס אשראי</span><span>${amount(total - deposit)}</span></div>
<div class="pr"><span>יתרה לתשלום</span><span>0.00</span></div>
</div>
<div class="foot">תודה שנחתם אצלנו על גדות הירדן · נשמח לראותכם שוב</div>
</div>`;
    const css = `body{font-family:'Liberation Serif','David CLM',serif;font-size:12.5px;background:#fbf8f1}.wrap{padding:16mm}.head{text-align:center;border-bottom:2px solid #6b4e2e;padding-bottom:6px}.brand{font-family:'Drugulin CLM','Frank Ruehl CLM',serif;font-size:30px;color:#6b4e2e}.sm{font-size:10.5px}h1{font-size:16px;text-align:center;margin:10px 0}table{width:100%;border-collapse:collapse}.facts td{padding:3px 5px;border:1px solid #c9b48f}.facts td:nth-child(odd){background:#efe5d2;width:17%}.rows{margin-top:12px}.rows th{background:#6b4e2e;color:#fff;padding:4px;text-align:right}.rows td{padding:3px 5px;border-bottom:1px dotted #999}.n{text-align:left}.sum{width:55%;margin:14px auto 0 0}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:14px;border-bottom:1px solid #6b4e2e}.foot{margin-top:20px;text-align:center;font-style:italic;color:#6b4e2e}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
