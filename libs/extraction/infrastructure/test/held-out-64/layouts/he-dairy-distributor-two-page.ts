import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn, weekdayOf } from './extra';

const ID = 'he-dairy-distributor-two-page';

/** Products: SKU, name, unit, lowest and highest price in agorot (before VAT), lowest and highest quantity a delivery. */
const PRODUCTS: [string, string, string, number, number, number, number][] = [
  ['1001', 'חלב 3% קרטון 1 ל׳', 'יח׳', 520, 640, 12, 60],
  ['1002', 'חלב 1% קרטון 1 ל׳', 'יח׳', 500, 620, 6, 36],
  ['1010', 'חלב בריסטה 3.8% 1 ל׳', 'יח׳', 690, 820, 12, 72],
  ['1020', 'משקה שיבולת שועל בריסטה 1 ל׳', 'יח׳', 1150, 1390, 6, 36],
  ['1101', 'שמנת מתוקה 38% 1 ל׳', 'יח׳', 2150, 2590, 2, 12],
  ['1102', 'שמנת חמוצה 15% 200 מ"ל', 'יח׳', 390, 490, 6, 30],
  ['1201', 'גבינה לבנה 5% 1 ק"ג', 'יח׳', 1890, 2290, 2, 12],
  ['1202', 'קוטג׳ 5% 250 גר׳', 'יח׳', 520, 620, 10, 48],
  ['1210', 'גבינה צהובה 28% פרוסה', 'ק"ג', 4900, 5900, 2, 10],
  ['1220', 'גבינה בולגרית 5%, פח 5 ק"ג', 'פח', 16900, 19900, 1, 3],
  ['1230', 'מוצרלה טרייה 1 ק"ג', 'יח׳', 4200, 5200, 1, 6],
  ['1240', 'גבינת פטה כבשים', 'ק"ג', 6200, 7600, 1, 5],
  ['1301', 'יוגורט ביו 3% 1 ק"ג', 'יח׳', 1490, 1790, 2, 10],
  ['1302', 'לבנה 5% 500 גר׳', 'יח׳', 1090, 1290, 2, 10],
  ['1401', 'חמאה 82% 200 גר׳', 'יח׳', 790, 950, 4, 24],
  ['1402', 'חמאה 82%, בלוק 1 ק"ג', 'יח׳', 3490, 4190, 1, 6],
];
const CUSTOMERS = ['קפה נחת בגליל בע"מ', 'מאפיית השדה בע"מ', 'בית הארחה אלונים בע"מ', 'גלידריית הכפר בע"מ', 'קייטרינג טעמי הצפון בע"מ', 'מסעדת הגורן בע"מ'];

/**
 * A dairy distributor's consolidated monthly tax invoice to cafés and caterers over two A4 pages
 * (issued on the first working days of the month for the deliveries of the month before), VAT added,
 * each line with its delivery's date and note; on some, returned goods credited as negative lines.
 */
export const heDairyDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const first = next(ID, rng, undefined, [1, 6]);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const month = firstOfMonth(date, -1);
    const days: string[] = [];
    for (let d = month; d <= lastOfMonth(month); d = plus(d, 1)) if (weekdayOf(d) !== 6) days.push(d);
    const deliveries = rng.some(days, rng.int(4, 6)).sort();
    const price = new Map<string, number>(PRODUCTS.map(([sku, , , lo, hi]): [string, number] => [sku, rng.int(lo / 10, hi / 10) * 10]));
    let note = rng.int(20000, 90000);
    const lines: { date: string; note: string; sku: string; name: string; unit: string; qty: number; price: number }[] = [];
    for (const d of deliveries) {
      note += rng.int(3, 40);
      for (const [sku, name, unit, , , qlo, qhi] of rng.some(PRODUCTS, rng.int(3, 5)))
        lines.push({ date: d, note: String(note), sku, name, unit, qty: rng.int(qlo, qhi), price: price.get(sku) ?? 0 });
    }
    if (rng.chance(0.5)) {
      const d = deliveries[deliveries.length - 1];
      const earlier = lines.filter((l) => l.date < d);
      const back = earlier[rng.int(0, earlier.length - 1)];
      lines.push({ ...back, date: d, note: `${note}R`, name: `החזרה - פג תוקף: ${back.name}`, qty: -rng.int(1, Math.min(4, back.qty)) });
    }
    const sums = lines.map((l) => l.qty * l.price);
    const cut = Math.ceil(lines.length / 2);
    const page1 = total(sums.slice(0, cut));
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'החלבן הצפוני הפצה בע"מ' : 'אבישי שטרן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `DS${date.slice(2, 4)}${rng.int(1000, 9999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => `${c < 0 ? '-' : ''}${co ? `₪ ${amount(Math.abs(c))}` : amount(Math.abs(c))}`;
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const route = rng.int(1, 12);
    const phone = co ? landline(rng) : cellular(rng);
    const bank = `${rng.int(10, 31)}-${rng.int(100, 999)}-${rng.digits(6)}`;
    const header = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">החלבן הצפוני</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>אזור התעשייה הצפוני, כרמיאל · ${ltr(phone)}</div></div>
