import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId, share } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, rw, taxIn, vid } from './extra';

const ID = 'he-haberdashery-till';

const ITEMS: [string, number][] = [
  ['כפתורי עץ 20 מ"מ', 450],
  ['רוכסן סמוי 50 ס"מ', 890],
  ['חוט תפירה פוליאסטר', 790],
  ['סרט סאטן 2.5 ס"מ למטר', 350],
  ['גומי שטוח למטר', 290],
  ['סיכות ראש צבעוניות', 1290],
  ['מספריים לבד 24 ס"מ', 6990],
  ['סרט מדידה', 1490],
  ['לחצניות מתכת', 1890],
  ['תחרה כותנה למטר', 1190],
  ['מחטי יד סט', 990],
  ['אטב מכנסיים', 590],
  ['טלאי גיהוץ', 1290],
  ['קשירות ואזיקים', 790],
];

const VENDORS = [
  {
    brand: 'כפתור וחוט',
    legal: 'כפתור וחוט סדקית בע"מ',
    company: true,
    site: 'רח׳ הרצל 41, רחובות · 08-9461170',
    page: '80mm 230mm',
    width: 72,
    font: "'Miriam CLM','DejaVu Sans',sans-serif",
    brandFont: "'Aharoni CLM','Miriam CLM',sans-serif",
    title: 'חשבונית מס / קבלה',
    num: (r: { int(a: number, b: number): number }) => `HB-${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'מחט זהב',
    legal: 'רינה אלמוג',
    company: false,
    site: 'מרכז מסחרי נווה שאנן, נתניה',
    page: '58mm 230mm',
    width: 50,
    font: "'DejaVu Sans Mono',monospace",
    brandFont: "'DejaVu Sans Mono',monospace",
    title: 'חשבונית מס-קבלה',
    num: (r: { int(a: number, b: number): number }) => String(r.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

export const heHaberdasheryTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const d = dated(ID, rng);
    const date = notSaturday(d.date);
    const v = VENDORS[d.n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4), sku: String(rng.int(1000, 9999)) }));
    const gross = add(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5) ? notAnId(rng) : '';
    const discount = club ? share(gross, 10) : 0;
    const total = gross - discount;
    const tax = taxIn(total, rate);
    const card = rng.chance(0.5);
    const paid = Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const vendor = `<div class="c">${esc(v.legal)}</div><div class="c">${v.company ? 'ח.פ.' : 'עוסק מורשה'} ${lr(v.company ? hyphenId(id) : id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
${v.company ? vendor : ''}
<div class="c sm">${v.site}</div>
<div class="c b">${v.title}</div>
${rw('מס׳', lr(number))}
${rw('תאריך', lr(v.date(date)))}
${rw('שעה', lr(`${String(rng.int(9, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${rw('קופה', lr(`${rng.int(1, 3)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${esc(l.name)}</div>${rw(`<span class="sm">מק"ט ${lr(l.sku)}</span> ${lr(`${l.qty} x ${amount(l.unit)}`)}`, lr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${club ? rw('סכום ביניים', lr(amount(gross))) + rw(`הנחת חברי מועדון 10%`, lr(`-${amount(discount)}`)) + rw('כרטיס מועדון', lr(club)) : ''}
${rw('סה"כ לתשלום', lr(`₪${amount(total)}`), 'big')}
${rw('סה"כ לפני מע"מ', lr(amount(total - tax)))}
${rw(`מע"מ ${rate}% כלול`, lr(amount(tax)))}
<div class="rule"></div>
${card ? rw('אשראי', lr(`**** ${rng.digits(4)}`)) + rw('מס׳ אישור', lr(rng.digits(6))) : rw('מזומן', lr(amount(paid))) + rw('עודף', lr(amount(paid - total)))}
<div class="c sm">החלפה תוך 14 יום עם חשבונית בלבד</div>
${v.company ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:4px 0}.sm{font-size:8px}.brand{font-family:${v.brandFont};font-size:18px;font-weight:bold}.big{font-weight:bold;font-size:12px}.rule{border-top:1px dashed #333;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
