import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth, notAnId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-timber-merchant-two-page';

/** Stock: SKU, name, unit, lowest and highest price in agorot (before VAT), lowest and highest quantity. */
const STOCK: [string, string, string, number, number, number, number][] = [
  ['KR-510', 'קורת אורן 5×10 ס"מ, 4 מ׳', 'יח׳', 4200, 5600, 6, 40],
  ['KR-715', 'קורת אורן 7×15 ס"מ, 5 מ׳', 'יח׳', 9800, 13400, 4, 20],
  ['KR-1010', 'עמוד פרגולה 10×10 ס"מ, 3 מ׳', 'יח׳', 11800, 15600, 4, 12],
  ['SR-2550', 'סרגל אורן 2.5×5 ס"מ', 'מ׳', 450, 700, 20, 120],
  ['DK-18', 'דיקט ליבנה 18 מ"מ 122×244', 'לוח', 26500, 34900, 2, 14],
  ['DK-09', 'דיקט אורן 9 מ"מ 122×244', 'לוח', 12900, 16900, 2, 14],
  ['OSB-12', 'לוח OSB 12 מ"מ', 'לוח', 8900, 11900, 4, 30],
  ['MDF-16', 'לוח MDF 16 מ"מ', 'לוח', 13900, 17900, 2, 10],
  ['DEK-IP', 'דק איפאה 21×145 מ"מ', 'מ"ר', 38000, 46000, 4, 30],
  ['DEK-BM', 'דק במבוק מעובה 20×140 מ"מ', 'מ"ר', 29000, 36000, 4, 30],
  ['DEK-PN', 'דק אורן מוקצע לחץ 27×120 מ"מ', 'מ"ר', 14500, 19500, 4, 40],
  ['LM-40', 'למבדה אורן 12 מ"מ לחיפוי', 'מ"ר', 6900, 9400, 6, 50],
  ['BR-5', 'ברגי נירוסטה לדק 5×50, קופסה 200', 'קופסה', 8900, 11900, 1, 8],
  ['BR-6', 'ברגי עץ 6×100 מגולוונים, קופסה 100', 'קופסה', 5400, 7900, 1, 6],
  ['ZV-90', 'זווית חיבור מגולוונת 90°', 'יח׳', 450, 900, 10, 60],
  ['SH-25', 'שמן טיק לדק 2.5 ל׳', 'פח', 11900, 15900, 1, 6],
  ['SH-5', 'לכה שקופה על בסיס מים 5 ל׳', 'פח', 18900, 24900, 1, 4],
  ['DB-2', 'דבק נגרים D3 1 ק"ג', 'יח׳', 3400, 4900, 1, 6],
  ['BD-1', 'בד גיאוטכני נגד עשבים', 'מ"ר', 350, 600, 10, 60],
  ['PL-60', 'פלטת פלדה מגולוונת לבסיס עמוד', 'יח׳', 2900, 4400, 4, 12],
  ['KS-1', 'חיתוך לפי מידה', 'חיתוך', 500, 800, 10, 60],
  ['HS-1', 'הקצעה / שיוף קורות', 'מ׳', 350, 600, 10, 80],
  ['SP-44', 'ספייסרים לדק, שקית 100', 'שקית', 2400, 3400, 1, 6],
  ['TR-18', 'טרפז עץ לגדר 18×95 מ"מ', 'מ׳', 950, 1350, 20, 120],
  ['PT-ST', 'פרופיל אלומיניום לסיום דק', 'מ׳', 2800, 3900, 4, 20],
  ['HV-MN', 'הובלה עם מנוף', 'הובלה', 45000, 75000, 1, 1],
];
const CUSTOMERS = ['נגריית הגליל העליון בע"מ', 'פרגולות השרון בע"מ', 'דק ועוד קבלנות בע"מ', 'בית ספר לנגרות עמק חפר בע"מ', 'מ.ש. שיפוצים ובנייה בע"מ', 'אלון גינון ופיתוח בע"מ'];

