import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, share, trailingMinus } from '../../generalisation/notation';
import { cashRound, kg, weighed } from './extra';

const SHOPS = [
  { brand: 'תבליני הכרמל', legal: 'יוסף מזרחי', company: false, place: 'שוק הכרמל 37, תל אביב', label: 'עוסק מורשה' },
  { brand: 'בית הפיצוחים של שמעון', legal: 'ש. אלמליח פיצוחים בע"מ', company: true, place: "רח' האגס 12, מחנה יהודה, ירושלים", label: 'ח"פ' },
  { brand: 'ORIENT SPICE', legal: 'אוריינט ספייס יבוא ושיווק (2015) בע"מ', company: true, place: 'שוק תלפיות, חיפה', label: 'ח.פ.' },
  { brand: 'אגוזים ועוד', legal: 'מרים בן שושן', company: false, place: "רח' ויצמן 40, כפר סבא", label: 'ע.מ.' },
];
/** Name, agorot per kilogram (weighed) or per unit. */
const WEIGHED: [string, number][] = [
  ['פיסטוק חלבי קלוי', 12990],
  ['שקדים טבעיים', 6990],
  ['קשיו קלוי מלוח', 8990],
  ['גרעינים שחורים', 3990],
  ['גרעיני דלעת', 5490],
  ["תמר מג'הול", 4990],
  ['משמש מיובש', 5990],
  ['פפריקה מתוקה', 7990],
  ['כורכום טחון', 5990],
  ['זעתר ירוק', 4990],
  ["חוויג' למרק", 8990],
  ['ראס אל חנות', 11990],
  ['תערובת פיצוחים', 7490],
  ['צימוקים כהים', 3490],
  ['חלבה פיסטוק', 5990],
  ['פקאן חצאים', 11490],
];
const UNITS: [string, number][] = [
  ["תה נענע מרוקאי 100 גר'", 1490],
  ["סילאן טבעי 400 גר'", 2290],
  ["טחינה גולמית 500 גר'", 1990],
  ['שקית מתנה', 500],
  ['קופסת עץ לתבלינים', 3900],
];

/**
 * A nuts, dried fruit and spice shop's till slip on 80 mm paper (Miriam Mono CLM or FreeMono, the
 * brand in Stam Sefarad CLM or Shofar): the brand over the owner's name ("עוסק מורשה" / "ע.מ.") or
 * the company ("ח"פ" / "ח.פ."), the market stall's address, "חשבונית מס קבלה" with "מס' מסמך" and
 * a separate transaction and till number, weighed lines ("0.412 ק"ג × 129.90") and packed goods, a
 * 5% discount above 250 ₪ on some, "סה"כ", cash rounded to ten agorot ("עיגול") with the change, or a
 * card with its approval, "מזה מע"מ", the date and time at the foot.
 */
export const heNutsSpicesTill: Layout = {
  id: 'he-nuts-spices-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const lines = rng.some(WEIGHED, rng.int(3, 6)).map(([name, perKg]) => {
      const grams = rng.int(8, 75) * 10 + rng.int(0, 9);
      return { name, perKg, grams, sum: weighed(grams, perKg) };
    });
    const units = rng.some(UNITS, rng.int(0, 2)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const gross = lines.reduce((a, l) => a + l.sum, 0) + units.reduce((a, u) => a + u.qty * u.unit, 0);
    const disc = gross >= 25000 && rng.chance(0.6) ? share(gross, 5) : 0;
    const due = gross - disc;
    const pay = rng.pick(['cash', 'card', 'card', 'bit'] as const);
    const total = pay === 'cash' ? cashRound(due) : due;
    const rounding = total - due;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(20000, 189999));
    const font = rng.pick(['Miriam Mono CLM', 'FreeMono']);
    const brandFont = rng.pick(['Stam Sefarad CLM', 'Shofar']);
    const fmt = rng.pick(['dd.mm.yy', 'd/m/yyyy', 'dd/mm/yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep"></div>';
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.label} ${vendorTaxId}</div>
<div class="c">${esc(s.place)}</div><div class="c">טל' ${s.company ? landline(rng) : cellular(rng)}</div>${sep}
<div class="c b big">חשבונית מס קבלה</div>${r(`מס' מסמך: ${docNo}`, `עסקה ${rng.int(1000, 9999)}`)}${r(`קופה: ${rng.int(1, 4)}`, `מוכר/ת: ${esc(rng.pick(['אלי', 'רבקה', 'חוסאם', 'טל', 'נטלי']))}`)}${sep}
${lines.map((l) => `${r(esc(l.name), '')}${r(`&nbsp;&nbsp;${kg(l.grams)} ק"ג × ${amount(l.perKg)} לק"ג`, amount(l.sum))}`).join('')}
${units.map((u) => (u.qty > 1 ? `${r(esc(u.name), '')}${r(`&nbsp;&nbsp;<span dir="ltr">${u.qty} × ${amount(u.unit)}</span>`, amount(u.qty * u.unit))}` : r(esc(u.name), amount(u.unit)))).join('')}${sep}
${r(`סה"כ פריטים: ${lines.length + units.reduce((a, u) => a + u.qty, 0)}`, '')}${disc ? `${r('סכום ביניים', amount(gross))}${r('הנחה 5% מעל 250 ש"ח', trailingMinus(disc))}` : ''}
${rounding ? `${r('סה"כ', amount(due))}${r('עיגול', rounding < 0 ? trailingMinus(rounding) : amount(rounding))}` : ''}${r('לתשלום', amount(total), 'b big')}${r(`מזה מע"מ ${rate}%`, amount(vat))}${sep}
${pay === 'cash' ? `${r('מזומן', amount(Math.ceil(total / 5000) * 5000))}${r('עודף', amount(Math.ceil(total / 5000) * 5000 - total))}` : pay === 'bit' ? `${r('ביט', amount(total))}${r('אסמכתא', rng.digits(9))}` : `${r(`כרטיס ${rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט'])} ${rng.digits(4)}`, amount(total))}${r("מס' אישור", rng.digits(7))}`}${sep}
${r(dt(date, fmt), time(rng))}<div class="c sm">החלפות עד 7 ימים עם חשבונית בלבד · מוצרים במשקל אינם ניתנים להחזרה</div><div class="c sm">תודה ובתיאבון!</div></div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}',serif;font-size:26px;text-align:center;line-height:1.2}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sep{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.sm{font-size:9.5px;margin-top:1mm}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
