import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-kitchen-hood-store-credit-note';

/** Hoods: model, lowest and highest price in whole shekels (with VAT). */
const HOODS: [string, number, number][] = [
  ['קולט אדים קירי נירוסטה 90 ס"מ', 1690, 2490],
  ['קולט אדים אי מרחף 120 ס"מ', 3890, 5290],
  ['קולט אדים בילט-אין 60 ס"מ', 990, 1490],
  ['קולט אדים תקרתי שקוע', 4490, 6290],
  ['קולט אדים משופע זכוכית שחורה', 1890, 2690],
];
const REASONS = ['החזרה בתוך 14 יום', 'מידה לא מתאימה לארון', 'פגם ברעש המנוע', 'ביטול עסקה לפני התקנה', 'הוחלף בדגם אחר'];

/**
 * A kitchen hood shop's credit note in Kiryat Bialik, A5 (Hadasim CLM): "חשבונית מס זיכוי" with its number, the credited invoice and its date, a reason, the
 * credited hood, installation, a chimney extension or a carbon filter kit on some, minus signs on every amount, VAT
 * contained in the credit, sum without VAT, refund to the card or by bank transfer. Never on a Saturday.
 */
export const heKitchenHoodStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const [model, lo, hi] = rng.pick(HOODS);
    const lines: [string, number][] = [[`${model} · דגם ${ltr(`KH-${rng.int(100, 990)}`)}`, rng.int(lo, hi) * 100]];
    if (rng.chance(0.6)) lines.push(['התקנה וחיבור לארובה', rng.int(350, 550) * 100]);
    if (rng.chance(0.35)) lines.push(['מאריך ארובה נירוסטה', rng.int(290, 490) * 100]);
    if (rng.chance(0.35)) lines.push(['ערכת פילטר פחם למצב סינון', rng.int(149, 249) * 100]);
    const credit = -total(lines.map((l) => l[1]));
    const vat = -vatIn(-credit, rate);
    const vendorName = 'עולם הקולטים קריית ביאליק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(700, 3400));
    const invoiceDate = plus(date, -rng.int(3, 30));
    const body = `<div class="head"><div class="brand">עולם הקולטים</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>דרך עכו ${ltr(String(rng.int(100, 220)))}, קריית ביאליק · ${ltr(`04-87${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס זיכוי מס׳ ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
    ['לקוח', rng.pick(['שרון מזרחי', 'אורי בן דוד', 'נטע קליין', 'ג׳ורג׳ חדאד'])],
    ['זיכוי לחשבונית', ltr(String(rng.int(40000, 69999)))],
    ['מיום', ltr(dt(invoiceDate, 'dd.mm.yyyy'))],
    ['סיבת הזיכוי', rng.pick(REASONS)],
  ],
  1,
)}
${items(
  ['פריט', 'סכום'],
  lines.map(([d, s]) => [d, ltr(amount(-s))]),
)}
<div class="tot">${row('סה"כ זיכוי', ltr(`${amount(credit)} ₪`), 'b big')}${row('זיכוי ללא מע"מ', ltr(amount(credit - vat)))}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}</div>
<div class="sm">${rng.chance(0.6) ? `הזיכוי יבוצע לכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))}` : 'הזיכוי יועבר להעברה בנקאית תוך 7 ימי עסקים'}.</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:12.5px;padding:10mm 11mm}.head{border-bottom:2px solid #234;padding-bottom:5px}.brand{font-size:24px;font-weight:bold}
h1{font-size:16px;margin:10px 0}.items td:nth-child(2),.items th:nth-child(2){text-align:left;white-space:nowrap}.tot{width:60%;margin:6px auto 8px 0}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(credit), tax: truthAmount(vat) },
    };
  },
};
