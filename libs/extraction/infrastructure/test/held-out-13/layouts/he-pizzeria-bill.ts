import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, landline, share } from '../../generalisation/notation';

const PLACES = [
  { brand: 'NAPOLI 47', legal: 'נאפולי ארבעים ושבע בע"מ', company: true, label: 'ח.פ.', addr: "רח' אבן גבירול 47, תל אביב" },
  { brand: 'פיצה בטאבון', legal: 'פ.ב. טאבון מסעדות בע"מ', company: true, label: 'ח"פ', addr: 'מושבה הגרמנית, חיפה' },
  { brand: 'מרגריטה של אבי', legal: 'אבי שטרן', company: false, label: 'ע.מ.', addr: "רח' העמק 9, עפולה" },
];
/** Name, price (agorot, with VAT). */
const PIZZAS: [string, number][] = [
  ['מרגריטה נאפוליטנית', 5800],
  ['ביאנקה פטריות וכמהין', 7400],
  ['דיאבולה חריפה', 6900],
  ['ארבע גבינות', 7200],
  ['קלצונה במילוי ריקוטה', 6600],
  ['פיצה ירקות קלויים', 6400],
];
const TOPPINGS: [string, number][] = [
  ['+ זיתים', 600],
  ['+ אנשובי', 900],
  ['+ ביצת עין', 800],
  ['+ בורטה', 1800],
];
const OTHER: [string, number][] = [
  ['סלט רוקט ופרמזן', 4800],
  ["פוקאצ'ה שום ורוזמרין", 2900],
  ["ארנצ'יני (3)", 3600],
  ['לימונדה גרוסה', 1600],
  ['בירה מהחבית 500', 3200],
  ['כוס יין הבית', 3400],
  ['טירמיסו', 3800],
  ['אספרסו כפול', 1200],
  ['מים מינרליים 750', 1400],
];

/**
 * A pizzeria's bill on 80 mm paper (Noto Sans Hebrew, Simple CLM or Liberation Sans; the brand in Keter YG or,
 * "NAPOLI 47", URW Bookman): the brand over the company ("ח.פ." / "ח"פ") or the owner's name ("ע.מ."), the
 * table, diners and waiter, "הזמנה" with a three-digit number and the time opened; pizzas with their toppings
 * on indented lines, starters, drinks and desserts with quantity first, "סה"כ מנות", then either a service
 * charge ("דמי שירות 12%") before "סה"כ לתשלום" and "מזה מע"מ" (on food and service), or "סה"כ לתשלום" and
 * "מזה מע"מ" followed by a card tip and "סה"כ חויב"; the card, and at the bottom "חשבונית מס/קבלה מס'"
 * (seven digits with leading zeros) with the date (d/m/yyyy or dd.mm.yyyy) and the closing time.
 */
export const hePizzeriaBill: Layout = {
  id: 'he-pizzeria-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const p = rng.pick(PLACES);
    const vendorTaxId = taxId(rng, p.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const rate = israeliRate(date);
    type L = { q: number; name: string; unit: number; sub?: [string, number][] };
    const lines: L[] = rng.some(PIZZAS, rng.int(1, 3)).map(([name, unit]) => ({ q: rng.int(1, 2), name, unit, sub: rng.some(TOPPINGS, rng.int(0, 2)) }));
    lines.push(...rng.some(OTHER, rng.int(2, 5)).map(([name, unit]) => ({ q: rng.int(1, 3), name, unit })));
    const lineSum = (l: L) => l.q * (l.unit + (l.sub ?? []).reduce((a, [, x]) => a + x, 0));
    const food = lines.reduce((a, l) => a + lineSum(l), 0);
    const mode = rng.pick(['service', 'tip', 'tip', 'none'] as const);
    const service = mode === 'service' ? share(food, 12) : 0;
    const bill = food + service;
    const vat = vatOfGross(bill, rate);
    const tip = mode === 'tip' ? Math.round(share(bill, rng.pick([10, 12, 15])) / 100) * 100 : 0;
    const total = bill + tip;
    const docNo = `00${rng.int(10000, 99999)}`;
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'Liberation Sans']);
    const brandFont = /[A-Z]/.test(p.brand) ? 'URW Bookman' : 'Keter YG';
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(45, 120);
    const fmt = rng.pick(['d/m/yyyy', 'dd.mm.yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep"></div>';
    const body = `<div class="s"><div class="brand">${esc(p.brand)}</div><div class="c">פיצריה · טאבון עצים</div><div class="c">${esc(p.legal)} ${p.label} ${vendorTaxId}</div><div class="c">${esc(p.addr)} · <bdi>${landline(rng)}</bdi></div>${sep}
${r(`שולחן ${rng.int(1, 28)}`, `סועדים ${rng.int(2, 6)}`)}${r(`מלצר/ית: ${esc(rng.pick(['תום', 'עדי', 'מאיה', 'דניאל']))}`, `הזמנה ${rng.int(100, 999)}`)}${r(`נפתח ${hhmm(open)}`, '')}${sep}
${lines.map((l) => `${r(`${l.q} ${esc(l.name)}`, amount(l.q * l.unit))}${(l.sub ?? []).map(([n, x]) => r(`&nbsp;&nbsp;&nbsp;${esc(n)}`, amount(l.q * x), 'sub')).join('')}`).join('')}${sep}
${r('סה"כ מנות', amount(food))}${service ? r('דמי שירות 12%', amount(service)) : ''}${r('סה"כ לתשלום', amount(bill), 'b big')}${r(`מזה מע"מ ${rate}%`, amount(vat))}
${tip ? `${sep}${r('טיפ', amount(tip))}${r('סה"כ חויב', amount(total), 'b big')}` : ''}${sep}
${r(`${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} XXXX${rng.digits(4)}`, amount(total))}${r("מס' אישור", rng.digits(7))}${sep}
<div class="c b">חשבונית מס/קבלה מס' ${docNo}</div><div class="c">${dt(date, fmt)} &nbsp; ${hhmm(close)}</div>${service ? '<div class="c sm">דמי השירות מועברים לצוות במלואם</div>' : ''}<div class="c sm">תודה ובתיאבון!</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}',serif;font-size:27px;font-weight:bold;text-align:center}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sep{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.sub{font-size:10px}.sm{font-size:9.5px;margin-top:1mm}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
