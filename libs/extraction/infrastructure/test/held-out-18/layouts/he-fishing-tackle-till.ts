import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const SHOPS = [
  { brand: 'הקרס', line: 'ציוד דיג · פיתיונות · חכות', legal: 'הקרס ציוד דיג וספורט ימי בע"מ', label: 'ח.פ.', company: true, place: "רח' הדייגים 14, עכו" },
  { brand: 'דייג הכנרת', line: 'הכל לדייג המתחיל והמקצוען', legal: 'שמעון בן חמו', label: 'עוסק מורשה', company: false, place: 'טיילת גדות הכנרת, טבריה' },
  { brand: 'כחול עמוק', line: 'דיג ים · צלילה · קיאקים', legal: 'כחול עמוק ימאות (2016) בע"מ', label: 'ח"פ', company: true, place: 'מרינה הרצליה, מבנה 3' },
  { brand: 'פיתיון', line: 'חנות דיג - פתוח גם בשבת', legal: 'ולדימיר קוגן', label: 'ע.מ.', company: false, place: 'דרך הים 7, אשדוד' },
];
const GOODS: [string, number, number][] = [
  // name, price in agorot, max qty
  ["חכה טלסקופית 3.6 מ'", 18900, 1],
  ["חכת ספינינג קרבון 2.7 מ'", 34900, 1],
  ['סליל ספינינג 4000', 27900, 1],
  ['סליל ביטקאסטינג', 44900, 1],
  ['חוט ניילון 0.30 מ"מ 300 מ\'', 3900, 3],
  ['חוט קלוע PE 0.16 מ"מ', 8900, 2],
  ["קרסים מס' 8 (20 יח')", 1400, 4],
  ["קרסים מס' 4 (10 יח')", 1600, 3],
  ['משקולות עופרת מבחר', 2200, 2],
  ["פתיון רך סיליקון (6 יח')", 2900, 3],
  ["כפית מתכת 20 גר'", 1900, 4],
  ['תולעי ים חיות (מנה)', 2500, 3],
  ['סרדינים קפואים לפיתיון', 1800, 2],
  ['מצופים מבחר', 1200, 3],
  ['כיסא דייג מתקפל', 13900, 1],
  ['פנס ראש LED', 7900, 1],
  ['מחזיק חכה לחוף', 4500, 2],
];

/**
 * A fishing tackle shop's till slip on 80 mm paper (Nachlieli CLM, Liberation Mono or Noto Sans Mono with Noto
 * Sans Hebrew; the brand in Yehuda CLM bold with a wave of tildes under it): the brand, what it sells, the
 * address, and at once the legal name or the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה" / "ע.מ."
 * (hyphenated on some) and the phone; "חשבונית מס / קבלה" with "מסמך מס'" as branch/serial ("2/018834"),
 * "תאריך" and "שעה", "קופה", "מוכר" and a till transaction number; goods with a seven-digit item code under
 * each and "2 × 14.00"; "סה"כ פריטים"; "סכום ביניים", a club anglers' discount of 5% or "מבצע 1+1 קרסים";
 * "סה"כ לתשלום"; a VAT block "חייב במע"מ" / "מע"מ 17%/18%"; cash with change or a card with up to three
 * payments and the first payment; a club member's mobile and an exchange deadline of 14 days.
 */
