import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, bi, dated, lr, pair, taxIn, vid, house } from './extra';

const ID = 'mixed-taqueria-bill';
const PLACES = [
  {
    brand: '',
    he: 'טאקו לוקו בע"מ',
    en: 'Taco Loco Ltd.',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    trade: '',
    addr: bi("רח' אלנבי 77, תל אביב", '77 Allenby St, Tel Aviv', '<br>'),
  },
  {
    brand: 'אל חליסקו · EL JALISCO',
    he: 'דניאל רמירס-כהן',
    en: 'Daniel Ramirez-Cohen',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: bi('מטבח מקסיקני', 'Mexican kitchen', ' · '),
    addr: bi('שוק תלפיות, חיפה', 'Talpiot Market, Haifa', '<br>'),
  },
  {
    brand: 'CANTINA 22',
    he: 'קנטינה עשרים ושתיים בע"מ',
    en: 'Cantina Veintidós Ltd.',
    company: true,
    label: bi('ח"פ', 'Reg. No.'),
    trade: '',
    addr: bi("רח' יפו 22, ירושלים", '22 Jaffa Rd, Jerusalem', '<br>'),
  },
];
/** Dishes: Hebrew, Spanish, price range in agorot, a taco (for Tuesday's offer). */
const MENU: [string, string, number, number, boolean][] = [
  ['טאקו אל פסטור (3)', 'Tacos al pastor', 4800, 5800, true],
  ['טאקו בירייה (3)', 'Tacos de birria', 5400, 6400, true],
  ['טאקו כרובית צלויה (3)', 'Tacos de coliflor', 4400, 5200, true],
  ['קסדיה גבינות', 'Quesadilla', 4200, 5200, false],
  ["גואקמולה וטורטייה צ'יפס", 'Guacamole y totopos', 3800, 4600, false],
  ['אלוטה – תירס על האש', 'Elote', 2600, 3400, false],
  ['בוריטו ענק', 'Burrito', 5800, 6800, false],
  ["צ'ורוס ושוקולד", 'Churros con chocolate', 3200, 3900, false],
  ['מרגריטה', 'Margarita', 4400, 5200, false],
  ['מישלדה', 'Michelada', 3400, 4200, false],
  ["הורצ'אטה", 'Horchata', 1800, 2400, false],
  ["ג'מאיקה קרה", 'Agua de jamaica', 1600, 2200, false],
];
const SERVERS = ['פאבלו', 'שירה', 'עומר', 'ליה'];

