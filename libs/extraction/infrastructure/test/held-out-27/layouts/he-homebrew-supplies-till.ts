import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId, mul, share, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, pair, taxIn, vid } from './extra';

const ID = 'he-homebrew-supplies-till';
const SHOPS = [
  { brand: 'מאלט & הופ', legal: 'אורי שפירא', company: false, label: 'עוסק מורשה', trade: 'ציוד וחומרי גלם לבישול בירה ביתית', place: "רח' הנפחים 7, פתח תקווה" },
  { brand: '', legal: 'ציוד חליטה ישראל בע"מ', company: true, label: 'ח.פ.', trade: '', place: 'מרכז מסחרי גבעת שמואל' },
  { brand: 'HOPSHOP', legal: 'הופ-שופ יבוא ושיווק בע"מ', company: true, label: 'ח"פ', trade: '', place: 'דרך העצמאות 48, חיפה' },
];
/** Malts sold by the kilo: name, price per kg in agorot. */
const MALTS: [string, number, number][] = [
  ['מאלט פילזנר', 1290, 1690],
  ['מאלט פייל אייל', 1390, 1790],
  ['מאלט מינכן', 1490, 1890],
  ['מאלט קריסטל 60', 1790, 2290],
  ['מאלט שוקולד', 1990, 2490],
  ['מאלט חיטה', 1390, 1790],
];
const UNITS: [string, number, number][] = [
  ["הופס קסקייד 100 גר'", 3200, 4600],
  ["הופס סיטרה 100 גר'", 4400, 6200],
  ["הופס זאץ 50 גר'", 1900, 2800],
  ["שמרי US-05 11.5 גר'", 1600, 2400],
  ['שמרי בלגיים T-58', 1700, 2500],
  ['מכסים לבקבוק (100)', 1400, 2200],
  ['בקבוקי 500 מ"ל חומים (12)', 3900, 5600],
  ['חומר חיטוי 236 מ"ל', 4200, 5900],
  ['הידרומטר + משורה', 5900, 8900],
  ['מדחום דביק לתסיסה', 1200, 1900],
  ['ערכת בירה IPA ל-20 ליטר', 18900, 26900],
  ['צינור סיפון 2 מטר', 2400, 3600],
  ['ברז לדלי תסיסה', 1800, 2900],
];

/** A homebrew supply shop's till slip on 80 mm paper: malts weighed by the kilo, hops and yeast by the pack, a workshop graduates' discount with a trailing minus, the next brewing workshop's date; VAT contained. */
export const heHomebrewSuppliesTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const malts = rng.some(MALTS, rng.int(1, 3)).map(([name, lo, hi]) => {
      const kg = rng.int(5, 60) * 50; // grams
      const perKg = Math.round(rng.int(lo, hi) / 10) * 10;
      return { name, kg: kg / 1000, perKg, sum: mul(kg / 1000, perKg) };
    });
    const units = rng.some(UNITS, rng.int(1, 4)).map(([name, lo, hi]) => {
      const q = rng.int(1, name.includes('ערכת') || name.includes('הידרומטר') ? 1 : 3);
      const u = Math.round(rng.int(lo, hi) / 10) * 10;
      return { name, q, u, sum: q * u };
    });
    const milling = rng.chance(0.5);
    const gross = add(malts.map((m) => m.sum)) + add(units.map((u) => u.sum)) + (milling ? 500 : 0);
    const grad = rng.chance(0.45);
    const disc = grad ? share(gross, 10) : 0;
    const total = gross - disc;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([
      () => String(rng.int(20000, 89999)),
      () => `${rng.int(1, 3)}-${String(rng.int(100, 99999)).padStart(6, '0')}`,
      () => `HB${date.slice(2, 4)}${rng.int(1000, 9999)}`,
    ])();
    const fmt = rng.pick(['dd.mm.yyyy', 'dd/mm/yy', 'd.m.yy'] as const);
    const font = rng.pick([
      ["'Miriam Mono CLM','DejaVu Sans Mono'", 11.5],
      ["'Nachlieli CLM','Liberation Sans'", 13],
      ["'Noto Sans Hebrew','Noto Sans Mono'", 11],
    ] as const);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const clock = `${String(rng.int(10, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const next = addDays(date, rng.int(6, 20));
    const pay = rng.pick(['card', 'cash', 'bit'] as const);
    const tendered = Math.ceil(total / 10000) * 10000;
    const payment =
      pay === 'card'
        ? pair('כרטיס אשראי', amount(total)) + pair("מס' כרטיס", lr(`xxxx-${rng.digits(4)}`)) + pair("מס' אישור", lr(rng.digits(7))) + pair('תשלומים', '1')
        : pay === 'cash'
          ? pair('מזומן', amount(tendered)) + pair('עודף', amount(tendered - total))
          : pair('ביט', amount(total)) + pair('אסמכתא', lr(rng.digits(10)));
    const lines = [
      ...malts.map((m) => `<div>${esc(m.name)}</div>${pair(`${lr(m.kg.toFixed(3))} ק"ג × ${lr(amount(m.perKg))} לק"ג`, amount(m.sum))}`),
      ...units.map((u) => (u.q > 1 ? `<div>${esc(u.name)}</div>${pair(lr(`${u.q} x ${amount(u.u)}`), amount(u.sum))}` : pair(esc(u.name), amount(u.sum)))),
      ...(milling ? [pair('טחינת מאלט', amount(500))] : []),
    ].join('');
    const body = `<div class="logo">${s.brand ? esc(s.brand) : esc(s.legal)}</div>
