import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-chashmal-invoice';

/** Work or material, unit, agorot before VAT in 2022, quantity range (tenths for hours). */
const WORK: [string, string, number, [number, number], boolean][] = [
  ['שעות עבודה – חשמלאי ראשי', 'שעה', 22000, [2, 14], true],
  ['שעות עבודה – עוזר חשמלאי', 'שעה', 12000, [2, 14], true],
  ['החלפת לוח חשמל ביתי תלת-פאזי', "יח'", 380000, [1, 1], false],
  ['מפסק פחת 40A רגישות 30mA', "יח'", 29000, [1, 2], false],
  ['מאמ"ת 16A חד-קוטבי', "יח'", 3800, [2, 10], false],
  ['נקודת שקע כוח חדשה כולל צנרת', "יח'", 26000, [1, 6], false],
  ['נקודת מאור כולל מפסק', "יח'", 21000, [1, 8], false],
  ['כבל 3X2.5 ממ"ר', "מ'", 900, [10, 60], false],
  ['התקנת מאוורר תקרה', "יח'", 35000, [1, 3], false],
  ['הארקת יסודות ופס השוואת פוטנציאלים', "קומפ'", 95000, [1, 1], false],
  ['איתור תקלה וביקור', "קומפ'", 35000, [1, 1], false],
  ['הכנה לטעינת רכב חשמלי', "קומפ'", 260000, [1, 1], false],
];
const TOWNS = ['פרדס חנה', 'סביון', 'קדימה', 'אלעד'];
const STREETS = ['הנרקיס', 'המייסדים', 'הגפן', 'השקמה', 'הבנים'];

/**
 * An electrician invoicing under his own name as a licensed dealer (עוסק מורשה), A4 (Drugulin CLM for his name, Noto
 * Serif Hebrew with Noto Serif): a narrow dark strip at the top with his phone, then his name large on the right (the
 * vendor) with "חשמלאי ראשי" and his licence number, and "עוסק מורשה" with his number plain on a line of its own; on
 * the left a bordered list "חשבונית מס" "מספר: 000nnnn" (seven digits, leading zeros), "תאריך הפקה:" in words
 * (d בחודש yyyy) and "לכבוד" the customer, the site and the visit dates; a table (תיאור, יחידה, כמות, מחיר ליח', סה"כ),
 * "סך הכל חייב במע"מ", "מע"מ n%" added and a black bar "סה"כ לתשלום" "… ש"ח"; payment by transfer within 14 days, a
 * declaration of the standard and a signature line; Sunday to Thursday.
 */
export const heChashmalInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const chosen = rng.some(WORK, rng.int(4, 8)).sort((a, b) => WORK.indexOf(a) - WORK.indexOf(b));
    const rows = chosen.map(([name, unit, p, [lo, hi], tenths]) => {
      const q = tenths ? rng.int(lo * 2, hi * 2) / 2 : rng.int(lo, hi);
      const price = Math.round((p * rise) / 100) * 100;
      return { name, unit, q, price, sum: mul(q, price) };
    });
    const net = total(rows.map((r) => r.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ניסים אלמוג';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(120, 2400)).padStart(7, '0');
    const town = rng.pick(TOWNS);
    const visit = plus(date, -rng.int(1, 9));
    const cell = (s: string) => s.replace(/([A-Za-z0-9][A-Za-z0-9.\-/]*)/g, (m) => ltr(m));
    const table = items(
      ['תיאור', 'יחידה', 'כמות', "מחיר ליח'", 'סה"כ'],
      rows.map((r) => [cell(r.name), r.unit, ltr(r.q % 1 ? r.q.toFixed(1) : String(r.q)), ltr(amount(r.price)), ltr(amount(r.sum))]),
    );
    const body = `<div class="strip"><span>חשמל · תאורה · לוחות · בדיקות</span><span>${ltr(cellular(rng))}</span></div>
<div class="hd"><div class="me"><div class="nm">${vendorName}</div><div>חשמלאי ראשי · רישיון מס' ${ltr(rng.digits(7))}</div><div class="dl">עוסק מורשה ${ltr(taxId)}</div><div class="sm">רח' הדקל, פרדס חנה-כרכור</div></div>
<div class="doc"><div class="t">חשבונית מס</div><div>מספר: ${ltr(doc)}</div><div>תאריך הפקה: ${dt(date, 'he')}</div><div class="sm">מקור</div></div></div>
<div class="to"><div><b>לכבוד:</b> ${rng.pick(['משפחת', 'מר', "גב'"])} ${rng.pick(['שטרן', 'אבוטבול', 'כרמי', 'ליבוביץ', 'נחמיאס'])}</div><div><b>כתובת העבודה:</b> רח' ${rng.pick(STREETS)} ${ltr(String(rng.int(2, 60)))}, ${town}</div><div><b>מועד ביצוע:</b> ${ltr(dt(visit, 'dd/mm/yyyy'))}${rng.chance(0.5) ? ` – ${ltr(dt(plus(visit, 1), 'dd/mm/yyyy'))}` : ''}</div></div>
${table}<table class="sum"><tr><th>סך הכל חייב במע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="bar"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="terms">התשלום בהעברה בנקאית תוך ${ltr('14')} יום. העבודה בוצעה לפי חוק החשמל ותקנותיו; אחריות על העבודה ${ltr('12')} חודשים.</div>
<div class="sig">חתימה: ____________________</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','Noto Serif';font-size:12.5px;padding:0 0 14mm}.strip{display:flex;justify-content:space-between;background:#1d2a36;color:#fff;padding:6px 16mm;font-size:11px}
.hd{display:flex;justify-content:space-between;align-items:flex-start;padding:10mm 16mm 4mm}.nm{font-family:'Drugulin CLM';font-size:40px;font-weight:bold;line-height:1.1}.dl{margin-top:4px;font-weight:bold}
.doc{width:62mm;border:1px solid #1d2a36;padding:6px 10px;line-height:1.7}.doc .t{font-size:20px;font-weight:bold;border-bottom:1px solid #1d2a36;margin-bottom:3px}
.to{margin:0 16mm;padding:6px 0;border-top:1px solid #999;border-bottom:1px solid #999;line-height:1.7}.items{width:calc(100% - 32mm);margin:10px 16mm}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}
.sum{margin:4px 16mm 0 auto;width:78mm;margin-inline-start:auto;margin-inline-end:16mm}.sum th{text-align:start;font-weight:normal;padding:3px 8px}.sum td{text-align:end;padding:3px 8px}.sum tr.bar{background:#1d2a36;color:#fff;font-weight:bold;font-size:14px}
.terms{margin:14px 16mm 0}.sig{margin:26px 16mm 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
