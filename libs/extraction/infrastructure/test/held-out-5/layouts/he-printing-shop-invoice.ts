import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, landline, lastOfMonth, share, spacedId } from '../../generalisation/notation';

const SHOPS = [
  { name: 'דפוס המגדלור בע"מ', tag: 'דפוס · עיצוב · שילוט', addr: "רח' המלאכה 9, חולון" },
  { name: 'קולור-פרינט הפקות דפוס בע"מ', tag: 'דפוס דיגיטלי ואופסט', addr: 'אזור תעשייה עטרות, ירושלים' },
  { name: 'דפוס גלעד ובניו בע"מ', tag: 'בית דפוס משנת 1978', addr: "רח' החרושת 22, קריית ביאליק" },
  { name: 'הדפסה ירוקה בע"מ', tag: 'הדפסה על נייר ממוחזר', addr: "רח' הנגר 4, הוד השרון" },
];
const CLIENTS = ['עמותת קהילה בתנועה', 'סטודיו לאדריכלות נוף גפן בע"מ', 'מרכז הספורט העירוני בע"מ', 'יקבי רמת הגולן הקטנים בע"מ', "פסטיבל הג'אז בדרום"];
const JOBS: [string, string, number, number, number][] = [
  ['כרטיסי ביקור 9×5 ס"מ, 350 גר\' מט, 4/4', "יח'", 500, 1000, 38],
  ["פלאיירים A5, כרומו 170 גר', 4/4", "יח'", 2000, 5000, 9],
  ['ברושור A4 מקופל לשלושה', "יח'", 1000, 3000, 31],
  ['רול-אפ 85×200 כולל מתקן ותיק', "יח'", 1, 4, 26000],
  ['שלט PVC מוקצף 5 מ"מ 120×80', "יח'", 1, 3, 38000],
  ['מדבקות עגולות קוטר 5 ס"מ', "יח'", 500, 2000, 12],
  ['מעטפות אמריקאיות ממותגות', "יח'", 500, 1000, 45],
  ['פנקס חשבוניות בכריכה, 50 דף × 3 העתקים', 'פנקס', 5, 20, 4200],
  ["קטלוג 24 עמ' כולל כריכה רכה", "יח'", 200, 500, 1450],
];

/**
 * A printing shop's A4 tax invoice (Nachlieli or Noto Sans Hebrew, the shop's name in a CMYK colour
 * bar): "חשבונית מס" with a branch-prefixed number ("02-004417"), a job number and the quote it
 * follows ("הצעת מחיר 1187/24"), the client organisation's valid ח.פ. spaced in groups, the delivery
 * date, print jobs with long specifications, quantities in the thousands, unit prices to the agora
 * or fraction of one, graphic design by the hour, proof prints, a commercial discount in percent,
 * courier delivery, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", net-30 terms with a due date.
 */
export const hePrintingShopInvoice: Layout = {
  id: 'he-printing-shop-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-05', '2026-03-28');
    const rate = israeliRate(date);
    const docNo = `${String(rng.int(1, 3)).padStart(2, '0')}-${String(rng.int(1000, 9999)).padStart(6, '0')}`;
    const lines = rng.some(JOBS, rng.int(2, 4)).map(([name, unit, lo, hi, per]) => {
      const qty = lo >= 100 ? rng.int(lo / 100, hi / 100) * 100 : rng.int(lo, hi);
      const price = per < 100 ? per + rng.int(0, 9) * 0.1 : per + rng.int(0, 20) * 100;
      return { name, unit, qty, price, amount: Math.round(qty * price) };
    });
    const hours = rng.int(1, 8) / 2;
    const hourly = rng.pick([18000, 22000, 25000]);
    const design = Math.round(hours * hourly);
    const proofs = rng.chance(0.5) ? 4500 : 0;
    const sub = lines.reduce((a, l) => a + l.amount, 0) + design + proofs;
    const pct = rng.pick([0, 5, 7, 10]);
    const disc = share(sub, pct);
    const courier = rng.pick([0, 4500, 6000, 8500]);
    const net = sub - disc + courier;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const unitP = (p: number) => (p / 100).toFixed(p < 100 ? 3 : 2);
    const rows = lines
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td class="d">${esc(l.name)}</td><td>${l.unit}</td><td>${l.qty.toLocaleString('en-US')}</td><td>${unitP(l.price)}</td><td>${m(l.amount)}</td></tr>`,
      )
      .join('');
    const n = lines.length;
    const client = rng.pick(CLIENTS);
    const body = `<div class="pg">
