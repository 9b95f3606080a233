import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-tsalam-tax-invoice';

/** Service, unit, agorot a unit before VAT in 2022, quantity range. */
const WORK: [string, string, number, [number, number]][] = [
  ['יום צילום תדמית', 'יום', 280000, [1, 2]],
  ['חצי יום צילום מוצרים', 'חצי יום', 160000, [1, 2]],
  ['צילום אירוע חברה', 'שעה', 45000, [3, 6]],
  ['עריכה ועיבוד תמונות', 'תמונה', 3500, [20, 80]],
  ['צילום רחפן', 'שעה', 60000, [1, 3]],
  ['תאורת סטודיו נלווית', 'יום', 50000, [1, 2]],
  ['הדפסה על קנבס 60x90', "יח'", 42000, [1, 3]],
  ['נסיעות', 'ק"מ', 250, [40, 220]],
  ['הכנת גלריה דיגיטלית', 'פרויקט', 35000, [1, 1]],
];
const CUSTOMERS = ['גליל מערבי ייצור פלסטיק בע"מ', 'כרמי הצפון יקבים בע"מ', 'אופק מערכות בקרה בע"מ', 'נופי כברי אירועים בע"מ'];

/**
 * A photographer in Kabri invoicing under his own name as a licensed dealer (עוסק מורשה), A4 (Stam Ashkenaz CLM for his
 * name, Noto Serif Hebrew): his name "יואב שטרנליכט" large at the top right with "צילום תדמית · אירועים · מוצרים" and
 * "עוסק מורשה" and his number plain in the same line, address and mobile; on the left a framed block "חשבונית מס" with
 * "מס'" nnnn and the date written out in Hebrew words ("d בחודש yyyy"); the customer company with its ח.פ. (a valid id, a
 * distractor) and the shoot date; a striped table; "סכום לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "… ש"ח"; Sunday
 * to Thursday.
 */
export const heTsalamTaxInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(WORK, rng.int(2, 5)).map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: rng.int(lo, hi), p: Math.round((p * rise) / 100) * 100 }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'יואב שטרנליכט';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(120, 2400)).padStart(4, '0');
    const fix = (s: string) => s.replace(/[0-9][0-9x]*/g, (m) => ltr(m));
    const body = `<div class="hd"><div class="me"><div class="nm">${vendorName}</div><div class="sub">צילום תדמית · אירועים · מוצרים</div><div>עוסק מורשה ${ltr(taxId)}</div><div>מושב כברי, ת.ד. ${ltr(String(rng.int(10, 400)))} · נייד ${ltr(cellular(rng))}</div></div>
<div class="fr"><div class="ti">חשבונית מס</div><div>מס' <b>${ltr(doc)}</b></div><div>${dt(date, 'he')}</div><div class="sm">העתק נאמן למקור</div></div></div>
<div class="cu"><div><b>לכבוד:</b> ${rng.pick(CUSTOMERS)}</div><div>ח.פ. ${ltr(companyId(rng, true))}</div><div>מועד הצילום: ${ltr(dt(plus(date, -rng.int(2, 12)), 'dd/mm/yy'))}</div></div>
<table class="t"><thead><tr><th>פירוט</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${fix(l.name)}</td><td>${l.unit}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.q * l.p))}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>סכום לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="ft">התשלום בהעברה בנקאית תוך ${ltr('30')} יום. תודה על שיתוף הפעולה!</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:13px;padding:16mm 18mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Stam Ashkenaz CLM';font-size:44px}.sub{color:#555;margin-bottom:6px}
.fr{border:2px solid #000;padding:8px 14px;min-width:55mm;line-height:1.7}.ti{font-size:22px;font-weight:bold}.sm{font-size:11px;color:#555}.cu{margin:22px 0 12px;line-height:1.7;border-bottom:1px solid #999;padding-bottom:8px}
.t{width:100%;border-collapse:collapse}.t th{border-top:2px solid #000;border-bottom:2px solid #000;padding:5px;text-align:start}.t td{padding:5px}.t tbody tr:nth-child(odd){background:#eee}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left}
.tot{margin-top:14px;margin-right:auto;border-collapse:collapse;min-width:75mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.tot .g{font-weight:bold;font-size:16px;border-top:2px solid #000}.ft{margin-top:40px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
