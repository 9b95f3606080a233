import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, lastOfMonth, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-tzina-aircon-service-invoice';

/** Parts, agorot before VAT in 2022 (approximate). */
const PARTS: [string, number][] = [
  ['קבל הפעלה למדחס', 18000],
  ['מנוע מפוח ליחידה פנימית', 42000],
  ['כרטיס אלקטרוני תואם', 65000],
  ['משאבת ניקוז', 29000],
  ['שלט רחוק אוניברסלי', 9000],
  ['חיישן טמפרטורה', 12000],
  ['צנרת נחושת 1/4 (מטר)', 6500],
];
const CUSTOMERS = ['שירה גולן', 'עמית פרידמן', 'ריטה חדד', 'גיל ששון', 'מאיר בן דוד', 'הילה וקנין'];
const STREETS = ['הרצל', 'ויצמן', 'הנשיאים', 'הגפן', 'סוקולוב', 'הזית'];
const CITIES = ['ראשון לציון', 'חולון', 'רחובות', 'נס ציונה', 'יבנה'];

/**
 * An air-conditioning service company's invoice for a home repair, A4 (Aharoni CLM for the name and headings, Noto
 * Sans Hebrew, Noto Mono): a drawn snowflake beside "צינה", "צינה הנדסת מיזוג בע"מ" with "ח.פ." spaced in a box;
 * "חשבונית מס" with "מספר" (five digits, leading zeros) and "תאריך הפקה" dd-mm-yyyy; the customer, the visit date, the
 * service call, the unit's model and serial, the parts' warranty date and "שוטף + 30" with its date (distractors);
 * call-out fee, technician hours by the half, sometimes refrigerant by the tenth of a kilo, cleaning and parts; "סה"כ
 * לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום"; Sunday to Thursday.
 */
