import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, mul, notAnId, personalId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-window-film-installer-invoice';

/** Work, unit, lowest and highest unit price in agorot (before VAT); `area` lines are measured in m² to one decimal. */
const WORK: { name: string; unit: string; lo: number; hi: number; area?: boolean; metres?: boolean }[] = [
  { name: 'פילם בקרת שמש כסוף', unit: 'מ"ר', lo: 16000, hi: 22000, area: true },
  { name: 'פילם ביטחון 8 מיל נגד ניפוץ', unit: 'מ"ר', lo: 22000, hi: 32000, area: true },
  { name: 'פילם פרטיות חלבי', unit: 'מ"ר', lo: 12000, hi: 16000, area: true },
  { name: 'פילם דקורטיבי עם חיתוך לוגו', unit: 'מ"ר', lo: 18000, hi: 26000, area: true },
  { name: 'הסרת פילם ישן וניקוי זכוכית', unit: 'מ"ר', lo: 3000, hi: 5000, area: true },
  { name: 'איטום שוליים בסיליקון', unit: 'מ׳ אורך', lo: 800, hi: 1500, metres: true },
  { name: 'במת הרמה לעבודה בגובה', unit: 'יום', lo: 60000, hi: 90000 },
  { name: 'ביקור מדידה והכנת הצעה', unit: 'קומפ׳', lo: 15000, hi: 25000 },
];

const CUSTOMERS: [string, boolean][] = [
  ['משרדי עורכי דין לוי-כהן ושות׳ בע"מ', true],
  ['גן ילדים פרטי "שמש קטנה" בע"מ', true],
  ['אופטיקה עין חדה בע"מ', true],
  ['משפחת בן חיים', false],
  ['רינה וגדעון אשכנזי', false],
  ['ועד הבית רח׳ הגפן 9', false],
];

/** Window film installer's A4 tax invoice (Sunday-Thursday), VAT added. */
export const heWindowFilmInstallerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const films = rng.some(
      WORK.filter((w) => w.area && !w.name.startsWith('הסרת')),
      rng.int(1, 3),
    );
    const others = rng.some(
      WORK.filter((w) => !films.includes(w) && !(w.area && !w.name.startsWith('הסרת'))),
      rng.int(1, 3),
    );
    const lines = [...films, ...others].map((w) => {
      const qty = w.area ? rng.int(40, 320) / 10 : w.metres ? rng.int(10, 60) : 1;
      const price = rng.int(w.lo / 10, w.hi / 10) * 10;
      return { ...w, qty, price, sum: w.area ? mul(qty, price) : qty * price };
    });
    const work = total(lines.map((l) => l.sum));
    const disc = rng.chance(0.4) ? share(work, 7) : 0;
    const net = work - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מגן שמש ציפויי זכוכית בע"מ' : 'ניר אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `WF${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const installed = plus(date, -rng.int(1, 7));
    const quote = plus(installed, -rng.int(10, 40));
    const warranty = `${Number(installed.slice(0, 4)) + 10}${installed.slice(4) === '-02-29' ? '-02-28' : installed.slice(4)}`;
    const [customer, isCo] = rng.pick(CUSTOMERS);
    const custLine: [string, string] = isCo ? ['ח.פ. לקוח:', ltr(taxIdOfCustomer(rng))] : rng.chance(0.5) ? ['ת.ז. לקוח:', ltr(personalId(rng))] : ['מס׳ לקוח:', ltr(notAnId(rng))];
    const address = rng.pick(['רח׳ ויצמן 14, כפר סבא', 'רח׳ הנשיאים 3, הוד השרון', 'שד׳ רוטשילד 88, ראשון לציון', 'רח׳ העצמאות 41, יבנה']);
    const vlt = rng.pick([5, 15, 20, 35, 50, 70]);
    const heat = rng.int(40, 85);
    const money = (c: number) => (co ? amount(c) : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const info = pairs(
      [
        ['לכבוד:', customer],
        custLine,
        ['כתובת ההתקנה:', address],
        ['תאריך התקנה:', ltr(f(installed))],
        ['הצעת מחיר:', `${ltr(`Q-${rng.int(10000, 99999)}`)} מיום ${ltr(f(quote))}`],
        ['אחריות עד:', ltr(f(warranty))],
      ],
      2,
    );
    const table = items(
      ['תיאור', 'יחידה', 'כמות', `מחיר ליחידה${co ? ' (ש"ח)' : ''}`, `סה"כ${co ? ' (ש"ח)' : ''}`],
      lines.map((l) => [l.name, l.unit, ltr(l.area ? l.qty.toFixed(1) : String(l.qty)), ltr(money(l.price)), ltr(money(l.sum))]),
    );
    const sums = `<div class="sum">${row('סה"כ עבודות', ltr(money(work)))}${disc ? row('הנחה 7%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    const spec = `<div class="spec">נתוני הפילם: העברת אור נראה ${vlt}% · דחיית חום כוללת ${heat}% · חסימת קרינת UV 99% · אחריות יצרן 10 שנים</div>`;
    const body = co
      ? `<div class="head"><div><div class="brand">סולאר פילם</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המגשימים 20, פתח תקווה · ${ltr(landline(rng))}</div></div>
<div class="box">חשבונית מס<br><b>${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}</div></div>
${info}${table}${sums}${spec}
<div class="sm">תנאי תשלום: שוטף + 30, עד ${ltr(f(plus(date, 30)))}. העברה לבנק הפועלים, סניף ${rng.int(500, 799)}, חשבון ${ltr(rng.digits(6))}.</div>`
      : `<div class="head"><div><div class="brand">צל בחלון</div><div class="sm">התקנת פילמים לחלונות ולחזיתות · נס ציונה · ${ltr(cellular(rng))}</div></div>
<div class="box">חשבונית מס מס׳ <b>${ltr(doc)}</b><br>תאריך ${ltr(f(date))}<br>מקור</div></div>
${info}${table}${sums}${spec}
<div class="sm">התשלום תוך 7 ימים מיום החשבונית. ניתן להעביר ב-Bit או בהעברה בנקאית.</div>
<div class="foot">ניר אלמוג · עוסק מורשה ${ltr(taxId)} · בנק מזרחי טפחות, סניף ${rng.int(400, 499)}, חשבון ${ltr(rng.digits(6))}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Nachlieli CLM'"};font-size:${co ? 12 : 13}px;padding:14mm;box-sizing:border-box;height:296mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${co ? '#ef6c00' : '#37474f'};padding-bottom:6px;margin-bottom:8px}.brand{font-size:26px;font-weight:bold;color:${co ? '#ef6c00' : '#37474f'}}
.box{border:1.5px solid #333;padding:6px 10px;text-align:center}.pairs{width:100%}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}.spec{margin:10px 0;padding:4px;background:#f3f3f3}
.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