<div class="bar"><i style="background:#00a3d9"></i><i style="background:#e6007e"></i><i style="background:#ffe600"></i><i style="background:#111"></i></div>
<div class="top"><div><div class="vn">${esc(s.name)}</div><div>${esc(s.tag)}</div><div class="sm">${esc(s.addr)} · טל' ${landline(rng)} · ח.פ. ${vendorTaxId}</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מס': <b>${docNo}</b></div><div>תאריך: ${dt(date, ds)}</div></div></div>
<div class="meta"><div>לכבוד: <b>${esc(client)}</b></div><div>${client.includes('עמותה') || client.includes('עמותת') ? "מס' עמותה" : 'ח.פ.'}: ${spacedId(taxId(rng, true))}</div>
<div>עבודה מס': ${rng.int(10000, 49999)}</div><div>לפי הצעת מחיר: ${rng.int(300, 2500)}/${date.slice(2, 4)}</div><div>תאריך אספקה: ${dt(addDays(date, -rng.int(0, 4)), ds)}</div><div>איש קשר: ${rng.pick(['שירה', 'אבנר', 'מוחמד', 'טל', 'ענבל'])}</div></div>
<table><tr><th>#</th><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>${rows}
<tr><td>${n + 1}</td><td class="d">עיצוב גרפי והכנה לדפוס</td><td>שעה</td><td>${hours}</td><td>${m(hourly)}</td><td>${m(design)}</td></tr>
${proofs ? `<tr><td>${n + 2}</td><td class="d">הדפסת הגהה (פרוף) לאישור</td><td>יח'</td><td>1</td><td>${m(proofs)}</td><td>${m(proofs)}</td></tr>` : ''}</table>
<table class="s"><tr><td>סכום ביניים</td><td>${m(sub)}</td></tr>
${pct ? `<tr><td>הנחה מסחרית ${pct}%</td><td>-${m(disc)}</td></tr>` : ''}
${courier ? `<tr><td>משלוח בשליח</td><td>${m(courier)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr>
<tr class="g"><td>סה"כ לתשלום ₪</td><td>${m(total)}</td></tr></table>
<p class="sm">תנאי תשלום: שוטף + 30 (עד ${dt(addDays(lastOfMonth(date), 30), ds)}). העברה לבנק ${rng.pick(['הפועלים', 'לאומי', 'מזרחי טפחות', 'דיסקונט'])} סניף ${rng.int(100, 799)} חשבון ${rng.digits(6)}.<br>קבצים לדפוס נשמרים 60 יום. הסתייגות צבע של עד 10% אינה מהווה פגם.</p>
<div class="ft">מסמך ממוחשב · עמוד 1 מתוך 1</div></div>`;
    const font = rng.pick(['Nachlieli CLM', 'Noto Sans Hebrew']);
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#222}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:0 14mm 10mm;position:relative}
.bar{display:flex;height:5mm;margin:0 -14mm 6mm}.bar i{flex:1}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.vn{font-size:25px;font-weight:bold}.sm{font-size:10.5px;color:#555}
.box{border:1.5px solid #222;padding:2mm 5mm;min-width:50mm}.t{font-size:19px;font-weight:bold}
.meta{display:grid;grid-template-columns:1fr 1fr 1fr;gap:1.5mm 5mm;margin:7mm 0 5mm;background:#f4f4f4;padding:3mm}
table{width:100%;border-collapse:collapse}th{border-bottom:2px solid #222;padding:1.5mm;text-align:center}
td{border-bottom:1px solid #ccc;padding:1.5mm;text-align:center}td.d{text-align:right}
.s{width:45%;margin:5mm auto 0 0}.s td{text-align:right}.s td:last-child{text-align:left}
.g td{font-weight:bold;font-size:15px;border-top:2px solid #222;border-bottom:none}
.ft{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10px;color:#777}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
