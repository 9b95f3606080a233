import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { split, stirred } from './extra';

const SHOPS = [
  { brand: 'KIDDO', font: 'Lato', weight: 900, legal: 'קידו אופנת ילדים בע"מ', label: 'ח.פ.', company: true, site: 'kiddo.co.il', colour: '#e4572e' },
  { brand: 'פיצקי', font: 'Noto Sans Hebrew', weight: 900, legal: 'אילנה מזרחי', label: 'עוסק מורשה', company: false, site: 'pitzki.shop', colour: '#17a398' },
  { brand: 'little.bee', font: 'Open Sans', weight: 800, legal: 'ליטל בי אונליין בע"מ', label: 'ח"פ', company: true, site: 'littlebee.co.il', colour: '#f2a900' },
];
/** Item, list price with VAT (agorot). */
const ITEMS: [string, number][] = [
  ['סט פיג׳מה כותנה אורגנית', 12990],
  ['שמלת טוטו מנוקדת', 15990],
  ['ג׳ינס בגזרה רחבה', 11990],
  ['קפוצ׳ון פליז עם אוזניים', 13990],
  ['מארז 3 בגדי גוף', 8990],
  ['חליפת ים UV', 10990],
  ['מעיל פוך קל', 24990],
  ['נעלי בד עם סקוץ׳', 9990],
  ['כובע גרב סרוג', 4990],
  ['טייץ 2 יח׳', 6990],
];
const SIZES = ['0-3 ח׳', '6-12 ח׳', '2', '3-4', '5-6', '7-8', '10'];
const COLOURS = ['ורוד עתיק', 'כחול נייבי', 'חרדל', "אפור מלאנז'", 'ירוק זית', 'שמנת'];
const BUYERS = ['הדס פרלמן', 'אושרת ביטון', 'יואב ונגר', 'קרן אלבז'];

/**
 * A children's clothing web shop's e-mailed invoice printed on A4 (Open Sans, Lato or FreeSans with Noto
 * Sans Hebrew; the brand as a wordmark in Lato Black, Open Sans Extrabold or Noto Sans Hebrew black):
 * "תודה על ההזמנה, …!", "הזמנה #100234" with its date and time, "חשבונית מס-קבלה" with a number
 * "IN-24-05812" and "תאריך מסמך" the day of the order or up to two days later; items with size and
 * colour, a struck-through list price beside the sale price; "סכום ביניים", a "3 ב-2" promotion (the
 * cheapest free) or a coupon ("WELCOME10", "SUMMER15") with a leading minus, "משלוח" (free over a threshold),
 * "סה"כ לתשלום" and "סכום כולל מע"מ של"; the card with one to three instalments, the delivery address and
 * expected date, the returns deadline; the legal name or the owner's name in the footer.
 */
