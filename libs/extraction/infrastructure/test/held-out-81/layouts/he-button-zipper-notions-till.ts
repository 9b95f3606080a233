import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { mul } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-button-zipper-notions-till';

/** Goods: name, price in agorot (2022), and whether sold by the metre. */
const GOODS: [string, number, boolean][] = [
  ['רוכסן מתכת 20 ס"מ', 900, false],
  ['רוכסן סמוי 60 ס"מ', 1400, false],
  ['רוכסן מפריד למעיל', 2800, false],
  ['כפתורי עץ - כרטיס 6', 1800, false],
  ['כפתורי צדף - כרטיס 4', 2400, false],
  ['סרט סאטן 25 מ"מ', 490, true],
  ['גומי לבן 10 מ"מ', 250, true],
  ['תחרה כותנה', 1290, true],
  ['חוט תפירה 500 מ׳', 1100, false],
  ['סיכות ראש - קופסה', 1500, false],
  ['פליזלין מודבק', 1890, true],
  ['סט מחטי יד', 800, false],
];

/**
 * A haberdasher on Nahalat Binyamin, Tel Aviv, 80 mm till (FreeMono): the shop's name, the company with "ע.מ." and its
 * id, "חשבונית מס קבלה" and the number with the till's prefix ("קופה 2 / מס׳"), the date (yyyy-mm-dd) and time, goods by
 * the unit or by the metre ("2.50 m x 4.90"), "סה"כ" in double height, "כולל מע"מ", cash with change or card. Closed on
 * Saturdays.
 */
export const heButtonZipperNotionsTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(2, 7)).map(([name, p, metre]) => {
      const each = Math.round((p * up) / 10) * 10;
      const qty = metre ? rng.pick([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]) : rng.int(1, 4);
      return { name, metre, qty, each, sum: mul(qty, each) };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'כפתור ופרח סדקית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const tm = `${String(rng.int(9, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cash = rng.chance(0.45);
    const paid = Math.ceil(gross / 2000) * 2000;
    const body = `<div class="c nm">כפתור ופרח</div><div class="c">סדקית · רוכסנים · כפתורים</div><div class="c">נחלת בנימין ${ltr(String(rng.int(20, 90)))}, תל אביב</div><div class="c">${vendorName}</div><div class="c">ע.מ. ${ltr(taxId)}</div>
<div class="d">================================</div><div class="c b">חשבונית מס קבלה</div>${row('קופה 2 / מס׳', ltr(doc))}${row(ltr(date), ltr(tm))}<div class="d">--------------------------------</div>
${lines.map((l) => `<div>${l.name.replace(/\d+/g, (m) => ltr(m))}</div>${row(ltr(`${l.metre ? `${l.qty.toFixed(2)} m` : String(l.qty)} x ${amount(l.each)}`), ltr(amount(l.sum)))}`).join('')}
<div class="d">--------------------------------</div><div class="big">${row('סה"כ', ltr(amount(gross)))}</div>${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="d">--------------------------------</div>${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('אשראי', ltr(amount(gross)))}${row('כרטיס', ltr(`**${rng.digits(4)}`))}`}
<div class="d">================================</div><div class="c">החזרה עם חשבונית תוך 7 ימים<br>(לא על סחורה חתוכה במטר)</div>`;
    const css = `body{font-family:'FreeMono','Miriam Mono CLM';font-size:12px;width:70mm;padding:5mm}.c{text-align:center}.b{font-weight:bold}.nm{font-size:22px;font-weight:bold}.row{display:flex;justify-content:space-between;gap:4px}.d{overflow:hidden;white-space:nowrap}.big{font-size:20px;font-weight:bold;margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
