import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { instalments } from './extra';

const SHOPS = [
  { brand: 'FITLAB', legal: 'פיטלאב תוספי תזונה בע"מ', company: true, site: 'fitlab.co.il', color: '#d84315', prefix: 'IN-' },
  { brand: 'כוח ירוק', legal: 'כוח ירוק טבע ובריאות בע"מ', company: true, site: 'koach-yarok.co.il', color: '#2e7d32', prefix: '' },
  { brand: 'PROTEINA', legal: 'פרוטאינה סחר (2020) בע"מ', company: true, site: 'proteina.co.il', color: '#283593', prefix: 'PR' },
  { brand: 'NUTRI BOX', legal: 'שחר גולן', company: false, site: 'nutribox.co.il', color: '#6a1b9a', prefix: '' },
];
/** Product, SKU stem, price incl. VAT in agorot. */
const PRODUCTS: [string, string, number][] = [
  ['אבקת חלבון מי גבינה 1 ק"ג - שוקולד', 'WP-1000-CH', 18990],
  ['אבקת חלבון מי גבינה 2 ק"ג - וניל', 'WP-2000-VN', 31990],
  ["קריאטין מונוהידרט 300 גר'", 'CR-300', 9990],
  ['ויטמין D3 2000IU - 120 כמוסות', 'VD-120', 5990],
  ['אומגה 3 - 90 כמוסות רכות', 'OM-90', 8990],
  ["חטיף חלבון בוטנים (12 יח')", 'BR-12-PN', 11900],
  ['שייקר 700 מ"ל', 'SH-700', 2990],
  ["BCAA 400 גר' - אבטיח", 'BC-400-WM', 12990],
  ['מגנזיום ציטראט 60 טבליות', 'MG-60', 4990],
  ["חלבון צמחי אפונה ואורז 750 גר'", 'VP-750', 17990],
  ['פרה-וורקאאוט 30 מנות', 'PW-30', 14990],
];
const COUPONS = [
  ['SUMMER15', 15],
  ['WELCOME10', 10],
  ['FIT20', 20],
] as const;

/**
 * A sports nutrition web shop's A4 "חשבונית מס/קבלה" as its shop platform makes it (Noto Sans Hebrew or
 * Simple CLM, the brand in URW Gothic or Lato Black): the brand and the site at the top, the legal name
 * and "ח.פ." (hyphenated on some) or the owner's name and "עוסק מורשה" only in the footer, a facts table
 * (the document's number, "IN-40231", "PR40231" or five digits; "תאריך הפקה" (dd/mm/yyyy) on the order
 * day or up to three days after; "הזמנה #", the order date and time), billing and shipping addresses,
 * lines with SKU, quantity and prices with VAT, a coupon in percent on some, shipping (a courier, express,
 * or free pickup above 299 ₪), "סה"כ לתשלום (כולל מע"מ)", "מתוכו מע"מ", the card in one to six
 * instalments with the first and the others, club points earned.
 */
