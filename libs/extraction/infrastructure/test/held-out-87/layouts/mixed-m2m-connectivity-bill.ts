import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, bi, boxes, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'mixed-m2m-connectivity-bill';

/**
 * A machine-to-machine (IoT SIM) connectivity provider's monthly bill to a business, A4 (Frank Ruehl CLM name, DejaVu Sans,
 * English in Noto Sans Mono for codes): "קישוריות M2M · SIMLINK", the company with "ח.פ." spaced in threes, "חשבונית מס · Tax
 * Invoice" and boxes "Hebrew / English" ("מס' חשבונית / Invoice No." as "SL" and eight digits, "תאריך הפקה / Issue date"
 * dd/mm/yyyy, "תקופת חיוב / Billing period" the month before from its first to last day, "לתשלום עד / Due date" + 15), the
 * customer and its account number (failing the check), active SIMs at a monthly fee, pooled data beyond the bundle in MB at
 * agorot per MB, SMS and a static-IP APN, "סה"כ לפני מע"מ / Subtotal", VAT added, "סה"כ לתשלום / Amount due" with "₪"
 * (issued in the first days of a month, Sunday to Thursday).
 */
export const mixedM2mConnectivityBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const sims = rng.int(40, 900);
    const fee = rng.pick([390, 450, 590]);
    const extraMb = rng.int(0, 40000);
    const perMb = rng.pick([2, 3, 4]);
    const sms = rng.int(0, 5000);
    const lines: [string, string, string, number][] = [
      [bi('כרטיסי SIM פעילים', 'Active SIMs'), String(sims), amount(fee), sims * fee],
      [bi('נפח חריגה מעבר לחבילה (MB)', 'Data beyond bundle (MB)'), String(extraMb), `0.0${perMb}`, extraMb * perMb],
      [bi('הודעות SMS', 'SMS messages'), String(sms), '0.05', sms * 5],
    ];
    if (rng.chance(0.6)) lines.push([bi('APN פרטי עם IP קבוע', 'Private APN, static IP'), '1', amount(24900), 24900]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סימלינק קישוריות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SL${rng.int(10000000, 99999999)}`;
    const body = `<div class="hd"><div><div class="nm">קישוריות M2M · SIMLINK</div><div class="sm">${vendorName} · SimLink Connectivity Ltd.</div></div><div class="sm">ח.פ. ${ltr(spacedId(taxId))}<br>מגדל אלון 2, יגאל אלון 94, תל אביב<br>*${rng.int(2700, 2799)}</div></div>
<div class="t">חשבונית מס · <span class="en">Tax Invoice</span></div>${boxes([
      [bi("מס' חשבונית", 'Invoice No.'), ltr(doc)],
      [bi('תאריך הפקה', 'Issue date'), ltr(dt(date, 'dd/mm/yyyy'))],
      [bi('תקופת חיוב', 'Billing period'), `${heMonth(from)} · ${ltr(enMonth(from))}<br>${ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}`],
      [bi('לתשלום עד', 'Due date'), ltr(dt(plus(date, 15), 'dd/mm/yyyy'))],
    ])}
${pairs(
  [
    [bi('לקוח', 'Customer'), rng.pick(['אגרו-סנס מערכות השקיה בע"מ', 'צי-טרק ניהול ציים בע"מ', 'מונה חכם אנרגיה בע"מ'])],
    [bi("מס' חשבון", 'Account No.'), ltr(notAnId(rng))],
  ],
  2,
)}
${items(
  [bi('פירוט', 'Description'), bi('כמות', 'Qty'), bi('מחיר', 'Rate'), bi('סכום', 'Amount')],
  lines.map(([d, q, r, s]) => [d, ltr(q), ltr(r), ltr(amount(s))]),
)}
<div class="sums">${pairs([
      [bi('סה"כ לפני מע"מ', 'Subtotal'), ltr(amount(net))],
      [`${bi('מע"מ', 'VAT')} ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      [bi('סה"כ לתשלום', 'Amount due'), ltr(`₪ ${amount(gross)}`)],
    ])}</div><div class="sm foot">החיוב יבוצע בהוראת קבע · <span class="en">Charged by direct debit</span></div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;padding:15mm 16mm}.en{font-family:'Noto Sans'}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #036;padding-bottom:8px}
.nm{font-family:'Frank Ruehl CLM';font-size:28px;font-weight:bold;color:#036}.t{font-size:19px;font-weight:bold;margin:12px 0 4px}.sums{width:55%;margin-inline-start:auto}.sums tr:last-child{font-size:15px}.foot{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
