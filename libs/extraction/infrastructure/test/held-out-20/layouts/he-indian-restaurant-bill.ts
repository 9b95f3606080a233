import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, landline, share, spacedId } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const PLACES = [
  { brand: 'מסאלה', sub: 'מטבח הודי · תל אביב', legal: 'מסאלה מסעדות הודיות בע"מ', label: 'ח.פ.', company: true, addr: "רח' לבונטין 19, תל אביב", spaced: false },
  { brand: 'טנדורי גואה', sub: 'מסעדה הודית ביתית', legal: 'שמעון פנקר', label: 'עוסק מורשה', company: false, addr: "רח' הרצל 52, רמלה", spaced: true },
  { brand: 'שאנטי', sub: 'אוכל הודי אמיתי מאז 2015', legal: 'שאנטי דימונה (2015) בע"מ', label: 'ח"פ', company: true, addr: 'מרכז מסחרי חדש, דימונה', spaced: false },
  { brand: 'ספייס רוט', sub: 'מסעדה הודית צמחונית', legal: 'רחל דיווקר', label: 'ע.מ.', company: false, addr: "רח' ז'בוטינסקי 4, באר שבע", spaced: false },
];
const DISHES: [string, number][] = [
  ['סמוסה ירקות (3)', 3200],
  ['פקורה בצל', 2900],
  ['טאלי צמחוני', 7400],
  ['ביריאני עוף', 6800],
  ['עוף בחמאה', 7200],
  ['פלאק פניר', 6400],
  ['דאל מקני', 4800],
  ["רוגן ג'וש כבש", 8900],
  ['דוסה מסאלה', 5600],
  ['נאן שום', 1600],
  ['נאן חמאה', 1400],
  ['אורז בסמטי', 1800],
  ["צ'אנה מסאלה", 4900],
  ['לאסי מנגו', 2200],
  ["צ'אי מסאלה", 1400],
  ['בירה הודית 330', 3200],
  ["גולאב ג'מון", 2600],
  ['קולפי פיסטוק', 2800],
];

/**
 * An Indian restaurant's bill on 80 mm paper (Miriam CLM, Noto Sans Hebrew or Liberation Sans; the brand in
 * Shofar between rows of stars): the brand and its line, the legal name or the owner's name with "ח.פ." /
 * "ח"פ" / "עוסק מורשה" / "ע.מ." (spaced on some), address and phone; a head of "שולחן", "סועדים",
 * "מלצר/ית", "הזמנה מס'" (four digits), the weekday with "תאריך" (dd/mm/yyyy or dd.mm.yy), "נפתח" and
 * "הודפס"; dishes with quantity, price and sum; a corkage fee on some; then either "דמי שירות 12%" for a
 * group and "סה"כ לתשלום", or "סה"כ חשבון", a card tip ("טיפ") and "סה"כ חויב בכרטיס", or a guide of
 * suggested tips not charged; "מזה מע"מ 17%/18%" on the food (and service) only; the card or cash; and at
 * the foot, under a rule of stars, "חשבונית מס - קבלה", "מס'" (six digits) and "מקור".
 */
