import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-hermon-ski-lodge-folio';

const VENDORS = [
  {
    brand: 'בקתת השלג',
    lines: ['נווה אטיב נופש הררי בע"מ'],
    legal: 'נווה אטיב נופש הררי בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `40-${k}`,
    digits: [1000, 9999],
    color: '#1565c0',
  },
  {
    brand: 'PEAK LODGE',
    lines: ['עמית ברק', 'חדרי אירוח ואכסניית סקי למרגלות החרמון'],
    legal: 'עמית ברק',
    company: false,
    label: 'עוסק מורשה',
    style: 'he' as D,
    num: (k: number) => `${k}`,
    digits: [500, 3999],
    color: '#4a148c',
  },
];

const EXTRAS: [string, number][] = [
  ['השכרת ציוד סקי — יום', 19000],
  ['כרטיס מעליות אתר החרמון', 27500],
  ['שיעור סקי פרטי (שעה)', 32000],
  ['שק עצים לאח', 6000],
  ['ארוחת ערב חמה במסעדת הבקתה', 14500],
  ['מזחלת שלג לילדים — יום', 8000],
];

export const heHermonSkiLodgeFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng, [1, 2, 3, 12]);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const nights = rng.int(1, 4);
    const arrival = shift(date, -nights);
    const nightly = rng.pick([68000, 79000, 89000, 95000]);
    const guests = rng.int(2, 5);
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = shift(arrival, i);
      const weekend = ['שבת', 'יום שישי'].includes(heDay(d));
      rows.push([dt(d, 'dd/mm/yy'), `לינה ${weekend ? '(סוף שבוע)' : ''} כולל ארוחת בוקר`, weekend ? nightly + 15000 : nightly]);
    }
    for (const [name, price] of rng.some(EXTRAS, rng.int(2, 4))) {
      const q = name.includes('שק') ? 1 : rng.int(1, guests);
      rows.push([dt(shift(arrival, rng.int(0, nights - 1)), 'dd/mm/yy'), q > 1 ? `${name} × ${q}` : name, q * price]);
    }
    const total = add(rows.map((r) => r[2]));
    const tax = taxIn(total, rate);
    const deposit = Math.round((total * 0.3) / 1000) * 1000;
    const depositDay = shift(arrival, -rng.int(10, 40));
    const booking = `HB${rng.digits(6)}`;
    const body = `<div class="page">
<div class="hd"><div class="brand">${esc(v.brand)}</div>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="sm">${v.label} ${n === 3 ? hyphenId(id) : id} · נווה אטיב, רמת הגולן · ${lr(`04-6${rng.digits(6)}`)}</div></div>
<div class="snow">❄ ❄ ❄</div>
<h1>חשבון אורח · חשבונית מס / קבלה מס' ${lr(number)}</h1>
<table class="facts">
<tr><th>תאריך החשבונית</th><td>${dt(date, v.style)}</td><th>מספר הזמנה</th><td>${booking}</td></tr>
<tr><th>הגעה</th><td>${dt(arrival, 'dd/mm/yyyy')} (${heDay(arrival)})</td><th>עזיבה</th><td>${dt(date, 'dd/mm/yyyy')} (${heDay(date)})</td></tr>
<tr><th>אורחים</th><td>${esc(rng.pick(['משפחת שרעבי', 'ליאור ונטע גל', 'קבוצת חברים — אביב', 'משפחת קורן']))} · ${guests} אורחים</td><th>חדר</th><td>${rng.pick(['סוויטת ארז', 'חדר אלון', 'בקתה 3', 'עליית גג'])}</td></tr>
</table>
<table class="rows"><tr><th>תאריך</th><th>פירוט</th><th>סכום ₪</th></tr>
${rows.map((r) => `<tr><td>${r[0]}</td><td>${esc(r[1])}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}</table>
<div class="sum">
<div class="rw b"><span>סה"כ לחיוב (כולל מע"מ)</span><span>${amount(total)}</span></div>
<div class="rw"><span>מזה מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="rw"><span>מקדמה ששולמה ב-${dt(depositDay, 'dd/mm/yyyy')}</span><span>${amount(deposit)}</span></div>
<div class="rw"><span>שולם בעזיבה — אשראי ${lr(`****${rng.digits(4)}`)}</span><span>${amount(total - deposit)}</span></div>
<div class="rw"><span>יתרה</span><span>0.00</span></div>
</div>
<div class="foot">נשמח לראותכם שוב בעונה הבאה · צ'ק-אאוט עד 11:00 · בדקו את מצב הכביש לחרמון לפני היציאה</div>
</div>`;
    const css = `body{font-family:'Simple CLM','Noto Sans Hebrew',sans-serif;font-size:13px;background:#fff}.page{padding:14mm 16mm}.hd{text-align:center}.brand{font-family:'URW Gothic','Yehuda CLM',sans-serif;font-size:32px;font-weight:bold;letter-spacing:2px;color:${v.color}}.sm{font-size:11px;color:#555}.snow{text-align:center;color:${v.color};margin:4px}h1{font-size:17px;text-align:center;background:${v.color};color:#fff;padding:6px;margin:8px 0}table{width:100%;border-collapse:collapse}.facts th{background:#e8eef7;text-align:right;padding:4px;border:1px solid #aab}.facts td{padding:4px;border:1px solid #aab}.rows{margin-top:10px}.rows th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.rows td{padding:3px 4px;border-bottom:1px solid #ddd}.n{text-align:left}.sum{width:55%;margin:12px auto 0 0}.rw{display:flex;justify-content:space-between;padding:2px 0}.b{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.foot{margin-top:20px;font-size:11px;text-align:center;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
