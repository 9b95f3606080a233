import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-beach-bar-bill';

/** Menu: Hebrew, English, lowest and highest price in whole shekels (with VAT), whether one per guest. */
const MENU: [string, string, number, number, boolean][] = [
  ['בירה מהחבית 500 מ"ל', 'Draught beer 500 ml', 28, 34, true],
  ['קוקטייל פסיפלורה', 'Passion fruit cocktail', 42, 52, true],
  ['לימונענע גרוס', 'Frozen lemon-mint', 18, 24, true],
  ['אייס קפה', 'Iced coffee', 16, 22, true],
  ['מים מינרליים', 'Mineral water', 10, 14, true],
  ['צ׳יפס בטטה', 'Sweet potato fries', 28, 36, false],
  ['קלמרי מטוגן', 'Fried calamari', 54, 68, false],
  ['סלט אבטיח ובולגרית', 'Watermelon and feta salad', 44, 56, false],
  ['טוסט גבינות', 'Cheese toast', 36, 46, false],
  ['ארטיק פירות', 'Fruit ice pop', 12, 16, true],
  ['כיסא נוח ושמשייה', 'Sunbed and umbrella', 20, 30, true],
];

/**
 * A beach bar's bill (April to October) with "Hebrew | English" lines, prices including VAT: the
 * company's bar prints suggested tips under the total (not charged); the licensed dealer's kiosk adds a
 * 10% service charge to tables of six or more.
 */
export const mixedBeachBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const guests = rng.int(1, 9);
    const lines = rng
      .some(MENU, rng.int(3, 6))
      .map(([he, en, lo, hi, each]) => ({ he, en, qty: each ? rng.int(1, guests) : rng.int(1, Math.max(1, Math.ceil(guests / 2))), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = !co && guests >= 6 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'גלים בר חוף חיפה בע"מ' : 'אבי אוחיון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `GB-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const L = (he: string, en: string) => `${he} <span class="en">| ${ltr(en)}</span>`;
    const at = hhmm(rng.int(10 * 60, 20 * 60));
    const itemRows = lines.map((l) => `${row(L(l.he, l.en), ltr(money(l.qty * l.unit)))}<div class="sm q">${ltr(`${l.qty} × ${amount(l.unit)}`)}</div>`).join('');
    const tips = [10, 12, 15].map((p) => `${p}% = ${amount(Math.round((gross * p) / 10000) * 100)}`).join(' · ');
    const body = co
      ? `<div class="c"><div class="brand">גלים · <span class="en">${ltr('GALIM BEACH BAR')}</span></div><div class="sm">חוף דדו, חיפה | ${ltr('Dado Beach, Haifa')} · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="band">${L('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yyyy')))}${row(L('שעה', 'Time'), ltr(at))}${row(L('עמדה', 'Spot'), ltr(`B${rng.int(1, 40)}`))}${row(L('אורחים', 'Guests'), ltr(String(guests)))}
<div class="rule"></div>${itemRows}<div class="rule"></div>
${row(L('סה"כ לתשלום', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), ltr(money(vat)))}
<div class="rule"></div>${rng.chance(0.6) ? `${row(L('ויזה', 'Visa'), ltr(`**** ${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}` : row(L('מזומן', 'Cash'), ltr(money(gross)))}
<div class="rule"></div><div class="c sm">${L('השירות אינו כלול', 'Service not included')}</div><div class="c sm">${L('טיפ מומלץ:', 'Suggested tip:')} ${ltr(tips)}</div>`
      : `<div class="c"><div class="brand2">הקיוסק של אבי</div><div class="brand2 en">${ltr("AVI'S BEACH KIOSK")}</div><div class="sm">חוף ניצנים | ${ltr('Nitzanim Beach')} · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">${L('קבלה - חשבונית מס', 'Receipt - Tax invoice')} ${ltr(doc)}</div><div class="c">${ltr(dt(date, 'dd.mm.yy'))} ${ltr(at)} · ${L(`${guests} אורחים`, `${guests} guests`)}</div>
<div class="rule"></div>${itemRows}<div class="rule"></div>
${service ? `${row(L('ביניים', 'Subtotal'), ltr(money(sub)))}${row(L('שירות 10% (מ-6 אורחים)', 'Service 10% (6+ guests)'), ltr(money(service)))}` : ''}
${row(L('סה"כ', 'Total'), `${ltr(money(gross))} ₪`, 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${rng.chance(0.5) ? row(L('ביט', 'Bit'), ltr(rng.digits(10))) : row(L('אשראי', 'Card'), ltr(`XX${rng.digits(4)}`))}
<div class="rule"></div><div class="c sm">אבי אוחיון · ${L('עוסק מורשה', 'Licensed dealer')} ${ltr(taxId)}</div>`;
    const width = co ? 80 : 76;
    const page = `${width}mm ${170 + lines.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Keter YG'"};font-size:${co ? 10 : 10.5}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.en{font-size:0.88em;color:#333}.brand{font-family:'Aharoni CLM';font-size:17px}.brand2{font-size:15px;font-weight:bold}.band{background:#0097a7;color:#fff;text-align:center;padding:3px;margin:5px 0;font-weight:bold}.band .en{color:#fff}.q{margin-bottom:2px}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
