import { addDays, amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId, lastOfMonth, workday } from '../../generalisation/notation';
import { avoid, e, idOf, next, total, vatOn } from './extra';

const ID = 'en-tzlil-telecom-bill';

const CUSTOMERS = [
  'Shahar Orthodontics Ltd.',
  'Ben Ami Freight Forwarding Ltd.',
  'Halabi & Co. CPA',
  'Omega Print House Ltd.',
  'Nofit Home Care Ltd.',
  'Kedem Insurance Agency Ltd.',
];

/**
 * A business cloud-telephony provider at Isfiya, the monthly invoice in English, in shekels, A4 (URW Gothic for the
 * mark and headings, Nimbus Sans): "TZLIL" in plum capitals beside five drawn bars of a sound wave, "Cloud telephony
 * for business" and the Isfiya address, opposite "TAX INVOICE" with "Invoice No." TZ, yymm, a hyphen and five digits,
 * "Invoice date" d Mon yyyy (the 1st-6th, moved off Friday and Saturday), "Billing period" (the month before), "Account
 * no." and "Due date" (10-15 days on; distractors); "Bill to" a business with its company number (a distractor);
 * subscriptions (PBX user licences, SIP trunk channels, direct-dial numbers, sometimes call recording per user and an
 * auto-attendant) and the month's usage (minutes to landlines, mobiles and abroad × a rate a minute), sometimes a
 * loyalty credit; "Subtotal", "VAT n%" added, "Total due (ILS)" "₪ …" in a plum band; the direct debit and the previous
 * balance (distractors); "Tzlil Communications Ltd. · Company No." hyphenated and "VAT Reg." in the footer.
 */
export const enTzlilTelecomBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const p = (a: number) => Math.round((a * rise) / 10) * 10;
    const period = firstOfMonth(date, -1);
    const users = rng.int(3, 40);
    const lines: [string, string, string, number][] = [['Cloud PBX user licence', String(users), amount(p(3900)), users * p(3900)]];
    const trunks = rng.int(2, 10);
    lines.push(['SIP trunk channel', String(trunks), amount(p(4500)), trunks * p(4500)]);
    const dids = rng.int(1, 20);
    lines.push(['Direct inward dialling number', String(dids), amount(p(900)), dids * p(900)]);
    if (rng.chance(0.4)) lines.push(['Call recording and storage, per user', String(users), amount(p(1200)), users * p(1200)]);
    if (rng.chance(0.35)) lines.push(['Auto-attendant menu (IVR)', '1', amount(p(5900)), p(5900)]);
    const usage: [string, number, number][] = [
      ['Calls to Israeli landlines, minutes', rng.int(200, 9000), 5],
      ['Calls to Israeli mobiles, minutes', rng.int(300, 12000), 7],
    ];
    if (rng.chance(0.5)) usage.push(['Calls abroad (zone A), minutes', rng.int(10, 900), 19]);
    for (const [l, m, r] of usage) lines.push([l, m.toLocaleString('en-US'), `0.${String(r).padStart(2, '0')}`, m * r]);
    if (rng.chance(0.3)) lines.push(['Loyalty credit', '', '', -p(5000)]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Tzlil Communications Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `TZ${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(10000, 99999)}`;
    const due = workday(addDays(date, rng.int(10, 15)), addDays);
    const rows = lines.map(([l, q, u, s]) => `<tr><td>${e(l)}</td><td>${q}</td><td>${u}</td><td>${amount(s)}</td></tr>`).join('');
    const body = `<div class="hdr"><div class="brand"><div class="wave"><i style="height:10px"></i><i style="height:22px"></i><i style="height:32px"></i><i style="height:18px"></i><i style="height:8px"></i></div><div><div class="mk">TZLIL</div><div class="tg">Cloud telephony for business</div><div class="ad">12 HaMeyasdim St., Isfiya 3009000 · +972-4-83${rng.digits(5)}</div></div></div>
<div class="doc"><div class="dt">TAX INVOICE</div><table><tr><td>Invoice No.</td><td><b>${doc}</b></td></tr><tr><td>Invoice date</td><td><b>${dt(date, 'd Mon yyyy')}</b></td></tr><tr><td>Billing period</td><td>${dt(period, 'd Mon yyyy')} – ${dt(lastOfMonth(period), 'd Mon yyyy')}</td></tr><tr><td>Account no.</td><td>${rng.int(1000000, 9999999)}</td></tr><tr><td>Due date</td><td>${dt(due, 'd Mon yyyy')}</td></tr></table></div></div>
<div class="to"><div class="lb">Bill to</div><b>${e(rng.pick(CUSTOMERS))}</b><br>Company No. ${companyId(rng, true)}</div>
<h2>Charges for ${enMonth(period)}</h2>
<table class="t"><tr><th>Description</th><th>Qty / minutes</th><th>Unit price (₪)</th><th>Amount (₪)</th></tr>${rows}</table>
<table class="tot"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total due (ILS)</td><td>₪ ${amount(gross)}</td></tr></table>
<div class="info">This amount will be collected by direct debit from your account ending ${rng.digits(3)} on ${dt(due, 'd Mon yyyy')}.<br>Previous balance: 0.00 · Payments received since last invoice: ₪ ${amount(rng.int(20000, 400000))} – thank you.</div>
<div class="foot">${vendorName} · Company No. ${hyphenId(taxId)} · VAT Reg. ${taxId} · support@tzlil.co.il</div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:11.5px;padding:14mm 15mm;color:#222}.hdr{display:flex;justify-content:space-between;align-items:flex-start}.brand{display:flex;gap:10px;align-items:center}
.wave{display:flex;gap:3px;align-items:center;height:36px}.wave i{display:block;width:6px;background:#6b2d5c;border-radius:3px}.mk{font-family:'URW Gothic';font-size:32px;font-weight:bold;letter-spacing:4px;color:#6b2d5c;line-height:1}.tg{font-family:'URW Gothic';font-size:12px}.ad{font-size:10px;color:#555;margin-top:2px}
.doc{text-align:right}.dt{font-family:'URW Gothic';font-size:20px;font-weight:bold;color:#6b2d5c}.doc table{border-collapse:collapse;margin-left:auto}.doc td{padding:1px 0 1px 12px;text-align:left}
.to{margin:14px 0 6px;border-left:4px solid #6b2d5c;padding-left:8px;line-height:1.5}.lb{font-size:10px;color:#666;text-transform:uppercase}h2{font-family:'URW Gothic';font-size:14px;margin:12px 0 4px}
.t{width:100%;border-collapse:collapse}.t th{background:#f1e6ee;text-align:left;padding:4px 5px;border-bottom:1.5px solid #6b2d5c}.t td{padding:3px 5px;border-bottom:1px solid #e5e5e5}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{margin:10px 0 0 auto;border-collapse:collapse;min-width:80mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:right}.tot .g td{background:#6b2d5c;color:#fff;font-weight:bold;font-size:15px}
.info{margin-top:14px;font-size:10.5px;line-height:1.5}.foot{margin-top:22px;border-top:1px solid #bbb;padding-top:4px;font-size:9.5px;color:#555;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
