import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-glazing-two-page-invoice';

/** Work: name, unit, agorot per unit before VAT (2022). */
const WORK: [string, string, number][] = [
  ['חלון הזזה אלומיניום 1.20×1.00 כולל זיגוג', 'יח׳', 185000],
  ['חלון ציר-נטוי 0.60×0.80', 'יח׳', 98000],
  ['ויטרינה קבועה זכוכית מחוסמת 10 מ"מ', 'מ"ר', 72000],
  ['זכוכית בידודית (דו-שכבתית) 4-12-4', 'מ"ר', 46000],
  ['דלת כניסה אלומיניום עם מילוי', 'יח׳', 420000],
  ['מעקה זכוכית מרפסת', 'מ"א', 115000],
  ['תריס גלילה חשמלי', 'יח׳', 165000],
  ['רשת נגד יתושים נשלפת', 'יח׳', 28000],
  ['פירוק חלון קיים ופינוי', 'יח׳', 22000],
  ['איטום סיליקון היקפי', 'מ"א', 3500],
  ['זכוכית שכבתית בטיחותית 4+4', 'מ"ר', 54000],
  ['פרופיל כנף תלוי-הזזה', 'יח׳', 210000],
];

/**
 * An aluminium and glazing contractor in Afula, two A4 pages (Ellinia CLM name, FreeSans text): on each page the letterhead
 * with "ח.פ." hyphenated and a band "חשבונית מס מס' … · תאריך …" (d/m/yyyy) with "עמוד n מתוך 2"; page 1 the customer (a
 * company with its id), the site and the works order, the first lines and "סה"כ להעברה"; page 2 "יתרה מהעמוד הקודם", the
 * remaining lines, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" with "ש"ח", and payment terms (current + 30). Sunday to Thursday.
 */
export const heGlazingTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(9, 12)).map(([name, unitName, p]) => {
      const q = unitName === 'יח׳' ? rng.int(1, 6) : rng.int(20, 180) / 10;
      const unit = Math.round((p * up) / 100) * 100;
      return { name, unitName, q, unit, sum: Math.round(q * unit) };
    });
    const cut = rng.int(6, 7);
    const first = lines.slice(0, cut);
    const second = lines.slice(cut);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אלומיניום וזכוכית העמק אחים שושן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 69999));
    const phone = landline(rng);
    const head = (n: number) =>
      `<div class="lh"><div class="nm">אחים שושן</div><div>${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · אזור התעשייה עפולה · ${ltr(phone)}</div></div><div class="band"><span>חשבונית מס מס' ${ltr(doc)}</span><span>תאריך ${ltr(dt(date, 'd/m/yyyy'))}</span><span>עמוד ${ltr(String(n))} מתוך ${ltr('2')}</span></div>`;
    const table = (ls: typeof lines) =>
      items(
        ['תיאור', 'יחידה', 'כמות', 'מחיר', 'סה"כ'],
        ls.map((l) => [l.name, l.unitName, ltr(l.unitName === 'יח׳' ? String(l.q) : l.q.toFixed(1)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
      );
    const page1 = `<div class="page">${head(1)}${pairs(
      [
        ['לכבוד', rng.pick(['י.ד. בנייה והשקעות בע"מ', 'מגורי הגלבוע בע"מ', 'ש.ל. קבלנות כללית בע"מ'])],
        ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
        ['אתר', rng.pick(['פרויקט "נוף תבור", עפולה עילית', 'בית ספר יזרעאל, מגדל העמק', 'מבנה משרדים, נצרת עילית'])],
        ['הזמנת עבודה', ltr(`HZ-${rng.digits(5)}`)],
      ],
      2,
    )}${table(first)}<div class="carry">סה"כ להעברה: ${ltr(amount(carried))}</div></div>`;
    const page2 = `<div class="page">${head(2)}<div class="carry">יתרה מהעמוד הקודם: ${ltr(amount(carried))}</div>${table(second)}
<div class="sums">${pairs(
      [
        ['סה"כ לפני מע"מ', ltr(amount(net))],
        [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
        ['סה"כ לתשלום', `${ltr(amount(gross))} ש"ח`],
      ],
      1,
    )}</div><div class="sm terms">תנאי תשלום: שוטף + 30, עד ${ltr(dt(plus(date, 45), 'd/m/yyyy'))}. אחריות לעבודה 5 שנים.</div></div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:14mm 15mm;break-after:page;overflow:hidden}.page:last-child{break-after:auto}
.lh{display:flex;gap:16px;align-items:center;border-bottom:2px solid #333;padding-bottom:6px}.nm{font-family:'Ellinia CLM';font-size:34px;font-weight:bold}.band{display:flex;justify-content:space-between;background:#ddd;padding:5px 8px;margin:8px 0;font-weight:bold}
.carry{text-align:end;font-weight:bold;margin:8px 0}.sums{width:50%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}.terms{margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
