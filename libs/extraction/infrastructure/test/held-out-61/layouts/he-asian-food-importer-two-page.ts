import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, notAnId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-asian-food-importer-two-page';

/** Product, pack, lowest and highest pack price in agorot (before VAT). */
const GOODS: [string, string, number, number][] = [
  ['אורז לסושי', 'שק 10 ק"ג', 8900, 12900],
  ['אצות נורי קלויות', '50 דפים', 3900, 6400],
  ['רוטב סויה', 'מיכל 18 ל׳', 9900, 15900],
  ['מירין', 'בקבוק 1.8 ל׳', 3400, 5200],
  ['חומץ אורז', 'בקבוק 1.8 ל׳', 2200, 3600],
  ['אבקת וואסבי', 'פחית 1 ק"ג', 7900, 11900],
  ['ג׳ינג׳ר כבוש ורוד', 'דלי 1.5 ק"ג', 2900, 4500],
  ['אטריות אודון', 'קרטון 30 יח׳', 8400, 11800],
  ['אטריות סובה', 'קרטון 20 חב׳', 9900, 13900],
  ['אטריות אורז רחבות', 'קרטון 30 חב׳', 7400, 9800],
  ['חלב קוקוס', 'קרטון 24 פחיות', 11900, 15900],
  ['רוטב צדפות', 'קרטון 12 בקב׳', 8900, 12400],
  ['רוטב דגים', 'קרטון 12 בקב׳', 7900, 10900],
  ['משחת קארי אדום', 'דלי 1 ק"ג', 3900, 5900],
  ['שמן שומשום קלוי', 'בקבוק 1.8 ל׳', 5400, 7900],
  ['פירורי פנקו', 'שק 10 ק"ג', 10900, 14900],
  ['קמח טמפורה', 'שק 5 ק"ג', 6400, 8900],
  ['מיסו לבן', 'דלי 1 ק"ג', 3200, 4900],
  ['דפי אורז', 'קרטון 40 חב׳', 9400, 12900],
  ['רוטב סירצ׳ה', 'קרטון 12 בקב׳', 9900, 12900],
];
const BRANDS = ['קיקו', 'לוטוס', 'דרקון זהב', 'סאקורה'];
const CUSTOMERS = ['סושי בר המושבה בע"מ', 'וונג מסעדות אסייתיות בע"מ', 'נודלס אקספרס רשתות בע"מ', 'מלון גלי כנרת בע"מ', 'קייטרינג מזרח ומערב בע"מ'];

/** An Asian food importer's tax invoice to a restaurant or caterer over two A4 pages (Sunday-Thursday), VAT added. */
export const heAsianFoodImporterTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const count = rng.int(22, 27);
    const pool = GOODS.flatMap((g, i) => BRANDS.map((brand, j) => ({ g, brand, sku: `${(i + 1) * 100 + j + 1}`.padStart(5, '4') })));
    const rows = rng.some(pool, count).map(({ g: [name, pack, lo, hi], brand, sku }) => ({
      sku,
      name: `${name} ${brand}`,
      pack,
      qty: rng.int(1, 8),
      unit: rng.int(lo / 10, hi / 10) * 10,
    }));
    const sums = rows.map((r) => r.qty * r.unit);
    const split = Math.ceil(count / 2);
    const p1 = total(sums.slice(0, split));
    const lines = total(sums);
    const disc = rng.chance(0.5) ? share(lines, 2) : 0;
    const net = lines - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מזרח רחוק יבוא מזון בע"מ' : 'אבי נגר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MZ${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? amount(c) : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy'));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const order = plus(date, -rng.int(1, 6));
    const phone = co ? landline(rng) : cellular(rng);
    const head = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">מזרח יבוא</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ הקבלנים 7, אזור תעשייה צפוני, אשדוד · ${ltr(phone)}</div></div><div class="t">חשבונית מס<br><b>${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>עמוד ${p} מתוך 2</div></div>`
        : `<div class="head"><div><div class="brand">טעמי אסיה</div><div class="sm">הפצת מוצרי מזון אסייתיים למסעדות · קריית גת · ${ltr(phone)}</div></div><div class="t"><b>חשבונית מס ${ltr(doc)}</b><br>${ltr(f(date))}<br>דף ${p}/2</div></div>`;
    const foot = co
      ? `<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · מוצרים בקירור יש לבדוק בעת הקבלה</div>`
      : `<div class="foot">אבי נגר · עוסק מורשה ${ltr(taxId)} · טעמי אסיה</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['מק"ט', 'מוצר', 'אריזה', 'כמות', 'מחיר', 'סכום'],
        rs.map((r) => [ltr(r.sku), r.name, r.pack, String(r.qty), ltr(money(r.unit)), ltr(money(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br>הזמנה ${ltr(`HZ-${rng.int(1000, 9999)}`)} מתאריך ${ltr(f(order))} · תעודת משלוח ${ltr(rng.digits(7))} · נהג: ${rng.pick(['סמיר', 'אלכס', 'יוסי', 'מוטי'])}</div>
${table(rows.slice(0, split))}
${row('סה"כ עמוד זה - מועבר', ltr(money(p1)), 'b')}
${foot}</div>
<div class="page">${head(2)}
${row('יתרה מעמוד 1', ltr(money(p1)), 'b')}
${table(rows.slice(split))}
<div class="sum">${row('סה"כ שורות', ltr(money(lines)))}${disc ? row('הנחת מזומן 2%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 30, עד ${ltr(f(plus(date, 30)))}. ${co ? 'העברה לבנק הפועלים סניף 600.' : 'צ׳קים לפקודת אבי נגר.'}</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Miriam CLM'"};font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #b71c1c;padding-bottom:4px}.brand{font-size:24px;font-weight:bold;color:#b71c1c}.t{text-align:left;border:1px solid #b71c1c;padding:4px 8px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.items td,.items th{font-size:11.5px;padding:2px 4px}
.foot{position:absolute;bottom:10mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
