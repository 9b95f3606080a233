import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-zanav-shop-till';

/** Item, agorot with VAT in 2022, food (the club discount applies). */
const UNITS: [string, number, boolean][] = [
  ['מזון יבש לכלב בוגר 3 ק"ג', 8990, true],
  ['מזון יבש לכלב בוגר 12 ק"ג', 27990, true],
  ['מזון לגורים 2 ק"ג', 7490, true],
  ['מזון לחתול מעוקר 1.5 ק"ג', 6290, true],
  ['שימורי חתול עוף ואורז', 890, true],
  ['חטיף לעיסה לכלב', 1990, true],
  ['חול מתגבש לחתול 10 ליטר', 4490, false],
  ['רצועה מתכווננת', 5990, false],
  ['קערת נירוסטה', 2490, false],
  ['צעצוע חבל לכלב', 2190, false],
  ['שמפו לכלבים', 3490, false],
  ['מתקן מים לציפורים', 1890, false],
  ['טיפות נגד פרעושים', 6990, false],
];
/** Weighed seed mixes: name, agorot a kilogram with VAT in 2022. */
const WEIGHED: [string, number][] = [
  ['תערובת לתוכים בתפזורת', 2400],
  ['דוחן לבן בתפזורת', 1400],
  ['גרעיני חמנייה לציפורים', 1900],
  ['תערובת לקנרים', 2200],
];

/**
 * A pet-food shop at Kfar Vradim, the till slip, 72 mm (Ellinia CLM for the name, FreeSans): "זנב ונוצה" large with
 * "מזון · אביזרים · ציפורים" under it; the company "ג.ל. נוצה וזנב בע"מ" with "ח.פ." hyphenated, the shopping centre
 * and the phone; a dotted rule; "חשבונית מס קבלה" and "מס' חשבונית" seven digits (yy and five); "קופה", "עסקה"
 * (a distractor) and the date dd.mm.yy with the time; items by the unit (quantity × price and sum) and seed mixes
 * weighed ("0.845 ק"ג × 24.00 לק"ג"); for club members the member's number and "הנחת חבר מועדון 7%" on the food as a
 * negative line; "סה"כ לתשלום", "מתוכו מע"מ n%" and "סה"כ ללא מע"מ" (contained); card (last digits, payments) or
 * cash with change; not Saturday.
 */
export const heZanavShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const p = (a: number) => Math.round((a * rise) / 10) * 10;
    const units = rng.some(UNITS, rng.int(2, 6)).map(([name, price, food]) => ({ name, q: rng.int(1, name.includes('שימורי') ? 12 : 2), unit: p(price), food }));
    const weighed = rng.chance(0.55) ? rng.some(WEIGHED, rng.int(1, 2)).map(([name, kg]) => ({ name, g: rng.int(250, 2400), kg: p(kg) })) : [];
    const lines = [
      ...units.map((u) => ({ name: u.name, detail: ltr(`${u.q} × ${amount(u.unit)}`), sum: u.q * u.unit, food: u.food })),
      ...weighed.map((w) => ({ name: w.name, detail: `${ltr((w.g / 1000).toFixed(3))} ק"ג × ${ltr(amount(w.kg))} לק"ג`, sum: Math.round((w.g * w.kg) / 1000), food: true })),
    ];
    const member = rng.chance(0.6);
    const discount = member ? share(total(lines.filter((l) => l.food).map((l) => l.sum)), 7) : 0;
    const gross = total(lines.map((l) => l.sum)) - discount;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ג.ל. נוצה וזנב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(5)}`;
    const time = rng.int(9 * 60, 20 * 60);
    const card = rng.chance(0.7);
    const paid = card ? gross : Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="nm">זנב ונוצה</div><div class="c">מזון · אביזרים · ציפורים</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(hyphenId(taxId))}</div>
<div class="c sm">מרכז מסחרי, כפר ורדים · ${ltr(landline(rng))}</div><div class="dot"></div>
<div class="ti">חשבונית מס קבלה</div>${r("מס' חשבונית", ltr(doc), 'b')}${r('קופה', ltr(String(rng.int(1, 3))))}${r('עסקה', ltr(String(rng.int(10000, 99999))))}${r('תאריך', ltr(`${dt(date, 'dd.mm.yy')}  ${hhmm(time)}`))}
${member ? r('חבר מועדון', ltr(cellular(rng))) : ''}<div class="dot"></div>
${lines.map((l) => `<div class="it">${l.name}</div>${r(`<span class="sm">${l.detail}</span>`, ltr(amount(l.sum)))}`).join('')}
${member ? r('הנחת חבר מועדון 7%', ltr(`-${amount(discount)}`)) : ''}<div class="dot"></div>
${r('סה"כ לתשלום', ltr(amount(gross)), 'big')}${r(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${r('סה"כ ללא מע"מ', ltr(amount(gross - vat)))}<div class="dot"></div>
${card ? `${r('אשראי', ltr(`**** ${rng.digits(4)}`))}${r('תשלומים', ltr('1'))}${r("מס' אישור", ltr(rng.digits(7)))}` : `${r('מזומן', ltr(amount(paid)))}${r('עודף', ltr(amount(paid - gross)))}`}
<div class="c sm ft">החלפה תוך ${ltr('14')} יום בצירוף החשבונית<br>תודה ולהתראות!</div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;width:64mm;padding:3mm 4mm}.nm{font-family:'Ellinia CLM';font-size:34px;text-align:center;font-weight:bold;line-height:1.1}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.dot{border-top:2px dotted #000;margin:5px 0}.ti{text-align:center;font-weight:bold;font-size:14px;margin:3px 0}.r{display:flex;justify-content:space-between;gap:6px;margin:1px 0}.it{margin-top:3px}.big{font-size:17px;font-weight:bold}.ft{margin-top:8px}`;
    const page = '72mm 230mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
