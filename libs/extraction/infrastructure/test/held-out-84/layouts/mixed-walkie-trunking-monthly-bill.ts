import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { bi, grid, idOf, items, ltr, next, plus, total, vatOn, weekdayOf, baseCss } from './extra';

const ID = 'mixed-walkie-trunking-monthly-bill';

/**
 * A trunked radio (walkie-talkie) network operator's monthly bill to a security or logistics company, A4 (FreeSerif, DejaVu
 * Serif): "RADIONET" with the company and "ח.פ.", "חשבונית מס / Tax Invoice" with "מס' / No." (RN and seven digits), a grid of
 * "Hebrew / English" cells (customer number failing the check, issue date dd.mm.yyyy, the month before as period d/m/yyyy, due
 * date issue + 14), radios by the month, talk groups, GPS tracking per radio on some, a repair or battery on some, "סה"כ לפני
 * מע"מ / Subtotal", VAT added, "סה"כ לתשלום / Amount due". Issued in the first days of a month, moved off Friday and Saturday.
 */
export const mixedWalkieTrunkingMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    let date = raw;
    while (weekdayOf(date) === 5 || weekdayOf(date) === 6) date = plus(date, 1);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const radios = rng.int(6, 60);
    const fee = rng.pick([3900, 4500, 4900]);
    const groups = rng.int(2, 8);
    const gps = rng.chance(0.5);
    const lines = [
      { he: 'מנוי מכשיר קשר', en: 'Radio subscription', q: radios, unit: fee },
      { he: 'קבוצות שיחה', en: 'Talk groups', q: groups, unit: 1500 },
      ...(gps ? [{ he: 'איתור GPS', en: 'GPS tracking', q: radios, unit: 1200 }] : []),
      ...(rng.chance(0.4) ? [{ he: 'סוללה חלופית', en: 'Spare battery', q: rng.int(1, 6), unit: 18900 }] : []),
    ].map((l) => ({ ...l, sum: l.q * l.unit }));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'רדיונט תקשורת מבצעית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `RN${rng.int(1000000, 9999999)}`;
    const body = `<div class="top"><div><div class="nm">${ltr('RADIONET')}</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · ${ltr('RadioNet Operational Communications Ltd.')}</div></div><div class="ttl">${bi('חשבונית מס', ltr('Tax Invoice'))}<br>${bi("מס'", ltr('No.'))} ${ltr(doc)}</div></div>
<div class="cust">${bi('לכבוד', ltr('To'))}: ${rng.pick(['מגן אבטחה ושמירה בע"מ', 'לוגיסטיקה מהירה בע"מ', 'אירועי הצפון הפקות בע"מ'])}</div>
${grid([
  [bi("מס' לקוח", ltr('Customer no.')), ltr(notAnId(rng))],
  [bi('תאריך הפקה', ltr('Issue date')), ltr(dt(date, 'dd.mm.yyyy'))],
  [bi('תקופת חיוב', ltr('Billing period')), ltr(`${dt(from, 'd/m/yyyy')} - ${dt(to, 'd/m/yyyy')}`)],
  [bi('מועד תשלום', ltr('Due date')), ltr(dt(plus(date, 14), 'dd.mm.yyyy'))],
])}
${items(
  [bi('שירות', ltr('Service')), bi('כמות', ltr('Qty')), bi('מחיר', ltr('Price')), bi('סכום', ltr('Amount'))],
  lines.map((l) => [`${l.he}<div class="sm">${ltr(l.en)}</div>`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<table class="sums"><tr><th>${bi('סה"כ לפני מע"מ', ltr('Subtotal'))}</th><td>${ltr(amount(net))}</td></tr><tr><th>${bi(`מע"מ ${ltr(`${rate}%`)}`, ltr('VAT'))}</th><td>${ltr(amount(vat))}</td></tr><tr class="tot"><th>${bi('סה"כ לתשלום', ltr('Amount due'))}</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>`;
    const css = `${baseCss}
body{font-family:'FreeSerif','DejaVu Serif';font-size:12.5px;padding:15mm}.top{display:flex;justify-content:space-between;border-bottom:4px solid #0b5d7a;padding-bottom:6px}.nm{font-family:'DejaVu Serif';font-size:28px;font-weight:bold;color:#0b5d7a;letter-spacing:2px}
.ttl{font-weight:bold;font-size:15px;text-align:left}.cust{margin:10px 0}.sums{margin-inline-start:auto;min-width:55%;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 8px}.sums td{text-align:left;padding:3px 8px}.tot{background:#0b5d7a;color:#fff;font-weight:bold;font-size:15px}.tot th{font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
