import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const SHOPS = [
  { brand: 'ALIM TEA', site: 'alimtea.co.il', legal: 'עלים תה ותבלינים בע"מ', label: 'ח.פ.', company: true, addr: "רח' המלאכה 6, פרדס חנה-כרכור", sku: 'AL' },
  { brand: "צ'איוואלה", site: 'chaiwala.co.il', legal: 'נועה שחורי', label: 'עוסק מורשה', company: false, addr: 'משק 118, מושב עמיקם', sku: 'CW' },
  { brand: 'TEA BOUTIQUE', site: 'teaboutique.co.il', legal: 'טי-בוטיק אונליין בע"מ', label: 'ח"פ', company: true, addr: "רח' הסדנאות 9, הרצליה", sku: 'TB' },
  { brand: 'כוס תה', site: 'kostea.co.il', legal: 'גלעד ויס', label: "מס' עוסק", company: false, addr: "רח' ביאליק 41, רמת גן", sku: 'KT' },
];
const TEAS: [string, number][] = [
  ["תה ירוק סנצ'ה יפני 100 גר'", 5900],
  ["אולונג טייוואני 75 גר'", 7400],
  ["ארל גריי עם פרחי דגנית 100 גר'", 3900],
  ["רויבוש וניל 100 גר'", 3400],
  ["צ'אי מסאלה תערובת הבית 150 גר'", 4200],
  ["מאצ'ה טקסית 30 גר'", 8900],
  ["תה לבן פאי מו דאן 50 גר'", 6900],
  ["חליטת נענע ולואיזה 80 גר'", 2900],
  ["פו-אר מכובש 100 גר'", 9800],
  ["קומקום יציקה יפני 0.8 ל'", 18900],
  ['מסננת נירוסטה לכוס', 3500],
  ['ספל זכוכית כפולה 300 מ"ל', 6500],
  ['מארז מתנה - 6 טעימות', 12900],
];

/**
 * A tea web shop's invoice as its shop platform makes it, printed on A4 (Open Sans with Noto Sans Hebrew, Roboto
 * with Simple CLM, or Lato with Hadasim CLM; the brand in Lato Light spaced capitals or Hebrew in Ellinia CLM with a
 * leaf): "חשבונית מס / קבלה" and "מקור"; two boxes side by side, "פרטי ההזמנה" ("מספר הזמנה" "#10482",
 * "תאריך הזמנה" with its time, delivery, status) and "פרטי המסמך" ("מס' מסמך" five digits, "תאריך המסמך" the
 * day the parcel left, up to three days later); the buyer with a mobile, an e-mail and a valid ת.ז. on some;
 * products with "מק"ט" ("AL-2207"), quantity, price, sum; "קוד קופון" of 10% or "3 תערובות ב-99" on some;
 * delivery to the door, to a pick-up point or free over 250 ₪; "סכום ביניים", "סה"כ לפני מע"מ", "מע"מ
 * 17%/18%", "סה"כ כולל מע"מ"; a card in payments, PayPal with a transaction id, or Bit; a tracking number;
 * the legal name or the owner's name with its id in the footer, "מסמך ממוחשב".
 */
