import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-cocktail-bar-bill';

/** Drinks and plates: English name, Hebrew description, lowest and highest price in whole shekels (with VAT). */
const MENU: [string, string, number, number][] = [
  ['Negroni', 'ג׳ין, קמפרי, ורמוט אדום', 52, 58],
  ['Old Fashioned', 'בורבון, סוכר, ביטרס', 56, 64],
  ['Margarita', 'טקילה, ליים, טריפל סק', 52, 58],
  ['Arak Sour', 'ערק, לימון, חלבון, זעתר', 48, 56],
  ['Espresso Martini', 'וודקה, אספרסו, ליקר קפה', 54, 62],
  ['Paloma', 'טקילה, אשכולית, סודה', 50, 56],
  ['Pomegranate Spritz', 'אפרול, רימון, פרוסקו', 48, 54],
  ['House Gin and Tonic', 'ג׳ין הבית, טוניק, מלפפון', 46, 52],
  ['Draft Lager', 'בירה מהחבית 500 מ"ל', 32, 36],
  ['Truffle Fries', 'צ׳יפס כמהין ופרמזן', 38, 44],
  ['Bruschetta Trio', 'שלוש ברוסקטות', 42, 48],
  ['Charcuterie Board', 'מגש נקניקים וגבינות', 86, 110],
];

/** A bill line: the English name with the Hebrew under it, the quantity and the sum. */
const line = (en: string, he: string, qty: number, sum: number) =>
  `<tr><td class="nm"><div>${ltr(en)}</div><div class="he">${he}</div></td><td class="q">${ltr(String(qty))}</td><td class="s">${ltr(amount(sum))}</td></tr>`;
/** A summary line: Hebrew and English labels, the value. */
const sumLine = (he: string, en: string, value: string, cls = '') =>
  `<tr class="${cls}"><td class="nm">${he}<span class="en">${ltr(en)}</span></td><td></td><td class="s">${value}</td></tr>`;

/**
 * A cocktail bar's bill on Lilienblum Street, Tel Aviv: 80 mm (Keter YG, URW Gothic), drinks by their
 * English names with the Hebrew under them, quantities and sums, a 12% service charge for parties of
 * 8 or more (taxed with the drinks), otherwise sometimes a tip given on the card and printed under the
 * bill with the card charge, VAT contained, table, guests and the bar's opening hours.
 */
export const mixedCocktailBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const guests = rng.chance(0.3) ? rng.int(8, 14) : rng.int(2, 5);
    const lines = rng.some(MENU, rng.int(3, 6) + Math.floor(guests / 4)).map(([en, he, lo, hi]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(guests / 2)));
      const unit = rng.int(lo, hi) * 100;
      return { en, he, qty, sum: qty * unit };
    });
    const drinks = total(lines.map((l) => l.sum));
    const service = guests >= 8 ? Math.round((drinks * 12) / 100) : 0;
    const gross = drinks + service;
    const vat = vatIn(gross, rate);
    const tip = !service && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15, 18])) / 100 / 100) * 100 : 0;
    const vendorName = 'מרקחת בר קוקטיילים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 89999));
    const open = rng.int(20 * 60, 23 * 60);
    const body = `<div class="c"><div class="brand">MIRKAHAT</div><div class="sm">בר קוקטיילים · ${ltr('cocktail bar')}</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב לילינבלום, תל אביב-יפו</div><div class="sm" dir="ltr">Lilienblum St., Tel Aviv-Yafo</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div><div class="c sm" dir="ltr">Tax invoice / receipt</div>
<div class="c sm">${ltr(dt(date, 'dd/mm/yyyy'))} · ${ltr(hhmm(open))} · שולחן ${ltr(String(rng.int(1, 30)))} · ${ltr(`${guests} guests`)}</div>
<div class="dash"></div>
<table class="bill">${lines.map((l) => line(l.en, l.he, l.qty, l.sum)).join('')}</table>
<div class="dash"></div>
<table class="bill">
${service ? `${sumLine('סכום ביניים', 'Subtotal', ltr(amount(drinks)))}${sumLine(`דמי שירות ${ltr('12%')}`, 'Service 12%', ltr(amount(service)))}` : ''}
${sumLine('סה"כ לתשלום', 'Total', ltr(`₪${amount(gross)}`), 'b big')}
${sumLine(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
</table>
<div class="dash"></div>
${
  service
    ? `<div class="c sm">דמי השירות כלולים בחשבון</div><div class="c sm" dir="ltr">Service charge included.</div>`
    : tip
      ? `<table class="bill">${sumLine('טיפ', 'Tip', ltr(amount(tip)))}${sumLine('חיוב בכרטיס', 'Card charge', ltr(amount(gross + tip)))}</table><div class="c sm">הטיפ מועבר לצוות במלואו</div>`
      : `<div class="c sm">השירות אינו כלול במחיר</div><div class="c sm" dir="ltr">Service not included.</div>`
}
<div class="dash"></div>
<div class="c sm">פתוח כל ערב מ-${ltr('19:00')} עד מאוחר</div><div class="c sm" dir="ltr">Drink responsibly. See you soon!</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','Keter YG';font-size:11.5px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold;letter-spacing:4px}.dash{border-top:1px dashed #000;margin:5px 0}
.bill{width:100%}.bill td{padding:1px 0;vertical-align:top}.bill .nm{text-align:right}.bill .he{font-size:0.85em;color:#333}.bill .q{text-align:center;width:8mm}.bill .s{text-align:left;white-space:nowrap}.en{font-size:0.8em;color:#333;margin-right:6px}.big td{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
