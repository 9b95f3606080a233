import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-kapeh-online-order';

/** Product, weight or size, agorot with VAT in 2022. */
const BEANS: [string, string, number][] = [
  ["פולי קפה אתיופיה יירגצ'פה", '250 גרם', 5900],
  ['פולי קפה קולומביה סופרמו', '250 גרם', 5400],
  ['תערובת הבית לאספרסו', '1 ק"ג', 15900],
  ['קפה טחון לפילטר', '500 גרם', 7900],
  ['פולי קפה נטול קפאין', '250 גרם', 6200],
  ["קפסולות תואמות (50 יח')", "50 יח'", 9900],
  ['פילטרים נייר 02', "100 יח'", 2400],
  ['מטחנה ידנית קרמית', "יח'", 18900],
  ['כוס טרמית 350 מ"ל', "יח'", 8900],
  ['דריפר קרמי', "יח'", 11900],
  ['תה צמחים אורגני', '100 גרם', 3200],
];

/**
 * An online coffee roastery's invoice printed from the web, A4 (Drugulin CLM for the brand, DejaVu Sans): a brown band
 * with "קלייה ביתית · בית הקפה המקוון" and the web address; "תודה על ההזמנה!" and the order number "#nnnnn" with its
 * date (the same day or up to two days before); a card block "חשבונית מס קבלה" with "מספר" as "K-nnnnnn", "הופקה" as
 * yyyy-mm-dd hh:mm; a product list with weight, quantity and price; "סכום הזמנה", a "קוד קופון" of 10% off sometimes,
 * courier 29.00 (free from 200) or a locker 14.00, "סה"כ ששולם" "₪…", "המחיר כולל מע"מ n%" and the VAT in figures
 * (contained); the card's last digits; the company and "ח.פ." in the footer with the roastery's address in Zikim;
 * any day.
 */
export const heKapehOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(BEANS, rng.int(1, 5)).map(([name, size, p]) => ({ name, size, q: rng.int(1, 3), p: Math.round((p * rise) / 100) * 100 - 10 }));
    const sub = total(lines.map((l) => l.q * l.p));
    const coupon = rng.chance(0.3) ? -Math.round(sub / 10) : 0;
    const locker = rng.chance(0.35);
    const ship = locker ? 1400 : sub + coupon >= 20000 ? 0 : 2900;
    const gross = sub + coupon + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'קלייה ביתית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `K-${rng.int(100000, 999999)}`;
    const ordered = plus(date, -rng.int(0, 2));
    const fix = (s: string) => s.replace(/[0-9][0-9]*/g, (m) => ltr(m));
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="band"><span class="br">קלייה ביתית</span><span>בית הקפה המקוון · ${ltr('www.kaleyabayit.co.il')}</span></div>
<div class="wrap"><h2>תודה על ההזמנה!</h2><div>הזמנה ${ltr(`#${rng.int(10000, 99999)}`)} מיום ${ltr(dt(ordered, 'dd/mm/yyyy'))}</div>
<div class="card"><b>חשבונית מס קבלה</b><br>מספר: ${ltr(doc)}<br>הופקה: ${ltr(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(0, 1439))}`)}</div>
<table class="p"><tr><th>מוצר</th><th>גודל</th><th>כמות</th><th>מחיר</th></tr>${lines.map((l) => `<tr><td>${fix(l.name)}</td><td>${fix(l.size)}</td><td>${ltr(String(l.q))}</td><td>${ltr(`₪${amount(l.q * l.p)}`)}</td></tr>`).join('')}</table>
<table class="s">${r('סכום הזמנה', ltr(`₪${amount(sub)}`))}${coupon ? r(`קוד קופון ${ltr('KALEYA10')}`, ltr(`-₪${amount(-coupon)}`)) : ''}${r(locker ? 'איסוף מלוקר' : 'שליח עד הבית', ship ? ltr(`₪${amount(ship)}`) : 'חינם')}${r('סה"כ ששולם', ltr(`₪${amount(gross)}`), 'g')}${r(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(`₪${amount(vat)}`))}</table>
<div>שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))}</div></div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · בית הקלייה: מושב זיקים · שירות לקוחות ${ltr(`08-67${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:12px}.band{background:#6b4a2f;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:8mm 14mm}.br{font-family:'Drugulin CLM';font-size:36px;font-weight:bold}
.wrap{padding:6mm 14mm}h2{margin:4px 0}.card{border:1px solid #999;border-radius:8px;padding:8px 12px;margin:12px 0;width:70mm;line-height:1.7;background:#f6f1ea}.p{width:100%;border-collapse:collapse;margin:10px 0}.p th{text-align:start;border-bottom:2px solid #6b4a2f;padding:5px}.p td{padding:6px 5px;border-bottom:1px solid #ddd}
.s{margin:6px 0 14px auto;border-collapse:collapse;min-width:80mm}.s td{padding:3px 6px}.s td:last-child{text-align:left}.s .g{font-weight:bold;font-size:15px;border-top:1px solid #000}.foot{position:absolute;bottom:12mm;left:14mm;right:14mm;border-top:1px solid #bbb;padding-top:5px;font-size:10.5px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
