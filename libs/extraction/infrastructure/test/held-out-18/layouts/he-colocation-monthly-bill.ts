import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, mul, spacedId, workday } from '../../generalisation/notation';
import { allocation, allocationNeeded, failing, stirred, vendorId } from './extra';

const PROVIDERS = [
  { mark: 'RACKNET', he: 'ראקנט', legal: 'ראקנט חוות שרתים בע"מ', site: 'פתח תקווה', colour: '#0b4f6c', font: 'Noto Sans Display' },
  { mark: 'EDGE·DC', he: "אדג' דאטה סנטרס", legal: 'אדג\' דאטה סנטרס ישראל בע"מ', site: 'חולון', colour: '#3a3a3a', font: 'Roboto' },
  { mark: 'COLO-YAM', he: 'קולו-ים', legal: 'קולו-ים שירותי אירוח בע"מ', site: 'קיסריה', colour: '#1d6b50', font: 'Lato' },
];
const CUSTOMERS = ['סייבר-נט פתרונות אבטחה בע"מ', 'דיגיטל פלוס מדיה בע"מ', 'קוד פתוח מערכות (2019) בע"מ', 'פיננסיט טכנולוגיות בע"מ', 'הדר אחסון אתרים בע"מ'];

/**
 * A colocation data centre's monthly bill to a business on A4 (Liberation Sans, FreeSans or Noto Sans Hebrew;
 * the Latin mark in Noto Sans Display black, Roboto black or Lato black in a coloured box): the mark and
 * Hebrew name, the legal name with "ח.פ." / "ח"פ" / "מספר חברה" (spaced on some), the site and a star
 * number; a facts column "חשבונית מס מס'" (ten digits), "תאריך הפקה" on the first working day, "תקופת
 * חיוב - שירותים קבועים" (the month ahead) and "תקופת צריכה" (the month before), "מועד אחרון לתשלום";
 * the customer (a company with a valid ח.פ.), "מס' לקוח", "מס' הסכם" failing the check; fixed fees (a full
 * or half rack, rack units, an IP block, cross-connects) and metered usage (kWh from a meter's readings ×
 * a price, 95th-percentile bandwidth in Mbps over a commitment × a price, remote hands in quarter hours);
 * a credit for an SLA breach on some; "סה"כ לפני מע"מ", "מע"מ 17%/18%", "סה"כ לתשלום"; the account's
 * previous invoice, its payment and date, "יתרה קודמת 0.00"; the allocation number when required; a
 * standing order's date.
 */
