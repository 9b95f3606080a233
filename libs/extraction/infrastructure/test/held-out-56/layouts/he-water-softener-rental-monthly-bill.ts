import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, sh } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-water-softener-rental-monthly-bill';

/** Water softener rental's A4 monthly bill for the previous month, VAT added, with a period and a due date. */
export const heWaterSoftenerRentalMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 7]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, co ? 15 : 10);
    const lines: [string, number, number][] = [[`דמי שכירות מרכך מים - ${heMonth(from)}`, 1, rng.int(89, 149) * 100]];
    if (rng.chance(0.6)) lines.push(['שקי מלח לריענון (25 ק"ג)', rng.int(1, 3), rng.int(36, 44) * 100]);
    if (rng.chance(0.4)) lines.push(['החלפת מחסנית שרף', 1, rng.int(180, 260) * 100]);
    if (rng.chance(0.4)) lines.push(['ביקור טכנאי - בדיקת קשיות', 1, rng.int(150, 250) * 100]);
    const net = total(lines.map(([, q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מים רכים טיפול במים בע"מ' : 'אבנר קורן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `WS${rng.digits(7)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'd.m.yy');
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const body = `<div class="top"><div><div class="brand">${co ? 'מים רכים' : 'אקווה-סופט'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ המלאכה 12, פתח תקווה · מוקד ${ltr(landline(rng))}` : `השכרת מרכך מים ומערכות סינון · ${ltr(landline(rng))}`}</div></div><div class="doc"><b>חשבונית מס</b><br>חשבון חודשי ${heMonth(from)}</div></div>
${boxes([
  ['מספר חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(f(date))],
  ['תקופת החיוב', ltr(`${f(from)} - ${f(to)}`)],
  ['לתשלום עד', ltr(f(due))],
])}
<div class="cust"><b>לכבוד:</b> ${rng.pick(['משפחת לוי', 'דנה ושי אורן', 'אברהם כץ', 'מרכז קהילתי גני תקווה'])}, ${rng.pick(['רח׳ הדקל 8', 'שד׳ ירושלים 40', 'רח׳ הגפן 15'])}, ${rng.pick(['פתח תקווה', 'ראש העין', 'אלעד', 'שוהם'])}<br>מס׳ לקוח ${ltr(notAnId(rng))} · מספר מכשיר ${ltr(`SN-${rng.digits(6)}`)}</div>
${items(
  ['תיאור', 'כמות', 'מחיר ליחידה', 'סכום'],
  lines.map(([name, q, u]) => [name, String(q), ltr(amount(u)), ltr(amount(q * u))]),
)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(m(net)))}${row(`מע"מ ${rate}%`, ltr(m(vat)))}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}</div>
<div class="sm">${co ? `התשלום ייגבה בהוראת קבע מחשבון ${ltr(`${rng.digits(2)}-${rng.digits(3)}-${rng.digits(6)}`)} ביום ${ltr(f(due))}.` : `ניתן לשלם בהעברה בנקאית או בכרטיס אשראי בטלפון עד ${ltr(f(due))}.`} צריכת המים אינה נכללת בחשבון זה.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(taxId)} · רח׳ הנרקיס 4, ראש העין</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Noto Sans Hebrew'"};font-size:13px;padding:15mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#0277bd' : '#6a1b9a'};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${co ? '#0277bd' : '#6a1b9a'}}.doc{text-align:left;font-size:15px}.cust{margin:10px 0;border:1px solid #bbb;padding:6px}.sum{width:45%;margin-right:auto}.big{font-size:1.2em;border-top:1px solid #333}.foot{margin-top:40px;border-top:1px solid #999;padding-top:5px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
