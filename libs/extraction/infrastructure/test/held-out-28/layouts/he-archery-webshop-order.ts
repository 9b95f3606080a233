import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid, house } from './extra';

const ID = 'he-archery-webshop-order';
const SHOPS = [
  { brand: '', legal: 'קשת ומטרה בע"מ', company: true, label: 'ח.פ.', trade: '', site: 'keshet-matara.co.il' },
  { brand: 'BULLSEYE', legal: 'אלכסנדר פרידמן', company: false, label: 'עוסק מורשה', trade: 'ציוד לקשתות ספורט', site: 'bullseye-archery.co.il' },
  { brand: "ארצ'רי פוינט", legal: 'א.פ. ציוד קליעה בע"מ', company: true, label: 'ח"פ', trade: '', site: 'archerypoint.co.il' },
];
/** Products: name, variant options, SKU prefix, price range in agorot, most per order. */
const PRODUCTS: [string, string[], string, number, number, number][] = [
  ['רייזר לקשת רקורב 25"', ['שמאלי', 'ימני'], 'RS', 54900, 98900, 1],
  ['זוג ליבים לקשת רקורב', ['24#', '28#', '32#', '36#'], 'LB', 39900, 79900, 1],
  ['חיצי קרבון (12)', ['600', '700', '800'], 'AR', 21900, 36900, 2],
  ['מטרה קש 80 ס"מ', ['עם כן', 'ללא כן'], 'TG', 44900, 69900, 1],
  ['פני מטרה 122 ס"מ (10)', ['נייר', 'עמיד במים'], 'TF', 6900, 11900, 2],
  ['אשפת חיצים לגב', ['שחור', 'חום'], 'QV', 12900, 21900, 1],
  ['מגן זרוע', ['S', 'M', 'L'], 'AG', 3900, 7900, 1],
  ['טאב לאצבעות', ['S', 'M', 'L'], 'FT', 4900, 12900, 1],
  ['מיתר לקשת 68"', ['דקרון', 'פסט-פלייט'], 'ST', 5900, 9900, 2],
  ['כוונת לקשת רקורב', ['סטנדרט'], 'SG', 29900, 64900, 1],
  ['משענת חץ מגנטית', ['סטנדרט'], 'RR', 4900, 8900, 2],
  ['שובר אימון מבוא – שעתיים', ['במטווח'], 'VC', 14900, 19900, 2],
];

