import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, landline, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const PLACES = [
  { brand: 'שולחן ארוך', latin: false, legal: 'שולחן ארוך מסעדנות בע"מ', label: 'ח.פ.', company: true, place: 'שדרות רוטשילד 41, תל אביב' },
  { brand: 'EDNA', latin: true, legal: 'עדנה - מטבח עונתי בע"מ', label: 'ח"פ', company: true, place: 'מושבה גרמנית, חיפה' },
  { brand: 'הגורן', latin: false, legal: 'יואב פרנקל', label: 'עוסק מורשה', company: false, place: 'משק 18, מושב עמיקם' },
  { brand: 'MARE', latin: true, legal: 'אלה דרורי', label: 'עוסק מורשה', company: false, place: 'נמל יפו, מחסן 2' },
];
const MENUS: [string, number][] = [
  ['תפריט טעימות - 7 מנות', 34500],
  ['תפריט טעימות - 10 מנות', 46000],
  ['תפריט צמחוני - 7 מנות', 29500],
];
const EXTRAS: [string, number][] = [
  ['זיווג יינות', 19000],
  ['כוס שמפניה', 7800],
  ['כוס יין לבן - ריסלינג', 5400],
  ['כוס יין אדום - קברנה', 5800],
  ['בקבוק יין - שיראז גליל', 26000],
  ['מים מינרליים (בקבוק)', 2800],
  ['תוספת כבד אווז', 6500],
  ['מנת גבינות', 7200],
  ['אספרסו', 1400],
  ['תה צמחים', 1600],
];

/**
 * A chef restaurant's bill on 80 mm paper (Frank Ruehl CLM, Noto Serif Hebrew or Hadasim CLM; the brand in
 * Noto Serif Display italic for a Latin name or Drugulin CLM for a Hebrew one, framed by thin rules): the
 * brand, the address and phone; "חשבון שולחן 7", "הזמנה" (a booking number), "אורחים", "מארח/ת", the
 * weekday, date (dd.mm.yyyy or dd/mm/yy) with the opening and closing times; tasting menus "× 4 @ 345.00",
 * wine pairings, glasses, corkage for a bottle brought ("דמי חליצה"); "סכום ביניים"; either "דמי שירות
 * 12%" added ("השירות כלול"), or none and a tip written on the card ("טיפ"); "סה"כ חשבון" and "מתוכו
 * מע"מ"; "סה"כ כולל טיפ" when a tip is added; "בניכוי פיקדון הזמנה" and "חויב בכרטיס" when the booking
 * took a deposit; the card, payments split between two cards on some; at the foot "חשבונית מס קבלה
 * מס'" and the legal name or the chef-owner's name with its id.
 */
