import { amount, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, ltr, next, pairs, plus, row, total, vatIn, vatOn } from './extra';

const ID = 'he-sauna-cabin-credit-note';

const GOODS: [string, number][] = [
  ['סאונה יבשה 2 מקומות, אשוח', 1290000],
  ['סאונת אינפרא-אדום ביתית', 890000],
  ['תנור סאונה חשמלי 6 קו"ט', 320000],
  ['אבני בזלת לתנור (20 ק"ג)', 24000],
  ['דלי ומצקת עץ', 18900],
  ['מדחום ומד לחות', 14500],
  ['התקנה וחיבור חשמל', 95000],
  ['אמבט טבילה קרה', 560000],
  ['ספסל ארז קנדי', 145000],
];

const VENDORS = [
  {
    brand: 'נורדיק הום',
    legal: 'נורדיק הום סאונות בע"מ',
    company: true,
    color: '#8a3b12',
    font: "'Hadasim CLM','Noto Sans Hebrew',serif",
    page: 'A4',
    gross: false,
    num: (rng: Rng) => `ZK-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'אדים',
    legal: 'נטע שפירא',
    company: false,
    color: '#1b5e6b',
    font: "'DejaVu Sans','DejaVu Sans Condensed',sans-serif",
    page: 'A5',
    gross: true,
    num: (rng: Rng) => String(rng.int(100, 999)),
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
];

export const heSaunaCabinCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const orig = plus(date, -rng.int(10, 25));
    const origDate = orig.slice(0, 4) === date.slice(0, 4) ? orig : `${date.slice(0, 4)}-01-02`;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: 1 }));
    const credited = total(lines.map((l) => l.unit));
    let net: number;
    let tax: number;
    let gross: number;
    if (v.gross) {
      gross = credited;
      tax = vatIn(gross, rate);
      net = gross - tax;
    } else {
      net = credited;
      tax = vatOn(net, rate);
      gross = net + tax;
    }
    const origAmount = gross + rng.int(2, 30) * 10000;
    const neg = (c: number) => (v.gross ? trailingMinus(c) : `-${amount(c)}`);
    const customer = rng.pick([
      `ספא "מים שקטים" בע"מ ח.פ. ${taxId(rng, true)}`,
      `מלון בוטיק הגפן בע"מ ח.פ. ${taxId(rng, true)}`,
      `רוני אלקיים ת.ז. ${personalId(rng)}`,
      `מאיה דהן ת.ז. ${personalId(rng)}`,
    ]);
    const reason = rng.pick(['החזרת מוצר פגום', 'ביטול התקנה', 'פיצוי על איחור באספקה', 'החזרה בתוך 14 יום']);
    const head = `<div class="head"><div class="brand">${v.brand}</div><div class="box">${v.company ? `${e(v.legal)}<br/>ח.פ. ${ltr(spacedId(id))}<br/>` : `${e(v.legal)}<br/>עוסק מורשה ${ltr(id)}<br/>`}רח׳ הסדנאות 12, יקנעם · ${ltr(cellular(rng))}</div></div>`;
    const body = `<div class="pg">${head}
<h2>${v.company ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${ltr(number)}`}</h2>
${pairs(
  [
    ...(v.company ? ([['מספר', ltr(number)]] as [string, string][]) : []),
    ['תאריך', ltr(v.date(date))],
    ['לקוח', e(customer)],
    ['בגין חשבונית', ltr(`${rng.int(10000, 99999)} מיום ${v.date(origDate)}`)],
    ['סכום החשבונית המקורית', ltr(amount(origAmount))],
    ['סיבה', reason],
  ],
  2,
)}
${items(
  ['פריט', v.gross ? 'סכום כולל מע"מ' : 'סכום לפני מע"מ'],
  lines.map((l) => [e(l.name), ltr(neg(l.unit))]),
)}
${
  v.gross
    ? row('סה"כ לזיכוי', ltr(`${trailingMinus(gross)} ₪`), 'b') + row(`מזה מע"מ ${rate}%`, ltr(trailingMinus(tax))) + row('לפני מע"מ', ltr(trailingMinus(net)))
    : row('סה"כ זיכוי לפני מע"מ', ltr(`-${amount(net)}`)) + row(`מע"מ ${rate}%`, ltr(`-${amount(tax)}`)) + row('סה"כ זיכוי כולל מע"מ', ltr(`₪ -${amount(gross)}`), 'b')
}
<div class="sm">אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'העברה בנקאית תוך 7 ימי עסקים', 'שובר לרכישה עתידית'])}</div>
<div class="sig"><span>חתימת הלקוח: __________</span><span>חתימת המוכר: __________</span></div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:13mm}.head{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;color:${v.color}}.box{border:1px solid ${v.color};padding:4px 8px;font-size:11px}h2{color:${v.color}}.sig{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-tax) },
    };
  },
};
