import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, lastOfMonth, personalId, share, workday } from '../../generalisation/notation';
import { prefixedId } from './extra';

const SUPPLIERS = [
  { brand: 'קרטון פלוס', legal: 'קרטון פלוס חומרי אריזה בע"מ', company: true, label: 'ח.פ', addr: "רח' הסדנא 7, אזור תעשייה ראשון לציון" },
  { brand: 'אריזות הצפון', legal: 'סלים חורי', company: false, label: "מס' עוסק", addr: 'אזור התעשייה, תפן' },
  { brand: 'פק-ליין', legal: 'פק-ליין אריזות ולוגיסטיקה (2015) בע"מ', company: true, label: 'ח"פ', addr: "רח' המלאכה 21, חולון" },
];
/** Name, unit, price before VAT (agorot). */
const ITEMS: [string, string, number][] = [
  ['קרטון 30×20×15 דופן יחידה', "יח'", 210],
  ['קרטון 40×30×30 דופן כפולה', "יח'", 460],
  ['קרטון 60×40×40 דופן כפולה', "יח'", 790],
  ['קרטון משלוח לפיצה 33 ס"מ', "יח'", 180],
  ['ניילון נצמד 23 מיקרון 50 ס"מ', 'גליל', 3450],
  ['ניילון נצמד ידני שחור', 'גליל', 3990],
  ['סרט הדבקה חום 48 מ"מ × 100 מ\'', 'שרוול 6', 4200],
  ['סרט הדבקה שקוף שקט', 'שרוול 6', 4800],
  ['סרט "שביר" מודפס', 'גליל', 1150],
  ["ניילון בועות 1 מ' × 100 מ'", 'גליל', 8900],
  ['שקית משלוח מאובטחת 25×35', "100 יח'", 6400],
  ['שקית משלוח מאובטחת 40×50', "100 יח'", 9800],
  ['מעטפה מרופדת A4', "50 יח'", 7200],
  ["נייר עיטוף קראפט 70 ג'", 'גליל', 12900],
  ['פינות קרטון מגן 5 ס"מ', "100 יח'", 5600],
  ['רצועת הידוק PP 12 מ"מ', 'גליל', 11500],
  ['אבזמי הידוק מתכת', "1000 יח'", 8700],
  ['מדבקות כתובת 100×150 תרמי', 'גליל', 3100],
  ['פופקורן אריזה מתכלה', 'שק 0.5 קוב', 5900],
  ['משטח עץ יורו', "יח'", 6500],
  ['כיסוי משטח ניילון', "יח'", 890],
  ['מפריד קרטון לבקבוקים', "יח'", 95],
  ['קלקר לוח 2 ס"מ', "יח'", 1400],
  ['סכין יפנית עם להב', "יח'", 900],
  ['מתקן לסרט הדבקה', "יח'", 2900],
  ['קופסת מתנה קראפט עם חלון', "יח'", 350],
  ['שקית נייר ידית מסובבת', "250 יח'", 27500],
  ['קרטון ארכיב', "יח'", 520],
  ['נייר משי לבן', '480 גיליונות', 6900],
  ['מגש קרטון לעוגה', "יח'", 160],
  ['קופסת קרטון לבנה 20×20', "יח'", 290],
  ['בד ניילון כיסוי', 'גליל', 15900],
  ["קרטון גלי בגליל 1 מ'", 'גליל', 13900],
  ['שרוול קירור תרמי', "יח'", 480],
  ["ג'ל קירור 500 ג'", "יח'", 390],
  ['קופסת EPS לשינוע קר', "יח'", 1650],
  ['מדבקת "קרור" אדומה', 'גליל', 1450],
  ['תווית משטח A5', "500 יח'", 7800],
  ['שקית זיפלוק 20×30', "100 יח'", 2400],
  ["שקית זבל תעשייתית 90 ל'", 'גליל', 1890],
  ['כפפות עבודה מצופות', 'זוג', 690],
  ['עט סימון שחור עבה', "יח'", 450],
  ['מכסה לכוס 12 אונקיות', "100 יח'", 3200],
  ['כוס נייר 12 אונקיות', "50 יח'", 2600],
];
const CUSTOMERS = [
  { name: 'מאפיות לחם הארץ בע"מ', id: (r: Rng) => `ח.פ. ${taxId(r)}` },
  { name: 'טבע בקופסה - חנות מקוונת (רונית אזולאי)', id: (r: Rng) => `ע.מ. ${personalId(r)}` },
  { name: 'מפעל שימורי עמק יזרעאל - אגודה שיתופית חקלאית בע"מ', id: (r: Rng) => `מס' אגודה ${prefixedId(r, '57')}` },
  { name: 'שוקו-לה שוקולטייר בע"מ', id: (r: Rng) => `ח"פ ${taxId(r)}` },
];

/**
 * A packaging materials supplier's "חשבונית מס" over two A4 pages (David CLM, Liberation Sans or Nachlieli
 * CLM; the brand in Frank Ruehl CLM): the brand over the legal name with "ח.פ" / "ח"פ" or the owner's name
 * with "מס' עוסק", address, phone and an agent's mobile; a framed box on both pages with "חשבונית מס"
 * ("PK/24/01873" or six digits), "תאריך" (dd/mm/yyyy or dd.mm.yyyy) and "עמוד 1 מתוך 2"; the customer (a
 * bakery company or a chocolatier with a valid ח.פ., a web shop's owner with a valid ע.מ., or a cooperative
 * society with a valid 57… number), its order number and two or three delivery notes with earlier dates;
 * 34-44 rows (catalogue number, description, unit, quantity, price, amount) with "סה"כ לעמוד / מועבר" and
 * "מועבר מעמוד 1"; "סה"כ שורות", a customer discount of 3% or 5% on some, delivery, "סה"כ לפני מע"מ",
 * VAT, "סה"כ כולל מע"מ", "שוטף + 60" with the due date and the bank account.
 */
