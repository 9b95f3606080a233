import { amount, checkDigit, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-braille-transcription-invoice';

/** Work: name, unit, lowest and highest price per unit in agorot, lowest and highest quantity. */
const WORK: [string, string, number, number, number, number][] = [
  ['תעתוק ספר לימוד לברייל', 'עמוד', 1400, 2200, 60, 420],
  ['הפקת גרפיקה מישושית (מפות ואיורים)', 'איור', 9000, 16000, 4, 30],
  ['הגהה בידי קוראת ברייל', 'שעה', 12000, 16000, 3, 20],
  ['הדפסה וכריכה בברייל', 'עותק', 6500, 12000, 2, 12],
  ['המרת מסמכים לקבצים נגישים לקורא מסך', 'עמוד', 600, 1100, 40, 300],
  ['תעתוק תווים מוזיקליים לברייל', 'עמוד', 3500, 5500, 10, 60],
];

const CLIENTS = ['עמותת אור לקוראים', 'מרכז ההנגשה לסטודנטים', 'הוצאת מעלות לספרי לימוד', 'ספריית הקריה לעיוורים'];

/**
 * A Braille transcriber's tax invoice (licensed dealer): A4 letterhead in Keter YG, the date in
 * Hebrew words, pages, figures and proofreading hours, VAT added, the client's registered association
 * number, a purchase order and the payment term's date as distractors.
 */
export const heBrailleTranscriptionInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const work = rng.some(WORK, rng.int(2, 4)).map(([name, unit, lo, hi, qlo, qhi]) => ({ name, unit, qty: rng.int(qlo, qhi), price: rng.int(lo / 10, hi / 10) * 10 }));
    const net = total(work.map((w) => w.qty * w.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מיכל אברהמי';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(40, 480)).padStart(4, '0');
    const client = rng.pick(CLIENTS);
    const amutaBase = `58${rng.digits(6)}`;
    const amuta = amutaBase + checkDigit(amutaBase);
    const po = `${rng.int(4500, 4599)}${rng.digits(4)}`;
    const payBy = plus(date, 30);
    const rows = work.map((w) => [w.name, `${ltr(String(w.qty))} ${w.unit}`, ltr(amount(w.price)), ltr(amount(w.qty * w.price))]);
    const body = `<div class="lh"><div class="name">${vendorName}</div><div>תעתוק לברייל והנגשת מסמכים</div><div class="sm">עוסק מורשה ${ltr(taxId)} · רחוב העצמאות, באר שבע · ${ltr(cellular(rng))}</div></div>
<div class="title">חשבונית מס מס׳ ${ltr(doc)}</div>
<div class="meta">${pairs(
      [
        ['תאריך', dt(date, 'he')],
        ['לכבוד', `${client} (ע"ר ${ltr(amuta)})`],
        ['הזמנת רכש', ltr(po)],
      ],
      1,
    )}</div>
${items(['תיאור העבודה', 'כמות', 'מחיר ליחידה', 'סכום'], rows)}
<div class="sum">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="terms">תנאי תשלום: שוטף + ${ltr('30')} (עד ${ltr(dt(payBy, 'dd/mm/yyyy'))}), בהעברה בנקאית. קבלה תישלח עם קבלת התשלום.</div>
<div class="sig">בברכה,<br>${vendorName}</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','DejaVu Serif';font-size:14px;padding:18mm 20mm}.lh{text-align:center;border-bottom:1px solid #333;padding-bottom:8px}.name{font-size:28px;font-weight:bold}
.title{font-size:20px;font-weight:bold;margin:16px 0 8px}.meta{margin-bottom:10px}.sum{width:45%;margin-right:auto;margin-top:10px}.big{font-size:1.15em}.terms{margin-top:24px}.sig{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
