import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, plate, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-vehicle-wrap-studio-invoice';

/** Work, unit and lowest and highest unit price in whole shekels (before VAT). */
const WORK: [string, string, number, number][] = [
  ['עיטוף מלא בויניל מאט', 'מ"ר', 95, 140],
  ['עיטוף מלא בויניל סאטן', 'מ"ר', 110, 160],
  ['עיטוף גג בשחור מבריק', 'מ"ר', 85, 120],
  ['ציפוי PPF שקוף - חזית', 'יח׳', 2900, 4200],
  ['ציפוי PPF למראות ולידיות', 'יח׳', 450, 750],
  ['השחרת כרום (Chrome Delete)', 'יח׳', 900, 1600],
  ['גזירת לוגו ומדבקות צד', 'יח׳', 350, 900],
  ['עיצוב גרפי', 'שעה', 180, 260],
  ['הסרת עיטוף ישן וניקוי דבק', 'יח׳', 600, 1100],
  ['כהיית פנסים אחוריים', 'יח׳', 250, 420],
];

const CARS = ['טויוטה קורולה', 'יונדאי איוניק 5', 'טסלה מודל 3', 'קיה ספורטאז׳', 'מאזדה CX-5', 'פולקסווגן טרנספורטר', 'סקודה אוקטביה'];
const FLEETS = ['צי שליחויות דרום בע"מ', 'טכני-גז שירותים בע"מ', 'פיצה נאפולי רשתות בע"מ', 'אקווה פלוס מערכות מים בע"מ'];

/** A vehicle wrap studio's A4 tax invoice (Sunday-Thursday), VAT added. */
export const heVehicleWrapStudioInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const fleet = rng.chance(0.5);
    const chosen = rng.some(WORK, rng.int(2, 5));
    const lines = chosen.map(([name, unit, lo, hi]) => {
      const qty = unit === 'מ"ר' ? rng.int(8, 22) : unit === 'שעה' ? rng.int(2, 6) : 1;
      return { name, unit, qty, price: rng.int(lo, hi) * 100 };
    });
    const cars = fleet ? rng.int(2, 5) : 1;
    const perCar = total(lines.map((l) => l.qty * l.price));
    const lineSum = perCar * cars;
    const disc = fleet ? share(lineSum, 5) : 0;
    const net = lineSum - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'ראפ לאב עיטוף רכבים בע"מ' : 'דניאל ביטון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `WL-${date.slice(2, 4)}/${String(rng.int(1, 9999)).padStart(4, '0')}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪x') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yyyy'));
    const delivered = plus(date, -rng.int(0, 3));
    const customer = fleet ? rng.pick(FLEETS) : rng.pick(['אורי שגב', 'נועה ברק', 'אלון חזן', 'מירב דהן']);
    const info = pairs(
      [
        ['לכבוד:', customer],
        [fleet ? 'ח.פ. לקוח:' : 'ת.ז. לקוח:', ltr(fleet ? taxIdOfCustomer(rng) : personalId(rng))],
        ['רכב:', `${rng.pick(CARS)}${fleet ? ` × ${cars}` : ''}`],
        ['מספר רישוי:', ltr(fleet ? `${plate(rng)}, ${plate(rng)}…` : plate(rng))],
        ['הזמנת עבודה:', ltr(`WO-${rng.int(10000, 99999)}`)],
        ['תאריך מסירה:', ltr(f(delivered))],
      ],
      2,
    );
    const table = items(
      ['תיאור העבודה', 'יחידה', 'כמות', 'מחיר', 'סכום'],
      lines.map((l) => [l.name, l.unit, String(l.qty), ltr(money(l.price)), ltr(money(l.qty * l.price))]),
    );
    const sums = `<div class="sum">${fleet ? row(`סה"כ לרכב × ${cars} רכבים`, ltr(money(lineSum))) : row('סה"כ עבודות', ltr(money(lineSum)))}${disc ? row('הנחת צי רכב 5%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    const warranty = `אחריות לויניל ${rng.pick([3, 5])} שנים מתאריך המסירה, לא כולל נזקי שטיפה בלחץ.`;
    const body = co
      ? `<div class="head"><div><div class="brand">WRAPLAB</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המלאכה 9, אזור התעשייה חולון · ${ltr(landline(rng))}</div></div><div class="box"><b>חשבונית מס</b><br>מס׳ ${ltr(doc)}<br>תאריך ${ltr(f(date))}</div></div>
${info}${table}${sums}
<div class="sm">${warranty} תשלום בהעברה בנקאית לחשבון ${ltr(`12-${rng.int(600, 699)}-${rng.digits(6)}`)}.</div>`
      : `<div class="head"><div><div class="brand">עוטף פלוס</div><div class="sm">עיטוף וציפוי רכבים · רח׳ האומנים 14, באר שבע · ${ltr(cellular(rng))}</div></div><div class="box">חשבונית מס ${ltr(doc)}<br>${ltr(f(date))}</div></div>
${info}${table}${sums}
<div class="sm">${warranty}</div>
<div class="foot">דניאל ביטון · עוסק מורשה ${ltr(taxId)}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM'"};font-size:13px;padding:14mm;box-sizing:border-box;height:296mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${co ? '#2e7d32' : '#c62828'};padding-bottom:6px;margin-bottom:10px}.brand{font-size:28px;font-weight:bold;color:${co ? '#2e7d32' : '#c62828'};font-family:${co ? "'Nimbus Sans Narrow'" : 'inherit'}}.box{border:1.5px solid #333;padding:6px 12px;text-align:center}
.pairs{width:100%}.sum{width:48%;margin-right:auto}.big{font-size:1.15em}.foot{position:absolute;bottom:12mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
