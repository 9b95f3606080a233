import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, notAnId, share, trailingMinus } from '../../generalisation/notation';
import { instalments } from './extra';

const SHOPS = [
  { brand: 'נחלת - בית ליודאיקה', legal: 'נחלת אמנות יודאיקה בע"מ', label: 'ח.פ', company: true, place: "רח' יפו 54, ירושלים" },
  { brand: 'הכתר', legal: 'כתר תורה סחר ויבוא בע"מ', label: 'ח"פ', company: true, place: 'מרכז מסחרי גבעת שמואל' },
  { brand: 'אוצרות הסופר', legal: 'אליהו שטרנברג', label: 'עוסק מורשה', company: false, place: "רח' רבי עקיבא 101, בני ברק" },
];
/** Name, price with VAT (agorot), with a barcode (goods) or not (services). */
const GOODS: [string, number, boolean][] = [
  ['טלית צמר "משי" מידה 60', 64900, true],
  ['טלית קטן כותנה', 5900, true],
  ['קלף מזוזה כשר 12 ס"מ', 22000, true],
  ['קלף מזוזה מהודר 15 ס"מ', 39000, true],
  ['בית מזוזה אלומיניום', 3500, true],
  ['גביע קידוש כסף 925', 89000, true],
  ['פמוטי שבת נחושת', 27900, true],
  ['חנוכייה לשמן זכוכית', 18900, true],
  ['סידור עדות המזרח כיס', 4500, true],
  ['ספר תהילים מהודר', 6900, true],
  ['כיפה סרוגה בעבודת יד', 3900, true],
  ['מפית חלה רקומה', 8900, true],
  ['נטלה נירוסטה', 5500, true],
  ['בדיקת מזוזות ע"י סופר', 3000, false],
  ['חריטת שם על גביע', 6000, false],
];

/**
 * A Judaica shop's till slip on 80 mm paper (Miriam Mono CLM, Liberation Mono or Noto Sans Mono; the brand in
 * Stam Ashkenaz CLM): the brand, the legal name or the owner's name, "ח.פ" / "ח"פ" / "עוסק מורשה" on its own
 * line with the id; "חשבונית מס / קבלה", "מספר" (till-serial "2/118204"), the date (dd/mm/yyyy or d.m.yy) and
 * time; goods with a thirteen-digit barcode under them, a sofer's check or an engraving, a club member's
 * number failing the check and a 10% member discount on some (trailing minus), "סכום כולל מע"מ", "מע"מ (17%)",
 * a card paid in three instalments on the larger sales, and an exchange-by date.
 */
export const heJudaicaShopTill: Layout = {
  id: 'he-judaica-shop-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const items = rng
      .some(GOODS, rng.int(3, 6))
      .map(([name, unit, goods]) => ({ name, unit, goods, qty: unit < 10000 && goods ? rng.int(1, 3) : 1, code: `729${rng.digits(10)}` }));
    const gross = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const member = rng.chance(0.5);
    const disc = member ? share(gross, 10) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const till = rng.int(1, 3);
    const docNo = `${till}/${rng.int(100000, 199999)}`;
    const font = rng.pick(['Miriam Mono CLM', 'Liberation Mono', 'Noto Sans Mono']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const split = total > 60000 && rng.chance(0.7);
    const [first, rest] = instalments(total, 3);
    const body = `<div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.label} ${vendorTaxId}</div><div class="c">${esc(s.place)}</div><div class="c">טלפון <bdi>${landline(rng)}</bdi></div>
<div class="hr"></div><div class="c b">חשבונית מס / קבלה</div>${r(`מספר: ${docNo}`, `${dt(date, fmt)} ${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}${r(`קופה ${till}`, `מוכר: ${esc(rng.pick(['שמואל', 'חיה', 'מנחם', 'רבקה']))}`)}
${member ? `<div>חבר מועדון: ${notAnId(rng)}</div>` : ''}<div class="hr"></div>
${items.map((i) => `${r(esc(i.name), amount(i.qty * i.unit))}${i.goods ? `<div class="ind">${i.code}${i.qty > 1 ? `  ${i.qty} יח' × ${amount(i.unit)}` : ''}</div>` : ''}`).join('')}
<div class="hr"></div>${member ? `${r('סה"כ פריטים', amount(gross))}${r('הנחת מועדון 10%', trailingMinus(disc))}` : ''}${r('סכום כולל מע"מ', amount(total), 'big')}${r(`מע"מ (${rate}%)`, amount(vat))}
<div class="hr"></div>${r(`כרטיס ${rng.pick(['ויזה', 'אמריקן אקספרס', 'דיינרס', 'מאסטרקארד'])} <bdi>****${rng.digits(4)}</bdi>`, amount(total))}${split ? `${r('3 תשלומים: ראשון', amount(first))}${r('2 תשלומים נוספים של', amount(rest))}` : ''}${r('אישור', rng.digits(6))}
<div class="c sm">החלפה עד ${dt(addDays(date, 14), fmt)} בצירוף החשבונית. קלפים ותשמישי קדושה שנפתחו אינם ניתנים להחזרה.</div><div class="c sm">שבוע טוב!</div>`;
    const css = `body{font-family:'${font}','DejaVu Sans Mono',monospace;font-size:11.5px;width:72mm;padding:5mm 4mm;color:#111}.brand{font-family:'Stam Ashkenaz CLM',serif;font-size:30px;text-align:center;line-height:1.2}.c{text-align:center}.b{font-weight:bold;font-size:13.5px}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.ind{padding-right:4mm;font-size:10px;color:#333}.hr{border-top:1px dashed #000;margin:2mm 0}.big{font-weight:bold;font-size:14px}.sm{font-size:9.5px;margin-top:2mm}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
