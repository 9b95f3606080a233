import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, notAnId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-glass-bottles-supplier-two-page';

/** Container, pack, lowest and highest pack price in agorot (before VAT). */
const GOODS: [string, string, number, number][] = [
  ['צנצנת משושה 280 מ"ל', 'קרטון 24', 4200, 5600],
  ['צנצנת עגולה 500 מ"ל', 'קרטון 12', 3100, 4200],
  ['צנצנת ריבה 190 מ"ל', 'קרטון 48', 6900, 8800],
  ['בקבוק שמן 250 מ"ל מרסקה', 'קרטון 24', 5800, 7400],
  ['בקבוק שמן 500 מ"ל דוריקה', 'קרטון 15', 4900, 6500],
  ['בקבוק יין 750 מ"ל בורדו', 'משטח 960', 196000, 248000],
  ['בקבוק בירה 330 מ"ל חום', 'קרטון 24', 3300, 4400],
  ['בקבוק מיץ 1 ל׳ שקוף', 'קרטון 12', 4400, 5900],
  ['בקבוקון רוטב 150 מ"ל', 'קרטון 40', 5200, 6900],
  ['צנצנת דבש 350 גר׳ משושה', 'קרטון 24', 4800, 6100],
  ['מכסה פח TO 63 זהב', 'שקית 100', 3900, 5200],
  ['מכסה פח TO 82 שחור', 'שקית 100', 5400, 6900],
  ['פקק שעם טבעי 24 מ"מ', 'שקית 100', 7900, 9900],
  ['פקק כתר 26 מ"מ', 'קרטון 1000', 6400, 8200],
  ['פקק הברגה אלומיניום 31.5', 'שקית 100', 4600, 5900],
  ['שרוולי כיווץ PVC', 'גליל 500', 8900, 11900],
  ['קרטון משלוח 6 בקבוקים', 'חבילה 25', 9900, 12900],
  ['מגש קרטון 12 צנצנות', 'חבילה 25', 7400, 9400],
];
const BUYERS = ['מחלבת הגבעה בע"מ', 'ריבות סבתא ציפי בע"מ', 'מבשלת בירה הנגב בע"מ', 'שמן זית גליל עליון בע"מ', 'יקב רמות מנשה בע"מ', 'רטבי אש אגודה חקלאית בע"מ'];

/** A glass bottle and jar supplier's tax invoice to small food and drink producers over two A4 pages (Sunday-Thursday), VAT added. */
export const heGlassBottlesSupplierTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const count = rng.int(20, 25);
    const pool = GOODS.flatMap((g, i) => ['שקוף', 'ענבר', 'ירוק'].map((tone, j) => ({ g, tone, sku: `${co ? 'G' : ''}${(i + 11) * 10 + j}` })));
    const rows = rng.some(pool, count).map(({ g: [name, pack, lo, hi], tone, sku }) => ({
      sku,
      name: `${name} (${tone})`,
      pack,
      qty: pack.startsWith('משטח') ? rng.int(1, 2) : rng.int(1, 12),
      unit: rng.int(lo / 10, hi / 10) * 10,
    }));
    const sums = rows.map((r) => r.qty * r.unit);
    const split = Math.ceil(count / 2);
    const p1 = total(sums.slice(0, split));
    const lines = total(sums);
    const disc = rng.chance(0.5) ? share(lines, co ? 3 : 5) : 0;
    const net = lines - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'זכוכית-פק אריזות זכוכית בע"מ' : 'שמעון אלבז';
    const taxId = idOf(vendorName, co);
    const doc = co ? `GP-${rng.int(100000, 999999)}` : `${date.slice(0, 4)}/${rng.int(100, 999)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'dd/mm/yy'));
    const customer = rng.pick(BUYERS);
    const phone = co ? landline(rng) : cellular(rng);
    const head = (p: number) =>
      co
        ? `<div class="head"><div><div class="brand">זכוכית-פק</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רח׳ היוצרים 12, אזור התעשייה קריית אתא · ${ltr(phone)}</div></div><div class="t">חשבונית מס מס׳ <b>${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>עמוד ${p} מתוך 2</div></div>`
        : `<div class="head"><div><div class="brand2">הבקבוקייה</div><div class="sm">בקבוקים, צנצנות ופקקים ליצרנים קטנים · שדרות · ${ltr(phone)}</div></div><div class="t"><b>חשבונית מס ${ltr(doc)}</b><br>${ltr(f(date))}<br>עמ׳ ${p}/2</div></div>`;
    const foot = co
      ? `<div class="foot">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · זכוכית שבורה יש לדווח תוך 48 שעות</div>`
      : `<div class="foot">שמעון אלבז · עוסק מורשה ${ltr(taxId)} · הבקבוקייה</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['מק"ט', 'פריט', 'אריזה', 'כמות', 'מחיר', 'סכום'],
        rs.map((r) => [ltr(r.sku), r.name, r.pack, String(r.qty), ltr(money(r.unit)), ltr(money(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(taxIdOfCustomer(rng))} · מס׳ לקוח ${ltr(notAnId(rng))}<br>הזמנת רכש ${ltr(`PO-${rng.int(1000, 9999)}`)} מתאריך ${ltr(f(plus(date, -rng.int(2, 9))))} · תעודת משלוח ${ltr(rng.digits(6))} · משטחים: ${rng.int(1, 4)}</div>
${table(rows.slice(0, split))}
${row('סה"כ לעמוד - מועבר לעמוד הבא', ltr(money(p1)), 'b')}
${foot}</div>
<div class="page">${head(2)}
${row('הועבר מעמוד 1', ltr(money(p1)), 'b')}
${table(rows.slice(split))}
<div class="sum">${row('סה"כ שורות', ltr(money(lines)))}${disc ? row(`הנחת כמות ${co ? 3 : 5}%`, ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + ${co ? 60 : 30}, עד ${ltr(f(plus(date, co ? 60 : 30)))}. ${co ? 'העברה לבנק דיסקונט סניף 124.' : 'צ׳קים לפקודת שמעון אלבז.'}</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Ellinia CLM'"};font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #00695c;padding-bottom:4px}.brand{font-size:24px;font-weight:bold;color:#00695c}.brand2{font-size:24px;font-weight:bold;color:#e65100}.t{text-align:left;border:1px solid #00695c;padding:4px 8px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.items td,.items th{font-size:11.5px;padding:2px 4px}
.foot{position:absolute;bottom:10mm;left:13mm;right:13mm;border-top:1px solid #777;padding-top:3px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
