import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-gefen-shop-till';

/** Hebrew, English, agorot with VAT in 2022, a bottle (counts towards the carton discount). */
const GOODS: [string, string, number, boolean][] = [
  ['קברנה סוביניון 2020', 'Cabernet Sauvignon 2020', 11900, true],
  ['מרלו מיושן בחבית', 'Merlot, barrel-aged', 13900, true],
  ['שרדונה', 'Chardonnay', 8900, true],
  ['רוזה', 'Rosé, crisp', 7900, true],
  ['בלנד היינן', "Vintner's blend", 9900, true],
  ['קריניאן מגפנים ותיקות', 'Carignan, heritage plantings', 15900, true],
  ['מוסקט קינוח', 'Muscat dessert', 8400, true],
  ['תירוש ענבים', 'Grape must, unfermented', 2400, false],
  ['סדרת טעימה – 4 כוסות', 'Sampler, 4 pours', 6000, false],
  ['חולץ פקקים מנירוסטה', 'Stainless corkscrew', 4900, false],
  ['אריזת מתנה לבקבוק', 'Gift sleeve, single', 1500, false],
];

/**
 * A winery's visitor shop at Kafr Kanna, the till slip, 76 mm (Frank Ruehl CLM for the Hebrew, C059 for the English and
 * figures): "יקב גפן כנא" with "GEFEN · KAFR KANNA" in spaced capitals and a vine-leaf rule, the company "יקב גפן
 * כנא בע"מ" and "ח.פ." spaced in threes; "חשבונית מס-קבלה / Tax invoice-receipt" and "מס' / No." nnnnn/n; the date
 * d.m.yyyy and time and "קופאי/ת / Cashier"; goods as two-line cells (Hebrew, English) with quantity × price and sum;
 * "הנחת קרטון 10% / Carton discount 10%" on the bottles when six or more, negative; "סה"כ / Total" "… ₪", "כולל מע"מ
 * n% / VAT incl." (contained); card or cash with change; not Saturday.
 */
export const mixedGefenShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const goods = rng.some(GOODS, rng.int(2, 5)).map(([he, en, p, bottle]) => ({ he, en, bottle, q: rng.int(1, bottle ? 4 : 2), p: Math.round((p * rise) / 100) * 100 - 10 }));
    const bottles = goods.filter((g) => g.bottle);
    const count = total(bottles.map((g) => g.q));
    const discount = count >= 6 ? share(total(bottles.map((g) => g.q * g.p)), 10) : 0;
    const gross = total(goods.map((g) => g.q * g.p)) - discount;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'יקב גפן כנא בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10000, 89999)}/${rng.int(1, 3)}`;
    const card = rng.chance(0.75);
    const paid = card ? gross : Math.ceil(gross / 10000) * 10000 + (rng.chance(0.4) ? 10000 : 0);
    const bi = (he: string, en: string) => `${he} / <span class="en">${ltr(en)}</span>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span class="en">${b}</span></div>`;
    const body = `<div class="nm">יקב גפן כנא</div><div class="c en sp">GEFEN · KAFR KANNA</div><div class="leaf">❦ ❦ ❦</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(spacedId(taxId))}</div>
<div class="ti">${bi('חשבונית מס-קבלה', 'Tax invoice-receipt')}</div>${r(bi("מס'", 'No.'), ltr(doc), 'b')}${r(bi('תאריך', 'Date'), ltr(`${dt(date, 'd/m/yyyy').replace(/\//g, '.')} ${hhmm(rng.int(10 * 60, 18 * 60))}`))}${r(bi('קופאי/ת', 'Cashier'), ltr(rng.pick(['Amal', 'Majd', 'Hiba', 'Yara'])))}<div class="ln"></div>
${goods.map((g) => `<div class="it">${g.he.replace(/\d+/g, (m) => ltr(m))}<br><span class="en">${ltr(g.en)}</span></div>${r(ltr(`${g.q} × ${amount(g.p)}`), ltr(amount(g.q * g.p)))}`).join('')}
${discount ? r(bi(`הנחת קרטון ${ltr('10%')}`, 'Carton discount 10%'), ltr(`-${amount(discount)}`)) : ''}<div class="ln"></div>
${r(bi('סה"כ', 'Total'), ltr(`${amount(gross)} ₪`), 'big')}${r(bi(`כולל מע"מ ${ltr(`${rate}%`)}`, 'VAT incl.'), ltr(amount(vat)))}<div class="ln"></div>
${card ? r(bi('כרטיס אשראי', 'Card'), ltr(`•••• ${rng.digits(4)}`)) : r(bi('מזומן', 'Cash'), ltr(amount(paid))) + r(bi('עודף', 'Change'), ltr(amount(paid - gross)))}
<div class="c sm">לשתות באחריות / <span class="en">${ltr('Please drink responsibly')}</span></div>`;
    const css = `body{font-family:'Frank Ruehl CLM','C059';font-size:12.5px;width:68mm;padding:3mm 4mm}.nm{font-size:30px;text-align:center;font-weight:bold}.en{font-family:'C059';font-size:10.5px}.sp{letter-spacing:3px}.leaf{text-align:center;font-size:14px}.c{text-align:center}.sm{font-size:10px;margin-top:6px}.b{font-weight:bold}
.ti{text-align:center;font-weight:bold;border-top:1px solid #000;border-bottom:1px solid #000;margin:6px 0 3px;padding:2px}.r{display:flex;justify-content:space-between;gap:6px;margin:1px 0}.it{margin-top:3px}.ln{border-top:1px solid #000;margin:5px 0}.big{font-size:16px;font-weight:bold}.big .en{font-size:15px}`;
    const page = '76mm 240mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