/** A taqueria's bill on 80 mm paper with every label in Hebrew and English: dishes in Hebrew over Spanish with "2 × 48.00", Tuesday's third taco free, a 12.5% service charge for tables of six or more, "סה"כ לתשלום / Total due ₪", "מע"מ כלול / VAT incl."; one card or the bill split over two cards. */
export const mixedTaqueriaBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const p = PLACES[n % PLACES.length];
    const id = vid(p.he, p.company);
    const rate = israeliRate(date);
    const guests = rng.int(2, 9);
    const lines = rng.some(MENU, rng.int(3, Math.min(8, guests + 3))).map(([he, es, lo, hi, taco]) => {
      const q = rng.int(1, Math.max(1, Math.ceil(guests / 2)));
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { he, es, taco, q, u, sum: q * u };
    });
    const sub = add(lines.map((l) => l.sum));
    const tuesday = new Date(`${date}T12:00:00Z`).getUTCDay() === 2;
    const tacos = lines.filter((l) => l.taco);
    const tacoFree = tuesday && tacos.length ? Math.min(...tacos.map((t) => t.u)) : 0;
    const food = sub - tacoFree;
    const group = guests >= 6;
    const service = group ? share(food, 12.5) : 0;
    const total = food + service;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(60000, 99999)), () => `TQ-${rng.int(100000, 999999)}`, () => `${rng.int(1, 4)}-${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Noto Sans Hebrew','Noto Sans'", 11.5],
      ["'David CLM','Liberation Serif'", 13],
      ["'FreeSans'", 12],
    ] as const);
    const idText = p.company && rng.chance(0.5) ? hyphenId(id) : id;
    const open = rng.int(12 * 60, 22 * 60);
    const split = rng.chance(0.4);
    const first = split ? Math.round(total / 2) : total;
    const card = (share_: number) => pair(bi('אשראי', 'Card'), `${lr(`•••• ${rng.digits(4)}`)} ${amount(share_)}`);
    const rows = lines.map((l) => `${pair(`${l.q > 1 ? lr(`${l.q} × ${amount(l.u)}`) + ' ' : ''}${esc(l.he)}`, amount(l.sum))}<div class="es">${esc(l.es)}</div>`).join('');
    const cactus = `<svg width="30" height="40" viewBox="0 0 30 40"><path d="M12 38 V8 a3 3 0 0 1 6 0 V38 Z M12 24 H6 V14 a2.5 2.5 0 0 1 5 0 V20 H12 M18 20 H22 V12 a2.5 2.5 0 0 1 5 0 V24 H18" fill="#2e7d32"/><rect x="5" y="36" width="20" height="4" fill="#e65100"/></svg>`;
    const head = p.brand
      ? `<div class="logo">${esc(p.brand)}</div><div class="c b">${esc(p.he)}</div><div class="c">${lr(esc(p.en))}</div>`
      : `<div class="logo">${esc(p.he)}</div><div class="c b">${lr(esc(p.en))}</div>`;
    const body = `<div class="c">${cactus}</div>${head}${p.trade ? `<div class="c sm">${p.trade}</div>` : ''}<div class="c">${p.label} ${lr(idText)}</div><div class="c sm">${p.addr}</div>
<div class="rule"></div><div class="c t">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', '<br>')}</div>
${pair(bi("מס'", 'No.'), lr(docNo), 'b')}${pair(bi('תאריך', 'Date'), `${lr(dt(date, fmt))} ${hhmm(open)}`)}${pair(bi('שולחן', 'Table'), String(rng.int(1, 40)))}${pair(bi('סועדים', 'Guests'), String(guests))}${pair(bi('מלצר/ית', 'Server'), rng.pick(SERVERS))}
<div class="rule"></div>${rows}<div class="thin"></div>
${pair(bi('סכום ביניים', 'Subtotal'), amount(sub))}
${tacoFree ? pair(bi('יום שלישי: טאקו שלישי חינם', 'Taco Tuesday 3rd free', '<br>'), lr(`-${amount(tacoFree)}`)) : ''}
${group ? pair(bi('שירות 12.5% (6 סועדים ומעלה)', 'Service 12.5% (6+ guests)', '<br>'), amount(service)) : ''}
<div class="thin"></div>${pair(bi('סה"כ לתשלום', 'Total due ₪', '<br>'), amount(total), 'big')}${pair(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(vat))}
<div class="thin"></div>${split ? card(first) + card(total - first) : card(total)}
<div class="rule"></div><div class="c sm">${`${lr('¡Gracias!')} ${bi('תודה שבאתם', 'Thanks for coming', '<br>')}`}<br>${group ? bi('השירות כלול בחשבון', 'Service included') : bi('השירות אינו כלול', 'Service not included')}</div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:70mm;padding:5mm;color:#151515}
.logo{text-align:center;font-size:21px;font-weight:bold;color:#e65100}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold}.sm{font-size:0.82em}
.pr{display:flex;justify-content:space-between;align-items:flex-end;gap:2mm}.pr span:last-child{white-space:nowrap}.es{font-size:0.8em;color:#555;direction:ltr;text-align:right;margin-bottom:0.6mm}.big{font-weight:bold;font-size:1.25em}.rule{border-top:2px solid #e65100;margin:2mm 0}.thin{border-top:1px dotted #000;margin:1.5mm 0}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