export const heSupplementsWebshopInvoice: Layout = {
  id: 'he-supplements-webshop-invoice',
  lang: 'he',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const orderDate = randomDate(rng, '2023-06-20', '2026-02-25');
    const date = addDays(orderDate, rng.pick([0, 0, 1, 2, 3]));
    const rate = israeliRate(date);
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([name, sku, price]) => ({ name, sku, price, q: rng.pick([1, 1, 1, 2, 3]) }));
    const items = lines.reduce((a, l) => a + l.q * l.price, 0);
    const coupon = rng.chance(0.45) ? rng.pick(COUPONS) : undefined;
    const disc = coupon ? share(items, coupon[1]) : 0;
    const after = items - disc;
    const ship =
      after >= 29900 && rng.chance(0.5)
        ? { name: 'איסוף מנקודת חלוקה', price: 0 }
        : rng.pick([
            { name: 'שליח עד הבית (3-5 ימי עסקים)', price: 2990 },
            { name: 'משלוח אקספרס (יום עסקים)', price: 4990 },
          ]);
    const total = after + ship.price;
    const vat = vatOfGross(total, rate);
    const n = total > 30000 ? rng.pick([1, 3, 6]) : 1;
    const { first, other } = instalments(total, n);
    const docNo = s.prefix ? `${s.prefix}${rng.int(30000, 48999)}` : String(rng.int(10000, 29999));
    const orderNo = rng.int(100000, 189999);
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM']);
    const brandFont = rng.pick(["'URW Gothic'", "'Lato Black','Lato'"]);
    const names = rng.pick([
      ['עומר', 'ברגר', 'הנרקיס 14, מודיעין'],
      ['שני', 'אלקיים', "שד' ירושלים 88, אשדוד"],
      ['יונתן', 'חדד', 'הרב קוק 5 דירה 12, נתניה'],
      ['רים', 'עודה', 'כפר יאסיף'],
    ]);
    const body = `<div class="top"><div class="brand">${esc(s.brand)}</div><div class="site" dir="ltr">www.${s.site}</div></div>
<div class="title">חשבונית מס/קבלה</div>
<div class="two"><table class="facts"><tr><td>מספר מסמך</td><td><b>${docNo}</b></td></tr><tr><td>תאריך הפקה</td><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><td>מספר הזמנה</td><td>#${orderNo}</td></tr><tr><td>תאריך הזמנה</td><td>${dt(orderDate, 'dd/mm/yyyy')} ${time(rng)}</td></tr></table>
<div class="addr"><div><b>פרטי חיוב</b><br>${esc(names[0])} ${esc(names[1])}<br>${esc(names[2])}<br>${cellular(rng)}</div><div><b>פרטי משלוח</b><br>${esc(ship.name)}<br>${ship.price ? esc(names[2]) : `נקודת איסוף ${rng.int(100, 999)}`}</div></div></div>
<table class="it"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר יחידה</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td dir="ltr">${l.sku}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>₪${amount(l.price)}</td><td>₪${amount(l.q * l.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>₪${amount(items)}</td></tr>${coupon ? `<tr><td>קופון ${coupon[0]} (${coupon[1]}%)</td><td>-₪${amount(disc)}</td></tr>` : ''}<tr><td>${esc(ship.name)}</td><td>${ship.price ? `₪${amount(ship.price)}` : 'חינם'}</td></tr>
<tr class="b"><td>סה"כ לתשלום (כולל מע"מ)</td><td>₪${amount(total)}</td></tr><tr class="v"><td>מתוכו מע"מ ${rate}%</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay"><b>אמצעי תשלום:</b> כרטיס אשראי ${rng.pick(['Visa', 'Mastercard', 'Isracard'])} המסתיים ב-${rng.digits(4)} · ${n > 1 ? `${n} תשלומים: ראשון ₪${amount(first)}, ${n - 1} תשלומים של ₪${amount(other)}` : 'תשלום אחד'} · מספר אישור ${rng.digits(7)}<br>
צברת בהזמנה זו ${Math.floor(total / 1000)} נקודות מועדון.</div>
<div class="foot">${esc(s.legal)} · ${s.company ? `ח.פ. ${rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}` : `עוסק מורשה ${vendorTaxId}`} · ${esc(rng.pick(["רח' הסדנאות 7, הרצליה", "רח' האומנות 12, נתניה", 'פארק אפק, ראש העין']))} · שירות לקוחות ${cellular(rng)} · service@${s.site}<br>
ניתן להחזיר מוצר סגור תוך 14 יום בהתאם לחוק הגנת הצרכן. מסמך זה הופק אוטומטית ונחתם דיגיטלית.</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#222;padding:12mm 15mm}.top{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${s.color};padding-bottom:2mm}
.brand{font-family:${brandFont},sans-serif;font-size:30px;font-weight:bold;color:${s.color};letter-spacing:1px}.site{color:#666}.title{font-size:20px;font-weight:bold;margin:5mm 0 3mm}.two{display:flex;gap:8mm}
table{border-collapse:collapse}.facts td{padding:1mm 2mm;border:1px solid #ddd}.facts td:first-child{background:#f5f5f5;color:#555}.addr{flex:1;display:flex;gap:6mm;line-height:1.6}.addr div{flex:1;border:1px solid #ddd;padding:2mm 3mm}
.it{width:100%;margin-top:6mm}.it th{background:#f0f0f0;border-bottom:2px solid ${s.color};padding:1.8mm 2mm;text-align:right}.it td{padding:1.8mm 2mm;border-bottom:1px solid #e8e8e8}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:left;white-space:nowrap}
.tot{width:84mm;margin:4mm auto 0 0}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14.5px;border-top:2px solid #222}.v td{color:#555;font-size:11px}.pay{margin-top:6mm;line-height:1.7;font-size:11px}
.foot{margin-top:14mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px;color:#666;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
