import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-baklava-sweets-shop-till';

/** Sweets sold by weight: name, lowest and highest price per kilogram in whole shekels (with VAT). */
const BY_WEIGHT: [string, number, number][] = [
  ['בקלאווה אגוזי מלך', 90, 120],
  ['בקלאווה פיסטוק', 140, 190],
  ['בורמה פיסטוק', 150, 210],
  ['אצבעות קשיו', 130, 170],
  ['שערות קדאיף עם אגוזים', 110, 150],
  ['מעמול תמרים', 70, 95],
  ['מעמול אגוזים', 85, 115],
  ['עוגיות גריבה', 60, 85],
  ['לוקום ורדים', 55, 80],
  ['בסבוסה קוקוס', 50, 75],
];
/** Sold by the piece: name, lowest and highest unit price in whole shekels (with VAT). */
const BY_PIECE: [string, number, number][] = [
  ['כנאפה נאבלסית - מנה', 24, 32],
  ['מגש כנאפה משפחתי', 95, 135],
  ['קופסת מתנה מעוצבת', 12, 22],
  ['קפה טורקי עם הל 200 גר׳', 18, 26],
  ['סירופ סוכר ומי ורדים 500 מ"ל', 14, 20],
];

/** A Middle Eastern sweets shop's till slip (never a Saturday), sweets weighed by the gram, prices including VAT. */
export const heBaklavaSweetsShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const weighed = rng.some(BY_WEIGHT, rng.int(2, 5)).map(([name, lo, hi]) => {
      const grams = rng.int(150, 1400);
      const perKg = rng.int(lo, hi) * 100; // agorot per kilogram
      return { name, grams, perKg, sum: Math.round((grams * perKg) / 1000) };
    });
    const pieces = rng.chance(0.7)
      ? rng.some(BY_PIECE, rng.int(1, 2)).map(([name, lo, hi]) => {
          const qty = rng.int(1, 3);
          const unit = rng.int(lo, hi) * 100;
          return { name, qty, unit, sum: qty * unit };
        })
      : [];
    const gross = total([...weighed.map((w) => w.sum), ...pieces.map((p) => p.sum)]);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'כנאפה וסוכר מתוקים בע"מ' : 'רחל אבוטבול';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(2, 4)}/${String(rng.int(1, 99999)).padStart(6, '0')}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : amount(c));
    const kg = (g: number) => `${Math.floor(g / 1000)}.${String(g % 1000).padStart(3, '0')}`;
    const at = hhmm(rng.int(8 * 60, weekdayOf(date) === 5 ? 14 * 60 : 21 * 60));
    const lines = [
      ...weighed.map((w) => `<div class="item">${row(w.name, ltr(money(w.sum)))}<div class="sm">${ltr(kg(w.grams))} ק"ג × ${ltr(amount(w.perKg))} ₪ לק"ג</div></div>`),
      ...pieces.map((p) => `<div class="item">${row(p.name, ltr(money(p.sum)))}<div class="sm">${ltr(`${p.qty} × ${amount(p.unit)}`)}</div></div>`),
    ].join('');
    const card = rng.chance(0.6);
    const cash = Math.ceil(gross / 5000) * 5000;
    const payment = card
      ? `${row('כרטיס אשראי', ltr(`**** ${rng.digits(4)}`))}${row('מס׳ אישור', ltr(rng.digits(6)))}`
      : `${row('מזומן', ltr(money(cash)))}${row('עודף', ltr(money(cash - gross)))}`;
    const body = co
      ? `<div class="c"><div class="brand">כנאפה וסוכר</div><div class="sm">ממתקים מזרחיים · בקלאווה · כנאפה</div><div class="sm">רח׳ הרצל 88, רמלה · טל׳ ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית', ltr(doc))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שעה', ltr(at))}${row('קופה / קופאי', ltr(`${rng.int(1, 3)} / ${rng.int(101, 140)}`))}
<div class="rule"></div>${lines}<div class="rule"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לפני מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>${payment}<div class="rule"></div>
<div class="c sm">כשר בהשגחת הרבנות רמלה · תעודה ${ltr(rng.digits(5))}</div><div class="c sm">תודה ובתיאבון!</div>`
      : `<div class="c"><div class="brand2">המתוקים של רחל</div><div class="sm">בקלאווה · כנאפה · מעמול</div><div class="sm">השוק העירוני, באר שבע · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">קבלה - חשבונית מס ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'dd.mm.yy'))} &nbsp; ${ltr(at)}</div>
<div class="rule"></div>${lines}<div class="rule"></div>
${row('סה"כ', `${ltr(amount(gross))} ש"ח`, 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(amount(vat)))}
<div class="rule"></div>${payment}<div class="rule"></div>
<div class="c sm">רחל אבוטבול · עוסק מורשה ${ltr(taxId)}</div><div class="c sm">לשמור בטמפרטורת החדר · תודה!</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${150 + (weighed.length + pieces.length) * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Hadasim CLM'" : "'Ellinia CLM'"};font-size:${co ? 11 : 10.5}px;width:${width - 8}mm;padding:4mm}
.brand{font-size:19px;font-weight:bold}.brand2{font-size:17px;font-weight:bold}.big{font-size:1.2em}.item{margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
