import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-filament-webshop-order';

const VENDORS = [
  {
    brand: 'PRINTSPOOL',
    lines: ['פרינטספול תלת-ממד בע"מ'],
    legal: 'פרינטספול תלת-ממד בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `PS${k}`,
    accent: '#111827',
    site: 'printspool.co.il',
  },
  {
    brand: 'סליל',
    lines: ['דניאל כץ', 'חומרי הדפסה תלת-ממדית'],
    legal: 'דניאל כץ',
    company: false,
    label: 'עוסק מורשה',
    style: 'd/m/yyyy' as D,
    num: (k: number) => `${k}`,
    accent: '#0e7a5f',
    site: 'slil3d.co.il',
  },
];

const ITEMS: [string, string, number][] = [
  ['PLA-175-BLK', 'פילמנט PLA 1.75 מ"מ שחור 1 ק"ג', 8900],
  ['PLA-175-SLK', 'פילמנט PLA משי זהב 1 ק"ג', 11900],
  ['PETG-175-CLR', 'פילמנט PETG שקוף 1 ק"ג', 9900],
  ['TPU-95A', 'פילמנט TPU גמיש 95A 0.5 ק"ג', 12900],
  ['NZL-04-SET', 'סט נחירים פליז 0.4 מ"מ (5 יח\')', 3900],
  ['PEI-235', 'משטח הדפסה PEI מגנטי 235 מ"מ', 14900],
  ['DRY-BOX', 'קופסת ייבוש לסלילים', 18900],
  ['RSN-STD-1L', 'שרף סטנדרטי אפור 1 ליטר', 16900],
];

export const heFilamentWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(10000, 99999));
    const order = `${rng.int(100000, 999999)}`;
    const ordered = addDays(date, -rng.int(0, 2));
    const rows = rng.some(ITEMS, rng.int(2, 5)).map(([sku, name, unit]) => ({ sku, name, unit, qty: rng.int(1, 4) }));
    const sub = add(rows.map((r) => r.qty * r.unit));
    const coupon = rng.chance(0.4) ? share(sub, 5) : 0;
    const ship = sub - coupon >= 25000 ? 0 : 2990;
    const total = sub - coupon + ship;
    const tax = taxIn(total, rate);
    const pay = rng.pick(['כרטיס אשראי', 'ביט', 'PayPal']);
    const body = `<div class="bar"><span class="brand">${esc(v.brand)}</span><span class="crumb">החשבון שלי › הזמנות › הזמנה #${order}</span></div>
<div class="page">
<div class="row"><div>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="sm">${v.label} ${n === 2 ? hyphenId(id) : id} · ${lr(v.site)}</div></div>
<div class="card"><div class="t">חשבונית מס / קבלה</div><div>מספר: <b>${number}</b></div><div>תאריך: <b>${dt(date, v.style)}</b></div><div class="sm">הזמנה #${order} מתאריך ${dt(ordered, 'dd/mm/yyyy')}</div></div></div>
<div class="buyer">לקוח/ה: ${esc(rng.pick(['אורי ברק', 'מיכל סבן', 'גיל יונס', 'תמר רז']))} · נייד ${cellular(rng)} · משלוח לכתובת: ${esc(rng.pick(['רחובות', 'כרמיאל', 'באר שבע', 'הוד השרון']))}</div>
<table><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר יח'</th><th>סה"כ</th></tr>${rows.map((r) => `<tr><td>${lr(r.sku)}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td class="n">${amount(r.qty * r.unit)}</td></tr>`).join('')}</table>
<div class="sum">
<div class="pr"><span>סכום ביניים</span><span>${amount(sub)}</span></div>
${coupon ? `<div class="pr"><span>קופון ${lr('MAKER5')} (5%)</span><span>-${amount(coupon)}</span></div>` : ''}
<div class="pr"><span>משלוח שליח עד הבית${ship ? '' : ' (חינם מעל 250 ₪)'}</span><span>${amount(ship)}</span></div>
<div class="pr big"><span>סה"כ לתשלום</span><span>${amount(total)} ₪</span></div>
<div class="pr"><span>המחירים כוללים מע"מ ${rate}% בסך</span><span>${amount(tax)}</span></div>
<div class="pr"><span>שולם באמצעות ${esc(pay)}</span><span>${amount(total)}</span></div>
</div>
<div class="sm foot">מסמך ממוחשב · הודפס מאזור הלקוח באתר ${lr(v.site)}</div>
</div>`;
    const css = `body{font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:11px}.bar{background:${v.accent};color:#fff;padding:8px 14mm;display:flex;justify-content:space-between;align-items:center}.brand{font-size:20px;font-weight:bold;letter-spacing:1px}.crumb{font-size:10px;opacity:.85}.page{padding:10mm 14mm}.row{display:flex;justify-content:space-between}.card{border:2px solid ${v.accent};border-radius:8px;padding:8px 12px;min-width:60mm}.t{font-weight:bold;font-size:15px;color:${v.accent}}.sm{font-size:9.5px;color:#444}.buyer{margin:12px 0;padding:6px;background:#f3f4f6}table{width:100%;border-collapse:collapse}th{border-bottom:2px solid ${v.accent};text-align:right;padding:4px}td{border-bottom:1px solid #e5e7eb;padding:4px}.n{text-align:left}.sum{width:50%;margin:12px auto 0 0}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:14px;border-top:1px solid ${v.accent}}.foot{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
