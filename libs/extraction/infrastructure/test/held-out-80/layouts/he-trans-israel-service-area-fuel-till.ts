import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-trans-israel-service-area-fuel-till';

/** Price of a litre of 95 at self-service, in agorot, by year (an invented level near the regulated price). */
const PRICE95: Record<number, [number, number]> = { 2022: [699, 789], 2023: [688, 742], 2024: [704, 761], 2025: [711, 745], 2026: [695, 739] };
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1600],
  ['מאפה גבינה', 1400],
  ['מים מינרלים 1.5 ל׳', 900],
  ['נוזל שמשות 4 ל׳', 2900],
  ['שמן מנוע 1 ל׳', 6900],
];

/**
 * A service area's filling station on the Trans-Israel Highway (Route 6), 80 mm (Miriam Mono CLM, preformatted
 * columns): the station's name, the operating company with "ח.פ." and its id, "חשבונית מס / קבלה" and its number, a
 * separate "מס׳ עסקה" and pump, date (dd/mm/yyyy) and time, the plate, litres to two decimals times the price per litre,
 * shop items on some, "סה"כ" and "מתוכו מע"מ", card payment. Open every day.
 */
export const heTransIsraelServiceAreaFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [lo, hi] = PRICE95[Number(date.slice(0, 4))];
    const diesel = rng.chance(0.35);
    const perL = rng.int(lo, hi) + (diesel ? rng.int(-20, 10) : 0);
    const cl = rng.int(1500, 6800);
    const fuel = Math.round((cl * perL) / 100);
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)).map(([n, p]) => ({ n, p })) : [];
    const gross = fuel + total(shop.map((s) => s.p));
    const vat = vatIn(gross, rate);
    const vendorName = 'דרך הצפון תחנות שירות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(500000, 999999));
    const w = 34;
    const line = (a: string, b: string) => `${a}${' '.repeat(Math.max(1, w - a.length - b.length))}${b}`;
    const pre = [
      line('מספר עסקה', String(rng.int(10000000, 99999999))),
      line('משאבה', String(rng.int(1, 12))),
      line('תאריך', dt(date, 'dd/mm/yyyy')),
      line('שעה', hhmm(rng.int(0, 1439))),
      line('מס׳ רכב', plate(rng)),
      '-'.repeat(w),
      diesel ? 'סולר' : 'בנזין 95 - שירות עצמי',
      line(`${(cl / 100).toFixed(2)} ל׳ × ${(perL / 100).toFixed(2)}`, amount(fuel)),
      ...shop.map((s) => line(s.n, amount(s.p))),
      '-'.repeat(w),
    ].join('\n');
    const body = `<div class="c big">תחנת שירות כביש 6</div><div class="c">מחלף ${rng.pick(['עירון', 'שורק', 'קסם', 'עין תות', 'ניצני עוז'])}</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div>
<div class="c b doc">חשבונית מס / קבלה ${ltr(doc)}</div><pre>${pre}</pre>
<div class="row b tot"><span>סה"כ</span><span>${ltr(amount(gross))}</span></div><pre>${line(`מתוכו מע"מ ${rate}%`, amount(vat))}\n${line('אשראי', amount(gross))}\n${line('כרטיס', `XXXX${rng.digits(4)}`)}</pre>
<div class="c">תודה ונסיעה בטוחה</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','FreeMono';font-size:12.5px;width:72mm;padding:4mm}pre{font-family:inherit;margin:0;white-space:pre;unicode-bidi:plaintext}.big{font-size:17px;font-weight:bold}.doc{margin:6px 0;border-top:1px dashed #000;border-bottom:1px dashed #000;padding:2px 0}.tot{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
