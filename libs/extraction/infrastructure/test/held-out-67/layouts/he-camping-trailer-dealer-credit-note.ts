import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, plate } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-camping-trailer-dealer-credit-note';

/** Credited lines: name, lowest and highest net price in whole shekels. */
const CREDITS: [string, number, number][] = [
  ['החזרת סוכך צד מתקפל', 1850, 3400],
  [`החזרת מקרר נייד ${ltr('12V')}`, 1400, 2900],
  ['זיכוי בגין שריטה בדופן שמאל', 600, 1500],
  ['החזרת מדרגת כניסה נשלפת', 380, 720],
  ['החזרת כיסוי חורף לנגרר', 650, 1200],
  ['החזרת ערכת פאנל סולארי מתקפל', 1900, 3600],
  ['זיכוי הפרש מחיר - מבצע השקה', 1000, 2500],
];

/**
 * A camping trailer dealer's credit note in Kfar Saba's industrial zone: A5, Miriam CLM, returned
 * accessories or a price difference credited against an earlier tax invoice (its number and date as
 * distractors), the trailer's plate, net lines with a leading minus, VAT added on the credit.
 */
export const heCampingTrailerDealerCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [6]);
    const rate = israeliRate(date);
    const back = plus(date, -rng.int(3, 40));
    // The credited invoice is kept on the same side of the 2025 rate change, so that one rate applies.
    const invoiceDate = israeliRate(back) === rate ? back : `${date.slice(0, 8)}01`;
    const lines = rng.some(CREDITS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, amount: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.amount));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'טרייל-קאמפ נגררי נופש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1200, 1899));
    const invoice = String(rng.int(40100, 48999));
    const customer = rng.pick(['אלון ומיכל שגיא', 'דורון פרידמן', 'מועדון השטח "דרך רחוקה" בע"מ', 'גלעד עזרא']);
    const rows = lines.map((l) => [l.name, ltr(`-${amount(l.amount)}`)]);
    const body = `<div class="head"><div class="brand">טרייל-קאמפ</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · רחוב התעשייה, כפר סבא · ${ltr(landline(rng))}</div></div>
<div class="title">חשבונית זיכוי מס׳ ${ltr(doc)}</div>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לקוח', customer],
    ['זיכוי לחשבונית מס', `${ltr(invoice)} מיום ${ltr(dt(invoiceDate, 'dd/mm/yyyy'))}`],
    ['נגרר', `${rng.pick(['קאמפר קומפקט 420', 'אוף-רואד 500', 'משפחתי 560'])} · רישוי ${ltr(plate(rng))}`],
  ],
  1,
)}
${items(['פירוט הזיכוי', 'סכום'], rows)}
<div class="sum">${row('סה"כ זיכוי לפני מע"מ', ltr(`-${amount(net)}`))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(`-${amount(vat)}`))}${row('סה"כ זיכוי', ltr(`-${amount(gross)} ₪`), 'b big')}</div>
<div class="sm">הזיכוי יועבר לכרטיס האשראי שבו בוצע התשלום תוך ${ltr('7')} ימי עסקים.</div>
<div class="sign">חתימת הלקוח: ____________</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:12px;padding:10mm 11mm}.head{border-bottom:2px solid #6a3a00;padding-bottom:4px}.brand{font-size:22px;font-weight:bold;color:#6a3a00}
.title{font-size:16px;font-weight:bold;margin:10px 0 6px}.sum{width:60%;margin:6px auto 10px 0}.big{font-size:1.15em}.sign{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
