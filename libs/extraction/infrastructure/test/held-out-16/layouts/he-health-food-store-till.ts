import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { dec, priced } from './extra';

const SHOPS = [
  { brand: 'שורשים', sub: 'טבע · אורגני · בריאות', legal: 'שורשים מזון טבעי (2016) בע"מ', label: 'ח.פ.', company: true, branch: 'סניף כרמיאל, שדרות נשיאי ישראל 12' },
  { brand: 'GREEN LEAF', sub: 'חנות טבע שכונתית', legal: 'עינב ברקוביץ', label: 'ע.מ.', company: false, branch: "רח' הנשיא 40, קריית טבעון" },
  { brand: 'אדמה טובה', sub: 'מרכולית טבע ותוספי תזונה', legal: 'אדמה טובה רשת חנויות טבע בע"מ', label: 'ח"פ', company: true, branch: 'סניף רחובות, מרכז מסחרי אושיות' },
];
/** Name, price with VAT in agorot (a kilo for weighed goods), weighed or not, in the "3 for" promotion or not. */
const GOODS: [string, number, boolean, boolean][] = [
  ['קינואה לבנה אורגנית', 3290, true, false],
  ['שקדים טבעיים', 6990, true, false],
  ["תמרים מג'הול", 4490, true, false],
  ['קמח כוסמין מלא', 2890, true, false],
  ["חמאת בוטנים 100% 500 גר'", 2490, false, true],
  ["משקה שיבולת שועל 1 ל'", 1690, false, true],
  ['טחינה גולמית אורגנית', 2290, false, true],
  ['ויטמין D3 1000 יחב"ל', 5990, false, false],
  ['מגנזיום ציטראט 120 כמוסות', 8990, false, false],
  ['תה צמחים לימונית', 1890, false, true],
  ['סבון טבעי שמן זית', 1590, false, true],
  ['פריכיות אורז מלא', 990, false, true],
  ['סירופ מייפל 250 מ"ל', 4590, false, false],
  ['חלב שקדים ללא סוכר', 1790, false, true],
];

/**
 * A health food store's till slip on 80 mm paper (Miriam Mono CLM, FreeMono or Noto Sans Hebrew; the brand in
 * Noto Serif Hebrew, or Noto Serif Display for the Latin "GREEN LEAF"): the brand and a line of what it sells,
 * the branch; "חשבונית מס קבלה" and "מקור"; weighed goods ("0.412 ק"ג × 69.90 לק"ג"), packaged goods with
 * quantities, a "3 ב-" promotion with its saving; "סה"כ לפני הנחות", "חסכת היום", "סה"כ לתשלום", "מתוכו
 * מע"מ"; a gift voucher and a card, or cash with change; a club member's phone and points; then, at the foot,
 * "מס' חשבונית" (six digits) beside the till, the date (dd/mm/yy or dd.mm.yyyy) and time, and last the legal
 * name or the owner's name with its id.
 */
