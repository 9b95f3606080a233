import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-sivim-telecom-bill';

/** Plans: name, agorot a month before VAT in 2022. */
const PLANS: [string, number][] = [
  ['סיב עד הבית 500 מגה', 7900],
  ['סיב עד הבית 1000 מגה', 9900],
  ['סיב עד הבית 2500 מגה', 13900],
];
const EXTRAS: [string, number][] = [
  ['השכרת נתב Wi-Fi 6', 1690],
  ['מגדיל טווח נוסף', 1490],
  ['כתובת IP קבועה', 2500],
  ['שירות תמיכה מורחב', 990],
  ['תיבת דואר עסקית', 1200],
];
const TOWNS = ['קדימה', 'אלעד', 'פרדס חנה', 'קריית עקרון', 'סביון', 'בית דגן'];

/**
 * A fibre internet provider's monthly bill, A4 (Yehuda CLM for the brand, DejaVu Sans): a right-hand column with the
 * brand "סיבית" and "אינטרנט בסיבים", the company and "ח.פ." spaced in threes, and a shaded summary ("לתשלום" "₪…",
 * "מועד חיוב" the 15th of the month of issue); the main column "חשבונית מס לחודש <month yyyy>" with "מס' חשבונית"
 * "IL-yynnnnnnn" (year and eight digits), a customer number failing the check, the issue date dd.mm.yy (the 2nd-4th,
 * not Friday or Saturday) and "תקופת החיוב" (the previous month, first to last day); the plan, extras, sometimes a
 * technician's visit and a prorated credit for an outage as a minus, all before VAT, "סה"כ לפני מע"מ", "מע"מ n%" added,
 * "סה"כ לתשלום"; direct debit note.
 */
export const heSivimTelecomBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    let date = `${raw.slice(0, 8)}0${rng.int(2, 4)}`;
    while (weekdayOf(date) === 5 || weekdayOf(date) === 6) date = plus(date, 1);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = `${date.slice(0, 8)}15`;
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const up = (p: number) => Math.round(p * rise);
    const [plan, planPrice] = rng.pick(PLANS);
    const lines: [string, number][] = [[plan, up(planPrice)], ...rng.some(EXTRAS, rng.int(1, 3)).map(([n, p]) => [n, up(p)] as [string, number])];
    if (rng.chance(0.3)) lines.push(['ביקור טכנאי בבית הלקוח', up(14900)]);
    if (rng.chance(0.35)) {
      const days = rng.int(1, 4);
      lines.push([`זיכוי יחסי בגין תקלה (${ltr(String(days))} ימים)`, -Math.round((up(planPrice) * days) / 30)]);
    }
    const net = total(lines.map((l) => l[1]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סיבית תקשורת בסיבים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `IL-${date.slice(2, 4)}${rng.digits(8)}`;
    const rows = lines.map(([n, v]) => `<tr><td>${n.replace(/(\d+ מגה)|(Wi-Fi 6)|IP/g, (m) => ltr(m))}</td><td>${ltr(amount(v))}</td></tr>`).join('');
    const side = `<div class="side"><div class="br">סיבית</div><div class="sub">אינטרנט בסיבים</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(spacedId(taxId))}</div><div class="sm">מוקד שירות ${ltr('*' + rng.digits(4))}</div>
<div class="pay"><div>לתשלום</div><div class="amt">${ltr(`₪${amount(gross)}`)}</div><div>מועד חיוב</div><div class="b">${ltr(dt(due, 'dd.mm.yy'))}</div></div></div>`;
    const main = `<div class="main"><h1>חשבונית מס לחודש ${heMonth(from)}</h1>
<table class="meta"><tr><th>מס' חשבונית</th><td>${ltr(doc)}</td><th>תאריך הפקה</th><td>${ltr(dt(date, 'dd.mm.yy'))}</td></tr>
<tr><th>מס' לקוח</th><td>${ltr(notAnId(rng))}</td><th>תקופת החיוב</th><td>${ltr(dt(from, 'dd.mm.yy'))} – ${ltr(dt(to, 'dd.mm.yy'))}</td></tr>
<tr><th>שם המנוי</th><td>${rng.pick(['יעל ברגר', 'אבי סעדה', 'מירב גולן', 'דניאל פרץ', 'חן אוחיון'])}</td><th>כתובת ההתקנה</th><td>${rng.pick(TOWNS)}</td></tr></table>
<h2>פירוט חיובים וזיכויים (לפני מע"מ)</h2><table class="ch">${rows}<tr class="s"><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<p class="sm">הסכום ייגבה בהוראת קבע מכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))} במועד החיוב. לבירורים בנוגע לחשבון ניתן לפנות לאזור האישי באתר.</p></div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11px}.wrap{display:flex;min-height:297mm}.side{width:58mm;background:#e8eef0;padding:14mm 6mm;box-sizing:border-box}.br{font-family:'Yehuda CLM';font-size:42px;font-weight:bold;line-height:1}
.sub{font-size:13px;margin-bottom:10px}.pay{margin-top:18px;border-top:3px solid #0d4d5c;padding-top:8px;line-height:1.7}.amt{font-size:20px;font-weight:bold}.main{flex:1;padding:14mm 12mm}
h1{font-size:18px;margin:0 0 10px}h2{font-size:13px;margin:18px 0 6px}.meta{width:100%}.meta th{text-align:start;font-weight:normal;color:#555;padding:3px}.meta td{padding:3px;font-weight:bold}
.ch{width:100%}.ch td{padding:4px;border-bottom:1px dotted #999}.ch td:last-child{text-align:end;width:30mm}.ch tr.s td{border-top:1.5px solid #222}.ch tr.g td{font-weight:bold;font-size:13px;border-top:2px solid #0d4d5c}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: `<div class="wrap">${side}${main}</div>` }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
