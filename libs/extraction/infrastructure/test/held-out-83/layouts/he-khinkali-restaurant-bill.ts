import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-khinkali-restaurant-bill';

/** Dishes and drinks: name, agorot (2022). */
const MENU: [string, number][] = [
  ['חינקלי בשר (5 יח׳)', 5200],
  ['חינקלי גבינה ופטריות', 4800],
  ['חצ׳פורי אג׳רי', 6400],
  ['בדריג׳אני אגוזים', 3900],
  ['שאשליק כבש על האש', 8900],
  ['צ׳כרטמה עוף', 7400],
  ['לובייה בקדרה', 4200],
  ['כוס יין סאפרווי', 3600],
  ['לימונדה טרחון', 1800],
  ['צ׳אצ׳ה (צ׳ייסר)', 2400],
];

/**
 * A Georgian restaurant in Ramat Gan, 80 mm (Frank Ruehl CLM name, David CLM text): the company and "ח.פ.", table, diners and
 * waiter, dishes with "2 × 52.00" beside them, "ביניים", "דמי שירות 10%" on parties of eight or more (otherwise "השירות אינו
 * כלול"), "לתשלום" with "₪" after, "המחיר כולל מע"מ" with the VAT, "חשבונית מס קבלה מס׳" with the date (dd.mm.yyyy) at the foot;
 * on some a card slip with a tip "טיפ למלצר - אינו חלק מהחשבונית". Closed on Saturday.
 */
export const heKhinkaliRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const diners = rng.chance(0.5) ? rng.int(8, 14) : rng.int(2, 6);
    const lines = rng.some(MENU, rng.int(4, 7)).map(([name, p]) => {
      const q = rng.int(1, Math.max(2, Math.ceil(diners / 2)));
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = diners >= 8 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'סופרה גאורגית ר"ג בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 89999));
    const open = rng.int(12 * 60, 21 * 60);
    const tip = service === 0 && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const body = `<div class="c nm">סופרה</div><div class="c sm">מטבח גאורגי · ביאליק ${ltr(String(rng.int(10, 80)))}, רמת גן · ${ltr(landline(rng))}</div><div class="c sm">${vendorName} ח.פ. ${ltr(taxId)}</div>
<div class="rule"></div>${row(`שולחן ${ltr(String(rng.int(1, 40)))}`, `סועדים ${ltr(String(diners))}`)}${row(`מלצר/ית: ${rng.pick(['נינו', 'טמרי', 'דוד', 'אנה'])}`, `נפתח ${ltr(hhmm(open))}`)}
<div class="rule"></div>${lines.map((l) => row(`${l.name} <span class="sm">${ltr(`${l.q} × ${amount(l.unit)}`)}</span>`, ltr(amount(l.sum)))).join('')}
<div class="rule"></div>${row('ביניים', ltr(amount(sub)))}${service ? row('דמי שירות 10%', ltr(amount(service))) : '<div class="sm">השירות אינו כלול במחיר</div>'}
<div class="dbl"></div>${row('לתשלום', `${ltr(amount(gross))} ₪`, 'big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div><div class="c">חשבונית מס קבלה מס׳ ${ltr(doc)}</div><div class="c sm">${ltr(dt(date, 'dd.mm.yyyy'))} ${ltr(hhmm(open + rng.int(50, 150)))}</div>
${tip ? `<div class="slip"><div class="c b">שובר אשראי</div>${row('סכום החשבון', ltr(amount(gross)))}${row('טיפ למלצר - אינו חלק מהחשבונית', ltr(amount(tip)))}${row('חויב בכרטיס', ltr(amount(gross + tip)))}</div>` : ''}
<div class="c sm">גאמרג׳ובס! תודה ולהתראות</div>`;
    const css = `${baseCss}
body{font-family:'David CLM';font-size:14px;width:72mm;padding:4mm}.nm{font-family:'Frank Ruehl CLM';font-size:30px;font-weight:bold}.big{font-size:19px;font-weight:bold}.slip{border:1px dashed #333;padding:4px;margin:6px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
