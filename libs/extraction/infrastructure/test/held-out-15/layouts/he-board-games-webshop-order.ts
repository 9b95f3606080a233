import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';

const SHOPS = [
  { brand: 'קוביה', legal: 'קוביה משחקי קופסה אונליין בע"מ', label: 'ח.פ.', company: true, site: 'www.kubiya-games.co.il', latin: false },
  { brand: 'DRAGON DICE', legal: 'הדרקון המשחק בע"מ', label: 'ח"פ', company: true, site: 'dragondice.co.il', latin: true },
  { brand: 'שולחן משחק', legal: 'עמית ברקוביץ', label: 'עוסק מורשה', company: false, site: 'shulchan-mischak.co.il', latin: false },
];
/** Game and price with VAT (agorot). */
const GAMES: [string, number][] = [
  ['קטאן - מהדורה עברית', 22900],
  ['טיקט טו רייד אירופה', 27900],
  ['דיקסיט', 17900],
  ['קרקסון + הרחבה', 19900],
  ['אזול', 18900],
  ['קודנמס עברית', 9900],
  ['ויקינגים - משחק קלפים', 6900],
  ["שרוולים לקלפים 100 יח'", 2900],
  ['מגש קוביות עור', 7900],
  ['פאזל 1000 חלקים - ירושלים', 8900],
  ['טרפורמינג מאדים', 34900],
];

/**
 * A board games web shop's printed invoice on A4 (Open Sans, Noto Sans Hebrew or Liberation Sans;
 * the brand in Lato Black for "DRAGON DICE", or Shofar): the brand, the web address, the legal name or the
 * owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה"; "חשבונית מס / קבלה" "מס'" (seven digits), "תאריך החשבונית"
 * (dd/mm/yyyy) on the shipping day, "מס' הזמנה" (#, five digits) and "תאריך הזמנה" one to four days earlier with
 * a time; the buyer and the delivery to a pickup point or home with a tracking number; games at prices with
 * VAT, a coupon of 10% on some, delivery, "סה"כ לתשלום", "מתוכו מע"מ", and the card with its instalments.
 */
export const heBoardGamesWebshopOrder: Layout = {
  id: 'he-board-games-webshop-order',
  lang: 'he',
  kind: 'online order invoice',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-05', '2026-02-28');
    const ordered = addDays(date, -rng.int(1, 4));
    const rate = israeliRate(date);
    const items = rng.some(GAMES, rng.int(2, 5)).map(([name, price]) => ({ name, price, qty: price < 10000 ? rng.int(1, 3) : 1 }));
    const goods = items.reduce((a, i) => a + i.qty * i.price, 0);
    const coupon = rng.chance(0.4) ? share(goods, 10) : 0;
    const home = rng.chance(0.5);
    const ship = goods - coupon >= 30000 ? 0 : home ? 3900 : 1990;
    const total = goods - coupon + ship;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1000000, 1999999));
    const font = rng.pick(['Open Sans', 'Noto Sans Hebrew', 'Liberation Sans']);
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="hd"><div><div class="brand">${esc(s.brand)}</div><div class="sm"><bdi>${s.site}</bdi></div></div><div class="lg">${esc(s.legal)}<br>${s.label} ${vendorTaxId}<br>שירות לקוחות: <bdi>${cellular(rng)}</bdi></div></div>
<div class="row"><div class="tt">חשבונית מס / קבלה מס' ${docNo}</div><table class="kv">${kv('תאריך החשבונית', dt(date, 'dd/mm/yyyy'))}${kv("מס' הזמנה", `#${rng.int(10000, 99999)}`)}${kv('תאריך הזמנה', `${dt(ordered, 'dd/mm/yyyy')} ${String(rng.int(8, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}</table></div>
<div class="cols"><div><b>פרטי המזמין</b><br>${esc(rng.pick(['עידו רבינוביץ', 'מאיה כהן-לוי', 'אלון פרץ', 'שירה גבאי']))}<br><bdi>${cellular(rng)}</bdi></div><div><b>משלוח</b><br>${home ? 'שליח עד הבית' : `נקודת איסוף: ${esc(rng.pick(['סופר-פארם', 'מכולת השכונה', 'לוקר חכם']))}`}<br>מעקב: ${rng.pick(['IL', 'CH', 'EE'])}${rng.digits(9)}</div></div>
<table class="it"><tr><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.qty}</td><td>${amount(i.price)}</td><td>${amount(i.qty * i.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סכום מוצרים</td><td>${amount(goods)}</td></tr>${coupon ? `<tr><td>קופון WELCOME10 (10%)</td><td>${amount(-coupon)}</td></tr>` : ''}<tr><td>משלוח</td><td>${ship ? amount(ship) : 'חינם'}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(vat)}</td></tr></table>
<div class="sm">שולם בכרטיס אשראי המסתיים ב-${rng.digits(4)}${total > 20000 ? `, ${rng.int(2, 3)} תשלומים ללא ריבית` : ''}. ניתן לבטל עסקה תוך 14 יום מקבלת המשלוח בהתאם לחוק הגנת הצרכן.</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#232323;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;background:#fff3e0;padding:4mm 6mm;border-radius:3mm}.brand{font-family:${s.latin ? "'Lato Black','Lato'" : "'Shofar'"},sans-serif;font-size:30px;font-weight:900;color:#e65100}
.lg{text-align:left;line-height:1.5}.sm{font-size:9.5px;color:#666}.row{display:flex;justify-content:space-between;align-items:flex-start;margin:6mm 0 4mm}.tt{font-size:17px;font-weight:bold}.kv td{padding:0.4mm 2mm}.kv td:first-child{color:#777}
.cols{display:flex;gap:20mm;margin-bottom:5mm;line-height:1.5}table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:2px solid #e65100;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #eee}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:80mm;margin:4mm auto 6mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
