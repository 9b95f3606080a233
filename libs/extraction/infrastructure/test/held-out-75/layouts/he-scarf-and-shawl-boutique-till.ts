import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-scarf-and-shawl-boutique-till';

/** Goods: Hebrew name, Latin material or size tag, lowest and highest price in agorot (VAT included, 2022). */
const GOODS: [string, string, number, number][] = [
  ['צעיף קשמיר', 'Cashmere 70x180', 32000, 46000],
  ['שאל משי מודפס', '100% Silk', 18900, 27900],
  ['צעיף צמר מרינו', 'Merino', 12900, 18900],
  ['פשמינה חלקה', 'Pashmina', 9900, 14900],
  ['כיסוי ראש מודאל', 'Modal', 5900, 8900],
  ['בנדנה כותנה', 'Cotton 55x55', 3900, 5900],
  ['צעיף לולאה סרוג', 'Infinity', 7900, 11900],
  ['שאל ערב עם פייטים', 'Evening', 14900, 21900],
  ['צעיף פשתן קיצי', 'Linen', 8900, 12900],
  ['סיכת שאל', 'Brooch', 2900, 4900],
  ['מטפחת כיס', 'Pocket square', 3500, 5500],
];

/**
 * A scarf and shawl boutique's till slip in Kfar Saba, 80 mm (Nachlieli CLM): shop name with its company and id,
 * "חשבונית מס / קבלה" with a five-digit number, till and saleswoman, date and time on one line, each item on two lines
 * (name with its Latin tag, then quantity x price and the sum), a 10% club discount on some, VAT contained, card or
 * cash with change. Closed on Saturdays, Fridays until two.
 */
export const heScarfAndShawlBoutiqueTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([he, tag, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 1000) * 1000 - 100;
      const qty = tag === 'Brooch' || tag === 'Pocket square' || rng.chance(0.15) ? rng.int(1, 2) : 1;
      return { he, tag, unit, qty, sum: unit * qty };
    });
    const sub = total(lines.map((l) => l.sum));
    const club = rng.chance(0.4) ? share(sub, 10) : 0;
    const gross = sub - club;
    const vat = vatIn(gross, rate);
    const vendorName = 'אלמה טקסטיל ואופנה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 69999));
    const minutes = weekdayOf(date) === 5 ? rng.int(570, 830) : rng.int(570, 1170);
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0) : gross;
    const seller = rng.pick(['רוני', 'מיכל', 'אורית', 'סיגל', 'נטע']);
    const body = `<div class="c"><div class="brand">שאל-לה</div><div class="sm">צעיפים · שאלים · כיסויי ראש</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ ויצמן ${ltr(String(rng.int(20, 140)))}, כפר סבא · ${ltr(`09-76${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
<div class="c sm">מקור</div>
${row(`קופה ${ltr(String(rng.int(1, 2)))} · מוכרת: ${seller}`, ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(minutes)}`), 'sm')}
<div class="rule"></div>
${lines.map((l) => `<div class="it"><div>${l.he} ${ltr(l.tag)}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.sum)), 'sm')}</div>`).join('')}
<div class="rule"></div>
${club ? `${row('סה"כ לפני הנחה', ltr(amount(sub)))}${row(`הנחת מועדון ${ltr('10%')}`, ltr(`-${amount(club)}`))}` : ''}
${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${row('סכום ללא מע"מ', ltr(amount(gross - vat)), 'sm')}
<div class="rule"></div>
${
  cash
    ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`
    : `${row(`אשראי ${ltr(rng.pick(['Visa', 'Mastercard', 'Isracard']))}`, ltr(`****${rng.digits(4)}`))}${row('מספר אישור', ltr(rng.digits(7)))}${row('תשלומים', ltr(gross > 40000 && rng.chance(0.5) ? '3' : '1'))}`
}
<div class="rule"></div>
<div class="c sm">החלפה תוך ${ltr('14')} יום בצירוף חשבונית. פריטי משי לא יוחלפו לאחר הסרת התווית.</div>
<div class="c sm">תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm}.brand{font-size:24px;font-weight:bold;letter-spacing:1px}.it{margin:3px 0}.big{font-size:1.3em;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
