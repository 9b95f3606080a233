import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, personalId, phone, shekel } from '../notation';

const DENTAL = ['מרפאת שיניים חיוך לבן בע"מ', 'מרכז אורתודונטי השרון בע"מ', 'דנטל-קר רמת אביב בע"מ'];
const THERAPISTS = [
  ['נועה ברק', 'קלינאית תקשורת M.A.'],
  ['ד"ר אבי סלומון', 'פסיכולוג קליני מומחה'],
  ['מיכל רוזן', 'פיזיותרפיסטית B.P.T'],
];
const TREATMENTS = [
  ['0120', 'בדיקה תקופתית'],
  ['1110', 'ניקוי אבנית'],
  ['0220', 'צילום פנורמי'],
  ['2330', 'סתימה קומפוזיט 2 משטחים'],
  ['3310', 'טיפול שורש - טוחנת'],
  ['2750', 'כתר חרסינה'],
  ['7140', 'עקירה פשוטה'],
  ['9940', 'הלבנה - מנה'],
];
const SESSIONS = ["טיפול 45 דק'", 'הערכה ואבחון', "טיפול 60 דק'", 'ייעוץ הורים'];

/**
 * A clinic's receipt with labels above their values in boxes: a dental clinic company's tax
 * invoice-receipt (treatment codes and tooth numbers, an insurer's share taken off, VAT included,
 * paid in instalments) or a licensed therapist exempt from VAT issuing a plain receipt for
 * sessions. The patient's valid personal id and the next appointment date are printed too.
 */
export const heClinicReceipt: Layout = {
  id: 'he-clinic-receipt',
  lang: 'he',
  kind: 'clinic receipt',
  make(rng) {
    const dental = rng.chance(0.5);
    const [vendor, profession] = dental ? [rng.pick(DENTAL), 'רפואת שיניים כללית ואסתטית'] : rng.pick(THERAPISTS);
    const id = dental ? taxId(rng) : taxId(rng, false);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const rows = dental
      ? rng.some(TREATMENTS, rng.int(2, 4)).map(([code, name]) => ({ code, name, tooth: String(rng.pick([1, 2, 3, 4]) * 10 + rng.int(1, 8)), price: rng.int(18, 420) * 1000 }))
      : Array.from({ length: rng.int(1, 4) }, (_, i) => ({ code: String(i + 1), name: rng.pick(SESSIONS), tooth: '', price: rng.pick([35000, 40000, 45000, 48000]) }));
    const gross = rows.reduce((s, r) => s + r.price, 0);
    const insurer = dental && rng.chance(0.6) ? Math.round((gross * rng.pick([0.2, 0.3, 0.5])) / 100) * 100 : 0;
    const total = gross - insurer;
    const vat = dental ? vatOfGross(total, rate) : 0;
    const doc = dental ? `${rng.int(2, 9)}${rng.digits(4)}` : rng.digits(4).replace(/^0/, '1');
    const payments = dental && rng.chance(0.5) ? rng.pick([3, 6, 10]) : 1;
    const style = rng.pick(['D/M/Y', 'd.m.y', 'Y-m-d'] as const);
    const font = rng.pick(['Shofar', 'Simple CLM', 'Liberation Sans']);
    const box = (label: string, value: string) => `<div class="box"><label>${label}</label><div>${value}</div></div>`;
    const body = `
<div class="head"><div class="name">${esc(vendor)}</div><div class="prof">${profession}</div><div>${dental ? 'ח.פ.' : 'עוסק פטור'} ${id} · ${phone(rng)} · ${rng.pick(["רח' אבן גבירול 80, תל אביב", 'דרך השלום 12, גבעתיים', "רח' סוקולוב 45, הרצליה"])}</div></div>
<div class="kind">${dental ? 'חשבונית מס / קבלה' : 'קבלה'}</div>
<div class="row">
${box(dental ? "מס' חשבונית/קבלה" : "קבלה מס'", doc)}
${box('תאריך', day(date, style))}
${box('שם המטופל/ת', rng.pick(['דנה לוי', 'עומר כהן', 'שירה פרץ', 'איתי מזרחי', 'ליאור אדלר']))}
${box('ת.ז. מטופל', personalId(rng))}
</div>
<table class="t"><tr><th>קוד</th><th>${dental ? 'טיפול' : 'שירות'}</th>${dental ? '<th>שן</th>' : ''}<th>סכום</th></tr>
${rows.map((r) => `<tr><td>${r.code}</td><td>${esc(r.name)}</td>${dental ? `<td>${r.tooth}</td>` : ''}<td>${amount(r.price)}</td></tr>`).join('')}
</table>
<div class="row totals">
${box('סה"כ טיפולים', shekel(gross))}
${insurer ? box('השתתפות חברת הביטוח', shekel(-insurer)) : ''}
${dental ? box(`מע"מ ${rate}% (כלול)`, shekel(vat)) : box('מע"מ', 'פטור')}
${box('סה"כ שולם', `<b>${shekel(total)}</b>`)}
</div>
<p>${payments > 1 ? `שולם בכרטיס אשראי ב-${payments} תשלומים של ${shekel(Math.floor(total / payments))} (תשלום ראשון ${shekel(total - Math.floor(total / payments) * (payments - 1))})` : rng.pick(['שולם במזומן', 'שולם בכרטיס אשראי', 'שולם בהעברה בנקאית', 'שולם בביט'])}.</p>
<p class="next">התור הבא: ${day(`${Number(date.slice(0, 4)) + (date.slice(5, 7) === '12' ? 1 : 0)}-${date.slice(5, 7) === '12' ? '01' : String(Number(date.slice(5, 7)) + 1).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, style)} בשעה ${rng.int(8, 18)}:${rng.pick(['00', '15', '30', '45'])}</p>
<div class="sig">חתימה: ____________ &nbsp; מסמך זה הופק בתוכנה ${rng.pick(['מרפאה+', 'קליניקה-פרו', 'רשומה דיגיטלית'])}</div>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 12mm; }
.head { text-align: center; border-bottom: 1px solid #0a6d8a; padding-bottom: 3mm; } .head .name { font-size: 18pt; color: #0a6d8a; font-weight: bold; } .prof { font-style: italic; }
.kind { font-size: 15pt; font-weight: bold; margin: 5mm 0; text-align: center; background: #e3f3f8; padding: 2mm; }
.row { display: flex; gap: 3mm; margin-bottom: 4mm; } .box { flex: 1; border: 1px solid #0a6d8a; border-radius: 2mm; padding: 1.5mm 2mm; }
.box label { display: block; font-size: 8pt; color: #0a6d8a; } .box div { font-size: 11pt; direction: ltr; text-align: right; }
.t { width: 100%; border-collapse: collapse; margin-bottom: 4mm; } .t th { border-bottom: 1.5px solid #0a6d8a; text-align: right; color: #0a6d8a; } .t td { padding: 1.4mm; border-bottom: 1px dotted #aaa; }
.t td:last-child { text-align: left; direction: ltr; } .next { color: #0a6d8a; } .sig { margin-top: 14mm; font-size: 8.5pt; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), ...(dental ? { tax: truthAmount(vat) } : {}) },
    };
  },
};
