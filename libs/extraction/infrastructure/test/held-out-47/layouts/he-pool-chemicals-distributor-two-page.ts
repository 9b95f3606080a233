import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-pool-chemicals-distributor-two-page';
const GOODS: [string, string, number][] = [
  ['כלור גרגרי 65% - דלי 10 ק"ג', 'דלי', 28900],
  ['טבליות כלור 200 גר׳ - 5 ק"ג', 'דלי', 19500],
  ['כלור נוזלי 12% - 20 ל׳', 'ג׳ריקן', 6400],
  ['מוריד pH נוזלי 25 ל׳', 'ג׳ריקן', 11200],
  ['מעלה pH אבקה 5 ק"ג', 'שק', 7800],
  ['אלגיציד 5 ל׳', 'בקבוק', 8900],
  ['פלוקולנט טבליות', 'אריזה', 5600],
  ['ערכת בדיקה DPD', 'ערכה', 4200],
  ['מלח לבריכה 25 ק"ג', 'שק', 3900],
  ['חול סינון 25 ק"ג', 'שק', 5200],
  ['מנקה קווי מים 1 ל׳', 'בקבוק', 3100],
  ['סטבילייזר 4 ק"ג', 'דלי', 13600],
  ['רשת ניקוי עלים', 'יח׳', 4700],
  ['מברשת קיר 45 ס"מ', 'יח׳', 5900],
  ['צינור שואב 12 מ׳', 'יח׳', 17900],
  ['כדורי פילטר סינתטיים', 'אריזה', 9400],
];

/** Pool chemicals distributor's monthly collective invoice to a pool operator, over two A4 pages. */
export const hePoolChemicalsDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const count = rng.int(28, 32);
    const lines = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(GOODS);
      const day = `${from.slice(0, 8)}${String(Math.min(28, 1 + Math.floor((i * 27) / count))).padStart(2, '0')}`;
      return { name, unit, price, qty: rng.int(1, 12), note: `TM${rng.digits(6)}`, day };
    });
    const sums = lines.map((l) => l.qty * l.price);
    const items1 = total(sums);
    const disc = Math.round(items1 * 0.04);
    const freight = rng.pick([0, 9000, 15000]);
    const net = items1 - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'כחול צלול כימיקלים לבריכות בע"מ' : 'אבי מזרחי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KZ-${rng.digits(6)}` : `MZ-${rng.digits(4)}`;
    const f = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const cust = rng.pick(['קאנטרי גליל ים בע"מ', 'בריכת העמק נופש בע"מ', 'מלון חוף הכרמל בע"מ', 'מתנ"ס שוהם (חל"צ)']);
    const split = 16;
    const table = (from_: number, to_: number) =>
      items(
        ['#', 'ת. משלוח', 'יום', 'פריט', 'יח׳', 'כמות', 'מחיר יח׳', 'סכום'],
        lines.slice(from_, to_).map((l, i) => [String(from_ + i + 1), l.note, dt(l.day, 'dd/mm'), l.name, l.unit, String(l.qty), amount(l.price), amount(l.qty * l.price)]),
      );
    const header = (
      p: number,
    ) => `<div class="hd"><div><div class="brand">${co ? 'כחול צלול' : 'מים זכים'}</div><div class="sm">${co ? 'הפצת כימיקלים וציוד לבריכות · אזור התעשייה קיסריה' : 'אספקה לבריכות · מושב בני דרור'}</div></div>
<div class="meta">חשבונית מס מרכזת מס׳ <b>${doc}</b><br>תאריך: ${dt(date, f)}<br>דף ${p} מתוך 2</div></div>`;
    const footer = `<div class="foot">${co ? `${vendorName} · ח.פ. ${hyphenId(taxId)} · טל׳ 04-6${rng.digits(6)}` : `${vendorName} · עוסק מורשה ${taxId}`}</div>`;
    const page1 = `<div class="page">${header(1)}
<div class="cust"><b>לכבוד:</b> ${cust} · ח.פ. ${taxIdOfCustomer(rng)} · מס׳ לקוח ${notAnId(rng)}</div>
<div class="sm">אספקות חודש ${heMonth(from)} (${dt(from, f)} - ${dt(to, f)}) · תנאי תשלום שוטף + 30 · לתשלום עד ${dt(plus(lastOfMonth(date), 30), f)}</div>
${table(0, split)}${row('סה"כ להעברה', amount(total(sums.slice(0, split))), 'b')}${footer}</div>`;
    const page2 = `<div class="page">${header(2)}${row('הועבר מדף 1', amount(total(sums.slice(0, split))), 'b')}
${table(split, count)}
<div class="tot">${row('סה"כ פריטים', amount(items1))}${row('הנחת מפעיל בריכה 4%', `-${amount(disc)}`)}${row('הובלה במשאית מנוף', amount(freight))}
${row('סה"כ לפני מע"מ', amount(net))}${row(`מע"מ ${rate}%`, amount(vat))}${row('סה"כ לתשלום ₪', amount(gross), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.int(10, 20)} סניף ${rng.digits(3)} חשבון ${rng.digits(7)} · היתר רעלים ${rng.digits(5)}</div>${footer}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Frank Ruehl CLM'"};font-size:11px}
.page{height:285mm;padding:10mm 12mm 0;box-sizing:border-box;position:relative;overflow:hidden}.page:first-child{break-after:page}
.hd{display:flex;justify-content:space-between;border-bottom:2px solid #1565a0}.brand{font-size:26px;font-weight:bold;color:#1565a0}.meta{text-align:start}
.items td,.items th{padding:2px 3px}.tot{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:6mm;font-size:10px;border-top:1px solid #999;width:180mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
