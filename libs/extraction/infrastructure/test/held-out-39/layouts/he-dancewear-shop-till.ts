import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'he-dancewear-shop-till';

const VENDORS = [
  {
    brand: 'פוּאַנְט',
    trade: 'הכל למחול · בלט · ג׳אז · היפ-הופ',
    address: 'רח׳ אחוזה 112, רעננה · 09-7715530',
    legal: 'פואנט ציוד למחול בע"מ',
    company: true,
    label: 'ח.פ.',
    title: 'חשבונית מס/קבלה',
    num: (r: { int(a: number, b: number): number }) => `31/${String(r.int(1000, 99999)).padStart(5, '0')}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'Keter YG','David CLM',serif",
    accent: '#7a1431',
    width: 64,
    page: '72mm 200mm',
  },
  {
    brand: 'טוטו',
    trade: 'בגדי ריקוד לילדות ולנשים',
    address: 'מרכז הכרמל, חיפה',
    legal: 'לימור אשכנזי',
    company: false,
    label: 'עוסק מורשה',
    title: 'חשבונית מס קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(10000, 39999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Simple CLM','Miriam CLM',sans-serif",
    accent: '#111',
    width: 50,
    page: '58mm 210mm',
  },
];

const ITEMS: [string, number, number, string[]][] = [
  ['בגד גוף כותנה שרוול קצר', 89, 149, ['S', 'M', 'L', '8', '10', '12']],
  ['בגד גוף קטיפה', 129, 199, ['S', 'M', 'XS']],
  ['טייץ ריקוד ורוד', 45, 79, ['4-6', '8-10', 'S', 'M']],
  ['נעלי בלט עור חצי סוליה', 69, 119, ['28', '31', '34', '37', '39']],
  ['נעלי פוינט', 289, 420, ['37B', '38C', '39B']],
  ['חצאית שיפון עוטפת', 59, 99, ['ONE']],
  ['טוטו רומנטי', 149, 260, ['6', '8', '10']],
  ['גרביונים ללא כף', 29, 49, ['S', 'M', 'L']],
  ['מחממי רגליים סרוגים', 49, 89, ['ONE']],
  ['נעלי ג׳אז', 149, 229, ['36', '38', '40']],
  ['נעלי סטפס', 249, 359, ['37', '39', '42']],
  ['תיק ריקוד רקום', 79, 139, ['—']],
  ['ערכת סיכות ורשת לקוקו', 19, 35, ['—']],
  ['מגני אצבעות ג׳ל', 39, 59, ['S/M']],
];

const STUDIOS = ['סטודיו מחול "אלווה"', 'בית ספר לבלט רעננה', 'להקת "נגה"', 'מחול עכשווי הכרמל'];

export const heDancewearShopTill: Layout = {
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
    const lines = rng
      .some(ITEMS, rng.int(2, 5))
      .map(([name, lo, hi, sizes]) => ({ name, size: rng.pick(sizes), qty: rng.chance(0.7) ? 1 : rng.int(2, 3), unit: rng.int(lo, hi) * 100 - (rng.chance(0.6) ? 10 : 0) }));
    const subtotal = add(lines.map((l) => l.qty * l.unit));
    const studio = rng.chance(0.5) ? rng.pick(STUDIOS) : '';
    const disc = studio ? share(subtotal, 10) : 0;
    const total = subtotal - disc;
    const tax = taxIn(total, rate);
    const card = rng.chance(0.6);
    const paid = card ? total : Math.ceil(total / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
    const clock = hhmm(rng.int(9 * 60 + 30, 19 * 60 + 40));
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`;
    const head = v.company
      ? `<div class="c brand">${v.brand}</div><div class="c sm">${v.trade}</div>${vendor}<div class="c sm">${v.address}</div>`
      : `<div class="c brand">${v.brand}</div><div class="c sm">${v.trade}</div><div class="c sm">${v.address}</div>`;
    const docLine = v.company
      ? `${rule}<div class="c b">${v.title}</div>${r('מס׳ מסמך:', lr(number))}${r('תאריך:', lr(`${v.date(date)} ${clock}`))}${r('קופה/מוכרת:', `${rng.int(1, 3)} / ${rng.pick(['שני', 'מאיה', 'רותם', 'אלה'])}`)}`
      : `${rule}<div class="c b">${v.title} מס׳ ${number}</div><table class="hdr"><tr><th>תאריך</th><th>שעה</th><th>קופה</th></tr><tr><td>${lr(v.date(date))}</td><td>${clock}</td><td>${rng.int(1, 2)}</td></tr></table>`;
    const items = lines.map((l) => `<div class="it"><div>${esc(l.name)} · מידה ${lr(l.size)}</div>${r(lr(`${l.qty} x ${amount(l.unit)}`), amount(l.qty * l.unit))}</div>`).join('');
    const body = `<div class="r">${head}${docLine}<div class="c sm">מקור</div>${rule}${items}${rule}
${r('פריטים:', String(add(lines.map((l) => l.qty))))}
${studio ? r('סכום ביניים', amount(subtotal)) + r(`הנחת סטודיו 10%`, lr(`-${amount(disc)}`)) + `<div class="sm">${esc(studio)} · טל׳ ${lr(cellular(rng))}</div>` : ''}
${r('סה"כ לתשלום', lr(`₪${amount(total)}`), 'big')}
${r('סה"כ ללא מע"מ', amount(total - tax))}
${r(`מע"מ ${rate}%`, amount(tax))}
${rule}
${card ? r('אשראי', lr(`****${rng.digits(4)}`)) + r('אישור', lr(rng.digits(7))) : r('מזומן', amount(paid)) + r('עודף', amount(paid - total))}
${rule}
${v.company ? '' : `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`}
<div class="c sm">החלפה תוך 14 יום בצירוף חשבונית. נעלי פוינט שנוסו אינן ניתנות להחזרה.</div>
<div class="c sm">תודה ולהתראות בשיעור!</div></div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.brand{font-size:20px;font-weight:bold;color:${v.accent};letter-spacing:1px}.big{font-weight:bold;font-size:12.5px}.rule{border-top:1px dashed #333;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}.it{margin:2px 0}.hdr{width:100%;border-collapse:collapse;text-align:center}.hdr th{font-size:8.5px;border-bottom:1px solid #333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
