import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total } from './extra';

const ID = 'mixed-eilat-vat-free-electronics-till';

/** Goods: English name, Hebrew name, price in agorot (2022). */
const GOODS: [string, string, number][] = [
  ['USB-C cable 2m braided', 'כבל USB-C קלוע 2 מ׳', 4900],
  ['Power bank 20000mAh', 'סוללת גיבוי 20000mAh', 16900],
  ['Wireless earbuds ANC', 'אוזניות אלחוטיות ANC', 39900],
  ['Waterproof phone pouch', 'כיס עמיד למים לטלפון', 3900],
  ['Action camera 4K', 'מצלמת אקסטרים 4K', 89900],
  ['microSD 128GB', 'כרטיס זיכרון 128GB', 7900],
  ['Smart watch strap', 'רצועה לשעון חכם', 5900],
  ['Travel adapter EU/UK/US', 'מתאם נסיעות בינלאומי', 6900],
];

/**
 * An electronics shop in Eilat's free trade zone, 80 mm (DejaVu Sans): "TECH BAY EILAT" with "טק ביי אילת", the company's
 * name and "ח.פ." with its id, "חשבונית מס / קבלה" over "TAX INVOICE / RECEIPT", "No." with five digits and the date
 * yyyy-mm-dd with the time, goods in English with the Hebrew under them and "qty x price", a "TOTAL · סה"כ" line with "₪",
 * VAT at 0% ("מע"מ 0% - אזור סחר חופשי אילת" / "VAT 0% – Eilat free trade zone"), cash or card. Closed on Saturdays.
 */
export const mixedEilatVatFreeElectronicsTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([en, he, p]) => {
      const qty = p < 10000 ? rng.int(1, 3) : 1;
      const each = Math.round((p * up) / 100) * 100 - 100;
      return { en, he, qty, each, sum: qty * each };
    });
    const pay = total(lines.map((l) => l.sum));
    const vendorName = 'טק ביי אילת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 59999));
    const body = `<div class="c brand">TECH BAY EILAT</div><div class="c">טק ביי אילת</div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>מרכז הירקון, שד׳ התמרים · ${ltr('Eilat')}</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה<br>TAX INVOICE / RECEIPT</div>
<div class="row"><span>${ltr(`No. ${doc}`)}</span><span>${ltr(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(10 * 60, 22 * 60))}`)}</span></div>
<div class="rule"></div>
${lines.map((l) => `<div class="row"><span>${ltr(l.en)}</span><span>${ltr(amount(l.sum))}</span></div><div class="sm">${l.he.replace(/[A-Za-z0-9][A-Za-z0-9-]*/g, (m) => ltr(m))}</div><div class="sm q">${ltr(`${l.qty} x ${amount(l.each)}`)}</div>`).join('')}
<div class="rule"></div>
<div class="row tot"><span>TOTAL · סה"כ</span><span>${ltr(`₪${amount(pay)}`)}</span></div>
<div class="row sm"><span>מע"מ ${ltr('0%')} - אזור סחר חופשי אילת</span><span>${ltr('0.00')}</span></div>
<div class="sm">${ltr('VAT 0% – Eilat free trade zone')}</div>
<div class="row sm"><span>${rng.chance(0.6) ? `אשראי / ${ltr(`Card ${rng.digits(4)}`)}` : `מזומן / ${ltr('Cash')}`}</span><span>${ltr(amount(pay))}</span></div>
<div class="rule"></div>
<div class="c sm">אחריות יבואן רשמי · ${ltr('Warranty by official importer')}<br>תודה ולהתראות · ${ltr('Thank you!')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;width:70mm;padding:4mm 5mm}.brand{font-size:19px;font-weight:bold;letter-spacing:1px}.q{color:#333;margin-bottom:3px}.tot{font-size:15px;font-weight:bold;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(0) },
    };
  },
};
