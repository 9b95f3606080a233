import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-tinsmith-two-page-invoice';

/** Work: name, unit, agorot per unit (2022). */
const WORK: [string, string, number][] = [
  ['מרזב מרובע פח מגולוון 15 ס"מ', 'מ"א', 9800],
  ['מרזב חצי עגול אלומיניום', 'מ"א', 12400],
  ['צינור מרזב (מזחלה) 10 ס"מ', 'מ"א', 8600],
  ['ברך ומחבר לצינור מרזב', 'יח׳', 4500],
  ['פח סינור לארובה', 'יח׳', 38000],
  ['כיסוי קופינג לקיר מעקה', 'מ"א', 14200],
  ['רשת נגד עלים', 'מ"א', 3100],
  ['פירוק מרזב ישן ופינוי', 'מ"א', 2800],
];

/**
 * A roofing tinsmith in Karmiel, two A4 pages (Ellinia CLM name, DejaVu Sans text): on both the letterhead with "ח.פ."
 * hyphenated, the invoice number "חשבונית מס מס'" (five digits), "תאריך" (d.m.yy) and "עמוד n מתוך 2"; page 1 the customer with
 * its company id, the site, the work days (dd/mm/yyyy) and the measured work (quantity, unit, unit price, sum, with subtotal
 * carried over "להעברה"); page 2 scaffolding and crane hire, "סה"כ עבודה", "הנחה" on some, "סה"כ לפני מע"מ", VAT added and
 * "סה"כ לתשלום" with "₪". Sunday to Thursday.
 */
export const heTinsmithTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const lines = rng.some(WORK, rng.int(4, 7)).map(([name, unitName, p]) => {
      const q = unitName === 'מ"א' ? rng.int(6, 60) : rng.int(1, 8);
      const unit = Math.round((p * up) / 10) * 10;
      return { name, unitName, q, unit, sum: q * unit };
    });
    const work = total(lines.map((l) => l.sum));
    const scaffold = rng.chance(0.6) ? rng.int(8, 25) * 10000 : 0;
    const crane = rng.chance(0.4) ? 95000 : 0;
    const gross0 = work + scaffold + crane;
    const discount = rng.chance(0.4) ? Math.round((gross0 * 5) / 100) : 0;
    const net = gross0 - discount;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פחחות גגות הגליל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 69999));
    const street = `החרושת ${rng.int(2, 40)}`;
    const phone = landline(rng);
    const start = plus(date, -rng.int(3, 12));
    const head = (
      n: number,
    ) => `<div class="lh"><div><div class="nm">פחחות גגות הגליל</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">${street}, א.ת. כרמיאל · ${ltr(phone)}</div></div>
<div class="nb"><div class="b">חשבונית מס מס' ${ltr(doc)}</div><div>תאריך: ${ltr(dt(date, 'd.m.yy'))}</div><div class="sm">עמוד ${ltr(String(n))} מתוך ${ltr('2')}</div></div></div>`;
    const page1 = `${head(1)}<div class="blk">לכבוד: ${rng.pick(['ועד הבית', 'אחזקות הכרמל', 'משכנות הגליל'])} בע"מ · ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>אתר העבודה: רח' ${rng.pick(['הנרקיס', 'הדקל', 'הזית', 'משגב'])} ${ltr(String(rng.int(1, 50)))}, ${rng.pick(['כרמיאל', 'מעלות', 'נהריה', 'עכו'])}<br>ימי עבודה: ${ltr(`${dt(start, 'dd/mm/yyyy')} - ${dt(plus(date, -1), 'dd/mm/yyyy')}`)}</div>
<h3>פירוט עבודות פחחות</h3>${items(
      ['תיאור', 'כמות', 'יחידה', 'מחיר', 'סכום'],
      lines.map((l) => [l.name, ltr(String(l.q)), l.unitName, ltr(amount(l.unit)), ltr(amount(l.sum))]),
    )}
<div class="row b carry"><span>להעברה לעמוד 2</span><span>${ltr(amount(work))}</span></div>`;
    const extras = [
      ['עבודות פחחות (מעמוד 1)', ltr(amount(work))],
      ...(scaffold ? [['השכרת פיגום והרכבה', ltr(amount(scaffold))]] : []),
      ...(crane ? [['מנוף להרמת חומרים (יום)', ltr(amount(crane))]] : []),
    ];
    const page2 = `${head(2)}<h3>סיכום חשבון</h3>${items(['פריט', 'סכום'], extras)}
<table class="sums"><tr><th>סה"כ עבודה</th><td>${ltr(amount(gross0))}</td></tr>${discount ? `<tr><th>הנחה 5%</th><td>${ltr(`-${amount(discount)}`)}</td></tr>` : ''}<tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="tot"><th>סה"כ לתשלום</th><td>₪ ${ltr(amount(gross))}</td></tr></table>
<div class="sm note">אחריות לעבודות הפחחות: 5 שנים מיום סיום העבודה. תנאי תשלום: שוטף + 30.</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px}.pg{height:297mm;box-sizing:border-box;padding:14mm 15mm;page-break-after:always}.pg:last-child{page-break-after:auto}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:6px;margin-bottom:10px}.nm{font-family:'Ellinia CLM';font-size:28px;font-weight:bold}.nb{border:1.5px solid #333;padding:5px 10px;min-width:55mm}
h3{margin:12px 0 4px;font-size:14px}.blk{line-height:1.6}.carry{margin-top:6px;border-top:1px solid #333;padding-top:4px}.sums{margin-top:10px;margin-inline-start:auto;min-width:50%}.sums th{text-align:start;font-weight:normal;padding:3px 8px}.sums td{text-align:left;padding:3px 8px}.tot{font-weight:bold;font-size:14px;border-top:2px solid #333}.note{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: `<div class="pg">${page1}</div><div class="pg">${page2}</div>` }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
