import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-paamon-mobile-bill';

/** Plan, agorot a month before VAT (approximate; unchanged over the years). */
const PLANS: [string, number][] = [
  ['מסלול בסיס 20GB', 2110],
  ['מסלול משפחה 100GB', 2530],
  ['מסלול 5G ללא הגבלה', 3380],
  ['מסלול דאטה בלבד 50GB', 1690],
];

/**
 * A mobile operator's monthly bill for a family account, A4 (Shofar for the name, Noto Serif Hebrew, Noto Sans Mono): a
 * drawn bell beside "פעמון" and "סלולר לכל המשפחה", "פעמון תקשורת סלולרית בע"מ" with "ח.פ." spaced in the header; a
 * summary box with "סה"כ לתשלום" and the card charge date (a distractor); "חשבונית מס" with "מס'" (ten digits) and
 * "תאריך הפקה" dd/mm/yy (1st-6th); customer number (failing the check), account, the month billed, the last bill,
 * the data used (distractors); per line its plan, sometimes a roaming package or calls abroad by the minute, a handset
 * instalment ("תשלום k מתוך 36"), sometimes a referral credit (negative); "סה"כ חיובים לפני מע"מ", "מע"מ n%" added,
 * "סה"כ לתשלום"; any day.
 */
export const hePaamonMobileBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 6]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const numbers = Array.from({ length: rng.int(2, 4) }, () => `05${rng.pick(['0', '2', '3', '4', '8'])}-${rng.digits(3)}-${rng.digits(4)}`);
    const groups = numbers.map((no) => {
      const [plan, price] = rng.pick(PLANS);
      const rows: [string, string, number][] = [[plan, `${dt(from, 'dd/mm')}-${dt(to, 'dd/mm')}`, price]];
      if (rng.chance(0.2)) rows.push(['חבילת גלישה בחו"ל – 7 ימים', '1', 4150]);
      if (rng.chance(0.25)) {
        const minutes = rng.int(5, 90);
        rows.push(['שיחות לחו"ל (דקות)', String(minutes), Math.round(minutes * 38)]);
      }
      if (rng.chance(0.3)) rows.push([`תשלום ציוד – מכשיר (תשלום ${rng.int(1, 36)} מתוך 36)`, '1', rng.pick([3120, 4230, 5930])]);
      return { no, rows, data: (rng.int(5, 990) / 10).toFixed(1) };
    });
    const credit = rng.chance(0.25) ? 2120 : 0;
    const net = total(groups.flatMap((g) => g.rows.map((r) => r[2]))) - credit;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פעמון תקשורת סלולרית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(10);
    const charge = plus(date, rng.int(8, 12));
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => f(dt(iso, 'dd/mm/yy'));
    const bell = `<svg width="44" height="48" viewBox="0 0 44 48"><path d="M22 4 C10 4 8 16 8 26 L4 36 H40 L36 26 C36 16 34 4 22 4 Z" fill="#6a1b9a"/><circle cx="22" cy="41" r="5" fill="#6a1b9a"/><path d="M14 14 Q18 8 22 8" stroke="#ce93d8" stroke-width="2" fill="none"/></svg>`;
    const body = `<div class="hd"><div class="br">${bell}<div><div class="nm">פעמון</div><div class="tag">סלולר לכל המשפחה</div></div></div><div class="co">${vendorName}<br>ח.פ. ${f(spacedId(taxId))}<br>ת.ד. ${f(String(rng.int(1000, 9999)))}, ראש העין ${f(String(4800000 + rng.int(0, 99999)))}</div></div>
<div class="top"><div class="info"><div class="h">חשבונית מס</div><div>מס' ${f(doc)}</div><div>תאריך הפקה ${d(date)}</div><div>מס' לקוח ${f(notAnId(rng))}</div><div>חשבון ${f(rng.digits(8))}</div><div>תקופת החשבון: ${heMonth(from).replace(/([0-9]+)/, (m) => ltr(m))}</div></div>
<div class="sum"><div>סה"כ לתשלום</div><div class="amt">${f(`₪${amount(gross)}`)}</div><div class="sm">ייגבה בכרטיס האשראי ב-${d(charge)}</div></div></div>
<div class="prev">החשבון הקודם בסך ${f(`₪${amount(rng.int(12000, 38000))}`)} נגבה במלואו. תודה!</div>
${groups
  .map(
    (g) =>
      `<div class="grp"><div class="gh"><span>מנוי ${f(g.no)}</span><span class="sm">גלישה החודש: ${f(`${g.data} GB`)}</span></div><table class="t">${g.rows
        .map(([n, q, s]) => `<tr><td>${n.replace(/([0-9]+[A-Z]*)/g, (m) => ltr(m))}</td><td>${f(q)}</td><td>${f(amount(s))}</td></tr>`)
        .join('')}</table></div>`,
  )
  .join('')}
${credit ? `<div class="grp"><table class="t"><tr><td>זיכוי חבר מביא חבר</td><td></td><td>${f(amount(-credit))}</td></tr></table></div>` : ''}
<table class="tot"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${f(`₪${amount(gross)}`)}</td></tr></table>
<p class="sm">הסכומים בש"ח. לבירורים: ${f('*' + rng.digits(4))} או באפליקציה. מחירי המסלולים קבועים לפי תנאי ההסכם.</p>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:14mm 16mm;color:#212121}.n{font-family:'Noto Sans Mono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center}.br{display:flex;gap:8px;align-items:center}.nm{font-family:'Shofar';font-size:42px;font-weight:bold;line-height:1;color:#6a1b9a}.tag{color:#8e24aa;font-size:12px}.co{text-align:left;font-size:11.5px;line-height:1.6}
.top{display:flex;gap:14px;margin:14px 0}.info{flex:2;line-height:1.7;border-top:3px solid #6a1b9a;padding-top:4px}.h{font-size:22px;font-weight:bold}
.sum{flex:1;background:#6a1b9a;color:#fff;padding:12px;border-radius:10px;text-align:center}.amt{font-size:26px;font-weight:bold;margin:6px 0}.amt .n{font-size:22px}.sum .sm{color:#f3e5f5}
.prev{background:#f3e5f5;padding:6px 10px;margin-bottom:10px}.grp{margin:8px 0;border:1px solid #e1bee7;border-radius:6px}.gh{display:flex;justify-content:space-between;background:#faf5fc;padding:5px 8px;font-weight:bold}
.t{width:100%;border-collapse:collapse}.t td{padding:4px 8px;border-top:1px solid #f3e5f5}.t td:nth-child(2){text-align:center;width:28mm}.t td:last-child{text-align:left;width:28mm}
.tot{width:90mm;margin:14px 0;margin-inline-start:auto;border-collapse:collapse}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.g td{font-size:17px;font-weight:bold;border-top:2px solid #6a1b9a}.sm{font-size:11px;color:#666}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