export const heFishingTackleTill: Layout = {
  id: 'he-fishing-tackle-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-fishing-tackle-till');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-31');
    const rate = israeliRate(date);
    const rows = rng.some(GOODS, rng.int(3, 7)).map(([name, unit, max]) => ({ name, unit, qty: rng.int(1, max), code: rng.digits(7) }));
    const sub = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const hookRow = rows.find((r) => r.name.startsWith('קרסים') && r.qty >= 2);
    const promo = hookRow
      ? { text: 'מבצע 1+1 קרסים', cents: Math.floor(hookRow.qty / 2) * hookRow.unit }
      : rng.chance(0.5)
        ? { text: 'הנחת מועדון דייגים 5%', cents: share(sub, 5) }
        : null;
    const total = sub - (promo?.cents ?? 0);
    const vat = vatOfGross(total, rate);
    const docNo = `${rng.int(1, 4)}/${String(rng.int(1200, 48000)).padStart(6, '0')}`;
    const font = rng.pick(['Nachlieli CLM', 'Liberation Mono', 'Noto Sans Mono']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const);
    const shownId = rng.chance(0.4) && s.company ? hyphenId(vendorTaxId) : vendorTaxId;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const items = rows.map((x) => `${r(esc(x.name), amount(x.qty * x.unit))}<div class="sub">${x.code}${x.qty > 1 ? ` &nbsp; ${x.qty} × ${amount(x.unit)}` : ''}</div>`).join('');
    const cash = total < 25000 && rng.chance(0.6);
    const payments = !cash && total > 40000 ? rng.int(2, 3) : 1;
    const first = total - Math.floor(total / payments) * (payments - 1);
    const handed = Math.ceil(total / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
    const pay = cash
      ? r('מזומן', amount(handed)) + r('עודף', amount(handed - total))
      : r(`${rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט', 'דיינרס'])} <bdi>****${rng.digits(4)}</bdi>`, amount(total)) +
        (payments > 1 ? r(`מס' תשלומים: ${payments}`, '') + r('תשלום ראשון', amount(first)) + r('תשלומים נוספים', amount(Math.floor(total / payments))) : '') +
        r('אישור', rng.digits(7));
    const club = rng.chance(0.5) ? `<div class="c sm">חבר מועדון: <bdi>${cellular(rng).slice(0, 7)}***${rng.digits(1)}</bdi></div>` : '';
    const body = `<div class="brand">${esc(s.brand)}</div><div class="wave">~ ~ ~ ~ ~ ~ ~ ~ ~ ~</div><div class="c">${esc(s.line)}</div><div class="c sm">${esc(s.place)}</div>
<div class="c sm">${esc(s.legal)} ${s.label} <bdi>${shownId}</bdi></div><div class="c sm">טל' <bdi>${landline(rng)}</bdi></div><div class="dash"></div>
<div class="c b big">חשבונית מס / קבלה</div>${r("מסמך מס'", `<bdi>${docNo}</bdi>`, 'b')}${r(`תאריך ${dt(date, fmt)}`, `שעה ${hhmm(rng.int(6 * 60, 20 * 60))}`)}${r(`קופה ${rng.int(1, 3)}`, `מוכר: ${rng.pick(['אבי', 'נטע', 'סרגיי', 'חן', 'יוסף'])}`)}${r('עסקה', rng.digits(5), 'sm')}<div class="dash"></div>
${items}<div class="dash"></div>${r('סה"כ פריטים', String(rows.reduce((a, x) => a + x.qty, 0)))}${r('סכום ביניים', amount(sub))}${promo ? r(esc(promo.text), `<bdi dir="ltr">-${amount(promo.cents)}</bdi>`) : ''}
<div class="eq"></div>${r('סה"כ לתשלום', amount(total), 'big b')}<div class="eq"></div>
<div class="vat">${r('חייב במע"מ', amount(total - vat))}${r(`מע"מ ${rate}.00%`, amount(vat))}</div><div class="dash"></div>${pay}<div class="dash"></div>
${club}<div class="c sm">החלפה תוך 14 יום בהצגת חשבונית בלבד. על פיתיון חי אין החזרה.</div><div class="c sm">ים שקט וחכה מלאה!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:11.5px;width:70mm;padding:4mm 5mm;color:#000}
.brand{font-family:'Yehuda CLM','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:30px;text-align:center;line-height:1}.wave{text-align:center;letter-spacing:1px}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sm{font-size:10px}.sub{font-size:10px;padding-right:3mm;color:#222}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.dash{border-top:1px dashed #000;margin:1.5mm 0}.eq{border-top:3px double #000;margin:1mm 0}.vat{font-size:10.5px}`;
    const page = '80mm 250mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
