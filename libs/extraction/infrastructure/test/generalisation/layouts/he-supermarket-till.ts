import { amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, time, truthAmount, vatOfGross } from '../kit';

const STORES = ['מרכול הגליל בע"מ', 'סופר דיל השרון בע"מ', 'רמי מרקט בע"מ', 'יוחננוף אחים בע"מ', 'מגה בעיר נתניה בע"מ', 'טיב טעם הצפון בע"מ'];
const BRANCHES = ['סניף כרמיאל', 'סניף רעננה', 'סניף באר שבע', 'סניף חולון', 'סניף עפולה'];
const GOODS = [
  'חלב תנובה 3%',
  'לחם אחיד פרוס',
  'ביצים L 12',
  'גבינה צהובה 28%',
  'עגבניות',
  'מלפפונים',
  'שמן זית 1 ל',
  'קפה נמס עלית',
  'אורז פרסי 1 ק"ג',
  'במבה 80 גר',
  'טחינה גולמית',
  'נייר טואלט 32',
  'סבון כלים',
  'יוגורט דנונה',
];

/** A supermarket till slip: monospace, barcodes, "included VAT", a card line and change. */
export const heSupermarketTill: Layout = {
  id: 'he-supermarket-till',
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const vendor = rng.pick(STORES);
    const id = taxId(rng);
    const date = randomDate(rng);
    const items = lineItems(rng, GOODS, [4, 9], [39, 389]);
    const total = sum(items);
    const vat = vatOfGross(total, israeliRate(date));
    const doc = `${rng.int(1, 9)}${rng.digits(5)}`;
    const idLabel = rng.pick(['ח.פ.', 'ע.מ.', 'עוסק מורשה']);
    const font = rng.pick(['FreeMono', 'DejaVu Sans Mono', 'Miriam Mono CLM']);
    const rows = items
      .map(
        (l) =>
          `<div class="r"><span>${esc(l.name)}${l.qty > 1 ? ` ${l.qty}x${amount(l.unit)}` : ''}</span><span>${amount(l.qty * l.unit)}</span></div><div class="bc">${rng.digits(13)}</div>`,
      )
      .join('');
    const body = `
<div class="c big">${esc(vendor)}</div>
<div class="c">${rng.pick(BRANCHES)} | טל' 0${rng.int(2, 9)}-${rng.digits(7)}</div>
<div class="c">${idLabel} ${id}</div>
<div class="sep"></div>
<div class="r"><span>קופה ${rng.int(1, 12)} קופאי/ת ${rng.int(100, 999)}</span><span>${formatDate(date, 'd/m/y')} ${time(rng)}</span></div>
<div>קבלה מס' ${doc}</div>
<div class="sep"></div>
${rows}
<div class="sep"></div>
<div class="r"><span>סה"כ פריטים</span><span>${items.reduce((s, l) => s + l.qty, 0)}</span></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${amount(total)} ₪</span></div>
<div class="r"><span>מזה מע"מ ${israeliRate(date)}%</span><span>${amount(vat)}</span></div>
<div class="sep"></div>
<div class="r"><span>אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ****${rng.digits(4)}</span><span>${amount(total)}</span></div>
<div class="r"><span>עודף</span><span>0.00</span></div>
<div class="c">החלפות עד 14 יום עם חשבונית</div>
<div class="c">תודה שקניתם אצלנו</div>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; width: 72mm; padding: 4mm; }
.c { text-align: center; } .big { font-size: 12pt; font-weight: bold; }
.r { display: flex; justify-content: space-between; } .bc { font-size: 7.5pt; color: #444; }
.sep { border-top: 1px dashed #000; margin: 3px 0; }`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
