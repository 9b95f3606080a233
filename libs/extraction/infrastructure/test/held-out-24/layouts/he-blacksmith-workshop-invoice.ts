import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { dateInYears, lr, spread, taxOn, times, vendorId } from './extra';

const SHOPS = [
  {
    head: 'ברזל וחן',
    sub: 'מסגרות אומנות · שערים · מעקות',
    legal: 'יוסף דהן',
    owner: true,
    company: false,
    label: "עוסק מורשה מס'",
    hyphen: false,
    addr: 'אזור התעשייה הצפוני, מגדל העמק',
  },
  {
    head: 'מדן ברזל ונירוסטה בע"מ',
    sub: 'מסגריה ועבודות נירוסטה',
    legal: 'מדן ברזל ונירוסטה בע"מ',
    owner: false,
    company: true,
    label: 'ח.פ',
    hyphen: false,
    addr: "רח' המלאכה 14, חולון",
  },
  {
    head: 'הנפח',
    sub: 'נפחות, ריתוך ופרגולות ברזל',
    legal: 'נפחיית הגליל בע"מ',
    owner: false,
    company: true,
    label: 'ח"פ',
    hyphen: true,
    addr: 'ד.נ. גליל מערבי, אזור תעשייה בר-לב',
  },
] as const;

// description, unit, price per unit in agorot before VAT, quantity range (tenths allowed for m / m²)
const WORKS: [string, string, [number, number], [number, number], boolean][] = [
  ["שער כניסה נגרר, רוחב 4.20 מ', פרופיל 60/40", "יח'", [980000, 1450000], [1, 1], false],
  ['מעקה מדרגות נירוסטה 316 עם מאחז יד', 'מ"א', [62000, 78000], [35, 120], true],
  ['סורגים דקורטיביים לחלונות', 'מ"ר', [85000, 110000], [20, 90], true],
  ["פרגולת ברזל 3×4 מ' כולל קורות רוחב", "יח'", [680000, 920000], [1, 1], false],
  ['צביעה אלקטרוסטטית בתנור, גוון RAL 7016', 'מ"ר', [9000, 14000], [60, 220], true],
  ['מנוע לשער + 2 שלטים', "יח'", [290000, 360000], [1, 1], false],
  ['ריתוך ותיקון שער קיים', 'שעה', [20000, 26000], [2, 9], false],
  ['דלת רשת ביטחון למחסן', "יח'", [210000, 270000], [1, 2], false],
  ['הובלה והתקנה באתר', 'קומפלט', [70000, 120000], [1, 1], false],
];

const CUSTOMERS = [
  { name: 'אורית ויעקב זילברמן', extra: "רח' הגפן 9, עפולה", business: false },
  { name: 'א.ב. לוי קבלנות בניין בע"מ', extra: 'ח.פ.', business: true },
  { name: 'ד"ר מוריס אלקיים', extra: "שכ' נוף הגליל, כרמיאל", business: false },
  { name: "וועד הבית רח' ויצמן 12", extra: 'נתניה', business: false },
  { name: 'שיכון הצפון יזמות בע"מ', extra: 'ח.פ.', business: true },
];

/**
 * A blacksmith's and metalwork shop's tax invoice on A4 inside a frame with corner brackets (Miriam CLM, FreeSerif
 * or Noto Sans Hebrew; the heading in Yehuda CLM, Frank Ruehl CLM or Aharoni CLM beside a drawn anvil and hammer):
 * a brand over the licensed dealer's own name with "עוסק מורשה מס'", a company's name as the heading with "ח.פ",
 * or a brand over a company with "ח"פ" (hyphenated); "חשבונית מס" with "מקור" and "מס'" ("000742",
 * "2024/118", "3391/24"), "תאריך" (dd/mm/yyyy, dd.mm.yyyy or "8 במאי 2024"); "לכבוד" a private customer or a
 * building contractor with its own ח.פ.; the quotation's number and date weeks before and the installation days
 * before; works in metres, square metres, hours and units with fractional quantities; a trade discount on some;
 * "סה"כ", "סה"כ לאחר הנחה", "מע"מ", "סה"כ כולל מע"מ"; the advance paid with its receipt's number and date and
 * "יתרה לתשלום"; a welding warranty, bank details, a signature line.
 */
