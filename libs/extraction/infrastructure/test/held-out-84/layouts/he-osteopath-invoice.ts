import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, total, vatOn } from './extra';

const ID = 'he-osteopath-invoice';

/** Treatments: name, agorot before VAT (2022). */
const CARE: [string, number][] = [
  ['טיפול אוסטאופתי - מפגש ראשון (75 דק׳)', 42000],
  ['טיפול אוסטאופתי המשך (50 דק׳)', 34000],
  ['טיפול אוסטאופתי לתינוק', 30000],
  ['טיפול בית - תוספת הגעה', 12000],
  ['תוכנית תרגילים אישית', 15000],
];

/**
 * An osteopath in Kfar Saba invoicing under her own name as a licensed dealer, A5 (Frank Ruehl CLM name, Noto Serif Hebrew
 * text): her name large, "אוסטאופתית D.O." and "עוסק מורשה" with her number, a mobile, "חשבונית מס מס'" with a year and
 * four digits ("2025/0143"), "תאריך:" in Hebrew words, the patient, treatments with dates (dd/mm), "סה"כ לפני מע"מ", VAT
 * added, "סה"כ כולל מע"מ" with "ש"ח", payment by bank transfer or card. Sunday to Thursday.
 */
export const heOsteopathInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(CARE, rng.int(1, 3)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 1000) * 1000;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מיכל אברבנאל';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(0, 4)}/${String(rng.int(12, 480)).padStart(4, '0')}`;
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div>אוסטאופתית ${ltr('D.O.')} · טיפול ידני לכל הגילאים</div><div class="sm">עוסק מורשה ${ltr(taxId)} · נייד ${ltr(cellular(rng))} · ויצמן ${ltr(String(rng.int(5, 120)))}, כפר סבא</div></div>
<div class="ttl">חשבונית מס מס' ${ltr(doc)}</div><div class="meta"><div>תאריך: ${dt(date, 'he')}</div><div>לכבוד: ${rng.pick(['יעל שפירא', 'עומר כהן', 'רינת בן חיים', 'אורי לוי', 'דנה פרץ'])}</div></div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sums"><div class="row"><span>סה"כ לפני מע"מ</span><span>${ltr(amount(net))}</span></div><div class="row"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="row tot"><span>סה"כ כולל מע"מ</span><span>${ltr(amount(gross))} ש"ח</span></div></div>
<div class="sm pay">אמצעי תשלום: ${rng.pick(['העברה בנקאית', 'כרטיס אשראי', 'ביט'])} · ${ltr(amount(gross))} · תודה ובריאות טובה</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12.5px;padding:12mm}.hd{text-align:center;border-bottom:1px solid #6b4f8a;padding-bottom:6px}.nm{font-family:'Frank Ruehl CLM';font-size:30px;font-weight:bold;color:#4a2f6b}
.ttl{margin-top:10px;font-size:17px;font-weight:bold}.meta{display:flex;justify-content:space-between;margin:6px 0}.sums{width:55%;margin-inline-start:auto;margin-top:8px}.tot{font-weight:bold;font-size:15px;border-top:2px solid #4a2f6b;padding-top:3px}.pay{margin-top:18px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
