import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-bergim-shop-till';

/** Item, agorot with VAT in 2022, quantity range. */
const GOODS: [string, number, [number, number]][] = [
  ["ברגי עץ 4x40, 100 יח'", 1890, [1, 3]],
  ['דיבלים 8 מ"מ, 50 יח\'', 1450, [1, 2]],
  ['מקדח בטון 6 מ"מ', 1290, [1, 3]],
  ["סרט מדידה 5 מ'", 3490, [1, 1]],
  ['סיליקון שקוף', 2290, [1, 4]],
  ['אקדח סיליקון', 2990, [1, 1]],
  ['מברג פיליפס PH2', 1990, [1, 2]],
  ['פלייר קומבינציה', 4590, [1, 1]],
  ['כפפות עבודה', 1290, [1, 5]],
  ["נייר זכוכית 120, 5 יח'", 990, [1, 3]],
  ["צבע שמן לבן 0.75 ל'", 6490, [1, 2]],
  ["מברשת צבע 2 אינץ'", 1190, [1, 3]],
  ['דבק מגע 250 מ"ל', 2690, [1, 2]],
  ['מנעול תלייה 40 מ"מ', 3990, [1, 2]],
  ["סוללות AA, 4 יח'", 1590, [1, 3]],
  ["מפתח שוודי 10 אינץ'", 5490, [1, 1]],
];

/**
 * A hardware shop in Shlomi, 72 mm (Hadasim CLM for the trade name, FreeMono): "ברגים ומה שביניהם" in a double
 * frame, the company with "ח"פ" plain and the street; "חשבונית מס/קבלה" with "מקור", the number as "0nnnnnn", date
 * dd.mm.yy and time, the cashier; items each on two lines (name; "q x price" and the sum); "סה"כ לתשלום" in large type,
 * "סכום חייב במע"מ", "מע"מ n%" (contained); cash with change or a card; not Saturday.
 */
export const heBergimShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(3, 8)).map(([name, p, [lo, hi]]) => ({ name, q: rng.int(lo, hi), p: Math.round((p * rise) / 10) * 10 }));
    const gross = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ש.ל. כלי עבודה בשלומי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(100000, 999999)}`;
    const cash = rng.chance(0.45);
    const paid = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z.x]*/g, (m) => ltr(m.trim()) + (m.endsWith(' ') ? ' ' : ''));
    const body = `<div class="frame"><div class="tn">ברגים ומה שביניהם</div><div>כלי עבודה · אינסטלציה · צבעים</div></div>
<div class="c">${vendorName}</div><div class="c">ח"פ ${ltr(taxId)}</div><div class="c">רח' הגפן ${ltr(String(rng.int(2, 40)))}, שלומי · ${ltr(`04-98${rng.digits(5)}`)}</div>
<div class="dash"></div><div class="c b">חשבונית מס/קבלה</div><div class="c">מקור</div>
<div class="r"><span>מספר:</span><span>${ltr(doc)}</span></div><div class="r"><span>תאריך:</span><span>${ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(rng.int(8 * 60, 18 * 60))}`)}</span></div><div class="r"><span>קופאי/ת:</span><span>${rng.pick(['רונית', 'איתי', 'סהר', 'מאיר'])}</span></div><div class="dash"></div>
${lines.map((l) => `<div>${fix(l.name)}</div><div class="r sm"><span>${ltr(`${l.q} x ${amount(l.p)}`)}</span><span>${ltr(amount(l.q * l.p))}</span></div>`).join('')}<div class="dash"></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))}</span></div><div class="r"><span>סכום חייב במע"מ</span><span>${ltr(amount(gross - vat))}</span></div><div class="r"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="dash"></div>
${cash ? `<div class="r"><span>מזומן</span><span>${ltr(amount(paid))}</span></div><div class="r"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>` : `<div class="r"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="r"><span>מס' אישור</span><span>${ltr(rng.digits(7))}</span></div>`}
<div class="c sm">החלפה תוך 14 יום עם חשבונית בלבד</div>`;
    const css = `body{font-family:'FreeMono','DejaVu Sans Mono';font-size:12.5px;width:64mm;padding:3mm 4mm}.frame{border:4px double #000;text-align:center;padding:3px;margin-bottom:4px}.tn{font-family:'Hadasim CLM';font-size:24px;font-weight:bold}
.c{text-align:center}.b{font-weight:bold;font-size:15px}.sm{font-size:11px}.r{display:flex;justify-content:space-between;gap:4px}.big{font-size:17px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}`;
    const page = '72mm 230mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
