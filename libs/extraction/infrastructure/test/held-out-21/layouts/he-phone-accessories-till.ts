import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { ltr, stirred, vendorId } from './extra';

const STORES = [
  {
    brand: 'סלולר פוינט',
    latin: false,
    legal: 'סלולר פוינט קניונים בע"מ',
    label: 'ח.פ.',
    company: true,
    branch: 'סניף קניון הזהב, ראשון לציון',
    area: '03',
    spaced: false,
  },
  { brand: 'PHONE ZONE', latin: true, legal: "מוחמד ג'בארין", label: 'עוסק מורשה', company: false, branch: 'מרכז מסחרי חוצות המפרץ, חיפה', area: '04', spaced: true },
  { brand: 'הכל לנייד', latin: false, legal: 'נייד-טק אביזרים בע"מ', label: 'ח"פ', company: true, branch: 'קניון עזריאלי, מודיעין', area: '08', spaced: false },
  { brand: 'GADGET CORNER', latin: true, legal: 'אליאור טוויטו', label: 'ע.מ.', company: false, branch: 'תחנה מרכזית, באר שבע', area: '08', spaced: false },
];
// name, price in agorot (VAT included), a two-year warranty
const GOODS: [string, number, boolean][] = [
  ['מגן מסך זכוכית 9H', 7900, false],
  ['מגן מסך פרטיות', 9900, false],
  ['כיסוי סיליקון שקוף MagSafe', 8900, false],
  ['כיסוי ספר עור', 12900, false],
  ['כיסוי מחוזק Armor', 14900, false],
  ["כבל USB-C ל-USB-C 2 מ'", 4900, true],
  ["כבל Lightning קלוע 1 מ'", 5900, true],
  ['מטען קיר 20W PD', 8900, true],
  ['מטען קיר 65W GaN', 19900, true],
  ['סוללת גיבוי 10000mAh', 14900, true],
  ['מעמד לרכב מגנטי', 7900, false],
  ['אוזניות אלחוטיות TWS', 24900, true],
  ['רצועה לשעון חכם', 5900, false],
  ['מטען אלחוטי 15W', 11900, true],
  ['מתאם USB-C לאוזניות', 3900, true],
];
// a phone model and the day it reached the shops
const MODELS: [string, string][] = [
  ['iPhone 14 Pro', '2022-09-16'],
  ['Galaxy A54', '2023-03-24'],
  ['Xiaomi 13T', '2023-09-26'],
  ['iPhone 15', '2023-09-22'],
  ['Pixel 8', '2023-10-12'],
  ['Galaxy S24', '2024-01-31'],
  ['Galaxy A55', '2024-03-20'],
  ['iPhone 16', '2024-09-20'],
  ['Galaxy S25', '2025-02-07'],
  ['iPhone 17', '2025-09-19'],
];
const SELLERS = ['אור', 'נועה', 'סאמר', 'דניאל', 'מיכל', 'עומר'];

/**
 * A mobile phone accessories store's till slip on 80 mm paper (Miriam Mono CLM, DejaVu Sans Mono or Liberation
 * Mono; the brand in Aharoni CLM or, Latin, in DejaVu Sans bold condensed inside a rounded frame): the brand and
 * the branch, then the legal name or the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה" / "ע.מ." (spaced on
 * some); "חשבונית מס/קבלה" with "מס' חשבונית" as branch and serial ("07-118402"), a "קופה"/"מוכר" line, the
 * date and time; items with a thirteen-digit barcode, a phone model on cases and protectors, "2 מגני מסך ב-120"
 * on some, free fitting of the protector; a club member's 10% with the member's mobile on some; either "סה"כ
 * לפני מע"מ" / "מע"מ" / "סה"כ לתשלום" or "סה"כ לתשלום" with "כולל מע"מ"; card with instalments or cash and
 * change; a warranty date two years on for chargers and cables; "החלפה תוך 14 יום".
 */
