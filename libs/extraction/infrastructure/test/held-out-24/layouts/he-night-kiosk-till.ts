import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { dateInYears, lr, spread, taxIn, vendorId } from './extra';

const KIOSKS = [
  {
    brand: 'ינשוף 24/7',
    latin: false,
    tag: 'קיוסק · משקאות · חטיפים',
    legal: 'שלומי אזולאי',
    company: false,
    label: 'ע.מ.',
    idStyle: 'plain',
    addr: "שד' ירושלים 118, יפו",
  },
  {
    brand: 'NIGHTSHIFT',
    latin: true,
    tag: 'מינימרקט פתוח כל הלילה',
    legal: 'משמרת לילה קמעונאות בע"מ',
    company: true,
    label: "מס' עוסק מורשה",
    idStyle: 'plain',
    addr: "רח' הנביאים 31, חיפה",
  },
  {
    brand: 'הפינה של בן',
    latin: false,
    tag: 'פיצוציה · סיגריות · עיתונים',
    legal: 'קיוסק הפינה באר שבע בע"מ',
    company: true,
    label: 'ח.פ',
    idStyle: 'hyphen',
    addr: "רח' רגר 40, באר שבע",
  },
] as const;

// name, barcode prefix, price incl. VAT in agorot, bottle deposit
const SHELF: [string, number, boolean][] = [
  ['משקה אנרגיה 500 מ"ל', 990, true],
  ["קולה זירו 1.5 ל'", 1190, true],
  ["מים מינרלים 1.5 ל'", 690, true],
  ["גרעינים שחורים 200 ג'", 1450, false],
  ["במבה 80 ג'", 650, false],
  ["שוקולד חלב 100 ג'", 890, false],
  ["סיגריות 20 יח'", 4200, false],
  ['מצית גז', 600, false],
  ['כבל טעינה USB-C', 3900, false],
  ['בירה שחורה בקבוק 330', 1290, true],
  ['קפה הפוך להכנה', 1400, false],
  ['מסטיק מנטה', 590, false],
  ["חלב 3% קרטון 1 ל'", 760, false],
  ["לחמניות קייזר 4 יח'", 1350, false],
  ['סוללות AA ×4', 2490, false],
];

/**
 * A night kiosk's ("פיצוציה") till slip on 80 mm paper (Nimbus Mono PS with Miriam Mono CLM, FreeMono or Noto
 * Sans Mono; the brand in white on black in Aharoni CLM, or a Latin "NIGHTSHIFT" in URW Gothic framed by a
 * crescent): the till, shift and cashier first; a shift opened the evening before the slip's date (after
 * midnight); barcodes under each item, bottle deposits "פיקדון" as their own lines, a "2 ב-" deal as a
 * negative line; "סה"כ פריטים", "לתשלום", "מתוכו מע"מ"; cash handed and change, or a card; the document's
 * "חשבונית מס/קבלה" number beside a "עסקה" number; the vendor's name and id at the foot, after the thanks.
 */
