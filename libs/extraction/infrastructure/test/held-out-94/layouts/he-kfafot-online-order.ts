import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-kfafot-online-order';

/** Product, agorot per pair (with VAT) in 2022. */
const PRODUCTS: [string, number][] = [
  ['כפפות עבודה עור בקר - מידה L', 3490],
  ['כפפות גינון מצופות ניטריל (זוג)', 1990],
  ['כפפות חורף פליז עם מסך מגע', 5990],
  ['כפפות רכיבה ללא אצבעות', 7990],
  ['כפפות ניטריל חד-פעמיות, קופסה 100', 3990],
  ['כפפות תנור סיליקון (זוג)', 4490],
  ['כפפות ריתוך ארוכות', 6990],
  ['כפפות סקי עמידות למים', 12990],
  ['כפפות ילדים צמר סרוג', 2990],
];
const BUYERS = ['הדס ממן', 'יונתן רייך', 'עדי בן חמו', 'נאור פלד', 'תמר ג׳אבר', 'אליאור שטרן'];

/**
 * An online glove shop's emailed invoice, A4 (Ellinia CLM for the brand, FreeSans): the "כפפה לכל יד" brand over
 * "כפפות אונליין סחר בע"מ" with "ח.פ." spaced in threes and the web address; a green band with "חשבונית מס-קבלה", "מס'
 * 4nnnnnn", date dd/mm/yyyy and time, and "הזמנה #Gnnnnn" placed earlier; the buyer and pickup point or courier
 * address; products with the quantity, unit price and line total "… ₪" (with VAT), sometimes a bundle discount as a
 * minus, delivery (free from 250 ₪), "סה"כ לתשלום" "₪ …", "מחיר כולל מע"מ" with "מע"מ n%" contained and the amount
 * before VAT, card in one payment; any day.
 */
export const heKfafotOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = (Number(date.slice(0, 4)) - 2022) * 100;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, p]) => ({ name, p: p + rise, q: rng.int(1, 3) }));
    const goods = total(lines.map((l) => l.p * l.q));
    const bundle = lines.reduce((s, l) => s + l.q, 0) >= 4 ? -Math.round(goods * 0.1) : 0;
    const delivery = goods + bundle >= 25000 ? 0 : rng.pick([2990, 3490]);
    const gross = goods + bundle + delivery;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כפפות אונליין סחר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `4${rng.digits(6)}`;
    const ordered = plus(date, -rng.int(0, 3));
    const rows = lines.map((l) => [l.name, ltr(String(l.q)), `${ltr(amount(l.p))} ₪`, `${ltr(amount(l.p * l.q))} ₪`]);
    if (bundle) rows.push(['הנחת 4 זוגות ומעלה 10%', '', '', `${ltr(amount(bundle))} ₪`]);
    rows.push([delivery ? 'משלוח עד הבית' : 'משלוח - חינם בקנייה מעל 250 ₪', '', '', `${ltr(amount(delivery))} ₪`]);
    const body = `<div class="hd"><div><div class="brand">כפפה לכל יד</div><div>${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div></div><div class="web">${ltr('www.kfafa-lekol-yad.co.il')}</div></div>
<div class="band"><span class="b">חשבונית מס-קבלה</span><span>מס' ${ltr(doc)}</span><span>${ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)}</span><span>הזמנה ${ltr(`#G${rng.digits(5)}`)} מ-${ltr(dt(ordered, 'dd/mm'))}</span></div>
<div class="two"><div><b>פרטי הלקוח</b><br>${rng.pick(BUYERS)}<br>${ltr(cellular(rng))}</div><div><b>משלוח</b><br>${rng.chance(0.5) ? `שליח עד הבית: רח' הרימון ${ltr(String(rng.int(1, 40)))}, אבן יהודה` : 'איסוף מנקודת חלוקה - כפר סבא'}</div></div>
${items(['מוצר', 'כמות', "מחיר יח'", 'סה"כ'], rows)}
<table class="tot"><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><th>המחיר כולל מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr><th>סכום לפני מע"מ</th><td>${ltr(amount(gross - vat))}</td></tr>
<tr><th>שולם בכרטיס אשראי</th><td>${ltr(`**** ${rng.digits(4)}`)} · תשלום ${ltr('1')}</td></tr></table>
<div class="sm note">ניתן להחזיר פריט שלא נעשה בו שימוש תוך 14 יום. כפפות חד-פעמיות אינן ניתנות להחזרה.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12px;padding:14mm}.hd{display:flex;justify-content:space-between;align-items:flex-end}.brand{font-family:'Ellinia CLM';font-size:36px;color:#2e7d32}.web{color:#2e7d32}
.band{display:flex;justify-content:space-between;gap:10px;background:#2e7d32;color:#fff;padding:6px 10px;margin:10px 0}.two{display:flex;gap:30px;line-height:1.5;margin-bottom:6px}.two>div{flex:1}
.items th:nth-child(n+2),.items td:nth-child(n+2){text-align:end}.tot{width:50%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{font-size:16px;font-weight:bold;border-bottom:2px solid #2e7d32}.tot tr.g th{font-weight:bold}.note{margin-top:14px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
