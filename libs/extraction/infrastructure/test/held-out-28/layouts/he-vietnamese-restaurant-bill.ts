import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, pair, taxIn, vid, house } from './extra';

const ID = 'he-vietnamese-restaurant-bill';
const PLACES = [
  { brand: 'PHO BAR', legal: 'פו-בר מסעדות בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' נחלת בנימין 58, תל אביב" },
  { brand: 'לוטוס', legal: 'טואן נגוין-לוי', company: false, label: 'עוסק מורשה', trade: 'מסעדה וייטנאמית', addr: "רח' הנביאים 19, חיפה" },
  { brand: '', legal: 'בא-ני טעמים בע"מ', company: true, label: 'ח"פ', trade: '', addr: 'מתחם התחנה, באר שבע' },
];
/** Dishes: Hebrew name, Vietnamese name, price range in agorot. */
const DISHES: [string, string, number, number][] = [
  ['פו בקר', 'Phở bò', 5800, 6800],
  ['פו עוף', 'Phở gà', 5200, 6200],
  ["בון צ'ה", 'Bún chả', 6200, 7400],
  ['באן מי חזיר צלוי', 'Bánh mì', 4200, 5200],
  ['באן מי טופו', 'Bánh mì chay', 3800, 4600],
  ['ספרינג רול טרי (3)', 'Gỏi cuốn', 3400, 4200],
  ['נאם רן מטוגן (4)', 'Nem rán', 3600, 4400],
  ['סלט פפאיה ירוקה', 'Gỏi đu đủ', 3900, 4900],
  ['קום טאם – אורז שבור וצלעות', 'Cơm tấm', 6400, 7600],
  ['באן שאו', 'Bánh xèo', 5400, 6400],
];
const DRINKS: [string, string, number, number][] = [
  ['קפה וייטנאמי קר', 'Cà phê sữa đá', 1800, 2400],
  ['תה לימון קר', 'Trà chanh', 1400, 1900],
  ['בירה סייגון', 'Bia Saigon', 2600, 3200],
  ['מיץ קני סוכר', 'Nước mía', 1600, 2200],
  ['קפה ביצה', 'Cà phê trứng', 2200, 2800],
];
const SERVERS = ['לין', 'אור', 'מיכאל', 'הדס', 'דניאל'];

/** A Vietnamese restaurant's bill on 76 mm paper: dishes in Hebrew with the Vietnamese name under them, a service charge at 10-12%, each diner's share when split, card or cash; VAT contained. */
export const heVietnameseRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const p = PLACES[n % PLACES.length];
    const id = vid(p.legal, p.company);
    const rate = israeliRate(date);
    const diners = rng.int(2, 6);
    const lines = [...rng.some(DISHES, rng.int(2, Math.min(6, diners + 2))), ...rng.some(DRINKS, rng.int(1, 3))].map(([he, vi, lo, hi]) => {
      const q = rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { he, vi, q, u, sum: q * u };
    });
    const food = add(lines.map((l) => l.sum));
    const pct = rng.pick([10, 12, 12]);
    const service = share(food, pct);
    const total = food + service;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(100000, 399999)), () => `${rng.int(2, 9)}-${rng.int(10000, 99999)}`, () => `VN${rng.int(1000, 9999)}`])();
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick([
      ["'Noto Sans Hebrew','Noto Sans'", 11.5],
      ["'Hadasim CLM','DejaVu Sans'", 12.5],
      ["'FreeSans'", 12],
    ] as const);
    const idText = p.company && rng.chance(0.5) ? hyphenId(id) : id;
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(45, 110);
    const split = rng.chance(0.5);
    const each = Math.floor(total / diners);
    const pay = rng.pick(['card', 'cash'] as const);
    const tendered = Math.ceil(total / 5000) * 5000;
    const payment =
      pay === 'card'
        ? pair('כרטיס אשראי', amount(total)) + pair('מסתיים ב-', lr(rng.digits(4))) + pair("מס' אישור", lr(rng.digits(6)))
        : pair('מזומן', amount(tendered)) + pair('עודף', amount(tendered - total));
    const rows = lines
      .map(
        (l) => `<div class="dish">${pair(`${l.q > 1 ? `${l.q} × ` : ''}${esc(l.he)}`, amount(l.sum))}<div class="vi">${esc(l.vi)}${l.q > 1 ? ` · ${amount(l.u)}` : ''}</div></div>`,
      )
      .join('');
    const lantern = `<svg width="34" height="40" viewBox="0 0 34 40"><line x1="17" y1="0" x2="17" y2="6" stroke="#b71c1c" stroke-width="2"/><ellipse cx="17" cy="20" rx="14" ry="13" fill="#d32f2f"/><path d="M5 20 h24 M7 13 h20 M7 27 h20" stroke="#ffca28" stroke-width="1.4"/><path d="M13 33 v6 M17 33 v7 M21 33 v6" stroke="#ffca28" stroke-width="1.5"/></svg>`;
    const body = `<div class="c">${lantern}</div><div class="logo">${esc(p.brand || p.legal)}</div>
${p.brand ? `<div class="c b">${esc(p.legal)}</div>` : ''}${p.trade ? `<div class="c">${esc(p.trade)}</div>` : ''}
<div class="c">${p.label} ${lr(idText)}</div><div class="c sm">${esc(p.addr)} · ${lr(`0${rng.pick([3, 4, 8])}-${rng.int(6000000, 9999999)}`)}</div>
<div class="rule"></div>
<div class="c t">חשבונית מס / קבלה</div><div class="c t">מס' ${lr(docNo)}</div>
${pair(`תאריך ${lr(dt(date, fmt))}`, `נפתח ${hhmm(open)}`)}${pair(`שולחן ${rng.int(1, 32)}`, `סועדים ${diners}`)}${pair(`מלצר/ית: ${rng.pick(SERVERS)}`, `הזמנה #${rng.int(100, 999)}`)}
<div class="rule"></div>${rows}<div class="thin"></div>
${pair('סה"כ מנות ושתייה', amount(food))}${pair(`שירות ${pct}%`, amount(service))}
${pair('סה"כ לתשלום', `₪${amount(total)}`, 'big')}${pair(`מתוכו מע"מ ${rate}%`, amount(vat))}
${split ? pair(`חלוקה ל-${diners} סועדים`, `${amount(each)} לסועד`, 'sm') : ''}
<div class="thin"></div>${payment}${pair('נסגר', hhmm(close))}
<div class="rule"></div><div class="c sm">דמי השירות מועברים במלואם לצוות<br>${lr('Cảm ơn!')} תודה ולהתראות</div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:66mm;padding:5mm;color:#141414}
.logo{text-align:center;font-size:22px;font-weight:bold;color:#b71c1c;letter-spacing:1px}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:1.1em}.sm{font-size:0.85em}
.pr{display:flex;justify-content:space-between;gap:2mm}.dish{margin-bottom:0.8mm}.vi{font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:0.78em;color:#444}.big{font-weight:bold;font-size:1.3em;margin:1mm 0}.rule{border-top:2px solid #b71c1c;margin:2mm 0}.thin{border-top:1px dotted #000;margin:1.5mm 0}`;
    const page = '76mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
