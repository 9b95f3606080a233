import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, row, vatIn } from './extra';

const ID = 'he-cpap-sleep-equipment-credit-note';

/** Products: Hebrew kind, Latin model, price in agorot (VAT included, 2022). */
const DEVICES: [string, string, number][] = [
  ['מכשיר סיפאפ אוטומטי', 'AirSense 11 AutoSet', 890000],
  ['מכשיר סיפאפ אוטומטי', 'DreamStation 2 Auto', 760000],
  ['מכשיר בייפאפ', 'AirCurve 10 VAuto', 1290000],
  ['מכשיר סיפאפ נייד', 'AirMini', 690000],
];
const MASKS: [string, string, number][] = [
  ['מסכת אף', 'AirFit N30i', 69000],
  ['מסכת פנים מלאה', 'AirFit F20', 89000],
  ['כריות אף', 'AirFit P10', 62000],
  ['מסכת פנים מלאה', 'DreamWear Full Face', 79000],
];
const PATIENTS = ['אהרון לוי', 'סוזן עטיה', 'יעקב פרץ', 'מרים גבאי', 'ולדימיר קוגן', 'חנה שושן'];

/**
 * A sleep apnea equipment shop's credit note in Ramla, A5 (Miriam CLM): "חשבונית מס זיכוי" with its number, the
 * credited invoice and its date (the same year), the customer with personal id, the product kind with its Latin model,
 * a reason (a mask returned unopened, a device returned after the trial less a weekly trial fee, a price adjustment, or a
 * mask exchanged for another size), every sum with a minus sign before it, VAT contained in the credit, refund to the
 * card. Sunday to Thursday.
 */
export const heCpapSleepEquipmentCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.02;
    const reason = rng.int(0, 3);
    const [kind, model, p] = reason === 1 || reason === 2 ? rng.pick(DEVICES) : rng.pick(MASKS);
    const price = Math.round((p * up) / 1000) * 1000;
    const lines: [string, number][] = [];
    let why = '';
    if (reason === 0) {
      why = `החזרת מוצר באריזה סגורה תוך ${ltr('14')} יום`;
      lines.push([`${kind} ${ltr(model)}`, price]);
    } else if (reason === 1) {
      const weeks = rng.int(2, 4);
      why = 'החזרת מכשיר בתום תקופת ניסיון';
      lines.push([`${kind} ${ltr(model)}`, price]);
      lines.push([`דמי ניסיון ${ltr(String(weeks))} שבועות`, -weeks * 15000]);
    } else if (reason === 2) {
      why = 'התאמת מחיר לפי מחירון מעודכן';
      lines.push([`הפרש מחיר ${kind} ${ltr(model)}`, Math.round((price * rng.int(5, 12)) / 100 / 100) * 100]);
    } else {
      why = 'החלפת מסכה למידה אחרת (המסכה החדשה חויבה בחשבונית נפרדת)';
      lines.push([`${kind} ${ltr(model)} מידה ${ltr(rng.pick(['S', 'M', 'L']))}`, price]);
    }
    const credit = lines.reduce((a, [, v]) => a + v, 0);
    const vat = vatIn(credit, rate);
    const vendorName = 'נשימה שקטה ציוד רפואי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(500, 2999));
    const origDate = plus(date, -rng.int(5, 28));
    const orig = String(rng.int(20000, 49999));
    const neg = (c: number) => ltr(`-${amount(c)}`);
    const body = `<div class="h"><div class="brand">נשימה שקטה</div><div class="sm">ציוד לטיפול בדום נשימה בשינה · ${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · רח׳ הרצל ${ltr(String(rng.int(10, 120)))}, רמלה · ${ltr(`08-92${rng.digits(5)}`)}</div></div>
<div class="t">חשבונית מס זיכוי מס׳ ${ltr(doc)}</div>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
    ['לקוח', rng.pick(PATIENTS)],
    ['ת.ז.', ltr(personalId(rng))],
    ['זיכוי לחשבונית', `${ltr(orig)} מיום ${ltr(dt(origDate, 'dd.mm.yyyy'))}`],
    ['סיבת הזיכוי', why],
  ],
  1,
)}
<table class="l"><thead><tr><th>פריט</th><th>סכום</th></tr></thead><tbody>${lines.map(([w, v]) => `<tr><td>${w}</td><td>${v < 0 ? ltr(amount(-v)) : neg(v)}</td></tr>`).join('')}</tbody></table>
<div class="s">${row('סה"כ זיכוי כולל מע"מ', neg(credit), 'b big')}${row(`מע"מ ${ltr(`${rate}%`)} הכלול בזיכוי`, neg(vat))}${row('זיכוי לפני מע"מ', neg(credit - vat))}</div>
<div class="r">הסכום הוחזר לכרטיס האשראי ${ltr(`XXXX-${rng.digits(4)}`)} בתאריך ${ltr(dt(date, 'dd.mm.yyyy'))}.</div>
<div class="sig">חתימת הלקוח: ____________</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:12.5px;padding:10mm 11mm}.h{text-align:center;border-bottom:2px solid #0277bd;padding-bottom:5px}.brand{font-size:24px;font-weight:bold;color:#0277bd}
.t{font-size:17px;font-weight:bold;margin:10px 0;text-align:center;background:#e1f5fe;padding:4px}.pairs{margin:6px 0}.l{width:100%;margin:10px 0}.l th{border-bottom:1.5px solid #0277bd;text-align:start;padding:3px}.l td{padding:3px;border-bottom:1px solid #ddd}.l td:last-child,.l th:last-child{text-align:left}
.s{width:60%;margin:6px auto 0 0}.big{font-size:1.15em;border-top:1.5px solid #000;padding-top:2px}.r{margin-top:12px}.sig{margin-top:22px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
