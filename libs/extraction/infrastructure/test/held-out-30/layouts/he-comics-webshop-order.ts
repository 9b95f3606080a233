import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, dated, house, lr, taxIn, vid } from './extra';

const ID = 'he-comics-webshop-order';
const SHOPS = [
  { brand: '', legal: 'בועות דיו קומיקס בע"מ', company: true, label: 'ח.פ.', trade: '', site: 'inkbubbles.co.il', color: '#5b2a86' },
  { brand: 'פאנל', legal: 'איתי שגב', company: false, label: 'עוסק מורשה', trade: 'חנות קומיקס ורומנים גרפיים', site: 'panel-comics.co.il', color: '#c0392b' },
  { brand: 'COMIX HUB', legal: 'קומיקס האב בע"מ', company: true, label: 'ח"פ', trade: '', site: 'comixhub.co.il', color: '#0f6e7a' },
];
const ITEMS: [string, string, number, number][] = [
  ['רומן גרפי – כריכה קשה', 'GN', 11900, 18900],
  ['מנגה – כרך בודד (תרגום עברי)', 'MG', 5900, 7900],
  ['סט מנגה 1-5', 'MS', 27900, 34900],
  ['חוברת קומיקס – הדפסה ראשונה', 'CB', 2900, 4900],
  ['אוסף סיפורים קצרים – כריכה רכה', 'TP', 8900, 12900],
  ['בובת אספנות באריזה מקורית', 'FG', 14900, 29900],
  ["שקיות ולוחות לשימור (50 יח')", 'BB', 3900, 5900],
  ['פוסטר מודפס A2', 'PS', 4900, 6900],
  ['ספר אמנות – מאחורי הקלעים', 'AB', 16900, 22900],
  ['ערכת ציור קומיקס למתחילים', 'KT', 9900, 13900],
];
const BUYERS = ['תום לוינסון', 'נועם אבידן', 'הילה קורן', 'עידו ברק', 'אנה פטרוב', 'ליאם חדד'];

/** A comics shop's web order printed as its tax invoice-receipt on A4: the order and the day it was placed, SKUs, a coupon on some, shipping (free above a sum), VAT contained, card payment. */
export const heComicsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(ITEMS, rng.int(2, 5)).map(([name, pre, lo, hi]) => {
      const q = rng.int(1, 2);
      const u = Math.round(rng.int(lo, hi) / 100) * 100 - 10;
      return { name, sku: `${pre}-${rng.int(1000, 9999)}`, q, u, sum: q * u };
    });
    const goods = add(items.map((i) => i.sum));
    const coupon = rng.chance(0.4) ? -Math.round(goods * 0.1) : 0;
    const free = goods + coupon >= 25000;
    const ship = rng.pick([
      ['שליח עד הבית', 3500],
      ['איסוף מנקודת חלוקה', 1900],
      ['דואר רשום', 2500],
    ] as const);
    const shipping = free ? 0 : ship[1];
    const total = goods + coupon + shipping;
    const vat = taxIn(total, rate);
    const ordered = addDays(date, -rng.int(0, 2));
    const order = `#${rng.int(10000, 39999)}`;
    const docNo = house(ID, n, [() => String(rng.int(200000, 299999)), () => `${rng.int(1, 9)}${rng.int(1000, 9999)}`, () => `CX-${date.slice(0, 4)}-${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'FreeSans'", "'Miriam CLM','Liberation Sans'"]);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const buyer = rng.pick(BUYERS);
    const rows = items.map((i) => `<tr><td>${lr(i.sku)}</td><td>${esc(i.name)}</td><td>${i.q}</td><td>${amount(i.u)}</td><td>${amount(i.sum)}</td></tr>`).join('');
    const bubble = `<svg width="46" height="36" viewBox="0 0 46 36"><path d="M4 4h38v20H20l-9 8v-8H4z" fill="#fff" stroke="#fff" stroke-width="2"/><text x="23" y="19" font-size="12" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" fill="${s.color}">POW!</text></svg>`;
    const body = `<div class="bar">${bubble}<div class="nm">${esc(s.brand || s.legal)}</div><div class="site">${lr(s.site)}</div></div>
<div class="crumbs">דף הבית › החשבון שלי › הזמנות › הזמנה ${lr(order)}</div>
<div class="row"><div class="seller">${s.brand ? `<b>${esc(s.legal)}</b><br>` : ''}${s.trade ? `${esc(s.trade)}<br>` : ''}${s.label} ${lr(idText)}<br>${esc(rng.pick(["רח' מסדה 20, באר שבע", "רח' יפו 97, ירושלים", "רח' שינקין 40, גבעתיים"]))}</div>
<div class="doc"><div class="tt">חשבונית מס / קבלה</div><div>מס' מסמך: <b>${lr(docNo)}</b></div><div>תאריך המסמך: <b>${lr(dt(date, fmt))}</b></div><div class="sub">הזמנה ${lr(order)} מיום ${lr(dt(ordered, fmt))}</div></div></div>
<div class="buyer">פרטי הלקוח: ${esc(buyer)} · ${lr(cellular(rng))} · ${lr(`${rng.pick(['tom', 'noam', 'hila', 'ido', 'anna', 'liam'])}${rng.int(10, 99)}@mail.co.il`)}</div>
<table class="rows"><tr><th>מק"ט</th><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>${amount(goods)}</td></tr>${coupon ? `<tr><td>קופון HERO10</td><td>${lr(amount(coupon))}</td></tr>` : ''}
<tr><td>משלוח – ${esc(ship[0])}${free ? ' (חינם מעל ₪250)' : ''}</td><td>${amount(shipping)}</td></tr>
<tr class="g"><td>סה"כ כולל מע"מ</td><td>₪${amount(total)}</td></tr><tr><td>מע"מ ${rate}% (כלול)</td><td>${amount(vat)}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${lr(rng.digits(4))}${rng.chance(0.3) ? ` · ${rng.pick([2, 3])} תשלומים` : ''}</div>
<div class="ft">${s.brand ? esc(s.brand) : esc(s.legal)} · שירות לקוחות ${lr(`service@${s.site}`)} · החזרות תוך 14 יום בתנאי שהאריזה לא נפתחה</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#222;width:210mm;box-sizing:border-box;padding:10mm 14mm}
.bar{display:flex;align-items:center;gap:4mm;background:${s.color};color:#fff;padding:3mm 5mm;border-radius:3mm}.nm{font-size:26px;font-weight:bold;flex:1}.site{font-size:12px}
.crumbs{font-size:10px;color:#777;margin:2mm 0 5mm}.row{display:flex;justify-content:space-between;gap:6mm}.seller{line-height:1.6}.doc{border:1.5px solid ${s.color};border-radius:2mm;padding:2mm 4mm;line-height:1.7;min-width:70mm}.tt{font-size:17px;font-weight:bold;color:${s.color}}.sub{font-size:10.5px;color:#666}
.buyer{margin:5mm 0 3mm;padding:2mm;background:#f4f4f4}.rows{width:100%;border-collapse:collapse}.rows th{border-bottom:2px solid ${s.color};text-align:right;padding:1.5mm}.rows td{padding:1.5mm;border-bottom:1px solid #e2e2e2}.rows td:nth-child(n+3),.rows th:nth-child(n+3){text-align:left}
.tot{width:90mm;margin:4mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222}.pay{margin-top:5mm}.ft{margin-top:14mm;font-size:10px;color:#777;border-top:1px solid #ddd;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
