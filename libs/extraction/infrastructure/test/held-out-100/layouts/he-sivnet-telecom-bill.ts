import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-sivnet-telecom-bill';

/** Plan, agorot a month before VAT. */
const PLANS: [string, number][] = [
  ['אינטרנט סיבים 500 מגה', 7900],
  ['אינטרנט סיבים 1000 מגה', 9900],
  ['אינטרנט סיבים 2500 מגה', 13900],
];
const STREETS = ['הגפן', 'התאנה', 'השקד', 'הרימון', 'הזית'];
const NAMES = ['עדי ומאיר שגיא', 'רועי אבוטבול', 'ליאת קורן', "סאמר ח'טיב", 'אסף ונגה מזרחי'];

/**
 * A regional fibre and telephone provider at Ramat Yishai, a monthly bill, A4 (Aharoni CLM for the brand, Noto
 * Sans Hebrew): "סיבנט" in a blue bar with "SIVNET" under it and "אינטרנט · טלפון · טלוויזיה", the company "סיבנט
 * תקשורת אזורית בע"מ" and "ח"פ" hyphenated; the subscriber's address panel; a row of four cells ("מספר מנוי" failing
 * the check, "חשבונית מס מס'" ten digits beginning with year and month, "תאריך הפקה" d.m.yy on the 1st-6th,
 * "תקופת החיוב" the previous month as dd/mm/yyyy - dd/mm/yyyy); a section per service (the plan, router rental,
 * sometimes a mesh unit, a phone line with calls abroad, a technician's visit, a credit for an outage); "סה"כ חיובים
 * לפני מע"מ", "מע"מ n%" added, "סה"כ חיובי החודש"; the previous bill paid (a distractor); "הסכום לתשלום" "₪ …" with
 * "יחויב בכרטיס האשראי ב-" the due date (10-15 days on, a workday).
 */
export const heSivnetTelecomBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = avoid(plus(date, rng.int(10, 15)), [5, 6]);
    const yearsOn = Number(date.slice(0, 4)) - 2022;
    const [plan, planPrice] = rng.pick(PLANS);
    const lines: [string, string, number][] = [
      ['אינטרנט', `${plan} · ${heMonth(from)}`, planPrice + yearsOn * 300],
      ['אינטרנט', 'השכרת נתב אלחוטי', 1500],
    ];
    if (rng.chance(0.4)) lines.push(['אינטרנט', 'מגדיל טווח אלחוטי', 1000]);
    if (rng.chance(0.7)) {
      lines.push(['טלפון', 'קו טלפון ביתי - מסלול ללא הגבלה', 2900]);
      if (rng.chance(0.6)) lines.push(['טלפון', `שיחות לחו"ל (${rng.int(12, 180)} דקות)`, rng.int(300, 4200)]);
    }
    if (rng.chance(0.3)) lines.push(['שירותים', 'ביקור טכנאי בבית הלקוח', 14900]);
    if (rng.chance(0.3)) lines.push(['זיכויים', `זיכוי בגין תקלה (${rng.int(1, 4)} ימים)`, -rng.int(300, 1500)]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סיבנט תקשורת אזורית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}${rng.digits(6)}`;
    const prev = gross + rng.int(-3000, 3000);
    const sections = [...new Set(lines.map((l) => l[0]))];
    const cell = (l: string, v: string) => `<div class="cell"><div class="cl">${l}</div><div class="cv">${v}</div></div>`;
    const body = `<div class="bar"><div><div class="brand">סיבנט</div><div class="lat">SIVNET</div></div><div class="tag">אינטרנט · טלפון · טלוויזיה</div></div>
<div class="co">${vendorName} · ח"פ ${ltr(hyphenId(taxId))} · אזור התעשייה רמת ישי · מוקד שירות ${ltr('*' + rng.int(2000, 2999))}</div>
<div class="addr"><b>${rng.pick(NAMES)}</b><br>רח' ${rng.pick(STREETS)} ${ltr(String(rng.int(1, 90)))}<br>רמת ישי ${ltr(`3009${rng.int(5, 9)}`)}</div>
<div class="cells">${cell('מספר מנוי', ltr(notAnId(rng)))}${cell("חשבונית מס מס'", ltr(doc))}${cell('תאריך הפקה', ltr(dt(date, 'd.m.yy')))}${cell('תקופת החיוב', ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`))}</div>
<h2>פירוט החיובים לחודש ${heMonth(from)}</h2>
${sections
  .map(
    (s) =>
      `<div class="sec">${s}</div>${lines
        .filter((l) => l[0] === s)
        .map((l) => `<div class="ln"><span>${l[1].replace(/[A-Za-z0-9][A-Za-z0-9 ]*[A-Za-z0-9]|\d/g, (m) => ltr(m))}</span><span>${ltr(amount(l[2]))}</span></div>`)
        .join('')}`,
  )
  .join('')}
<div class="tots"><div class="ln"><span>סה"כ חיובים לפני מע"מ</span><span>${ltr(amount(net))}</span></div><div class="ln"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="ln b"><span>סה"כ חיובי החודש</span><span>${ltr(amount(gross))}</span></div></div>
<div class="prev">חשבון קודם על סך ${ltr(amount(prev))} ₪ שולם במלואו. תודה!</div>
<div class="pay"><div>הסכום לתשלום</div><div class="big">${ltr(`₪ ${amount(gross)}`)}</div><div>יחויב בכרטיס האשראי ב-${ltr(dt(due, 'dd/mm/yyyy'))}</div></div>
<div class="foot">לבירורים: מוקד השירות פעיל בימים א'-ה' ${ltr('08:00-20:00')}. החשבונית מופקת באופן ממוחשב.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:12mm 15mm}.bar{background:#1d4f91;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:8px 16px;border-radius:6px}
.brand{font-family:'Aharoni CLM';font-size:36px;line-height:1}.lat{font-family:'Noto Sans';letter-spacing:5px;font-size:11px}.tag{font-size:14px}.co{font-size:11px;color:#333;margin:6px 0 14px}
.addr{border:1px solid #1d4f91;border-radius:6px;padding:8px 12px;width:70mm;line-height:1.5}.cells{display:flex;gap:8px;margin:14px 0}.cell{flex:1;background:#eef2f8;border-radius:4px;padding:6px 8px}.cl{font-size:10.5px;color:#333}.cv{font-weight:bold;font-size:13px}
h2{font-size:16px;border-bottom:2px solid #1d4f91;padding-bottom:3px;margin:14px 0 6px}.sec{font-weight:bold;margin-top:8px;color:#1d4f91}.ln{display:flex;justify-content:space-between;padding:2px 10px;border-bottom:1px dotted #aaa}.b{font-weight:bold}
.tots{margin:12px 0 0 0;width:95mm}.prev{margin-top:10px;font-size:11.5px;color:#444}.pay{margin:16px auto 0 0;width:75mm;border:2px solid #1d4f91;border-radius:6px;padding:8px 12px;text-align:center}.big{font-size:24px;font-weight:bold}.foot{margin-top:26px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
