import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, vatIn } from './extra';

const ID = 'he-binoculars-store-credit-note';

/** Products: Hebrew kind, Latin model, lowest and highest price in agorot (VAT included, 2022). */
const PRODUCTS: [string, string, number, number][] = [
  ['משקפת', 'Nikon Monarch M7 8x42', 249000, 289000],
  ['משקפת', 'Vortex Diamondback HD 10x42', 169000, 199000],
  ['משקפת', 'Steiner Ranger 10x42', 329000, 379000],
  ['משקפת', 'Celestron Nature DX 8x32', 79000, 99000],
  ['מד טווח לייזר', 'Bushnell Prime 1300', 129000, 159000],
  ['טלסקופ', 'Sky-Watcher Heritage 130P', 149000, 179000],
  ['משקפת ימית', 'Bresser Nautic 7x50', 99000, 129000],
];
const BUYERS = ['גיא שחר', 'ענבל רייך', 'אבי טננבאום', 'הילה נחום', 'יובל קרמר'];

/**
 * A binoculars and telescopes shop's credit note in Nes Ziona, A5 (Hadasim CLM): "חשבונית מס זיכוי" with its number,
 * the credited invoice and its date (earlier in the same year), the product's kind in Hebrew and its Latin model, a
 * reason (a cancellation within 14 days less the lower of 5% and ₪100, a faulty focusing wheel, a price match to a
 * sale, or a strap and case missing from the box), sums in brackets, VAT contained in the credit and shown as a line,
 * refunded to the card or in cash. Closed on Saturdays.
 */
export const heBinocularsStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(raw, [6]);
    const invoiceDate = avoid(plus(date, -rng.int(2, 25)), [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const [kind, model, lo, hi] = rng.pick(PRODUCTS);
    const price = Math.round((rng.int(lo, hi) * up) / 1000) * 1000;
    const reason = rng.int(0, 3);
    const lines: [string, number][] = [];
    if (reason === 0) {
      const fee = Math.min(share(price, 5), 10000);
      lines.push([`ביטול עסקה: ${kind} ${ltr(model)}`, price], [`דמי ביטול (${ltr('5%')} או ${ltr('100')} ₪, הנמוך מביניהם)`, -fee]);
    } else if (reason === 1) {
      lines.push([`החזרת ${kind} ${ltr(model)} - גלגל מיקוד תקול`, price]);
    } else if (reason === 2) {
      lines.push([`התאמת מחיר למבצע: ${kind} ${ltr(model)}`, share(price, rng.pick([8, 10, 12]))]);
    } else {
      lines.push([`רצועה ונרתיק חסרים באריזה: ${ltr(model)}`, Math.round((rng.int(90, 160) * up) / 10) * 1000]);
    }
    const credit = lines.reduce((s, [, v]) => s + v, 0);
    const vat = vatIn(credit, rate);
    const vendorName = 'עין הנץ אופטיקה לשטח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 29999));
    const credited = String(rng.int(60000, 89999));
    const card = rng.chance(0.7);
    const body = `<div class="head"><div class="brand">עין הנץ</div><div class="sm">משקפות · טלסקופים · מדי טווח</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ ויצמן ${ltr(String(rng.int(2, 40)))}, נס ציונה · ${ltr(`08-94${rng.digits(5)}`)}</div></div>
<div class="doc">חשבונית מס זיכוי מס׳ ${ltr(doc)}</div>
<div class="meta">${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('לקוח', rng.pick(BUYERS))}${row('בגין חשבונית מס / קבלה', `${ltr(credited)} מיום ${ltr(dt(invoiceDate, 'dd/mm/yyyy'))}`)}</div>
<table class="t"><thead><tr><th>פירוט</th><th>סכום (₪)</th></tr></thead><tbody>${lines
      .map(([n, v]) => `<tr><td>${n}</td><td>${ltr(v >= 0 ? bracketed(v) : amount(-v))}</td></tr>`)
      .join('')}</tbody></table>
<div class="tot">${row('זיכוי לפני מע"מ', ltr(bracketed(credit - vat)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(bracketed(vat)))}${row('סה"כ זיכוי', ltr(`${bracketed(credit)} ₪`), 'b big')}</div>
<div class="pay">${card ? `הזיכוי הועבר לכרטיס האשראי שבו בוצעה העסקה (${ltr(`**** ${rng.digits(4)}`)})` : 'הזיכוי הוחזר במזומן'}</div>
<div class="sign">חתימת הלקוח: ______________ &nbsp; שם המוכר: ${rng.pick(['עדי', 'רון', 'שגב', 'ליאת'])}</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:12.5px;padding:10mm 11mm}.head{text-align:center;border-bottom:2px solid #4e342e;padding-bottom:5px}.brand{font-size:25px;font-weight:bold;color:#4e342e}
.doc{font-size:17px;font-weight:bold;margin:10px 0 6px;text-align:center}.meta{margin-bottom:6px}.t{width:100%}.t th{border-bottom:1.5px solid #000;text-align:start;padding:3px}.t td{padding:4px 3px;border-bottom:1px solid #ccc}.t td:last-child,.t th:last-child{text-align:left;width:28%}
.tot{width:60%;margin:8px auto 0 0}.big{font-size:1.15em;border-top:1.5px solid #000}.pay{margin-top:12px}.sign{margin-top:22px;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
