import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const OWNERS = [
  { name: 'אהרון גולדברג', brand: 'שעוני גולדברג', trade: 'שען · תיקון שעונים מכניים ועתיקים', label: 'עוסק מורשה', exempt: false, addr: "רח' אלנבי 88, תל אביב" },
  { name: 'ולדימיר זילברמן', brand: 'תיקון שעונים ולדי', trade: 'החלפת סוללות · רצועות · שעוני קיר', label: 'עוסק פטור', exempt: true, addr: 'קניון לב העיר, קומה 0, אשקלון' },
  { name: 'נסים שושן', brand: 'שעון ועוד', trade: 'שעונים, תכשיטים ותיקונים', label: 'ע.מ.', exempt: false, addr: "רח' הנשיא 20, חדרה" },
  { name: 'מרים לוי', brand: 'השענית', trade: 'תיקון שעונים ותכשיטים בהתאמה אישית', label: "עוסק פטור מס'", exempt: true, addr: "רח' יהודה הלוי 5, רעננה" },
];
const WORK: [string, number][] = [
  ['החלפת סוללה ואיטום', 6000],
  ['ניקוי, שימון וכיוון מנגנון (סרוויס מלא)', 45000],
  ['החלפת זכוכית מינרלית', 12000],
  ['החלפת זכוכית ספיר', 28000],
  ['החלפת כתר וציר', 15000],
  ['בדיקת אטימות למים', 5000],
  ['קיצור רצועת מתכת', 3000],
  ['רצועת עור איטלקי 20 מ"מ', 14000],
  ['החלפת מנגנון קוורץ', 22000],
  ['ליטוש קופסה וצמיד', 18000],
];
const WATCHES = ['Seiko 5 אוטומטי', 'Citizen Eco-Drive', 'Tissot PRX', 'Casio G-Shock', 'Orient Bambino', 'שעון קיר מטוטלת', "Omega Seamaster (וינטג')"];

/**
 * A watchmaker's receipt typed in a word processor on A5 (David CLM, Noto Serif Hebrew or FreeSerif; the brand in
 * Keter YG or Frank Ruehl CLM over a clock face drawn in dots), always in the owner's own name: the brand, the
 * trade, the owner's name with "עוסק מורשה" / "ע.מ." / "עוסק פטור" / "עוסק פטור מס'" and the id, address,
 * phone and mobile; a licensed dealer's "חשבונית מס / קבלה מס'" (four digits) with "סה"כ לפני מע"מ", "מע"מ
 * 17%/18%" and "סה"כ", or an exempt dealer's "קבלה מס'" with "סה"כ" alone and a line that no VAT is charged;
 * "תאריך" (dd/mm/yyyy, dd.mm.yy or "12 במרץ 2025"); "תעודת תיקון מס'", the day the watch came in and the day
 * it was collected, the repair's warranty date; the customer and the watch; jobs with a price; payment in
 * cash, by Bit with a reference, or a cheque with its bank and date.
 */
