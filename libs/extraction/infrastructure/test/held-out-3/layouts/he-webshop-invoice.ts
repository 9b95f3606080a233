import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, phone, shekel } from '../notation';

const SHOPS: [string, string][] = [
  ['משרדיה אונליין בע"מ', 'www.misradia.co.il'],
  ['עט ונייר - ציוד משרדי בע"מ', 'shop.etvenayar.co.il'],
  ['טונר פלוס סחר בע"מ', 'tonerplus.co.il'],
  ['קליק-אופיס ישראל בע"מ', 'www.clickoffice.co.il'],
];
const ITEMS = [
  "נייר צילום A4 80 גר' - קרטון 5 חבילות",
  'טונר תואם HP 85A',
  'מחברת ספירלה A4 100 דף',
  "עטים כדוריים כחול - 50 יח'",
  'מדבקות סימון פוסט-איט 12 פדים',
  'קלסר 8 ס"מ שחור',
  'מכונת גריסה 10 דפים',
  'מחשבון שולחני 12 ספרות',
  "סוללות AA אלקליין 24 יח'",
  'לוח מחיק 90×60',
  'מרקרים ללוח מחיק 4 צבעים',
  'כיסא משרדי ארגונומי',
];

/**
 * An invoice printed from a web shop's order page: the browser's print header (time of printing,
 * page title) and footer (address, page 1/1), order number and status beside the invoice number,
 * SKUs, shekel-sign prices including VAT, a coupon code, shipping or free shipping, "סכום ביניים",
 * the VAT contained, the total, and the shipping address with the buyer's phone.
 */
export const heWebshopInvoice: Layout = {
  id: 'he-webshop-invoice',
  lang: 'he',
  kind: 'web shop invoice',
  make(rng) {
    const [vendor, site] = rng.pick(SHOPS);
    const id = taxId(rng);
    const date = randomDate(rng, '2023-06-01', '2025-12-31');
    const rate = israeliRate(date);
    const items = rng
      .some(ITEMS, rng.int(2, 6))
      .map((name) => ({ name, sku: `${rng.pick(['OF', 'PP', 'TN', 'ST'])}-${rng.digits(5)}`, qty: rng.int(1, 4), unit: rng.int(59, 8990) * 10 }));
    const subtotal = items.reduce((s, i) => s + i.qty * i.unit, 0);
    const couponPct = rng.chance(0.6) ? rng.pick([5, 10, 15]) : 0;
    const coupon = Math.round((subtotal * couponPct) / 100);
    const shipping = subtotal - coupon > 39900 ? 0 : rng.pick([2990, 3900, 4900]);
    const total = subtotal - coupon + shipping;
    const vat = vatOfGross(total, rate);
    const doc = `${rng.pick(['IN', 'INV', 'HK'])}-${rng.int(100000, 999999)}`;
    const order = `#${rng.int(100000, 999999)}`;
    const style = rng.pick(['Y-m-d', 'D/M/Y', 'd.m.Y'] as const);
    const printed = addDays(date, rng.int(0, 9));
    const font = rng.pick(['Noto Sans Hebrew', 'Nimbus Sans', 'DejaVu Sans']);
    const body = `
<div class="browser"><span>${day(printed, 'D.M.y')}, ${rng.int(8, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}</span><span>הזמנה ${order} | החשבון שלי | ${esc(vendor)}</span></div>
<div class="nav"><b>${esc(vendor.replace(' בע"מ', ''))}</b> <span>החשבון שלי › ההזמנות שלי › הזמנה ${order}</span></div>
<h2>הזמנה ${order} <span class="status">נשלחה</span></h2>
<div class="cols">
<div class="card"><h3>חשבונית מס קבלה</h3>
<div>מספר חשבונית: <b>${doc}</b></div><div>תאריך חשבונית: ${day(date, style)}</div><div>תאריך הזמנה: ${day(addDays(date, -rng.int(0, 2)), style)}</div><div>אמצעי תשלום: ${rng.pick(['ויזה', 'PayPal', 'ביט', 'מאסטרקארד'])}</div></div>
<div class="card"><h3>כתובת למשלוח</h3><div>${rng.pick(['אורית נחום', 'גיל ברנע', 'סיוון אוחיון', 'רפאל דהן'])}</div><div>${rng.pick(['האלון', 'הדקל', 'הזית', 'השיטה'])} ${rng.int(1, 80)}, ${rng.pick(['מודיעין', 'כפר סבא', 'אשדוד', 'קריית אונו'])}</div><div>טלפון: ${phone(rng)}</div><div>משלוח: ${rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])}</div></div>
</div>
<table class="t"><tr><th>מוצר</th><th>מק"ט</th><th>מחיר</th><th>כמות</th><th>סה"כ</th></tr>
${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.sku}</td><td>${shekel(i.unit)}</td><td>${i.qty}</td><td>${shekel(i.qty * i.unit)}</td></tr>`).join('')}
</table>
<table class="sum">
<tr><td>סכום ביניים</td><td>${shekel(subtotal)}</td></tr>
${couponPct ? `<tr><td>קופון: ${rng.pick(['BACK2SCHOOL', 'OFFICE', 'NEWUSER', 'VIP'])}${couponPct} (-${couponPct}%)</td><td>-${shekel(coupon)}</td></tr>` : ''}
<tr><td>משלוח</td><td>${shipping ? shekel(shipping) : 'משלוח חינם'}</td></tr>
<tr class="g"><td>סה"כ</td><td>${shekel(total)}</td></tr>
<tr class="small"><td colspan="2">(כולל ${shekel(vat)} מע"מ)</td></tr>
</table>
<div class="foot">${esc(vendor)} · ח.פ. ${id} · שירות לקוחות ${phone(rng)} · ${site}</div>
<div class="browser bottom"><span>https://${site}/my-account/view-order/${order.slice(1)}/</span><span>1/1</span></div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 8mm 12mm; color: #222; }
.browser { display: flex; justify-content: space-between; font-family: 'Liberation Sans'; font-size: 7.5pt; color: #000; margin-bottom: 5mm; } .browser.bottom { margin: 12mm 0 0; direction: ltr; }
.nav { border-bottom: 1px solid #ddd; padding-bottom: 2mm; } .nav b { font-size: 16pt; color: #1b5e9e; margin-left: 8mm; } .nav span { font-size: 8.5pt; color: #777; }
h2 { font-size: 16pt; font-weight: normal; } .status { font-size: 9pt; background: #1b9e5e; color: #fff; padding: 1mm 2mm; border-radius: 3mm; }
.cols { display: flex; gap: 6mm; } .card { flex: 1; background: #f6f8fa; padding: 3mm 4mm; line-height: 1.6; } .card h3 { margin: 0 0 1mm; font-size: 11pt; }
.t { width: 100%; border-collapse: collapse; margin: 6mm 0; } .t th { text-align: right; border-bottom: 2px solid #1b5e9e; color: #1b5e9e; padding: 1.5mm; } .t td { padding: 2mm 1.5mm; border-bottom: 1px solid #eee; }
.sum { margin-right: auto; min-width: 75mm; } .sum td { padding: 1mm 2mm; } .sum td:last-child { text-align: left; direction: ltr; } .g td { font-size: 14pt; font-weight: bold; } .small td { font-size: 8.5pt; color: #666; text-align: left; }
.foot { margin-top: 10mm; font-size: 8pt; color: #777; text-align: center; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
