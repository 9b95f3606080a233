import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-tallit-weaving-shop-till';

/** Goods: name, price in agorot (2022, VAT included). */
const GOODS: [string, number][] = [
  ['טלית צמר ארוגה בעבודת יד', 68000],
  ['טלית משי פסים כחולים', 89000],
  ['טלית קטן צמר', 9500],
  ['עטרה רקומה', 14000],
  ['ציציות תכלת - סט', 16500],
  ['ציציות לבנות - סט', 4500],
  ['נרתיק קטיפה לטלית ותפילין', 22000],
  ['כיפה סרוגה', 3500],
  ['מפה לשבת ארוגה', 27000],
  ['פרוכת קטנה - הזמנה', 95000],
];

/**
 * A tallit weaving workshop's shop in Jerusalem, 80 mm till (Miriam Mono CLM, the shop's name in Keter YG): the shop's
 * name, the company with "ח.פ." and its id, the address and phone, "חשבונית מס/קבלה" with the till's six-digit number
 * below, date (dd/mm/yy) and time on one row with the cashier, goods with quantity and price, "סה"כ לתשלום", "מזה מע"מ"
 * with the rate, payment by card in instalments or in cash. Closed on Saturdays; Fridays until noon.
 */
export const heTallitWeavingShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const qty = p < 10000 ? rng.int(1, 4) : 1;
      const each = Math.round((p * up) / 500) * 500;
      return { name, qty, each, sum: qty * each };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'אורג התכלת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 399999));
    const friday = new Date(`${date}T12:00:00Z`).getUTCDay() === 5;
    const hour = friday ? rng.int(9, 12) : rng.int(10, 18);
    const tm = `${String(hour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const card = rng.chance(0.7);
    const payments = gross > 60000 && card ? rng.pick([1, 3, 6]) : 1;
    const body = `<div class="c shop">האורג</div><div class="c">טליתות ואריגה בעבודת יד</div><div class="c sm">${vendorName} ח.פ. ${ltr(taxId)}</div><div class="c sm">רח׳ יפו ${ltr(String(rng.int(12, 140)))}, ירושלים · טל׳ ${ltr(`02-62${rng.digits(5)}`)}</div>
<div class="rule"></div><div class="c b">חשבונית מס/קבלה</div><div class="c">מס׳ ${ltr(doc)} (מקור)</div>
${row(`${ltr(dt(date, 'dd/mm/yy'))} ${ltr(tm)}`, `קופה ${ltr('1')} · ${rng.pick(['שרה', 'יהודה', 'מיכל', 'אבי'])}`)}<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`${ltr(String(l.qty))} x ${ltr(amount(l.each))}`, ltr(amount(l.sum)))}`).join('')}
<div class="rule"></div>${row('פריטים', ltr(String(total(lines.map((l) => l.qty)))))}${row('<b>סה"כ לתשלום</b>', `<b>${ltr(amount(gross))}</b>`, 'big')}${row(`מזה מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="rule"></div>${card ? `${row('אשראי', ltr(amount(gross)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}${payments > 1 ? row('תשלומים', ltr(String(payments))) : ''}${row('מס׳ אישור', ltr(rng.digits(7)))}` : `${row('מזומן', ltr(amount(Math.ceil(gross / 5000) * 5000)))}${row('עודף', ltr(amount(Math.ceil(gross / 5000) * 5000 - gross)))}`}
<div class="c sm foot">החלפה תוך ${ltr('14')} יום בהצגת חשבונית<br>פתוח א׳-ה׳ ${ltr('10:00-19:00')}, ו׳ עד ${ltr('13:00')}</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','FreeMono';font-size:12.5px;width:72mm;padding:4mm}.shop{font-family:'Keter YG','Frank Ruehl CLM';font-size:30px}.big{font-size:16px;margin:3px 0}.foot{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
