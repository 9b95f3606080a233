import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatOn } from './extra';

const ID = 'he-audiologist-invoice';

/** Services: name, agorot before VAT (2022). */
const SERVICES: [string, number][] = [
  ['בדיקת שמיעה מלאה (אודיוגרם)', 32000],
  ['בדיקת טימפנומטריה', 14000],
  ['התאמת מכשיר שמיעה - מפגש', 28000],
  ['כיול מכשיר שמיעה', 16000],
  ['תבנית אוזן אישית', 22000],
  ['ניקוי ותחזוקת מכשיר', 9000],
];

/**
 * An audiologist in Rehovot invoicing under her own name as a licensed dealer, A4 (Drugulin CLM name, Noto Sans Hebrew text):
 * her name at the top right (the vendor is the person), "אודיולוגית קלינית, M.A.", "עוסק מורשה מס'" with her number, a mobile,
 * a box "חשבונית מס" with "מספר:" (six digits, zero-padded) and "תאריך הפקה:" (dd.mm.yyyy), the patient with a personal id
 * (a distractor), services with quantity, "סכום לפני מע"מ", VAT added, "לתשלום" with "₪". Sunday to Thursday.
 */
export const heAudiologistInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const lines = rng.some(SERVICES, rng.int(1, 4)).map(([name, p]) => {
      const q = rng.int(1, 2);
      const unit = Math.round((p * up) / 500) * 500;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'הדס בן-נון';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(85, 2400)).padStart(6, '0');
    const body = `<div class="top"><div><div class="nm">${vendorName}</div><div>אודיולוגית קלינית, ${ltr('M.A.')}</div><div class="sm">עוסק מורשה מס' ${ltr(taxId)}</div><div class="sm">רח' הרצל ${ltr(String(rng.int(10, 200)))}, רחובות · ${ltr(cellular(rng))}</div></div>
<div class="box"><div class="b">חשבונית מס</div><div>מספר: ${ltr(doc)}</div><div>תאריך הפקה: ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div class="sm">מקור</div></div></div>
<div class="to">לכבוד: ${rng.pick(['משה אלמוג', 'רחל גרוס', 'יוסף דהן', 'תמר ויס', 'אליהו סעדה'])} · ת"ז ${ltr(personalId(rng))}</div>
${items(
  ['תיאור השירות', 'כמות', 'מחיר יחידה', 'סכום'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sums">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ (${ltr(`${rate}%`)})`, ltr(amount(vat)))}${row('לתשלום', `₪ ${ltr(amount(gross))}`, 'tot')}</div>
<div class="sm note">התשלום התקבל ${rng.pick(['בכרטיס אשראי', 'בהעברה בנקאית', 'בשיק'])}. מסמך ממוחשב.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:13px;padding:18mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Drugulin CLM';font-size:32px;font-weight:bold;color:#0d5c63}
.box{border:2px solid #0d5c63;padding:8px 14px;text-align:center}.box .b{font-size:18px}.to{margin:18px 0 6px}.sums{width:50%;margin-inline-start:auto}.tot{font-weight:bold;font-size:16px;background:#e3f1f2;padding:3px}.note{margin-top:30px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
