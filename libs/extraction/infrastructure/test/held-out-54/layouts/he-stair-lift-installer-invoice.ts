import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-stair-lift-installer-invoice';

/** Stair lift installer's A4 tax invoice: VAT added to the works. */
export const heStairLiftInstallerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const metres = rng.int(8, 30) / 2;
    const perM = rng.int(90, 160) * 1000;
    const lines: [string, string, string, number][] = [
      [rng.pick(['מעלון כיסא ישר', 'מעלון כיסא מעוקל', 'מעלון חיצוני עמיד מים']), '1', amount(rng.int(180, 420) * 10000), 0],
      ['מסילה (מטר רץ)', String(metres), amount(perM), 0],
      ['התקנה וחיווט', '1', amount(rng.int(15, 35) * 10000), 0],
    ];
    lines[0][3] = Number(lines[0][2].replace(/,/g, '')) * 100;
    lines[1][3] = Math.round(metres * perM);
    lines[2][3] = Number(lines[2][2].replace(/,/g, '')) * 100;
    if (rng.chance(0.6)) lines.push(['שלט רחוק נוסף', '2', amount(45000), 90000]);
    if (rng.chance(0.5)) lines.push(['חוזה שירות שנתי', '1', amount(120000), 120000]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'מדרגה נגישה מעליות בע"מ' : "ג'ורג' נסראללה";
    const taxId = idOf(vendorName, co);
    const doc = co ? `SL-${rng.digits(5)}` : rng.digits(4);
    const f = (d: string) => dt(d, co ? 'dd.mm.yyyy' : 'd/m/yyyy');
    const body = `<div class="head"><div class="brand">${co ? 'מדרגה נגישה' : 'מעלון הגליל'}</div><div class="sm">${co ? `${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רחוב המלאכה 8, ראש העין · ${ltr(landline(rng))}` : `כפר יאסיף · ${ltr(cellular(rng))}`}</div></div>
<h2>חשבונית מס ${co ? '' : ltr(doc)} <span class="orig">מקור</span></h2>
${boxes([
  ...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []),
  ['תאריך', ltr(f(date))],
  ['סיום התקנה', ltr(f(plus(date, -rng.int(1, 6))))],
  ['הצעת מחיר', ltr(`HZ-${rng.digits(4)}`)],
  ['הזמנת עבודה', ltr(rng.digits(6))],
])}
<div>לכבוד: ${rng.pick(['שולמית וייס', 'יוסף עזרא', 'חנה גולדברג', 'מרים אלון'])} · ת.ז. ${ltr(personalId(rng))} · ${rng.pick(['נהריה', 'עכו', 'כרמיאל', 'קריית ביאליק'])}</div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  lines.map(([a, b, c, d]) => [a, ltr(b), ltr(c), ltr(amount(d))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">אחריות ${rng.int(2, 5)} שנים על המנוע. תשלום בהעברה: בנק ${rng.int(10, 31)} סניף ${rng.digits(3)} חשבון ${ltr(rng.digits(6))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה מס׳ ${ltr(taxId)}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Ellinia CLM'"};font-size:13px;padding:16mm}.head{display:flex;justify-content:space-between;align-items:center}.brand{font-size:30px;font-weight:bold;color:${co ? '#0d47a1' : '#4a148c'}}.orig{font-size:13px;border:1px solid #000;padding:1px 6px}.sum{width:50%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