/** A timber merchant's tax invoice over two A4 pages (Sunday-Thursday), VAT added, each page with the vendor's header, the number and the page. */
export const heTimberMerchantTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const picked = rng.some(
      STOCK.filter((s) => s[0] !== 'HV-MN'),
      rng.int(19, 24),
    );
    if (rng.chance(0.6)) picked.push(STOCK[STOCK.length - 1]);
    const lines = picked.map(([sku, name, unit, lo, hi, qlo, qhi]) => ({ sku, name, unit, qty: rng.int(qlo, qhi), price: rng.int(lo / 10, hi / 10) * 10 }));
    const sums = lines.map((l) => l.qty * l.price);
    const cut = Math.ceil(lines.length / 2);
    const page1 = total(sums.slice(0, cut));
    const goods = total(sums);
    const discountPct = rng.chance(0.45) ? rng.pick([4, 6]) : 0;
    const discount = Math.round((goods * discountPct) / 100);
    const net = goods - discount;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'עצי הצפון סחר בע"מ' : 'בנימין רוזנטל';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TM-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd.m.yy'));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const po = `PO-${rng.int(1000, 9999)}`;
    const poDate = plus(date, -rng.int(2, 12));
    const note = `${rng.int(30000, 99999)}`;
    const terms = rng.pick([30, 60]);
    const phone = co ? landline(rng) : cellular(rng);
    const header = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">עצי הצפון</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>אזור התעשייה צח"ר, ראש פינה · ${ltr(phone)}</div></div>
<div class="meta">${row('חשבונית מס', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('עמוד', `${p} מתוך 2`)}</div></div>`
        : `<div class="head2"><div class="brand2">מחסן העצים של בני</div><div class="sm">רח׳ המלאכה 7, קריית גת · ${ltr(phone)}</div>
<div class="meta2">חשבונית מס ${ltr(doc)} · ${ltr(f(date))} · עמ׳ ${ltr(`${p}/2`)}</div></div>`;
    const footer = co
      ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · בנק ${ltr(`${rng.int(10, 31)}-${rng.int(100, 999)}-${rng.digits(7)}`)}</div>`
      : `<div class="foot">בנימין רוזנטל · עוסק מורשה ${ltr(taxId)} · קריית גת</div>`;
    const head = ['#', 'מק"ט', 'תיאור', 'יחידה', 'כמות', 'מחיר', 'סה"כ'];
    const rowsOf = (from: number, to: number) =>
      lines.slice(from, to).map((l, i) => [String(from + i + 1), ltr(l.sku), l.name, l.unit, String(l.qty), ltr(money(l.price)), ltr(money(sums[from + i]))]);
    const custBlock = `<table class="pairs cust"><tr><th>לקוח</th><td>${customer}</td><th>ח.פ. לקוח</th><td>${ltr(custId)}</td></tr>
<tr><th>מס׳ לקוח</th><td>${ltr(custNo)}</td><th>הזמנת רכש</th><td>${ltr(po)} מ-${ltr(f(poDate))}</td></tr>
<tr><th>תעודת משלוח</th><td>${ltr(note)}</td><th>אתר אספקה</th><td>${rng.pick(['קיבוץ מנרה', 'קיבוץ עמיעד', 'חצור הגלילית', 'כפר ורדים', 'מושב אביטל', 'קיבוץ נתיב הל"ה'])}</td></tr></table>`;
    const p1 = `<div class="page">${header(1)}${custBlock}${items(head, rowsOf(0, cut))}
<div class="carry">${row('סה"כ עמוד 1 (מועבר)', ltr(money(page1)), 'b')}</div>${footer}</div>`;
    const p2 = `<div class="page">${header(2)}<div class="carry">${row('יתרה מעמוד 1', ltr(money(page1)), 'b')}</div>${items(head, rowsOf(cut, lines.length))}
<div class="sum">${row('סה"כ שורות', ltr(money(goods)))}${discount ? row(`הנחת כמות ${discountPct}%`, ltr(money(-discount))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(co ? money(gross) : `₪ ${money(gross)}`), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + ${terms} (עד ${ltr(f(plus(lastOfMonth(date), terms)))}) · הסחורה נשארת בבעלות המוכר עד לתשלום המלא.</div>${footer}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Frank Ruehl CLM'"};font-size:11.5px}
.page{height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative;overflow:hidden}.page:first-child{break-after:page}
.head{display:flex;justify-content:space-between;border-bottom:3px solid #6d4c41;padding-bottom:5px}.brand{font-size:28px;font-weight:bold;color:#6d4c41}.meta{width:38%;border:1px solid #6d4c41;padding:4px 8px}
.head2{border-bottom:2px solid #2e7d32;padding-bottom:4px;text-align:center}.brand2{font-size:24px;font-weight:bold;color:#2e7d32}.meta2{font-weight:bold;margin-top:3px}
.cust{width:100%;margin:6px 0}.items td,.items th{padding:2px 4px}.carry{width:45%;margin-right:auto;margin-top:4px}.sum{width:45%;margin-right:auto}.big{font-size:1.15em}
.foot{position:absolute;bottom:8mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
