import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, personalId, share } from '../../generalisation/notation';
import { ltr, stirred, vendorId } from './extra';

const SHOPS = [
  {
    brand: 'INKY',
    site: 'www.inky.co.il',
    legal: 'אינקי סחר מקוון בע"מ',
    label: 'ח.פ.',
    company: true,
    hyphen: false,
    color: '#7c3aed',
    coupon: 'INKY10',
  },
  { brand: 'טונר בקליק', site: 'tonerbeclick.co.il', legal: 'גיל אפשטיין', label: 'עוסק מורשה', company: false, hyphen: false, color: '#0e7490', coupon: 'CLICK10' },
  { brand: 'מרכז הדיו', site: 'www.ink-center.co.il', legal: 'מרכז הדיו והטונר (2015) בע"מ', label: 'ח"פ', company: true, hyphen: true, color: '#be123c', coupon: 'DEYO10' },
];
// name, SKU, price in agorot (VAT included)
const GOODS: [string, string, number][] = [
  ['מחסנית דיו תואמת HP 305XL שחור', 'CM-H305XB', 5900],
  ['מחסנית מקורית HP 305 צבעונית', 'HP-305C', 8900],
  ['סט 4 בקבוקי דיו Epson 104 EcoTank', 'EP-104SET', 17900],
  ['טונר מקורי Brother TN-2420', 'BR-TN2420', 32900],
  ['טונר תואם Brother TN-2420', 'CM-TN2420', 12900],
  ['טונר תואם Samsung MLT-D111S', 'CM-D111S', 9900],
  ['טונר מקורי HP 85A', 'HP-CE285A', 34900],
  ['מחסנית Canon PG-545XL שחור', 'CN-545XL', 11900],
  ["נייר צילום A4 80 גר' - קרטון 5 חבילות", 'PAP-A4-5', 13900],
  ['נייר צילום מבריק 10x15 - 100 דף', 'PHO-1015', 4900],
  ['תוף הדמיה תואם Brother DR-2400', 'CM-DR2400', 14900],
];
const BUYERS = [
  { name: "משרד רואי חשבון לבנון ושות'", company: true },
  { name: 'גן ילדים "הפרפר" - ענבל דוד', company: false },
  { name: 'יעל ברקוביץ', company: false },
  { name: 'קליניקה לפיזיותרפיה אורן בע"מ', company: true },
  { name: 'עדי נחום', company: false },
];

/**
 * A printer ink and toner web shop's invoice as its shop platform e-mails it, printed on A4 (Noto Sans Hebrew,
 * Miriam CLM or DejaVu Sans; the brand in DejaVu Sans bold or Aharoni CLM over a row of four ink drops, the site
 * under it): "חשבונית מס קבלה" with "מס'" (five digits) and "תאריך" up to two days after the order; a strip of
 * "הזמנה #" (six digits), "תאריך הזמנה" with its time, "אמצעי משלוח" and "מספר משלוח"; the buyer with a valid
 * ח.פ. for a business or a ת.ז. on some, a mobile and the delivery address; cartridges, toners, drums and paper
 * with "מק"ט", quantity, price and sum; "סה"כ מוצרים", a coupon's 10% on some, delivery by courier, to a pick-up
 * point or free over 299 ₪; "סה"כ לתשלום" with "מתוכו מע"מ" and "לפני מע"מ"; card with payments, PayPal with a
 * transaction id or a bank transfer; the legal name or the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה"
 * and the id in the footer.
 */
