import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, personalId } from '../../generalisation/notation';
import { brackets } from './extra';

const STORES = [
  { brand: 'כלי בית אלון', legal: 'אלון כלי בית ומטבח בע"מ', label: 'ח.פ.', company: true, branch: 'קניון הזהב, ראשון לציון' },
  { brand: 'KITCHEN+', legal: 'קיצ\'ן פלוס סחר בע"מ', label: 'ח"פ', company: true, branch: 'פאוור סנטר, נתניה' },
  { brand: 'הסיר של ציפי', legal: 'ציפורה לוי', label: 'עוסק מורשה', company: false, branch: "רח' ז'בוטינסקי 5, קריית אונו" },
];
const GOODS: [string, number][] = [
  ['סט סירים נירוסטה 10 חלקים', 129900],
  ['מחבת יציקה 28 ס"מ', 34900],
  ['סט סכינים בבלוק עץ', 59900],
  ['מכונת אספרסו ידנית', 189000],
  ['מעבד מזון 1000W', 79900],
  ['סט 6 כוסות זכוכית כפולה', 14900],
  ['קרש חיתוך במבוק XL', 8990],
  ['סיר לחץ 6 ליטר', 44900],
];

/**
 * A kitchenware store's credit note on A5 (FreeSans, Noto Sans Hebrew or Miriam CLM; the brand in Lato Black
 * for "KITCHEN+", or Hadasim CLM) in a grey frame: the brand, the legal name or the owner's name with "ח.פ."
 * / "ח"פ" / "עוסק מורשה"; "חשבונית זיכוי" with "מס'" ("Z-004821" or five digits), "תאריך" (dd/mm/yyyy or
 * dd.mm.yy) three to fourteen days after the sale; the customer with a valid ת.ז. and mobile, "בגין חשבונית
 * מס/קבלה" (seven digits) with its date; the goods returned with amounts in brackets ("(1,299.00)"), "סה"כ
 * זיכוי", "מזה מע"מ"; on some a store credit voucher with its number and an expiry date a year on instead of a
 * refund to the card.
 */
export const heKitchenwareCreditNote: Layout = {
  id: 'he-kitchenware-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    let sale = randomDate(rng, '2023-07-01', '2026-02-10');
    let date = addDays(sale, rng.int(3, 14));
    // The credit keeps its sale's VAT rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 20);
      date = addDays(date, 20);
    }
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(1, 3)).map(([name, price]) => ({ name, price, qty: price < 20000 ? rng.int(1, 2) : 1 }));
    const total = items.reduce((a, i) => a + i.qty * i.price, 0);
    const vat = vatOfGross(total, rate);
    const docNo = rng.chance(0.5) ? `Z-${String(rng.int(1000, 9999)).padStart(6, '0')}` : String(rng.int(40000, 79999));
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'Miriam CLM']);
    const brandFont = /[A-Z]/.test(s.brand) ? "'Lato Black','Lato'" : "'Hadasim CLM'";
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const voucher = rng.chance(0.4);
    const body = `<div class="fr"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)} · ${s.label} ${vendorTaxId}</div><div class="c sm">${esc(s.branch)} · <bdi>${landline(rng)}</bdi></div>
<div class="tt">חשבונית זיכוי מס' ${docNo}</div><div class="c">תאריך: ${dt(date, fmt)}</div>
<table class="kv"><tr><td>לקוח/ה:</td><td>${esc(rng.pick(['רחל אברהמי', "ג'ני סלים", 'אורנה פישר', 'יעקב טננבאום']))}, ת.ז. ${personalId(rng)}</td></tr><tr><td>נייד:</td><td><bdi>${cellular(rng)}</bdi></td></tr><tr><td>בגין:</td><td>חשבונית מס/קבלה ${rng.int(1000000, 1999999)} מיום ${dt(sale, fmt)}</td></tr></table>
<table class="it"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td>${i.qty}</td><td>${amount(i.price)}</td><td>${brackets(i.qty * i.price)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>סה"כ זיכוי ₪</td><td>${brackets(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${brackets(vat)}</td></tr></table>
<div class="note">${voucher ? `הזיכוי ניתן כשובר קנייה מס' ${rng.digits(8)} בתוקף עד ${dt(addDays(date, 365), fmt)}.` : `הסכום יוחזר לכרטיס האשראי ${rng.digits(4)}-****.`} המוצר הוחזר באריזתו המקורית.</div><div class="sm">חתימת הלקוח: __________</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#222;padding:8mm}.fr{border:2px solid #777;padding:6mm;min-height:180mm}.brand{font-family:${brandFont},sans-serif;font-size:28px;font-weight:900;text-align:center}.c{text-align:center}.sm{font-size:9.5px;color:#555}
.tt{font-size:17px;font-weight:bold;text-align:center;margin-top:5mm;background:#eee;padding:1.5mm}table{border-collapse:collapse;width:100%}.kv{margin:4mm 0}.kv td{padding:0.8mm 1mm}.kv td:first-child{width:18mm;font-weight:bold}
.it th{border-bottom:1.5px solid #333;text-align:right;padding:1.2mm}.it td{padding:1.2mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:70mm;margin:4mm auto 0 0}.tot td{padding:1mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333}.note{margin:6mm 0 8mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
