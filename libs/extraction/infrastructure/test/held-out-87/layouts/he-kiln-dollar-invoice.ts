import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, pairs, plus, total } from './extra';

const ID = 'he-kiln-dollar-invoice';

/** Item, cents (2022). */
const GOODS: [string, number][] = [
  ['תנור קרמיקה חשמלי 100 ליטר, 1300°C', 389000],
  ['תנור קרמיקה חשמלי 200 ליטר, 1300°C', 612000],
  ['תנור זכוכית (פיוזינג) 60×60 ס"מ', 274000],
  ['בקר תכנות 12 שלבים', 46500],
  ['סט מדפים קורדיאריט (6 יח׳)', 21800],
  ['ארובת אוורור ומאוורר', 33500],
  ['גופי חימום חלופיים (סט)', 18900],
  ['אריזה בארגז עץ לייצוא', 15000],
];

/**
 * A kiln maker in Yokneam's industrial park billing a foreign studio in US dollars, in Hebrew, A4 (Keter YG name, Noto Sans
 * Hebrew): the company with "ח.פ." spaced in threes, "חשבונית מס - יצוא" with boxes ("מספר" "EXP" and a slash-year, "תאריך"
 * dd/mm/yyyy, "מטבע USD", "תנאי מסירה" FCA or CIF), the buyer abroad, kilns and parts with "$" prices, "סה"כ", "מע"מ 0% (יצוא
 * שירותים/טובין)" with "0.00", "סה"כ לתשלום" with "$" and "USD", the bank's SWIFT and a due date (+45) (Sunday to Thursday).
 */
export const heKilnDollarInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, p]) => {
      const q = p > 200000 ? rng.int(1, 2) : rng.int(1, 4);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = 0;
    const gross = net + vat;
    const vendorName = 'תנורי הגליל טכנולוגיות חימום בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `EXP-${String(rng.int(1, 180)).padStart(4, '0')}/${date.slice(2, 4)}`;
    const body = `<div class="hd"><div class="nm">תנורי הגליל</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>פארק תעשיות יקנעם · ${ltr(landline(rng))}</div></div>
<div class="t">חשבונית מס - יצוא</div>${boxes([
      ['מספר', ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
      ['מטבע', ltr('USD')],
      ['תנאי מסירה', ltr(rng.pick(['FCA Haifa', 'CIF Newark', 'CIF Baltimore']))],
    ])}
<div class="to">לכבוד: ${ltr(rng.pick(['Riverbend Clay Studio LLC, Asheville NC', 'Kilnworks Supply Co., Portland OR', 'Mud &amp; Fire Pottery Inc., Austin TX']))}</div>
${items(
  ['תיאור', 'כמות', 'מחיר יחידה $', 'סה"כ $'],
  lines.map((l) => [l.name, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<div class="sums">${pairs([
      ['סה"כ', ltr(`$${amount(net)}`)],
      [`מע"מ ${ltr('0%')} (יצוא טובין)`, ltr(amount(vat))],
      ['סה"כ לתשלום', ltr(`$${amount(gross)} USD`)],
    ])}</div><div class="sm">לתשלום עד ${ltr(dt(plus(date, 45), 'dd/mm/yyyy'))} בהעברה ל-${ltr('SWIFT LUMIILITXXX')}, חשבון ${ltr(`${rng.int(100, 999)}-${rng.digits(6)}`)}. המחירים בדולר ארה"ב.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:16mm 18mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #444;padding-bottom:8px}
.nm{font-family:'Keter YG';font-size:34px;font-weight:bold}.t{font-size:21px;font-weight:bold;margin:12px 0 4px}.to{margin:10px 0}.sums{width:48%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
