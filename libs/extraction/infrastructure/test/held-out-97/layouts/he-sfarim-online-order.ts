import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-sfarim-online-order';

/** Title, author, agorot with VAT in 2022. */
const BOOKS: [string, string, number][] = [
  ['הבית ברחוב השקדים', 'נעמה רז', 8800],
  ['מפה של ים', 'יונתן אלמגור', 9800],
  ['המטבח של סבתא רחל', 'רחל בן-דוד', 12900],
  ['מדריך לצפרות בעמקים', 'גיל שחר', 14900],
  ['אלגברה לינארית למתחילים', 'ד"ר עמית לוי', 11800],
  ['הנסיך והזאב', 'מיכל ארד', 6800],
  ['לילה בתחנה האחרונה', 'אסף קדם', 8900],
  ['גינה במרפסת', 'תמר אופיר', 7900],
  ['היסטוריה קצרה של המפות', 'דניאל שטרן', 10800],
  ['שירים מן הצריף', 'עדי ניר', 5900],
];
const BUYERS = ['אביגיל כהן, ראשון לציון', 'יובל מזרחי, חולון', 'ליאת פרץ, עפולה', 'נועם שגב, באר שבע', 'הדס גולן, רחובות'];

/**
 * An online bookshop's order invoice, A4 like an e-mail printed (Shofar for the brand, DejaVu Sans): "מדף עליון" with
 * "חנות ספרים ברשת" and the site's address, the company with "ח.פ." plain and the Or Yehuda warehouse in small grey
 * type; "תודה על ההזמנה!" with "הזמנה #nnnnnn" of the same day or the day before; a boxed "חשבונית מס-קבלה" with "מס'
 * OL-nnnnnn" and "הופקה dd/mm/yyyy hh:mm"; each book (title, author, quantity, price, sum with VAT); "סכום ביניים",
 * sometimes "קופון מועדון 10%" as a minus, delivery (to a pickup point 14.90, by courier 29.90; pickup free from 199),
 * "סה"כ שולם" "₪ …", "המחיר כולל מע"מ n% בסך" (contained); card and the delivery address.
 */
export const heSfarimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(BOOKS, rng.int(1, 5)).map(([t, a, p]) => ({ t, a, p: Math.round((p * rise) / 100) * 100 - 10, q: rng.chance(0.15) ? 2 : 1 }));
    const sub = total(lines.map((l) => l.p * l.q));
    const coupon = rng.chance(0.35) ? share(sub, 10) : 0;
    const courier = rng.chance(0.4);
    const ship = courier ? 2990 : sub - coupon >= 19900 ? 0 : 1490;
    const gross = sub - coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מדף עליון ספרים ברשת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `OL-${rng.int(100000, 999999)}`;
    const ordered = rng.chance(0.5) ? date : plus(date, -1);
    const body = `<div class="hd"><div><span class="br">מדף עליון</span> <span class="tg">חנות ספרים ברשת · ${ltr('www.madaf-elyon.co.il')}</span></div><div class="gr">${vendorName} · ח.פ. ${ltr(taxId)} · מחסן: רח' המלאכה, אור יהודה</div></div>
<h1>תודה על ההזמנה!</h1><p>הזמנה ${ltr(`#${rng.int(100000, 999999)}`)} מיום ${ltr(dt(ordered, 'dd/mm/yyyy'))} נארזה ויצאה למשלוח.</p>
<div class="box"><b>חשבונית מס-קבלה</b> · מס' ${ltr(doc)} · הופקה ${ltr(dt(date, 'dd/mm/yyyy'))} ${ltr(hhmm(rng.int(8 * 60, 23 * 60)))}</div>
<table class="it"><thead><tr><th>ספר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td><b>${l.t}</b><div class="gr">${l.a}</div></td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.p * l.q))}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>סכום ביניים</td><td>${ltr(amount(sub))}</td></tr>${coupon ? `<tr><td>קופון מועדון ${ltr('10%')}</td><td>${ltr(`-${amount(coupon)}`)}</td></tr>` : ''}
<tr><td>${courier ? 'שליח עד הבית' : 'איסוף מנקודת חלוקה'}</td><td>${ship ? ltr(amount(ship)) : 'חינם'}</td></tr><tr class="g"><td>סה"כ שולם</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><td class="gr">המחיר כולל מע"מ ${ltr(`${rate}%`)} בסך</td><td class="gr">${ltr(amount(vat))}</td></tr></table>
<div class="pay">שולם בכרטיס המסתיים ב-${ltr(rng.digits(4))} · ${rng.pick(BUYERS)}</div><div class="gr ft">מסמך ממוחשב · לשאלות: ${ltr('service@madaf-elyon.co.il')}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:12px;padding:14mm 22mm;color:#222}.hd{border-bottom:1px solid #bbb;padding-bottom:8px}.br{font-family:'Shofar','DejaVu Sans';font-size:30px;font-weight:bold;color:#6a2c70}.tg{font-size:12px}.gr{color:#777;font-size:10.5px}
h1{font-size:20px;margin:16px 0 4px}.box{border:1.5px solid #6a2c70;border-radius:6px;padding:8px;margin:12px 0;font-size:13px}.it{width:100%;border-collapse:collapse}.it th{text-align:start;border-bottom:2px solid #6a2c70;padding:4px}.it td{padding:6px 4px;border-bottom:1px solid #eee}.it td:nth-child(n+2){text-align:end;vertical-align:top}
.tot{width:75mm;margin:12px 0 0;margin-inline-start:auto}.tot td{padding:3px}.tot td:last-child{text-align:end}.tot .g td{font-weight:bold;font-size:15px;border-top:1px solid #6a2c70}.pay{margin-top:18px}.ft{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
