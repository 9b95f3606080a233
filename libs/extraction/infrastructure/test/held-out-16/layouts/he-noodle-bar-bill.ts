import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, share } from '../../generalisation/notation';

const BARS = [
  { brand: 'נודל בר קאזה', legal: 'קאזה מטבחים אסייתיים בע"מ', label: 'ח.פ', company: true, place: "רח' אלנבי 88, תל אביב" },
  { brand: 'ראמן 21', legal: 'דניאל שגיא', label: 'עוסק מורשה', company: false, place: "רח' הרצל 21, חיפה" },
  { brand: 'ווק בשוק', legal: 'ווק בשוק מסעדות (ירושלים) בע"מ', label: 'ח"פ', company: true, place: 'שוק מחנה יהודה, ירושלים' },
];
/** Dish, price with VAT (agorot); modifiers priced on their own line. */
const DISHES: [string, number][] = [
  ['פאד תאי עוף', 6400],
  ['ראמן טונקוטסו', 6900],
  ['ראמן מיסו טבעוני', 6200],
  ['אודון בקר חריף', 7200],
  ['יאקיסובה ירקות', 5600],
  ['באן בטן עגל (2)', 4200],
  ['גיוזה עוף (6)', 3800],
  ['אדממה במלח גס', 2400],
  ['סלט פפאיה ירוקה', 3900],
  ["מוצ'י גלידה", 2800],
  ['תה ירוק קר', 1400],
  ['בירה אסאהי', 3200],
  ['לימונענע', 1600],
];
const MODS: [string, number][] = [
  ['+ ביצה רכה', 500],
  ['+ תוספת נודלס', 900],
  ["+ צ'ילי אש", 0],
  ['+ טופו מוקפץ', 700],
];

/**
 * A noodle bar's bill on 80 mm paper (Nachlieli CLM, Miriam CLM or FreeSerif; the brand in Frank Ruehl CLM
 * bold in a black box): the brand, the legal name or the owner's name with "ח.פ" / "ח"פ" / "עוסק מורשה" on the
 * line under it, the address and phone; a large order code ("A-37"), "שולחן" or "בר", diners and the waiter;
 * the date (dd/mm/yyyy or d.m.yy) with "פתיחה" and "סגירה" times; dishes with modifiers on indented lines
 * ("+ ביצה רכה 5.00"); "סכום ביניים"; then a service charge ("דמי שירות 12%") for groups, or a tip ("תשר")
 * on the card added after "סה"כ לתשלום", or neither; "מתוכו מע"מ"; last "חשבונית מס קבלה מס'" with the
 * year's two digits before a six-digit serial ("24031245").
 */
export const heNoodleBarBill: Layout = {
  id: 'he-noodle-bar-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const b = rng.pick(BARS);
    const vendorTaxId = taxId(rng, b.company);
    const date = randomDate(rng, '2023-07-01', '2025-12-31');
    const rate = israeliRate(date);
    const diners = rng.int(1, 9);
    const rows: { name: string; qty: number; unit: number; mods: [string, number][] }[] = rng
      .some(DISHES, Math.min(DISHES.length, rng.int(2, 4) + Math.ceil(diners / 2)))
      .map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.max(1, Math.ceil(diners / 2))), mods: rng.chance(0.3) ? rng.some(MODS, 1) : [] }));
    const food = rows.reduce((a, r) => a + r.qty * r.unit + r.mods.reduce((m, [, p]) => m + p * r.qty, 0), 0);
    const mode = diners >= 6 ? 'service' : rng.pick(['tip', 'tip', 'none'] as const);
    const service = mode === 'service' ? share(food, 12) : 0;
    const due = food + service;
    const vat = vatOfGross(due, rate);
    const tip = mode === 'tip' ? Math.round((due * rng.pick([0.1, 0.12, 0.15])) / 100) * 100 : 0;
    const total = due + tip;
    const yy = date.slice(2, 4);
    const docNo = `${yy}${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const font = rng.pick(['Nachlieli CLM', 'Miriam CLM', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy'] as const);
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(35, 110);
    const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const r = (a: string, c: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${c}</span></div>`;
    const seat = diners <= 2 && rng.chance(0.4) ? `בר · כיסא ${rng.int(1, 12)}` : `שולחן ${rng.int(1, 30)}`;
    const items = rows
      .map(
        (row) =>
          `${r(`${row.qty > 1 ? `${row.qty} ` : ''}${esc(row.name)}`, amount(row.qty * row.unit))}${row.mods.map(([m, p]) => `<div class="r ind"><span>${esc(m)}</span><span>${p ? amount(p * row.qty) : '0.00'}</span></div>`).join('')}`,
      )
      .join('');
    const card = `${rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט', 'דיינרס'])} <bdi>xxxx-${rng.digits(4)}</bdi>`;
    const totals =
      mode === 'service'
        ? `${r('סכום ביניים', amount(food))}${r('דמי שירות 12%', amount(service))}${r('סה"כ לתשלום', amount(due), 'big')}${r(`מתוכו מע"מ (${rate}%)`, amount(vat))}`
        : mode === 'tip'
          ? `${r('סכום ביניים', amount(food))}${r('סה"כ לתשלום', amount(due), 'big')}${r(`מתוכו מע"מ (${rate}%)`, amount(vat))}<div class="hr"></div>${r('תשר', amount(tip))}${r('סה"כ חויב באשראי', amount(total), 'big')}`
          : `${r('סה"כ לתשלום', amount(due), 'big')}${r(`מתוכו מע"מ (${rate}%)`, amount(vat))}`;
    const pay =
      mode === 'none' && rng.chance(0.4)
        ? r('מזומן', amount(Math.ceil(due / 2000) * 2000)) + r('עודף', amount(Math.ceil(due / 2000) * 2000 - due))
        : r(card, amount(total)) + r('אישור', rng.digits(6));
    const body = `<div class="brand">${esc(b.brand)}</div><div class="c">${esc(b.legal)}</div><div class="c">${b.label} ${vendorTaxId}</div><div class="c sm">${esc(b.place)} · <bdi>${landline(rng)}</bdi></div>
<div class="code">${rng.pick(['A', 'B', 'K'])}-${rng.int(10, 99)}</div>${r(seat, `סועדים: ${diners}`)}${r(`מלצר/ית: ${esc(rng.pick(['נועה', 'יובל', 'שחר', 'מאיה', 'עידו']))}`, dt(date, fmt))}${r(`פתיחה ${hm(open)}`, `סגירה ${hm(close)}`)}
<div class="hr"></div>${items}<div class="hr"></div>${totals}<div class="hr"></div>${pay}
${mode === 'service' ? '<div class="c sm">דמי השירות מועברים במלואם לצוות</div>' : ''}<div class="hr"></div><div class="c b">חשבונית מס קבלה מס' ${docNo}</div><div class="c sm">תודה ולהתראות!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',serif;font-size:12px;width:72mm;padding:5mm 4mm;color:#111}.brand{font-family:'Frank Ruehl CLM',serif;font-weight:bold;font-size:24px;text-align:center;background:#111;color:#fff;padding:1mm 0;margin-bottom:1mm}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.code{font-size:30px;font-weight:bold;text-align:center;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:3mm}.r>span:last-child{white-space:nowrap}.ind{padding-right:5mm;font-size:10.5px;color:#333}.hr{border-top:1px solid #000;margin:2mm 0}.big{font-weight:bold;font-size:14.5px}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: b.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
