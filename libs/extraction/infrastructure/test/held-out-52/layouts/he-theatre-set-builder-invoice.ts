import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-theatre-set-builder-invoice';

/** Theatre set builder's A4 tax invoice. */
export const heTheatreSetBuilderInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const m2 = rng.int(20, 140);
    const days = rng.int(1, 5);
    const pool: [string, string, number][] = [
      ['בניית קיר תפאורה מתפרק', String(rng.int(2, 6)), rng.int(180, 420) * 1000],
      ['צביעה אמנותית (מ"ר)', String(m2), rng.int(9, 16) * 1000],
      ['במת סיבוב ידנית', '1', rng.int(600, 1200) * 1000],
      ['אביזרי במה (רהיטים מזויפים)', String(rng.int(3, 10)), rng.int(15, 60) * 1000],
      ['הובלה במשאית עם מנוף', '1', rng.int(12, 30) * 1000],
      ['הרכבה באולם (ימי עבודה)', String(days), rng.int(22, 35) * 1000],
    ];
    const rows = rng.some(pool, rng.int(3, 6)).map(([a, q, u]) => [a, q, u, Number(q) * u] as [string, string, number, number]);
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'תפאורות הבמה הגדולה בע"מ' : 'שמואל טננבאום';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TB-${rng.digits(5)}` : rng.digits(4);
    const fmt = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const client = rng.pick(['תיאטרון הצפון', 'להקת מחול הדרום', 'הפקות אור וצל', 'תיאטרון הילדים העירוני']);
    const body = `<div class="top"><div><div class="brand">${co ? 'במה ועץ' : 'נגרות הקלעים'}</div>${co ? `<div>${vendorName}</div><div>ח.פ. ${ltr(spacedId(taxId))}</div><div class="sm">אזור התעשייה, קריית גת · ${ltr(cellular(rng))}</div>` : `<div class="sm">${ltr(cellular(rng))}</div>`}</div>
<div class="title">חשבונית מס ${co ? '' : ltr(doc)} <span class="orig">מקור</span></div></div>
${boxes([...(co ? [['מספר', ltr(doc)] as [string, string]] : []), ['תאריך', ltr(dt(date, fmt))], ['מועד הבכורה', ltr(dt(plus(date, rng.int(5, 40)), fmt))], ['הזמנת רכש', ltr(`PO${rng.digits(7)}`)], ['פרויקט', ltr(`STG-${rng.digits(3)}`)]])}
<div>לכבוד: ${client} · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>
${items(
  ['תיאור', 'כמות', 'מחיר יחידה', 'סה"כ'],
  rows.map((r) => [r[0], r[1], ltr(amount(r[2])), ltr(amount(r[3]))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: שוטף + 30. העברה לבנק מרכנתיל, סניף ${rng.digits(3)}, חשבון ${ltr(rng.digits(6))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(hyphenId(taxId))}</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM'"};font-size:13px;padding:15mm}.top{display:flex;justify-content:space-between}.brand{font-size:26px;font-weight:bold;color:${co ? '#6d2c00' : '#222'}}.title{font-size:20px;font-weight:bold}.orig{border:2px solid #222;padding:0 6px;font-size:13px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:40px;border-top:1px solid #888;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
