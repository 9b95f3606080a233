import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, share } from '../../generalisation/notation';
import { kg, maskedCard, stirred, weighed } from './extra';

const SHOPS = [
  { brand: 'הגבינרייה', line: 'גבינות בוטיק · יין · מעדנים', legal: 'הגבינרייה מעדנים בע"מ', label: 'ח.פ.', company: true, branch: 'סניף עמק רפאים, ירושלים', latin: false },
  { brand: 'FROMAGERIE 9', line: 'גבינות מיובאות ומקומיות', legal: 'אורית בן נון', label: 'עוסק מורשה', company: false, branch: "רח' סוקולוב 9, רמת השרון", latin: true },
  { brand: 'בית הגבינה של גליה', line: 'מעדנייה כשרה חלבית', legal: 'גליה ויונתן מעדנים (2016) בע"מ', label: 'ח"פ', company: true, branch: 'מרכז מסחרי, זכרון יעקב', latin: false },
  { brand: 'צ׳יז & כו׳', line: 'דלי · גבינות · פסטה טרייה', legal: 'שמעון אלקלעי', label: 'ע.מ.', company: false, branch: "שד' ירושלים 40, יפו", latin: false },
];
/** Cheeses sold by weight: name, price per kilogram (agorot). */
const CHEESES: [string, number][] = [
  ['גאודה מיושנת 24 חודש', 18990],
  ['ברי צרפתי', 12990],
  ['פקורינו רומנו', 21900],
  ['גבינת עיזים בגפן', 15490],
  ['קממבר נורמנדי', 13990],
  ['פרמזן רג׳יאנו', 24900],
  ['צ׳דר אנגלי חריף', 14490],
  ['מנצ׳גו 12 חודש', 19900],
  ['בולגרית 16% בחבית', 5990],
  ['זיתי קלמטה', 6990],
  ['בשר בקר מעושן (פסטרמה)', 16900],
];
/** Packaged goods: name, unit price with VAT (agorot), a bottle deposit? */
const PACKED: [string, number, boolean][] = [
  ['קרקר שיפון 200 גר׳', 1690, false],
  ['ריבת תאנים 250 גר׳', 2490, false],
  ['דבש פרחי בר', 3890, false],
  ['שמן זית כתית 750 מ"ל', 5490, true],
  ['יין אדום קברנה', 6900, true],
  ['מיץ ענבים טבעי 1 ל׳', 1890, true],
  ['לחם מחמצת', 2800, false],
  ['אגוזי מלך טבעיים', 3290, false],
];

/**
 * A cheese and delicatessen counter's till slip on 80 mm paper (FreeMono, DejaVu Sans Mono or Miriam Mono
 * CLM; the brand in Ellinia CLM, or in Noto Serif Display italic for the Latin one): the brand, what it sells
 * and the branch with a phone, then at once the legal name or the owner's name with its id; "קופה" and
 * "קופאי/ת", "חשבונית מס קבלה" with till-serial ("03-088213") and the date and time on one line; weighed
 * cheeses with "0.236 ק"ג × 189.90 ₪/ק"ג" under them, packaged goods, bottle deposits ("פיקדון"); "סכום
 * ביניים", a club discount on the cheeses ("הנחת חבר מועדון 10%" with a leading minus), "לתשלום"; the price
 * without VAT and the VAT printed; cash with change or a card with its approval; points and a coupon for
 * the next visit valid to a later date.
 */
