import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-bird-shop-till';

const ITEMS: [string, number][] = [
  ['תערובת זרעים לתוכים 1 ק"ג', 2490],
  ['דוחן אשכולות', 1290],
  ['כלוב לבאדג׳י 40 ס"מ', 18900],
  ['מוט עץ טבעי לכלוב', 1590],
  ['אבן סידן למקור', 690],
  ['מתקן מים אוטומטי', 2290],
  ['צעצוע חבלים לתוכי', 3490],
  ['ויטמינים לציפורים', 3990],
  ['קן קש לכנריות', 1890],
  ['חול קרקעית 2 ק"ג', 1490],
  ['פרי מיובש לאדמונית', 2190],
  ['מראה קטנה עם פעמון', 1190],
];

const VENDORS = [
  {
    brand: 'כנף וזמר',
    legal: 'כנף וזמר ציפורי נוי בע"מ',
    company: true,
    site: 'שד׳ ירושלים 88, חולון · 03-5584210',
    page: '80mm 240mm',
    width: 72,
    font: "'Nachlieli CLM','DejaVu Sans',sans-serif",
    brandFont: "'Ellinia CLM','Nachlieli CLM',sans-serif",
    title: 'חשבונית מס קבלה',
    num: (rng: { int(a: number, b: number): number }) => `KZ${rng.int(200000, 899999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    idText: hyphenId,
  },
  {
    brand: 'התוכי הירוק',
    legal: 'אבי שמואלי',
    company: false,
    site: 'רח׳ ויצמן 12, כפר סבא',
    page: '58mm 240mm',
    width: 50,
    font: "'FreeMono','Miriam Mono CLM',monospace",
    brandFont: "'Miriam Mono CLM',monospace",
    title: 'חשבונית מס/קבלה',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(1, 4)}-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    idText: spacedId,
  },
];

export const heBirdShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.6) ? notAnId(rng) : '';
    const off = club ? share(gross, 5) : 0;
    const sum = gross - off;
    const tax = vatIn(sum, rate);
    const cash = rng.chance(0.5);
    const paid = Math.ceil(sum / 10000) * 10000 + (rng.chance(0.5) ? 10000 : 0);
    const who = `<div class="c">${esc(v.legal)}</div><div class="c">${v.company ? 'ח.פ.' : 'עוסק מורשה'} ${ltr(v.idText(id))}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">ציפורי נוי · מזון · אביזרים</div>
${v.company ? who : ''}
<div class="c sm">${v.site}</div>
<div class="rule"></div>
<div class="c b">${v.title} ${ltr(number)}</div>
${row('תאריך:', ltr(v.date(date)))}
${row('שעה:', ltr(`${String(rng.int(9, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row('קופאי/ת:', rng.pick(['מורן', 'שחר', 'ליאת', 'עידו']))}
<div class="rule"></div>
${lines.map((l) => `${row(esc(l.name), ltr(amount(l.qty * l.unit)))}${l.qty > 1 ? `<div class="sm">${ltr(`${l.qty} @ ${amount(l.unit)}`)}</div>` : ''}`).join('')}
<div class="rule"></div>
${row('פריטים', ltr(String(lines.reduce((a, l) => a + l.qty, 0))))}
${club ? row('ביניים', ltr(amount(gross))) + row('הנחת חבר 5%', ltr(`${amount(off)}-`)) + row('מס׳ חבר', ltr(club)) : ''}
${row('סה"כ', ltr(`${amount(sum)} ₪`), 'big')}
${row(`מע"מ ${rate}%`, ltr(amount(tax)))}
${row('חייב במע"מ', ltr(amount(sum - tax)))}
<div class="rule"></div>
${cash ? row('מזומן', ltr(amount(paid))) + row('עודף', ltr(amount(paid - sum))) : row('ויזה', ltr(`xxxx${rng.digits(4)}`)) + row('אישור', ltr(rng.digits(7)))}
${v.company ? '' : who}
<div class="c sm">בעלי חיים אינם ניתנים להחזרה</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:3px 0}.sm{font-size:8px}.brand{font-family:${v.brandFont};font-size:17px;font-weight:bold}.big{font-weight:bold;font-size:13px}.rule{border-top:1px solid #222;margin:3px 0}.row{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
