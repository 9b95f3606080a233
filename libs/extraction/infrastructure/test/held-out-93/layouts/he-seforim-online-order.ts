import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-seforim-online-order';

/** Title, agorot with VAT in 2022. */
const BOOKS: [string, number][] = [
  ['משנה ברורה - סט 6 כרכים', 34900],
  ['חומש "אור החיים" מנוקד', 8900],
  ['סידור תפילה - עור חום', 12900],
  ['תלמוד בבלי - מסכת ברכות', 11900],
  ['הגדה של פסח מאוירת', 5900],
  ['ספר תהלים כיס', 2900],
  ['מחזור לימים נוראים - 2 כרכים', 16900],
  ['שולחן ערוך המבואר - אורח חיים', 9900],
  ['קיצור שולחן ערוך מנוקד', 4900],
];
const TOWNS = ['אלעד', 'קריית ביאליק', 'גבעתיים', 'אור יהודה', 'קריית מלאכי', 'רכסים', 'קריית יערים'];

/**
 * An online shop of Hebrew religious books, its invoice e-mailed as a PDF, A4 (Noto Rashi Hebrew for the slogan,
 * Ellinia CLM): the shop's name and the company with "ח.פ." spaced, "חשבונית מס/קבלה" "מס' מסמך nnnnnnn", date
 * dd/mm/yyyy and the web order "#nnnnnn" of an earlier day, buyer and delivery address, titles with quantity and price
 * including VAT, a coupon "חג10" as a minus on some, delivery by courier or free from 299 ₪ or pickup, "סה"כ לתשלום"
 * "₪ …", "המחירים כוללים מע"מ n%" with the VAT and the net, paid by card in up to three payments.
 */
export const heSeforimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const books = rng.some(BOOKS, rng.int(1, 5)).map(([name, p]) => ({ name, q: rng.int(1, 3), p: Math.round((p * up) / 100) * 100 - 10 }));
    const sub = total(books.map((b) => b.p * b.q));
    const coupon = rng.chance(0.3) ? Math.round(sub * 0.1) : 0;
    const pickup = rng.chance(0.25);
    const ship = pickup ? 0 : sub - coupon >= 29900 ? 0 : 3500;
    const gross = sub - coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'אוצר הספר התורני ברשת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000000, 3999999));
    const ordered = plus(date, -rng.int(0, 3));
    const rows = books.map((b) => [b.name, ltr(String(b.q)), ltr(`${amount(b.p)} ₪`), ltr(`${amount(b.p * b.q)} ₪`)]);
    const payments = gross > 30000 ? rng.pick([1, 2, 3]) : 1;
    const body = `<div class="hd"><div><div class="nm">אוצר הספר</div><div class="slogan">ספרי קודש עד הבית</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>${ltr('www.otzar-hasefer.co.il')} · ${ltr(cellular(rng))}</div></div>
<div class="t">חשבונית מס/קבלה</div><div class="meta"><span>מס' מסמך: <b>${ltr(doc)}</b></span><span>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</span><span>הזמנה באתר: ${ltr(`#${rng.int(100000, 999999)}`)} מיום ${ltr(dt(ordered, 'dd/mm/yyyy'))}</span></div>
<div class="addr"><div><b>לקוח:</b> ${rng.pick(['הרב משה פרידמן', 'שרה לוי', 'אליהו ביטון', 'חנה רוזנברג', 'יעקב אזולאי'])}</div><div><b>משלוח אל:</b> ${pickup ? 'איסוף עצמי מנקודת חלוקה' : `${rng.pick(["רח' הרב קוק", "רח' הנביאים", "רח' רבי עקיבא", 'רח\' החיד"א'])} ${ltr(String(rng.int(1, 90)))}, ${rng.pick(TOWNS)}`}</div></div>
${items(['שם הספר', 'כמות', "מחיר ליח'", 'סה"כ'], rows)}
<table class="tot"><tr><th>סכום ביניים</th><td>${ltr(`${amount(sub)} ₪`)}</td></tr>${coupon ? `<tr><th>קופון "חג10" (${ltr('10%')})</th><td>${ltr(`-${amount(coupon)} ₪`)}</td></tr>` : ''}
<tr><th>${pickup ? 'איסוף עצמי' : 'משלוח עם שליח'}</th><td>${ship ? ltr(`${amount(ship)} ₪`) : 'חינם'}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr>
<tr><th>המחירים כוללים מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(`${amount(vat)} ₪`)}</td></tr><tr><th>סכום לפני מע"מ</th><td>${ltr(`${amount(gross - vat)} ₪`)}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))}${payments > 1 ? ` ב-${ltr(String(payments))} תשלומים` : ''}</div>
<div class="sm note">ספרים שנפתחה עטיפתם אינם ניתנים להחזרה. שאלות על ההזמנה: שירות לקוחות בימים א'-ה'.</div>`;
    const css = `${baseCss}
body{font-family:'Ellinia CLM';font-size:13px;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #2b3f6b;padding-bottom:8px}
.nm{font-size:34px;font-weight:bold;color:#2b3f6b}.slogan{font-family:'Noto Rashi Hebrew';font-size:15px}.co{text-align:end;font-size:11.5px}.t{text-align:center;font-size:22px;font-weight:bold;margin:12px 0 4px}
.meta{display:flex;justify-content:space-between;border:1px solid #aab;padding:5px 8px;background:#f2f4f8}.addr{margin:10px 0;line-height:1.6}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:end}
.tot{width:50%;margin-inline-start:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:15px;border-top:2px solid #2b3f6b;border-bottom:1px solid #2b3f6b}.tot tr.g th{font-weight:bold}
.pay{margin-top:12px}.note{margin-top:12px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
