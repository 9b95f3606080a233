import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, notAnId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-bar-glassware-wholesale-two-page';

/** Item, units per carton, lowest and highest unit price in agorot (before VAT). */
const GOODS: [string, number, number, number][] = [
  ['כוס יין 350 מ"ל', 24, 890, 1490],
  ['כוס יין אדום 470 מ"ל', 24, 1090, 1790],
  ['גביע שמפניה 210 מ"ל', 24, 990, 1590],
  ['כוס היילבול 300 מ"ל', 36, 590, 990],
  ['כוס רוקס 320 מ"ל', 36, 650, 1090],
  ['כוס קופה לקוקטייל', 12, 1490, 2290],
  ['כוס מרטיני 180 מ"ל', 12, 1290, 1990],
  ['כוס בירה פיינט 570 מ"ל', 24, 790, 1290],
  ['כוס צ׳ייסר 50 מ"ל', 48, 250, 490],
  ['קנקן זכוכית 1 ליטר', 6, 2490, 3890],
  ['דלי קרח נירוסטה', 6, 5900, 8900],
  ['ג׳יגר כפול 30/45', 12, 1290, 1990],
  ['שייקר בוסטון', 6, 4900, 7900],
  ['כף בר מסולסלת 30 ס"מ', 12, 990, 1690],
  ['מסננת הות׳ורן', 12, 1490, 2290],
  ['מזלף משקאות (פוראר)', 48, 290, 590],
  ['מדוך עץ', 12, 1190, 1890],
  ['מחצלת בר גומי', 6, 3900, 5900],
];

/** Product lines. */
const SERIES = ['ורונה', 'נורדיק', 'קלאסיק', 'ארט דקו'];

const CUSTOMERS = ['בר הנמל - ישראל אירועים בע"מ', 'קבוצת לילה טוב מסעדות בע"מ', 'מלון החוף נתניה בע"מ', 'פאב הזקן והים בע"מ'];

/** Bar glassware and equipment wholesaler's tax invoice to a bar or hotel company over two A4 pages (Sunday-Thursday), VAT added. */
export const heBarGlasswareWholesaleTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const count = rng.int(22, 26);
    // Each row is one item of one product line: no item appears twice, and an item's catalogue number is fixed.
    const pool = GOODS.flatMap((g, i) => SERIES.map((series, j) => ({ g, series, sku: `GL-${2100 + i * 10 + j}` })));
    const rows = rng.some(pool, count).map(({ g: [name, carton, lo, hi], series, sku }) => {
      const cartons = rng.int(1, 4);
      return { sku, name: `${name} - סדרת ${series}`, carton, cartons, qty: carton * cartons, unit: rng.int(lo / 10, hi / 10) * 10 };
    });
    const sums = rows.map((r) => r.qty * r.unit);
    const split = Math.ceil(count / 2);
    const p1 = total(sums.slice(0, split));
    const lines = total(sums);
    const disc = rng.chance(0.5) ? share(lines, 3) : 0;
    const net = lines - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'בר גלאס ציוד אירוח בע"מ' : 'שמעון אלקיים';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BG${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? amount(c) : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd.m.yy'));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const order = plus(date, -rng.int(2, 12));
    const phone = co ? landline(rng) : cellular(rng);
    const head = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">בר-גלאס</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · אזור תעשייה ספיר, נתניה · ${ltr(phone)}</div></div><div class="t">חשבונית מס<br><b>${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>עמוד ${p}/2</div></div>`
        : `<div class="head"><div><div class="brand">זכוכית וקרח</div><div class="sm">כלי זכוכית וציוד לברים · אזור התעשייה החדש, ראשון לציון · ${ltr(phone)}</div></div><div class="t"><b>חשבונית מס ${ltr(doc)}</b><br>תאריך ${ltr(f(date))}<br>עמ׳ ${p} מתוך 2</div></div>`;
    const foot = co
      ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · שבר בהובלה יזוכה רק אם דווח תוך 48 שעות</div>`
      : `<div class="foot">שמעון אלקיים · עוסק מורשה ${ltr(taxId)} · זכוכית וקרח</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['מק"ט', 'פריט', 'אריזה', 'קרטונים', 'כמות', 'מחיר יח׳', 'סכום'],
        rs.map((r) => [ltr(r.sku), r.name, `${r.carton} יח׳`, String(r.cartons), String(r.qty), ltr(money(r.unit)), ltr(money(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br>הזמנה מס׳ ${ltr(`PO-${rng.int(10000, 99999)}`)} מיום ${ltr(f(order))} · תעודות משלוח ${ltr(rng.digits(6))}, ${ltr(rng.digits(6))}</div>
${table(rows.slice(0, split))}
${row('סה"כ להעברה', ltr(money(p1)), 'b')}
${foot}</div>
<div class="page">${head(2)}
${row('העברה מעמוד קודם', ltr(money(p1)), 'b')}
${table(rows.slice(split))}
<div class="sum">${row('סה"כ שורות', ltr(money(lines)))}${disc ? row('הנחת לקוח קבוע 3%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 45, עד ${ltr(f(plus(date, 45)))}. הסחורה נשארת בבעלות הספק עד לתשלום המלא.</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Keter YG'"};font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #1565c0;padding-bottom:4px}.brand{font-size:24px;font-weight:bold;color:#1565c0}.t{text-align:left;border:1px solid #1565c0;padding:4px 8px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.items td,.items th{font-size:11.5px;padding:2px 4px}
.foot{position:absolute;bottom:10mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