export const heColocationMonthlyBill: Layout = {
  id: 'he-colocation-monthly-bill',
  lang: 'he',
  kind: 'telecom bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-colocation-monthly-bill');
    const p = rng.pick(PROVIDERS);
    const vendorTaxId = vendorId(p.legal, true);
    const month = firstOfMonth(randomDate(rng, '2024-01-01', '2025-12-20'));
    const date = workday(month, addDays);
    const rate = israeliRate(date);
    const usageFrom = firstOfMonth(month, -1);
    const usageTo = lastOfMonth(usageFrom);
    const due = addDays(date, rng.pick([14, 20, 30]));
    type Row = { text: string; detail: string; cents: number };
    const fixed: Row[] = [];
    const racks = rng.int(1, 4);
    if (rng.chance(0.6)) fixed.push({ text: 'ארון תקשורת 42U - מלא', detail: `${racks} × ${amount(390000)}`, cents: racks * 390000 });
    else fixed.push({ text: 'חצי ארון 21U', detail: `${racks} × ${amount(210000)}`, cents: racks * 210000 });
    if (rng.chance(0.5)) {
      const u = rng.int(1, 6);
      fixed.push({ text: 'אירוח שרת בודד (1U)', detail: `${u} × ${amount(45000)}`, cents: u * 45000 });
    }
    fixed.push({ text: `בלוק כתובות IP <bdi dir="ltr">/${rng.pick([28, 29, 27])}</bdi>`, detail: '', cents: rng.pick([12000, 24000, 48000]) });
    const xc = rng.int(1, 3);
    fixed.push({ text: 'סיב אופטי - <bdi dir="ltr">Cross-connect</bdi>', detail: `${xc} × ${amount(35000)}`, cents: xc * 35000 });
    const usage: Row[] = [];
    const meterA = rng.int(20000, 90000);
    const kwh = racks * rng.int(900, 2600);
    const kwhPrice = rng.pick([58, 62, 65]);
    usage.push({
      text: `חשמל נמדד - מונה ${rng.digits(6)}, קריאה <bdi dir="ltr">${meterA.toLocaleString('en-US')} → ${(meterA + kwh).toLocaleString('en-US')}</bdi>`,
      detail: `${kwh.toLocaleString('en-US')} קוט"ש × ${amount(kwhPrice)}`,
      cents: mul(kwh, kwhPrice),
    });
    const commit = rng.pick([100, 200, 500]);
    const p95 = commit + rng.int(-40, 260);
    const burst = Math.max(0, p95 - commit);
    usage.push({
      text: `רוחב פס - התחייבות <bdi dir="ltr">${commit} Mbps</bdi>, בפועל <bdi dir="ltr">${p95} Mbps (95th percentile)</bdi>`,
      detail: burst ? `<bdi dir="ltr">${burst} Mbps × ${amount(650)}</bdi>` : 'ללא חריגה',
      cents: burst * 650,
    });
    if (rng.chance(0.6)) {
      const q = rng.int(2, 10);
      usage.push({ text: 'ידיים מרוחקות - <bdi dir="ltr">Remote hands</bdi>', detail: `${q / 4} שעות × ${amount(32000)}`, cents: q * 8000 });
    }
    const credit = rng.chance(0.25) ? -Math.round(fixed[0].cents * 0.05) : 0;
    const net = [...fixed, ...usage].reduce((a, r) => a + r.cents, 0) + credit;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.85 + rng.next() * 0.3));
    const docNo = `${date.slice(2, 4)}${rng.digits(8)}`;
    const customerId = taxId(rng, true);
    const font = rng.pick(['Liberation Sans', 'FreeSans', 'Noto Sans Hebrew']);
    const idStyle = rng.int(0, 2);
    const shownId = idStyle === 2 ? spacedId(vendorTaxId) : vendorTaxId;
    const idLabel = ['ח.פ.', 'ח"פ', 'מספר חברה'][idStyle];
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const kv = (k: string, v: string) => `<tr><th>${k}</th><td><bdi>${v}</bdi></td></tr>`;
    const row = (r: Row) => `<tr><td>${r.text}</td><td class="d">${r.detail}</td><td class="n">${amount(r.cents)}</td></tr>`;
    const alloc = allocationNeeded(date, net) ? `<p class="alloc">מספר הקצאה: ${allocation(rng)}</p>` : '';
    const body = `<div class="top"><div class="mark" style="background:${p.colour}">${p.mark}</div><div class="who"><div class="he">${esc(p.he)}</div><div>${esc(p.legal)} · ${idLabel} <bdi>${shownId}</bdi></div><div class="sm">מרכז נתונים ${esc(p.site)} · מוקד NOC 24/7: <bdi>*${rng.int(2000, 9999)}</bdi> · noc@${p.mark.toLowerCase().replace(/[^a-z]/g, '')}.co.il</div></div></div>
<div class="grid"><div class="cust"><div class="cap">לכבוד</div><b>${esc(rng.pick(CUSTOMERS))}</b><br>ח.פ. ${customerId}<br>מס' לקוח: ${rng.int(100000, 999999)}<br>מס' הסכם: ${failing(rng, rng.pick(['7', '8', '9']))}<br>איש קשר: ${rng.pick(['רון גבאי', 'מאיה ליבוביץ', 'עידו נחום'])}</div>
<table class="facts">${kv("חשבונית מס מס'", docNo)}${kv('תאריך הפקה', dt(date, fmt))}${kv('תקופת חיוב - שירותים קבועים', `${dt(month, fmt)} - ${dt(lastOfMonth(month), fmt)}`)}${kv('תקופת צריכה', `${dt(usageFrom, fmt)} - ${dt(usageTo, fmt)}`)}${kv('מועד אחרון לתשלום', dt(due, fmt))}</table></div>
<h2>חיובים קבועים - ${heMonth(month)}</h2><table class="lines"><tr><th>שירות</th><th>כמות × מחיר</th><th class="n">סכום ₪</th></tr>${fixed.map(row).join('')}</table>
<h2>צריכה משתנה - ${heMonth(usageFrom)}</h2><table class="lines"><tr><th>שירות</th><th>כמות × מחיר</th><th class="n">סכום ₪</th></tr>${usage.map(row).join('')}
${credit ? `<tr><td>זיכוי בגין זמינות ${rng.pick(['99.71', '99.82', '99.64'])}% (<bdi dir="ltr">SLA</bdi>) - 5% מדמי הארון</td><td class="d"></td><td class="n"><bdi dir="ltr">${amount(credit)}</bdi></td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td class="n">${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="grand"><td>סה"כ לתשלום ₪</td><td class="n">${amount(total)}</td></tr></table>
<div class="acct"><b>מצב חשבון</b><br>חשבונית קודמת: ${amount(prev)} ₪ · שולמה ב-${dt(addDays(date, -rng.int(3, 12)), fmt)} · יתרה קודמת: 0.00<br>התשלום ייגבה בהוראת קבע ב-${dt(addDays(due, -2), fmt)}.</div>${alloc}
<p class="sm">המחירים בש"ח. שירותים קבועים מחויבים מראש, צריכה משתנה בדיעבד. לבירורים: billing@${p.mark.toLowerCase().replace(/[^a-z]/g, '')}.co.il</p>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#1c1c1c}.top{display:flex;gap:6mm;align-items:center;padding:12mm 14mm 5mm;border-bottom:2px solid #ccc}
.mark{font-family:'${p.font}',sans-serif;font-weight:900;color:#fff;font-size:24px;padding:4mm 6mm;letter-spacing:1px;direction:ltr}.he{font-size:18px;font-weight:bold}.sm{font-size:9.5px;color:#555}
.grid{display:flex;justify-content:space-between;gap:8mm;padding:5mm 14mm}.cust{line-height:1.55}.cap{font-size:9.5px;color:#666}.facts th{text-align:right;font-weight:normal;color:#555;padding:1mm 3mm 1mm 0}.facts td{font-weight:bold}
h2{font-size:13px;margin:4mm 14mm 1mm;color:${p.colour}}table.lines{width:calc(100% - 28mm);margin:0 14mm;border-collapse:collapse}.lines th{text-align:right;border-bottom:1.5px solid #333;padding:1.5mm;font-size:10.5px}.lines td{border-bottom:1px solid #e4e4e4;padding:1.5mm}
.d{color:#444;white-space:nowrap}.n{text-align:left;white-space:nowrap}.tot{margin:5mm 14mm 0 14mm;margin-right:auto;width:80mm;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.grand td{font-weight:bold;font-size:14px;border-top:2px solid #000}
.acct{margin:6mm 14mm 0;padding:3mm;border:1px solid #bbb;line-height:1.6}.alloc{margin:3mm 14mm;font-weight:bold}p.sm{margin:4mm 14mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
