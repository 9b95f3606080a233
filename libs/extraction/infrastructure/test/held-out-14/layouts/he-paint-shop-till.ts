import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, share, trailingMinus } from '../../generalisation/notation';

const SHOPS = [
  { brand: 'צבעי הגליל', legal: 'צבעי הגליל שיווק בע"מ', label: 'ח.פ.', company: true, place: 'אזור התעשייה בר-לב, כרמיאל' },
  { brand: 'COLORAMA', legal: 'קולורמה מרכזי צבע בע"מ', label: 'ח"פ', company: true, place: "רח' המלאכה 12, חולון" },
  { brand: 'הצבעייה של ניסים', legal: 'ניסים אבוטבול', label: 'ע.מ', company: false, place: "רח' הרצל 77, אופקים" },
];
/** Name, price with VAT (agorot), tinted. */
const GOODS: [string, number, boolean][] = [
  ['סופרקריל מט 18 ליטר', 52900, true],
  ['טמבורפלסט 5 גלון', 31900, true],
  ['אקרינול פנים 3.6 ליטר', 13900, true],
  ["לכה מבריקה לעץ 0.75 ל'", 6990, false],
  ['יסוד אקרילי 4 ליטר', 11500, false],
  ['שפכטל מוכן 5 ק"ג', 4990, false],
  ['רולר 25 ס"מ + ידית', 3490, false],
  ['מברשת שטוחה 3"', 1990, false],
  ['נייר דבק צבעים 48 מ"מ', 1290, false],
  ["ניילון כיסוי 4×5 מ'", 890, false],
  ['מגש צבע פלסטיק', 1190, false],
];

/**
 * A paint shop's till slip on 80 mm paper (Miriam Mono CLM, Liberation Mono or DejaVu Sans Mono; the brand in
 * Frank Ruehl CLM or, "COLORAMA", Lato Black): the legal name or the owner's name with "ח.פ." / "ח"פ" /
 * "ע.מ" and the id on one line; "חשבונית מס קבלה" with "מס'" (branch-serial), "קופה" and "קופאי", the date
 * (dd/mm/yy or dd.mm.yyyy) and time; tinted paints with the shade code and base on an indented line, tools
 * with "3 × 12.90", "סה"כ ביניים", a painter's 7% with his valid ת.ז. on some (trailing minus), "סה"כ
 * לתשלום", "מע"מ כלול", cash with change or a card with an approval.
 */
export const hePaintShopTill: Layout = {
  id: 'he-paint-shop-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(3, 7)).map(([name, unit, tint]) => ({
      name,
      unit,
      qty: unit > 10000 ? rng.int(1, 2) : rng.int(1, 4),
      shade: tint
        ? `${rng.pick(['גוון', 'גוון NCS'])} S ${rng.int(1, 7)}0${rng.int(1, 9)}0-${rng.pick(['Y', 'R', 'G', 'B'])}${rng.int(1, 9)}0${rng.pick(['R', 'Y', 'B'])} · בסיס ${rng.pick(['A', 'B', 'C'])}`
        : '',
    }));
    const sub = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const painter = rng.chance(0.45);
    const disc = painter ? share(sub, 7) : 0;
    const total = sub - disc;
    const vat = vatOfGross(total, rate);
    const branch = rng.int(1, 6);
    const docNo = `${branch}-${String(rng.int(10000, 99999)).padStart(6, '0')}`;
    const font = rng.pick(['Miriam Mono CLM', 'Liberation Mono', 'DejaVu Sans Mono']);
    const brandFont = /[A-Z]/.test(s.brand) ? "'Lato Black','Lato'" : "'Frank Ruehl CLM'";
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const cash = rng.chance(0.4);
    const paid = Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const body = `<div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.label} ${vendorTaxId}</div><div class="c">${esc(s.place)}</div><div class="c">טל' <bdi>${landline(rng)}</bdi></div>
<div class="hr"></div><div class="c b">חשבונית מס קבלה - מקור</div>${r(`מס' ${docNo}`, `קופה ${rng.int(1, 4)}`)}${r(`${dt(date, fmt)} ${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, `קופאי: ${esc(rng.pick(['מורן', 'סאמר', 'אבי', 'ליאת']))}`)}
${painter ? `<div>צבעי מקצועי: ${esc(rng.pick(['יורי קוזלוב', 'עלי מנסור', 'משה דהן']))} ת.ז. ${personalId(rng)}</div>` : ''}<div class="hr"></div>
${items.map((i) => `${r(esc(i.name), amount(i.qty * i.unit))}${i.shade ? `<div class="ind">${esc(i.shade)}</div>` : ''}${i.qty > 1 ? `<div class="ind">${i.qty} × ${amount(i.unit)}</div>` : ''}`).join('')}
<div class="hr"></div>${r('סה"כ ביניים', amount(sub))}${painter ? r('הנחת צבעי 7%', trailingMinus(disc)) : ''}${r('סה"כ לתשלום', amount(total), 'big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}
<div class="hr"></div>${cash ? `${r('מזומן', amount(paid))}${r('עודף', amount(paid - total))}` : `${r(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${rng.digits(4)}`, amount(total))}${r("מס' אישור", rng.digits(7))}`}
<div class="c sm">החזרת מוצרים תוך 14 יום בצירוף החשבונית. צבע בגוון מיוחד אינו ניתן להחזרה.</div><div class="c sm">להזמנות: <bdi>${cellular(rng)}</bdi></div>`;
    const css = `body{font-family:'${font}','DejaVu Sans Mono',monospace;font-size:11.5px;width:72mm;padding:5mm 4mm;color:#111}.brand{font-family:${brandFont},serif;font-size:26px;font-weight:900;text-align:center}.c{text-align:center}.b{font-weight:bold;font-size:13px}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.ind{padding-right:4mm;font-size:10.5px}.hr{border-top:1px dashed #000;margin:2mm 0}.big{font-weight:bold;font-size:14px}.sm{font-size:9.5px;margin-top:2mm}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