/** An archery web shop's A4 order invoice from its shop system: the order number and time, the buyer's address and his own id for the club's records, SKUs with variants, a coupon, courier or pick-up point (free above a threshold); VAT contained. */
export const heArcheryWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(PRODUCTS, rng.int(2, 5)).map(([name, variants, pre, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = Math.round(rng.int(lo, hi) / 100) * 100 - 10;
      return { name, variant: rng.pick(variants), sku: `${pre}-${rng.int(100, 999)}`, q, u, sum: q * u };
    });
    const sub = add(items.map((i) => i.sum));
    const coupon = rng.chance(0.4) ? rng.pick(['BULL10', 'ARROW10', 'CLUB10']) : '';
    const disc = coupon ? share(sub, 10) : 0;
    const method = rng.pick(['courier', 'point'] as const);
    const shipping = sub - disc >= 50000 ? 0 : method === 'courier' ? 3490 : 1990;
    const total = sub - disc + shipping;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [
      () => `${date.slice(0, 4)}-${String(rng.int(100, 2999)).padStart(5, '0')}`,
      () => `IL-${rng.int(40000, 69999)}`,
      () => String(rng.int(200000, 599999)),
    ])();
    const orderNo = `#${rng.pick(['A', 'W'])}-${rng.int(10000, 29999)}`;
    const ordered = addDays(date, -rng.int(0, 2));
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew'", "'FreeSans'", "'Simple CLM'"]);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const buyer = rng.pick(['יונתן שגיא', 'טל אדלר', 'מאיר בן-שושן', 'נטע קרמר']);
    const town = rng.pick(['מודיעין', 'קריית טבעון', 'אשקלון', 'כפר יונה']);
    const card = rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']);
    const pays = total > 60000 ? rng.pick([1, 3, 6]) : 1;
    const target = `<svg width="46" height="46" viewBox="0 0 46 46"><circle cx="23" cy="23" r="21" fill="#fff" stroke="#222" stroke-width="1.5"/><circle cx="23" cy="23" r="16" fill="#1e88e5"/><circle cx="23" cy="23" r="11" fill="#e53935"/><circle cx="23" cy="23" r="6" fill="#fdd835"/><line x1="23" y1="23" x2="44" y2="4" stroke="#333" stroke-width="2"/><path d="M40 4 l5 -3 l-1 6 z" fill="#333"/></svg>`;
    const body = `<div class="bar"><span class="logo">${target}<span>${esc(s.brand || s.legal)}</span></span><span>${lr(s.site)}</span><span>החשבון שלי · עגלה (0)</span></div>
<div class="pg"><div class="crumbs">ראשי › ההזמנות שלי › הזמנה ${lr(orderNo)}</div>
<div class="top"><div><h1>חשבונית מס / קבלה</h1><div>מספר מסמך: <b>${lr(docNo)}</b></div><div>תאריך: <b>${lr(dt(date, fmt))}</b></div><div class="sm">מקור · הופק אוטומטית ממערכת ההזמנות</div></div>
<div class="ord"><div>הזמנה <b>${lr(orderNo)}</b></div><div>בוצעה: ${lr(dt(ordered, 'dd/mm/yyyy'))} ${String(rng.int(7, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}</div><div class="badge">${method === 'courier' ? 'נשלח בשליח' : 'נשלח לנקודת איסוף'}</div></div></div>
<div class="two"><div class="blk"><div class="h">פרטי הלקוח</div>${esc(buyer)}<br>ת.ז. ${lr(personalId(rng))}<br>${lr(cellular(rng))}<br>${esc(town)}<br>מס' חבר באיגוד הקשתות: ${lr(String(rng.int(1000, 8999)))}</div>
<div class="blk"><div class="h">משלוח</div>${method === 'courier' ? `שליח עד הבית – ${esc(town)}` : `נקודת איסוף – ${esc(town)}`}<br>מעקב: ${lr(`IL${rng.digits(9)}`)}<br>צפי מסירה: ${lr(dt(addDays(date, rng.int(2, 5)), 'dd/mm'))}</div></div>
<table><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${items.map((i) => `<tr><td>${lr(i.sku)}</td><td>${esc(i.name)}<div class="var">${esc(i.variant)}</div></td><td>${i.q}</td><td>₪${amount(i.u)}</td><td>₪${amount(i.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>₪${amount(sub)}</td></tr>${coupon ? `<tr><td>קופון ${lr(coupon)} (10%)</td><td>${lr(`-₪${amount(disc)}`)}</td></tr>` : ''}<tr><td>משלוח${shipping ? '' : ' (חינם מעל ₪500)'}</td><td>₪${amount(shipping)}</td></tr>
<tr class="g"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr><tr><td>מע"מ ${rate}% כלול בסכום</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay">שולם ב${card} המסתיים ב-${lr(rng.digits(4))} · ${pays === 1 ? 'תשלום אחד' : `${pays} תשלומים`}</div>
<div class="foot">${s.brand ? `${esc(s.brand)}<br>` : ''}<b>${esc(s.legal)}</b>${s.trade ? `<br>${esc(s.trade)}` : ''}<br>${s.label} ${lr(idText)} · שירות לקוחות ${lr(`0${rng.pick([3, 8, 9])}-${rng.int(6000000, 9999999)}`)}<br>החזרות תוך 14 יום במוצרים שלא נעשה בהם שימוש. קשתות נמכרות לבני 16 ומעלה.</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#222}.bar{display:flex;justify-content:space-between;align-items:center;background:#263238;color:#eceff1;padding:3mm 12mm}.logo{display:flex;align-items:center;gap:3mm;font-size:20px;font-weight:bold}
.pg{width:186mm;margin:0 auto;padding-top:4mm}.crumbs{color:#607d8b;font-size:10.5px;margin-bottom:3mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #cfd8dc;padding-bottom:3mm}
h1{margin:0 0 2mm;font-size:22px}.sm{font-size:10px;color:#777}.ord{text-align:left;line-height:1.6}.badge{display:inline-block;background:#e8f5e9;color:#2e7d32;border-radius:3mm;padding:0.5mm 3mm}
.two{display:flex;gap:6mm;margin:4mm 0}.blk{flex:1;background:#f5f7f8;padding:3mm;line-height:1.55}.h{font-weight:bold;margin-bottom:1mm}
table{width:100%;border-collapse:collapse}th{text-align:right;border-bottom:2px solid #263238;padding:1.5mm}td{padding:1.8mm 1.5mm;border-bottom:1px solid #e0e0e0;vertical-align:top}td:nth-child(n+3){text-align:left}.var{font-size:10px;color:#607d8b}
.tot{width:85mm;margin:4mm 0 0 0;margin-right:auto}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #263238}.pay{margin-top:4mm}.foot{margin-top:10mm;border-top:1px solid #cfd8dc;padding-top:3mm;font-size:10.5px;color:#455a64;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
