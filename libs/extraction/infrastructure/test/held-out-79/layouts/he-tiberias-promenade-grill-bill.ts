import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-tiberias-promenade-grill-bill';

/** Dishes: name, price in agorot (2022). */
const DISHES: [string, number][] = [
  ['דג מושט על הגריל', 8900],
  ['פילה לברק בחמאת לימון', 11800],
  ['שיפודי פרגית (3)', 7400],
  ['סטייק אנטריקוט 300 גרם', 14900],
  ['קבב טלה ביד', 7900],
  ['מבחר סלטים לשולחן', 4200],
  ['צ׳יפס בית', 2200],
  ['אורז עם שקדים', 1900],
  ['לימונדה נענע (קנקן)', 3400],
  ['בירה מהחבית חצי ליטר', 3200],
  ['קינוח מלבי', 2800],
  ['קפה שחור', 1200],
];

/**
 * A grill on the Tiberias lakeside promenade, 80 mm (David CLM): the restaurant's name, the company and "ע.מ." id, table,
 * waiter and diners in a three-column grid, date (dd/mm/yyyy) and time, "כמות פריט סכום" lines, "סכום ביניים", a 10%
 * "דמי שירות" added on every bill, "סה"כ לתשלום", "מחיר כולל מע"מ" with the VAT, and "חשבונית מס/קבלה מס'" under the total;
 * on some a tip on the card below a cut line, marked as not part of the invoice, with the card's total.
 */
export const heTiberiasPromenadeGrillBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const diners = rng.int(2, 9);
    const lines = rng.some(DISHES, rng.int(4, 9)).map(([name, price]) => {
      const qty = rng.int(1, Math.min(diners, 4));
      const each = Math.round((price * up) / 100) * 100;
      return { name, qty, sum: qty * each };
    });
    const food = total(lines.map((l) => l.sum));
    const service = share(food, 10);
    const pay = food + service;
    const vat = vatIn(pay, rate);
    const vendorName = 'גריל הטיילת טבריה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(50000, 99999));
    const tip = rng.chance(0.5) ? Math.round((pay * rng.pick([5, 8, 10])) / 100 / 100) * 100 : 0;
    const t = rng.int(12 * 60, 22 * 60);
    const body = `<div class="c brand">גריל הטיילת</div><div class="c sm">טיילת טבריה · על שפת הכנרת</div>
<div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>
<table class="g3"><tr><th>שולחן</th><th>מלצר/ית</th><th>סועדים</th></tr><tr><td>${ltr(String(rng.int(1, 48)))}</td><td>${rng.pick(['מורן', 'עדי', 'סאמר', 'אליאב', 'רותם'])}</td><td>${ltr(String(diners))}</td></tr></table>
<div class="row sm"><span>${ltr(dt(date, 'dd/mm/yyyy'))}</span><span>${ltr(`${hhmm(t)} - ${hhmm(t + rng.int(50, 120))}`)}</span></div>
<div class="rule"></div>
<table class="ln"><tr><th>כמות</th><th>פריט</th><th>סכום</th></tr>${lines.map((l) => `<tr><td>${ltr(String(l.qty))}</td><td>${l.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</table>
<div class="rule"></div>
<div class="row"><span>סכום ביניים</span><span>${ltr(amount(food))}</span></div>
<div class="row"><span>דמי שירות ${ltr('10%')}</span><span>${ltr(amount(service))}</span></div>
<div class="row tot"><span>סה"כ לתשלום</span><span>${ltr(amount(pay))}</span></div>
<div class="row sm"><span>מחיר כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="box c">חשבונית מס/קבלה מס' ${ltr(doc)}</div>
${tip ? `<div class="cut">✂ - - - - - - - - - - - - - - - - - -</div><div class="c sm">שובר אשראי · אינו חלק מהחשבונית</div><div class="row sm"><span>חשבונית</span><span>${ltr(amount(pay))}</span></div><div class="row sm"><span>טיפ למלצר/ית</span><span>${ltr(amount(tip))}</span></div><div class="row b"><span>חויב בכרטיס ${ltr(`*${rng.digits(4)}`)}</span><span>${ltr(amount(pay + tip))}</span></div>` : ''}
<div class="c sm">דמי השירות מועברים לצוות במלואם · תודה!</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Sans';font-size:13px;width:70mm;padding:4mm 5mm}.brand{font-size:22px;font-weight:bold}.tot{font-size:16px;font-weight:bold}
.g3{width:100%;margin:4px 0}.g3 th,.g3 td{border:1px solid #333;text-align:center;padding:1px}.g3 th{font-weight:normal;font-size:11px}
.ln{width:100%}.ln th{text-align:start;border-bottom:1px solid #000;font-size:11px}.ln td:last-child,.ln th:last-child{text-align:left}.box{border:1.5px solid #000;padding:3px;margin:5px 0;font-weight:bold}.cut{margin:6px 0 2px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
