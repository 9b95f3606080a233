import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, total } from './extra';

const ID = 'he-menorah-sterling-invoice';

/** Piece, pence each (2022). */
const PIECES: [string, number][] = [
  ['חנוכיית כסף 925 בעבודת פיליגרן', 64000],
  ['חנוכיית כסף 925, שמנים, בסגנון ירושלמי', 89000],
  ['גביע קידוש כסף 925 עם תחתית', 21500],
  ['סט הבדלה: גביע, מגדל בשמים ופמוט', 48500],
  ['מגדל בשמים כסף 925', 16500],
  ['זוג פמוטי שבת כסף 925', 37500],
  ['קופסת אתרוג כסף 925', 29500],
  ['ידית לספר תורה (יד) כסף 925', 12500],
];

/**
 * A Jerusalem silversmith in Ein Karem invoicing a Judaica shop on Main Street, Gibraltar in pounds sterling, in Hebrew, A4
 * (Stam Sefarad CLM name, Frank Ruehl CLM): the company with "ח.פ." plain, "חשבונית מס - יצוא", boxes ("מספר" as "EK-" and five
 * digits, "תאריך" dd.mm.yyyy, "מטבע GBP", Incoterm), the buyer in English, hanukkiot, kiddush cups and havdalah sets in "£"
 * columns with the hallmark note, insured courier, "סה"כ", "מע"מ 0% (יצוא טובין)" "0.00", "סה"כ לתשלום" as "£… GBP", the
 * bank's SWIFT and a due date + 30 (Sunday to Thursday).
 */
export const heMenorahSterlingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const lines = rng.some(PIECES, rng.int(3, 5)).map(([name, p]) => {
      const q = rng.int(1, 6);
      const unit = Math.round((p * up) / 500) * 500;
      return { name, q, unit, sum: q * unit };
    });
    const courier = rng.pick([8500, 12000, 14500]);
    const net = total(lines.map((l) => l.sum)) + courier;
    const vendorName = 'צורפות עין כרם בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `EK-${rng.int(10000, 99999)}`;
    const body = `<div class="lh"><div class="nm">צורפות עין כרם</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ המעיין 6, עין כרם, ירושלים · טל׳ ${ltr(landline(rng))}</div></div>
<h1>חשבונית מס - יצוא</h1>${boxes([
      ['מספר', ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
      ['מטבע', ltr('GBP')],
      ['תנאי מסירה', ltr(rng.pick(['DAP Gibraltar', 'CIP Gibraltar']))],
    ])}
<div class="buyer">לכבוד:<div dir="ltr" class="en">${rng.pick(['Main Street Judaica Ltd', 'Rock Judaica & Gifts Ltd', 'Kol Gibraltar Judaica Ltd'])}<br>${rng.int(12, 290)} Main Street, Gibraltar GX11 1AA</div></div>
${items(
  ['פריט', 'כמות', 'מחיר ליח׳ (£)', 'סה"כ (£)'],
  [...lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]), ['משלוח בשליחות מבוטחת', ltr('1'), ltr(amount(courier)), ltr(amount(courier))]],
)}
<div class="sm">כל הפריטים כסף 925, מסומנים בחותמת היצרן.</div>
<table class="sums"><tr><th>סה"כ</th><td>${ltr(`£${amount(net)}`)}</td></tr><tr><th>מע"מ ${ltr('0%')} (יצוא טובין)</th><td>${ltr('0.00')}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`£${amount(net)} GBP`)}</td></tr></table>
<div class="sm">העברה בנקאית: בנק הפועלים, סניף 780, SWIFT ${ltr('POALILIT')} · לתשלום עד ${ltr(dt(plus(date, 30), 'dd.mm.yyyy'))}</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:13px;padding:16mm 16mm}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #555;padding-bottom:6px}.nm{font-family:'Stam Sefarad CLM';font-size:34px}
h1{font-size:21px;margin:12px 0 4px}.buyer{margin:8px 0}.en{font-family:'Liberation Serif';text-align:left;direction:ltr}.sums{width:50%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:16px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(net), tax: truthAmount(0) },
    };
  },
};
