import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-seora-bakery-till';

/** Item, agorot with VAT in 2022 a unit, or a kilogram when weighed (approximate). */
const UNITS: [string, number][] = [
  ['חלה מתוקה', 1600],
  ['חלה מקמח מלא', 1800],
  ['לחם שיפון כפרי', 2200],
  ['לחם מחמצת', 2600],
  ['באגט צרפתי', 1200],
  ['קרואסון חמאה', 900],
  ['בורקס גבינה', 800],
  ['בורקס תפו"א', 700],
  ['מאפה שמרים קינמון', 1100],
  ["פוקאצ'ה עגבניות", 1900],
  ['עוגת שמרים שוקולד', 3900],
  ['עוגת גבינה אפויה', 5800],
  ['פשטידת תרד', 4200],
  ['קפה הפוך גדול', 1400],
  ['אספרסו כפול', 1000],
  ['שוקו חם', 1300],
];
const WEIGHED: [string, number][] = [
  ['רוגלך שוקולד (ק"ג)', 6900],
  ['עוגיות חמאה (ק"ג)', 8400],
  ['ביסקוטי שקדים (ק"ג)', 9800],
  ['מאפי שמרים קטנים (ק"ג)', 5900],
];
const CASHIERS = ['שירה', 'מאיר', 'נגה', 'אליהו', 'רותם'];

/**
 * A village bakery on Zichron Ya'akov's main street, the till's slip, 80 mm (Frank Ruehl CLM for the name, FreeMono):
 * a drawn sheaf beside "שעורה" and "מאפייה כפרית · קפה", "שעורה מאפה כפרי בע"מ" with "ח.פ." plain, the street and
 * phone; "חשבונית מס / קבלה" between dashed rules; "קופה" and "קופאי/ת" (distractors), "חשבונית" (seven digits), the
 * date dd/mm/yy and time; items "q x price" with the sum, weighed items as kilograms to the gram x the price a kilo
 * (rounded to ten agorot); sometimes "הנחת חבר מועדון 10%" on the whole (negative); "לתשלום" large, "סכום ללא מע"מ"
 * and "מע"מ n%" (contained); card (last digits, approval, "מס' עסקה") or cash with change; not Saturday.
 */
export const heSeoraBakeryTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const lines: { name: string; detail: string; sum: number }[] = [];
    for (const [name, p] of rng.some(UNITS, rng.int(2, 6))) {
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, 4);
      lines.push({ name, detail: `${q} x ${amount(price)}`, sum: q * price });
    }
    if (rng.chance(0.7)) {
      const [name, p] = rng.pick(WEIGHED);
      const perKg = Math.round((p * rise) / 10) * 10;
      const grams = rng.int(180, 950);
      lines.push({ name, detail: `${(grams / 1000).toFixed(3)} x ${amount(perKg)}`, sum: Math.round((grams * perKg) / 1000 / 10) * 10 });
    }
    const sub = total(lines.map((l) => l.sum));
    const club = rng.chance(0.35) ? Math.round((sub * 10) / 100 / 10) * 10 : 0;
    const gross = sub - club;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שעורה מאפה כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(6)}`;
    const hh = rng.int(6, 19);
    const time = `${String(hh).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const f = (s: string) => ltr(s);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    let pay: string;
    if (rng.chance(0.55)) {
      pay = `${r('אשראי', f(amount(gross)))}${r('כרטיס', f(`****${rng.digits(4)}`))}${r("מס' אישור", f(rng.digits(7)))}${r("מס' עסקה", f(rng.digits(9)))}`;
    } else {
      const paid = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0);
      const change = paid - gross;
      pay = `${r('מזומן', f(amount(paid)))}${r('עודף', f(amount(change)))}`;
    }
    const sheaf = `<svg width="34" height="40" viewBox="0 0 34 40"><g stroke="#000" stroke-width="1.6" fill="none"><path d="M17 39 L17 12"/><path d="M17 30 L8 10"/><path d="M17 30 L26 10"/></g><g fill="#000"><ellipse cx="17" cy="8" rx="3" ry="6"/><ellipse cx="7" cy="7" rx="2.6" ry="5.5" transform="rotate(-25 7 7)"/><ellipse cx="27" cy="7" rx="2.6" ry="5.5" transform="rotate(25 27 7)"/></g></svg>`;
    const body = `<div class="hd">${sheaf}<div><div class="nm">שעורה</div><div class="tg">מאפייה כפרית · קפה</div></div></div>
<div class="c">${vendorName}<br>ח.פ. ${f(taxId)}<br>רח' המייסדים ${f(String(rng.int(3, 70)))}, זכרון יעקב<br>טל' ${f(`04-63${rng.digits(5)}`)}</div>
<div class="dash"></div><div class="c b tt">חשבונית מס / קבלה</div><div class="dash"></div>
${r(`קופה ${f(String(rng.int(1, 3)))}`, `קופאי/ת: ${rng.pick(CASHIERS)}`)}
${r(`חשבונית ${f(doc)}`, '')}
${r(f(dt(date, 'dd/mm/yy')), f(time))}
<div class="dash"></div>
${lines.map((l) => `<div class="it">${l.name}</div>${r(`<span class="dt">${f(l.detail)}</span>`, f(amount(l.sum)))}`).join('')}
<div class="dash"></div>
${club ? `${r('סכום ביניים', f(amount(sub)))}${r('הנחת חבר מועדון 10%', f(`-${amount(club)}`))}` : ''}
${r('לתשלום', f(amount(gross)), 'big')}
${r('סכום ללא מע"מ', f(amount(gross - vat)))}
${r(`מע"מ ${f(`${rate}%`)}`, f(amount(vat)))}
<div class="dash"></div>${pay}<div class="dash"></div>
<div class="c sm">תודה ובתיאבון!<br>החלפת מוצרים עם חשבונית בלבד</div>`;
    const css = `body{font-family:'FreeMono';font-size:12.5px;width:72mm;padding:4mm;box-sizing:border-box;color:#111}
.hd{display:flex;justify-content:center;align-items:center;gap:8px}.nm{font-family:'Frank Ruehl CLM';font-size:34px;font-weight:bold;line-height:1}.tg{font-size:11px}
.c{text-align:center}.b{font-weight:bold}.tt{font-size:15px}.sm{font-size:11px}.dash{border-top:1.5px dashed #000;margin:5px 0}
.r{display:flex;justify-content:space-between;gap:6px}.it{margin-top:3px}.dt{font-size:11.5px}.big{font-size:17px;font-weight:bold;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 400mm', css, body }),
      page: '80mm 400mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
