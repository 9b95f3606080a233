import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-maayan-water-bill';

/** Agorot a m³ before VAT by year: the allotted quantity and the rest (approximate). */
const TARIFF: Record<number, [number, number]> = {
  2022: [645, 1112],
  2023: [690, 1189],
  2024: [722, 1244],
  2025: [736, 1268],
  2026: [751, 1293],
};
const STREETS = ['שדרות הנשיא', "רח' האלה", "רח' הזית", "רח' החרוב", "רח' הגפן", "רח' התאנה"];
const NAMES = ['משפחת אלמוג', 'דנה ורועי שטרן', 'עאדל חורי', 'אסתר מזרחי', 'יגאל ביטון', 'ליאת ואבי כהן'];

/**
 * A water and sewage corporation's two-monthly bill to a household at Migdal HaEmek, A4 (Hadasim CLM for the headings,
 * Noto Sans Hebrew): a blue wave and drop beside "מעיין" and "תאגיד המים והביוב של מגדל העמק", "מעיין מים וביוב בע"מ" with
 * "ח.פ." hyphen-free; on the left a blue box "לתשלום עד" (21 days on; a distractor); a row of cells: "מס' חשבון" (eleven
 * digits), "תאריך הפקה" d/m/yyyy (3-12 days after the period, off Friday and Saturday), "תקופת החשבון" (two months by
 * name), "מס' נכס" (failing the check), "נפשות"; the holder and address; previous and current readings with their dates
 * and the consumption in m³; the allotted quantity and the rest at their tariffs, sometimes a meter replacement;
 * "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לחיוב" "₪ …"; a bar of last year's consumption; any issue day but Fri/Sat.
 */
export const heMaayanWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [3, 12]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const [low, high] = TARIFF[year];
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const persons = rng.int(1, 6);
    const allot = persons * 7;
    const prev = rng.int(1200, 9800);
    const used = rng.int(Math.max(8, allot - 10), allot + 28);
    const a = Math.min(used, allot);
    const b = used - a;
    const lines: [string, string, number][] = [[`מים – כמות מוכרת`, `${a} מ"ק × ${amount(low)}`, a * low]];
    if (b > 0) lines.push([`מים – מעבר לכמות המוכרת`, `${b} מ"ק × ${amount(high)}`, b * high]);
    if (rng.chance(0.25)) lines.push(['החלפת מד מים', '', 8500]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מעיין מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}${rng.digits(9)}`;
    const due = plus(date, 21);
    const cells: [string, string][] = [
      ["מס' חשבון", ltr(doc)],
      ['תאריך הפקה', ltr(dt(date, 'd/m/yyyy'))],
      ['תקופת החשבון', `${heMonth(from).replace(/\d+/, '')}–${heMonth(to).replace(/\d+/, (m) => ltr(m))}`],
      ["מס' נכס", ltr(notAnId(rng))],
      ['נפשות', ltr(String(persons))],
    ];
    const drop = `<svg width="46" height="46" viewBox="0 0 46 46"><path d="M23 3 C 30 15 38 22 38 30 A 15 15 0 0 1 8 30 C 8 22 16 15 23 3 Z" fill="#1769aa"/><path d="M2 40 Q 12 34 23 40 T 44 40" stroke="#5fb3e6" stroke-width="3" fill="none"/></svg>`;
    const bars = Array.from({ length: 6 }, () => rng.int(10, 60))
      .map((h) => `<div class="bar" style="height:${h}px"></div>`)
      .join('');
    const body = `<div class="hd"><div class="lg">${drop}<div><div class="nm">מעיין</div><div>תאגיד המים והביוב של מגדל העמק</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr('*' + rng.digits(4))}</div></div></div>
<div class="due"><div>לתשלום עד</div><div class="b">${ltr(dt(due, 'dd/mm/yyyy'))}</div></div></div>
<h1>חשבון מים תקופתי – חשבונית מס</h1>
<table class="cells"><tr>${cells.map(([l]) => `<th>${l}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>
<p>לכבוד: <b>${rng.pick(NAMES)}</b>, ${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, מגדל העמק</p>
<table class="rd"><tr><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>צריכה</th></tr><tr><td>${ltr(String(prev))} (${ltr(dt(from, 'dd/mm/yy'))})</td><td>${ltr(String(prev + used))} (${ltr(dt(to, 'dd/mm/yy'))})</td><td>${ltr(String(used))} מ"ק</td></tr></table>
<table class="ch"><tr><th>פירוט חיובים</th><th>כמות ותעריף</th><th>סכום ₪</th></tr>${lines.map(([l, q, s]) => `<tr><td>${l}</td><td>${q.replace(/[0-9][0-9.,]*/g, (m) => ltr(m))}</td><td>${ltr(amount(s))}</td></tr>`).join('')}
<tr class="s"><td colspan="2">סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr class="s"><td colspan="2">מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td colspan="2">סה"כ לחיוב</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="hist"><div class="sm">צריכה בתקופות קודמות (מ"ק)</div><div class="bars">${bars}</div></div>
<p class="sm">ניתן לשלם באתר התאגיד, בהוראת קבע או בסניפי הדואר. חיוב בהוראת קבע יבוצע במועד התשלום.</p>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:13mm 15mm;color:#10283d}.hd{display:flex;justify-content:space-between;align-items:flex-start}.lg{display:flex;gap:10px;align-items:center}.nm{font-family:'Hadasim CLM';font-size:34px;color:#1769aa;line-height:1}
.due{background:#1769aa;color:#fff;padding:8px 16px;text-align:center;border-radius:6px}.b{font-weight:bold;font-size:16px}h1{font-family:'Hadasim CLM';font-size:20px;border-bottom:2px solid #1769aa;padding-bottom:3px}
.cells,.rd,.ch{width:100%;border-collapse:collapse;margin:8px 0}.cells th,.cells td,.rd th,.rd td{border:1px solid #8fb4d3;padding:4px;text-align:center}.cells th,.rd th{background:#e7f1f9;font-weight:normal}
.ch th{text-align:start;border-bottom:2px solid #1769aa;padding:4px}.ch td{padding:4px;border-bottom:1px solid #d5e3ef}.ch td:last-child,.ch th:last-child{text-align:left}.s td{font-weight:bold}.g td{font-weight:bold;font-size:16px;background:#e7f1f9}
.sm{font-size:10.5px;color:#456}.bars{display:flex;gap:8px;align-items:flex-end;height:64px}.bar{width:22px;background:#8fb4d3}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
