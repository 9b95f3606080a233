import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { lr, spread, vendorId } from './extra';

const SHOPS = [
  {
    brand: 'CAPSULA+',
    latin: true,
    site: 'capsulaplus.co.il',
    legal: 'קפסולה פלוס סחר בע"מ',
    label: 'ח.פ.',
    company: true,
    colour: '#5b3a29',
    num: (rng: Rng) => `CP-${rng.int(200000, 299999)}`,
  },
  {
    brand: 'קפה בקליק',
    latin: false,
    site: 'cafeclick.co.il',
    legal: 'עמרי שפירא',
    label: 'עוסק מורשה',
    company: false,
    colour: '#1f4e5f',
    num: (rng: Rng) => String(rng.int(10000, 69999)),
  },
  {
    brand: 'ESPRESSO HOME',
    latin: true,
    site: 'espressohome.co.il',
    legal: 'אספרסו הום יבוא ושיווק בע"מ',
    label: 'ח"פ',
    company: true,
    colour: '#2b2b2b',
    num: (rng: Rng, d: string) => `${d.slice(0, 4)}-${String(rng.int(100, 19999)).padStart(5, '0')}`,
  },
] as const;

// product, price in agorot VAT included
const PRODUCTS: [string, number][] = [
  ["קפסולות רומא עוצמה 8 (10 יח')", 1990],
  ["קפסולות ליסבון עוצמה 10 (10 יח')", 2190],
  ["קפסולות דקף קולומביה (10 יח')", 2090],
  ["קפסולות וניל קרמל (10 יח')", 2290],
  ['מארז טעימות 60 קפסולות', 11900],
  ['מקציף חלב חשמלי', 24900],
  ['נוזל להסרת אבנית 250 מ"ל', 3900],
  ['מעמד קפסולות מסתובב', 8900],
  ["ספלי אספרסו זכוכית כפולה (2 יח')", 6900],
];

/**
 * A coffee capsule web shop's invoice as its platform e-mails it, printed on A4 in a 150 mm column (Liberation Sans,
 * FreeSans or Noto Sans Hebrew; the brand in URW Gothic or Aharoni CLM on a coloured bar, a drawn cup): "מאת", "נושא"
 * (with the order's number) and the mail's date above; "חשבונית מס קבלה" with "מס' מסמך" (five digits, "CP-204113"
 * or "2025-08813") and "תאריך מסמך" the order's day or the next; "הזמנה #", its date and time; the buyer's mobile and
 * address; capsule boxes, a frother, descaler, cups; "סכום ביניים", a monthly subscription's 10% on some, club points
 * redeemed as a negative line on some, shipping (free above 199 ₪); "סה"כ כולל מע"מ", "מע"מ כלול", "סה"כ ללא מע"מ";
 * Apple Pay, Bit or a card in payments; the legal or owner's name with "ח.פ." / "ח"פ" (hyphenated) / "עוסק מורשה"
 * in the footer.
 */
