import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId, workday } from '../../generalisation/notation';
import { baseCss, bi, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'mixed-switchboard-telecom-bill';

/**
 * A cloud switchboard (virtual PBX) provider's monthly bill to a business, A4 (Noto Sans Hebrew, English in Noto Sans): "מרכזיית
 * ענן · CLOUDSWITCH" with the company, "ח.פ." spaced in threes, "חשבונית מס / Tax Invoice" with "מס' / No." (CS and eight
 * digits), label pairs "עברית / English" (account failing the check, issue date dd.mm.yyyy, the previous month as "1.m.yyyy -
 * last.m.yyyy" and named in both languages, due date issue + 10), extensions, SIP trunks, minutes to landlines, mobiles and abroad,
 * IVR, "סה"כ לפני מע"מ / Subtotal", VAT added, "סה"כ לתשלום / Amount due" with "₪". The first days of a month, Sunday to Thursday.
 */
export const mixedSwitchboardTelecomBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = workday(raw, plus);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const ext = rng.int(5, 60);
    const trunks = rng.int(1, 4);
    const rows: [string, string, string, number, number][] = [
      ['שלוחה וירטואלית', 'Virtual extension', String(ext), 2900, ext * 2900],
      ['ערוץ SIP', 'SIP trunk', String(trunks), 4500, trunks * 4500],
    ];
    const land = rng.int(200, 6000);
    const mob = rng.int(200, 8000);
    rows.push(['דקות לנייחים', 'Minutes to landlines', String(land), 5, land * 5]);
    rows.push(['דקות לניידים', 'Minutes to mobiles', String(mob), 7, mob * 7]);
    if (rng.chance(0.5)) {
      const abroad = rng.int(10, 400);
      rows.push(['שיחות לחו"ל', 'International calls', String(abroad), 19, abroad * 19]);
    }
    if (rng.chance(0.6)) rows.push(['מענה קולי (IVR)', 'IVR menu', '1', 9900, 9900]);
    const net = total(rows.map((r) => r[4]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קלאודסוויץ׳ תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `CS${rng.int(10000000, 99999999)}`;
    const en = (s: string) => `<div class="en">${s}</div>`;
    const body = `<div class="top"><div class="nm">מרכזיית ענן · ${ltr('CLOUDSWITCH')}</div><div>${vendorName} · ${ltr('CloudSwitch Communications Ltd.')}<br>ח.פ. ${ltr(spacedId(taxId))} · רח׳ הברזל 3, תל אביב</div></div>
<h1>${bi('חשבונית מס', ltr('Tax Invoice'))} · ${bi("מס'", ltr('No.'))} ${ltr(doc)}</h1>
${pairs(
  [
    [bi('לקוח', ltr('Customer')), rng.pick(['א.ב. לוגיסטיקה בע"מ', 'מרפאות השרון בע"מ', 'טל-אור ייבוא בע"מ'])],
    [bi("מס' חשבון", ltr('Account')), ltr(notAnId(rng))],
    [bi('תאריך הפקה', ltr('Issue date')), ltr(dt(date, 'dd.mm.yyyy'))],
    [bi('תקופת חיוב', ltr('Billing period')), `${heMonth(from)} / ${ltr(enMonth(from))} (${ltr(`${dt(from, 'd/m/yyyy')} - ${dt(to, 'd/m/yyyy')}`)})`],
    [bi('לתשלום עד', ltr('Due date')), ltr(dt(plus(date, 10), 'dd.mm.yyyy'))],
  ],
  1,
)}
${items(
  [bi('שירות', ltr('Service')), bi('כמות', ltr('Qty')), bi('מחיר', ltr('Price')), bi('סכום', ltr('Amount'))],
  rows.map(([h, n, q, p, s]) => [`${h}${en(ltr(n))}`, ltr(q), ltr((p / 100).toFixed(2)), ltr(amount(s))]),
)}
<div class="sums">${pairs([
      [bi('סה"כ לפני מע"מ', ltr('Subtotal')), ltr(amount(net))],
      [bi(`מע"מ ${ltr(`${rate}%`)}`, ltr('VAT')), ltr(amount(vat))],
      [bi('סה"כ לתשלום', ltr('Amount due')), `${ltr(amount(gross))} ₪`],
    ])}</div><div class="sm">החיוב בכרטיס אשראי/הוראת קבע · ${ltr('Charged by direct debit')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:12.5px;padding:15mm}.en{font-family:'Noto Sans';font-size:0.85em;color:#555}.top{border-bottom:3px solid #1d6fb8;padding-bottom:8px}.nm{font-size:26px;font-weight:bold;color:#1d6fb8}
h1{font-size:18px}.sums{width:55%;margin-inline-start:auto}.sums tr:last-child{font-size:16px;background:#e6f0fa}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
