import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'he-shoe-repair-kiosk-till';
const KIOSKS = [
  { brand: 'סנדלריית הפינה', legal: 'יוסף אלמליח', company: false, label: 'עוסק מורשה', trade: 'תיקון נעליים ושכפול מפתחות', place: 'מרכז מסחרי רמות, ירושלים' },
  { brand: '', legal: 'מפתח ועקב שירותים בע"מ', company: true, label: 'ח.פ.', trade: '', place: 'קניון עזריאלי מודיעין, קומת כניסה' },
  { brand: 'KEY & HEEL', legal: 'קי אנד היל קיוסקים בע"מ', company: true, label: 'ח"פ', trade: '', place: 'תחנה מרכזית חדשה, קומה 3, תל אביב' },
];
/** Jobs and goods: name, price range in agorot, how many at most. */
const JOBS: [string, number, number, number][] = [
  ['שכפול מפתח בית רגיל', 1200, 1800, 4],
  ['שכפול מפתח רב-בריח', 3500, 5500, 2],
  ['שכפול שלט לחניון', 7900, 12900, 1],
  ['החלפת עקבים – נשים (זוג)', 3500, 5000, 1],
  ['החלפת עקבים – גברים (זוג)', 5500, 7500, 1],
  ['סוליה מלאה – גומי (זוג)', 12000, 18000, 1],
  ['חצי סוליה עור (זוג)', 9000, 13000, 1],
  ['תפירת רצועת סנדל', 2500, 4000, 2],
  ['החלפת רוכסן במגף', 6000, 9000, 1],
  ['מתיחת נעל ברוחב', 3000, 4500, 1],
  ['צביעה וחידוש נעלי עור', 5000, 8000, 1],
  ['תיקון ידית תיק', 4000, 6500, 1],
  ['שרוכים שעווה 90 ס"מ', 900, 1500, 3],
  ['משחת נעליים חומה', 1900, 2900, 2],
  ["רפידות ג'ל לעקב (זוג)", 2400, 3500, 2],
  ['ניקוב חור נוסף בחגורה', 500, 1000, 2],
];

/** A shoe-repair and key-cutting kiosk's till slip on 80 mm paper: jobs with a pick-up ticket and a promised day, keys by the piece, goods; VAT contained, cash, card or Bit. */
export const heShoeRepairKioskTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const k = KIOSKS[n % KIOSKS.length];
    const id = vid(k.legal, k.company);
    const rate = israeliRate(date);
    const items = rng.some(JOBS, rng.int(2, 5)).map(([name, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { name, q, u, sum: q * u };
    });
    const total = add(items.map((i) => i.sum));
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(10000, 49999)), () => `${rng.int(1, 3)}-${rng.int(100000, 999999)}`, () => `KH${rng.int(20000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'FreeMono','Miriam Mono CLM'", 12],
      ["'Noto Sans Mono','Noto Sans Hebrew'", 11],
      ["'Nachlieli CLM','DejaVu Sans'", 13],
    ] as const);
    const idText = k.company && rng.chance(0.5) ? hyphenId(id) : id;
    const clock = `${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const ticket = rng.int(100, 999);
    const ready = addDays(date, rng.int(1, 4));
    const pay = rng.pick(['cash', 'card', 'bit'] as const);
    const tendered = Math.ceil(total / 2000) * 2000 + (rng.chance(0.5) ? 2000 : 0);
    const payment =
      pay === 'cash'
        ? pair('מזומן', amount(tendered)) + pair('עודף', amount(tendered - total))
        : pay === 'card'
          ? pair('כרטיס אשראי', amount(total)) + pair("מס' כרטיס", lr(`XXXX-${rng.digits(4)}`)) + pair('אישור', lr(rng.digits(6)))
          : pair('העברה בביט', amount(total)) + pair('מאת', lr(cellular(rng).replace(/\d{3}-/, 'XXX-')));
    const lines = items
      .map((i) => (i.q > 1 ? `<div>${esc(i.name)}</div>${pair(`&nbsp;&nbsp;${lr(`${i.q} x ${amount(i.u)}`)}`, amount(i.sum))}` : pair(esc(i.name), amount(i.sum))))
      .join('');
    const shoe = `<svg width="46" height="26" viewBox="0 0 46 26"><path d="M3 20 L3 6 L14 6 C18 12 26 14 36 15 C42 16 44 19 44 22 L3 22 Z" fill="none" stroke="#000" stroke-width="2"/><rect x="30" y="2" width="12" height="6" rx="3" fill="none" stroke="#000" stroke-width="1.5"/></svg>`;
    const body = `<div class="c">${shoe}</div>${k.brand ? `<div class="logo">${esc(k.brand)}</div><div class="c b">${esc(k.legal)}</div>` : `<div class="logo">${esc(k.legal)}</div>`}
${k.trade ? `<div class="c">${esc(k.trade)}</div>` : ''}<div class="c">${k.label}: ${lr(idText)}</div>
<div class="c">${esc(k.place)}</div><div class="c">טלפון ${lr(cellular(rng))}</div>
<div class="eq">================================</div>
<div class="c t">חשבונית מס / קבלה</div><div class="c">מס' ${lr(docNo)}</div>
${pair(`תאריך ${lr(dt(date, fmt))}`, `שעה ${clock}`)}${pair('עמדה 1', `תלוש איסוף ${ticket}`)}
<div class="eq">================================</div>${lines}
<div class="eq">--------------------------------</div>
${pair('סה"כ לתשלום', amount(total), 'big')}${pair(`מע"מ ${rate}% כלול`, amount(vat))}${pair('סכום ללא מע"מ', amount(total - vat))}
<div class="eq">--------------------------------</div>${payment}
<div class="eq">================================</div>
<div class="c">העבודה תהיה מוכנה ביום ${lr(dt(ready, 'dd/mm'))} אחרי 16:00<br>יש להציג את תלוש האיסוף ${ticket}<br>פריטים שלא נאספו תוך 60 יום יימסרו לתרומה</div>`;
    const css = `body{font-family:${font[0]},monospace;font-size:${font[1]}px;width:72mm;padding:4mm;color:#000}
.logo{text-align:center;font-size:19px;font-weight:bold}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:1.15em}
.pr{display:flex;justify-content:space-between;gap:2mm}.big{font-weight:bold;font-size:1.25em;margin:1mm 0}.eq{overflow:hidden;white-space:nowrap;text-align:center;margin:1mm 0}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: k.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