export const heKidsClothingWebshopOrder: Layout = {
  id: 'he-kids-clothing-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-kids-clothing-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const ordered = randomDate(rng, '2023-04-01', '2025-12-29');
    const date = addDays(ordered, rng.pick([0, 0, 1, 2]));
    const rate = israeliRate(date);
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, list]) => {
      const onSale = rng.chance(0.4);
      return {
        name,
        list,
        price: onSale ? Math.round((list * rng.pick([70, 75, 80])) / 100 / 10) * 10 : list,
        qty: rng.chance(0.2) ? 2 : 1,
        size: rng.pick(SIZES),
        colour: rng.pick(COLOURS),
      };
    });
    const subtotal = lines.reduce((a, l) => a + l.qty * l.price, 0);
    const units = lines.flatMap((l) => Array.from({ length: l.qty }, () => l.price)).sort((a, b) => a - b);
    let promo = '';
    let off = 0;
    if (units.length >= 3 && rng.chance(0.5)) {
      promo = 'מבצע 3 ב-2 (הפריט הזול מתנה)';
      off = units[0];
    } else if (rng.chance(0.5)) {
      const [code, pct] = rng.pick([
        ['WELCOME10', 10],
        ['SUMMER15', 15],
      ] as const);
      promo = `קופון ${code} (${pct}%)`;
      off = share(subtotal, pct);
    }
    const afterPromo = subtotal - off;
    const ship = afterPromo >= 29900 ? 0 : rng.pick([2990, 3490]);
    const total = afterPromo + ship;
    const vat = vatOfGross(total, rate);
    const payments = total > 30000 ? rng.int(1, 3) : 1;
    const [firstPay, rest] = split(total, payments);
    const docNo = `IN-${date.slice(2, 4)}-${String(rng.int(100, 99999)).padStart(5, '0')}`;
    const order = `#${rng.int(100000, 399999)}`;
    const buyer = rng.pick(BUYERS);
    const fonts = rng.pick(['Open Sans', 'Lato', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rows = lines
      .map(
        (l) =>
          `<tr><td><b>${esc(l.name)}</b><div class="v">מידה: ${esc(l.size)} · צבע: ${esc(l.colour)} · מק"ט ${rng.digits(6)}</div></td><td class="c">${l.qty}</td><td class="n">${l.price !== l.list ? `<s>₪${amount(l.list)}</s> ` : ''}₪${amount(l.price)}</td><td class="n">₪${amount(l.qty * l.price)}</td></tr>`,
      )
      .join('');
    const body = `<div class="col"><div class="logo">${esc(s.brand)}</div><div class="hello">תודה על ההזמנה, ${esc(buyer.split(' ')[0])}!</div>
<div class="meta">${r('הזמנה', `${order} · ${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(6 * 60, 23 * 60 + 50))}`)}${r('חשבונית מס-קבלה', docNo)}${r('תאריך מסמך', dt(date, fmt))}</div>
<table><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows}</table>
<div class="sum">${r('סכום ביניים', `₪${amount(subtotal)}`)}${promo ? r(esc(promo), `<bdi>-₪${amount(off)}</bdi>`) : ''}${r('משלוח', ship ? `₪${amount(ship)}` : 'חינם (בהזמנה מעל ₪299)')}${r('סה"כ לתשלום', `₪${amount(total)}`, 'big')}${r(`סכום כולל מע"מ ${rate}% של`, `₪${amount(vat)}`, 'sm')}</div>
<div class="two"><div><b>תשלום</b><br>כרטיס אשראי המסתיים ב-${rng.digits(4)}<br>${payments > 1 ? `${payments} תשלומים: ראשון ₪${amount(firstPay)}, ${payments - 1} × ₪${amount(rest)}` : 'תשלום אחד'}</div>
<div><b>משלוח אל</b><br>${esc(buyer)}<br>${esc(rng.pick(['הנרקיסים 14, כפר סבא', 'דרך הים 7, קריית ים', 'האלה 22, מודיעין', 'סמטת הזית 3, גבעתיים']))}<br>צפי הגעה: עד ${dt(addDays(date, rng.int(3, 8)), 'dd/mm/yyyy')}</div></div>
<div class="ret">ניתן להחזיר או להחליף פריטים עד ${dt(addDays(date, 30), 'dd/mm/yyyy')} בצירוף מסמך זה.</div>
<div class="foot">${esc(s.legal)} · ${s.label} ${vendorTaxId} · ${s.site} · שירות לקוחות בוואטסאפ</div></div>`;
    const css = `body{font-family:'${fonts}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#333;background:#fff}.col{width:160mm;margin:12mm auto}
.logo{font-family:'${s.font}',sans-serif;font-weight:${s.weight};font-size:36px;color:${s.colour};text-align:center}.hello{font-size:19px;text-align:center;margin:3mm 0 6mm}
.meta{background:#f6f6f6;border-radius:3mm;padding:3mm 5mm;line-height:1.9}.r{display:flex;justify-content:space-between;gap:4mm}
table{width:100%;border-collapse:collapse;margin-top:6mm}th{text-align:right;color:#888;font-weight:normal;border-bottom:1px solid #ddd;padding:1.5mm}td{padding:2mm 1.5mm;border-bottom:1px solid #eee;vertical-align:top}.v{font-size:10px;color:#777}.c{text-align:center}.n{text-align:left;white-space:nowrap}s{color:#aaa}
.sum{width:80mm;margin:4mm 0 0 auto;margin-left:0;margin-right:auto;line-height:1.8}.big{font-weight:bold;font-size:15px;border-top:1px solid #333}.sm{font-size:10.5px;color:#666}
.two{display:flex;gap:8mm;margin-top:7mm;line-height:1.6}.two>div{flex:1;border:1px solid #eee;padding:3mm;border-radius:2mm}.ret{margin-top:5mm;font-size:11px}.foot{margin-top:8mm;border-top:3px solid ${s.colour};padding-top:2mm;font-size:10px;color:#777;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
