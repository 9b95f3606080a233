import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-artificial-grass-store-credit-note';

/** Products: name, unit, lowest and highest price in agorot (with VAT). */
const PRODUCTS: [string, string, number, number][] = [
  ['דשא סינתטי "פרימיום" 40 מ"מ', 'מ"ר', 6900, 9900],
  ['דשא סינתטי "ספורט" 25 מ"מ', 'מ"ר', 4900, 6900],
  ['סרט חיבור ודבק דו-רכיבי', 'מטר', 1200, 1900],
  ['חול סיליקה למילוי - שק 25 ק"ג', 'שק', 3500, 4900],
  ['יריעת אגרוטקס נגד עשבים', 'מ"ר', 600, 1100],
  ['התקנה כולל הכנת תשתית', 'מ"ר', 3500, 5500],
];
const REASONS = ['החזרת גליל שלם שלא נפתח', 'ביטול התקנה לבקשת הלקוח', 'פגם בגוון הדשא - זיכוי חלקי', 'מדידה עודפת - החזרת מלאי'];

/**
 * An artificial grass shop's credit note in Hod HaSharon's industrial zone, A5 (Shofar): "חשבונית מס
 * זיכוי" with its own number, the credited invoice's number and date (on the same side of the 2025
 * VAT change), a reason, credited items by square metre, metre or sack with minus signs, the VAT
 * contained in the credit, refund to the card or by bank transfer.
 */
export const heArtificialGrassStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [1, 28]);
    const date = avoid(d0, [6]);
    const rate = israeliRate(date);
    let credited = plus(date, -rng.int(4, 30));
    if (credited >= '2025-01-01' !== date >= '2025-01-01') credited = `${date.slice(0, 4)}-01-01`;
    if (credited > date) credited = date;
    const reason = rng.pick(REASONS);
    // Cancelling the installation credits the installation; a returned roll or a fault in its colour credits one grass; surplus stock one or two goods.
    const pool = reason.startsWith('ביטול')
      ? PRODUCTS.filter((p) => p[0].startsWith('התקנה'))
      : reason.startsWith('מדידה')
        ? PRODUCTS.filter((p) => !p[0].startsWith('התקנה'))
        : PRODUCTS.filter((p) => p[0].startsWith('דשא'));
    const lines = rng.some(pool, reason.startsWith('מדידה') ? rng.int(1, 2) : 1).map(([name, unitName, lo, hi]) => {
      const qty = unitName === 'שק' ? rng.int(2, 10) : rng.int(6, 40);
      let unit = rng.int(lo / 100, hi / 100) * 100;
      if (reason.startsWith('פגם')) unit = Math.round(unit * 0.3);
      return { name, unitName, qty, unit, sum: -qty * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = -vatIn(-gross, rate);
    const vendorName = 'ירוק תמיד דשא סינתטי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1200, 1899));
    const invoice = String(rng.int(60000, 64999));
    const refund = rng.chance(0.6);
    const body = `<div class="head"><div class="brand">ירוק תמיד</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · רחוב התעשייה ${ltr(String(rng.int(2, 30)))}, הוד השרון · ${ltr('09-7' + rng.digits(6))}</div></div>
<div class="title">חשבונית מס זיכוי ${ltr(doc)}</div>
${row(`תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}`, `מקור: חשבונית מס ${ltr(invoice)} מיום ${ltr(dt(credited, 'dd.mm.yyyy'))}`)}
<div class="ref">סיבת הזיכוי: ${reason}<br>לקוח: ${rng.pick(['אבי טל', 'מורן חדד', 'ועד הבית רחוב הגפן 7', 'גן ילדים "החצב"'])} · ${ltr(cellular(rng))}</div>
${items(
  ['פריט', 'יחידה', 'כמות', 'מחיר', 'זיכוי'],
  lines.map((l) => [l.name.replace(/(\d+)/g, (m) => ltr(m)), l.unitName, ltr(String(-l.qty)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sum">${row('סה"כ זיכוי (כולל מע"מ)', ltr(`₪ ${amount(gross)}`), 'b big')}${row(`מע"מ ${ltr(`${rate}%`)} הכלול בזיכוי`, ltr(amount(vat)))}${row('זיכוי לפני מע"מ', ltr(amount(gross - vat)))}</div>
<div class="how">${refund ? `הזיכוי הוחזר לכרטיס האשראי שבו בוצע התשלום (${ltr(`****${rng.digits(4)}`)}).` : `הזיכוי יועבר בהעברה בנקאית תוך ${ltr('7')} ימי עסקים.`}</div>
<div class="sig">חתימת הלקוח: ______________ &nbsp;&nbsp; מאשר/ת: ${rng.pick(['רועי', 'אנה', 'חן', 'סמיר'])}</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Sans';font-size:12px;padding:10mm 11mm}.head{text-align:center;border-bottom:2px solid #2e6b2e;padding-bottom:5px}.brand{font-size:22px;font-weight:bold;color:#2e6b2e}
.title{font-size:17px;font-weight:bold;margin:9px 0 5px;text-align:center}.ref{border:1px dashed #777;padding:5px 7px;margin:6px 0;line-height:1.5}.sum{width:64%;margin:6px auto 8px 0}.big{font-size:1.12em}.how{margin-top:6px}.sig{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
