import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, total, vatOn } from './extra';

const ID = 'he-stonemason-invoice';

/** Work, unit, agorot per unit. */
const WORK: [string, string, number][] = [
  ['בניית קיר אבן פראית', 'מ"ר', 42000],
  ['חיפוי אבן ירושלמית מסותתת', 'מ"ר', 36000],
  ['קופינג לגדר', 'מ"א', 9500],
  ['מדרגות אבן', 'יח׳', 68000],
  ['ניקוי וכיחול קיר ישן', 'מ"ר', 8500],
  ['סיתות שלט כתובת באבן', 'יח׳', 120000],
];

/**
 * A stonemason invoicing under his own name as a licensed dealer, A5 (Stam Sefarad CLM name, Frank Ruehl CLM): "סתת ובונה
 * אבן", "עוסק מורשה" spaced in threes, a mobile, "חשבונית מס" with "מס'" five digits, pairs (date dd/mm/yy, customer, site),
 * work in m², running metres and units, "סכום", "מע"מ" with rate added, "סה"כ" with "₪" (Sunday to Thursday).
 */
export const heStonemasonInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const lines = rng.some(WORK, rng.int(2, 4)).map(([name, unit, p]) => {
      const q = unit === 'יח׳' ? rng.int(1, 3) : rng.int(4, 40);
      return { name, unit, q, p, sum: q * p };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נסים אלמוג';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(10000, 19999));
    const body = `<div class="hd"><div><div class="nm">${vendorName}</div><div class="sub">סתת ובונה אבן</div></div><div class="sm">עוסק מורשה ${ltr(spacedId(taxId))}<br>נייד ${ltr(cellular(rng))}<br>מושב אורה, הרי ירושלים</div></div>
<h1>חשבונית מס מס' ${ltr(doc)}</h1>${pairs(
      [
        ['תאריך', ltr(dt(date, 'dd/mm/yy'))],
        ['לכבוד', rng.pick(['משפחת שטרן', 'משפחת עמר', 'יעל ורון בירנבאום', 'ועד מושב צור הדסה'])],
        ['מקום העבודה', rng.pick(['צור הדסה', 'אבן ספיר', 'מבשרת ציון', 'עין כרם'])],
      ],
      1,
    )}
${items(
  ['פירוט העבודה', 'יח׳', 'כמות', 'מחיר', 'סכום'],
  lines.map((l) => [l.name, l.unit, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.sum))]),
)}
<table class="sums"><tr><th>סכום</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm">התשלום בהעברה בנקאית או בשיק. תודה!</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:12.5px;padding:12mm 12mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #333;padding-bottom:6px}.nm{font-family:'Stam Sefarad CLM';font-size:32px}.sub{font-size:15px}
h1{font-size:18px;margin:10px 0 6px}.sums{width:50%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:2px 6px}.sums td{text-align:end;padding:2px 6px}.sums tr.b{font-size:15px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
