import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-fence-installer-invoice';

/** Fence installer's A4 tax invoice: metres of fence, gates, posts, work days. */
export const heFenceInstallerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const metres = rng.int(12, 90) + rng.pick([0, 0.5]);
    const pool: [string, string, number][] = [
      ['גדר אלומיניום דקורטיבית (מ״א)', String(metres), rng.int(420, 690) * 100],
      ['שער כניסה להולכי רגל', '1', rng.int(1800, 3200) * 100],
      ['שער נגרר חשמלי', '1', rng.int(6500, 9800) * 100],
      ['עמודי פלדה מגולוונים', String(rng.int(6, 30)), rng.int(120, 240) * 100],
      ['יסודות בטון לעמודים', String(rng.int(6, 30)), 9500],
      ['פירוק גדר קיימת ופינוי', '1', rng.int(900, 2400) * 100],
      ['צביעה בתנור RAL', String(metres), 3500],
    ];
    const rows = [pool[0], ...rng.some(pool.slice(1), rng.int(2, 4))];
    const amounts = rows.map(([, q, u]) => mul(Number(q), u));
    const net = total(amounts);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'גדרות השרון המרכזי בע"מ' : 'ואסים חורי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `GS-${rng.digits(5)}` : rng.digits(4);
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd/m/yyyy');
    const client = rng.pick(['אחוזת הדקלים ניהול נכסים בע"מ', 'מתנ"ס נווה עוז', 'גן ילדים פרטי "הדובדבן"', 'קבוצת אלון יזמות בע"מ']);
    const clientId = anyTaxId(rng, true);
    const body = `<div class="top"><div><div class="brand">${co ? 'גדר וקו' : 'גדרות חורי'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>אזור התעשייה, כפר יונה · ${ltr(cellular(rng))}` : `ג׳דיידה-מכר · ${ltr(cellular(rng))}`}</div></div>
<div class="ttl">חשבונית מס ${co ? '' : ltr(doc)} <span class="orig">מקור</span></div></div>
${boxes([
  ...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []),
  ['תאריך', ltr(f)],
  ['סיום העבודה', ltr(co ? dt(plus(date, -rng.int(1, 9)), 'dd/mm/yyyy') : dt(plus(date, -rng.int(1, 9)), 'd/m/yyyy'))],
  ['הזמנת עבודה', ltr(`WO-${rng.digits(6)}`)],
  ['הצעת מחיר', ltr(`Q${rng.digits(4)}`)],
])}
<div class="cust">לכבוד: ${client} · ח.פ. ${ltr(clientId)}</div>
${items(
  ['#', 'תיאור', 'כמות', 'מחיר ליחידה', 'סה"כ'],
  rows.map(([d, q, u], i) => [String(i + 1), d, q, ltr(amount(u)), ltr(amount(amounts[i]))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 45])}. אחריות לחמש שנים על הריתוכים. העברה לבנק ${rng.pick(['הבינלאומי', 'לאומי', 'יהב'])} סניף ${rng.int(100, 899)} חשבון ${ltr(rng.digits(7))}.</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(hyphenId(taxId))}</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Serif'" : "'Ellinia CLM'"};font-size:13px;padding:15mm}.top{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${co ? '#2e7d32' : '#222'}}.ttl{font-size:20px;font-weight:bold}.orig{border:1px solid #222;padding:1px 6px;font-size:12px}.cust{margin:8px 0}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:34px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
