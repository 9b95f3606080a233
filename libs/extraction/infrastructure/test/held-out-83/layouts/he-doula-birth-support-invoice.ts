import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-doula-birth-support-invoice';

/** Services: name, agorot before VAT (2022). */
const SERVICES: [string, number][] = [
  ['ליווי לידה מלא (זמינות 24/7 משבוע 38)', 320000],
  ['מפגש הכנה ללידה בבית (שעתיים)', 45000],
  ['ביקור אחרי לידה ותמיכה בהנקה', 38000],
  ['ערב הכנה זוגי ללידה', 52000],
  ['ליווי בלידה בלבד (ללא מפגשים)', 240000],
];

/**
 * A doula in Modi'in billing as a licensed dealer under her own name, A5 (Stam Sefarad CLM for her name, Noto Serif Hebrew text):
 * her name large with "דולה מוסמכת" under it, "עוסק מורשה" with her number and mobile on one line, "חשבונית מס" and its number
 * (four digits) in a label-value table with "תאריך" (dd.mm.yyyy) and the client, the birth's date as a distractor, the services, a
 * travel line, "סכום לפני מע"מ", VAT, "סה"כ" with "₪". Sunday to Thursday.
 */
export const heDoulaBirthSupportInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(SERVICES, rng.int(1, 3)).map(([name, p]) => ({ name, sum: Math.round((p * up) / 1000) * 1000 }));
    if (rng.chance(0.5)) lines.push({ name: 'החזר נסיעות לבית החולים', sum: rng.int(6, 25) * 1000 });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נועה בר-זכאי';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1001, 1999));
    const birth = plus(date, -rng.int(2, 20));
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div>דולה מוסמכת · ליווי הריון, לידה ואחרי לידה</div>
<div class="sm">עוסק מורשה ${ltr(taxId)} | ${ltr(cellular(rng))} | מודיעין</div></div>
${pairs(
  [
    ['חשבונית מס', `<b>${ltr(doc)}</b>`],
    ['תאריך', ltr(dt(date, 'dd.mm.yyyy'))],
    ['לכבוד', rng.pick(['מיכל ואורי לוי', 'שירה כהן', 'דנה ויואב פרידמן', 'הילה אברהם'])],
    ['תאריך הלידה', ltr(dt(birth, 'dd/mm/yy'))],
  ],
  2,
)}
${items(
  ['תיאור השירות', 'סכום'],
  lines.map((l) => [l.name, ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>סכום לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ</td><td>₪${ltr(amount(gross))}</td></tr></table>
<div class="sm">${rng.pick(['שולם בהעברה בנקאית', 'שולם בביט', 'שולם בשני תשלומים באשראי'])}. מאחלת לכם הורות מלאת אור!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:12mm 12mm}.hd{text-align:center;border-bottom:1px solid #b07a8a;padding-bottom:6px;margin-bottom:8px}.nm{font-family:'Stam Sefarad CLM';font-size:30px;color:#8a3b52}
.items td:last-child,.items th:last-child{text-align:left}.tt{width:55%;margin:6px auto 10px 0}.tt td{padding:2px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #8a3b52}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
