import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, personalId, plate } from '../../generalisation/notation';
import { barcode } from './extra';

const STATIONS = [
  { he: 'מכון רישוי גבעת שאול', en: 'Givat Shaul Vehicle Testing', legal: 'מכון הרישוי גבעת שאול בע"מ', addr: "רח' כנפי נשרים 30, ירושלים" },
  { he: 'טסט-פוינט חולון', en: 'TEST POINT Holon', legal: 'טסט פוינט מכוני רישוי (2011) בע"מ', addr: "רח' המלאכה 41, חולון" },
  { he: 'מכון רישוי עמק יזרעאל', en: 'Jezreel Valley Test Centre', legal: 'מבחני רכב עמק יזרעאל בע"מ', addr: 'אזור תעשייה ציפורית' },
];
/** Hebrew, English, fee incl. VAT in agorot. */
const TESTS: [string, string, number][] = [
  ['מבחן שנתי - רכב פרטי', 'Annual test - private car', 21500],
  ["מבחן שנתי - רכב מסחרי עד 3.5 ט'", 'Annual test - van up to 3.5 t', 26500],
  ['מבחן שנתי - אופנוע', 'Annual test - motorcycle', 15000],
  ['מבחן חוזר (לאחר תיקון)', 'Re-test after repair', 9000],
  ['מבחן העברת בעלות', 'Change-of-ownership test', 32000],
];
const EXTRAS: [string, string, number][] = [
  ['בדיקת מזהמים', 'Emissions test', 4500],
  ['בדיקת מערכת גפ"מ', 'LPG system check', 12000],
  ['כיוון פנסים', 'Headlight alignment', 5000],
  ['בדיקת בלמים ממוחשבת', 'Computerised brake test', 0],
];

/**
 * A vehicle licensing test station's receipt on 80 mm paper with Hebrew and English labels (FreeSans,
 * Noto Sans Hebrew or Miriam CLM; numbers in DejaVu Sans Mono): the Hebrew and English names, the legal
 * name with "ח.פ. / Co. No.", "קבלה - חשבונית מס / Receipt - Tax Invoice" with "מס' / No." ("T-" and six
 * digits or seven), "תאריך / Date" (dd/mm/yyyy or dd.mm.yy) and time, the vehicle (plate, make, year,
 * odometer), the owner with a valid ת.ז., the lane and the inspector's number; the test and extras with
 * fees including VAT, "סה"כ / Total ₪", "כולל מע"מ / VAT incl.", the payment, the result ("עבר / PASSED")
 * with the licence valid until a year on, a note that the state licence fee is paid separately (no
 * amount), and a drawn barcode.
 */
export const mixedVehicleTestStation: Layout = {
  id: 'mixed-vehicle-test-station',
  lang: 'mixed',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(STATIONS);
    const vendorTaxId = taxId(rng);
    const date = randomDate(rng, '2023-06-01', '2026-02-27');
    const rate = israeliRate(date);
    const test = rng.pick(TESTS);
    const lines = [test, ...rng.some(EXTRAS, rng.int(0, 2))];
    const total = lines.reduce((a, l) => a + l[2], 0);
    const vat = vatOfGross(total, rate);
    const docNo = rng.chance(0.5) ? `T-${rng.int(100000, 999999)}` : String(rng.int(2000000, 2999999));
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'Miriam CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const d = '<div class="d"></div>';
    const year = rng.int(2008, 2022);
    const body = `<div class="s"><div class="he">${esc(s.he)}</div><div class="en">${esc(s.en)}</div><div class="c">${esc(s.legal)}<br>${l('ח.פ.', 'Co. No.')} ${vendorTaxId}<br>${esc(s.addr)} · <bdi>${landline(rng)}</bdi></div>${d}
<div class="c b">קבלה - חשבונית מס / <bdi>Receipt - Tax Invoice</bdi></div>${r(l("מס'", 'No.'), `<span class="m">${docNo}</span>`)}${r(l('תאריך', 'Date'), `<span class="m">${dt(date, fmt)} ${time(rng)}</span>`)}${d}
${r(l('רכב', 'Vehicle'), `<span class="m">${plate(rng)}</span>`)}${r(l('יצרן', 'Make'), `${rng.pick(['Toyota Corolla', 'Hyundai i30', 'Kia Picanto', 'Skoda Octavia', 'Mazda 3', 'Ford Transit'])} ${year}`)}${r(l('מד אוץ', 'Odometer'), `<span class="m">${rng.int(20000, 260000)}</span>`)}
${r(l('בעלים', 'Owner'), `ת.ז. <span class="m">${personalId(rng)}</span>`)}${r(l('מסלול', 'Lane'), `${rng.int(1, 4)} · ${l('בוחן', 'Inspector')} ${rng.int(100, 999)}`)}${d}
${lines.map(([he, en, p]) => `${r(esc(he), p ? amount(p) : '0.00')}<div class="sub">${esc(en)}</div>`).join('')}${d}
${r(`${l('סה"כ', 'Total')} ₪`, amount(total), 'b big')}${r(`${l('כולל מע"מ', 'VAT incl.')} ${rate}%`, amount(vat))}
${rng.chance(0.6) ? r(`${l('אשראי', 'Card')} ****${rng.digits(4)}`, amount(total)) : r(l('מזומן', 'Cash'), amount(total))}${d}
<div class="c b">${l('תוצאה: עבר', 'Result: PASSED')}</div><div class="c">${l('רישיון בתוקף עד', 'Licence valid until')} ${dt(addDays(date, 365), 'dd/mm/yyyy')}</div>
<div class="c sm">אגרת הרישוי השנתית משולמת בנפרד למשרד התחבורה ואינה כלולה בקבלה זו<br><bdi>The annual licence fee is paid separately to the Ministry of Transport</bdi></div><div class="c bc">${barcode(rng, 55, 9)}</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#000}.s{width:72mm;padding:4mm}.he{text-align:center;font-size:18px;font-weight:bold}.en{text-align:center;font-size:13px;font-weight:bold;direction:ltr;letter-spacing:1px}
.c{text-align:center;line-height:1.45}.b{font-weight:bold}.big{font-size:14px}.sm{font-size:9px;margin-top:1.5mm}.d{border-top:1px solid #000;margin:1.8mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}
.m{font-family:'DejaVu Sans Mono',monospace;font-size:10.5px;direction:ltr;unicode-bidi:isolate}.sub{font-size:9px;color:#333;direction:ltr;text-align:right}.bc{margin-top:2mm}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
