import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, share } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'he-lingerie-boutique-till';

const VENDORS = [
  {
    brand: 'תחרה',
    trade: 'הלבשה תחתונה · בגדי לילה · בגדי בית',
    legal: 'תחרה אופנה אינטימית בע"מ',
    company: true,
    label: 'ח.פ.',
    address: "קניון הזהב, שד' סחרוב 21, ראשון לציון",
    phone: '03-9512264',
    title: 'חשבונית מס / קבלה',
    numLabel: "מס'",
    num: (rng: { int(a: number, b: number): number }) => `07-${rng.int(100000, 199999)}`,
    style: 'dd/mm/yy' as D,
    font: "'Miriam Mono CLM','DejaVu Sans Mono',monospace",
    size: 10,
    width: 50,
    page: '58mm',
    top: true,
  },
  {
    brand: 'בל אמי',
    trade: 'בוטיק הלבשה תחתונה ומחוכים',
    legal: 'אורנה שטרית',
    company: false,
    label: 'עוסק מורשה',
    address: "רח' מסדה 34, חיפה",
    phone: '04-8625519',
    title: 'חשבונית מס קבלה',
    numLabel: 'מספר',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(20000, 28999)}`,
    style: 'dd.mm.yyyy' as D,
    font: "'Hadasim CLM','FreeSans',sans-serif",
    size: 11.5,
    width: 70,
    page: '80mm',
    top: false,
  },
];

type Item = { name: string; sizes: string[]; price: [number, number]; bra?: boolean; pack?: boolean };
const ITEMS: Item[] = [
  { name: 'חזייה ללא קפיצים', sizes: ['70A', '75B', '80B', '80C', '85C'], price: [129, 219], bra: true },
  { name: 'חזייה מרופדת תחרה', sizes: ['75A', '75C', '80D', '85B'], price: [149, 249], bra: true },
  { name: 'חזיית הנקה', sizes: ['80C', '85D', '90D'], price: [159, 219], bra: true },
  { name: 'תחתון קלאסי כותנה', sizes: ['S', 'M', 'L', 'XL'], price: [29, 49], pack: true },
  { name: 'מארז 3 תחתונים', sizes: ['S', 'M', 'L'], price: [79, 99] },
  { name: 'כותונת לילה סאטן', sizes: ['S', 'M', 'L'], price: [149, 259] },
  { name: "פיג'מה כותנה ארוכה", sizes: ['M', 'L', 'XL'], price: [169, 289] },
  { name: 'חלוק מגבת', sizes: ['S/M', 'L/XL'], price: [199, 299] },
  { name: 'בגד גוף תחרה', sizes: ['S', 'M', 'L'], price: [179, 279] },
  { name: 'מחטב בטן', sizes: ['M', 'L', 'XL'], price: [139, 199] },
  { name: 'גרביונים 20 דנייר', sizes: ['2', '3', '4'], price: [29, 45], pack: true },
  { name: 'גופייה תרמית', sizes: ['S', 'M', 'L'], price: [69, 99] },
];
const SELLERS = ['שני', 'ליאת', 'מאיה', 'רותם', 'אנה', 'סיגל'];

export const heLingerieBoutiqueTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const picked = rng.some(ITEMS, rng.int(2, 5)).map((it) => ({
      ...it,
      size: rng.pick(it.sizes),
      qty: it.pack ? rng.int(1, 3) : 1,
      unit: rng.int(it.price[0], it.price[1]) * 100 - rng.pick([0, 10, 100]),
    }));
    const subtotal = add(picked.map((p) => p.qty * p.unit));
    const club = rng.chance(0.6);
    const clubNo = `05${rng.int(0, 8)}${rng.digits(7)}`;
    const discount = club ? share(subtotal, 10) : 0;
    const total = subtotal - discount;
    const tax = taxIn(total, rate);
    const t = rng.int(10 * 60, 21 * 60 + 30);
    const cash = rng.chance(0.35);
    const tendered = Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pieces = add(picked.map((p) => p.qty));
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`;
    const lines = picked
      .map((p) => `<div class="it">${esc(p.name)} <span class="sz">מידה ${lr(p.size)}</span></div>${r(lr(`${p.qty} x ${amount(p.unit)}`), amount(p.qty * p.unit))}`)
      .join('');
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div>
<div class="c sm">${esc(v.trade)}</div>
${v.top ? vendor : ''}
<div class="c sm">${esc(v.address)}</div>
<div class="c sm">טל' ${v.phone}</div>
<div class="rule"></div>
<div class="c b">${v.title}</div>
<div class="c">מקור</div>
${r(`${v.numLabel}:`, lr(number))}
${r('תאריך:', lr(`${dt(date, v.style)} ${hhmm(t)}`))}
${r('קופה:', `${rng.int(1, 3)} · מוכרת: ${rng.pick(SELLERS)}`)}
<div class="rule"></div>
${lines}
<div class="rule"></div>
${r(`פריטים: ${pieces}`, '')}
${club ? r('סכום ביניים', amount(subtotal)) : ''}
${club ? r('הנחת מועדון 10%', lr(`-${amount(discount)}`)) : ''}
${r('סה"כ לתשלום', amount(total), 'big')}
${r('סה"כ לפני מע"מ', amount(total - tax))}
${r(`מע"מ ${rate}%`, amount(tax))}
<div class="rule"></div>
${
  cash
    ? `${r('מזומן', amount(tendered))}${r('עודף', amount(tendered - total))}`
    : `${r(rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']), lr(`****${rng.digits(4)}`))}${r('אישור', rng.digits(7))}${r('תשלומים', String(total > 40000 ? rng.pick([1, 2, 3]) : 1))}`
}
${club ? `${r('חברת מועדון', lr(clubNo))}${r('נקודות שנצברו', String(Math.floor(total / 1000)))}` : ''}
<div class="rule"></div>
<div class="sm">החלפה תוך 14 יום בצירוף חשבונית ותווית. מטעמי היגיינה אין החלפה של תחתונים ובגדי ים.</div>
${v.top ? '' : `<div class="rule"></div>${vendor}`}
<div class="c sm">תודה ולהתראות!</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:${v.size}px;color:#161616}.r{width:${v.width}mm;padding:3mm ${v.page === '58mm' ? 2 : 4}mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:${v.size - 1.5}px}.brand{font-size:${v.size + 9}px;font-weight:bold;letter-spacing:2px}.big{font-weight:bold;font-size:${v.size + 2}px}.rule{border-top:1px dashed #222;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}.it{margin-top:2px}.sz{font-size:${v.size - 2}px}`;
    const page = `${v.page} 220mm`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
