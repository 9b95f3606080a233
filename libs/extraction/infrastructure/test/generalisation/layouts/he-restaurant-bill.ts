import { amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, time, truthAmount, vatOfGross } from '../kit';

const PLACES = ['מסעדת הדייג הזקן', 'ביסטרו לה פטיט בע"מ', 'שיפודי התקווה', 'מסעדת גן השקמים בע"מ', 'אצל מוסא', 'הבית של נונה בע"מ'];
const DISHES = ['סלט ירקות', 'חומוס מסבחה', 'שניצל', 'פרגית על האש', 'דג דניס', 'פסטה ארביאטה', 'קולה זירו', 'לימונדה', 'בירה מהחבית', 'כוס יין', 'מלבי', 'אספרסו כפול', "צ'יפס"];

/**
 * A Hebrew restaurant bill: table and waiter, food gross of VAT, a service charge (or a tip the
 * diner wrote in) added after VAT, and the VAT line printed next to those lines.
 */
export const heRestaurantBill: Layout = {
  id: 'he-restaurant-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng) {
    const vendor = rng.pick(PLACES);
    const id = taxId(rng, vendor.includes('בע"מ') || rng.chance(0.5));
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, DISHES, [3, 8], [18, 128], [1, 4]);
    const food = sum(items);
    const vat = vatOfGross(food, rate);
    const tip = rng.chance(0.5);
    const pct = rng.pick([10, 12, 15]);
    const extra = Math.round((food * pct) / 100);
    const total = food + extra;
    const doc = String(rng.int(1000, 99999));
    const docLabel = rng.pick(["חשבון מס'", 'חשבונית מס/קבלה', "מס' חשבונית", "קבלה מס'"]);
    const idLabel = rng.pick(['ח.פ.', 'ע.מ.', 'עוסק מורשה']);
    const font = rng.pick(['Noto Sans Hebrew', 'Nachlieli CLM', 'FreeSans', 'DejaVu Sans']);
    const rows = items.map((l) => `<tr><td>${l.qty}</td><td>${esc(l.name)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const body = `
<h1>${esc(vendor)}</h1>
<div class="c">${idLabel} ${id}</div>
<div class="c">${rng.pick(['נמל יפו', "רח' דיזנגוף 99 תל אביב", 'קניון הזהב', 'מושבה גרמנית, חיפה'])}</div>
<hr>
<div class="f"><span>שולחן ${rng.int(1, 40)}</span><span>סועדים ${rng.int(1, 8)}</span><span>מלצר/ית: ${rng.pick(['דני', 'נועה', 'אבי', 'שירן'])}</span></div>
<div class="f"><span>${docLabel} ${doc}</span><span>${formatDate(date, rng.pick(['d/m/Y', 'd.m.y', 'd/m/y'] as const))} ${time(rng)}</span></div>
<hr>
<table>${rows}</table>
<hr>
<table class="s">
<tr><td>סה"כ מנות</td><td>${amount(food)}</td></tr>
<tr><td>מע"מ ${rate}% (כלול)</td><td>${amount(vat)}</td></tr>
<tr><td>${tip ? 'טיפ' : `דמי שירות ${pct}%`}</td><td>${amount(extra)}</td></tr>
<tr class="b"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr>
</table>
<div class="c">${tip ? 'הטיפ אינו חלק מהכנסות המסעדה' : 'דמי השירות מועברים במלואם לצוות'}</div>
<div class="c">שולם: ${rng.pick(['אשראי', 'מזומן', 'ביט'])}</div>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; width: 74mm; padding: 4mm; }
h1 { font-size: 15pt; text-align: center; margin: 0; } .c { text-align: center; font-size: 9pt; }
.f { display: flex; justify-content: space-between; } table { width: 100%; border-collapse: collapse; } td:last-child { text-align: left; }
.s .b td { font-weight: bold; font-size: 12pt; } hr { border: 0; border-top: 1px solid #000; }`;
    return {
      page: '82mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '82mm 200mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
