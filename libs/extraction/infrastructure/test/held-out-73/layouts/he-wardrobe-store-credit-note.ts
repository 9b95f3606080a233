import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, share } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, idOf, ltr, nth, pairs, plus, row, vatOn, yearFor } from './extra';

const ID = 'he-wardrobe-store-credit-note';

/** Wardrobes: model, lowest and highest price before VAT in agorot (2022). */
const MODELS: [string, number, number][] = [
  ['ארון הזזה 2 דלתות 200 ס"מ, זכוכית מט', 420000, 560000],
  ['ארון הזזה 3 דלתות 270 ס"מ, מראה', 610000, 790000],
  ['ארון קיר בנישה 240 ס"מ, פורניר אלון', 880000, 1150000],
  ['חדר ארונות פינתי ("וולק-אין")', 1450000, 1900000],
  ['ארון ילדים 4 דלתות עם מגירות', 360000, 470000],
];
const CUSTOMERS = ['גלית ורון מרקוביץ', 'ניסים אבוטבול', 'אנה פטרוב', 'משפחת זועבי', 'אלון טייב'];

/**
 * A wardrobe shop's credit note in Tirat Carmel, A5 (Noto Serif Hebrew): "חשבונית מס זיכוי", the credited invoice and
 * its date (earlier in the same year), a reason (an order cancelled before production less a 10% cancellation fee, a
 * damaged door panel, handles not supplied or an assembly delay), sums in brackets, VAT added to the credit, refund to
 * the card or by bank transfer (never on a Saturday).
 */
export const heWardrobeStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    const invoiceDate = dayOf(rng, year, [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 28]);
    const date = avoid(plus(invoiceDate, rng.int(5, 60)), [6]);
    const rate = israeliRate(date);
    const up = 1 + (year - 2022) * 0.04;
    const [model, lo, hi] = rng.pick(MODELS);
    const price = Math.round((rng.int(lo, hi) * up) / 1000) * 1000;
    const kind = rng.pick(['cancel', 'door', 'handles', 'delay'] as const);
    let reason: string;
    let credit: number;
    if (kind === 'cancel') {
      reason = `ביטול הזמנה לפני ייצור, בניכוי דמי ביטול ${ltr('10%')}`;
      credit = price - share(price, 10);
    } else if (kind === 'door') {
      reason = 'פיצוי על דלת שהגיעה פגומה (הוחלפה)';
      credit = Math.round((rng.int(30000, 80000) * up) / 100) * 100;
    } else if (kind === 'handles') {
      reason = 'ידיות שלא סופקו - זיכוי ערכה';
      credit = Math.round((rng.int(12000, 26000) * up) / 100) * 100;
    } else {
      reason = `עיכוב בהרכבה מעבר ל-${ltr('21')} יום - פיצוי ${ltr('5%')}`;
      credit = share(price, 5);
    }
    const vat = vatOn(credit, rate);
    const gross = credit + vat;
    const vendorName = 'ארונות הכרמל תכנון וייצור בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(700, 1999));
    const invoice = String(rng.int(21000, 28999));
    const refund = rng.chance(0.5)
      ? `לכרטיס האשראי ${ltr(`**** ${rng.digits(4)}`)}`
      : `בהעברה בנקאית לחשבון הלקוח ${ltr(`${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}`)}`;
    const body = `<div class="head"><div class="brand">ארונות הכרמל</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · אזור התעשייה טירת כרמל · ${ltr(`04-85${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס זיכוי מס׳ ${ltr(doc)}</h1>
${pairs([
  ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
  ['לכבוד', rng.pick(CUSTOMERS)],
  ['זיכוי לחשבונית מס', `${ltr(invoice)} מיום ${ltr(dt(invoiceDate, 'dd.mm.yyyy'))}`],
  ['פריט', model],
  ['מחיר הפריט (לפני מע"מ)', ltr(amount(price))],
  ['סיבת הזיכוי', reason],
])}
<div class="tot">${row('סכום הזיכוי', ltr(bracketed(-credit)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(bracketed(-vat)))}${row('סה"כ זיכוי', ltr(bracketed(-gross)), 'b big')}</div>
<div class="refund">הסכום יוחזר ${refund} תוך ${ltr('7')} ימי עסקים.</div>
<div class="sign">${row('חתימת הלקוח: ____________', 'מנהל/ת הסניף: ____________')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12px;padding:10mm 11mm}.head{border-bottom:2px solid #37474f;padding-bottom:4px}.brand{font-size:24px;font-weight:bold;color:#37474f}h1{font-size:17px;margin:10px 0;color:#b71c1c}
.tot{width:60%;margin:12px auto 0 0;border:1px solid #999;padding:4px 6px}.big{font-size:1.15em;border-top:1.5px solid #000}.refund{margin-top:10px}.sign{margin-top:26px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
