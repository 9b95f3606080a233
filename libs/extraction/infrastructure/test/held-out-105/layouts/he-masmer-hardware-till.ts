import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-masmer-hardware-till';

/** Item, agorot a unit with VAT in 2022 (approximate). */
const GOODS: [string, number][] = [
  ['ברגים לעץ 4x40 אריזה 200', 2490],
  ['דיבלים 8 מ"מ אריזה 100', 1890],
  ['סרט הדבקה כסוף 48 מ"מ', 2290],
  ['צבע אקרילי לבן 1 ליטר', 5490],
  ['מברשת צבע 2"', 1290],
  ['רולר צבע 25 ס"מ + ידית', 3490],
  ['סיליקון שקוף לאמבטיה', 2790],
  ['אקדח סיליקון', 2490],
  ['מפתח שוודי 10"', 6990],
  ['סט מברגים 6 חלקים', 4990],
  ['נייר זכוכית 120 גרעין', 590],
  ['כפפות עבודה', 1490],
  ["מטר מתקפל 5 מ'", 3290],
  ['מנעול תלייה 40 מ"מ', 4590],
  ['ברז פרח לכיור', 8990],
  ['נורת לד 12W', 1690],
  ['מפצל חשמל 4 שקעים', 3990],
  ['פטיש 500 גרם', 4290],
  ["חבל כביסה 20 מ'", 1990],
  ['WD-40 תרסיס 330 מ"ל', 2990],
];

/**
 * A hardware and household store at Ma'alot-Tarshiha, the till's slip, 80 mm (Drugulin CLM for the name, Miriam Mono
 * CLM): "מסמר" over a drawn nail, "כלי עבודה · צבע · אינסטלציה · חשמל", "מסמר כלי עבודה ובית בע"מ" with "ח.פ." plain,
 * the street and phone; "קבלה / חשבונית מס" boxed; "מס' מסמך" (the till, a slash and six digits), the date dd/mm/yyyy
 * and time, cashier (distractors); each item its name, then "q x price" and the sum; sometimes "הנחת מועדון 5%"
 * (negative); "סה"כ לתשלום" large, "מתוכו מע"מ n%" and "סכום לפני מע"מ" (contained); card (last four digits and
 * approval) or cash with change; not Saturday.
 */
export const heMasmerHardwareTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(3, 9)).map(([name, p]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const q = rng.pick([1, 1, 1, 2, 2, 3, 4]);
      return { name, unit, q, sum: unit * q };
    });
    const goods = total(lines.map((l) => l.sum));
    const club = rng.chance(0.4) ? share(goods, 5) : 0;
    const gross = goods - club;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מסמר כלי עבודה ובית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}/${rng.digits(6)}`;
    const num = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z"'\-./]*/g, (m) => ltr(m));
    const rows = lines
      .map((l) => `<div class="it">${num(l.name)}</div><div class="row"><span>${ltr(`${l.q} x ${amount(l.unit)}`)}</span><span>${ltr(amount(l.sum))}</span></div>`)
      .join('');
    const cash = rng.chance(0.35);
    const paid = Math.ceil(gross / 5000) * 5000;
    const pay = cash
      ? `<div class="row"><span>מזומן</span><span>${ltr(amount(paid))}</span></div><div class="row"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>`
      : `<div class="row"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="row"><span>אישור</span><span>${ltr(rng.digits(6))}</span></div>`;
    const nail = `<svg width="16" height="40" viewBox="0 0 16 40"><rect x="1" y="2" width="14" height="4" fill="#333"/><polygon points="6,6 10,6 10,32 8,39 6,32" fill="#333"/></svg>`;
    const body = `<div class="hd">${nail}<div><div class="nm">מסמר</div><div class="tg">כלי עבודה · צבע · אינסטלציה · חשמל</div></div></div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח' הגליל ${ltr(String(rng.int(2, 40)))}, מעלות-תרשיחא · ${ltr(`04-95${rng.digits(5)}`)}</div>
<div class="ti">קבלה / חשבונית מס</div>
<div class="row"><span>מס' מסמך</span><span>${ltr(doc)}</span></div><div class="row"><span>${ltr(dt(date, 'dd/mm/yyyy'))}</span><span>${ltr(`${String(rng.int(8, 19)).padStart(2, '0')}:${rng.digits(1)}${rng.digits(1)}`)}</span></div><div class="row"><span>קופאי/ת</span><span>${ltr(String(rng.int(10, 40)))}</span></div>
<div class="dash"></div>${rows}<div class="dash"></div>
${club ? `<div class="row"><span>סה"כ פריטים</span><span>${ltr(amount(goods))}</span></div><div class="row"><span>הנחת מועדון ${ltr('5%')}</span><span>${ltr(`-${amount(club)}`)}</span></div>` : ''}
<div class="row big"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))}</span></div>
<div class="row"><span>מתוכו מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="row"><span>סכום לפני מע"מ</span><span>${ltr(amount(gross - vat))}</span></div>
<div class="dash"></div>${pay}<div class="c sm">החלפה תוך ${ltr('14')} יום בצירוף חשבונית · תודה ולהתראות</div>`;
    const css = `body{font-family:'Miriam Mono CLM';font-size:12px;width:80mm;padding:5mm 4mm;box-sizing:border-box}.hd{display:flex;justify-content:center;gap:8px;align-items:center}.nm{font-family:'Drugulin CLM';font-size:34px;font-weight:bold;line-height:1}.tg{font-size:10px}
.c{text-align:center}.sm{font-size:10.5px;line-height:1.5}.ti{border:1.5px solid #000;text-align:center;font-weight:bold;margin:6px 0;padding:2px}.row{display:flex;justify-content:space-between}.it{margin-top:3px}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:16px;font-weight:bold;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