export const heTastingMenuBill: Layout = {
  id: 'he-tasting-menu-bill',
  lang: 'he',
  kind: 'restaurant',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-tasting-menu-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = vendorId(p.legal, p.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-31');
    const rate = israeliRate(date);
    const guests = rng.int(2, 6);
    const menu = rng.pick(MENUS);
    const rows = [{ name: menu[0], qty: guests - (guests > 2 && rng.chance(0.4) ? 1 : 0), unit: menu[1] }];
    if (rows[0].qty < guests) rows.push({ name: MENUS[2][0], qty: guests - rows[0].qty, unit: MENUS[2][1] });
    for (const [name, unit] of rng.some(EXTRAS, rng.int(2, 4))) rows.push({ name, qty: rng.int(1, guests), unit });
    if (rng.chance(0.3)) rows.push({ name: 'דמי חליצה (בקבוק מהבית)', qty: 1, unit: 9000 });
    const sub = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const mode = rng.pick(['service', 'service', 'tip'] as const);
    const service = mode === 'service' ? share(sub, 12) : 0;
    const bill = sub + service;
    const vat = vatOfGross(bill, rate);
    const tip = mode === 'tip' ? Math.round((sub * rng.pick([10, 12, 15])) / 100 / 1000) * 1000 : 0;
    const total = bill + tip;
    const deposit = rng.chance(0.4) ? guests * 10000 : 0;
    const charged = total - deposit;
    const table = rng.int(2, 22);
    const docNo = `${rng.int(1, 9)}-${String(rng.int(4000, 98000)).padStart(6, '0')}`;
    const font = rng.pick(['Frank Ruehl CLM', 'Noto Serif Hebrew', 'Hadasim CLM']);
    const fmt = rng.pick(['dd.mm.yyyy', 'dd/mm/yy'] as const);
    const open = rng.int(18 * 60 + 30, 21 * 60);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const items = rows.map((x) => `${r(esc(x.name), amount(x.qty * x.unit))}${x.qty > 1 ? `<div class="sub">${x.qty} @ ${amount(x.unit)}</div>` : ''}`).join('');
    let sums = r('סכום ביניים', amount(sub));
    if (mode === 'service') sums += r('דמי שירות 12%', amount(service)) + r('סה"כ חשבון', amount(bill), 'big') + r(`מתוכו מע"מ ${rate}%`, amount(vat), 'sm');
    else sums += r('סה"כ חשבון', amount(bill), 'big') + r(`מתוכו מע"מ ${rate}%`, amount(vat), 'sm') + r('טיפ', amount(tip)) + r('סה"כ כולל טיפ', amount(total), 'big');
    if (deposit) sums += r(`בניכוי פיקדון הזמנה (${guests} × 100.00)`, `<bdi dir="ltr">-${amount(deposit)}</bdi>`) + r('חויב בכרטיס', amount(charged), 'b');
    const split = charged > 150000 && rng.chance(0.6);
    const cardA = split ? Math.round(charged / 2 / 100) * 100 : charged;
    const card = (cents: number) => r(`${rng.pick(['ויזה', 'מסטרקארד', 'אמקס', 'ישראכרט'])} <bdi>****${rng.digits(4)}</bdi> אישור ${rng.digits(6)}`, amount(cents), 'sm');
    const pay = split ? card(cardA) + card(charged - cardA) : card(charged);
    const brand = p.latin ? `<div class="brand latin">${p.brand}</div>` : `<div class="brand">${esc(p.brand)}</div>`;
    const body = `<div class="thin"></div>${brand}<div class="thin"></div><div class="c sm">${esc(p.place)} · <bdi>${landline(rng)}</bdi></div>
<div class="head">חשבון שולחן ${table}</div>${r(`הזמנה ${rng.int(10000, 99999)}`, `אורחים ${guests}`)}${r(`מארח/ת: ${rng.pick(['שירה', 'עומר', 'טל', 'נועם', 'דניאל'])}`, '')}${r(`${heDay(date)}, ${dt(date, fmt)}`, `${hhmm(open)}-${hhmm(open + rng.int(110, 190))}`)}
<div class="thin"></div>${items}<div class="thin"></div>${sums}<div class="thin"></div>${pay}
${mode === 'service' ? '<div class="c sm">השירות כלול בחשבון. תודה!</div>' : ''}<div class="thin"></div>
<div class="c b">חשבונית מס קבלה מס' <bdi>${docNo}</bdi></div><div class="c sm">${esc(p.legal)} ${p.label} ${vendorTaxId}</div><div class="c sm">מקור</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;width:70mm;padding:5mm;color:#111}
.brand{font-family:'Drugulin CLM','Noto Serif Hebrew',serif;font-size:30px;text-align:center;font-weight:bold;margin:1mm 0}.brand.latin{font-family:'Noto Serif Display',serif;font-style:italic;font-weight:300;letter-spacing:6px}
.thin{border-top:0.6px solid #000;margin:1.5mm 0}.head{text-align:center;font-size:15px;font-weight:bold;margin:2mm 0 1mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}
.big{font-weight:bold;font-size:14px}.sub{font-size:10px;color:#333;padding-right:3mm}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