export const heIndianRestaurantBill: Layout = {
  id: 'he-indian-restaurant-bill',
  lang: 'he',
  kind: 'restaurant',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-indian-restaurant-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = vendorId(p.legal, p.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-28');
    const rate = israeliRate(date);
    const mode = rng.pick(['service', 'tip', 'guide'] as const);
    const diners = mode === 'service' ? rng.int(8, 14) : rng.int(2, 6);
    const rows = rng.some(DISHES, Math.min(DISHES.length, rng.int(4, 7) + (mode === 'service' ? 4 : 0))).map(([name, unit]) => ({
      name,
      unit,
      qty: mode === 'service' ? rng.int(2, 6) : rng.int(1, 3),
    }));
    if (rng.chance(0.25)) rows.push({ name: 'דמי פתיחת בקבוק (יין מבחוץ)', unit: 4000, qty: 1 });
    const food = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const service = mode === 'service' ? share(food, 12) : 0;
    const bill = food + service;
    const vat = vatOfGross(bill, rate);
    const tip = mode === 'tip' ? Math.round((food * rng.pick([10, 12, 15])) / 10000) * 100 : 0;
    const total = bill + tip;
    const docNo = String(rng.int(100000, 399999));
    const font = rng.pick(['Miriam CLM', 'Noto Sans Hebrew', 'Liberation Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const open = rng.int(12 * 60, 21 * 60);
    const printed = open + rng.int(50, 130);
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const stars = '<div class="stars">✦ ✧ ✦ ✧ ✦ ✧ ✦ ✧ ✦</div>';
    const lines = rows.map((r) => `<tr><td>${r.qty}</td><td>${esc(r.name)}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`).join('');
    const card = `<bdi>${rng.pick(['VISA', 'MASTERCARD', 'ישראכרט', 'AMEX'])} ${rng.digits(4)}</bdi>`;
    let sums = '';
    if (mode === 'service') {
      sums =
        r2('סה"כ מנות', amount(food)) + r2(`דמי שירות 12% (קבוצה של ${diners})`, amount(service)) + r2('סה"כ לתשלום', amount(total), 'big') + r2(`מזה מע"מ ${rate}%`, amount(vat));
    } else if (mode === 'tip') {
      sums = r2('סה"כ חשבון', amount(bill), 'b') + r2(`מזה מע"מ ${rate}%`, amount(vat)) + r2('טיפ', amount(tip)) + r2('סה"כ חויב בכרטיס', amount(total), 'big');
    } else {
      sums =
        r2('סה"כ לתשלום', amount(total), 'big') +
        r2(`מזה מע"מ ${rate}%`, amount(vat)) +
        `<div class="guide">השירות אינו כלול. טיפ מומלץ:<br>${[10, 12, 15].map((x) => `<bdi dir="ltr">${x}% = ${amount(share(bill, x))}</bdi>`).join(' · ')}</div>`;
    }
    const cash = mode !== 'tip' && rng.chance(0.35) && total % 10 === 0;
    const pay = cash
      ? r2('מזומן', amount(Math.ceil(total / 10000) * 10000)) + r2('עודף', amount(Math.ceil(total / 10000) * 10000 - total))
      : r2(`אשראי ${card}`, amount(total)) + r2('אישור', rng.digits(6));
    const body = `${stars}<div class="brand">${esc(p.brand)}</div><div class="c">${esc(p.sub)}</div>${stars}
<div class="c sm">${esc(p.legal)} · ${p.label} <bdi>${p.spaced ? spacedId(vendorTaxId) : vendorTaxId}</bdi><br>${esc(p.addr)} · <bdi>${landline(rng)}</bdi></div><hr>
${r2(`שולחן ${rng.int(1, 40)}`, `סועדים ${diners}`)}${r2(`מלצר/ית: ${rng.pick(["אנג'לי", 'טל', 'רוני', 'דניאל', 'מורן'])}`, `הזמנה מס' <bdi>${rng.int(1000, 9999)}</bdi>`)}${r2(`${heDay(date)}, תאריך <bdi>${dt(date, fmt)}</bdi>`, '')}${r2(`נפתח <bdi>${hhmm(open)}</bdi>`, `הודפס <bdi>${hhmm(printed)}</bdi>`)}<hr>
<table><tr class="h"><td>כמ'</td><td>פריט</td><td>מחיר</td><td>סה"כ</td></tr>${lines}</table><hr>
${sums}<hr>${pay}
<div class="stars">✦ ✦ ✦ ✦ ✦ ✦ ✦ ✦ ✦</div><div class="c b">חשבונית מס - קבלה</div>${r2(`מס' <bdi>${docNo}</bdi>`, 'מקור', 'b')}<div class="c sm">נמסטה! נשמח לראותכם שוב</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:70mm;padding:4mm 5mm;color:#111}
.brand{font-family:'Shofar','Noto Serif Hebrew',serif;font-size:30px;font-weight:bold;text-align:center;line-height:1.1}.stars{text-align:center;font-size:10px;letter-spacing:1px;color:#444}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:9.5px;line-height:1.5}hr{border:0;border-top:1px solid #111;margin:1.5mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.big{font-size:15px;font-weight:bold;margin:0.8mm 0}
table{width:100%;border-collapse:collapse}td{padding:0.3mm 0;vertical-align:top}td:nth-child(1){width:6mm}td:nth-child(3),td:nth-child(4){text-align:left;white-space:nowrap;padding-right:1.5mm}.h td{font-weight:bold;border-bottom:1px dashed #111}
.guide{font-size:9.5px;text-align:center;border:1px dashed #111;padding:1mm;margin-top:1mm}`;
    const page = '80mm 250mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
