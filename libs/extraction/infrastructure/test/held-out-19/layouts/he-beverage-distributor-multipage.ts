import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth, personalId, share } from '../../generalisation/notation';
import { allocation, allocationNeeded, paginate, stirred, vendorId } from './extra';

const DISTRIBUTORS = [
  { name: 'משקאות הגלבוע הפצה (1998) בע"מ', label: 'ח.פ.', addr: 'אזור תעשייה גלבוע, ד.נ. גלבוע', phone: '04-6531870' },
  { name: 'קר-טוב שיווק משקאות בע"מ', label: 'ח"פ', addr: "רח' המלאכה 9, אזור תעשייה חולון", phone: '03-5583310' },
  { name: 'א.ב. הפצות שתייה קלה בע"מ', label: "מס' חברה", addr: "פארק תעשיות קיסריה, רח' הגביש 6", phone: '04-6279041' },
];
const SHOPS: { name: string; company: boolean }[] = [
  { name: 'מכולת השכונה - יוסי ובניו בע"מ', company: true },
  { name: 'מינימרקט הדקל', company: false },
  { name: 'קיוסק התחנה', company: false },
  { name: 'סופר שכונתי רמות בע"מ', company: true },
];
const PRODUCTS: [string, number][] = [
  ["מים מינרליים 1.5 ל' (שישייה)", 1390],
  ["מים מינרליים 0.5 ל' (ארגז 24)", 3190],
  ["קולה 1.5 ל' (שישייה)", 3290],
  ['קולה זירו פחית 330 מ"ל (ארגז 24)', 5490],
  ["סודה 1.5 ל' (שישייה)", 1590],
  ["מיץ תפוזים טבעי 1 ל' (ארגז 12)", 8990],
  ['משקה אנרגיה 250 מ"ל (ארגז 24)', 9600],
  ["תה קר אפרסק 1.5 ל' (שישייה)", 2990],
  ['בירה לאגר בקבוק 330 מ"ל (ארגז 24)', 11200],
  ['בירה שחורה פחית 500 מ"ל (ארגז 24)', 12900],
  ["מיץ ענבים 1 ל' (ארגז 12)", 7490],
  ['משקה ספורט 500 מ"ל (ארגז 24)', 6890],
  ["מים בטעמים 1.5 ל' (שישייה)", 2190],
  ["לימונענע 1.5 ל' (שישייה)", 2490],
  ['סיידר תפוחים פחית (ארגז 24)', 7290],
  ['קפה קר 250 מ"ל (ארגז 12)', 6190],
];

/**
 * A soft drinks and beer distributor's monthly consolidated "חשבונית מס מרכזת" to a grocery over two or three A4
 * pages (Miriam CLM, Liberation Sans or FreeSans; the distributor's name in Aharoni CLM in a blue box): the
 * legal name with "ח.פ." / "ח"פ" / "מס' חברה", address and phone; the shop (a company with a valid ח.פ. or an
 * owner with a valid ת.ז.), "קוד לקוח", "קו חלוקה" and "סוכן"; "חשבונית מס מרכזת מס'" ("מ-25/00417"),
 * "תאריך" at the month's end, "עבור תעודות משלוח" of the month; rows by delivery note and date: catalogue
 * number, item, cases × a price per case, the line discount %, the line sum; bottle deposits ("פיקדון")
 * per delivery; "העברה לעמוד הבא" and "העברה מעמוד קודם" with running sums, "עמוד n מתוך N"; on the last
 * page "סה"כ שורות", "הנחת לקוח 2%", "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום", "תנאי תשלום: שוטף + 30" with
 * its date, the allocation number when required, the returned empties' credit noted as settled separately.
 */
