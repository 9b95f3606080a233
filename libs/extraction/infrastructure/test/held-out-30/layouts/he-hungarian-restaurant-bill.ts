import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { add, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'he-hungarian-restaurant-bill';
const PLACES = [
  { brand: "הצ'רדה", legal: 'גבור וייס', company: false, label: 'עוסק מורשה', trade: 'מסעדה הונגרית ביתית', addr: "רח' הנביאים 31, חיפה" },
  { brand: '', legal: 'פפריקה בודפשט מסעדות בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' אלנבי 88, תל אביב-יפו" },
  { brand: 'BUDA KITCHEN', legal: 'בודה קיצ\'ן בע"מ', company: true, label: 'ח"פ', trade: '', addr: 'מתחם התחנה, ירושלים' },
];
/** Dishes: Hebrew, Hungarian, price range in agorot. */
const DISHES: [string, string, number, number][] = [
  ['גולאש בקר בקערת לחם', 'gulyásleves', 5800, 7400],
  ['פפריקש עוף עם נוקדלי', 'csirkepaprikás', 6800, 8600],
  ['פלמני ממולאים', 'töltött káposzta', 5400, 6900],
  ['לנגוש עם שמנת ושום', 'lángos', 3600, 4800],
  ['שניצל וינאי עם סלט תפוחי אדמה', 'bécsi szelet', 7400, 8900],
  ["פלצ'ינטה במילוי אגוזים", 'palacsinta', 3200, 4200],
  ['עוגת דובוש', 'Dobos torta', 3400, 4400],
  ['מרק דובדבנים קר', 'meggyleves', 3200, 3900],
  ["לצ'ו עם נקניק", 'lecsó', 4600, 5900],
  ['כבד אווז צלוי', 'libamáj', 9800, 12800],
  ['כוס יין טוקאי', 'Tokaji', 3800, 5200],
  ['פאלינקה משמש', 'pálinka', 2800, 3600],
  ['בירה מהחבית', 'csapolt sör', 2800, 3400],
  ['מים מוגזים', 'szódavíz', 1200, 1600],
];

/** A Hungarian restaurant's bill on a 90 mm check: dishes in Hebrew with their Hungarian names, a service charge added on large tables, a tip guide otherwise, VAT contained. */
export const heHungarianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const p = PLACES[n % PLACES.length];
    const id = vid(p.legal, p.company);
    const rate = israeliRate(date);
    const diners = rng.pick([2, 3, 4, 9, 10, 12]);
    const items = rng.some(DISHES, Math.min(DISHES.length, rng.int(4, 6) + (diners > 6 ? 3 : 0))).map(([he, hu, lo, hi]) => {
      const q = rng.int(1, diners > 6 ? 5 : 2);
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { he, hu, q, u, sum: q * u };
    });
    const food = add(items.map((i) => i.sum));
    const svcRate = diners > 6 ? rng.pick([10, 12]) : 0;
    const service = Math.round((food * svcRate) / 100);
    const total = food + service;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(100000, 399999)), () => `R${rng.int(1, 4)}-${rng.int(10000, 99999)}`, () => `${date.slice(0, 4)}${rng.int(1000, 9999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'he', 'dd.mm.yyyy'] as const);
    const shownDate = fmt === 'he' ? dt(date, 'he') : lr(dt(date, fmt));
    const font = rng.pick(["'Frank Ruehl CLM','Liberation Serif'", "'Noto Sans Hebrew','Noto Sans'", "'Miriam CLM','DejaVu Sans'"]);
    const idText = p.company && rng.chance(0.5) ? hyphenId(id) : id;
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(55, 150);
    const hm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const rows = items.map((i) => `<tr><td>${i.q}</td><td>${esc(i.he)}<div class="hu">${esc(i.hu)}</div></td><td>${amount(i.sum)}</td></tr>`).join('');
    const tips = [10, 12, 15].map((t) => `${t}% – ${amount(Math.round((total * t) / 100))}`).join(' &nbsp;|&nbsp; ');
    const card = rng.chance(0.7);
    const body = `<div class="frame"><div class="logo">${esc(p.brand || p.legal)}</div>${p.brand ? `<div class="c b">${esc(p.legal)}</div>` : ''}
${p.trade ? `<div class="c">${esc(p.trade)}</div>` : ''}<div class="c sm">${esc(p.addr)} · ${lr(landline(rng))}</div><div class="c sm">${p.label} ${lr(idText)}</div>
<div class="dots"></div><div class="c t">חשבונית מס / קבלה</div><div class="c">מס' ${lr(docNo)}</div>
${pair(`תאריך: ${shownDate}`, `פתיחה ${hm(open)}`)}${pair(`שולחן ${rng.int(1, 40)} · סועדים ${diners}`, `מלצר/ית: ${rng.pick(['אילונה', 'דור', 'ריטה', 'עדי'])}`)}
<div class="dots"></div><table class="rows"><tr><th>כמ'</th><th>מנה</th><th>סכום</th></tr>${rows}</table><div class="dots"></div>
${svcRate ? pair('סה"כ מנות ומשקאות', amount(food)) + pair(`דמי שירות ${svcRate}% (לשולחנות מעל 6 סועדים)`, amount(service)) : ''}
${pair('סה"כ לתשלום ₪', amount(total), 'big')}${pair(`מתוכו מע"מ ${rate}%`, amount(vat))}
${svcRate ? '' : `<div class="tip">השירות אינו כלול במחיר<br>טיפ מומלץ: ${tips}</div>`}
<div class="dots"></div>${card ? pair('שולם באשראי', amount(total)) + pair('כרטיס', lr(`XXXX${rng.digits(4)}`)) : pair('שולם במזומן', amount(total))}
<div class="c sm">סגירה ${hm(close)} · Köszönjük! תודה ולהתראות</div></div>`;
    const css = `body{font-family:${font},serif;font-size:12.5px;width:90mm;padding:3mm;color:#111}.frame{border:2px solid #7a1f1f;outline:1px solid #7a1f1f;outline-offset:2px;padding:3mm}
.logo{text-align:center;font-size:24px;font-weight:bold;color:#7a1f1f}.c{text-align:center}.b{font-weight:bold;font-size:14px}.sm{font-size:11px}.t{font-weight:bold;font-size:15px}
.pr{display:flex;justify-content:space-between;gap:2mm}.big{font-weight:bold;font-size:16px;margin:1.5mm 0}.dots{border-top:1.5px dotted #7a1f1f;margin:2mm 0}
.rows{width:100%;border-collapse:collapse}.rows th{text-align:right;border-bottom:1px solid #7a1f1f}.rows td{vertical-align:top;padding:0.6mm 0}.rows td:last-child,.rows th:last-child{text-align:left}.hu{font-style:italic;font-size:10.5px;color:#555}
.tip{text-align:center;font-size:11px;margin-top:1.5mm;border:1px dashed #999;padding:1mm}`;
    const page = '96mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
