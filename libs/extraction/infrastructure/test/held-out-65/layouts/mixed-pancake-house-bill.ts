import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-pancake-house-bill';

/** Menu: Hebrew, English, lowest and highest price in whole shekels (with VAT), one per guest. */
const MENU: [string, string, number, number, boolean][] = [
  ['ערימת פנקייק מייפל וחמאה', 'Maple butter stack', 46, 58, true],
  ['פנקייק בלוברי ומסקרפונה', 'Blueberry mascarpone pancakes', 52, 64, true],
  ['פנקייק בייקון ביצה', 'Bacon and egg pancakes', 56, 68, true],
  ['פנקייק יפני סופלה', 'Japanese soufflé pancakes', 58, 72, true],
  ['קרפ נוטלה ובננה', 'Nutella banana crêpe', 42, 52, true],
  ['וופל בלגי עם גלידה', 'Belgian waffle with ice cream', 44, 56, false],
  ['צלחת פירות', 'Fruit plate', 32, 42, false],
  ['שייק וניל', 'Vanilla milkshake', 26, 32, true],
  ['קפה פילטר', 'Filter coffee', 12, 16, true],
  ['מיץ תפוזים סחוט', 'Fresh orange juice', 16, 22, true],
  ['שוקו חם עם מרשמלו', 'Hot chocolate with marshmallows', 18, 24, true],
];

/**
 * A pancake house's bill with each line in Hebrew and English, prices including VAT: the company's
 * restaurant adds a 10% service charge for tables of six or more; the licensed dealer's café prints
 * the tip chosen on the card terminal apart, as not part of the invoice.
 */
export const mixedPancakeHouseBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const guests = rng.int(1, 8);
    const lines = rng
      .some(MENU, rng.int(3, 6))
      .map(([he, en, lo, hi, each]) => ({ he, en, qty: each ? rng.int(1, guests) : rng.int(1, Math.max(1, Math.ceil(guests / 3))), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co && guests >= 6 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tipPct = !co && rng.chance(0.75) ? rng.pick([10, 12, 15, 18]) : 0;
    const tip = Math.round((gross * tipPct) / 100);
    const vendorName = co ? 'פלאפי מסעדות בוקר בע"מ' : 'מעיין רבינוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FL-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const at = hhmm(rng.int(8 * 60, 17 * 60));
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const L = (he: string, en: string) => `${he} <span class="en">${ltr(en)}</span>`;
    const itemRows = lines.map((l) => `${row(`${ltr(String(l.qty))} ${L(l.he, l.en)}`, ltr(money(l.qty * l.unit)))}`).join('');
    const body = co
      ? `<div class="c"><div class="brand">${ltr('FLUFFY')}</div><div>בית הפנקייק · <span class="en">${ltr('Pancake House')}</span></div><div class="sm">רח׳ הברזל 30, רמת החייל, תל אביב · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="band">${L('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yyyy')))}${row(L('שעה', 'Time'), ltr(at))}${row(L('שולחן', 'Table'), ltr(String(rng.int(1, 30))))}${row(L('סועדים', 'Guests'), ltr(String(guests)))}
<div class="rule"></div>${itemRows}<div class="rule"></div>
${service ? `${row(L('ביניים', 'Subtotal'), ltr(money(sub)))}${row(L('שירות 10% (6 סועדים ומעלה)', 'Service 10% (6+ guests)'), ltr(money(service)))}` : `<div class="c sm">${L('השירות אינו כלול', 'Service not included')}</div>`}
${row(L('סה"כ לתשלום', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), ltr(money(vat)))}
<div class="rule"></div>${row(L('אשראי', 'Card'), ltr(`****${rng.digits(4)}`))}${row(L('אישור', 'Auth.'), ltr(rng.digits(6)))}`
      : `<div class="c"><div class="brand2">הפנקייקים של מעיין</div><div class="en">${ltr("MAAYAN'S PANCAKES")}</div><div class="sm">רח׳ המייסדים 12, כרכור · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">${L('חשבונית מס קבלה', 'Tax invoice receipt')} ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'd/m/yyyy'))} ${ltr(at)}</div>
<div class="rule"></div>${itemRows}<div class="rule"></div>
${row(L('סה"כ', 'Total'), `${ltr(money(gross))} ₪`, 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${
          tipPct
            ? `${row(L(`טיפ ${tipPct}%`, `Tip ${tipPct}%`), ltr(money(tip)))}<div class="sm">${L('הטיפ אינו חלק מהחשבונית', 'Tip is not part of the invoice')}</div>${row(L('חויב בכרטיס', 'Card charged'), ltr(money(gross + tip)))}`
            : row(L('מזומן', 'Cash'), ltr(money(gross)))
        }
<div class="rule"></div><div class="c sm">מעיין רבינוביץ · ${L('עוסק מורשה', 'Licensed dealer')} ${ltr(taxId)}</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${160 + lines.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Hadasim CLM'"};font-size:${co ? 9.5 : 10.5}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.en{font-size:0.85em;color:#444}.brand{font-family:'URW Gothic';font-size:26px;font-weight:bold;color:#f57c00}.brand2{font-size:16px;font-weight:bold}.band{background:#f57c00;color:#fff;text-align:center;padding:3px;margin:5px 0;font-weight:bold}.band .en{color:#fff}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
