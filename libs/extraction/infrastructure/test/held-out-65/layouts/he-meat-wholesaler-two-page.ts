import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, hyphenId, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn, weekdayOf } from './extra';

const ID = 'he-meat-wholesaler-two-page';

/** Cuts: SKU, name, lowest and highest price per kg in whole shekels (before VAT), lowest and highest kg a delivery. */
const CUTS: [string, string, number, number, number, number][] = [
  ['B110', 'אנטריקוט בקר טרי', 129, 169, 4, 18],
  ['B120', 'פילה בקר', 189, 239, 2, 8],
  ['B130', 'צלע בקר עם עצם', 79, 109, 5, 20],
  ['B140', 'שפונדרה', 69, 89, 4, 16],
  ['B150', 'בשר טחון מובחר', 59, 79, 6, 30],
  ['B160', 'אסאדו', 89, 119, 5, 20],
  ['C210', 'חזה עוף טרי', 34, 46, 10, 40],
  ['C220', 'פרגית מפורקת', 42, 56, 8, 35],
  ['C230', 'כנפיים', 19, 28, 5, 20],
  ['L310', 'צלעות טלה', 149, 189, 2, 8],
  ['L320', 'כתף טלה', 89, 119, 3, 12],
  ['V410', 'כבד עוף', 24, 34, 2, 8],
];
const CUSTOMERS = ['מסעדת האש הפתוחה בע"מ', 'גריל על הגחלים בע"מ', 'מטבחי אירועים גן עדן בע"מ', 'שיפודי הכרמל בע"מ', 'ביסטרו הנמל בע"מ'];

/**
 * A meat wholesaler's consolidated tax invoice to restaurants and caterers over two A4 pages, issued
 * after each half month for its deliveries (weighed cuts, kilograms to three decimals times a price
 * per kilogram), VAT added; page 1's total carried to page 2.
 */
export const heMeatWholesalerTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const first = next(ID, rng, undefined, rng.chance(0.5) ? [1, 3] : [16, 18]);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const secondHalf = Number(date.slice(8, 10)) <= 10;
    const periodStart = secondHalf ? `${firstOfMonth(date, -1).slice(0, 8)}16` : `${date.slice(0, 8)}01`;
    const periodEnd = secondHalf ? lastOfMonth(firstOfMonth(date, -1)) : `${date.slice(0, 8)}15`;
    const days: string[] = [];
    for (let d = periodStart; d <= periodEnd; d = plus(d, 1)) if (weekdayOf(d) !== 6 && weekdayOf(d) !== 5) days.push(d);
    const deliveries = rng.some(days, rng.int(4, Math.min(7, days.length))).sort();
    let note = rng.int(10000, 80000);
    const lines: { date: string; note: string; sku: string; name: string; grams: number; perKg: number; sum: number }[] = [];
    for (const d of deliveries) {
      note += rng.int(5, 60);
      for (const [sku, name, lo, hi, klo, khi] of rng.some(CUTS, rng.int(3, 5))) {
        const grams = rng.int(klo * 1000, khi * 1000);
        const perKg = rng.int(lo, hi) * 100 + rng.pick([0, 50, 90]);
        lines.push({ date: d, note: String(note), sku, name, grams, perKg, sum: Math.round((grams * perKg) / 1000) });
      }
    }
    const cut = Math.ceil(lines.length / 2);
    const page1 = total(lines.slice(0, cut).map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'קצבי הגליל סיטונאות בשר בע"מ' : 'מוחמד חלבי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MW-${date.slice(2, 4)}-${rng.int(1000, 9999)}` : String(rng.int(5000, 9999));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy'));
    const money = (c: number) => amount(c);
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const phone = co ? landline(rng) : cellular(rng);
    const licence = rng.int(1000, 9999);
    const header = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">קצבי הגליל</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · אזור התעשייה בר-לב · ${ltr(phone)}</div><div class="sm">רישיון יצרן/משווק ממשרד החקלאות ${ltr(String(licence))} · כשרות בד"ץ</div></div>
<div class="meta"><div class="b">חשבונית מס מרכזת</div>${row('מס׳', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('עמוד', ltr(`${p}/2`))}</div></div>`
        : `<div class="head2"><div class="brand2">חלבי בשרים - סיטונאות</div><div class="sm">דלית אל-כרמל · ${ltr(phone)}</div><div class="meta2">חשבונית מס מרכזת ${ltr(doc)} &nbsp; תאריך ${ltr(f(date))} &nbsp; עמוד ${p} מתוך 2</div></div>`;
    const footer = co
      ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · שמירת שרשרת קירור לפי תקנות</div>`
      : `<div class="foot">מוחמד חלבי · עוסק מורשה ${ltr(taxId)}</div>`;
    const head = ['תאריך', 'ת. משלוח', 'מק"ט', 'פריט', 'ק"ג', 'מחיר לק"ג', 'סה"כ ₪'];
    const rowsOf = (from: number, to: number) =>
      lines.slice(from, to).map((l) => [ltr(f(l.date)), ltr(l.note), ltr(l.sku), l.name, ltr((l.grams / 1000).toFixed(3)), ltr(money(l.perKg)), ltr(money(l.sum))]);
    const cust = `<table class="pairs cust"><tr><th>לקוח</th><td>${customer}</td><th>ח.פ. לקוח</th><td>${ltr(custId)}</td></tr>
<tr><th>מס׳ לקוח</th><td>${ltr(custNo)}</td><th>תקופה</th><td>${ltr(`${f(periodStart)} - ${f(periodEnd)}`)}</td></tr>
<tr><th>משלוחים</th><td>${ltr(String(deliveries.length))}</td><th>נהג/קו</th><td>${ltr(String(rng.int(1, 9)))}</td></tr></table>`;
    const p1 = `<div class="page">${header(1)}${cust}${items(head, rowsOf(0, cut))}<div class="carry">${row('סה"כ עמוד 1 (מועבר)', ltr(money(page1)), 'b')}</div>${footer}</div>`;
    const p2 = `<div class="page">${header(2)}<div class="carry">${row('יתרה מעמוד 1', ltr(money(page1)), 'b')}</div>${items(head, rowsOf(cut, lines.length))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${money(gross)}`), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 30 (עד ${ltr(f(plus(lastOfMonth(date), 30)))}). המשקלים לפי שקילה במשלוח.</div>${footer}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Keter YG'"};font-size:${co ? 9.5 : 10.5}px}
.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;position:relative;overflow:hidden}.page:first-child{break-after:page}
.head{display:flex;justify-content:space-between;border-bottom:3px solid #b71c1c;padding-bottom:5px}.brand{font-size:26px;font-weight:bold;color:#b71c1c}.meta{width:32%;border:1px solid #b71c1c;padding:4px 8px}
.head2{border-bottom:2px solid #333;padding-bottom:4px;text-align:center}.brand2{font-size:22px;font-weight:bold}.meta2{font-weight:bold;margin-top:3px}
.cust{width:100%;margin:6px 0}.items td,.items th{padding:2px 3px}.carry{width:45%;margin-right:auto;margin-top:4px}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:8mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
