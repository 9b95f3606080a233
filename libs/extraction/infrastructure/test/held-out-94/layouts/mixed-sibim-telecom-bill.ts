import { amount, EN_MONTHS, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'mixed-sibim-telecom-bill';

/** Hebrew, English, agorot before VAT in 2023 (monthly). */
const PLANS: [string, string, number][] = [
  ['אינטרנט סיבים 1000 מגה', 'Fibre internet 1 Gbps', 9900],
  ['אינטרנט סיבים 500 מגה', 'Fibre internet 500 Mbps', 7900],
  ['אינטרנט סיבים 2.5 ג׳יגה', 'Fibre internet 2.5 Gbps', 13900],
];
const ADDONS: [string, string, number][] = [
  ['נתב Wi-Fi 6 בהשכרה', 'Wi-Fi 6 router rental', 1500],
  ['מגדיל טווח Mesh', 'Mesh extender', 1000],
  ['קו טלפון ביתי VoIP', 'Home VoIP line', 2490],
  ['כתובת IP קבועה', 'Static IP address', 2000],
  ['שירות אבטחת גלישה', 'Safe browsing service', 990],
];
const NAMES = ['יעקב ורדי', 'לימור חזן', 'Daniel Rosen', 'אלכס פרידמן', 'ספיר מזרחי'];

/**
 * A fibre internet provider's monthly bill, Hebrew and English side by side, A4 (Nachlieli CLM with Noto Sans for the
 * English): the "סיבים נט · SibimNet" brand and "סיבים נט תקשורת בע"מ" with "ח.פ. / Reg. No." plain; two columns, Hebrew
 * at the right and the same in English at the left: "חשבונית מס" / "Tax Invoice" and "SN-nnnnnnn", issue date
 * dd/mm/yyyy on the 3rd-9th (d Mon yyyy in English), the month before in both languages and first to last day, a
 * subscriber number failing the check, the plan and add-ons (agorot before VAT by year), a loyalty credit sometimes as a
 * minus, "סה"כ לפני מע"מ / Subtotal", "מע"מ n% / VAT n%" added, "סה"כ לתשלום /
 * Total due" "₪…", the card charge on the 20th; not Friday or Saturday.
 */
export const mixedSibimTelecomBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [3, 9]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const up = (year - 2023) * 300;
    const plan = rng.pick(PLANS);
    const lines: [string, string, number][] = [[plan[0], plan[1], plan[2] + up], ...rng.some(ADDONS, rng.int(1, 3)).map(([h, en, p]) => [h, en, p] as [string, string, number])];
    if (rng.chance(0.3)) lines.push(['זיכוי נאמנות', 'Loyalty credit', -rng.pick([1000, 1500, 2000])]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סיבים נט תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SN-${rng.digits(7)}`;
    const sub = notAnId(rng);
    const who = rng.pick(NAMES);
    const charge = `${date.slice(0, 8)}20`;
    const enMon = `${EN_MONTHS[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}`;
    const he = `<div class="col he"><div class="t">חשבונית מס</div><div>מס' ${ltr(doc)}</div><div class="kv"><span>תאריך הפקה</span><span>${ltr(dt(date, 'dd/mm/yyyy'))}</span></div>
<div class="kv"><span>חודש חיוב</span><span>${heMonth(from)}</span></div><div class="kv"><span>תקופה</span><span>${ltr(`${dt(from, 'dd/mm/yyyy')}-${dt(to, 'dd/mm/yyyy')}`)}</span></div><div class="kv"><span>מס' מנוי</span><span>${ltr(sub)}</span></div><div class="kv"><span>לקוח</span><span>${who}</span></div>
<div class="sec">פירוט חיובים</div>${lines.map(([h, , p]) => `<div class="kv"><span>${h}</span><span>${ltr(amount(p))}</span></div>`).join('')}
<div class="kv top"><span>סה"כ לפני מע"מ</span><span>${ltr(amount(net))}</span></div><div class="kv"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="kv g"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div>
<div class="sm">החיוב בכרטיס האשראי יבוצע ב-${ltr(dt(charge, 'dd/mm/yyyy'))}</div></div>`;
    const en = `<div class="col en" dir="ltr"><div class="t">Tax Invoice</div><div>No. ${doc}</div><div class="kv"><span>Issue date</span><span>${dt(date, 'd Mon yyyy')}</span></div>
<div class="kv"><span>Billing month</span><span>${enMon}</span></div><div class="kv"><span>Period</span><span>${Number(from.slice(8, 10))}–${dt(to, 'd Mon yyyy')}</span></div><div class="kv"><span>Subscriber No.</span><span>${sub}</span></div><div class="kv"><span>Customer</span><span>${/[a-z]/i.test(who) ? who : '—'}</span></div>
<div class="sec">Charges</div>${lines.map(([, e, p]) => `<div class="kv"><span>${e}</span><span>${amount(p)}</span></div>`).join('')}
<div class="kv top"><span>Subtotal</span><span>${amount(net)}</span></div><div class="kv"><span>VAT ${rate}%</span><span>${amount(vat)}</span></div><div class="kv g"><span>Total due</span><span>₪${amount(gross)}</span></div>
<div class="sm">Your card will be charged on ${dt(charge, 'd Mon yyyy')}.</div></div>`;
    const body = `<div class="hd"><div class="brand">סיבים נט · ${ltr('SibimNet')}</div><div>${vendorName} · ח.פ. / ${ltr('Reg. No.')} ${ltr(taxId)}</div><div class="sm">${ltr('sibimnet.co.il')} · ${ltr('*' + rng.digits(4))}</div></div>
<div class="cols">${he}${en}</div><div class="sm foot">לשאלות בנוגע לחשבון: מוקד שירות לקוחות · ${ltr('Questions about your bill? Call customer service.')}</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','Noto Sans';font-size:12px;padding:14mm}.hd{text-align:center;border-bottom:3px solid #6a1b9a;padding-bottom:8px;line-height:1.5}.brand{font-size:30px;color:#6a1b9a;font-weight:bold}
.cols{display:flex;gap:10mm;margin-top:10px}.col{flex:1;line-height:1.7}.col.en{font-family:'Noto Sans';font-size:11px;border-right:1px solid #bbb;padding-right:5mm}.t{font-size:18px;font-weight:bold;color:#6a1b9a}
.kv{display:flex;justify-content:space-between;gap:6px}.sec{margin-top:10px;font-weight:bold;border-bottom:1px solid #6a1b9a}.top{border-top:1px solid #999;margin-top:6px}.g{font-weight:bold;font-size:14px;background:#f1e6f7}
.foot{margin-top:20px;text-align:center;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
