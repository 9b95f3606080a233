import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-gypsum-invoice';

const WORK: [string, string, number][] = [
  ['קירות גבס דו-צדדיים כולל בידוד', 'מ"ר', 16500],
  ['תקרת גבס מונמכת', 'מ"ר', 14500],
  ['קרניז תאורה נסתרת', 'מ"א', 12000],
  ['נישה בקיר', 'יח׳', 85000],
  ['סגירת צנרת בגבס ירוק', 'מ"א', 9500],
  ['שפכטל וליטוש', 'מ"ר', 3500],
  ['פתחי שירות', 'יח׳', 18000],
];

/**
 * A drywall (gypsum board) contractor's A4 tax invoice (Aharoni CLM name, Noto Serif Hebrew): the company with "ח.פ." spaced,
 * landline, "חשבונית מס", a grid ("מס' חשבונית" "GP-" and five digits, "תאריך" dd/mm/yyyy, project, the customer's ח.פ. as
 * a distractor), work in m², running metres and units, "סה"כ לפני מע"מ", VAT added, "סה"כ כולל מע"מ" with "₪", terms + 45.
 */
export const heGypsumInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const lines = rng.some(WORK, rng.int(4, 6)).map(([name, unit, p]) => {
      const q = unit === 'יח׳' ? rng.int(1, 6) : rng.int(20, 340);
      return { name, unit, q, p, sum: q * p };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גבס וקירות הגליל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `GP-${rng.int(10000, 99999)}`;
    const body = `<div class="lh"><div><div class="nm">גבס וקירות הגליל</div><div class="sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div></div><div class="sm">אזור התעשייה, כרמיאל<br>טל׳ ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס</h1>${grid([
      ["מס' חשבונית", ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['פרויקט', rng.pick(['משרדים קומה 3', 'מרפאת שיניים', 'דירת גן', 'אולם אירועים'])],
      ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
    ])}
<div>לכבוד: ${rng.pick(['א.ב. יזמות בע"מ', 'נדל"ן הצפון בע"מ', 'בוני העמק בע"מ'])}</div>
${items(
  ['תיאור העבודה', 'יח׳', 'כמות', 'מחיר יח׳', 'סה"כ'],
  lines.map((l) => [l.name, l.unit, ltr(amount(l.q * 100).replace('.00', '')), ltr(amount(l.p)), ltr(amount(l.sum))]),
)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ כולל מע"מ</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 45 (עד ${ltr(dt(plus(date, 45), 'dd/mm/yyyy'))}).</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:16mm 16mm}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #333;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:30px}
h1{font-size:22px;margin:12px 0 4px}.sums{width:50%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:15px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
