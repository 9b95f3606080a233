import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-sim-racing-webshop-order';

/** Products: SKU, name, lowest and highest price in whole shekels (with VAT). */
const PRODUCTS: [string, string, number, number][] = [
  ['DD-08', 'בסיס הגה Direct Drive 8Nm', 1890, 2690],
  ['DD-15', 'בסיס הגה Direct Drive 15Nm', 3490, 4590],
  ['RIM-GT', 'חישוק הגה GT 300 מ"מ', 790, 1290],
  ['RIM-F1', 'חישוק פורמולה עם מסך', 1490, 2190],
  ['PD-LC3', 'דוושות Load Cell שלוש', 990, 1790],
  ['CK-AL', 'קוקפיט פרופיל אלומיניום 80/40', 1690, 2490],
  ['ST-BK', 'מושב דלי ספורט', 690, 1190],
  ['MN-3', 'מתקן לשלושה מסכים', 590, 990],
  ['SH-H7', 'הילוכים H-פטרן', 390, 690],
  ['HB-01', 'בלם יד הידראולי', 290, 490],
  ['QR-50', 'מחבר שחרור מהיר', 180, 290],
  ['GL-SIM', 'כפפות נהיגה', 120, 190],
];
const BUYERS: [string, string][] = [
  ['אלעד שמש', 'מודיעין'],
  ['טל אברהמי', 'חולון'],
  ['מאיר סויסה', 'באר שבע'],
  ['ליאת כץ', 'כפר סבא'],
  ['ניר אדלר', 'נשר'],
  ['עדי רוזן', 'הרצליה'],
];

/**
 * A sim racing equipment web shop's A4 invoice (never a Saturday), prices including VAT: wheel
 * bases, rims, pedals, cockpits, seats and stands; on some a coupon off, shipping by courier (free
 * over ₪1,500) or pickup, or the cockpit's home assembly.
 */
export const heSimRacingWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(0, 3));
    const lines = rng
      .some(PRODUCTS, rng.int(1, 4))
      .map(([sku, name, lo, hi]) => ({ sku, name, qty: sku === 'GL-SIM' ? rng.int(1, 2) : 1, unit: rng.int(lo / 10, hi / 10) * 1000 - 100 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.35) ? rng.pick([5000, 10000, 15000]) : 0;
    const delivery = rng.pick(['courier', 'courier', 'pickup', 'assembly']);
    const ship = delivery === 'courier' ? (goods - coupon >= 150000 ? 0 : 4900) : delivery === 'assembly' ? 35000 : 0;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'פיט ליין סימולטורים בע"מ' : 'אלון קרמר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PL${rng.int(10000, 99999)}` : String(rng.int(2000, 4999));
    const order = co ? `#${rng.int(20000, 69999)}` : `SR-${rng.int(1000, 9999)}`;
    const [buyer, town] = rng.pick(BUYERS);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const shipText = delivery === 'courier' ? 'משלוח עד הבית בשליח' : delivery === 'assembly' ? 'משלוח והרכבת קוקפיט בבית הלקוח' : 'איסוף עצמי מהמחסן';
    const rows = lines.map((l) => [
      ltr(l.sku),
      l.name.replace(/([A-Za-z0-9/.\- ]*[A-Za-z0-9])/g, (m) => (/[A-Za-z]/.test(m) ? ltr(m) : m)),
      ltr(String(l.qty)),
      ltr(money(l.unit)),
      ltr(money(l.qty * l.unit)),
    ]);
    const sums = `${row('סה"כ מוצרים', ltr(money(goods)))}${coupon ? row(`קופון ${ltr(rng.pick(['PITSTOP', 'GRID50', 'APEX']))}`, ltr(`-${money(coupon)}`)) : ''}${row(shipText, ship ? ltr(money(ship)) : 'חינם')}
${row('סה"כ לתשלום', co ? ltr(money(gross)) : `${ltr(money(gross))} ש"ח`, 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}`;
    const body = co
      ? `<div class="head"><div><div class="brand">${ltr('PIT LANE')}</div><div class="sm">${ltr('www.pitlane-sim.co.il')} · אזור התעשייה, ראש העין · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div><div class="title">חשבונית מס / קבלה</div></div>
${boxes([
  ['מס׳ מסמך', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['הזמנה', ltr(order)],
  ['תאריך הזמנה', ltr(f(ordered))],
  ['תשלום', rng.pick(['כרטיס אשראי', 'PayPal', 'Bit', '3 תשלומים'].map((p) => (/[A-Za-z]/.test(p) ? ltr(p) : p)))],
])}
<div>לקוח: ${buyer}, ${town} · ${ltr(cellular(rng))}</div>
${items(['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'], rows)}<div class="sum">${sums}</div>
<div class="sm note">אחריות יבואן 24 חודשים לבסיסי ההגה ו-12 חודשים לשאר המוצרים. ${delivery === 'courier' ? `משלוח מס׳ ${ltr(`PLX${rng.digits(8)}`)}.` : ''}</div>`
      : `<div class="head2"><div class="brand2">קוקפיט הביתה</div><div class="sm">${ltr('cockpit-home.co.il')} · מושב גאליה · ${ltr(cellular(rng))}</div></div>
<div class="title2">חשבונית מס קבלה ${ltr(doc)}</div><div class="c">תאריך ${ltr(f(date))} · הזמנה ${ltr(order)} מיום ${ltr(f(ordered))} · ${buyer}, ${town}</div>
${items(['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'], rows)}<div class="sum">${sums}</div>
<div class="foot sm">אלון קרמר · עוסק מורשה ${ltr(taxId)}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Miriam CLM'"};font-size:11px;padding:14mm 15mm;height:266mm;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #d32f2f;padding-bottom:6px}.brand{font-family:'Liberation Sans Narrow';font-weight:bold;font-style:italic;font-size:32px;color:#d32f2f}.title{font-size:20px;font-weight:bold}
.head2{text-align:center;border-bottom:2px solid #222;padding-bottom:6px}.brand2{font-size:24px;font-weight:bold}.title2{text-align:center;font-size:18px;font-weight:bold;margin:10px 0 4px}
.sum{width:45%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.note{margin-top:14px}.foot{position:absolute;bottom:0;left:15mm;right:15mm;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