${s.brand ? `<div class="c">${esc(s.legal)}</div>` : ''}${s.trade ? `<div class="c">${esc(s.trade)}</div>` : ''}
<div class="c">${s.label} ${lr(idText)}</div><div class="c">${esc(s.place)}</div><div class="c">טל' ${lr(`0${rng.pick([3, 4, 9])}-${rng.int(5000000, 9999999)}`)}</div>
<div class="rule"></div>
<div class="c t">חשבונית מס קבלה</div><div class="c t">מס' ${lr(docNo)}</div><div class="c sm">(מקור)</div>
${pair(`תאריך ${lr(dt(date, fmt))}`, `שעה ${clock}`)}${pair(`קופה ${rng.int(1, 2)}`, `עסקה ${rng.int(1000, 9999)}`)}${pair('מוכר/ת', rng.pick(['עדי', 'ניר', 'סבטלנה', 'טל']))}
<div class="rule"></div>${lines}<div class="thin"></div>
${grad ? pair('סכום ביניים', amount(gross)) + pair('הנחת בוגרי סדנה 10%', lr(trailingMinus(disc))) : ''}
${pair('סה"כ לתשלום ₪', amount(total), 'big')}${pair(`מע"מ ${rate}% כלול`, amount(vat))}
<div class="thin"></div>${payment}
${grad ? `<div class="thin"></div>${pair('לקוח', lr(cellular(rng)))}` : ''}
<div class="rule"></div><div class="c sm">סדנת בישול בירה הבאה: ${heDay(next)} ${lr(dt(next, 'dd/mm'))} 18:30<br>מאלט טחון – לשימוש תוך 14 יום<br>תודה ולחיים!</div>`;
    const css = `body{font-family:${font[0]},monospace;font-size:${font[1]}px;width:70mm;padding:5mm 5mm;color:#161616}
.logo{text-align:center;font-size:19px;font-weight:bold;border:2px solid #222;border-radius:3mm;padding:1.5mm;margin-bottom:1.5mm}.c{text-align:center}.t{font-weight:bold;font-size:1.1em}.sm{font-size:0.82em}
.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:1.25em;margin:1mm 0}.rule{border-top:2px solid #000;margin:2mm 0}.thin{border-top:1px dotted #000;margin:1.5mm 0}`;
    const page = '80mm 220mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