export const heWatchmakerReceipt: Layout = {
  id: 'he-watchmaker-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-watchmaker-receipt');
    const o = rng.pick(OWNERS);
    const vendorTaxId = vendorId(o.name, false);
    const date = randomDate(rng, '2024-01-03', '2025-12-26');
    const rate = israeliRate(date);
    const jobs = rng.some(WORK, rng.int(1, 4));
    const total = jobs.reduce((a, [, p]) => a + p, 0);
    const vat = o.exempt ? 0 : vatOfGross(total, rate);
    const docNo = String(rng.int(o.exempt ? 40 : 300, o.exempt ? 900 : 2600)).padStart(4, '0');
    const font = rng.pick(['David CLM', 'Noto Serif Hebrew', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const d = (x: string) => (fmt === 'he' ? dt(x, 'he') : `<bdi>${dt(x, fmt)}</bdi>`);
    const came = addDays(date, -rng.int(3, 21));
    const cust = rng.pick(['יוסי אלמוג', 'דורית שפירא', 'עמית כץ', 'סבטלנה פרידמן', "ג'ורג' חורי"]);
    const pay = rng.pick([
      'מזומן',
      `ביט · אסמכתא <bdi>${rng.digits(9)}</bdi>`,
      `שיק מס' <bdi>${rng.digits(6)}</bdi>, בנק ${rng.pick(['הפועלים', 'לאומי', 'יהב', 'מרכנתיל'])}, לתאריך ${d(addDays(date, rng.pick([0, 30])))}`,
    ]);
    const dots = Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * 2 * Math.PI;
      return `<circle cx="${(20 + 16 * Math.sin(a)).toFixed(1)}" cy="${(20 - 16 * Math.cos(a)).toFixed(1)}" r="${i % 3 === 0 ? 2 : 1.2}" fill="#333"/>`;
    }).join('');
    const clock = `<svg width="40" height="40" viewBox="0 0 40 40">${dots}<line x1="20" y1="20" x2="20" y2="9" stroke="#333" stroke-width="1.6"/><line x1="20" y1="20" x2="28" y2="23" stroke="#333" stroke-width="1.2"/></svg>`;
    const title = o.exempt ? 'קבלה' : 'חשבונית מס / קבלה';
    const sums = o.exempt
      ? `<tr class="g"><td>סה"כ</td><td>${amount(total)} ש"ח</td></tr>`
      : `<tr><td>סה"כ לפני מע"מ</td><td>${amount(total - vat)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ</td><td>${amount(total)} ש"ח</td></tr>`;
    const body = `<div class="head">${clock}<div><div class="brand">${esc(o.brand)}</div><div class="trade">${esc(o.trade)}</div></div></div>
<div class="owner">${esc(o.name)} · ${o.label} <bdi>${vendorTaxId}</bdi><br>${esc(o.addr)} · <bdi>${landline(rng)}</bdi> · <bdi>${cellular(rng)}</bdi></div>
<div class="title">${title} מס' <bdi>${docNo}</bdi></div><div class="date">תאריך: ${d(date)}</div>
<p>התקבל מאת: <b>${esc(cust)}</b>, טל' <bdi>${cellular(rng)}</bdi><br>שעון: <bdi>${esc(rng.pick(WATCHES))}</bdi> · תעודת תיקון מס' <bdi>${rng.int(1000, 9999)}</bdi><br>התקבל לתיקון: ${d(came)} · נמסר ללקוח: ${d(date)}</p>
<table class="t"><tr><th>עבודה / חלק</th><th>מחיר</th></tr>${jobs.map(([t, p]) => `<tr><td>${esc(t)}</td><td>${amount(p)}</td></tr>`).join('')}</table>
<table class="tot">${sums}</table>
${o.exempt ? '<div class="ex">עוסק פטור - לא נגבה מע"מ בעסקה זו.</div>' : ''}
<p>אמצעי תשלום: ${pay}</p>
<p class="war">אחריות על התיקון עד ${d(addDays(date, 180))} (לא כולל נזקי מים ושבר זכוכית).</p>
<div class="sig">חתימה: ${esc(o.name)}</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#222;padding:11mm 13mm;line-height:1.5}
.head{display:flex;align-items:center;gap:4mm;justify-content:center}.brand{font-family:'Keter YG','Frank Ruehl CLM',serif;font-size:28px;font-weight:bold}.trade{font-size:11px;color:#555}
.owner{text-align:center;font-size:10.5px;border-bottom:1px solid #444;padding-bottom:2mm;margin-bottom:4mm}.title{font-size:16px;font-weight:bold;text-decoration:underline}.date{margin-bottom:2mm}
p{margin:2mm 0}.t{width:100%;border-collapse:collapse;margin-top:3mm}.t th{text-align:right;border-bottom:1px solid #444;padding:1mm}.t td{padding:1mm;border-bottom:0.5px dotted #999}.t td:last-child,.t th:last-child{text-align:left;white-space:nowrap;width:28mm}
.tot{margin:2mm 0 0 0;margin-right:auto;min-width:55mm;border-collapse:collapse}.tot td{padding:0.6mm 1mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;border-top:1.5px solid #222;font-size:13px}
.ex{font-size:11px;margin-top:2mm}.war{font-size:10px;color:#555}.sig{margin-top:8mm;text-align:left;font-style:italic}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: o.exempt
        ? { vendorName: o.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total) }
        : { vendorName: o.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