export const hePhoneAccessoriesTill: Layout = {
  id: 'he-phone-accessories-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-phone-accessories-till');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2023-06-15', '2026-03-20');
    const rate = israeliRate(date);
    const model = rng.pick(MODELS.filter(([, since]) => since <= date).map(([m]) => m));
    const picked = rng.some(GOODS, rng.int(2, 5));
    type Row = { name: string; qty: number; unit: number; code: string; warranty: boolean };
    const rows: Row[] = picked.map(([name, unit, warranty]) => ({
      name: /כיסוי|מגן/.test(name) ? `${name} ${model}` : name,
      qty: /כבל/.test(name) && rng.chance(0.4) ? 2 : 1,
      unit,
      code: `729${rng.digits(10)}`,
      warranty,
    }));
    const protectors = rows.filter((r) => r.name.startsWith('מגן מסך'));
    // Two protectors for 120: the pair's excess off.
    let promo = 0;
    if (protectors.length === 1 && protectors[0].unit === 7900 && rng.chance(0.6)) {
      protectors[0].qty = 2;
      promo = 2 * 7900 - 12000;
    }
    const gross = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const club = rng.chance(0.4) ? share(gross - promo, 10) : 0;
    const total = gross - promo - club;
    const vat = vatOfGross(total, rate);
    const branchNo = String(rng.int(2, 19)).padStart(2, '0');
    const docNo = `${branchNo}-${rng.int(100000, 299999)}`;
    const font = rng.pick(['Miriam Mono CLM', 'DejaVu Sans Mono', 'Liberation Mono']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const);
    const added = rng.chance(0.5);
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const cash = rng.chance(0.3);
    const handed = Math.ceil(total / 10000) * 10000 + (rng.chance(0.3) ? 10000 : 0);
    const pay = cash
      ? r2('מזומן', amount(handed)) + r2('עודף', amount(handed - total))
      : r2(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט', 'אמריקן אקספרס'])}`, ltr(`****${rng.digits(4)}`)) +
        r2('תשלומים', String(total > 30000 ? rng.pick([1, 2, 3]) : 1)) +
        r2("מס' אישור", ltr(rng.digits(7)));
    const items = rows
      .map(
        (r) =>
          `<div class="it">${esc(r.name)}</div>${r2(`<span class="bc">${ltr(r.code)}</span>`, ltr(r.qty > 1 ? `${r.qty} x ${amount(r.unit)}  ${amount(r.qty * r.unit)}` : amount(r.unit)))}${
            r.name.startsWith('מגן מסך') ? '<div class="note">* התקנה ללא עלות</div>' : ''
          }`,
      )
      .join('');
    const warrantyRows = rows.filter((r) => r.warranty);
    const body = `<div class="frame"><div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="tag">אביזרים לסלולר · מעבדה · מגני מסך</div></div>
<div class="c">${esc(s.branch)}<br>טל' ${ltr(`${s.area}-${rng.int(5, 9)}${rng.digits(6)}`)}<br>${esc(s.legal)}<br>${s.label} ${ltr(s.spaced ? spacedId(vendorTaxId) : vendorTaxId)}</div>
<div class="t">חשבונית מס/קבלה</div>
${r2("מס' חשבונית", `<b>${ltr(docNo)}</b>`)}${r2(`קופה ${rng.int(1, 3)}`, `מוכר: ${rng.pick(SELLERS)}`)}${r2(`תאריך ${ltr(dt(date, fmt))}`, `שעה ${ltr(hhmm(rng.int(10 * 60, 21 * 60 + 30)))}`)}
<div class="sep"></div>${items}
${promo ? r2('מבצע 2 מגני מסך ב-120', ltr(`-${amount(promo)}`)) : ''}${club ? r2(`הנחת מועדון 10% (${ltr(cellular(rng))})`, ltr(`-${amount(club)}`)) : ''}<div class="sep"></div>
${
  added
    ? r2('סה"כ לפני מע"מ', amount(total - vat)) + r2(`מע"מ ${rate}%`, amount(vat)) + r2('סה"כ לתשלום', amount(total), 'big')
    : r2('סה"כ לתשלום', amount(total), 'big') + r2(`כולל מע"מ ${rate}%`, amount(vat))
}
<div class="sep"></div>${pay}<div class="sep"></div>
<div class="c sm">פריטים: ${rows.reduce((a, r) => a + r.qty, 0)}</div>
${warrantyRows.length ? `<div class="sm">אחריות יבואן לכבלים, מטענים ואוזניות: 24 חודשים, עד ${ltr(dt(addDays(date, 730), 'dd/mm/yyyy'))}, בהצגת חשבונית זו.</div>` : ''}
<div class="sm">החלפה תוך 14 יום באריזה מקורית. מגני מסך שהותקנו אינם ניתנים להחזרה.</div><div class="c sm">*** תודה ולהתראות ***</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111}
.frame{border:2px solid #111;border-radius:5mm;padding:2mm;text-align:center;margin-bottom:2mm}.brand{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:22px}.brand.lat{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;letter-spacing:2px;direction:ltr}.tag{font-size:9px}
.c{text-align:center;line-height:1.45}.t{text-align:center;font-weight:bold;font-size:13px;margin:2mm 0;border-top:1px solid #111;border-bottom:1px solid #111;padding:0.5mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.it{margin-top:1mm}.bc{font-size:9px;color:#444}.note{font-size:9px}
.sep{border-top:1px dashed #111;margin:1.5mm 0}.big{font-size:14px;font-weight:bold}.sm{font-size:9px;line-height:1.4;margin-top:1mm}`;
    const page = '80mm 260mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