export const heHealthFoodStoreTill: Layout = {
  id: 'he-health-food-store-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2025-12-31');
    const rate = israeliRate(date);
    const picks = rng.some(GOODS, rng.int(4, 8));
    const lines = picks.map(([name, price, weighed, promo]) => {
      if (weighed) {
        const grams = rng.int(180, 1450);
        return { name, text: `<bdi>${dec(grams, 3)} ק"ג × ${amount(price)}</bdi> לק"ג`, sum: priced(grams, 3, price, 2), saving: 0 };
      }
      const qty = promo ? rng.pick([1, 2, 3, 3, 4]) : rng.int(1, 2);
      const sumFull = qty * price;
      // "3 ב-" promotion: every full three cost a round price a little below three units.
      const deal = promo && qty >= 3 ? Math.floor((price * 3 * 0.8) / 100) * 100 : 0;
      const saving = deal ? price * 3 - deal : 0;
      return { name, text: qty > 1 ? `<bdi>${qty} × ${amount(price)}</bdi>` : '', sum: sumFull, saving, deal };
    });
    const gross = lines.reduce((a, l) => a + l.sum, 0);
    const savings = lines.reduce((a, l) => a + l.saving, 0);
    const total = gross - savings;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10000, 99999)).padStart(6, '0');
    const till = rng.int(1, 6);
    const font = rng.pick(['Miriam Mono CLM', 'FreeMono', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const voucher = total > 15000 && rng.chance(0.5) ? rng.pick([5000, 10000]) : 0;
    const cash = !voucher && rng.chance(0.4);
    const handed = cash ? Math.ceil(total / 5000) * 5000 : 0;
    const member = rng.chance(0.7);
    const items = lines
      .map(
        (l) =>
          `${r(esc(l.name), amount(l.sum))}${l.text ? `<div class="ind">${l.text}</div>` : ''}${l.saving ? r(`<span class="ind">מבצע 3 ב-${amount(l.deal ?? 0)}</span>`, `${amount(l.saving)}-`) : ''}`,
      )
      .join('');
    const pay = voucher
      ? `${r('תו קנייה', amount(voucher))}${r(`אשראי <bdi>${rng.pick(['ויזה', 'ישראכרט', 'מסטרקארד'])} ${rng.digits(4)}</bdi>`, amount(total - voucher))}`
      : cash
        ? `${r('מזומן', amount(handed))}${r('עודף', amount(handed - total))}`
        : r(`אשראי <bdi>${rng.pick(['ויזה', 'ישראכרט', 'מסטרקארד', 'אמקס'])} ${rng.digits(4)}</bdi>`, amount(total));
    const idLine = rng.chance(0.5) ? `${s.label} ${vendorTaxId}` : `${s.label}: ${vendorTaxId}`;
    const body = `<div class="brand${/[A-Z]/.test(s.brand) ? ' lat' : ''}">${esc(s.brand)}</div><div class="c sm">${esc(s.sub)}</div><div class="c sm">${esc(s.branch)}</div>
<div class="c b">חשבונית מס קבלה</div><div class="c sm">מקור</div><div class="hr"></div>${items}<div class="hr"></div>
${savings ? `${r('סה"כ לפני הנחות', amount(gross))}${r('חסכת היום', amount(savings))}` : ''}${r('סה"כ לתשלום', amount(total), 'big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}${r('פריטים', String(lines.length))}
<div class="hr"></div>${pay}${cash ? '' : r("מס' אישור", rng.digits(7))}
${member ? `<div class="hr"></div><div>חבר/ת מועדון: <bdi>05${rng.int(0, 8)}-***-${rng.digits(4)}</bdi></div><div>צברת ${rng.int(3, 40)} נקודות · יתרה ${rng.int(40, 900)}</div>` : ''}
${rng.chance(0.3) ? `<div>ת.ז. לקבלת חשבונית: ${personalId(rng)}</div>` : ''}<div class="hr"></div>
${r(`מס' חשבונית ${docNo}`, `קופה ${till} · קופאי/ת ${rng.int(10, 60)}`)}${r(dt(date, fmt), `${String(rng.int(8, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}
<div class="hr"></div><div class="c">${esc(s.legal)}</div><div class="c">${idLine}</div><div class="c sm">החזרת מוצרים סגורים עד ${dt(addDays(date, 14), fmt)} בצירוף חשבונית זו</div><div class="c sm">בריאות טובה!</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11.5px;width:72mm;padding:5mm 4mm;color:#141414}.brand{font-family:'Noto Serif Hebrew',serif;font-weight:bold;font-size:28px;text-align:center}.lat{font-family:'Noto Serif Display','Noto Serif',serif;letter-spacing:2px}
.c{text-align:center}.b{font-weight:bold;font-size:14px;margin-top:2mm}.sm{font-size:10px}.r{display:flex;justify-content:space-between;gap:3mm}.r>span:last-child{white-space:nowrap}.ind{padding-right:4mm;font-size:10.5px;color:#333}.hr{border-top:1px dashed #000;margin:2mm 0}.big{font-weight:bold;font-size:15px}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
