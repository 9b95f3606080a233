import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-tsaatsuim-online-order';

/** Product, age, agorot with VAT in 2022. */
const PRODUCTS: [string, string, number][] = [
  ['ערכת קוביות בנייה 500 חלקים', '+6', 18990],
  ['פאזל 1000 חלקים - נמל יפו', '+12', 7990],
  ['בובת בד סרוגה', '+0', 6490],
  ['משחק קופסה "מסע לאילת"', '+8', 14990],
  ['מכונית על שלט', '+7', 22990],
  ['ערכת יצירה - צביעה על עץ', '+5', 5990],
  ['רכבת עץ עם מסילה', '+3', 24990],
  ['כדור קפיצה', '+4', 3490],
  ['מטבח משחק מעץ', '+3', 49990],
  ['ספר פעילות עם מדבקות', '+4', 3990],
];

/**
 * An online toy shop's tax invoice-receipt, A4 as a web page printed (Simple CLM for the brand, DejaVu Sans): a coloured
 * top strip with "צעצועים בקליק" and the shop's web address, then on a white card "ההזמנה שלך התקבלה" with "מספר
 * הזמנה nnnnnnn" and its date (the same day or one or two days before); a grey box with "חשבונית מס / קבלה", "TS-nnnnnn",
 * "תאריך הפקה" yyyy-mm-dd hh:mm; a product list with pictures' places, ages, quantity and price with VAT; "סכום
 * ביניים", sometimes a coupon of ₪20, delivery 24.90 (free from 250) or a pickup point 9.90, "סה"כ שולם" "₪…", "כולל
 * מע"מ n%" (contained); the company and "ח.פ." with the Mazkeret Batya warehouse in the footer; any day.
 */
export const heTsaatsuimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([name, age, p]) => ({ name, age, q: rng.int(1, 2), p: Math.round((p * rise) / 100) * 100 - 10 }));
    const sub = total(lines.map((l) => l.q * l.p));
    const coupon = rng.chance(0.35) ? 2000 : 0;
    const pickup = rng.chance(0.4);
    const ship = pickup ? 990 : sub >= 25000 ? 0 : 2490;
    const gross = sub - coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'צעצועים בקליק סחר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `TS-${rng.int(200000, 899999)}`;
    const ordered = plus(date, -rng.int(0, 2));
    const num = (s: string) => s.replace(/[0-9]+/g, (m) => ltr(m));
    const body = `<div class="strip"><span class="br">צעצועים בקליק</span><span>${ltr('www.tsaatsuim-bclick.co.il')}</span></div><div class="card">
<h1>ההזמנה שלך התקבלה, תודה!</h1><div>מספר הזמנה ${ltr(rng.digits(7))} · בוצעה ב-${ltr(dt(ordered, 'dd/mm/yyyy'))}</div>
<div class="box"><b>חשבונית מס / קבלה</b> <span class="dn">${ltr(doc)}</span><br>תאריך הפקה: ${ltr(`${date} ${hhmm(rng.int(0, 1439))}`)}</div>
<table class="t"><tbody>${lines.map((l) => `<tr><td class="pic"></td><td><b>${num(l.name)}</b><br><span class="sm">גיל ${ltr(l.age)}</span></td><td>כמות: ${ltr(String(l.q))}</td><td>${ltr(`₪${amount(l.q * l.p)}`)}</td></tr>`).join('')}</tbody></table>
<table class="s"><tr><th>סכום ביניים</th><td>${ltr(`₪${amount(sub)}`)}</td></tr>${coupon ? `<tr><th>קופון הנחה</th><td>${ltr(`-₪${amount(coupon)}`)}</td></tr>` : ''}<tr><th>${pickup ? 'איסוף מנקודת חלוקה' : 'משלוח עד הבית'}</th><td>${ship ? ltr(`₪${amount(ship)}`) : 'חינם'}</td></tr><tr class="g"><th>סה"כ שולם</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>כולל מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(`₪${amount(vat)}`)}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} (${ltr(String(rng.int(1, 3)))} תשלומים)</div></div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · מחסן: רח' הנחשול ${ltr(String(rng.int(1, 30)))}, מזכרת בתיה · שירות: ${ltr(`08-93${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11.5px;background:#fff;padding:10mm 14mm}.strip{display:flex;justify-content:space-between;align-items:center;background:#f4b400;padding:10px 16px;border-radius:8px 8px 0 0}.br{font-family:'Simple CLM';font-size:30px;font-weight:bold}
.card{border:1px solid #ccc;border-top:none;padding:14px 18px}h1{font-size:19px;margin:4px 0 6px}.box{background:#f2f2f2;border-radius:6px;padding:8px 12px;margin:12px 0;line-height:1.7}.dn{font-weight:bold;margin-inline-start:10px}
.t{width:100%;border-collapse:collapse}.t td{border-bottom:1px solid #e0e0e0;padding:8px 6px}.t td:last-child{text-align:end}.pic{width:14mm;height:12mm;background:#e8e8e8}.sm{font-size:10px;color:#555}
.s{width:80mm;margin-top:10px;margin-inline-start:auto;border-collapse:collapse}.s th{text-align:start;font-weight:normal;padding:3px}.s td{text-align:end;padding:3px}.s .g{font-weight:bold;font-size:15px;border-top:1px solid #000}.pay{margin-top:10px}.foot{margin-top:14px;font-size:9.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
