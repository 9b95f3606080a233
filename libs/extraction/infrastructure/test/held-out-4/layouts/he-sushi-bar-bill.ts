import { amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { clock, day, layout, phone } from '../notation';

const PLACES = [
  { name: 'יאמה סושי בר', company: false, font: 'Aharoni CLM' },
  { name: 'טאבולה מטבח ים תיכוני בע"מ', company: true, font: 'Drugulin CLM' },
  { name: 'ביסטרו קורנר רמת החייל בע"מ', company: true, font: 'Shofar' },
  { name: 'נגיסה – בר נודלס', company: false, font: 'Aharoni CLM' },
];

const DISHES: [string, number, number][] = [
  ['אדממה', 2600, 3400],
  ["סשימי סלמון 6 יח'", 5400, 6800],
  ['ספייסי טונה רול', 4600, 5600],
  ['רול טמפורה', 4800, 5800],
  ['ראמן מיסו', 5800, 6900],
  ['פאד תאי עוף', 5600, 6600],
  ['סלט וואקמה', 2800, 3600],
  ["גיוזה 5 יח'", 3600, 4400],
  ['בירה מהחבית 0.5', 3200, 3800],
  ['סאקה חם', 3400, 4200],
  ['לימונדה נענע', 1600, 1900],
  ["מוצ'י גלידה", 3000, 3600],
  ['קינוח שוקולד', 3800, 4600],
  ['יין לבן – כוס', 3600, 4800],
];

/**
 * A restaurant bill closed on 80 mm paper, with the card voucher printed under it: table, covers,
 * waiter and order number, the check opened and closed (times), dishes with quantities, "סכום
 * ביניים", a service charge in percent (דמי שירות) added, "סה"כ חשבון" and the VAT it contains, a
 * per-diner split as a distractor; then the card slip: "סכום עסקה", "תשר" added on the terminal
 * and "סה"כ לחיוב" (what was charged: the total), card and approval numbers.
 */
export const heSushiBarBill = layout({
  id: 'he-sushi-bar-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const p = rng.pick(PLACES);
    const vendorTaxId = taxId(rng, p.company);
    const date = randomDate(rng, '2023-06-05', '2026-03-28');
    const rate = israeliRate(date);
    const covers = rng.int(2, 8);
    const lines = rng.some(DISHES, rng.int(4, 9)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, Math.max(1, Math.ceil(covers / 2))), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const sub = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const pct = rng.pick([10, 12, 12.5, 15]);
    const service = Math.round((sub * pct) / 100);
    const bill = sub + service;
    const vat = vatOfGross(bill, rate);
    const tip = rng.chance(0.8) ? rng.pick([1000, 2000, 2500, 3000, 5000, Math.round(sub * 0.05)]) : 0;
    const charged = bill + tip;
    const order = String(rng.int(1000, 9999));
    const docNo = String(rng.int(100000, 999999));
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(45, 140);
    const ds = rng.pick(['d/m/y', 'd.m.y', 'd/m/Y'] as const);
    const rows = lines.map((l) => `<tr><td>${l.qty}</td><td>${esc(l.name)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const body = `<div class="r">
<div class="nm">${esc(p.name)}</div>
<div class="c">${rng.pick(['רח\' הברזל 30, ת"א', 'שד\' רוטשילד 12, ראשל"צ', "רח' הנביאים 5, חיפה", 'מתחם התחנה, ירושלים'])} · ${phone(rng)}</div>
<div class="c">${p.company ? 'ח.פ' : 'ע.מ'} ${vendorTaxId}</div>
<div class="hr"></div>
<div class="kv"><span>שולחן ${rng.int(1, 40)}</span><span>סועדים ${covers}</span></div>
<div class="kv"><span>מלצר/ית: ${rng.pick(['נוי', 'עדן', 'ליאור', 'טל', 'אמיר'])}</span><span>הזמנה ${order}</span></div>
<div class="kv"><span>נפתח ${clock(open)}</span><span>נסגר ${clock(close)}</span></div>
<div class="hr"></div>
<div class="doc">חשבונית מס / קבלה ${docNo}</div>
<div class="c">${day(date, ds)}</div>
<table>${rows}</table>
<div class="hr"></div>
<div class="kv"><span>סכום ביניים</span><span>${amount(sub)}</span></div>
<div class="kv"><span>דמי שירות ${pct}%</span><span>${amount(service)}</span></div>
<div class="kv big"><span>סה"כ חשבון</span><span>${amount(bill)}</span></div>
<div class="kv sm"><span>כולל מע"מ ${rate}%</span><span>${amount(vat)}</span></div>
<div class="kv sm"><span>לסועד (÷${covers})</span><span>${amount(Math.round(bill / covers))}</span></div>
<div class="hr"></div>
<div class="voucher">
<div class="c b">*** שובר אשראי ***</div>
<div class="kv"><span>${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD', 'AMEX'])}</span><span>XXXX-${rng.digits(4)}</span></div>
<div class="kv"><span>סכום עסקה</span><span>${amount(bill)}</span></div>
<div class="kv"><span>תשר</span><span>${amount(tip)}</span></div>
<div class="kv big"><span>סה"כ לחיוב ₪</span><span>${amount(charged)}</span></div>
<div class="kv sm"><span>מסוף ${rng.digits(7)}</span><span>אישור ${rng.digits(7)}</span></div>
<div class="kv sm"><span>${day(date, ds)} ${clock(close + 1)}</span><span>עסקה רגילה</span></div>
</div>
<div class="c sm">התשר אינו חלק מהחשבון ומועבר במלואו לצוות.<br>תודה ולהתראות!</div>
</div>`;
    const css = `body{font-family:'Nachlieli CLM','DejaVu Sans',sans-serif;font-size:12.5px;color:#000}
.r{width:72mm;padding:4mm}
.nm{font-family:'${p.font}';font-size:21px;text-align:center;font-weight:bold}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10.5px}
.hr{border-top:2px dotted #000;margin:2mm 0}
.kv{display:flex;justify-content:space-between}
.big{font-size:16px;font-weight:bold}
.doc{text-align:center;font-weight:bold;font-size:13.5px}
table{width:100%;border-collapse:collapse;margin-top:1mm}
td{padding:0.6mm 0;vertical-align:top}td:first-child{width:7mm}td:last-child{text-align:left}
.voucher{border:1px solid #000;padding:2mm;margin:2mm 0}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: {
        vendorName: p.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(charged),
        tax: truthAmount(vat),
      },
    };
  },
});
