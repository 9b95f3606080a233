import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, trailingMinus } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-garage-door-installer-credit-note';

const PARTS: [string, number, number][] = [
  ['מנוע לדלת מוסך חשמלית', 1450, 2300],
  ['שלט רחוק 4 ערוצים', 120, 190],
  ['סוללת גיבוי למנוע', 380, 560],
  ['מסילה עליונה 3 מ׳', 420, 640],
  ['קפיץ פיתול', 260, 390],
  ['חיישן בטיחות אינפרא', 210, 320],
];

/** A garage door installer's credit note (a licensed dealer), VAT added on the net credit, minus signs after the amounts. */
export const heGarageDoorInstallerCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const lines = rng.some(PARTS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: name.includes('שלט') ? rng.int(1, 3) : 1, unit: rng.int(lo, hi) * 100 }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'איתי שרעבי';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(2, 4)}/${rng.int(100, 999)}`;
    const credited = String(rng.int(1000, 2999));
    const rows = lines.map((l) => [l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(trailingMinus(l.qty * l.unit))]);
    const body = `<div class="c"><div class="brand">שער הבית</div><div>התקנה ותיקון דלתות מוסך ושערים חשמליים</div><div class="sm">איתי שרעבי · עוסק מורשה ${ltr(taxId)} · ${ltr(cellular(rng))} · מושב גבעת ח״ן</div></div>
<h1 class="c">חשבונית זיכוי מס׳ ${ltr(doc)}</h1>
${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('זיכוי לחשבונית מס', ltr(credited))}${row('מתאריך', ltr(dt(plus(date, -rng.int(5, 40)), 'dd/mm/yyyy')))}${row('סיבה', rng.pick(['החזרת חלקים שלא הותקנו', 'מנוע פגום הוחלף באחריות', 'ביטול הזמנה']))}
${items(['פריט', 'כמות', 'מחיר', 'זיכוי'], rows)}
<div class="sum">${row('סה"כ זיכוי לפני מע"מ', ltr(trailingMinus(net)))}${row(`מע"מ ${rate}%`, ltr(trailingMinus(vat)))}${row('סה"כ זיכוי', ltr(`${trailingMinus(gross)} ש"ח`), 'b big')}</div>
<div class="sm">הזיכוי יוחזר לכרטיס האשראי שבו בוצע התשלום.</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM';font-size:12px;padding:12mm 14mm}.brand{font-size:24px;font-weight:bold}h1{font-size:18px;margin:12px 0}.sum{width:50%;margin-right:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
