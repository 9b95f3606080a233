import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-peleg-water-bill';

/** Agorot a m³ before VAT in 2022: water at the low and high tariff, and sewage. */
const WATER_LOW = 418;
const WATER_HIGH = 951;
const SEWAGE = 238;
/** Yearly change of the tariffs from 2022 (approximate). */
const RISE: Record<number, number> = { 2022: 1, 2023: 1.035, 2024: 1.06, 2025: 1.09, 2026: 1.11 };
const CUSTOMERS: [string, string][] = [
  ['סמיר דיאב', "רח' אל-זיתון"],
  ["ג'מילה עואד", "רח' אבן סינא"],
  ["פאדי חג'אזי", "שכונת אל-ג'בל"],
  ['נסרין מנסור', "רח' אל-קודס"],
  ["ח'אלד אבו ריא", "רח' אל-ביאדר"],
  ['אימאן סעדי', "רח' אל-מדארס"],
];

/**
 * The water and sewage corporation of Tamra, a household's two-monthly bill, A4 (Hadasim CLM for the headings, Noto
 * Sans Hebrew): a drop drawn in a blue circle beside "פלג" and "תאגיד המים והביוב של טמרה", the company "פלג מים וביוב
 * בע"מ" with "ח.פ." hyphenated and the service centre, opposite a blue box "סכום לתשלום" "₪ …" over "לתשלום עד" (14-21
 * days on; a distractor); a row of cells: "חשבונית מס מס'" eight digits, "תאריך הפקה" dd.mm.yyyy (3-14 days after the
 * period, moved off Friday and Saturday), "תקופת החיוב" (two months, in words and dd/mm/yyyy – dd/mm/yyyy); the
 * consumer, street, "מס' נכס" and "מס' צרכן" (failing the check), registered persons; the meter and its two readings
 * (whole m³); charges "מים – תעריף נמוך" (7 m³ a person for the two months), "מים – תעריף גבוה", "ביוב" at the two
 * tiers' m³, sometimes "חלק יחסי בהפרש מונה משותף", each m³ × a price a m³ by year, "סה"כ לפני מע"מ", "מע"מ n%"
 * added and "סה"כ לחיוב"; five earlier periods' consumption and the last payment received (distractors).
 */