export const heBeverageDistributorMultipage: Layout = {
  id: 'he-beverage-distributor-multipage',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-beverage-distributor-multipage');
    const v = rng.pick(DISTRIBUTORS);
    const vendorTaxId = vendorId(v.name, true);
    const date = lastOfMonth(randomDate(rng, '2024-01-01', '2025-11-30'));
    const rate = israeliRate(date);
    const first = date.slice(0, 8) + '01';
    const deliveries = Array.from({ length: rng.int(4, 7) }, () => ({ no: String(rng.int(300000, 399999)), day: addDays(first, rng.int(0, Number(date.slice(8)) - 1)) })).sort(
      (a, b) => a.day.localeCompare(b.day),
    );
    type Row = { note: string; day: string; code: string; name: string; qty: number; unit: number; pct: number; sum: number };
    const rows: Row[] = [];
    for (const dl of deliveries) {
      for (const [name, unit] of rng.some(PRODUCTS, rng.int(5, 9))) {
        const qty = rng.int(1, 12);
        const pct = rng.pick([0, 0, 0, 5, 8, 10]);
        const gross = qty * unit;
        rows.push({ note: dl.no, day: dl.day, code: rng.digits(5), name, qty, unit, pct, sum: gross - share(gross, pct) });
      }
      const bottles = rng.int(2, 20) * 6;
      rows.push({ note: dl.no, day: dl.day, code: '99001', name: `פיקדון מכלים (${bottles} יח')`, qty: bottles, unit: 30, pct: 0, sum: bottles * 30 });
    }
    const lines = rows.reduce((a, r) => a + r.sum, 0);
    const custDisc = share(lines, 2);
    const net = lines - custDisc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `מ-${date.slice(2, 4)}/${String(rng.int(100, 999)).padStart(5, '0')}`;
    const font = rng.pick(['Miriam CLM', 'Liberation Sans', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const shop = rng.pick(SHOPS);
    const shopId = shop.company ? taxId(rng, true) : personalId(rng);
    const pages = paginate(rows, 26, 36);
    const needsOwnPage = pages[pages.length - 1].length > 24;
    const count = pages.length + (needsOwnPage ? 1 : 0);
    let running = 0;
    const table = (rs: Row[], i: number) => {
      const before = running;
      running += rs.reduce((a, r) => a + r.sum, 0);
      return `<table class="t"><tr><th>ת. משלוח</th><th>תאריך</th><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר</th><th>הנחה %</th><th>סה"כ</th></tr>${
        i > 0 ? `<tr class="cf"><td colspan="7">העברה מעמוד קודם</td><td>${amount(before)}</td></tr>` : ''
      }${rs
        .map(
          (r) =>
            `<tr><td><bdi>${r.note}</bdi></td><td><bdi>${dt(r.day, 'dd/mm')}</bdi></td><td><bdi>${r.code}</bdi></td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${r.pct || ''}</td><td>${amount(r.sum)}</td></tr>`,
        )
        .join('')}${i < pages.length - 1 || needsOwnPage ? `<tr class="cf"><td colspan="7">העברה לעמוד הבא</td><td>${amount(running)}</td></tr>` : ''}</table>`;
    };
    const head = (i: number) =>
      i === 0
        ? `<div class="top"><div class="logo">${esc(v.name.replace(/ בע"מ$/, ''))}</div><div class="sm">${esc(v.name)} · ${v.label} <bdi>${vendorTaxId}</bdi><br>${esc(v.addr)} · טל' <bdi>${v.phone}</bdi></div></div>
<div class="meta"><div><b>לכבוד:</b> ${esc(shop.name)}<br>${shop.company ? 'ח.פ.' : 'ת.ז.'} <bdi>${rng.chance(0.4) && shop.company ? hyphenId(shopId) : shopId}</bdi><br>קוד לקוח: <bdi>${rng.digits(5)}</bdi> · קו חלוקה ${rng.int(1, 30)} · סוכן: ${rng.pick(['אלי', 'ניסים', 'רמי', 'איגור'])}</div>
<div class="box"><div class="bt">חשבונית מס מרכזת מס' <bdi>${docNo}</bdi></div><div>תאריך: ${d(date)}</div><div>עבור תעודות משלוח: ${d(first)} - ${d(date)}</div></div></div>`
        : `<div class="cont"><span>${esc(v.name)}</span><span>המשך חשבונית מס מרכזת <bdi>${docNo}</bdi></span></div>`;
    const alloc = allocationNeeded(date, net) ? `<div>מספר הקצאה: <bdi>${allocation(rng)}</bdi></div>` : '';
    const totals = `<table class="sum"><tr><td>סה"כ שורות</td><td>${amount(lines)}</td></tr><tr><td>הנחת לקוח 2%</td><td><bdi dir="ltr">-${amount(custDisc)}</bdi></td></tr><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr></table>
<div class="notes">תנאי תשלום: שוטף + 30, עד ${d(addDays(date, 30))}.${alloc}<div>זיכוי מכלים ריקים שהוחזרו (${rng.int(50, 400)} יח') יינתן בחשבונית זיכוי נפרדת.</div><div>קבלת הסחורה אושרה בחתימה על תעודות המשלוח.</div></div>`;
    const foot = (i: number) => `<div class="foot">עמוד ${i + 1} מתוך ${count}</div>`;
    const sheets = pages.map((rs, i) => `<section>${head(i)}${table(rs, i)}${i === pages.length - 1 && !needsOwnPage ? totals : ''}${foot(i)}</section>`);
    if (needsOwnPage) sheets.push(`<section>${head(pages.length)}${totals}${foot(pages.length)}</section>`);
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10px;color:#111}section{height:297mm;box-sizing:border-box;padding:10mm 12mm;position:relative;break-after:page}section:last-child{break-after:auto}
.top{display:flex;gap:6mm;align-items:center}.logo{font-family:'Aharoni CLM',sans-serif;font-weight:bold;font-size:20px;background:#1c4d8c;color:#fff;padding:2mm 4mm}.sm{font-size:10px;line-height:1.5}
.meta{display:flex;justify-content:space-between;margin:4mm 0;line-height:1.6;font-size:11px}.box{border:1.5px solid #1c4d8c;padding:2mm 3mm}.bt{font-weight:bold;font-size:13px}
.t{width:100%;border-collapse:collapse}.t th{background:#dfe8f4;padding:1mm;text-align:right;font-size:9.5px}.t td{padding:0.8mm 1mm;border-bottom:0.5px solid #ccc}.t td:nth-child(n+5),.t th:nth-child(n+5){text-align:left}.cf td{font-weight:bold;background:#f4f4f4}
.cont{display:flex;justify-content:space-between;border-bottom:1px solid #1c4d8c;padding-bottom:1.5mm;margin-bottom:3mm;font-size:11px}
.sum{margin-right:auto;margin-top:4mm;min-width:70mm;border-collapse:collapse;font-size:11px}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #111}
.notes{margin-top:5mm;font-size:10px;line-height:1.7}.foot{position:absolute;bottom:6mm;left:0;right:0;text-align:center;font-size:9px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: sheets.join('') }),
      truth: { vendorName: v.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
