import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, phone } from '../notation';

const STORES = ['אלקטרו-סיטי רשת חנויות בע"מ', 'ביתא מוצרי חשמל בע"מ', 'דיגיטל פוינט קמעונאות בע"מ', 'מגה-טק סחר אלקטרוני בע"מ'];
const PRODUCTS = [
  'אוזניות אלחוטיות BT-500',
  'מטען מהיר 65W',
  'מיקסר ידני 5 מהירויות',
  'מסך מחשב 27" IPS',
  'קומקום חשמלי נירוסטה',
  'מקלדת מכנית',
  'רמקול נייד עמיד במים',
  'שואב אבק אלחוטי',
  'מצלמת אבטחה WiFi',
];
const REASONS = ['החזרת מוצר תוך 14 יום - ביטול עסקה', 'מוצר פגום - החלפה לא התאפשרה', 'פיצוי על איחור במשלוח', 'הפרש מחיר - מבצע'];

/**
 * A store's credit document for a returned purchase, in a framed box: titled "הודעת זיכוי" or
 * "חשבונית מס זיכוי", with the original tax invoice's number and date, a return authorisation
 * number, the reason, the items returned with their serial numbers, a restocking fee kept by the
 * store, the credit written as a positive "סכום הזיכוי" or as negative amounts, the VAT within
 * it, and how it was refunded (card, store credit voucher with its own expiry date).
 */
export const heRefundCredit: Layout = {
  id: 'he-refund-credit',
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const vendor = rng.pick(STORES);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const original = addDays(date, -rng.int(3, 40));
    const items = rng.some(PRODUCTS, rng.int(1, 3)).map((name) => ({ name, sn: `SN${rng.digits(10)}`, qty: 1, price: rng.int(89, 1890) * 100 + rng.pick([0, 90]) }));
    const returned = items.reduce((s, i) => s + i.price, 0);
    const fee = rng.chance(0.4) ? Math.min(10000, Math.round(returned * 0.05)) : 0;
    const credit = returned - fee;
    const vat = vatOfGross(credit, rate);
    const negative = rng.chance(0.5);
    const sign = (v: number) => (negative ? `${amount(v)}-` : amount(v));
    const doc = `${rng.pick(['ZK', '9'])}${rng.digits(6)}`;
    const title = rng.pick(['הודעת זיכוי', 'חשבונית מס זיכוי']);
    const style = rng.pick(['d.m.Y', 'D/M/Y', 'D בMonth Y'] as const);
    const voucher = rng.chance(0.4);
    const font = rng.pick(['Keter YG', 'Aharoni CLM', 'Hadasim CLM']);
    const body = `<div class="frame">
<div class="logo">${esc(vendor)}</div><div class="meta">סניף ${rng.pick(['קניון הזהב', 'עזריאלי', 'ביג פאשן', 'גרנד קניון'])} · ${phone(rng)} · עוסק מורשה ${id}</div>
<div class="title">${title}</div>
<table class="kv">
<tr><td>מספר:</td><td><b>${doc}</b></td><td>תאריך הפקה:</td><td>${day(date, style)}</td></tr>
<tr><td>בגין חשבונית מס מס':</td><td>${rng.int(100000, 999999)}</td><td>מיום:</td><td>${day(original, style)}</td></tr>
<tr><td>אישור החזרה RMA:</td><td>${rng.digits(7)}</td><td>קופה / מוכר:</td><td>${rng.int(1, 12)} / ${rng.int(100, 999)}</td></tr>
</table>
<div class="reason">סיבת הזיכוי: ${rng.pick(REASONS)}</div>
<table class="t"><tr><th>פריט מוחזר</th><th>מס' סידורי</th><th>כמות</th><th>סכום</th></tr>
${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.sn}</td><td>${i.qty}</td><td>${sign(i.price)}</td></tr>`).join('')}
${fee ? `<tr><td colspan="3">דמי ביטול (5%, עד 100 ש"ח) - לא יזוכו</td><td>${negative ? amount(fee) : `${amount(fee)}-`}</td></tr>` : ''}
</table>
<table class="sum">
<tr><td>${negative ? 'סה"כ זיכוי כולל מע"מ' : 'סכום הזיכוי'}</td><td class="big">${sign(credit)} ש"ח</td></tr>
<tr><td>מע"מ ${rate}% הכלול בזיכוי</td><td>${sign(vat)}</td></tr>
</table>
<div class="how">${voucher ? `הזיכוי ניתן כשובר זיכוי מס' ${rng.digits(8)}, בתוקף עד ${day(addDays(date, 365), style)}.` : `הזיכוי הוחזר לכרטיס האשראי שבו בוצעה העסקה (${rng.digits(4)}). הזיכוי יופיע בחיוב הבא.`}</div>
<div class="sig">חתימת הלקוח: ______________ &nbsp;&nbsp; שם הפקיד/ה: ${rng.pick(['מורן', 'אבי', 'קרן', 'יוסי'])}</div>
</div>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 10mm; }
.frame { border: 4px double #333; padding: 6mm; } .logo { font-size: 19pt; font-weight: bold; text-align: center; } .meta { text-align: center; font-size: 8.5pt; border-bottom: 1px solid #333; padding-bottom: 2mm; }
.title { font-size: 18pt; font-weight: bold; text-align: center; margin: 4mm auto; border: 2px solid #333; width: 65mm; padding: 1.5mm; background: #f0f0f0; }
.kv { width: 100%; margin-bottom: 3mm; } .kv td:nth-child(odd) { color: #444; } .reason { margin: 2mm 0 4mm; font-style: italic; }
.t { width: 100%; border-collapse: collapse; } .t th, .t td { border: 1px solid #333; padding: 1.5mm; } .t th { background: #ddd; } .t td:last-child { direction: ltr; text-align: left; }
.sum { margin: 4mm auto 0 0; } .sum td { padding: 1.2mm 3mm; } .sum td:last-child { direction: ltr; text-align: left; } .big { font-size: 14pt; font-weight: bold; }
.how { margin-top: 5mm; font-size: 9.5pt; } .sig { margin-top: 10mm; font-size: 9pt; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
