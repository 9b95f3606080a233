import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-vitaminim-online-order';

/** Catalogue number, product, agorot with VAT in 2022. */
const PRODUCTS: [string, string, number][] = [
  ['10231', 'ויטמין D3 1000 יב"ל, 120 כמוסות', 5490],
  ['10245', 'מגנזיום ציטראט, 90 טבליות', 6990],
  ['10260', 'אומגה 3 שמן דגים, 60 כמוסות רכות', 8990],
  ['10277', 'ברזל ביסגליצינאט 25 מ"ג, 60 כמוסות', 4990],
  ['10282', 'ויטמין B12 למציצה, 100 טבליות', 3990],
  ['10304', 'פרוביוטיקה 30 מיליארד, 30 כמוסות', 11990],
  ['10318', "קולגן אבקה בטעם לימון, 300 גר'", 12990],
  ['10325', 'אבץ 25 מ"ג, 100 טבליות', 2990],
  ['10340', 'מולטי ויטמין לנשים, 60 טבליות', 7990],
  ['10356', 'ויטמין C 1000 עם ביופלבנואידים', 5990],
];
const BUYERS: [string, string][] = [
  ['יעל כהן-דרור', 'גדרה'],
  ['אלי מוסאי', 'קריית מלאכי'],
  ['מאיה פרידמן', 'מזכרת בתיה'],
  ['גיל רוזנטל', 'קריית ביאליק'],
  ['הדס אבוטבול', 'מעלה אדומים'],
];

/**
 * An online supplements shop's invoice, A4 (Shofar for the brand, Noto Sans Hebrew with Noto Sans): the brand "שחר"
 * with "תוספי תזונה עד הבית" and the web address, the company with "ח.פ." hyphenated, "חשבונית מס / קבלה" with "מס'
 * מסמך SH-nnnnnn", pairs (document date dd.mm.yyyy and time, the web order "88nnn" of the same or an earlier day,
 * buyer, town and delivery by courier or to a pickup point); products with catalogue numbers, quantity, unit and line
 * prices with VAT; a coupon "SHACHAR10" as a 10% minus; delivery 24.90 below 249 ₪ (pickup 14.90), free above;
 * "סה"כ ללא מע"מ", "מע"מ n%" and "סה"כ כולל מע"מ" "… ₪" (contained); card and payments.
 */
export const heVitaminimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([sku, name, p]) => ({ sku, name, p: Math.round((p * rise) / 100) * 100 - 10, q: rng.int(1, 3) }));
    const sub = total(lines.map((l) => l.p * l.q));
    const coupon = rng.chance(0.35) ? share(sub, 10) : 0;
    const courier = rng.chance(0.6);
    const shipping = sub - coupon >= 24900 ? 0 : courier ? 2490 : 1490;
    const gross = sub - coupon + shipping;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שחר תוספים אונליין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SH-${rng.int(100000, 199999)}`;
    const [buyer, town] = rng.pick(BUYERS);
    const ordered = plus(date, -rng.int(0, 2));
    const rows = lines.map((l) => [ltr(l.sku), l.name.replace(/([A-Z]?\d[\d.]*)/g, (m) => ltr(m)), ltr(String(l.q)), ltr(`${amount(l.p)} ₪`), ltr(`${amount(l.p * l.q)} ₪`)]);
    if (coupon) rows.push(['', `קופון ${ltr('SHACHAR10')} – הנחה ${ltr('10%')}`, '', '', ltr(`${amount(-coupon)} ₪`)]);
    rows.push(['', courier ? 'משלוח עד הבית בשליח' : 'איסוף מנקודת חלוקה', ltr('1'), '', ltr(shipping ? `${amount(shipping)} ₪` : 'חינם')]);
    const body = `<div class="hd"><div><div class="brand">שחר</div><div class="tag">תוספי תזונה עד הבית · ${ltr('www.shachar-tosafim.co.il')}</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>שירות לקוחות ${ltr(`*${rng.int(2, 9)}${rng.digits(3)}`)}</div></div>
<div class="title">חשבונית מס / קבלה <span>מס' מסמך ${ltr(doc)}</span></div>
${pairs(
  [
    ['תאריך המסמך', ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(6 * 60, 23 * 60))}`)],
    ['הזמנה באתר', `${ltr(`#88${rng.digits(3)}`)} מיום ${ltr(dt(ordered, 'dd.mm.yyyy'))}`],
    ['לקוח/ה', buyer],
    ['יישוב', town],
    ['אופן המשלוח', courier ? 'שליח עד הבית' : 'נקודת חלוקה'],
    ['אמצעי תשלום', `כרטיס אשראי ${ltr(rng.digits(4))} · ${rng.pick(['תשלום אחד', '2 תשלומים', '3 תשלומים']).replace(/\d/, (m) => ltr(m))}`],
  ],
  2,
)}
${items(['מק"ט', 'מוצר', 'כמות', "מחיר ליח'", 'סה"כ'], rows)}
<table class="tot"><tr><th>סה"כ ללא מע"מ</th><td>${ltr(amount(gross - vat))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ כולל מע"מ</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="sm foot">המוצרים הם תוספי תזונה ואינם מחליפים תזונה מגוונת. ביטול עסקה לפי חוק הגנת הצרכן תוך ${ltr('14')} יום.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:12.5px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;background:#fbf3df;padding:8px 12px;border-radius:8px}
.brand{font-family:'Shofar';font-size:44px;color:#b3661b;line-height:1}.tag{font-size:12px}.co{text-align:end;font-size:11.5px;line-height:1.5}
.title{margin:14px 0 8px;font-size:18px;font-weight:bold;border-bottom:2px solid #b3661b;padding-bottom:4px}.title span{float:left;font-weight:normal;font-size:14px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:44%;margin-inline-start:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{background:#fbf3df;font-weight:bold;font-size:15px}.tot tr.g th{font-weight:bold}.foot{margin-top:20px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
