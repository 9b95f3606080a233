import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, share, spacedId } from '../../generalisation/notation';

const STORES = [
  { name: 'מחסני החשמל של אבי בע"מ', branch: 'סניף קריית אתא' },
  { name: 'אלקטרו-בית הצפון בע"מ', branch: 'סניף נהריה' },
  { name: 'קור וחום מוצרי חשמל (2009) בע"מ', branch: 'סניף חולון' },
  { name: 'בית המקרר רשת מוצרי חשמל בע"מ', branch: 'סניף מודיעין' },
];
const PRODUCTS: [string, string, [number, number]][] = [
  ['מקרר 4 דלתות 620 ליטר', 'RF-62', [5200, 8900]],
  ['מכונת כביסה 8 ק"ג', 'WM-8', [1700, 3100]],
  ['מייבש כביסה בטכנולוגיית משאבת חום', 'HD-9', [2600, 4200]],
  ['מדיח כלים אינטגרלי', 'DW-14', [1900, 3400]],
  ['תנור בנוי פירוליטי', 'OV-71', [2400, 4600]],
  ['מזגן עילי 1.5 כ"ס', 'AC-12', [2100, 3600]],
  ['שואב אבק רובוטי', 'RV-5', [900, 2200]],
];

/**
 * An electrical appliance store's "חשבונית זיכוי" (A4; Drugulin CLM or Miriam CLM; amounts printed
 * with a minus on some, positive under the heading on others): the store and its branch, "ח.פ."
 * spaced on some, "חשבונית זיכוי מס'" with its own number and date, "בגין חשבונית מס/קבלה מס'"
 * with the original sale's number and earlier date, the customer's valid ת.ז., the returned
 * product with model and serial number, a handling fee kept on some, "סה"כ לפני מע"מ", VAT, "סה"כ
 * זיכוי", and the refund to the card the sale was paid with.
 */
export const heApplianceCreditNote: Layout = {
  id: 'he-appliance-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng);
    const sale = randomDate(rng, '2023-06-01', '2026-03-10');
    let date = addDays(sale, rng.int(2, 14));
    // A return credits the VAT of the sale; none of these crosses the change of rate.
    if (israeliRate(date) !== israeliRate(sale)) date = '2024-12-31';
    const rate = israeliRate(date);
    const prods = rng.some(PRODUCTS, rng.int(1, 2)).map(([n, model, r]) => ({
      n,
      model: `${model}${rng.int(10, 99)}${rng.pick(['W', 'S', 'B', 'X'])}`,
      net: rng.int(...r) * 100,
      serial: `${rng.pick(['SN', 'S/N '])}${rng.digits(10)}`,
    }));
    const goods = prods.reduce((a, p) => a + p.net, 0);
    const fee = rng.chance(0.5) ? share(goods, 5) : 0;
    const net = goods - fee;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const neg = rng.chance(0.5);
    const f = (c: number) => amount(neg ? -c : c);
    const docNo = String(rng.int(3100, 9800));
    const orig = String(rng.int(400000, 489999));
    const font = rng.pick(['Drugulin CLM', 'Miriam CLM']);
    const idText = rng.chance(0.5) ? `<span dir="ltr">${spacedId(vendorTaxId)}</span>` : vendorTaxId;
    const body = `<div class="head"><div class="n">${esc(s.name)}</div><div>${esc(s.branch)} · טל' ${landline(rng)} · ח.פ. ${idText}</div></div>
<div class="tt">חשבונית זיכוי מס' ${docNo}</div><div class="c">תאריך: ${dt(date, 'dd/mm/yyyy')} · מקור</div>
<div class="ref">בגין חשבונית מס/קבלה מס' ${orig} מיום ${dt(sale, 'dd/mm/yyyy')}</div>
<table class="g"><tr><td>לקוח</td><td>${esc(rng.pick(['יעל ששון', 'מוחמד חטיב', 'אריה פרלמן', 'אורנה גבאי']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td><td>טלפון</td><td>${cellular(rng)}</td></tr>
<tr><td>סיבת הזיכוי</td><td colspan="5">${esc(rng.pick(['החזרת מוצר באריזה מקורית תוך 14 יום', 'פגם במוצר – אושר ע"י המעבדה', 'ביטול עסקה לפני אספקה']))}</td></tr></table>
<table class="it"><tr><th>פריט</th><th>דגם</th><th>מס' סידורי</th><th>כמות</th><th>סכום</th></tr>
${prods.map((p) => `<tr><td>${esc(p.n)}</td><td>${p.model}</td><td>${p.serial}</td><td>1</td><td>${f(p.net)}</td></tr>`).join('')}
${fee ? `<tr><td>דמי טיפול בהחזרה 5%</td><td></td><td></td><td></td><td>${amount(neg ? fee : -fee)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${f(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${f(vat)}</td></tr><tr class="b"><td>סה"כ זיכוי</td><td>${f(total)} ₪</td></tr></table>
<div class="note">הזיכוי יועבר לכרטיס האשראי שבו שולמה העסקה (**** ${rng.digits(4)}) תוך עד 14 ימי עסקים.<br>חתימת הלקוח על קבלת הזיכוי: ______________</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:13px;padding:12mm 16mm;color:#000}
.head{text-align:center;border-bottom:1px solid #000;padding-bottom:3mm}.n{font-size:24px;font-weight:bold}.tt{font-size:22px;text-align:center;margin-top:6mm;font-weight:bold}.c{text-align:center}
.ref{text-align:center;margin:2mm 0 5mm;font-size:12px;background:#eee;padding:1.5mm}table{border-collapse:collapse;width:100%;margin:3mm 0}.g td{border:1px solid #777;padding:1.5mm}.g td:nth-child(odd){font-weight:bold}
.it th,.it td{border:1px solid #777;padding:1.5mm;text-align:right}.it td:last-child{text-align:left}.tot{width:85mm;margin-right:auto}.tot td{padding:1.2mm 2mm;border-bottom:1px solid #bbb}.tot td:last-child{text-align:left}
.b td{font-size:16px;font-weight:bold;border-bottom:3px double #000}.note{margin-top:10mm;font-size:12px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
