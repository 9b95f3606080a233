import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-scoreboard-invoice';

/** Item, agorot per unit. */
const GOODS: [string, number][] = [
  ['לוח תוצאות LED לכדורסל 3×1.5 מ׳', 4850000],
  ['שעון זריקה 24 שניות (זוג)', 1290000],
  ['לוח תוצאות לכדורעף', 2640000],
  ['בקר אלחוטי לשולחן המזכירות', 380000],
  ['התקנה על קיר כולל סולם הרמה', 450000],
  ['הדרכת מפעילים', 120000],
  ['תחזוקה שנתית', 600000],
];

/**
 * A company installing sports-hall scoreboards, A4 (Aharoni CLM name, Noto Sans Hebrew): "ח.פ." hyphenated, "חשבונית מס
 * מקור", a grid ("מס' חשבונית" "SB-" year "/" four digits, date dd.mm.yyyy, the customer — a school or council — with its
 * valid ח.פ. as a distractor, "תאריך אספקה" earlier), items, "סה"כ לפני מע"מ", VAT added with rate, "סה"כ לתשלום" with
 * "ש"ח", "שוטף + 30" with the due date.
 */
export const heScoreboardInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, p]) => ({ name, q: rng.int(1, 2), p }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סקורליין מערכות תצוגה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SB-${date.slice(0, 4)}/${String(rng.int(12, 980)).padStart(4, '0')}`;
    const customer = rng.pick(['מועצה אזורית מטה אשר', 'עיריית נתיבות', 'תיכון אורט גבעת רם', 'מכבי קריית מוצקין']);
    const body = `<div class="lh"><div class="nm">סקורליין</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ המלאכה 8, אזור תעשייה עמק חפר · ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס מקור</h1>${grid([
      ["מס' חשבונית", ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
      ['תאריך אספקה', ltr(dt(plus(date, -rng.int(3, 20)), 'dd.mm.yyyy'))],
      ['לקוח', customer],
      ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
    ])}
${items(
  ['#', 'תיאור', 'כמות', 'מחיר יח׳', 'סה"כ'],
  lines.map((l, i) => [ltr(String(i + 1)), l.name, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.q * l.p))]),
)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 30 · לתשלום עד ${ltr(dt(plus(date, 30), 'dd.mm.yyyy'))} · אחריות 24 חודשים</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;padding:16mm 16mm}.lh{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #a31;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:34px;color:#a31}
h1{font-size:19px;margin:12px 0 4px}.sums{width:45%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:14px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