<div class="meta"><div class="b">חשבונית מס מרכזת</div>${row('מספר', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('דף', `${p} מתוך 2`)}</div></div>`
        : `<div class="head2"><div class="brand2">משק שטרן - הפצת מוצרי חלב</div><div class="sm">כפר חסידים · ${ltr(phone)}</div>
<div class="meta2">חשבונית מס מרכזת מס׳ ${ltr(doc)} · ${ltr(f(date))} · דף ${ltr(`${p}/2`)}</div></div>`;
    const footer = co
      ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · העברות לחשבון ${ltr(bank)}</div>`
      : `<div class="foot">אבישי שטרן · עוסק מורשה ${ltr(taxId)} · כפר חסידים</div>`;
    const head = ['תאריך', 'ת. משלוח', 'מק"ט', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סה"כ'];
    const rowsOf = (from: number, to: number) =>
      lines.slice(from, to).map((l, i) => [ltr(f(l.date)), ltr(l.note), ltr(l.sku), l.name, l.unit, ltr(String(l.qty)), ltr(money(l.price)), ltr(money(sums[from + i]))]);
    const cust = `<table class="pairs cust"><tr><th>לקוח</th><td>${customer}</td><th>ח.פ. לקוח</th><td>${ltr(custId)}</td></tr>
<tr><th>מס׳ לקוח</th><td>${ltr(custNo)}</td><th>קו חלוקה</th><td>${ltr(String(route))}</td></tr>
<tr><th>עבור אספקות</th><td>${heMonth(month)}</td><th>תעודות משלוח</th><td>${ltr(String(deliveries.length))}</td></tr></table>`;
    const p1 = `<div class="page">${header(1)}${cust}${items(head, rowsOf(0, cut))}
<div class="carry">${row('סה"כ דף 1 - מועבר לדף 2', ltr(money(page1)), 'b')}</div>${footer}</div>`;
    const p2 = `<div class="page">${header(2)}<div class="carry">${row('הועבר מדף 1', ltr(money(page1)), 'b')}</div>${items(head, rowsOf(cut, lines.length))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', co ? ltr(money(gross)) : `${ltr(money(gross))} ₪`, 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 45 (עד ${ltr(f(plus(lastOfMonth(date), 45)))}). ארגזים ומגשים נשארים בבעלות המפיץ.</div>${footer}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Shofar'"};font-size:${co ? 10 : 11}px}
.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;position:relative;overflow:hidden}.page:first-child{break-after:page}
.head{display:flex;justify-content:space-between;border-bottom:3px solid #1565c0;padding-bottom:5px}.brand{font-size:26px;font-weight:bold;color:#1565c0}.meta{width:36%;border:1px solid #1565c0;padding:4px 8px}
.head2{border-bottom:2px solid #333;padding-bottom:4px;text-align:center}.brand2{font-size:22px;font-weight:bold}.meta2{font-weight:bold;margin-top:3px}
.cust{width:100%;margin:6px 0}.items td,.items th{padding:2px 3px}.carry{width:45%;margin-right:auto;margin-top:4px}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:8mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:9.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
