import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, notAnId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-promotional-merchandise-two-page';

const GOODS: [string, string, number, number][] = [
  ['ספל קרמיקה 330 מ"ל', 'הדפסת סובלימציה צבעונית', 890, 1490],
  ['חולצת טריקו כותנה', 'הדפסת משי 2 צבעים', 1590, 2490],
  ['עט כדורי מתכת', 'חריטת לייזר', 290, 690],
  ['תיק בד אלבד', 'הדפסה צד אחד', 390, 790],
  ['מחברת A5 בכריכה קשה', 'הטבעה עיוורת', 1290, 1990],
  ['דיסק און קי 32GB', 'הדפסת לוגו', 1890, 2990],
  ['בקבוק שתייה נירוסטה', 'חריטת לייזר', 2490, 3890],
  ['כובע מצחייה', 'רקמה קדמית', 1490, 2290],
  ['שרוך תג (לניארד)', 'הדפסה רציפה', 350, 690],
  ['מדבקות ויניל (100 יח׳)', 'חיתוך בצורה', 4500, 7900],
  ['מטרייה מתקפלת', 'הדפסה על פאנל', 2990, 4490],
  ['פד לעכבר', 'הדפסה מלאה', 790, 1290],
  ['מחזיק מפתחות עור', 'הטבעה חמה', 690, 1190],
  ['דמי הכנת גלופה / קובץ', 'חד פעמי', 12000, 25000],
];

/** Promotional merchandise supplier's two-page A4 tax invoice to a company, VAT added (Sunday-Thursday). */
export const hePromotionalMerchandiseTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const count = rng.int(22, 26);
    const rows = Array.from({ length: count }, () => {
      const [name, spec, lo, hi] = rng.pick(GOODS);
      const setup = name.startsWith('דמי');
      return { sku: `PR-${rng.digits(4)}`, name, spec, qty: setup ? 1 : rng.pick([25, 50, 50, 100, 100, 150, 200, 250]), unit: rng.int(lo, hi) };
    });
    const sums = rows.map((r) => r.qty * r.unit);
    const split = Math.ceil(count / 2);
    const p1 = total(sums.slice(0, split));
    const lines = total(sums);
    const disc = rng.chance(0.5) ? share(lines, 5) : 0;
    const net = lines - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'לוגו פלוס מוצרי פרסום בע"מ' : 'יעקב טננבאום';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LP${rng.digits(6)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? amount(c) : sh(c, '₪ x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'd/m/yyyy'));
    const customer = rng.pick(['טכנו-מד מערכות רפואיות בע"מ', 'קבוצת אופק נדל"ן בע"מ', 'רשת מזון טרי בע"מ', 'אקדמיה לעיצוב גבעתיים בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const event = rng.pick(['כנס לקוחות שנתי', 'יום גיבוש לעובדים', 'תערוכת אקספו', 'ערכות קליטה לעובדים חדשים']);
    const proof = plus(date, -rng.int(5, 20));
    const brand = co ? 'לוגו פלוס' : 'הדפסה על הכל';
    const head = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">${brand}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ ז׳בוטינסקי 120, בני ברק · ${ltr('03-5' + rng.digits(6))}</div></div><div class="t">חשבונית מס<br><b>${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>עמוד ${p}/2</div></div>`
        : `<div class="head"><div><div class="brand">${brand}</div><div class="sm">מוצרי פרסום ומיתוג · אזור התעשייה חולון · ${ltr(cellular(rng))}</div></div><div class="t"><b>חשבונית מס מס׳ ${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>דף ${p} מתוך 2</div></div>`;
    const foot = co ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)}</div>` : `<div class="foot">יעקב טננבאום · עוסק מורשה ${ltr(taxId)} · הדפסה על הכל</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['מק"ט', 'פריט', 'מפרט הדפסה', 'כמות', 'מחיר יח׳', 'סכום'],
        rs.map((r) => [ltr(r.sku), r.name, r.spec, String(r.qty), ltr(money(r.unit)), ltr(money(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br>עבור: ${event} · אישור סקיצה מיום ${ltr(f(proof))} · תעודות משלוח ${ltr(rng.digits(5))}, ${ltr(rng.digits(5))}</div>
${table(rows.slice(0, split))}
${row('סה"כ להעברה', ltr(money(p1)), 'b')}
${foot}</div>
<div class="page">${head(2)}
${row('העברה מעמוד קודם', ltr(money(p1)), 'b')}
${table(rows.slice(split))}
<div class="sum">${row('סה"כ פריטים', ltr(money(lines)))}${disc ? row('הנחת כמות 5%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 60, עד ${ltr(f(plus(date, 60)))}. הדפסה לפי קובץ שאושר על ידי הלקוח; סטייה של עד 5% בכמויות.</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'Hadasim CLM'"};font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #c2185b;padding-bottom:4px}.brand{font-size:24px;font-weight:bold;color:#c2185b}.t{text-align:left;border:1px solid #c2185b;padding:4px 8px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.items td,.items th{font-size:11.5px;padding:2px 4px}
.foot{position:absolute;bottom:10mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
