import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-dukkan-shop-till';

/** Hebrew, English, agorot a kilogram (or a unit, marked) with VAT in 2022. */
const SPICES: [string, string, number, boolean][] = [
  ['סומאק', 'Sumac', 7990, false],
  ['כמון טחון', 'Cumin powder', 6990, false],
  ['כורכום', 'Turmeric', 5990, false],
  ['פפריקה מתוקה', 'Paprika, mild', 6490, false],
  ['הל טחון', 'Cardamom powder', 18990, false],
  ['פלפל אנגלי', 'Allspice', 11990, false],
  ['בהרט', 'Baharat', 8990, false],
  ['תאנים מיובשות', 'Figs', 5490, false],
  ['שקדים מלוחים', 'Almonds, salted', 7990, false],
  ['לואיזה לחליטה', 'Lemon verbena infusion', 9990, false],
  ['דבס ענבים', 'Grape molasses', 3200, true],
  ['פריכיית פיסטוק', 'Pistachio brittle', 1800, true],
];

/**
 * A spice shop at Isfiya on the ridge, 76 mm (Stam Ashkenaz CLM for the Hebrew name, FreeSans): "הדוכאן של סלים" with
 * "SALIM'S DUKKAN · ISFIYA" under it, the company "סלים חלבי תבלינים בע"מ" and "ח.פ" with "Co. No." in one line;
 * "חשבונית מס-קבלה / TAX INVOICE-RECEIPT" reversed; "מס' / No." Dnnnnn, the date d/m/yyyy and time, seller; spices
 * weighed (Hebrew and English on two lines, "0.250 ק"ג × 79.90", the sum) and a few items by the unit; "סה"כ /
 * TOTAL" "… ₪", "מתוכו מע"מ n% / VAT n% included" (contained), "נטו / Net"; cash with change or card; any day.
 */
export const mixedDukkanShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(SPICES, rng.int(2, 7)).map(([he, en, p, unit]) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q = unit ? rng.int(1, 3) : rng.pick([100, 150, 200, 250, 300, 500, 750, 1000]) + (rng.chance(0.4) ? rng.int(-12, 12) : 0);
      return { he, en, unit, q, price, sum: unit ? q * price : Math.round((q * price) / 1000) };
    });
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'סלים חלבי תבלינים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `D${rng.digits(5)}`;
    const cash = rng.chance(0.45);
    const given = Math.ceil(gross / 10000) * 10000;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="nm">הדוכאן של סלים</div><div class="c en">${ltr("SALIM'S DUKKAN · ISFIYA")}</div><div class="c">${vendorName}</div><div class="c">ח.פ ${ltr(taxId)} · ${ltr(`Co. No. ${taxId}`)}</div><div class="c sm">הרחוב הראשי, עספיא · ${ltr(`04-83${rng.digits(5)}`)}</div>
<div class="rev">חשבונית מס-קבלה / ${ltr('TAX INVOICE-RECEIPT')}</div>${r(`מס' / ${ltr('No.')}`, ltr(doc), 'b')}${r(ltr(dt(date, 'd/m/yyyy')), ltr(hhmm(rng.int(8 * 60, 20 * 60))))}${r(`מוכר / ${ltr('Served by')}`, rng.pick(['סלים', 'ראידה', 'נביל']))}<div class="ln"></div>
${lines
  .map(
    (l) =>
      `<div class="it"><div>${l.he}</div><div class="en">${ltr(l.en)}</div>${r(
        l.unit ? `${ltr(String(l.q))} יח' × ${ltr(amount(l.price))}` : `${ltr((l.q / 1000).toFixed(3))} ק"ג × ${ltr(amount(l.price))}`,
        ltr(amount(l.sum)),
      )}</div>`,
  )
  .join('')}<div class="ln"></div>
${r(`סה"כ / ${ltr('TOTAL')}`, ltr(`${amount(gross)} ₪`), 'big')}${r(`מתוכו מע"מ ${ltr(`${rate}%`)} / ${ltr(`VAT ${rate}% included`)}`, ltr(amount(vat)))}${r(`נטו / ${ltr('Net')}`, ltr(amount(gross - vat)))}<div class="ln"></div>
${cash ? r(`מזומן / ${ltr('Cash')}`, ltr(amount(given))) + r(`עודף / ${ltr('Change')}`, ltr(amount(given - gross))) : r(`אשראי / ${ltr('Card')}`, ltr(`${amount(gross)} · ${rng.digits(4)}`))}
<div class="c sm">אהלן וסהלן! / ${ltr('Welcome again!')}</div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;width:68mm;padding:4mm}.nm{font-family:'Stam Ashkenaz CLM';font-size:32px;text-align:center;line-height:1.1}.c{text-align:center}.en{font-size:10.5px}.sm{font-size:10px}.b{font-weight:bold}
.rev{background:#000;color:#fff;text-align:center;font-weight:bold;margin:6px 0 3px;padding:2px}.r{display:flex;justify-content:space-between;gap:4px}.ln{border-top:1px dashed #000;margin:4px 0}.it{margin:3px 0}.big{font-size:16px;font-weight:bold}`;
    const page = '76mm 220mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