export const hePelegWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 5, 7, 9, 11], [3, 14]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const p = (a: number) => Math.round(a * RISE[year]);
    const start = firstOfMonth(date, -2);
    const end = lastOfMonth(firstOfMonth(date, -1));
    const persons = rng.int(2, 7);
    const allot = persons * 7;
    const used = rng.int(Math.max(8, allot - 12), allot + 28);
    const low = Math.min(used, allot);
    const high = used - low;
    const lines: [string, string, number][] = [['מים – תעריף נמוך', `${low} × ${amount(p(WATER_LOW))}`, low * p(WATER_LOW)]];
    if (high) lines.push(['מים – תעריף גבוה', `${high} × ${amount(p(WATER_HIGH))}`, high * p(WATER_HIGH)]);
    lines.push(['ביוב', `${used} × ${amount(p(SEWAGE))}`, used * p(SEWAGE)]);
    if (rng.chance(0.4)) {
      const diff = rng.int(1, 3);
      lines.push(['חלק יחסי בהפרש מונה משותף', `${diff} × ${amount(p(WATER_HIGH) + p(SEWAGE))}`, diff * (p(WATER_HIGH) + p(SEWAGE))]);
    }
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פלג מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `4${rng.digits(7)}`;
    const due = avoid(addDays(date, rng.int(14, 21)), [5, 6]);
    const [customer, street] = rng.pick(CUSTOMERS);
    const before = rng.int(300, 2900);
    const history = [...Array(5)].map((_, i) => [firstOfMonth(start, -2 * (i + 1)), rng.int(Math.max(6, allot - 14), allot + 24)] as [string, number]);
    const lastPaid = rng.int(9000, 52000);
    const body = `<div class="top"><div class="brand"><div class="drop"><span></span></div><div><div class="nm">פלג</div><div class="tg">תאגיד המים והביוב של טמרה</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">מוקד שירות ${ltr(`*${rng.digits(4)}`)} · קבלת קהל: א'-ה' ${ltr('08:00-15:00')}</div></div></div>
<div class="due"><div>סכום לתשלום</div><div class="big">${ltr(`₪ ${amount(gross)}`)}</div><div>לתשלום עד ${ltr(dt(due, 'dd/mm/yyyy'))}</div></div></div>
<h1>חשבון מים וביוב תקופתי</h1>
<table class="cells"><tr><th>חשבונית מס מס'</th><th>תאריך הפקה</th><th>תקופת החיוב</th></tr><tr><td>${ltr(doc)}</td><td>${ltr(dt(date, 'dd.mm.yyyy'))}</td><td>${heMonth(start).split(' ')[0]}–${heMonth(end)} · ${ltr(`${dt(start, 'dd/mm/yyyy')} – ${dt(end, 'dd/mm/yyyy')}`)}</td></tr></table>
<div class="two"><div class="panel"><h2>פרטי הצרכן</h2><div>${customer}</div><div>${street} ${ltr(String(rng.int(2, 90)))}, טמרה</div><div>מס' נכס: ${ltr(String(rng.int(1000000, 9999999)))}</div><div>מס' צרכן: ${ltr(notAnId(rng))}</div><div>נפשות רשומות: ${ltr(String(persons))}</div></div>
<div class="panel"><h2>קריאת מונה</h2><div>מונה מס' ${ltr(`${rng.int(10, 23)}${rng.digits(6)}`)} · קוטר ${ltr('3/4"')}</div><table class="rd"><tr><th></th><th>תאריך</th><th>קריאה (מ"ק)</th></tr><tr><td>קריאה קודמת</td><td>${ltr(dt(addDays(start, -1), 'dd/mm/yyyy'))}</td><td>${ltr(String(before))}</td></tr><tr><td>קריאה נוכחית</td><td>${ltr(dt(end, 'dd/mm/yyyy'))}</td><td>${ltr(String(before + used))}</td></tr><tr><td colspan="2">צריכה בתקופה</td><td class="b">${ltr(String(used))}</td></tr></table><div class="sm">כמות מוזלת לתקופה: ${ltr(`${persons} × 7 = ${allot}`)} מ"ק</div></div></div>
<h2>פירוט החיובים</h2><table class="ch"><tr><th>חיוב</th><th>מ"ק × מחיר למ"ק (₪)</th><th>סכום (₪)</th></tr>${lines
      .map(([l, c, s]) => `<tr><td>${l}</td><td>${ltr(c)}</td><td>${ltr(amount(s))}</td></tr>`)
      .join(
        '',
      )}<tr class="s"><td colspan="2">סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td colspan="2">מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td colspan="2">סה"כ לחיוב</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="two"><div class="panel"><h2>צריכה בתקופות קודמות (מ"ק)</h2><table class="hist">${history
      .map(([d, m]) => `<tr><td>${heMonth(d).split(' ')[0]}–${heMonth(firstOfMonth(d, 1))}</td><td>${ltr(String(m))}</td></tr>`)
      .join(
        '',
      )}</table></div><div class="panel"><h2>תשלומים</h2><div>התשלום האחרון התקבל ב-${ltr(dt(addDays(start, -rng.int(20, 40)), 'dd/mm/yyyy'))}: ${ltr(`₪ ${amount(lastPaid)}`)}</div><div>יתרת חוב קודמת: ${ltr('0.00')}</div><div class="sm">ניתן לשלם באתר התאגיד, בהוראת קבע או בסניפי הדואר.</div></div></div>
<div class="foot">חשבון זה הוא חשבונית מס. תעריפי המים והביוב נקבעים בכללי רשות המים. לבירורים: מוקד השירות.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:12mm 14mm;color:#112}h1,h2,.nm{font-family:'Hadasim CLM'}h1{font-size:19px;margin:10px 0 6px;color:#0b4f8a}h2{font-size:13.5px;margin:8px 0 4px;color:#0b4f8a}
.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{display:flex;gap:10px;align-items:center}.drop{width:52px;height:52px;border-radius:50%;background:#0b4f8a;display:flex;align-items:center;justify-content:center}.drop span{width:20px;height:20px;background:#fff;border-radius:0 50% 50% 50%;transform:rotate(45deg)}
.nm{font-size:30px;font-weight:bold;color:#0b4f8a;line-height:1}.tg{font-size:13px}.sm{font-size:10.5px;color:#333}.b{font-weight:bold}
.due{border:2px solid #0b4f8a;background:#e8f1fa;padding:6px 16px;text-align:center;min-width:60mm}.big{font-size:24px;font-weight:bold;margin:2px 0}
.cells{width:100%;border-collapse:collapse}.cells th,.cells td{border:1px solid #7a9cc0;padding:4px 6px;text-align:center}.cells th{background:#e8f1fa;font-weight:normal}.cells td{font-weight:bold}
.two{display:flex;gap:8mm}.two>.panel{flex:1}.panel{border-top:2px solid #0b4f8a;margin-top:6px;line-height:1.55}.rd,.hist{border-collapse:collapse;width:100%}.rd td,.rd th,.hist td{padding:2px 4px;border-bottom:1px solid #d5e2ef;text-align:start}
.ch{width:100%;border-collapse:collapse}.ch th{background:#0b4f8a;color:#fff;padding:4px 6px;text-align:start;font-weight:normal}.ch td{padding:4px 6px;border-bottom:1px solid #d5e2ef}.ch td:last-child,.ch th:last-child{text-align:left}.ch .s td{border-top:1.5px solid #0b4f8a}.ch .g td{font-weight:bold;font-size:14px;background:#e8f1fa}
.foot{margin-top:14px;font-size:10px;color:#444;border-top:1px solid #999;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
