import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-grease-trap-cleaning-invoice';

/** Grease trap (מפריד שומן) pumping and cleaning contractor's A4 tax invoice. */
export const heGreaseTrapCleaningInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cubes = rng.int(4, 24) / 2;
    const lines: [string, string, number][] = [
      ['שאיבת מפריד שומן (מ"ק)', String(cubes), mul(cubes, co ? 28000 : 26000)],
      ['שטיפה בלחץ מים חמים', '1', 45000],
    ];
    if (rng.chance(0.6)) lines.push(['פינוי לאתר מורשה + תעודת פינוי', '1', 32000]);
    if (rng.chance(0.5)) lines.push(['צילום קו ביוב במצלמה', '1', 60000]);
    if (rng.chance(0.5)) lines.push(['תוסף חיידקים לפירוק שומנים (ליטר)', '5', 5 * 3800]);
    const net = total(lines.map(([, , s]) => s));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מפריד נקי שירותי סביבה בע"מ' : 'יוסי דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}-${rng.digits(4)}` : String(rng.int(100, 999));
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'd/m/yyyy'));
    const client = rng.pick(['מסעדות הנמל בע"מ', 'אולמי גן הדקל בע"מ', 'מפעל מזון השרון בע"מ', 'קייטרינג אלונים בע"מ']);
    const header = co
      ? `<div class="hd"><div class="brand">שומנית</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>אזור תעשייה צפוני, אשקלון · ${ltr(cellular(rng))}</div></div>`
      : `<div class="hd"><div class="brand">מלכודת זהב</div><div class="sm">${ltr(cellular(rng))}</div></div>`;
    const body = `<div class="sheet">${header}
<h2>חשבונית מס ${co ? '' : `מס׳ ${ltr(doc)}`} <span class="orig">מקור</span></h2>
${boxes([...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []), ['תאריך', ltr(f(date))], ['תאריך ביצוע', ltr(f(plus(date, -rng.int(1, 5))))], ['תעודת עבודה', ltr(`TA-${rng.digits(5)}`)], ['הזמנת רכש', ltr(`PO${rng.digits(7)}`)]])}
<div>לכבוד: ${client}, ח.פ. ${ltr(anyTaxId(rng, true))}</div>
${items(
  ['תיאור', 'כמות', 'סכום ₪'],
  lines.map(([d, q, s]) => [d, q, amount(s)]),
)}
${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}
<div class="sm">תנאי תשלום: שוטף + 30 · העברה לבנק מזרחי טפחות, סניף ${rng.int(400, 599)}, חשבון ${ltr(rng.digits(6))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(taxId)} · מושב ניר ישראל</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Drugulin CLM'"};font-size:13px}.sheet{padding:15mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#b60' : '#268'}}
.brand{font-size:28px;font-weight:bold;color:${co ? '#b60' : '#268'}}.orig{border:1px solid #333;padding:0 6px;font-size:12px}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
