import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, sh } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'mixed-zipline-adventure-park-receipt';

/** Activities: Hebrew, English, per participant?, lowest and highest price in whole shekels (with VAT). */
const ACTIVITIES: [string, string, boolean, number, number][] = [
  ['אומגה 1.2 ק"מ', 'Zipline 1.2 km', true, 129, 169],
  ['מסלול חבלים', 'Ropes course', true, 89, 119],
  ['נדנדת ענק', 'Giant swing', true, 79, 99],
  ['מסלול חבלים לילדים', "Kids' ropes course", true, 59, 69],
  ['כרטיס משולב אומגה + חבלים', 'Combo: zipline + ropes', true, 199, 239],
  ['חבילת צילומים', 'Photo package', false, 49, 69],
  ['סרטון מצלמת קסדה', 'Helmet-cam video', false, 79, 99],
  ['לוקר', 'Locker', false, 10, 15],
];

/** A zipline and ropes park's receipt with Hebrew and English labels (March to November), prices including VAT. */
export const mixedZiplineAdventureParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const people = co ? rng.int(2, 14) : rng.int(1, 6);
    const picked = rng.some(ACTIVITIES, rng.int(2, 4));
    if (!picked.some((a) => a[2])) picked.unshift(ACTIVITIES[0]);
    const lines = picked.map(([he, en, each, lo, hi]) => ({ he, en, qty: each ? rng.int(1, people) : rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const sums = lines.map((l) => l.qty * l.unit);
    const sub = total(sums);
    // Groups of eight or more get 10% off.
    const discount = co && people >= 8 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub - discount;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'אתגר הכרמל פארקים בע"מ' : 'שגיא לוזון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZP-${rng.int(100000, 999999)}` : `Z${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const f = co ? dt(date, 'd Mon yyyy') : dt(date, 'dd.mm.yyyy');
    const L = (he: string, en: string) => `${he} · <span class="en">${ltr(en)}</span>`;
    const slot = hhmm(rng.int(18, 34) * 30);
    const card = `****${rng.digits(4)}`;
    if (co) {
      const body = `<div class="head"><div><div class="brand">אומגה הכרמל · CARMEL ZIPLINE PARK</div><div class="sm">צומת בית אורן, הכרמל · Beit Oren Junction, Mount Carmel · ${ltr(landline(rng))}</div></div>
<div class="sm vend">${vendorName}<br>ח.פ. / ${ltr('Co. No.')} ${ltr(hyphenId(taxId))}</div></div>
<h1>${L('קבלה / חשבונית מס', 'Receipt / Tax invoice')}</h1>
${pairs(
  [
    [L('מספר', 'No.'), ltr(doc)],
    [L('תאריך', 'Date'), ltr(f)],
    [L('שעת יציאה', 'Start time'), ltr(slot)],
    [L('משתתפים', 'Participants'), String(people)],
    [L('הזמנה', 'Booking'), ltr(`CZ${rng.digits(7)}`)],
    [L('הצהרת בריאות', 'Waivers signed'), String(people)],
  ],
  3,
)}
${items(
  [L('פעילות', 'Activity'), L('כמות', 'Qty'), L('מחיר', 'Price'), L('סכום', 'Amount')],
  lines.map((l, i) => [L(l.he, l.en), String(l.qty), ltr(money(l.unit)), ltr(money(sums[i]))]),
)}
<div class="sum">${discount ? `${row(L('סכום ביניים', 'Subtotal'), ltr(money(sub)))}${row(L('הנחת קבוצה 10%', 'Group discount 10%'), ltr(money(-discount)))}` : ''}${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}${row(L('אשראי', 'Card'), ltr(card))}</div>`;
      const css = `${baseCss}
body{font-family:'FreeSans';font-size:11px;padding:9mm;box-sizing:border-box;height:147mm}
.head{display:flex;justify-content:space-between;border-bottom:3px solid #558b2f;padding-bottom:4px}.brand{font-size:20px;font-weight:bold;color:#558b2f}.vend{text-align:left}
h1{font-size:14px;margin:6px 0 4px}.en{color:#555}.pairs{width:100%}.items{margin:4px 0}.sum{width:50%;margin-right:auto}.big{font-size:1.12em}`;
      return {
        html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
        page: 'A5 landscape',
        truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
      };
    }
    const body = `<div class="c"><div class="brand2">אומגת כזיב<br>KZIV ZIP</div><div class="sm">נחל כזיב, גליל מערבי · ${ltr(cellular(rng))}</div></div><div class="rule"></div>
<div class="c b">${L('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f))}${row(L('שעה', 'Slot'), ltr(slot))}${row(L('משתתפים', 'Riders'), String(people))}<div class="rule"></div>
${lines.map((l, i) => `<div>${l.he}</div><div class="en">${l.en}</div>${row(ltr(`${l.qty} × ${money(l.unit)}`), ltr(money(sums[i])))}`).join('')}<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `VAT ${rate}% incl.`), ltr(money(vat)))}<div class="rule"></div>
${rng.chance(0.5) ? `${row(L('אשראי', 'Card'), ltr(card))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}` : `${row(L('ביט', 'Bit'), ltr(`${rng.digits(3)}-${rng.digits(4)}`))}`}
<div class="rule"></div><div class="c sm">שגיא לוזון · ${L('עוסק מורשה', 'Licensed dealer')} ${ltr(taxId)}</div>
<div class="c sm">${L('משקל מרבי 120 ק"ג', 'Max. weight 120 kg')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans';font-size:10px;width:68mm;padding:4mm}
.brand2{font-size:15px;font-weight:bold}.en{color:#555;font-size:0.9em}.big{font-size:1.15em}`;
    const page = `76mm ${150 + lines.length * 14}mm`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
