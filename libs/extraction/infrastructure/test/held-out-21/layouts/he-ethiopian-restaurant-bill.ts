import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, hyphenId, share } from '../../generalisation/notation';
import { ltr, stirred, vendorId } from './extra';

const PLACES = [
  {
    ge: 'ላሊበላ',
    brand: 'לאליבלה',
    line: "מטבח אתיופי מסורתי · אינג'רה טרייה כל יום",
    legal: 'לאליבלה מטבח אתיופי בע"מ',
    label: 'ח.פ.',
    company: true,
    addr: "רח' לוינסקי 41, תל אביב",
    area: '03',
    hyphen: false,
  },
  {
    ge: 'ቡና ቤት',
    brand: 'בית הבונה',
    line: 'קפה, ווט ומוזיקה מאדיס',
    legal: 'טספאיה וורקו',
    label: 'עוסק מורשה',
    company: false,
    addr: "רח' הרצל 12, רחובות",
    area: '08',
    hyphen: false,
  },
  {
    ge: 'ጣና',
    brand: 'טאנה',
    line: 'מסעדה אתיופית · אירועים וקבוצות',
    legal: 'טאנה אירוח ומסעדנות (2018) בע"מ',
    label: 'ח"פ',
    company: true,
    addr: 'מתחם הבורסה, נתניה',
    area: '09',
    hyphen: true,
  },
];
const DISHES: [string, number][] = [
  ['מגש בייעיינטו טבעוני לשניים', 9800],
  ["טיבס בקר מוקפץ עם ג'לאפניו", 7400],
  ['דורו ווט - עוף ברוטב ברברה וביצה', 7800],
  ['קיטפו - טרטר בקר מתובל במיטמיטה', 8200],
  ['שירו ווט', 5200],
  ['מיסיר ווט - עדשים אדומות', 4800],
  ['גומן - תרד ועלי מנגולד', 4400],
  ["סמבוסה עדשים (3 יח')", 3200],
  ["אינג'רה נוספת", 800],
  ['פיר-פיר טיבס', 6900],
];
const DRINKS: [string, number][] = [
  ["טקס קפה בונה (ג'בנה)", 6500],
  ["טג' - יין דבש (כוס)", 3400],
  ['בירה אתיופית 330 מ"ל', 2800],
  ['תה תבלינים', 1400],
  ['לימונדה נענע', 1600],
  ['מים מינרליים', 1200],
];
const WAITERS = ['טסהאי', 'מלקמו', 'הילה', 'בירוק', 'אבבה', 'שני'];

/**
 * An Ethiopian restaurant's bill on a 100 mm slip (Noto Sans Hebrew, David CLM or FreeSans; the name in Ge'ez
 * script in Noto Serif Ethiopic over the Hebrew brand in Frank Ruehl CLM, a band of diamonds): the legal name or
 * the owner's name with "ח.פ." / "ח"פ" (hyphenated) / "עוסק מורשה", address and phone; a box of "חשבונית מס
 * קבלה" and "מס'" (five or six digits, a leading zero on some); a grid of "שולחן", "סועדים", "מלצר/ית",
 * "הזמנה", the weekday and "תאריך", "נפתח"; dishes and drinks in a table of quantity, price and sum; then a group's
 * "דמי שירות 10%" before "סה"כ לתשלום", or "סה"כ" with "טיפ" and "סה"כ חויב באשראי", or "השירות אינו כלול";
 * "מזה מע"מ" (on the food and a service charge, never a tip); a share per diner; card and approval or cash.
 */
