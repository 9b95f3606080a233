import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { grid, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-origami-paper-webshop-order';

const ITEMS: [string, number][] = [
  ['נייר קאמי 15×15 - 100 דף', 2900],
  ['נייר וושי יפני מודפס', 4500],
  ['נייר כפול צבע 20×20', 3400],
  ['ספר קיפולים למתחילים', 7900],
  ['עצם קיפול מבמבוק', 2200],
  ['נייר מתכתי זהב/כסף', 3900],
  ['ערכת מובייל עגורים', 6900],
  ['נייר טנט 35 ס"מ', 5200],
  ['דבק מקל ללא חומצה', 1400],
  ['קופסת אחסון לניירות', 4900],
];

const VENDORS = [
  {
    brand: 'קפל',
    legal: 'קפל נייר ואמנות בע"מ',
    company: true,
    web: 'www.kefel-paper.co.il',
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    color: '#c2185b',
    num: (rng: { int(a: number, b: number): number }, iso: string) => `KP/${iso.slice(2, 4)}/${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
  },
  {
    brand: 'ORIKAMI',
    legal: 'נטע אלמגור',
    company: false,
    web: 'orikami.shop',
    font: "'Nimbus Sans','Nachlieli CLM',sans-serif",
    color: '#2e7d32',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(20000, 59999)),
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
  },
];

export const heOrigamiPaperWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const ordered = plus(date, -rng.int(0, 3));
    const lines = rng.some(ITEMS, rng.int(2, 6)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4), sku: `OR-${rng.int(100, 999)}` }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4) ? share(goods, 15) : 0;
    const ship = goods - coupon >= 25000 ? 0 : rng.pick([2900, 3500]);
    const sum = goods - coupon + ship;
    const tax = vatIn(sum, rate);
    const body = `<div class="p">
<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">${ltr(v.web)}</div></div>
${v.company ? `<div class="sm">${esc(v.legal)}<br>ח.פ. ${ltr(hyphenId(id))}<br>רח׳ הרכבת 18, תל אביב</div>` : ''}</div>
<h1>חשבונית מס / קבלה</h1>
${grid([
  ['מס׳ חשבונית', ltr(number)],
  ['תאריך', ltr(v.date(date))],
  ['מס׳ הזמנה', ltr(`#${rng.int(1000000, 9999999)}`)],
  ['תאריך הזמנה', ltr(`${v.date(ordered)} ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)],
  ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])],
])}
<div class="cust">לקוח/ה: ${rng.pick(['הדס בן-עמי', 'אלון רז', 'מאיה פרידמן', 'יונתן כץ'])} · ${ltr(cellular(rng))} · ${rng.pick(['רעננה', 'אשדוד', 'נס ציונה', 'קצרין'])}</div>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${ltr(l.sku)}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.qty * l.unit))}</td></tr>`).join('')}</table>
<div class="tot">${row('סכום ביניים', ltr(amount(goods)))}
${coupon ? row(`קופון ${ltr('FOLD15')} (15%)`, ltr(`-${amount(coupon)}`)) : ''}
${row('משלוח', ship ? ltr(amount(ship)) : 'חינם')}
${row('סה"כ שולם', ltr(`₪${amount(sum)}`), 'big')}
${row(`מתוכו מע"מ ${rate}%`, ltr(amount(tax)))}</div>
<div class="sm">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · משלוח חינם בהזמנה מעל 250 ₪</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · עוסק מורשה ${ltr(id)} · ת.ד. ${ltr(String(rng.int(100, 9999)))} ${'בית שמש'}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:14mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#555}h1{font-size:18px;margin:12px 0}.grid{width:100%;border-collapse:collapse}.grid th{font-size:10px;color:${v.color};text-align:right;border-bottom:1px solid ${v.color}}.grid td{padding:3px 0 8px;font-weight:bold}.cust{margin:8px 0}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.tot{width:75mm;margin:12px 0 12px auto}.row{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px;border-top:2px solid ${v.color};margin-top:3px}.foot{margin-top:40px;text-align:center;border-top:1px solid #ccc;font-size:10px;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
