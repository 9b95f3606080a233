import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, notAnId, share, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-door-locks-wholesale-two-page';

const GOODS: [string, number, number][] = [
  ['צילינדר ביטחון 70 מ"מ', 85, 140],
  ['צילינדר מפתח-כפתור', 110, 170],
  ['מפתח גלם (חבילת 50)', 60, 95],
  ['ידית דלת נירוסטה', 45, 90],
  ['מחזיר שמן לדלת', 120, 210],
  ['עינית דלת פנורמית', 25, 55],
  ['בריח ביטחון עליון', 70, 130],
  ['מנעול תלייה 50 מ"מ', 30, 65],
  ['מנעול חכם לדלת כניסה', 650, 980],
  ['רוזטה מגן צילינדר', 40, 85],
  ['מנגנון נעילה רב-בריחי', 280, 420],
  ['צירים לדלת פלדה (זוג)', 55, 95],
  ['מנעול לתיבת דואר', 12, 22],
  ['קפיץ החזרה לשער', 35, 70],
];

/** Door locks wholesaler's two-page A4 tax invoice to a locksmith shop, VAT added. */
export const heDoorLocksWholesaleTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const rows = Array.from({ length: 24 }, () => {
      const [name, lo, hi] = rng.pick(GOODS);
      return { sku: `LK-${rng.digits(4)}`, note: rng.digits(6), name, qty: rng.int(2, 40), unit: rng.int(lo, hi) * 100 + rng.pick([0, 50, 90]) };
    });
    const sums = rows.map((r) => r.qty * r.unit);
    const p1 = total(sums.slice(0, 12));
    const lines = total(sums);
    const disc = rng.chance(0.5) ? share(lines, 3) : 0;
    const net = lines - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מפתח זהב סיטונאות פרזול בע"מ' : 'שלמה גרינברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LW${date.slice(2, 4)}/${rng.digits(5)}` : rng.digits(6);
    const money = (c: number) => (co ? amount(c) : sh(c, '₪ x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const customer = rng.pick(['מנעולי השרון בע"מ', 'המסגר המהיר בע"מ', 'פורצי דלתות 24 בע"מ', 'ביטחון הבית מנעולנות בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const order = `${rng.digits(5)}`;
    const brand = co ? 'מפתח זהב' : 'בריח - ציוד למסגרים';
    const phone = cellular(rng);
    const head = (p: number) =>
      `<div class="head"><div><div class="brand">${brand}</div>${co ? `<div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · אזור תעשייה חדש, ראשון לציון</div>` : `<div class="sm">קריית אריה, פתח תקווה · ${ltr(phone)}</div>`}</div><div class="t"><b>חשבונית מס ${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>דף ${p} מתוך 2</div></div>`;
    const foot = co ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)}</div>` : `<div class="foot">שלמה גרינברג · עוסק מורשה ${ltr(taxId)}</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['מק"ט', 'ת. משלוח', 'תיאור', 'כמות', co ? 'מחיר ליח׳ ₪' : 'מחיר ליח׳', co ? 'סה"כ ₪' : 'סה"כ'],
        rs.map((r) => [ltr(r.sku), ltr(r.note), r.name, String(r.qty), ltr(money(r.unit)), ltr(money(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br>הזמנה מס׳ ${ltr(order)} מיום ${ltr(f(plus(date, -rng.int(2, 9))))} · סוכן: ${rng.pick(['רמי', 'אתי', 'שרון'])} · תנאי תשלום: שוטף + 45 (${ltr(f(plus(date, 45)))})</div>
${table(rows.slice(0, 12))}
${row('סה"כ מועבר לדף הבא', ltr(money(p1)), 'b')}
${foot}</div>
<div class="page">${head(2)}
${row('מועבר מדף קודם', ltr(money(p1)), 'b')}
${table(rows.slice(12))}
<div class="sum">${row('סה"כ שורות', ltr(money(lines)))}${disc ? row('הנחת לקוח 3%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">הסחורה נשארת בבעלות הספק עד לתשלום המלא. שיקים לפקודת ${co ? vendorName : 'שלמה גרינברג'}.</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Simple CLM'"};font-size:12.5px}.page{height:297mm;box-sizing:border-box;padding:13mm;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}.head{display:flex;justify-content:space-between;border-bottom:2px solid #8d6e00;padding-bottom:4px}.brand{font-size:25px;font-weight:bold;color:#8d6e00}.t{text-align:left}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:11mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