export const heNightKioskTill: Layout = {
  id: 'he-night-kiosk-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = spread(seed, 'he-night-kiosk-till');
    const k = rng.pick(KIOSKS);
    const vendorTaxId = vendorId(k.legal, k.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const night = rng.chance(0.6);
    const minute = night ? rng.int(0, 4 * 60 + 30) : rng.int(19 * 60, 23 * 60 + 40);
    const shiftDate = night ? addDays(date, -1) : date;
    const picks = rng.some(SHELF, rng.int(3, 7));
    const items = picks.map(([name, unit, deposit]) => ({ name, unit, deposit, qty: rng.int(1, 3), code: `729${rng.digits(10)}` }));
    const dealItem = items.find((i) => i.qty >= 2 && i.unit < 1500);
    const deal = dealItem ? Math.round((dealItem.unit * 0.3) / 50) * 50 : 0;
    const depositQty = items.filter((i) => i.deposit).reduce((a, i) => a + i.qty, 0);
    const deposit = depositQty * 30;
    const goods = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const total = goods - deal + deposit;
    const vat = taxIn(total, rate * 100);
    const count = items.reduce((a, i) => a + i.qty, 0);
    const docNo = rng.pick([() => String(rng.int(20000, 99999)), () => `3${rng.digits(6)}`, () => `${rng.int(1, 4)}/${rng.digits(5)}`])();
    const deal2 = rng.int(1000, 9999);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd-mm-yyyy'] as const);
    const d = (iso: string) => (fmt === 'dd-mm-yyyy' ? iso.split('-').reverse().join('-') : dt(iso, fmt));
    const [font, heb] = rng.pick([
      ['Nimbus Mono PS', 'Miriam Mono CLM'],
      ['FreeMono', 'Miriam Mono CLM'],
      ['Noto Sans Mono', 'Noto Sans Hebrew'],
    ]);
    const cashier = rng.pick(['אלכס', 'מוחמד', 'טל', 'יבגני', 'שירן']);
    const till = String(rng.int(1, 3)).padStart(2, '0');
    const shift = rng.int(120, 990);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const lines = items
      .map((i) => {
        const head = `<div>${esc(i.name)}</div><div class="code">${lr(i.code)}</div>`;
        const price = r(i.qty > 1 ? lr(`${i.qty} X ${amount(i.unit)}`) : '', lr(amount(i.qty * i.unit)));
        const dep = i.deposit ? r(`&nbsp;&nbsp;פיקדון ${lr(`${i.qty} X 0.30`)}`, lr(amount(i.qty * 30))) : '';
        const promo = i === dealItem ? r(`&nbsp;&nbsp;מבצע 2 ב-${lr(amount(2 * i.unit - deal).replace(/\.00$/, ''))}`, lr(`${amount(deal)}-`)) : '';
        return head + price + dep + promo;
      })
      .join('');
    const cash = rng.chance(0.45);
    const given = Math.ceil(total / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0);
    const pay = cash
      ? r('מזומן', lr(amount(given))) + r('עודף', lr(amount(given - total)))
      : r(rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']), lr(amount(total))) + r('כרטיס', lr(`XXXX-${rng.digits(4)}`)) + r("מס' אישור", lr(rng.digits(7)));
    const moon = `<svg width="22" height="22" viewBox="0 0 22 22"><path d="M15 2a9 9 0 1 0 5 14a7 7 0 1 1 -5 -14z" fill="#111"/></svg>`;
    const header = k.latin ? `<div class="lat">${moon} ${esc(k.brand)} ${moon}</div>` : `<div class="inv">${esc(k.brand)}</div>`;
    const idText = k.idStyle === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const title = rng.pick(['חשבונית מס/קבלה', 'חשבונית מס קבלה']);
    const body = `${header}<div class="c">${esc(k.tag)}<br>${esc(k.addr)}</div>
<div class="dash"></div>
${r(`קופה ${lr(till)}`, `קופאי/ת: ${esc(cashier)}`)}${r(`משמרת ${lr(String(shift))}`, `נפתחה ${lr(d(shiftDate))} ${lr(hhmm(night ? rng.int(21 * 60, 23 * 60 + 30) : rng.int(14 * 60, 18 * 60)))}`)}
<div class="dash"></div>
<div class="c b">${title} מס' ${lr(docNo)}</div>
${r(`תאריך ${lr(d(date))}`, `שעה ${lr(hhmm(minute))}`)}${r('עסקה', lr(String(deal2)))}
<div class="dash"></div>${lines}<div class="dash"></div>
${r('סה"כ פריטים', lr(String(count)))}${r('לתשלום', lr(amount(total)), 'big')}${r(`מתוכו מע"מ ${lr(`${rate}%`)}`, lr(amount(vat)))}
<div class="dash"></div>${pay}<div class="dash"></div>
<div class="c">תודה ולילה טוב!<br>החלפה עד 7 ימים בהצגת חשבונית</div>
<div class="dbl"></div>
<div class="c sm">${esc(k.legal)}<br>${k.label} ${lr(idText)}</div>`;
    const css = `body{font-family:'${font}','${heb}',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.35}
.inv{background:#111;color:#fff;font-family:'Aharoni CLM','${heb}',sans-serif;font-size:22px;text-align:center;padding:1.5mm 0;font-weight:bold}
.lat{font-family:'URW Gothic',sans-serif;font-size:21px;font-weight:bold;letter-spacing:2px;text-align:center;border:2px solid #111;padding:1mm;display:flex;justify-content:center;align-items:center;gap:2mm}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.code{font-size:9px;color:#333}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.big{font-weight:bold;font-size:14px}
.dash{border-top:1px dashed #111;margin:1.5mm 0}.dbl{border-top:3px double #111;margin:2mm 0 1mm}bdi{white-space:nowrap}`;
    const page = `80mm ${160 + items.length * 14}mm`;
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: k.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
