import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-translator-invoice';

/**
 * A sworn translator in Haifa invoicing under her own name as a licensed dealer, A4 (Shofar name, Miriam CLM text): her name
 * at the top (the vendor is the person), "מתרגמת מוסמכת עברית-אנגלית-רוסית", "עוסק מורשה" with her number plain beside a
 * mobile, "חשבונית מס" with "מס'" four digits and "תאריך" (d/m/yyyy) on the left, "לכבוד" a company with its "ח.פ." (a
 * distractor), words translated at a rate per word, certification, urgency, "סה"כ", VAT added, "סה"כ לתשלום" with "₪" after.
 * Sunday to Thursday.
 */
export const heTranslatorInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const words = rng.int(6, 60) * 50;
    const perWord = rng.pick([38, 42, 45, 50]);
    const lines: [string, string, number, number][] = [
      [`תרגום מסמך (${rng.pick(['חוזה שכירות', 'תעודת לידה ותעודת נישואין', 'דו"ח כספי', 'פסק דין'])}) מאנגלית לעברית`, `${words} מילים`, perWord, words * perWord],
    ];
    if (rng.chance(0.7)) lines.push(['אישור נוטריוני לתרגום', '1', 0, rng.pick([22800, 26500, 29000])]);
    if (rng.chance(0.5)) lines.push(['תוספת דחיפות (24 שעות)', '1', 0, rng.pick([15000, 20000])]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אלונה רבינוביץ';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 2999));
    const body = `<div class="hd"><div><div class="nm">${vendorName}</div><div>מתרגמת מוסמכת עברית-אנגלית-רוסית</div><div class="sm">עוסק מורשה ${ltr(taxId)} · נייד ${ltr(cellular(rng))} · רח׳ מוריה 88, חיפה</div></div>
<div class="doc"><div class="t">חשבונית מס</div>${pairs([
      ["מס'", ltr(doc)],
      ['תאריך', ltr(dt(date, 'd/m/yyyy'))],
    ])}</div></div>
<div class="to">לכבוד: ${rng.pick(['כרמל ייעוץ משפטי בע"מ', 'גלובוס רילוקיישן בע"מ', 'מ.ש. שירותי הגירה בע"מ'])} · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>
${items(
  ['תיאור', 'כמות', 'מחיר ליחידה', 'סכום'],
  lines.map(([d, q, per, s]) => [d, q, per ? ltr(`${(per / 100).toFixed(2)}`) : ltr(amount(s)), ltr(amount(s))]),
)}
<div class="sums">${pairs([
      ['סה"כ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', `${ltr(amount(gross))} ₪`],
    ])}</div><div class="sm foot">התשלום בהעברה בנקאית תוך 30 יום. תודה!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13.5px;padding:18mm 20mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #888;padding-bottom:10px}
.nm{font-family:'Shofar';font-size:32px;font-weight:bold}.doc{border:2px solid #333;padding:6px 12px}.t{font-size:20px;font-weight:bold;text-align:center}.to{margin:16px 0}
.sums{width:45%;margin-inline-start:auto;margin-top:10px}.sums tr:last-child{font-size:17px}.foot{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
