import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-charcoal-firewood-distributor-two-page';

const GOODS: [string, number, number][] = [
  ['פחם עץ הדרים שק 10 ק"ג', 42, 55],
  ['פחם קוקוס לנרגילה 1 ק"ג', 18, 26],
  ['בריקטים לגריל 5 ק"ג', 24, 32],
  ['עצי הסקה אקליפטוס שק 15 ק"ג', 28, 38],
  ['עצי הסקה זית מסוקים (משטח)', 640, 820],
  ['קיסמי הדלקה שקית', 6, 9],
  ['קוביות הצתה 32 יח׳', 7, 11],
  ['נסורת עישון היקורי', 19, 27],
  ['פחם בינצ׳וטאן קופסה', 85, 120],
  ['מצית גז ארוך', 9, 14],
];

/** A charcoal and firewood distributor's two-page tax invoice of deliveries to a shop, VAT added, page 1's total carried over. */
export const heCharcoalFirewoodDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const first = next(ID, rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [5, 28]);
    const date = avoid(first.date, [5, 6]);
    const rate = israeliRate(date);
    const lines: { day: string; note: string; name: string; qty: number; unit: number }[] = [];
    for (let i = 0; i < 26; i++) {
      const [name, lo, hi] = rng.pick(GOODS);
      lines.push({ day: plus(date, -rng.int(1, 25)), note: String(rng.int(5000, 9999)), name, qty: rng.int(2, 40), unit: rng.int(lo, hi) * 100 });
    }
    lines.sort((a, b) => a.day.localeCompare(b.day));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גחלים צפון שיווק פחם ועצים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `GH${rng.int(100000, 199999)}`;
    const customer = rng.pick(['מרכולית הגליל בע"מ', 'מנגל שופ קריות בע"מ', 'חוות הבוקר קיסריה בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const toRows = (ls: typeof lines) => ls.map((l) => [ltr(dt(l.day, 'dd/mm/yy')), ltr(l.note), l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]);
    const p1 = lines.slice(0, 15);
    const p2 = lines.slice(15);
    const carried = total(p1.map((l) => l.qty * l.unit));
    const phone = landline(rng);
    const head = (
      p: number,
    ) => `<div class="head"><div><div class="brand">גחלים צפון</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>אזור תעשייה צ׳ק פוסט, חיפה · ${ltr(phone)}</div></div><div class="meta"><b>חשבונית מס ${ltr(doc)}</b><br>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}<br>עמוד ${ltr(`${p}/2`)}</div></div>
<div class="sm">לכבוד: ${customer} · ח.פ. ${ltr(custId)}</div>`;
    const cols = ['ת. משלוח', 'תעודה', 'פריט', 'כמות', 'מחיר', 'סכום'];
    const body = `<div class="pg">${head(1)}${items(cols, toRows(p1))}${row('סה"כ עמוד 1 (מועבר)', ltr(amount(carried)), 'b')}</div>
<div class="pg">${head(2)}${row('יתרה מעמוד 1', ltr(amount(carried)))}${items(cols, toRows(p2))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 60 · תעודות משלוח מצורפות</div></div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:11px}.pg{height:297mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always}.pg:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #000;margin-bottom:6px;padding-bottom:4px}.brand{font-size:22px;font-weight:bold}.meta{text-align:left}.sum{width:40%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
