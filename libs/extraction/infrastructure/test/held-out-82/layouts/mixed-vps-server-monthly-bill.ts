import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-vps-server-monthly-bill';

/** Plans: name, price in agorot a month before VAT (2022). */
const PLANS: [string, number][] = [
  ['VPS S · 2 vCPU · 4 GB RAM · 80 GB NVMe', 6900],
  ['VPS M · 4 vCPU · 8 GB RAM · 160 GB NVMe', 12900],
  ['VPS L · 8 vCPU · 16 GB RAM · 320 GB NVMe', 24900],
  ['VPS XL · 16 vCPU · 32 GB RAM · 640 GB NVMe', 46900],
];

/**
 * An Israeli VPS hosting company's monthly bill, A4 (Noto Sans Hebrew, figures and plan names in DejaVu Sans Mono): "TLV CLOUD
 * NODES" at the right and the company with "ח.פ." spaced in threes at the left, "חשבונית מס / Tax Invoice" with "HV" and seven
 * digits, a strip of four cells (account number failing the check, issue date dd/mm/yyyy, the month billed before it, due date
 * issue + 14) each "Hebrew / English", servers by the month with hostnames, extra IPv4 addresses, backup storage by the GB,
 * traffic over the quota by the TB on some, a domain renewal on some, "סה"כ לפני מע"מ / Subtotal", VAT added, "סה"כ לתשלום /
 * Total due" in a dark box, direct debit. Issued on the first days of a month, Sunday to Thursday.
 */
export const mixedVpsServerMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const lines: [string, string, number, number][] = rng.some(PLANS, rng.int(1, 3)).map(([name, p]) => {
      const n = rng.int(1, 3);
      return [`${ltr(name)}<div class="h">${ltr(`srv-${rng.pick(['web', 'db', 'app', 'ci'])}-${rng.digits(2)}`)}</div>`, String(n), p, n * p];
    });
    const ips = rng.int(0, 4);
    if (ips) lines.push(['כתובות IPv4 נוספות / Extra IPv4', String(ips), 900, ips * 900]);
    const gb = rng.int(0, 12) * 50;
    if (gb) lines.push(['גיבוי / Backup storage (GB)', String(gb), 15, gb * 15]);
    if (rng.chance(0.3)) {
      const tb = rng.int(1, 4);
      lines.push(['תעבורה מעבר למכסה / Traffic overage (TB)', String(tb), 3500, tb * 3500]);
    }
    if (rng.chance(0.3)) lines.push(['חידוש דומיין / Domain renewal .co.il', '1', 5900, 5900]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'תל אביב ענן שרתים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `HV${rng.int(1, 9)}${rng.digits(6)}`;
    const due = plus(date, 14);
    const cell = (he: string, en: string, v: string) => `<td><div class="l">${he} / ${en}</div><div class="v">${v}</div></td>`;
    const body = `<div class="hd"><div class="nm">TLV CLOUD NODES</div><div class="co">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>מגדל ${rng.pick(['אלון', 'המוזיאון', 'עזריאלי שרונה'])}, תל אביב</div></div>
<h1>חשבונית מס / Tax Invoice <span>${ltr(doc)}</span></h1>
<table class="strip"><tr>${cell('מספר חשבון', 'Account', ltr(notAnId(rng)))}${cell('תאריך הפקה', 'Issued', ltr(dt(date, 'dd/mm/yyyy')))}${cell('תקופת חיוב', 'Period', `${ltr(dt(from, 'dd/mm/yy'))} - ${ltr(dt(to, 'dd/mm/yy'))}`)}${cell('תאריך לתשלום', 'Due', ltr(dt(due, 'dd/mm/yyyy')))}</tr></table>
${items(
  ['שירות / Service', 'כמות / Qty', 'מחיר / Rate', 'סכום / Amount'],
  lines.map(([n, q, u, s]) => [n, ltr(q), ltr(amount(u)), ltr(amount(s))]),
)}
<table class="tt"><tr><td>סה"כ לפני מע"מ / Subtotal</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ / VAT ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr></table>
<div class="due"><span>סה"כ לתשלום / Total due</span><span>₪ ${ltr(amount(gross))}</span></div>
<div class="sm">יחויב בהוראת קבע / Charged by direct debit on ${ltr(dt(due, 'dd/mm/yyyy'))}. תמיכה / Support 24/7: support@tlvcloud.example</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:12mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #0b6e99;padding-bottom:6px}
.nm{font-family:'DejaVu Sans Mono';font-weight:bold;font-size:24px;color:#0b6e99}.co{text-align:left;font-size:11px}h1{font-size:18px;margin:12px 0 8px}h1 span{font-family:'DejaVu Sans Mono'}
table{border-collapse:collapse}.strip{width:100%;margin-bottom:10px}.strip td{border:1px solid #0b6e99;padding:4px 8px;width:25%}.l{font-size:10px;color:#555}.v{font-weight:bold}
.items{width:100%;margin:8px 0}.items th{background:#0b6e99;color:#fff;text-align:start;padding:4px;font-weight:normal}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:first-child{font-family:'DejaVu Sans Mono','Noto Sans Hebrew';font-size:11px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.h{color:#666;font-size:10px}.tt{width:50%;margin:6px auto 4px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}
.due{width:50%;margin:4px auto 14px 0;background:#123;color:#fff;padding:8px 10px;display:flex;justify-content:space-between;font-weight:bold;font-size:15px;box-sizing:border-box}.sm{font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
