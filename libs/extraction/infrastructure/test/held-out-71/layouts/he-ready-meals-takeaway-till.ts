import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-ready-meals-takeaway-till';

/** Dishes sold by weight: name, lowest and highest price per kilo in whole shekels. */
const BY_WEIGHT: [string, number, number][] = [
  ['אורז עם שקדים', 34, 42],
  ['שניצל עוף', 78, 92],
  ['קציצות בקר ברוטב', 96, 118],
  ['תפוחי אדמה אפויים', 36, 44],
  ['מג׳דרה', 32, 40],
  ['סלט חצילים', 48, 58],
  ['ירקות מוקפצים', 42, 52],
  ['פרגית על האש', 98, 119],
  ['לזניה ירקות', 64, 76],
];
/** Dishes sold by the unit: name, lowest and highest price in whole shekels. */
const BY_UNIT: [string, number, number][] = [
  ['ממולאים - פלפל', 12, 15],
  ['קובה מטוגנת', 7, 9],
  ['מרק עוף 1 ליטר', 24, 29],
  ['פשטידת תרד', 38, 46],
  ['חלה קטנה', 8, 11],
];

/**
 * A ready meals takeaway's till slip in Ramla, 80 mm (Miriam Mono CLM): company name and id, "חשבונית מס / קבלה"
 * with till and cashier, dd.mm.yy and time, dishes by weight (kg to three decimals x price per kg) and by the unit,
 * VAT contained, sum without VAT, card or cash with change. Closed on Saturdays (dates moved off them).
 */
export const heReadyMealsTakeawayTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const weighed = rng.some(BY_WEIGHT, rng.int(2, 5)).map(([name, lo, hi]) => {
      const grams = rng.int(220, 1450);
      const perKg = rng.int(lo, hi) * 100 + rng.pick([0, 90]);
      return { name, grams, perKg, sum: Math.round((grams * perKg) / 1000) };
    });
    const units = rng.some(BY_UNIT, rng.int(0, 3)).map(([name, lo, hi]) => {
      const qty = rng.int(1, 4);
      const unit = rng.int(lo, hi) * 100 + rng.pick([0, 50, 90]);
      return { name, qty, unit, sum: qty * unit };
    });
    const gross = total([...weighed.map((w) => w.sum), ...units.map((u) => u.sum)]);
    const vat = vatIn(gross, rate);
    const vendorName = 'מטעמי השוק רמלה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 689999));
    const cash = rng.chance(0.35);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const lines = [
      ...weighed.map((w) => `<div>${w.name}</div>${row(ltr(`${(w.grams / 1000).toFixed(3)} kg x ${amount(w.perKg)}`), ltr(amount(w.sum)))}`),
      ...units.map((u) => `<div>${u.name}</div>${row(ltr(`${u.qty} x ${amount(u.unit)}`), ltr(amount(u.sum)))}`),
    ].join('');
    const body = `<div class="c"><div class="brand">מטעמי השוק</div><div>אוכל מוכן · בישול ביתי</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div>רח׳ הרצל ${ltr(String(rng.int(2, 90)))}, רמלה · ${ltr(`08-92${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row(`קופה ${ltr(String(rng.int(1, 3)))}`, `קופאי/ת: ${rng.pick(['סיגל', 'אחמד', 'רונית', 'מוטי'])}`)}
${row(ltr(dt(date, 'dd.mm.yy')), ltr(hhmm(rng.int(10 * 60, 20 * 60))))}
<div class="rule"></div>
${lines}
<div class="dbl"></div>
${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}
${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}
${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="rule"></div>
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('אשראי', ltr(amount(gross)))}${row('כרטיס', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}`}
<div class="c sm">בתיאבון! מוצרים במשקל אינם ניתנים להחזרה</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:12px;width:70mm;padding:4mm}.brand{font-size:20px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
