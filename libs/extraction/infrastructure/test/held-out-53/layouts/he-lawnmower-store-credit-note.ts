import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-lawnmower-store-credit-note';

const GOODS: [string, number, number][] = [
  ['מכסחת דשא חשמלית 1600W', 69900, 119900],
  ['מכסחת דשא נטענת 40V', 129900, 219900],
  ['חרמש מוטורי', 89900, 149900],
  ['רובוט כיסוח', 249900, 459900],
  ['סוללה 40V 4Ah', 49900, 69900],
  ['סכין חלופית למכסחת', 8900, 14900],
  ['קוצץ שוליים', 29900, 49900],
];

/** Lawnmower store's credit note (תעודת זיכוי): negative total and VAT, the credited invoice named. */
export const heLawnmowerStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: 1, unit: Math.round((rng.int(lo / 100, hi / 100) * 100) / (1 + rate / 100)) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const origDate = plus(date, -rng.int(3, 25));
    const orig = origDate.slice(0, 4) === date.slice(0, 4) ? origDate : `${date.slice(0, 4)}-01-02`;
    const origAmount = gross + rng.int(2, 60) * 1000;
    const vendorName = co ? 'דשא ירוק ציוד גינון בע"מ' : 'אורית שגיא';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZK-${rng.digits(5)}` : rng.digits(5);
    const fmt = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd-Mon-yy'));
    const neg = (c: number) => (co ? amount(-c) : trailingMinus(c));
    const body = `<div class="top"><div><div class="brand">${co ? 'כיסוח פלוס' : 'גינה חלקה'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רחוב התעשייה 19, נתניה · ${ltr(landline(rng))}` : `מושב בני ציון · ${ltr(cellular(rng))}`}</div></div><div class="ttl">חשבונית זיכוי</div></div>
${boxes([
  ['מס׳ זיכוי', ltr(doc)],
  ['תאריך', ltr(fmt(date))],
  ['זיכוי לחשבונית', ltr(`${co ? 'INV-' : ''}${rng.digits(5)}`)],
  ['מתאריך', ltr(fmt(orig))],
])}
<div>לקוח/ה: ${rng.pick(['יעל מזרחי', 'בני חדד', 'אסף גרינברג', 'מיכל טל'])} · ת.ז. ${ltr(personalId(rng))} · סכום החשבונית המקורית ${ltr(amount(origAmount))} ₪</div>
<div>סיבת הזיכוי: ${rng.pick(['החזרת מוצר בתוך 14 יום', 'מוצר פגום - הוחלף בדגם אחר', 'ביטול עסקה'])}</div>
${items(
  ['פריט', 'כמות', 'מחיר ליח׳ לפני מע"מ', 'סכום'],
  lines.map((l) => [l.name, String(l.qty), ltr(amount(l.unit)), ltr(neg(l.unit * l.qty))]),
)}
<div class="sum">${row('סה"כ זיכוי לפני מע"מ', ltr(neg(net)))}${row(`מע"מ ${rate}%`, ltr(neg(vat)))}${row('סה"כ זיכוי כולל מע"מ ₪', ltr(neg(gross)), 'b big')}</div>
<div class="sm">הזיכוי יוחזר לכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))} תוך ${rng.int(3, 10)} ימי עסקים.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Miriam CLM'"};font-size:${co ? 13 : 11.5}px;padding:${co ? 15 : 9}mm}.top{display:flex;justify-content:space-between}.brand{font-size:26px;font-weight:bold;color:${co ? '#33691e' : '#4e342e'}}.ttl{font-size:20px;font-weight:bold;border:2px solid #222;padding:2px 10px;height:fit-content}.sum{width:55%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:26px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
