import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';

const GRILLS = [
  { brand: 'אש וגחלים', legal: 'אש וגחלים - גריל בשרים (2019) בע"מ', company: true, addr: "רח' הברזל 30, רמת החייל, תל אביב" },
  { brand: 'הפרגית של יוסי', legal: 'י.ש. מסעדות גריל בע"מ', company: true, addr: 'צומת גומא, גליל עליון' },
  { brand: 'סטקיית הכיכר', legal: 'שלום מזרחי', company: false, addr: 'כיכר העצמאות 3, נתניה' },
];
const DISHES: [string, number][] = [
  ['סלטים לשולחן', 3800],
  ['חומוס בשר', 4400],
  ['כבד עוף על האש', 6200],
  ['שישליק פרגית', 7900],
  ["אנטריקוט 300 גר'", 13800],
  ["סינטה 250 גר'", 11900],
  ['קבב טלה', 7400],
  ['המבורגר הבית', 6800],
  ['צלעות כבש', 15800],
  ["צ'יפס", 2200],
  ['אורז עם שקדים', 1900],
  ['פירה', 2100],
  ['קולה / זירו', 1400],
  ['לימונדה גרוס', 1600],
  ['בירה מהחבית', 3200],
  ['בקבוק יין אדום', 14900],
  ['מלבי', 2800],
  ['קפה שחור', 1200],
];

/**
 * A grill restaurant's bill on 80 mm paper (Simple CLM, Noto Sans Hebrew or FreeSans; the brand in
 * Drugulin CLM): the brand over the legal name or the owner's name with "ע.מ.", "ח.פ.", a
 * kashrut line, order number, table, diners, waiter with his number, opened and closed times, the
 * quantity before each dish, a dessert on the house at 0.00, "סה"כ ארוחה", "מתוכו מע"מ", a tip
 * ("טיפ" / "תשר") as a percentage of the meal, "סה"כ לתשלום"; on some the bill is split between
 * two cards; "חשבונית מס / קבלה" with "year-serial" at the foot.
 */
export const heSteakhouseBill: Layout = {
  id: 'he-steakhouse-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const g = rng.pick(GRILLS);
    const vendorTaxId = taxId(rng, g.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const diners = rng.int(2, 7);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.min(diners, 4)) }));
    const meal = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const vat = vatOfGross(meal, rate);
    const tipPct = rng.pick([0, 10, 12, 15]);
    const tip = tipPct ? share(meal, tipPct) : 0;
    const total = meal + tip;
    const split = rng.chance(0.35);
    const half = Math.floor(total / 2);
    const docNo = `${date.slice(2, 4)}-${rng.digits(5)}`;
    const opened = rng.int(12 * 60, 21 * 60);
    const font = rng.pick(['Simple CLM', 'Noto Sans Hebrew', 'FreeSans']);
    const tipWord = rng.pick(['טיפ', 'תשר']);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const card = () => `${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'דיינרס'])} ${rng.digits(4)}`;
    const payment = split
      ? `${r(`תשלום 1/2 · ${card()}`, amount(half))}${r('אישור', rng.digits(6))}${r(`תשלום 2/2 · ${card()}`, amount(total - half))}${r('אישור', rng.digits(6))}`
      : `${r(card(), amount(total))}${r('אישור', rng.digits(6))}`;
    const body = `<div class="s"><div class="brand">${esc(g.brand)}</div><div class="c">${esc(g.legal)} · ${g.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div>
<div class="c">${esc(g.addr)}</div><div class="c">הזמנות: ${cellular(rng)}</div><div class="c sm">כשר - בהשגחת הרבנות המקומית</div><div class="d"></div>
${r(`הזמנה ${rng.int(1000, 9999)}`, `שולחן ${rng.int(1, 45)}`)}${r(`סועדים ${diners}`, `מלצר/ית: ${esc(rng.pick(['אבי', 'שירן', 'מוחמד', 'דנה', 'רון']))} (${rng.int(10, 60)})`)}
${r(`תאריך ${dt(date, 'dd/mm/yyyy')}`, `נפתח ${hhmm(opened)} נסגר ${hhmm(opened + rng.int(50, 140))}`)}<div class="d"></div>
${lines.map((l) => `<div class="it"><span class="q">${l.qty}</span><span class="n">${esc(l.name)}</span><span>${amount(l.qty * l.unit)}</span></div>`).join('')}
<div class="it"><span class="q">1</span><span class="n">קינוח על חשבון הבית</span><span>0.00</span></div><div class="d"></div>
${r('סה"כ ארוחה', amount(meal), 'b')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}${tip ? r(`${tipWord} ${tipPct}%`, amount(tip)) : ''}
<div class="d"></div>${r('סה"כ לתשלום', amount(total), 'b big')}${payment}<div class="d"></div>
<div class="c b">חשבונית מס / קבלה ${docNo}</div><div class="c sm">${tip ? `ה${tipWord} מועבר במלואו לצוות ואינו חלק מהכנסות המסעדה` : 'השירות אינו כלול במחיר'}</div><div class="c sm">תודה שבחרתם בנו, בתיאבון!</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'Drugulin CLM',serif;font-size:28px;font-weight:bold;text-align:center}
.c{text-align:center}.b{font-weight:bold}.big{font-size:15px}.sm{font-size:10px}.d{border-top:1px solid #000;margin:2mm 0}.r{display:flex;justify-content:space-between}
.it{display:flex;gap:2mm}.it .q{width:5mm}.it .n{flex:1}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: g.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
