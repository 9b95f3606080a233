import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';

const PLACES = [
  { brand: 'דגי הנמל', name: 'דגי הנמל יפו בע"מ', company: true, addr: 'נמל יפו, מחסן 3' },
  { brand: 'הרשת והסירה', name: 'הרשת והסירה מסעדות (2016) בע"מ', company: true, addr: 'טיילת עכו העתיקה' },
  { brand: 'אצל שלומי על הים', name: 'שלומי אזולאי', company: false, addr: 'חוף הדקל, אילת' },
];
const DISHES: [string, number][] = [
  ['סלטים לשולחן', 3900],
  ['קלמרי מטוגן', 5800],
  ['דניס שלם על הגריל', 12900],
  ['לברק בתנור', 13800],
  ['פילה מוסר ים', 14900],
  ['שרימפס בחמאה ושום', 9800],
  ["סביצ'ה אינטיאס", 6400],
  ['לימונענע גרוס', 1900],
  ['בקבוק יין לבן', 16000],
  ["מים מינרליים 1 ל'", 1600],
  ['מלבי', 3200],
];

/**
 * A seaside fish restaurant's bill on 80 mm paper (Hadasim CLM or Noto Sans Hebrew): the brand over
 * the legal name (or an owner's name with "עוסק מורשה"), the order number, table and diners, dishes
 * with the quantity after the name, "סה"כ ארוחה", "מזה מע"מ", then a 10% service charge or a tip
 * and "סה"כ לתשלום"; "חשבונית מס-קבלה מס'" at the foot, the card and the reservation phone.
 */
export const heFishRestaurantBill: Layout = {
  id: 'he-fish-restaurant-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const p = rng.pick(PLACES);
    const vendorTaxId = taxId(rng, p.company);
    const date = randomDate(rng, '2023-07-01', '2026-03-25');
    const rate = israeliRate(date);
    const rows = rng.some(DISHES, rng.int(3, 7)).map(([n, u]) => ({ n, u, q: rng.int(1, 3) }));
    const meal = rows.reduce((s, r) => s + r.q * r.u, 0);
    const vat = vatOfGross(meal, rate);
    const service = rng.chance(0.5);
    const extra = service ? share(meal, 10) : rng.int(4, 12) * 1000;
    const total = meal + extra;
    const docNo = `${rng.int(1, 4)}${rng.digits(4)}`;
    const order = rng.digits(3);
    const font = rng.pick(['Hadasim CLM', 'Noto Sans Hebrew']);
    const idLabel = p.company ? rng.pick(['ח.פ', 'ח"פ:']) : rng.pick(['עוסק מורשה', 'ע.מ']);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(p.brand)}</div>${p.name !== p.brand ? `<div class="c">${esc(p.name)}</div>` : ''}
<div class="c">${esc(p.addr)}</div><div class="c">${idLabel} ${vendorTaxId}</div><div class="d"></div>
${r(`הזמנה ${order}`, `שולחן ${rng.int(1, 35)} · סועדים ${rng.int(2, 9)}`)}${r(dt(date, 'dd.mm.yyyy'), hhmm(rng.int(12 * 60, 22 * 60)))}<div class="d"></div>
${rows.map((x) => r(`${esc(x.n)} x${x.q}`, amount(x.q * x.u))).join('')}<div class="d"></div>
${r('סה"כ ארוחה', amount(meal), 'b')}${r(`מזה מע"מ (${rate}%)`, amount(vat))}
${r(service ? 'שירות 10%' : 'תשר', amount(extra))}${r('סה"כ לתשלום', amount(total), 'big')}
<div class="d"></div><div class="c b">חשבונית מס-קבלה מס' ${docNo}</div>
${r(`${rng.pick(['VISA', 'ישראכרט', 'MASTERCARD'])} xxxx${rng.digits(4)}`, amount(total))}<div class="sm">אישור ${rng.digits(6)} · עסקה ${rng.digits(9)}</div>
<div class="c sm">להזמנת מקום: ${cellular(rng)} · תודה ולהתראות!</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12.5px;color:#000}.s{width:72mm;padding:4mm}
.brand{font-size:21px;font-weight:bold;text-align:center}.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:16px;border-top:1px solid #000;border-bottom:1px solid #000;padding:1mm 0}
.sm{font-size:10px}.d{border-top:1px dotted #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:2mm}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      truth: { vendorName: p.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
