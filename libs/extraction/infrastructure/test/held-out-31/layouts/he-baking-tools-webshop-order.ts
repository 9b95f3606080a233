import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt } from '../../generalisation/notation';
import { add, dated, taxIn, vid } from './extra';

const ID = 'he-baking-tools-webshop-order';

const VENDORS = [
  { brand: 'קמח ושמרים', legal: 'קמח ושמרים כלי אפייה בע"מ', label: 'ח.פ.', style: 'dd/mm/yyyy' as D, num: (k: number) => `${k}` },
  { brand: 'BAKEHAUS', legal: 'בייקהאוס סחר מקוון בע"מ', label: 'ח"פ', style: 'yyyy-mm-dd' as D, num: (k: number) => `BH-${k}` },
];

const ITEMS: [string, number][] = [
  ['תבנית קוגלהוף 22 ס"מ', 8900],
  ['מיקסר ידני 5 מהירויות', 34900],
  ['סט שקיות זילוף + 12 צנרים', 5900],
  ['משטח סיליקון לאפייה', 4500],
  ['מדחום דיגיטלי למזון', 7900],
  ['קרש בצק מעץ אלון', 12900],
  ['תבנית מאפינס 12', 6900],
  ['מרדד עם טבעות עובי', 5400],
  ['סלסלת התפחה (באנטון)', 7200],
  ['סכין לחם משוננת', 9900],
  ["צבעי מאכל ג'ל - סט 8", 4900],
];

export const heBakingToolsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(20000, 89999));
    const order = `#${rng.int(100000, 999999)}`;
    const ordered = addDays(date, -rng.int(0, 2));
    const rows = rng.some(ITEMS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2), sku: `SKU-${rng.int(1000, 9999)}` }));
    const goods = add(rows.map((r) => r.qty * r.unit));
    const coupon = rng.chance(0.4) ? Math.round(goods * 0.1) : 0;
    const ship = goods - coupon >= 30000 ? 0 : rng.pick([2900, 3900]);
    const total = goods - coupon + ship;
    const tax = taxIn(total, rate);
    const body = `<div class="p">
<div class="bar"><span class="brand">${esc(v.brand)}</span><span>החשבון שלי › הזמנות › ${order}</span></div>
<div class="vendor">${esc(v.legal)} · ${v.label} ${id} · שירות לקוחות ${cellular(rng)}</div>
<div class="box">
<div class="t">חשבונית מס / קבלה</div>
<div>מספר: <b>${number}</b></div>
<div>תאריך: ${dt(date, v.style)}</div>
<div>הזמנה ${order} מיום ${dt(ordered, 'dd/mm/yyyy')}</div>
</div>
<div class="buyer">לקוח/ה: ${esc(rng.pick(['הדס ברק', 'אלה מימון', 'גיל רז', 'תמר אפשטיין']))} · ${cellular(rng)}</div>
<table><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${rows.map((r) => `<tr><td>${r.sku}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`).join('')}
</table>
<div class="sum">
<div class="pr"><span>סכום ביניים</span><span>₪${amount(goods)}</span></div>
${coupon ? `<div class="pr"><span>קופון BAKE10</span><span>-₪${amount(coupon)}</span></div>` : ''}
<div class="pr"><span>משלוח ${ship ? 'שליח עד הבית' : '(חינם מעל ₪300)'}</span><span>₪${amount(ship)}</span></div>
<div class="pr big"><span>סה"כ כולל מע"מ</span><span>₪${amount(total)}</span></div>
<div class="pr"><span>מע"מ ${rate}% (כלול)</span><span>₪${amount(tax)}</span></div>
<div class="pr"><span>שולם בכרטיס אשראי${rng.chance(0.4) ? ` ב-${rng.int(2, 3)} תשלומים` : ''}</span><span></span></div>
</div></div>`;
    const css = `body{font-family:'Noto Sans Hebrew','FreeSans',sans-serif;font-size:12px;color:#333}.p{padding:14mm}.bar{display:flex;justify-content:space-between;align-items:center;background:#f7d9c4;border-radius:10px;padding:8px 14px}.brand{font-size:24px;font-weight:bold;color:#7a3e1d}.vendor{margin:8px 0;font-size:11px}.box{border:1px solid #7a3e1d;border-radius:6px;padding:8px;width:50%}.t{font-size:17px;font-weight:bold}.buyer{margin:10px 0}table{width:100%;border-collapse:collapse}th{background:#7a3e1d;color:#fff;padding:4px;text-align:right}td{padding:4px;border-bottom:1px solid #ddd}.sum{width:45%;margin:12px auto 0 0}.pr{display:flex;justify-content:space-between;padding:2px}.big{font-size:15px;font-weight:bold;border-top:2px solid #7a3e1d}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