export const heEthiopianRestaurantBill: Layout = {
  id: 'he-ethiopian-restaurant-bill',
  lang: 'he',
  kind: 'restaurant',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-ethiopian-restaurant-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = vendorId(p.legal, p.company);
    const date = randomDate(rng, '2023-07-01', '2026-03-25');
    const rate = israeliRate(date);
    const variant = rng.pick(['service', 'tip', 'none'] as const);
    const diners = variant === 'service' ? rng.int(8, 14) : rng.int(2, 6);
    const dishes = rng.some(DISHES, Math.min(DISHES.length, Math.ceil(diners / 2) + rng.int(1, 3))).map(([name, unit]) => ({
      name,
      unit,
      qty: name.startsWith('אינג') ? rng.int(2, 5) : diners > 7 ? rng.int(1, 3) : 1,
    }));
    const drinks = rng.some(DRINKS, rng.int(2, 4)).map(([name, unit]) => ({ name, unit, qty: name.startsWith('טקס') ? 1 : rng.int(1, Math.max(2, Math.ceil(diners / 2))) }));
    const rows = [...dishes, ...drinks];
    const food = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const service = variant === 'service' ? share(food, 10) : 0;
    const bill = food + service;
    const tip = variant === 'tip' ? Math.round(share(food, rng.pick([10, 12, 15])) / 100) * 100 : 0;
    const total = bill + tip;
    const vat = vatOfGross(bill, rate);
    const docNo = variant === 'none' && rng.chance(0.5) ? String(rng.int(1000, 9999)).padStart(6, '0') : String(rng.int(10000, 99999));
    const font = rng.pick(['Noto Sans Hebrew', 'David CLM', 'FreeSans']);
    const fmt = rng.pick(['dd.mm.yyyy', 'dd/mm/yy', 'dd/mm/yyyy'] as const);
    const opened = rng.int(12 * 60, 21 * 60);
    const r2 = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const card = variant === 'tip' || rng.chance(0.7);
    const pay = card
      ? `<div class="pay">${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט', 'דיינרס'])} ${ltr(`xxxx-${rng.digits(4)}`)} · אישור ${ltr(rng.digits(6))}${
          variant === 'tip' ? '' : ` · ${ltr(amount(total))} ₪`
        }</div>`
      : `<div class="pay">מזומן ${ltr(amount(Math.ceil(total / 5000) * 5000))} · עודף ${ltr(amount(Math.ceil(total / 5000) * 5000 - total))}</div>`;
    const totals =
      variant === 'service'
        ? r2('סה"כ מנות ומשקאות', amount(food)) +
          r2(`דמי שירות 10% (שולחן של ${diners} סועדים)`, amount(service)) +
          r2('סה"כ לתשלום ₪', amount(total), 'g') +
          r2(`מזה מע"מ ${rate}%`, amount(vat))
        : variant === 'tip'
          ? r2('סה"כ', amount(bill)) + r2(`מזה מע"מ ${rate}%`, amount(vat)) + r2('טיפ', amount(tip)) + r2('סה"כ חויב באשראי ₪', amount(total), 'g')
          : r2('סה"כ לתשלום ₪', amount(total), 'g') + r2(`מזה מע"מ ${rate}%`, amount(vat));
    const perDiner = variant === 'tip' ? '' : `<div class="sm">לכל סועד (÷${diners}): ${ltr(amount(Math.round(total / diners)))}</div>`;
    const body = `<div class="ge">${p.ge}</div><div class="brand">${esc(p.brand)}</div><div class="line">${esc(p.line)}</div><div class="band">◆ ◇ ◆ ◇ ◆ ◇ ◆ ◇ ◆ ◇ ◆</div>
<div class="c">${esc(p.legal)} · ${p.label} ${ltr(p.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(p.addr)} · ${ltr(`${p.area}-${rng.int(5, 9)}${rng.digits(6)}`)}</div>
<table class="doc"><tr><td>חשבונית מס קבלה</td><td>מס' <b>${ltr(docNo)}</b></td></tr></table>
<table class="meta"><tr><td>שולחן ${rng.int(1, 32)}</td><td>סועדים ${diners}</td><td>מלצר/ית: ${rng.pick(WAITERS)}</td></tr><tr><td>הזמנה ${ltr(String(rng.int(1000, 8999)))}</td><td>${heDay(date)}</td><td>תאריך ${ltr(dt(date, fmt))}</td></tr><tr><td colspan="3">נפתח ${ltr(hhmm(opened))} · הודפס ${ltr(hhmm(opened + rng.int(50, 140)))}</td></tr></table>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot">${totals}</table>${perDiner}${variant === 'none' ? '<div class="sm">השירות אינו כלול במחיר · תודה שבחרתם בנו</div>' : ''}
${pay}<div class="c end">አመሰግናለሁ · תודה רבה</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;width:88mm;padding:5mm 6mm;color:#181818}
.ge{font-family:'Noto Serif Ethiopic',serif;text-align:center;font-size:16px;color:#555}.brand{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-weight:bold;text-align:center;font-size:28px;line-height:1.1}
.line{text-align:center;font-size:9.5px}.band{text-align:center;color:#8a5a00;letter-spacing:1px;margin:1mm 0}.c{text-align:center;font-size:9.5px;line-height:1.5}
.doc{width:100%;border:1.5px solid #181818;margin:2mm 0;border-collapse:collapse}.doc td{padding:1mm 2mm;font-size:12px;font-weight:bold}.doc td:last-child{text-align:left}
.meta{width:100%;font-size:9.5px;border-collapse:collapse}.meta td{padding:0.4mm 0}
.items{width:100%;border-collapse:collapse;margin-top:2mm}.items th{border-bottom:1px solid #181818;text-align:right;font-size:9.5px}.items td{padding:0.6mm 0;vertical-align:top}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;white-space:nowrap;padding-right:2mm}
.tot{width:100%;border-collapse:collapse;margin-top:2mm;border-top:1px solid #181818}.tot td{padding:0.7mm 0}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px}
.sm{font-size:9px;margin-top:1mm}.pay{margin-top:2mm;border-top:1px dashed #181818;padding-top:1mm}.end{margin-top:3mm}`;
    const page = '100mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