export const hePrinterInkWebshopOrder: Layout = {
  id: 'he-printer-ink-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-printer-ink-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const ordered = randomDate(rng, '2023-06-20', '2026-03-25');
    const date = addDays(ordered, rng.int(0, 2));
    const rate = israeliRate(date);
    const rows = rng.some(GOODS, rng.int(1, 4)).map(([name, sku, unit]) => ({ name, sku, unit, qty: unit < 15000 ? rng.int(1, 4) : rng.int(1, 2) }));
    const goods = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const coupon = rng.chance(0.35) ? share(goods, 10) : 0;
    const method = rng.pick(['courier', 'point', 'courier'] as const);
    const shipping = goods - coupon >= 29900 ? 0 : method === 'courier' ? 2990 : 1490;
    const total = goods - coupon + shipping;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10200, 48999));
    const orderNo = String(rng.int(100000, 189999));
    const buyer = rng.pick(BUYERS);
    const buyerId = buyer.company ? taxId(rng, true) : rng.chance(0.4) ? personalId(rng) : '';
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const payment = rng.pick(['card', 'paypal', 'card', 'transfer'] as const);
    const payLine =
      payment === 'card'
        ? `כרטיס אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} המסתיים ב-${ltr(rng.digits(4))} · תשלומים: ${total > 40000 ? rng.pick([1, 2, 3]) : 1}`
        : payment === 'paypal'
          ? `PayPal · מזהה עסקה ${ltr(`${rng.int(1, 9)}${rng.pick(['X', 'K', 'N', 'T'])}${rng.digits(3)}${rng.pick(['A', 'B', 'L', 'R'])}${rng.digits(11)}`)}`
          : `העברה בנקאית · אסמכתא ${ltr(rng.digits(8))} מיום ${d(ordered)}`;
    const delivery = method === 'courier' ? 'שליח עד הבית (1-3 ימי עסקים)' : 'איסוף מנקודת חלוקה';
    const drops = ['#00a3e0', '#e6007e', '#ffd400', '#1a1a1a'].map((c) => `<span style="color:${c}">●</span>`).join('');
    const latin = /^[A-Z]/.test(s.brand);
    const body = `<div class="top"><div><div class="brand${latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="drops">${drops}</div><div class="site">${ltr(s.site)}</div></div>
<div class="doc"><div class="dt">חשבונית מס קבלה</div><div>מס' <b>${ltr(docNo)}</b></div><div>תאריך: ${d(date)}</div><div class="sm">מקור</div></div></div>
<div class="strip"><span>הזמנה ${ltr(`#${orderNo}`)}</span><span>תאריך הזמנה: ${d(ordered)} ${ltr(hhmm(rng.int(0, 23 * 60 + 59)))}</span><span>משלוח: ${esc(delivery)}</span><span>מספר משלוח: ${ltr(rng.digits(10))}</span></div>
<div class="two"><div><div class="h">פרטי הלקוח</div>${esc(buyer.name)}${buyerId ? `<br>${buyer.company ? 'ח.פ.' : 'ת.ז.'} ${ltr(buyerId)}` : ''}<br>${ltr(cellular(rng))}</div>
<div><div class="h">כתובת למשלוח</div>${esc(rng.pick(["רח' הגפן 14, כפר סבא", "רח' ז'בוטינסקי 88, רמת גן", "שד' ירושלים 31, אשדוד", "רח' העצמאות 5, עפולה", "רח' הבנים 40, הוד השרון"]))}</div></div>
<table class="t"><tr><th>מוצר</th><th>מק"ט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.name)}</td><td>${ltr(r.sku)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`)
      .join('')}</table>
<table class="sum"><tr><td>סה"כ מוצרים</td><td>${amount(goods)}</td></tr>${coupon ? `<tr><td>קופון ${ltr(s.coupon)} (10%)</td><td>${ltr(`-${amount(coupon)}`)}</td></tr>` : ''}<tr><td>משלוח${
      shipping ? '' : ' (חינם בהזמנה מעל 299 ₪)'
    }</td><td>${amount(shipping)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>סכום לפני מע"מ</td><td>${amount(total - vat)}</td></tr></table>
<div class="paid"><b>שולם:</b> ${payLine}</div>
<div class="note">מחסניות תואמות באחריות מלאה להדפסה תקינה · החזרת מוצר סגור תוך 14 יום · שאלות? ${ltr(`service@${s.site.replace(/^www\./, '')}`)}</div>
<div class="foot">${esc(s.legal)} · ${s.label} ${ltr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)} · ${ltr(s.site)} · מסמך ממוחשב</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#222;padding:12mm 14mm}
.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-size:30px;font-weight:bold;color:${s.color}}.brand.lat{font-family:'DejaVu Sans',sans-serif;letter-spacing:3px;direction:ltr;text-align:right}
.drops{font-size:14px;letter-spacing:2px}.site{font-size:10px;color:#555}.doc{border-right:4px solid ${s.color};padding:1mm 4mm;line-height:1.6}.dt{font-size:17px;font-weight:bold}.sm{font-size:9px;color:#777}
.strip{display:flex;flex-wrap:wrap;gap:2mm 7mm;background:#f2f2f2;padding:2mm 3mm;margin:5mm 0 4mm;font-size:10px}
.two{display:flex;gap:10mm;margin-bottom:4mm;line-height:1.55}.two>div{flex:1}.h{font-weight:bold;color:${s.color};border-bottom:1px solid #ddd;margin-bottom:1mm}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid ${s.color};padding:1.2mm;text-align:right}.t td{padding:1.2mm;border-bottom:0.5px solid #ddd}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left}
.sum{margin-right:auto;margin-top:4mm;border-collapse:collapse;min-width:78mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #222;border-bottom:1.5px solid #222}
.paid{margin-top:5mm}.note{margin-top:3mm;font-size:9.5px;color:#555}.foot{margin-top:10mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px;color:#444;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
