import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-mens-suit-store-credit-note';

const GOODS: [string, number, number][] = [
  ['חליפה צמר איטלקי - כחול נייבי', 1490, 2990],
  ['חליפת חתן - שלושה חלקים', 2490, 3990],
  ["ז'קט קורדרוי", 890, 1490],
  ['מכנסי צמר מחויטים', 390, 690],
  ['חולצה מכופתרת כותנה', 220, 390],
  ['עניבת משי', 120, 260],
  ['חגורת עור', 150, 290],
];

/** Men's suit store's credit note: prices including VAT, every amount negative. */
export const heMensSuitStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, unit: rng.int(lo / 10, hi / 10) * 1000 }));
    const gross = total(lines.map((l) => l.unit));
    const vat = vatIn(gross, rate);
    const net = gross - vat;
    const o = plus(date, -rng.int(3, 25));
    const orig = o.slice(0, 4) === date.slice(0, 4) ? o : `${date.slice(0, 4)}-01-05`;
    const vendorName = co ? 'המחייט אופנת גברים בע"מ' : 'גבריאל ששון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZK-${rng.digits(6)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'd/m/yyyy' : 'dd.mm.yyyy');
    const neg = (c: number) => (co ? `₪ ${amount(-c)}` : bracketed(c));
    const body = `<div class="c brand">${co ? 'המחייט' : 'חליפות ששון'}</div><div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>קניון עזריאלי, תל אביב · ${ltr(landline(rng))}` : `רחוב הרצל 62, רחובות · ${ltr(cellular(rng))}`}</div>
<h2 class="c">חשבונית זיכוי</h2>
${grid([
  ['מספר', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מבטלת חשבונית', ltr(rng.digits(co ? 7 : 4))],
  ['מיום', ltr(f(orig))],
])}
<div>שם הלקוח: ${rng.pick(['אריאל שמש', 'בועז קליין', 'ניר אלמוג', 'עמית דרור'])} · ת.ז. ${ltr(personalId(rng))}<br>סיבת הזיכוי: ${rng.pick(['החזרת פריט במצב חדש', 'תיקון לא הושלם במועד', 'מידה לא מתאימה'])}</div>
${items(
  ['פריט', 'מחיר כולל מע"מ', 'זיכוי'],
  lines.map((l) => [l.name, ltr(amount(l.unit)), ltr(neg(l.unit))]),
)}
${row('סה"כ זיכוי', ltr(neg(gross)), 'b big')}${row(`מע"מ ${rate}% הכלול בזיכוי`, ltr(neg(vat)))}${row('זיכוי ללא מע"מ', ltr(neg(net)))}
<div class="sm">${rng.pick(['הזיכוי הועבר לכרטיס האשראי שבו בוצעה העסקה.', 'הופק שובר זיכוי לרכישה הבאה בחנות.'])}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? 'A5' : '80mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'C059', 'David CLM'" : "'David CLM'"};font-size:12px;padding:${co ? 12 : 4}mm}.brand{font-size:26px;font-weight:bold;letter-spacing:1px}.big{font-size:1.15em;margin-top:6px}.foot{margin-top:12px;border-top:1px solid #444;padding-top:4px}.grid th,.grid td{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
