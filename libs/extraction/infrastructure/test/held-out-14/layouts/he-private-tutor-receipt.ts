import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';

const TUTORS = [
  { head: 'נועה ברגר - שיעורים פרטיים במתמטיקה', legal: 'נועה ברגר', status: 'exempt', subject: 'מתמטיקה 5 יח"ל' },
  { head: 'אלכסנדר גורביץ', legal: 'אלכסנדר גורביץ', status: 'exempt', subject: 'פיזיקה' },
  { head: 'צעד קדימה - מרכז למידה', legal: 'דורית שמואלי', status: 'licensed', subject: 'אנגלית והבנת הנקרא' },
  { head: 'קורס פלוס', legal: 'קורס פלוס הוראה פרטית בע"מ', status: 'company', subject: 'הכנה לבגרות בכימיה' },
] as const;
const PARENTS = ['משפחת אוחנה', 'ליאור ויעל שטרן', 'סיגל נחום', "ח'אלד ומונא זועבי", 'ברק פרלמן'];

/**
 * A private tutor's receipt typed in a word processor on A5 (Liberation Sans, FreeSerif or Miriam CLM; the head
 * in bold): an exempt tutor's own name with "עוסק פטור" and "קבלה מס'" (three digits), "סה"כ שולם" and "עוסק
 * פטור - אין חיוב במע"מ"; a learning centre's owner with "עוסק מורשה" or a company with "ח.פ." and "חשבונית
 * מס קבלה מס'" (four digits), prices with VAT and "כולל מע"מ"; "תאריך" (dd/mm/yyyy or d.m.yy) early in the
 * next month; "התקבל מאת" the parents with a parent's valid ת.ז., the pupil and grade; the month's lessons by
 * date (dd/mm) × the price of a lesson, an exam-day double lesson on some; the payment (Bit with a reference,
 * a bank transfer, or a cheque with its number, bank and a later date).
 */
export const hePrivateTutorReceipt: Layout = {
  id: 'he-private-tutor-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(rng: Rng) {
    const t = TUTORS[rng.int(0, TUTORS.length - 1)];
    const vendorTaxId = taxId(rng, t.status === 'company');
    const first = randomDate(rng, '2023-07-01', '2026-01-25').slice(0, 8) + '01';
    const date = addDays(first, 30 + rng.int(1, 8)).slice(0, 8) + String(rng.int(1, 9)).padStart(2, '0');
    const rate = israeliRate(date);
    const price = rng.pick([15000, 18000, 20000, 22000]);
    const weekday = rng.int(0, 6);
    const lessons: string[] = [];
    for (let d = 0; d < 28; d++) if ((d + weekday) % 7 === 0 || (rng.chance(0.08) && lessons.length < 7)) lessons.push(addDays(first, d));
    const doubleLesson = rng.chance(0.4) ? price * 2 : 0;
    const total = lessons.length * price + doubleLesson;
    const exempt = t.status === 'exempt';
    const vat = exempt ? undefined : vatOfGross(total, rate);
    const docNo = exempt ? String(rng.int(100, 399)).padStart(4, '0').slice(1) : String(rng.int(1000, 2999));
    const font = rng.pick(['Liberation Sans', 'FreeSerif', 'Miriam CLM']);
    const label = t.status === 'exempt' ? 'עוסק פטור' : t.status === 'licensed' ? 'עוסק מורשה' : 'ח.פ.';
    const pay = rng.pick(['bit', 'transfer', 'cheque'] as const);
    const payText =
      pay === 'bit'
        ? `העברה ב-Bit, אסמכתא ${rng.digits(10)}`
        : pay === 'transfer'
          ? `העברה בנקאית מחשבון ${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}`
          : `שיק מס' ${rng.digits(7)}, בנק ${rng.pick(['10', '12', '11', '20'])}, לפירעון ב-${dt(addDays(date, rng.int(10, 40)), 'dd/mm/yyyy')}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy'] as const);
    const body = `<div class="h">${esc(t.head)}</div>${t.head.startsWith(t.legal) ? '' : `<div class="c">${esc(t.legal)}</div>`}<div class="c">${label} ${vendorTaxId} · <bdi>${cellular(rng)}</bdi></div><hr>
<div class="tt">${exempt ? 'קבלה' : 'חשבונית מס קבלה'} מס' ${docNo}</div><div class="c">תאריך: ${dt(date, fmt)}</div>
<p>התקבל מאת: ${esc(rng.pick(PARENTS))} (ת.ז. הורה ${personalId(rng)})<br>עבור: שיעורים פרטיים ב${esc(t.subject)} ל${rng.pick(['עומר', 'תמר', 'יונתן', 'נור', 'אלה'])}, כיתה ${rng.pick(["י'", 'י"א', 'י"ב', "ט'"])}</p>
<table><tr><th>תאריכי השיעורים</th><th>מס' שיעורים</th><th>מחיר לשיעור</th><th>סכום</th></tr><tr><td>${lessons.map((d) => dt(d, 'dd/mm')).join(', ')}</td><td>${lessons.length}</td><td>${amount(price)}</td><td>${amount(lessons.length * price)}</td></tr>
${doubleLesson ? `<tr><td>שיעור כפול לפני מבחן</td><td>1</td><td>${amount(doubleLesson)}</td><td>${amount(doubleLesson)}</td></tr>` : ''}</table>
<p class="b">סה"כ שולם: ${amount(total)} ש"ח${exempt ? '' : ` (כולל מע"מ ${rate}%: ${amount(vat as number)} ש"ח)`}</p><p>אמצעי תשלום: ${payText}</p>${exempt ? '<p class="sm">עוסק פטור - אין חיוב במע"מ</p>' : ''}<p>חתימה: ____________</p>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12.5px;padding:12mm 13mm;color:#000}.h{font-size:19px;font-weight:bold;text-align:center}.c{text-align:center}.tt{font-size:16px;font-weight:bold;text-align:center;text-decoration:underline;margin-top:4mm}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #000;padding:1.5mm;text-align:center}td:first-child{text-align:right}.b{font-weight:bold;font-size:14px}.sm{font-size:11px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: t.legal,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        ...(vat === undefined ? {} : { tax: truthAmount(vat) }),
      },
    };
  },
};