export const hePackagingSuppliesTwoPage: Layout = {
  id: 'he-packaging-supplies-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const c = rng.pick(CUSTOMERS);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-20'), addDays);
    const rate = israeliRate(date);
    const rows = rng.some(ITEMS, rng.int(34, 44)).map(([name, unit, price]) => ({
      cat: `${rng.int(10, 99)}-${rng.digits(4)}`,
      name,
      unit,
      price,
      q: price > 5000 ? rng.pick([1, 2, 3, 4, 5, 6, 10]) : rng.pick([5, 10, 12, 20, 24, 50, 100, 200]),
    }));
    const lines = rows.reduce((a, x) => a + x.q * x.price, 0);
    const dp = rng.pick([0, 0, 3, 5]);
    const disc = share(lines, dp);
    const delivery = rng.pick([0, 12000, 18000]);
    const net = lines - disc + delivery;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `PK/${date.slice(2, 4)}/${String(rng.int(100, 4999)).padStart(5, '0')}` : String(rng.int(200000, 269999));
    const font = rng.pick(['David CLM', 'Liberation Sans', 'Nachlieli CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const notes = Array.from({ length: rng.int(2, 3) }, (_, i) => ({ no: String(rng.int(40000, 59999)), d: addDays(date, -rng.int(2, 9) * (i + 1)) }));
    const split = 24;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const carried = p1.reduce((a, x) => a + x.q * x.price, 0);
    const tr = (x: (typeof rows)[number]) =>
      `<tr><td>${x.cat}</td><td class="n">${esc(x.name)}</td><td>${esc(x.unit)}</td><td>${x.q}</td><td>${amount(x.price)}</td><td>${amount(x.q * x.price)}</td></tr>`;
    const th = '<tr><th>מק"ט</th><th>תיאור</th><th>יח\' מידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>';
    const box = (p: number) => `<div class="box"><div><b>חשבונית מס</b> ${docNo}</div><div>תאריך: ${dt(date, fmt)}</div><div>עמוד ${p} מתוך 2</div></div>`;
    const head = `<div class="lh"><div><div class="brand">${esc(s.brand)}</div><div>${esc(s.legal)} · ${s.label} ${vendorTaxId}</div><div class="sm">${esc(s.addr)} · טל' <bdi>${landline(rng)}</bdi> · סוכן <bdi>${cellular(rng)}</bdi></div></div>${box(0)}</div>`;
    const page1 = `<div class="page">${head.replace(box(0), box(1))}
<table class="kv"><tr><td>לכבוד</td><td>${esc(c.name)}<br>${c.id(rng)}</td><td>הזמנתכם</td><td>${rng.int(4500, 9800)}/${date.slice(2, 4)}</td></tr>
<tr><td>תעודות משלוח</td><td colspan="3">${notes.map((n) => `${n.no} (${dt(n.d, 'dd/mm/yy')})`).join(' · ')}</td></tr></table>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="5">סה"כ לעמוד / מועבר</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page">${head.replace(box(0), box(2))}
<table class="it">${th}<tr class="cf"><td colspan="5">מועבר מעמוד 1</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<div class="end"><div class="terms">תנאי תשלום: שוטף + 60 · לתשלום עד ${dt(addDays(lastOfMonth(date), 60), 'dd/mm/yyyy')}<br>העברה לבנק ${rng.pick(['הפועלים (12)', 'לאומי (10)', 'מזרחי טפחות (20)'])} סניף ${rng.int(100, 899)} חשבון ${rng.digits(6)}<br>הסחורה נשארת בבעלות הספק עד לתשלום המלא.</div>
<table class="tot"><tr><td>סה"כ שורות</td><td>${amount(lines)}</td></tr>${disc ? `<tr><td>הנחת לקוח ${dp}%</td><td>-${amount(disc)}</td></tr>` : ''}${delivery ? `<tr><td>דמי הובלה</td><td>${amount(delivery)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ₪</td></tr></table></div>
<div class="sign">קיבלתי את הסחורה בשלמותה: ____________ &nbsp; חתימה וחותמת</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10px;color:#111}.page{height:296mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px double #444;padding-bottom:2mm;line-height:1.5}.brand{font-family:'Frank Ruehl CLM',serif;font-size:28px;font-weight:bold}.sm{font-size:9px;color:#555}
.box{border:1.5px solid #111;padding:2mm 4mm;line-height:1.6;font-size:11px;min-width:46mm}table{border-collapse:collapse;width:100%}.kv{margin-top:3mm}.kv td{border:1px solid #bbb;padding:1.2mm 2mm}.kv td:nth-child(odd){background:#f1f1f1;font-weight:bold;width:26mm}
.it{margin-top:3mm}.it th{border:1px solid #777;background:#e6e6e6;padding:1mm}.it td{border:1px solid #ccc;padding:0.8mm 1mm;text-align:center}.it td.n{text-align:right}.it td:last-child{text-align:left}.cf td{font-weight:bold;background:#eee;text-align:right}.cf td:last-child{text-align:left}
.end{display:flex;justify-content:space-between;gap:6mm;margin-top:5mm}.terms{line-height:1.7;font-size:9.5px}.tot{width:76mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:13px;border-top:2px solid #111;border-bottom:2px solid #111}.sign{margin-top:12mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