export const heBlacksmithWorkshopInvoice: Layout = {
  id: 'he-blacksmith-workshop-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'he-blacksmith-workshop-invoice');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const works = rng.some(WORKS, rng.int(3, 5)).map(([name, unit, price, qty, tenths]) => {
      const q = rng.int(qty[0], qty[1]);
      const quantity = tenths ? q / 10 : q;
      const unitPrice = Math.round(rng.int(price[0], price[1]) / 1000) * 1000;
      return { name, unit, quantity, unitPrice, sum: times(quantity, unitPrice) };
    });
    const gross = works.reduce((a, w) => a + w.sum, 0);
    const discount = rng.chance(0.4) ? Math.round((gross * rng.pick([0.03, 0.05])) / 10000) * 10000 : 0;
    const net = gross - discount;
    const vat = taxOn(net, rate * 100);
    const total = net + vat;
    const advance = rng.chance(0.7) ? Math.round((total * rng.pick([0.3, 0.4, 0.5])) / 100000) * 100000 : 0;
    const docNo = rng.pick([
      () => String(rng.int(310, 1990)).padStart(6, '0'),
      () => `${date.slice(0, 4)}/${rng.int(40, 260)}`,
      () => `${rng.int(1000, 4999)}/${date.slice(2, 4)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const d = (x: string) => (fmt === 'he' ? dt(x, 'he') : lr(dt(x, fmt)));
    const c = rng.pick(CUSTOMERS);
    const customer = c.business ? `${esc(c.name)}, ח.פ. ${lr(vendorId(c.name, true))}` : `${esc(c.name)}, ${esc(c.extra)}, טל' ${lr(cellular(rng))}`;
    const quote = String(rng.int(1100, 3900));
    const quoteDate = addDays(date, -rng.int(25, 70));
    const installed = addDays(date, -rng.int(1, 6));
    const [font, head] = rng.pick([
      ['Miriam CLM', 'Yehuda CLM'],
      ['FreeSerif', 'Frank Ruehl CLM'],
      ['Noto Sans Hebrew', 'Aharoni CLM'],
    ]);
    const anvil = `<svg width="54" height="40" viewBox="0 0 54 40"><path d="M4 10 h34 q10 0 14 -6 q0 10 -14 12 v4 h-8 l4 8 h8 v6 h-30 v-6 h8 l4 -8 h-6 q-14 -2 -14 -10z" fill="#333"/><path d="M30 2 l10 -2 l1 4 l-10 2z M34 3 l-8 -1" stroke="#333" stroke-width="2" fill="#777"/></svg>`;
    const tr = (w: (typeof works)[number], i: number) =>
      `<tr><td>${lr(String(i + 1))}</td><td>${esc(w.name)}</td><td>${w.unit}</td><td>${lr(String(w.quantity))}</td><td>${lr(amount(w.unitPrice))}</td><td>${lr(amount(w.sum))}</td></tr>`;
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const who = s.owner
      ? `<div class="h">${esc(s.head)}</div><div class="own">${esc(s.legal)} · ${esc(s.sub)}</div>`
      : s.head === s.legal
        ? `<div class="h">${esc(s.head)}</div><div class="own">${esc(s.sub)}</div>`
        : `<div class="h">${esc(s.head)}</div><div class="own">${esc(s.sub)}<br>${esc(s.legal)}</div>`;
    const receiptNo = String(rng.int(200, 990)).padStart(4, '0');
    const body = `<div class="frame"><span class="k tl"></span><span class="k tr"></span><span class="k bl"></span><span class="k br"></span>
<div class="top">${anvil}<div class="who">${who}</div><div class="ids">${s.label} ${lr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(s.addr)}<br>טל' ${lr(landline(rng))} · נייד ${lr(cellular(rng))}</div></div>
<div class="titlebar"><span class="t">חשבונית מס</span><span>מס' <b>${lr(docNo)}</b></span><span>תאריך ${d(date)}</span><span class="orig">מקור</span></div>
<div class="to">לכבוד: ${customer}</div>
<div class="ref">בהתאם להצעת מחיר מס' ${lr(quote)} מיום ${d(quoteDate)} · ההתקנה הושלמה ב-${d(installed)}</div>
<table class="lines"><tr class="th"><td>#</td><td>תיאור העבודה</td><td>יחידה</td><td>כמות</td><td>מחיר ליח'</td><td>סה"כ</td></tr>${works.map(tr).join('')}</table>
<table class="tot">${row('סה"כ', lr(amount(gross)))}${discount ? row('הנחה מסחרית', lr(`-${amount(discount)}`)) + row('סה"כ לאחר הנחה', lr(amount(net))) : ''}${row(`מע"מ ${rate}%`, lr(amount(vat)))}${row('סה"כ כולל מע"מ', lr(amount(total)), 'g')}
${advance ? row(`שולמה מקדמה ${d(addDays(quoteDate, rng.int(2, 10)))} (קבלה ${lr(receiptNo)})`, lr(`-${amount(advance)}`)) + row('יתרה לתשלום', lr(amount(total - advance)), 'b') : row('שולם במלואו', lr(amount(total)), 'b')}</table>
<div class="notes">אחריות לריתוכים ולצבע: ${lr(String(rng.pick([3, 5])))} שנים מיום ההתקנה, בתנאי שימוש סבירים.<br>לתשלום בהעברה: בנק הפועלים (12), סניף ${lr(String(rng.int(500, 799)))}, חשבון ${lr(rng.digits(6))}.</div>
<div class="sign"><div>חתימת הלקוח: ____________</div><div>בכבוד רב, ____________</div></div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',serif;font-size:12px;color:#222}
.frame{position:relative;margin:12mm;padding:8mm 9mm;min-height:250mm;box-sizing:border-box}.k{position:absolute;width:14mm;height:14mm;border-color:#333;border-style:solid}.tl{top:0;right:0;border-width:3px 3px 0 0}.tr{top:0;left:0;border-width:3px 0 0 3px}.bl{bottom:0;right:0;border-width:0 3px 3px 0}.br{bottom:0;left:0;border-width:0 0 3px 3px}
.top{display:flex;align-items:center;gap:4mm}.h{font-family:'${head}',serif;font-size:28px;font-weight:bold}.own{font-size:12px}.ids{margin-right:auto;text-align:left;font-size:10.5px;line-height:1.6}
.titlebar{display:flex;gap:8mm;align-items:baseline;border-top:2px solid #333;border-bottom:2px solid #333;padding:2mm 0;margin:6mm 0 4mm}.t{font-size:20px;font-weight:bold}.orig{margin-right:auto;border:1px solid #333;padding:0 2mm;font-size:10px}
.to{font-size:12.5px;margin-bottom:1.5mm}.ref{font-size:11px;color:#444;margin-bottom:4mm}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.6mm 1.5mm;border:0.5px solid #aaa}.lines td:nth-child(n+4){text-align:left;white-space:nowrap}.th td{background:#333;color:#fff;font-weight:bold}
.tot{margin-right:auto;margin-top:4mm;min-width:88mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14.5px;border-top:2px solid #333;border-bottom:2px solid #333}.b td{font-weight:bold}
.notes{margin-top:8mm;font-size:11px;line-height:1.7}.sign{display:flex;justify-content:space-between;margin-top:16mm}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