export const heCoffeeCapsulesWebshopOrder: Layout = {
  id: 'he-coffee-capsules-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(seed: Rng) {
    const rng = spread(seed, 'he-coffee-capsules-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const orderDate = randomDate(rng, '2023-06-02', '2026-03-27');
    const date = addDays(orderDate, rng.chance(0.6) ? 0 : 1);
    const rate = israeliRate(date);
    const items = rng.some(PRODUCTS, rng.int(2, 6)).map(([name, unit]) => ({ name, unit, qty: unit < 3000 ? rng.int(2, 8) : 1 }));
    const subtotal = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const sub = rng.chance(0.4) ? share(subtotal, 10) : 0;
    const points = rng.chance(0.4) ? rng.pick([1000, 1500, 2500]) : 0;
    const shipping = subtotal - sub >= 19900 ? 0 : 2990;
    const total = subtotal - sub - points + shipping;
    const vat = vatOfGross(total, rate);
    const docNo = s.num(rng, date);
    const orderNo = String(rng.int(40000, 98999));
    const font = rng.pick(['Liberation Sans', 'FreeSans', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'yyyy-mm-dd'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const cup = `<svg width="30" height="26" viewBox="0 0 30 26"><path d="M3 8 h18 v9 a7 7 0 0 1 -7 7 h-4 a7 7 0 0 1 -7 -7z" fill="#fff"/><path d="M21 11 h3 a3 3 0 0 1 0 6 h-3" fill="none" stroke="#fff" stroke-width="2"/><path d="M9 1 q2 3 0 5 M14 1 q2 3 0 5" stroke="#fff" fill="none"/></svg>`;
    const rows = items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.qty}</td><td>${lr(amount(i.unit))}</td><td>${lr(amount(i.qty * i.unit))}</td></tr>`).join('');
    const sums =
      `<tr><td>סכום ביניים</td><td>${lr(amount(subtotal))}</td></tr>` +
      (sub ? `<tr><td>הנחת מנוי חודשי 10%</td><td>${lr(`-${amount(sub)}`)}</td></tr>` : '') +
      (points ? `<tr><td>נקודות מועדון שמומשו</td><td>${lr(`-${amount(points)}`)}</td></tr>` : '') +
      `<tr><td>משלוח עד הבית${shipping ? '' : ' (חינם מעל 199 ₪)'}</td><td>${lr(amount(shipping))}</td></tr>` +
      `<tr class="g"><td>סה"כ כולל מע"מ</td><td>${lr(`${amount(total)} ₪`)}</td></tr>` +
      `<tr><td>מע"מ ${rate}% כלול</td><td>${lr(amount(vat))}</td></tr><tr><td>סה"כ ללא מע"מ</td><td>${lr(amount(total - vat))}</td></tr>`;
    const payment = rng.pick([
      () => `Apple Pay · ${lr(`**** ${rng.digits(4)}`)}`,
      () => `ביט · אסמכתא ${lr(rng.digits(9))}`,
      () => `כרטיס אשראי ${lr(`**** ${rng.digits(4)}`)} · ${rng.pick([1, 2, 3])} תשלומים · אישור ${lr(rng.digits(7))}`,
    ])();
    const body = `<div class="col"><div class="mail">מאת: ${lr(`orders@${s.site}`)}<br>נושא: החשבונית שלך להזמנה ${lr(`#${orderNo}`)}<br>תאריך: ${d(date)} ${lr(hhmm(rng.int(7 * 60, 23 * 60)))}</div>
<div class="bar" style="background:${s.colour}">${cup}<span class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</span><span class="site">${lr(s.site)}</span></div>
<p>היי ${esc(rng.pick(['דנה', 'אביב', 'מוחמד', 'לנה', 'שגיא']))}, תודה על ההזמנה! מצורפת החשבונית.</p>
<div class="doc"><div><div class="t">חשבונית מס קבלה</div><div class="sm">העתק נאמן למקור</div></div><table class="kv"><tr><td>מס' מסמך</td><td><b>${lr(docNo)}</b></td></tr><tr><td>תאריך מסמך</td><td>${d(date)}</td></tr></table></div>
<table class="kv wide"><tr><td>הזמנה</td><td>${lr(`#${orderNo}`)} · ${d(orderDate)} ${lr(hhmm(rng.int(6 * 60, 23 * 60 + 50)))}</td></tr><tr><td>נייד</td><td>${lr(cellular(rng))}</td></tr><tr><td>משלוח אל</td><td>${esc(rng.pick(["רח' סוקולוב 12, הרצליה", "רח' יפו 210, ירושלים", "רח' הדקל 5, עפולה", "שד' ירושלים 40, יפו"]))}</td></tr></table>
<table class="lines"><tr class="th"><td>מוצר</td><td>כמות</td><td>מחיר</td><td>סה"כ</td></tr>${rows}</table>
<table class="sum">${sums}</table>
<div class="pay">אמצעי תשלום: ${payment}</div>
<div class="foot">${esc(s.legal)} · ${s.label} ${lr(s.company ? hyphenId(vendorTaxId) : vendorTaxId)}<br>שירות לקוחות בוואטסאפ ${lr(cellular(rng))} · ${lr(`www.${s.site}`)}</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#222;padding:12mm 0}.col{width:150mm;margin:0 auto}
.mail{font-size:10px;color:#555;border-bottom:1px solid #ddd;padding-bottom:2mm;margin-bottom:4mm;line-height:1.6}.bar{display:flex;align-items:center;gap:3mm;color:#fff;padding:3mm 4mm;border-radius:3mm}
.brand{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-size:22px;font-weight:bold}.brand.lat{font-family:'URW Gothic','DejaVu Sans',sans-serif;letter-spacing:1px}.site{margin-right:auto;font-size:10px}
.doc{display:flex;justify-content:space-between;align-items:center;background:#f3f1ee;padding:3mm 4mm;margin:3mm 0}.t{font-size:17px;font-weight:bold}.sm{font-size:9.5px;color:#666}
.kv td{padding:0.6mm 2mm}.kv td:first-child{color:#666}.wide{margin-bottom:3mm}.lines{width:100%;border-collapse:collapse}.lines td{padding:1.6mm;border-bottom:1px solid #eee}.th td{font-weight:bold;border-bottom:1.5px solid #222}.lines td:nth-child(n+2){text-align:left;white-space:nowrap}
.sum{margin-right:auto;margin-top:3mm;min-width:80mm}.sum td{padding:0.9mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1px solid #222}
.pay{margin-top:4mm}.foot{margin-top:8mm;font-size:9.5px;color:#555;text-align:center;border-top:1px solid #ddd;padding-top:2mm}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
