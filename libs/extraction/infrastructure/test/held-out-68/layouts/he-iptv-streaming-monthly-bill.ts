import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-iptv-streaming-monthly-bill';

/** Packages: name, lowest and highest monthly price before VAT in agorot. */
const PACKAGES: [string, number, number][] = [
  ['חבילת ספורט פרימיום', 3490, 4490],
  ['חבילת סרטים וסדרות', 2490, 3490],
  ['חבילת ילדים ונוער', 1490, 1990],
  ['ערוצי טבע ומדע', 990, 1490],
  ['ערוצים בינלאומיים - רוסית', 1490, 1990],
  ['ערוצים בינלאומיים - צרפתית', 1490, 1990],
];

const FILMS = ['שובו של הדייג', 'הקיץ האחרון ביפו', 'מבצע ערפל', 'אי התוכים', 'המסע לצפון', 'סוד הגשר הישן', 'לילה בתחנה המרכזית'];
const STREETS = ['רחוב הנרקיסים', 'רחוב הגפן', 'שדרות הרצל', 'רחוב האלון', 'רחוב הדקל', 'רחוב יהודה הלוי'];
const CITIES = ['חולון', 'כפר סבא', 'מודיעין', 'קריית אונו', 'נס ציונה', 'גבעתיים'];
const NAMES = ['יעל וקנין', 'רון מזרחי', 'אורנה לוי', 'שמעון ביטון', 'גלית אדלר', 'עמית כהן'];

/**
 * An IPTV provider's monthly bill to a household, A4 (Noto Sans Hebrew): the month billed in advance
 * (issued on its first days, the period from the first to the last of the month), a basic package,
 * extra packages, set-top boxes, film rentals of the month before with their dates, a bundle
 * discount, sometimes a technician's visit, VAT added, the card charge date as due date, the last
 * payment received and the customer number (failing the check) as distractors.
 */
export const heIptvStreamingMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 4]);
    const rate = israeliRate(date);
    const start = `${date.slice(0, 7)}-01`;
    const end = lastOfMonth(date);
    const prevMonth = plus(start, -1);
    const rows: [string, string, number][] = [];
    rows.push(['חבילת בסיס - 65 ערוצים', `${dt(start, 'dd/mm/yy')}-${dt(end, 'dd/mm/yy')}`, rng.int(55, 79) * 100 + 90]);
    for (const [name, lo, hi] of rng.some(PACKAGES, rng.int(0, 3))) rows.push([name, `${dt(start, 'dd/mm/yy')}-${dt(end, 'dd/mm/yy')}`, rng.int(lo / 10, hi / 10) * 10]);
    const boxesCount = rng.int(0, 2);
    if (boxesCount) rows.push([`ממיר נוסף x ${boxesCount}`, `${dt(start, 'dd/mm/yy')}-${dt(end, 'dd/mm/yy')}`, boxesCount * 1500]);
    for (const film of rng.some(FILMS, rng.int(0, 3))) rows.push([`השכרת סרט: ${film}`, dt(plus(prevMonth, -rng.int(0, 25)), 'dd/mm/yy'), rng.pick([1690, 1990, 2490])]);
    if (rng.chance(0.2)) rows.push(['ביקור טכנאי - החלפת ממיר', dt(plus(prevMonth, -rng.int(0, 20)), 'dd/mm/yy'), 14900]);
    if (rows.length > 2) rows.push(['הנחת חבילה', '', -rng.pick([1000, 1500, 2000])]);
    const net = total(rows.map((r) => r[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'צפייה פלוס שידורים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(61000000, 69999999));
    const cust = notAnId(rng);
    const chargeDay = plus(start, 9);
    const last = Math.round(gross * (0.8 + rng.next() * 0.4));
    const body = `<div class="top"><div><div class="brand">צפייה<span>+</span></div><div class="sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div><div class="sm">רחוב אריה שנקר ${ltr('14')}, הרצליה · שירות לקוחות ${ltr('*6060')}</div></div>
<div class="doc"><div class="b big">חשבונית מס ${ltr(doc)}</div><div>תאריך הפקה: ${ltr(dt(date, 'dd/mm/yyyy'))}</div><div>חשבון לחודש ${heMonth(date)}</div></div></div>
<div class="cust"><b>${rng.pick(NAMES)}</b><br>${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, ${rng.pick(CITIES)}<br>מספר לקוח: ${ltr(cust)}</div>
${boxes([
  ['סכום לתשלום', ltr(`₪${amount(gross)}`)],
  ['תקופת החיוב', ltr(`${dt(start, 'dd/mm/yyyy')} - ${dt(end, 'dd/mm/yyyy')}`)],
  ['יחויב בכרטיס האשראי ב-', ltr(dt(chargeDay, 'dd/mm/yyyy'))],
])}
${items(
  ['פירוט', 'תקופה / תאריך', 'סכום'],
  rows.map(([n, p, a]) => [n, ltr(p), ltr(amount(a))]),
)}
<div class="sum">${row('סה"כ חיובים לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}</div>
<div class="info"><div>יתרה מחשבון קודם: ${ltr('0.00')}</div><div>תשלום אחרון התקבל: ${ltr(amount(last))} ש"ח בתאריך ${ltr(dt(plus(prevMonth, -20), 'dd/mm/yyyy'))}</div><div>אמצעי תשלום: כרטיס אשראי המסתיים ב-${ltr(rng.digits(4))}</div></div>
<div class="foot sm">החשבון הבא יופק בתחילת החודש הבא. לצפייה בחשבוניות קודמות ולביטול שירותים: באזור האישי באתר או באפליקציה.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:14mm 16mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid #5b2a86;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:#5b2a86}.brand span{color:#e0457b}
.doc{text-align:left}.big{font-size:1.2em}.cust{margin:12px 0;line-height:1.5}.sum{width:45%;margin:8px auto 10px 0}.info{border:1px solid #bbb;padding:6px 8px;margin:10px 0;color:#333}.foot{margin-top:16px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
