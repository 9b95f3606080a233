import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

/** Agorot a room night with half board for two, with VAT, by year (approximate). */
const NIGHT: Record<number, number> = { 2022: 128000, 2023: 134000, 2024: 139000, 2025: 146000, 2026: 152000 };
const EXTRAS: [string, number][] = [
  ['טיפול עיסוי 50 דק׳', 39000],
  ['עיסוי אבנים חמות', 45000],
  ['ארוחת צהריים בבריכה', 16800],
  ['מיני בר', 4600],
  ['כניסה לחוף הפרטי (אורח נוסף)', 9000],
  ['ארוחת ערב שף', 34000],
  ['שירות חדרים', 12400],
];

const ID = 'he-melach-folio';

/**
 * A Dead Sea hotel at Neve Zohar, the guest's folio and tax invoice-receipt, A4 (Frank Ruehl CLM for the name, Noto
 * Serif Hebrew): "מלון מלח הארץ" with a line of small capitals-style spacing "ים המלח · נווה זוהר", the company and
 * "ח.פ." in the right margin; a framed grid of the guest, room, guests, "תאריך הגעה" and "תאריך עזיבה" with weekdays
 * (dd.mm.yy), "מס' פוליו" (six digits) and "חשבונית מס / קבלה מס' 88nnnnn"; postings by date (the room with half board
 * per night, treatments, meals, minibar) in a "חיוב" column and the card in a "זיכוי" column; "סה"כ חיובים" "₪…",
 * "מזה מע"מ n%" (contained), "יתרה 0.00"; dated the departure.
 */
export const heMelachFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const night = NIGHT[Number(date.slice(0, 4))] + rng.int(-4, 6) * 1000;
    const posts: { d: string; name: string; c: number }[] = [];
    for (let i = 0; i < nights; i++) posts.push({ d: plus(arrival, i), name: 'לינה כולל חצי פנסיון', c: night });
    for (const [name, c] of rng.some(EXTRAS, rng.int(1, 4))) posts.push({ d: plus(arrival, rng.int(0, nights)), name, c: c * rng.int(1, 2) });
    posts.sort((a, b) => a.d.localeCompare(b.d));
    const gross = total(posts.map((p) => p.c));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מלח הארץ מלונאות ים המלח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `88${rng.digits(5)}`;
    const num = (s: string) => s.replace(/[0-9]+/g, (m) => ltr(m));
    const body = `<div class="hd"><div><div class="nm">מלון מלח הארץ</div><div class="sp">ים המלח · נווה זוהר</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>ד.נ. ים המלח ${ltr('86910')}<br>${ltr(`08-99${rng.digits(5)}`)}</div></div>
<table class="g"><tr><th>שם האורח</th><td>${rng.pick(['שרון ואבי לנדאו', 'מיכל ביטון', 'רמי וענבל סויסה', 'הדס גרינברג'])}</td><th>חדר</th><td>${ltr(String(rng.int(101, 640)))}</td><th>אורחים</th><td>${ltr(String(rng.int(1, 3)))}</td></tr>
<tr><th>תאריך הגעה</th><td>${heDay(arrival)} ${ltr(dt(arrival, 'dd.mm.yy'))}</td><th>תאריך עזיבה</th><td>${heDay(date)} ${ltr(dt(date, 'dd.mm.yy'))}</td><th>מס' פוליו</th><td>${ltr(rng.digits(6))}</td></tr></table>
<div class="ti">חשבונית מס / קבלה מס' ${ltr(doc)}</div>
<table class="t"><thead><tr><th>תאריך</th><th>תיאור</th><th>חיוב</th><th>זיכוי</th></tr></thead><tbody>${posts.map((p) => `<tr><td>${ltr(dt(p.d, 'dd.mm.yy'))}</td><td>${num(p.name)}</td><td>${ltr(amount(p.c))}</td><td></td></tr>`).join('')}
<tr><td>${ltr(dt(date, 'dd.mm.yy'))}</td><td>תשלום בכרטיס אשראי ${ltr(rng.digits(4))}</td><td></td><td>${ltr(amount(gross))}</td></tr></tbody></table>
<table class="s"><tr><th>סה"כ חיובים</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>מזה מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr><th>סה"כ תשלומים</th><td>${ltr(amount(gross))}</td></tr><tr class="b"><th>יתרה</th><td>${ltr('0.00')}</td></tr></table>
<div class="by">תודה שהתארחתם אצלנו · הפקיד/ה: ${rng.pick(['ליאת', 'אלכס', 'רינה', 'סהר'])}</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12px;padding:15mm 16mm}.hd{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:8px}.nm{font-family:'Frank Ruehl CLM';font-size:36px}.sp{letter-spacing:4px;font-size:13px}.co{font-size:10.5px;line-height:1.6;text-align:end}
.g{width:100%;border-collapse:collapse;margin:14px 0}.g th,.g td{border:1px solid #444;padding:4px 6px}.g th{font-weight:normal;background:#f3f3f3;font-size:11px}.ti{font-size:17px;font-weight:bold;margin:8px 0}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #000;text-align:start;padding:4px}.t td{padding:4px}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:end}
.s{width:80mm;margin-top:12px;margin-inline-start:auto;border-collapse:collapse;border-top:1.5px solid #000}.s th{text-align:start;font-weight:normal;padding:3px}.s td{text-align:end;padding:3px}.s .b{font-weight:bold}.by{margin-top:24px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