export const heCheeseDeliTill: Layout = {
  id: 'he-cheese-deli-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-cheese-deli-till');
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-04-01', '2025-12-31');
    const rate = israeliRate(date);
    const cheeses = rng.some(CHEESES, rng.int(2, 5)).map(([name, perKg]) => {
      const grams = rng.int(90, 620);
      return { name, perKg, grams, price: weighed(grams, perKg) };
    });
    const packed = rng.some(PACKED, rng.int(1, 3)).map(([name, unit, deposit]) => ({ name, unit, deposit, qty: rng.int(1, 3) }));
    const cheeseSum = cheeses.reduce((a, c) => a + c.price, 0);
    const depositCount = packed.filter((p) => p.deposit).reduce((a, p) => a + p.qty, 0);
    const deposits = depositCount * 30;
    const subtotal = cheeseSum + packed.reduce((a, p) => a + p.qty * p.unit, 0) + deposits;
    const club = rng.chance(0.55);
    const discount = club ? share(cheeseSum, 10) : 0;
    const total = subtotal - discount;
    const vat = vatOfGross(total, rate);
    const till = String(rng.int(1, 6)).padStart(2, '0');
    const docNo = `${till}-${String(rng.int(1000, 199999)).padStart(6, '0')}`;
    const font = rng.pick(['FreeMono', 'DejaVu Sans Mono', 'Miriam Mono CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const lines = [
      ...cheeses.map((c) => `${r(esc(c.name), amount(c.price))}<div class="sub">${kg(c.grams)} ק"ג × ${amount(c.perKg)} ₪/ק"ג</div>`),
      ...packed.map(
        (p) =>
          `${r(esc(p.name), amount(p.qty * p.unit))}${p.qty > 1 ? `<div class="sub">${p.qty} × ${amount(p.unit)}</div>` : ''}${p.deposit ? r(`&nbsp;&nbsp;פיקדון בקבוק ${p.qty > 1 ? `×${p.qty}` : ''}`, amount(p.qty * 30), 'sm') : ''}`,
      ),
    ].join('');
    const items = cheeses.length + packed.reduce((a, p) => a + p.qty, 0);
    let pay: string;
    if (rng.chance(0.35)) {
      const given = Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
      pay = r('מזומן', amount(given)) + r('עודף', amount(given - total));
    } else
      pay = r(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'ישראכרט'])}`, amount(total)) + r(`כרטיס <bdi>${maskedCard(rng)}</bdi>`, `אישור ${rng.digits(7)}`, 'sm');
    const coupon = addDays(date, rng.int(20, 45));
    const foot = club
      ? `<div class="c sm">חבר מועדון: <bdi>${cellular(rng).replace(/-(\d{3})-/, '-***-')}</bdi></div><div class="c sm">נקודות שנצברו: ${Math.floor(total / 1000)} · יתרה: ${rng.int(40, 900)}</div>`
      : '<div class="c sm">עוד לא חברים? הצטרפו למועדון וקבלו 10% על גבינות</div>';
    const brand = s.latin ? `<div class="brand lat">${esc(s.brand)}</div>` : `<div class="brand">${esc(s.brand)}</div>`;
    const body = `${brand}<div class="c">${esc(s.line)}</div><div class="c sm">${esc(s.branch)} · טל' <bdi>${landline(rng)}</bdi></div>
<div class="c b">${esc(s.legal)} ${s.label} ${vendorTaxId}</div><div class="hr2"></div>
${r(`קופה ${till}`, `קופאי/ת ${rng.int(100, 480)}`)}<div class="c b big">חשבונית מס קבלה ${docNo}</div>${r(dt(date, fmt), hhmm(rng.int(8 * 60, 20 * 60 + 30)))}
<div class="hr"></div>${lines}<div class="hr"></div>
${r('סכום ביניים', amount(subtotal))}${club ? r('הנחת חבר מועדון 10% (גבינות)', `-${amount(discount)}`) : ''}${r('לתשלום', amount(total), 'big b')}
${r('מחיר ללא מע"מ', amount(total - vat), 'sm')}${r(`מע"מ ${rate}%`, amount(vat), 'sm')}${r("מס' פריטים", String(items), 'sm')}
<div class="hr"></div>${pay}<div class="hr"></div>${foot}
<div class="box">קופון 15 ₪ לקנייה הבאה מעל 150 ₪<br>בתוקף עד ${dt(coupon, 'dd/mm/yyyy')} · קוד ${rng.digits(8)}</div><div class="c sm">מוצרים במשקל אינם ניתנים להחזרה</div><div class="c sm">תודה ובתאבון!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:11.5px;width:72mm;padding:4mm;color:#111}
.brand{font-family:'Ellinia CLM','Noto Serif Hebrew',serif;font-size:26px;text-align:center;font-weight:bold}.brand.lat{font-family:'Noto Serif Display',serif;font-style:italic;font-size:24px}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.big{font-size:13.5px}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}
.sub{padding-right:4mm;font-size:10px;color:#333}.hr{border-top:1px dashed #000;margin:1.5mm 0}.hr2{border-top:2px solid #000;margin:1.5mm 0}.box{border:1px solid #000;margin:2mm 0;padding:1mm;text-align:center;font-size:10px}`;
    const page = '80mm 260mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
