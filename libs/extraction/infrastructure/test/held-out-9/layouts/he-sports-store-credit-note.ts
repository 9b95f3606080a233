import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';

const STORES = [
  { brand: 'ספורט ליין', legal: 'ספורט-ליין רשתות בע"מ', branch: 'סניף גרנד קניון, חיפה', color: '#c62828' },
  { brand: 'אתלטיקה פלוס', legal: 'אתלטיקה פלוס (2015) בע"מ', branch: 'סניף קניון עזריאלי, מודיעין', color: '#1565c0' },
  { brand: 'רץ-על', legal: 'רץ-על ציוד ספורט ופנאי בע"מ', branch: "רח' יפו 97, ירושלים", color: '#ef6c00' },
];
const GOODS: [string, string, [number, number]][] = [
  ['נעלי ריצה גברים', 'מידה 43', [39900, 69900]],
  ['נעלי ריצה נשים', 'מידה 38', [37900, 64900]],
  ['מחבט טניס גרפיט', 'אחיזה 2', [44900, 89900]],
  ['מזרן יוגה 6 מ"מ', '', [8900, 17900]],
  ['שעון דופק GPS', '', [99900, 189900]],
  ['אופני כושר מתקפלים', '', [129900, 219900]],
  ['חליפת אימון', 'L', [24900, 39900]],
  ['כדורסל מקצועי', "מס' 7", [14900, 24900]],
  ['משקולות יד זוג 5 ק"ג', '', [11900, 19900]],
  ["תיק גב לטיולים 40 ל'", '', [29900, 54900]],
  ['חולצת דרייפיט', 'M', [9900, 17900]],
];
const REASONS = ['מידה לא מתאימה', 'פגם בייצור - הוחזר לספק', 'החזרה בתוך 14 יום לפי חוק הגנת הצרכן', 'כפל חיוב בקופה'];

/**
 * A sporting goods store's A5 credit note (FreeSans, Noto Sans Hebrew or Frank Ruehl CLM) under a
 * coloured rule with the brand: "חשבונית מס זיכוי", "חשבונית זיכוי" or "הודעת זיכוי / חשבונית מס
 * זיכוי", a six-digit number, its date, the sale credited (a seven-digit invoice-receipt, its earlier
 * date and its whole amount), register and transaction, the customer's valid ת.ז. and mobile,
 * returned goods with a barcode and size at VAT-inclusive prices (printed positive, with a leading
 * minus or with a trailing one), "סה"כ זיכוי", the VAT in it and the amount before VAT, the refund
 * to the card with a cancellation approval or a store-credit voucher with its expiry date, the
 * reason and two signatures.
 */
export const heSportsStoreCreditNote: Layout = {
  id: 'he-sports-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng);
    const sale = randomDate(rng, '2023-06-01', '2026-03-20');
    let date = addDays(sale, rng.int(1, 14));
    // The credit carries the sale's rate: a 2024 sale is credited within 2024.
    if (sale < '2025-01-01' && date >= '2025-01-01') date = '2024-12-31';
    const rate = israeliRate(sale);
    const returned = rng
      .some(GOODS, rng.int(1, 3))
      .map(([name, size, price]) => ({ name, size, unit: rng.int(price[0] / 1000, price[1] / 1000) * 1000 - 10, qty: 1, code: `${rng.digits(3)}-${rng.digits(6)}` }));
    const total = returned.reduce((a, r) => a + r.unit * r.qty, 0);
    const vat = vatOfGross(total, rate);
    const saleTotal = total + rng.int(0, 3) * rng.pick([4990, 9990, 12990]);
    const docNo = `40${rng.digits(4)}`;
    const saleNo = String(rng.int(1100000, 1899999));
    const sign = rng.pick(['plus', 'lead', 'trail'] as const);
    const m = (c: number) => (sign === 'plus' ? amount(c) : sign === 'lead' ? `-${amount(c)}` : `${amount(c)}-`);
    const title = rng.pick(['חשבונית מס זיכוי', 'חשבונית זיכוי', 'הודעת זיכוי / חשבונית מס זיכוי']);
    const voucher = rng.chance(0.45);
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'Frank Ruehl CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const body = `<div class="top"><div class="brand">${esc(s.brand)}</div><div class="leg">${esc(s.legal)}<br>ח.פ. ${vendorTaxId}<br>${esc(s.branch)}</div></div>
<div class="tt">${title}</div><table class="g"><tr><td>מספר</td><td><b>${docNo}</b></td><td>תאריך</td><td>${dt(date, fmt)}</td></tr>
<tr><td>בגין חשבונית מס/קבלה</td><td>${saleNo}</td><td>מיום</td><td>${dt(sale, fmt)}</td></tr>
<tr><td>סכום העסקה המקורית</td><td>${amount(saleTotal)}</td><td>קופה / עסקה</td><td>${rng.int(1, 6)} / ${rng.digits(5)}</td></tr>
<tr><td>לקוח/ה</td><td>${esc(rng.pick(['יעל דהן', 'עומר שטרית', 'מאיה רוזנברג', 'ניר עבאס', 'הדס פרידמן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>טלפון</td><td class="nw">${cellular(rng)}</td><td>סיבה</td><td>${esc(rng.pick(REASONS))}</td></tr></table>
<table class="it"><tr><th>ברקוד</th><th>פריט</th><th>מידה</th><th>כמות</th><th>מחיר</th><th>סכום זיכוי</th></tr>${returned
      .map((r) => `<tr><td>${r.code}</td><td>${esc(r.name)}</td><td>${esc(r.size)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${m(r.unit * r.qty)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr class="b"><td>סה"כ זיכוי</td><td>${m(total)} ₪</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr><td>סכום לפני מע"מ</td><td>${m(total - vat)}</td></tr></table>
<div class="ref">${voucher ? `הזיכוי ניתן בשובר זיכוי מס' ${rng.digits(8)} בסך ${amount(total)} ₪, בתוקף עד ${dt(addDays(date, 365), fmt)}. ניתן למימוש בכל סניפי הרשת.` : `הזיכוי בוצע לכרטיס האשראי ****${rng.digits(4)} · מס' אישור ביטול ${rng.digits(7)}. הזיכוי יופיע בפירוט החיובים תוך מחזור חיוב אחד או שניים.`}</div>
<div class="sig"><span>חתימת הלקוח/ה: ____________</span><span>מנהל/ת משמרת: ____________</span></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#111;padding:9mm 10mm}.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:5px solid ${s.color};padding-bottom:2mm}
.brand{font-size:27px;font-weight:bold;color:${s.color};font-style:italic}.leg{text-align:left;font-size:10.5px}.tt{text-align:center;font-size:18px;font-weight:bold;margin:4mm 0 2mm}
table{width:100%;border-collapse:collapse}.g td{border:1px solid #bbb;padding:1.2mm 1.5mm}.g td:nth-child(odd){background:#f1f1f1;width:22%}.nw{white-space:nowrap}.it{margin-top:4mm}.it th{border-bottom:2px solid #000;text-align:right;padding:1mm}.it td{padding:1.2mm 1mm;border-bottom:1px solid #ddd}
.it td:nth-child(n+4),.it th:nth-child(n+4){text-align:left}.tot{width:70mm;margin:4mm auto 0 0}.tot td{padding:1mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000;border-bottom:2px solid #000}
.ref{margin-top:5mm;padding:2mm;border:1px dashed #888}.sig{display:flex;justify-content:space-between;margin-top:8mm;font-size:10.5px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
