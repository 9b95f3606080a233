import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-kfir-pet-online-order';

/** SKU, product, agorot with VAT in 2022 (approximate). */
const PRODUCTS: [string, string, number][] = [
  ['DG-12K', 'מזון יבש לכלב בוגר 12 ק"ג', 28900],
  ['CT-07K', 'מזון יבש לחתול מעוקר 7 ק"ג', 21900],
  ['CT-LIT', "חול מתגבש לחתולים 10 ל'", 4900],
  ['DG-TRT', 'חטיפי אילוף לכלב', 2400],
  ['CT-WET', "מארז שימורים לחתול 12 יח'", 6900],
  ['DG-LSH', "רצועה מתכווננת 5 מ'", 7900],
  ['DG-BED', 'מיטה לכלב מידה L', 18900],
  ['CT-SCR', 'עמוד גירוד 80 ס"מ', 14900],
  ['FS-FLK', 'טיפות נגד פרעושים וקרציות', 8900],
  ['DG-TOY', 'צעצוע חבל ללעיסה', 2900],
];
const BUYERS = ['הילה מור', 'עידו רביבו', 'גלית ששון', 'אלעד פרלמן', 'רוני קדוש'];
const TOWNS = ['קריית אונו', 'נס ציונה', 'כפר סבא', 'מודיעין', 'קריית ביאליק'];

/**
 * An online pet-supplies shop's invoice sent by e-mail with the order, A4 (Keter YG for the name, Noto Sans Hebrew,
 * DejaVu Sans Mono): a drawn paw in an orange circle beside "כפיר" and "הכול לחיות המחמד, עד הבית", "כפיר חיות מחמד
 * אונליין בע"מ" with "ח.פ." plain in the footer; "הזמנה #" (seven digits) and its date and time (1-2 days before;
 * distractors); "חשבונית מס-קבלה" with "מספר" (KF- and six digits) and "תאריך" yyyy-mm-dd; the buyer's name, town and
 * mobile; SKU, product, quantity, price and line sum (with VAT); sometimes "קופון KFIR10" (-10%, negative); shipping
 * (free from ₪299); "סה"כ לפני מע"מ", "מע"מ n%" and "סה"כ לתשלום" (the VAT contained in the gross); the card and
 * the club points earned (distractors); any day.
 */
export const heKfirPetOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([sku, name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * rise) / 100) * 100 - 10;
      return { sku, name, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.3) ? -share(goods, 10) : 0;
    const ship = goods + coupon >= 29900 ? 0 : 2990;
    const gross = goods + coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כפיר חיות מחמד אונליין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `KF-${rng.digits(6)}`;
    const ordered = plus(date, -rng.int(1, 2));
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const paw = `<svg width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#ef6c00"/><g fill="#fff"><ellipse cx="24" cy="30" rx="9" ry="7"/><circle cx="14" cy="20" r="4"/><circle cx="20" cy="13" r="4"/><circle cx="28" cy="13" r="4"/><circle cx="34" cy="20" r="4"/></g></svg>`;
    const body = `<div class="hd">${paw}<div><div class="nm">כפיר</div><div>הכול לחיות המחמד, עד הבית</div></div><div class="ord">הזמנה # ${f(rng.digits(7))}<br>בוצעה ${f(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}</div></div>
<div class="two"><div class="card"><div class="lb">פרטי הלקוח</div>${rng.pick(BUYERS)}<br>${rng.pick(TOWNS)}<br>${f(cellular(rng))}</div><div class="card"><div class="lb">חשבונית מס-קבלה</div>מספר ${f(doc)}<br>תאריך ${f(dt(date, 'yyyy-mm-dd'))}<br>משלוח: ${ship ? 'שליח עד הבית' : 'שליח עד הבית – חינם'}</div></div>
<table class="t"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${f(l.sku)}</td><td>${l.name.replace(/([0-9]+)/g, (m) => ltr(m))}</td><td>${f(String(l.q))}</td><td>${f(amount(l.unit))}</td><td>${f(amount(l.sum))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ מוצרים</td><td>${f(amount(goods))}</td></tr>${coupon ? `<tr><td>קופון ${f('KFIR10')} (${f('-10%')})</td><td>${f(amount(coupon))}</td></tr>` : ''}<tr><td>משלוח</td><td>${f(amount(ship))}</td></tr>
<tr class="m"><td>סה"כ לפני מע"מ</td><td>${f(amount(gross - vat))}</td></tr><tr class="m"><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${f(`₪${amount(gross)}`)}</td></tr></table>
<p>שולם בכרטיס אשראי ${f(`**** ${rng.digits(4)}`)}. צברת ${f(String(Math.floor(gross / 1000)))} נקודות במועדון כפיר.</p>
<div class="ft">${vendorName} · ח.פ. ${f(taxId)} · אזור התעשייה החדש, ראש העין · שירות לקוחות ${f('*6290')}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:13px;padding:14mm 16mm;color:#263238}.f{font-family:'DejaVu Sans Mono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;align-items:center;gap:12px}.nm{font-family:'Keter YG';font-size:40px;font-weight:bold;line-height:1;color:#ef6c00}.ord{margin-inline-start:auto;font-size:12px;color:#555;line-height:1.6}
.two{display:flex;gap:8mm;margin:16px 0}.card{flex:1;background:#fff3e0;border-radius:8px;padding:8px 12px;line-height:1.7}.lb{font-weight:bold;color:#ef6c00}
.t{width:100%;border-collapse:collapse}.t th{background:#ef6c00;color:#fff;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #eee}.t td:nth-child(n+3){text-align:left}
.tot{margin:12px 0;margin-inline-start:auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.m td{color:#555}.g td{font-weight:bold;font-size:17px;border-top:2px solid #ef6c00}
.ft{margin-top:30px;border-top:1px solid #ccc;padding-top:6px;font-size:11px;color:#666;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
