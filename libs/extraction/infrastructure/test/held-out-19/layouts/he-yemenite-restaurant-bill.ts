import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, hyphenId, landline, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const PLACES = [
  { brand: 'בית הזחוג', legal: 'בית הזחוג מסעדות בע"מ', label: 'ח.פ.', company: true, addr: "שוק התקווה, רח' הגדוד העברי 9, תל אביב", hyphen: true },
  { brand: 'אצל סעדיה', legal: 'סעדיה צברי', label: 'עוסק מורשה', company: false, addr: "רח' הרב קוק 30, ראש העין", hyphen: false },
  { brand: "חוואיג'", legal: 'חוואיג\' אוכל תימני (2021) בע"מ', label: 'ח"פ', company: true, addr: 'שדרות ירושלים 112, יפו', hyphen: false },
  { brand: 'סבתא נעמה', legal: 'נעמה טביבי', label: 'ע.מ', company: false, addr: "כרם התימנים, רח' נחליאל 4, תל אביב", hyphen: false },
];
const DISHES: [string, number][] = [
  ['מלאווח עם ביצה ורסק', 3800],
  ["ג'חנון שבת (2 יח')", 4200],
  ['מרק רגל תימני', 5600],
  ["מרק בשר עם חוואיג'", 6200],
  ['סלתה', 5900],
  ['פתות עם שמן ודבש', 3400],
  ['כובאנה עם סחוג', 2800],
  ['לחוח עם חילבה', 2400],
  ["עוף בחוואיג' עם אורז", 6900],
  ['צלחת פרנה', 3900],
  ['ביצה חמינדוס', 900],
  ['קפה תימני (קנקן)', 2600],
  ['תה עם נענע', 1400],
  ['לימונדה', 1600],
  ['בירה מהחבית', 3200],
];

/**
 * A Yemenite restaurant's bill on 80 mm paper (David CLM, FreeSans or Noto Sans Hebrew; the brand in
 * Keter YG with a row of diamonds): the document first, "חשבונית מס/קבלה" with "מס' חשבונית:" and the
 * number ("7/004512"), then the brand, the legal name or the owner's name with its id (hyphenated on some),
 * the address and a phone; the weekday, "תאריך" (dd/mm/yyyy or d.m.yy), "שולחן", "סועדים", "מלצר/ית" and
 * the opening and closing times; dishes with quantities; "סה"כ מנות"; either "שירות 10% (מומלץ)" added and
 * "סה"כ לתשלום", or "סה"כ לתשלום", "טיפ" and "סה"כ כולל טיפ", or neither; "מתוכו מע"מ" of food and
 * service; per diner's share on some; cash with change or a card with its approval.
 */
export const heYemeniteRestaurantBill: Layout = {
  id: 'he-yemenite-restaurant-bill',
  lang: 'he',
  kind: 'restaurant bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-yemenite-restaurant-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = vendorId(p.legal, p.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-20');
    const rate = israeliRate(date);
    const diners = rng.int(2, 6);
    const rows = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.min(diners, 3)) }));
    const food = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const mode = rng.pick(['service', 'tip', 'none'] as const);
    const service = mode === 'service' ? share(food, 10) : 0;
    const bill = food + service;
    const tip = mode === 'tip' ? Math.round(share(bill, rng.pick([10, 12, 15])) / 100) * 100 : 0;
    const total = bill + tip;
    const vat = vatOfGross(bill, rate);
    const docNo = `${rng.int(1, 9)}/${String(rng.int(1, 9999)).padStart(6, '0')}`;
    const font = rng.pick(['David CLM', 'FreeSans', 'Noto Sans Hebrew']);
    const open = rng.int(11 * 60, 20 * 60);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const cash = total < 30000 && rng.chance(0.35);
    const handed = Math.ceil(total / 10000) * 10000;
    const pay = cash
      ? r('מזומן', amount(handed)) + r('עודף', amount(handed - total))
      : r(`כרטיס אשראי <bdi>***${rng.digits(4)}</bdi>`, amount(total)) + r('אישור', rng.digits(7), 'sm');
    const body = `<div class="c b">חשבונית מס/קבלה</div>${r("מס' חשבונית:", `<bdi>${docNo}</bdi>`, 'b')}<div class="dia">◆ ◆ ◆</div><div class="brand">${esc(p.brand)}</div><div class="c">מטבח תימני ביתי</div>
<div class="c sm">${esc(p.legal)} · ${p.label} <bdi>${p.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi></div><div class="c sm">${esc(p.addr)}</div><div class="c sm">טל. <bdi>${landline(rng)}</bdi></div><div class="dia">◆ ◆ ◆</div>
${r(heDay(date), `תאריך <bdi>${dt(date, rng.pick(['dd/mm/yyyy', 'd.m.yy'] as const))}</bdi>`)}${r(`שולחן ${rng.int(1, 30)}`, `סועדים ${diners}`)}${r(`מלצר/ית: ${rng.pick(['שירן', 'יונתן', 'אליה', 'טל'])}`, `פתיחה <bdi>${hhmm(open)}</bdi> סגירה <bdi>${hhmm(open + rng.int(40, 120))}</bdi>`, 'sm')}<hr>
${rows.map((x) => r(`${x.qty} ${esc(x.name)}`, amount(x.qty * x.unit))).join('')}<hr>
${r('סה"כ מנות', amount(food))}${service ? r('שירות 10% (מומלץ)', amount(service)) : ''}
<div class="tot">${r('סה"כ לתשלום', amount(bill), 'big b')}</div>${tip ? r('טיפ', amount(tip)) + r('סה"כ כולל טיפ', amount(total), 'b') : ''}
${r(`מתוכו מע"מ ${rate}%`, amount(vat), 'sm')}${diners > 2 && rng.chance(0.5) ? r(`לכל סועד (${diners})`, amount(Math.round(total / diners)), 'sm') : ''}<hr>${pay}<hr>
<div class="c sm">${service ? 'דמי השירות אינם חובה ומועברים לצוות במלואם' : tip ? 'הטיפ אינו חייב במע"מ ומועבר לצוות' : 'השירות אינו כלול במחיר'}</div><div class="c sm">בתיאבון! נשמח לראותכם שוב</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;width:70mm;padding:4mm 5mm;color:#000}
.brand{font-family:'Keter YG','David CLM',serif;font-size:30px;text-align:center;line-height:1.1}.dia{text-align:center;font-size:9px;letter-spacing:3px;margin:1mm 0}
.c{text-align:center}.b{font-weight:bold}.big{font-size:15px}.sm{font-size:10px}hr{border:0;border-top:1px solid #000;margin:1.5mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.tot{border:1.5px solid #000;padding:1mm 1.5mm;margin:1mm 0}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
