import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-pulim-online-order';

/** Product, agorot with VAT in 2022. */
const PRODUCTS: [string, number][] = [
  ['פולי קפה אתיופיה סידמו 250 גרם', 5400],
  ['פולי קפה קולומביה הואילה 250 גרם', 5200],
  ['פולי קפה ברזיל סנטוס 1 ק"ג', 14900],
  ['תערובת הבית לאספרסו 1 ק"ג', 13900],
  ['תערובת קלייה כהה 500 גרם', 7900],
  ['קפה טחון לפילטר 250 גרם', 4900],
  ['קפסולות תואמות – מארז 50', 8900],
  ['נטול קפאין שוויצרי 250 גרם', 5900],
  ["פילטרים לחליטה – 100 יח'", 2400],
  ['מטחנה ידנית קרמית', 19900],
  ['כוס קרמיקה ממותגת', 3900],
];
const BUYERS: [string, string][] = [
  ['הדס לנגר', 'רחובות'],
  ['עמית כהן-צדק', 'נס ציונה'],
  ["לינה ח'טיב", 'רמלה'],
  ['יובל שמעוני', 'ראשון לציון'],
  ['מאיה ברנע', 'גדרה'],
];

/**
 * An online coffee roaster at Ness Ziona, the invoice sent with the order, A4 (Noto Rashi Hebrew for the brand, Noto
 * Sans Hebrew): "פולים" large in brown with "בית קלייה לקפה · נס ציונה" and the web address; two cards side by side,
 * "פרטי ההזמנה" (the order number "#" five digits, its date and time, 0-1 days before; distractors) and "חשבונית מס /
 * קבלה" ("מספר" five digits, "תאריך" yyyy-mm-dd); the buyer with town and mobile; a table of products with quantity,
 * unit price and sum; "סכום ביניים", sometimes a coupon "PULIM10" (10% of the products, negative), delivery by
 * courier 29.90 (free from 249) or pickup 0.00; "סה"כ לתשלום" "… ₪", "מתוכו מע"מ n%" and "סה"כ ללא מע"מ"
 * (contained); the card and payments; "פולים קלייה וסחר בע"מ" with "ח.פ" spaced in threes in the footer; any day.
 */
export const hePulimOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const ordered = plus(date, -rng.int(0, 1));
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const items = rng.some(PRODUCTS, rng.int(1, 5)).map(([name, p]) => ({ name, q: rng.int(1, 3), unit: Math.round((p * rise) / 100) * 100 - 10 }));
    const sub = total(items.map((i) => i.q * i.unit));
    const coupon = rng.chance(0.3) ? share(sub, 10) : 0;
    const pickup = rng.chance(0.25);
    const delivery = pickup || sub - coupon >= 24900 ? 0 : 2990;
    const gross = sub - coupon + delivery;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'פולים קלייה וסחר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const [buyer, town] = rng.pick(BUYERS);
    const num = (s: string) => s.replace(/[\d.]+/g, (m) => ltr(m));
    const body = `<div class="hd"><div class="brand">פולים</div><div>בית קלייה לקפה · נס ציונה<br><span class="web">${ltr('www.pulim.co.il')}</span></div></div>
<div class="cards"><div class="cardx"><div class="ct">פרטי ההזמנה</div>הזמנה ${ltr(`#${rng.int(10000, 99999)}`)}<br>התקבלה ${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}<br>משלוח: ${pickup ? 'איסוף עצמי מבית הקלייה' : 'שליח עד הבית'}</div>
<div class="cardx main"><div class="ct">חשבונית מס / קבלה</div>מספר: <b>${ltr(doc)}</b><br>תאריך: <b>${ltr(dt(date, 'yyyy-mm-dd'))}</b><br>מקור</div></div>
<div class="buyer">לכבוד: ${buyer}, ${town} · ${ltr(cellular(rng))}</div>
<table class="t"><tr><th>מוצר</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${num(i.name)}</td><td>${ltr(String(i.q))}</td><td>${ltr(amount(i.unit))}</td><td>${ltr(amount(i.q * i.unit))}</td></tr>`).join('')}</table>
<table class="s"><tr><td>סכום ביניים</td><td>${ltr(amount(sub))}</td></tr>${coupon ? `<tr><td>קופון ${ltr('PULIM10')}</td><td>${ltr(`-${amount(coupon)}`)}</td></tr>` : ''}<tr><td>${pickup ? 'איסוף עצמי' : 'משלוח עד הבית'}</td><td>${ltr(amount(delivery))}</td></tr>
<tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr><tr><td>מתוכו מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr><td>סה"כ ללא מע"מ</td><td>${ltr(amount(gross - vat))}</td></tr></table>
<div class="paid">שולם בכרטיס אשראי ${ltr(`**** ${rng.digits(4)}`)} · ${rng.pick(['תשלום אחד', `${ltr('3')} תשלומים`])} · אישור ${ltr(rng.digits(7))}</div>
<div class="ft">${vendorName} · ח.פ ${ltr(spacedId(taxId))} · רח' המדע ${ltr(String(rng.int(2, 30)))}, נס ציונה · שירות לקוחות ${ltr(`08-94${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:15mm 16mm}.hd{display:flex;gap:14px;align-items:center;border-bottom:3px solid #6b4226;padding-bottom:8px}.brand{font-family:'Noto Rashi Hebrew';font-size:44px;color:#6b4226;font-weight:bold}.web{font-size:11px}
.cards{display:flex;gap:12px;margin:14px 0}.cardx{flex:1;border:1px solid #b99;border-radius:10px;padding:8px 12px;line-height:1.7}.cardx.main{border:2px solid #6b4226}.ct{font-weight:bold;color:#6b4226;font-size:14px}.buyer{margin:6px 0}
.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{background:#efe5dc;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #e2d6cc}.t td:not(:first-child){text-align:left}
.s{margin:12px auto 0 0;min-width:75mm;border-collapse:collapse}.s td{padding:3px 6px}.s td:last-child{text-align:left}.s .g{font-weight:bold;font-size:16px;background:#efe5dc}.paid{margin-top:16px}.ft{margin-top:40px;border-top:1px solid #b99;padding-top:6px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