export const heTeaWebshopOrder: Layout = {
  id: 'he-tea-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-tea-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const ordered = randomDate(rng, '2024-01-02', '2025-12-20');
    const date = addDays(ordered, rng.int(0, 3));
    const rate = israeliRate(date);
    const rows = rng.some(TEAS, rng.int(2, 6)).map(([name, unit]) => ({ name, unit, qty: unit < 5000 ? rng.int(1, 4) : rng.int(1, 2), sku: `${s.sku}-${rng.int(1000, 4999)}` }));
    const subtotal = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const coupon = rng.chance(0.4) ? { t: `קוד קופון: ${rng.pick(['TEA10', 'WELCOME10', 'CHAI10'])} (10%)`, c: share(subtotal, 10) } : null;
    const after = subtotal - (coupon?.c ?? 0);
    const ship =
      after >= 25000
        ? { t: 'משלוח חינם (מעל 250 ₪)', c: 0 }
        : rng.pick([
            { t: 'משלוח עד הבית (שליח)', c: 2990 },
            { t: 'איסוף מנקודת חלוקה', c: 1990 },
          ]);
    const total = after + ship.c;
    const vat = vatOfGross(total, rate);
    const orderNo = `#${rng.int(10000, 29999)}`;
    const docNo = String(rng.int(30000, 39999));
    const fonts = rng.pick([`'Open Sans','Noto Sans Hebrew'`, `'Roboto','Simple CLM'`, `'Lato','Hadasim CLM'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const [buyer, mail] = rng.pick([
      ['הדס אבידן', 'hadas.avidan'],
      ['ליאור סלע', 'lior.sela'],
      ['רונה בירנבאום', 'rona.b'],
      ['עומר נחמיאס', 'omern'],
    ]);
    const pay = rng.pick([
      `כרטיס אשראי <bdi>**** ${rng.digits(4)}</bdi> · ${total > 20000 ? rng.pick(['2 תשלומים', '3 תשלומים']) : 'תשלום אחד'} · אישור <bdi>${rng.digits(7)}</bdi>`,
      `PayPal · מזהה עסקה <bdi>${rng.int(1, 9)}${Array.from({ length: 16 }, () => rng.pick('ABCDEFGHJKLMNPRSTUVWXY0123456789'.split(''))).join('')}</bdi>`,
      `ביט · אסמכתא <bdi>${rng.digits(10)}</bdi>`,
    ]);
    const latin = /^[A-Z]/.test(s.brand);
    const leaf = `<svg width="26" height="26" viewBox="0 0 26 26"><path d="M4 22 C4 10 12 3 23 3 C23 14 16 22 4 22Z" fill="#6a994e"/><path d="M4 22 L17 9" stroke="#fff" stroke-width="1.2"/></svg>`;
    const body = `<div class="top"><div class="logo">${leaf}<span class="${latin ? 'lat' : 'heb'}">${esc(s.brand)}</span><div class="site"><bdi>www.${s.site}</bdi></div></div><div class="title">חשבונית מס / קבלה<div class="orig">מקור</div></div></div>
<div class="boxes"><div class="box"><h4>פרטי ההזמנה</h4>מספר הזמנה: <b><bdi>${orderNo}</bdi></b><br>תאריך הזמנה: ${d(ordered)} <bdi>${hhmm(rng.int(7 * 60, 23 * 60 + 50))}</bdi><br>משלוח: ${esc(ship.t)}<br>סטטוס: נשלחה</div>
<div class="box"><h4>פרטי המסמך</h4>מס' מסמך: <b><bdi>${docNo}</bdi></b><br>תאריך המסמך: <b>${d(date)}</b><br>מספר משלוח: <bdi>${rng.pick(['IL', 'HF', 'DX'])}${rng.digits(9)}</bdi></div>
<div class="box"><h4>לכבוד</h4>${esc(buyer)}${rng.chance(0.4) ? `<br>ת.ז. <bdi>${personalId(rng)}</bdi>` : ''}<br><bdi>${cellular(rng)}</bdi><br><bdi>${mail}${rng.digits(2)}@gmail.com</bdi></div></div>
<table class="t"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>${rows
      .map((r) => `<tr><td><bdi>${r.sku}</bdi></td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>${amount(subtotal)}</td></tr>${coupon ? `<tr><td>${esc(coupon.t)}</td><td><bdi dir="ltr">-${amount(coupon.c)}</bdi></td></tr>` : ''}<tr><td>${esc(ship.t)}</td><td>${amount(ship.c)}</td></tr>
<tr><td>סה"כ לפני מע"מ</td><td>${amount(total - vat)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>₪${amount(total)}</td></tr></table>
<div class="pay"><b>אמצעי תשלום:</b> ${pay}</div>
<div class="foot">${esc(s.legal)} · ${s.label} <bdi>${vendorTaxId}</bdi> · ${esc(s.addr)} · <bdi>shop@${s.site}</bdi><br>מסמך ממוחשב · הופק אוטומטית ממערכת החנות · עמוד 1 מתוך 1</div>`;
    const css = `body{font-family:${fonts},sans-serif;font-size:10.5px;color:#2f3e46;padding:12mm 14mm;position:relative;min-height:270mm;box-sizing:border-box}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #cad2c5;padding-bottom:4mm}.logo{display:flex;align-items:center;gap:2mm;flex-wrap:wrap;max-width:110mm}.lat{font-family:'Lato Light','Lato',sans-serif;letter-spacing:5px;font-size:22px}.heb{font-family:'Ellinia CLM','Noto Sans Hebrew',sans-serif;font-size:28px;font-weight:bold;color:#386641}.site{width:100%;font-size:9.5px;color:#6a994e;padding-left:2mm}
.title{font-size:20px;font-weight:bold;text-align:left}.orig{font-size:10px;font-weight:normal;color:#888}
.boxes{display:flex;gap:4mm;margin:5mm 0}.box{flex:1;border:1px solid #cad2c5;border-radius:2mm;padding:2.5mm;line-height:1.7}.box h4{margin:0 0 1mm;font-size:11px;color:#386641}
.t{width:100%;border-collapse:collapse}.t th{background:#f0f4ef;text-align:right;padding:1.8mm;font-size:10px}.t td{padding:1.8mm;border-bottom:1px solid #e4e9e2}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left}
.tot{margin:4mm 0 0 0;margin-right:auto;border-collapse:collapse;min-width:75mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #386641;color:#386641}
.pay{margin-top:6mm}.foot{position:absolute;bottom:0;right:14mm;left:14mm;text-align:center;font-size:9.5px;color:#354f52;border-top:1px solid #cad2c5;padding-top:2mm;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
