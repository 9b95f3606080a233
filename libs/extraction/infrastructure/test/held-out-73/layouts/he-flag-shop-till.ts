import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-flag-shop-till';

/** Goods: name, lowest and highest price in agorot (VAT included). */
const GOODS: [string, number, number][] = [
  [`דגל ישראל ${ltr('90×60')} ס"מ`, 1490, 2490],
  [`דגל ישראל ${ltr('150×100')} ס"מ`, 2990, 4490],
  ['דגל לרכב עם תפס', 690, 1190],
  ['שרשרת דגלונים 10 מ׳', 1990, 2990],
  ['מוט אלומיניום לדגל 1.5 מ׳', 2490, 3490],
  ['מתקן קיר לדגל', 1490, 2290],
  ['דגל עיריית קריית גת', 3490, 4990],
  ['דגל יחידה צבאית רקום', 8990, 12990],
  ['דגלון שולחני עם בסיס', 990, 1590],
  ['סיכת דש דגל', 490, 890],
  ['כיסוי מראות לרכב', 1290, 1990],
];

/**
 * A flag shop's till slip in Kiryat Gat, 80 mm (Miriam Mono CLM): a licensed dealer under his own name, "חשבונית מס /
 * קבלה" with till and cashier, five-digit number, dd.mm.yy and time, goods by quantity × unit price, a "3 ב-" price on
 * car flags on some, VAT contained, cash with change or card.
 */
export const heFlagShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    // Closed on Saturdays.
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi]) => {
      const qty = name.startsWith('דגל לרכב') ? rng.int(1, 4) : rng.int(1, 3);
      const unit = Math.round((rng.int(lo, hi) * up) / 10) * 10;
      return { name, qty, unit, sum: qty * unit };
    });
    // Car flags: three for the price of two and a half (a fixed deal of the shop).
    const car = lines.find((l) => l.name.startsWith('דגל לרכב') && l.qty >= 3);
    const deal = car ? Math.round(car.unit / 2) : 0;
    const gross = total(lines.map((l) => l.sum)) - deal;
    const vat = vatIn(gross, rate);
    const owner = 'אבי שושן';
    const taxId = idOf(owner, false);
    const doc = String(rng.int(10000, 89999));
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0) : gross;
    const body = `<div class="c"><div class="brand">דגלים בשער</div><div>${owner} - עוסק מורשה ${ltr(taxId)}</div><div class="sm">מרכז מסחרי שער הדרום, קריית גת</div><div class="sm">טל׳ ${ltr(`08-68${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row(`קופה ${ltr(String(rng.int(1, 2)))}`, `קופאי: ${rng.pick(['אבי', 'מורן', 'שי'])}`)}
${row(ltr(dt(date, 'dd.mm.yy')), ltr(hhmm(rng.int(540, 1230))))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.sum)))}`).join('')}
${deal ? row(`מבצע ${ltr('3')} דגלי רכב`, ltr(`-${amount(deal)}`)) : ''}
<div class="dbl"></div>
${row('סה"כ לתשלום', ltr(amount(gross)), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}
${row('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}
<div class="rule"></div>
${
  cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('כרטיס אשראי', ltr(`****${rng.digits(4)}`))}${row('מס׳ אישור', ltr(rng.digits(7)))}`
}
<div class="rule"></div>
<div class="c sm">החלפה תוך ${ltr('14')} יום עם החשבונית<br>חג עצמאות שמח!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:12px;width:70mm;padding:4mm}.brand{font-size:20px;font-weight:bold;letter-spacing:1px}.big{font-size:1.25em}.row{margin:1px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName: owner, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
