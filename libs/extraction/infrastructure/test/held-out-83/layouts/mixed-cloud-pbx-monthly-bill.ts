import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, bi, grid, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-cloud-pbx-monthly-bill';

/**
 * An Israeli cloud telephone exchange (PBX) provider's monthly bill to a business, A4 (Noto Sans Hebrew, figures and English in
 * DejaVu Sans): "VOXNET" with the company and "ח.פ." at the left, "חשבונית מס / Tax Invoice" with "PB" and six digits, a grid of
 * four cells "Hebrew / English" (account failing the check, issue date d/m/yyyy, the month before as the period dd/mm/yyyy, due
 * date issue + 10), extensions by the month, SIP trunk channels, virtual numbers, outgoing minutes to mobiles and abroad at three
 * decimals a minute, call recording on some, "סה"כ לפני מע"מ / Net", VAT added, "סה"כ לתשלום / Total due" in a blue box. Issued on
 * the first days of a month, Sunday to Thursday.
 */
export const mixedCloudPbxMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const ext = rng.int(4, 40);
    const mobMin = rng.int(200, 4000);
    const lines = [
      { he: 'שלוחות IP', en: 'IP extensions', qty: String(ext), unit: amount(3900), sum: ext * 3900 },
      { he: 'ערוצי SIP', en: 'SIP trunk channels', qty: String(rng.int(2, 10)), unit: amount(2500), sum: 0 },
      { he: 'מספרים וירטואליים', en: 'Virtual numbers', qty: String(rng.int(1, 5)), unit: amount(1500), sum: 0 },
      { he: 'דקות לנייד', en: 'Minutes to mobiles', qty: String(mobMin), unit: '0.045', sum: Math.round((mobMin * 45) / 10) },
    ].map((l) => ({ ...l, sum: l.sum || Number(l.qty) * Number(l.unit.replace('.', '')) }));
    if (rng.chance(0.5)) {
      const m = rng.int(20, 600);
      lines.push({ he: 'שיחות לחו"ל', en: 'International calls', qty: String(m), unit: '0.190', sum: m * 19 });
    }
    if (rng.chance(0.4)) lines.push({ he: 'הקלטת שיחות', en: 'Call recording', qty: '1', unit: amount(9900), sum: 9900 });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ווקסנט תקשורת ענן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `PB${rng.digits(6)}`;
    const body = `<div class="hd"><div class="nm">VOXNET</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · ${ltr('*2770')} · ${ltr('billing@voxnet.co.il')}</div></div>
<h1>${bi('חשבונית מס', 'Tax Invoice')} ${ltr(doc)}</h1>
${grid([
  [bi('מספר חשבון', 'Account'), ltr(notAnId(rng))],
  [bi('תאריך הפקה', 'Issue date'), ltr(dt(date, 'd/m/yyyy'))],
  [bi('תקופה', 'Period'), `${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))}`],
  [bi('לתשלום עד', 'Due date'), ltr(dt(plus(date, 10), 'd/m/yyyy'))],
])}
<div class="sm">חיובי ${heMonth(from)} · ${ltr(`Charges for ${enMonth(from)}`)}</div>
${items(
  [bi('שירות', 'Service'), bi('כמות', 'Qty'), bi('מחיר', 'Rate'), bi('סכום', 'Amount')],
  lines.map((l) => [`${l.he}<br><span class="en">${ltr(l.en)}</span>`, ltr(l.qty), ltr(l.unit), ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>${bi('סה"כ לפני מע"מ', 'Net')}</td><td>${ltr(amount(net))}</td></tr><tr><td>${bi(`מע"מ ${ltr(`${rate}%`)}`, 'VAT')}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due')}</td><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="sm">החיוב יבוצע בכרטיס האשראי השמור · ${ltr('Charged to the card on file')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #1d4ed8;padding-bottom:6px}
.nm{font-family:'DejaVu Sans';font-size:30px;font-weight:bold;color:#1d4ed8;letter-spacing:3px}h1{font-size:18px;margin:12px 0 6px}.en{font-family:'DejaVu Sans';font-size:10.5px;color:#555}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:52%;margin:8px auto 10px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;background:#1d4ed8;color:#fff}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