export const heTzinaAirconServiceInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const lines: { name: string; qty: string; unit: number; sum: number }[] = [];
    lines.push({ name: 'קריאת שירות – ביקור טכנאי', qty: '1', unit: up(25000), sum: up(25000) });
    const halves = rng.int(1, 6);
    lines.push({ name: 'עבודת טכנאי (שעות)', qty: (halves / 2).toFixed(1), unit: up(22000), sum: (halves * up(22000)) / 2 });
    if (rng.chance(0.5)) {
      const tenths = rng.int(5, 20);
      const unit = up(18000);
      lines.push({ name: 'מילוי גז R410A (ק"ג)', qty: (tenths / 10).toFixed(1), unit, sum: Math.round((tenths * unit) / 10) });
    }
    if (rng.chance(0.5)) {
      const q = rng.int(1, 4);
      lines.push({ name: 'ניקוי וחיטוי יחידה פנימית', qty: String(q), unit: up(15000), sum: q * up(15000) });
    }
    for (const [name, p] of rng.some(PARTS, rng.int(0, 2))) {
      const q = name.includes('מטר') ? rng.int(2, 6) : 1;
      lines.push({ name, qty: String(q), unit: up(p), sum: q * up(p) });
    }
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'צינה הנדסת מיזוג בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1, 2999)).padStart(5, '0');
    const dmy = (iso: string) => iso.split('-').reverse().join('-');
    const visit = plus(date, -rng.int(1, 4));
    const due = plus(lastOfMonth(date), 30);
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const flake = `<svg width="54" height="54" viewBox="0 0 54 54"><g stroke="#0277bd" stroke-width="3" stroke-linecap="round"><path d="M27 4v46M7 15l40 24M7 39l40-24"/><path d="M21 8l6 6 6-6M21 46l6-6 6 6"/></g></svg>`;
    const body = `<div class="top"><div class="brand">${flake}<div><div class="nm">צינה</div><div class="sub">מיזוג אוויר · התקנה · תיקון · אחזקה</div></div></div>
<div class="id"><div class="b">${vendorName}</div><div>ח.פ. ${f(spacedId(taxId))}</div><div>רח' המלאכה ${f(String(rng.int(2, 40)))}, אזור התעשייה חולון</div><div>טל' ${f(`03-55${rng.digits(5)}`)} · ${f('service@tzina.co.il')}</div></div></div>
<div class="head"><h1>חשבונית מס</h1><div class="meta"><div>מספר <b>${f(doc)}</b></div><div>תאריך הפקה <b>${f(dmy(date))}</b></div></div></div>
<div class="cust"><div><span class="l">לכבוד</span> ${rng.pick(CUSTOMERS)}, ${rng.pick(STREETS)} ${f(String(rng.int(1, 90)))}, ${rng.pick(CITIES)}, ${f(cellular(rng))}</div>
<div><span class="l">קריאת שירות</span> ${f(`SC-${rng.digits(5)}`)} · <span class="l">תאריך ביקור</span> ${f(dmy(visit))}</div>
<div><span class="l">יחידה</span> מזגן עילי ${f(`${rng.pick(['1', '1.25', '1.5', '2'])} HP`)} · <span class="l">מס' סידורי</span> ${f(`${rng.pick(['TC', 'EL', 'GR'])}${rng.digits(9)}`)}</div></div>
<table class="t"><thead><tr><th>#</th><th>תיאור</th><th>כמות</th><th>מחיר יחידה</th><th>סכום</th></tr></thead><tbody>${lines
      .map(
        (l, i) =>
          `<tr><td>${f(String(i + 1))}</td><td>${l.name.replace(/([A-Z0-9/]+[A-Z0-9]*)/g, (m) => ltr(m))}</td><td>${f(l.qty)}</td><td>${f(amount(l.unit))}</td><td>${f(amount(l.sum))}</td></tr>`,
      )
      .join('')}</tbody></table>
<div class="sums"><div class="r"><span>סה"כ לפני מע"מ</span><span>${f(amount(net))}</span></div><div class="r"><span>מע"מ ${f(`${rate}%`)}</span><span>${f(amount(vat))}</span></div><div class="r g"><span>סה"כ לתשלום</span><span>${f(`${amount(gross)} ₪`)}</span></div></div>
<div class="foot"><div>תנאי תשלום: שוטף + ${f('30')}, עד ${f(dmy(due))}. העברה בנקאית או המחאה לפקודת החברה.</div><div>אחריות לחלקים שהוחלפו עד ${f(dmy(plus(date, 365)))}. האחריות אינה חלה על נזקי חשמל.</div></div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:16mm 18mm;color:#1a1a1a}.n{font-family:'Noto Mono';font-size:11.5px;white-space:nowrap}
.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{display:flex;gap:10px;align-items:center}.nm{font-family:'Aharoni CLM';font-size:46px;color:#0277bd;line-height:1}.sub{font-size:11px;color:#555}
.id{border:1.5px solid #0277bd;padding:6px 10px;line-height:1.6;font-size:11.5px}.b{font-weight:bold}
.head{display:flex;justify-content:space-between;align-items:flex-end;margin:18px 0 8px;border-bottom:2px solid #0277bd}h1{font-family:'Aharoni CLM';font-size:28px;margin:0}.meta{text-align:left;line-height:1.7}
.cust{line-height:1.8;margin-bottom:10px}.l{color:#666}
.t{width:100%;border-collapse:collapse}.t th{background:#e1f5fe;padding:5px;text-align:start;border:1px solid #b3e5fc}.t td{padding:5px;border:1px solid #e1f5fe}.t td:nth-child(n+3){text-align:left}
.sums{width:75mm;margin:12px 0;margin-inline-start:auto}.r{display:flex;justify-content:space-between;padding:3px 6px}.g{font-weight:bold;font-size:16px;background:#0277bd;color:#fff}
.foot{margin-top:20px;font-size:11px;color:#444;line-height:1.7;border-top:1px solid #ccc;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
