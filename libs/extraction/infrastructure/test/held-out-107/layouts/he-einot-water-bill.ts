import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-einot-water-bill';

/** Low and high tariff, agorot a m³ before VAT, by year (approximate). */
const TARIFF: Record<number, [number, number]> = { 2022: [632, 1104], 2023: [654, 1142], 2024: [688, 1201], 2025: [702, 1226], 2026: [716, 1250] };

/**
 * A municipal water and sewage corporation's two-monthly bill for a household, A4 (David CLM, Liberation Mono for
 * figures): a drawn drop beside "עינות" and "תאגיד המים והביוב", "עינות מים וביוב בע"מ" with "ח.פ." spaced; "חשבון
 * תקופתי – חשבונית מס" with "מס' חשבונית" (ten digits), "תאריך הפקה" dd/mm/yyyy (3-12 days into an odd month, Sunday to
 * Thursday), "מס' משלם" (failing the check), the property, residents, the billing period (the two months before) and
 * meter readings with dates (distractors); the low tariff for the allocation (3.5 m³ a resident a month), the high
 * tariff for the rest, sometimes a meter-replacement fee or a leak credit (negative); "סה"כ לפני מע"מ", "מע"מ n%"
 * added, "סה"כ לתשלום" boxed; "לתשלום עד" (three weeks on) and the last payment received (distractors).
 */
export const heEinotWaterBill: Layout = {
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
    const residents = rng.int(1, 6);
    const alloc = residents * 7;
    const used = rng.int(Math.max(6, alloc - 8), alloc + 22);
    const lowQ = Math.min(used, alloc);
    const highQ = used - lowQ;
    const lines: [string, string, string, number][] = [['מים – תעריף מוכר (כמות מוקצית)', `${lowQ}`, amount(low), lowQ * low]];
    if (highQ > 0) lines.push(['מים – תעריף עודף', `${highQ}`, amount(high), highQ * high]);
    if (rng.chance(0.2)) lines.push(['החלפת מד מים', '1', amount(4500), 4500]);
    if (rng.chance(0.2)) {
      const c = -Math.min(highQ, rng.int(2, 6)) * (high - low);
      if (c < 0) lines.push(['זיכוי בגין נזילה מאושרת', '', '', c]);
    }
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עינות מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(9)}`;
    const start = rng.int(100, 4000);
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const drop = `<svg width="40" height="52" viewBox="0 0 40 52"><path d="M20 2 C20 2 4 24 4 34 a16 16 0 0 0 32 0 C36 24 20 2 20 2z" fill="#0277bd"/><path d="M12 34 a8 8 0 0 0 8 8" stroke="#fff" stroke-width="3" fill="none"/></svg>`;
    const body = `<div class="hd"><div class="br">${drop}<div><div class="nm">עינות</div><div>תאגיד המים והביוב</div></div></div><div class="co">${vendorName}<br>ח.פ. ${f(spacedId(taxId))}<br>ת.ד. ${f(String(rng.int(100, 999)))}, נתניה · מוקד ${f('*2790')}</div></div>
<h1>חשבון תקופתי – חשבונית מס</h1>
<table class="kv"><tr><th>מס' חשבונית</th><td>${f(doc)}</td><th>תאריך הפקה</th><td>${f(dt(date, 'dd/mm/yyyy'))}</td></tr>
<tr><th>מס' משלם</th><td>${f(notAnId(rng))}</td><th>תקופת החשבון</th><td>${f(dt(from, 'dd/mm/yyyy'))} – ${f(dt(to, 'dd/mm/yyyy'))}</td></tr>
<tr><th>כתובת הנכס</th><td>רח' הרימונים ${f(String(rng.int(1, 60)))}, דירה ${f(String(rng.int(1, 30)))}</td><th>מס' נפשות</th><td>${f(String(residents))}</td></tr></table>
<table class="t"><tr><th>מונה</th><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>צריכה (מ"ק)</th></tr><tr><td>${f(rng.digits(8))}</td><td>${f(String(start))} (${f(dt(plus(from, -1), 'dd/mm/yy'))})</td><td>${f(String(start + used))} (${f(dt(to, 'dd/mm/yy'))})</td><td>${f(String(used))}</td></tr></table>
<table class="t"><tr><th>פירוט החיובים</th><th>כמות (מ"ק)</th><th>תעריף ₪</th><th>סכום ₪</th></tr>${lines.map(([n, q, u, s]) => `<tr><td>${n.replace(/([0-9.]+)/g, (m) => ltr(m))}</td><td>${f(q)}</td><td>${f(u)}</td><td>${f(amount(s))}</td></tr>`).join('')}
<tr class="s"><td>סה"כ לפני מע"מ</td><td></td><td></td><td>${f(amount(net))}</td></tr><tr class="s"><td>מע"מ ${f(`${rate}%`)}</td><td></td><td></td><td>${f(amount(vat))}</td></tr></table>
<div class="due"><div>סה"כ לתשלום<div class="g">${f(`${amount(gross)} ₪`)}</div></div><div>לתשלום עד<div class="g">${f(dt(plus(date, 21), 'dd/mm/yyyy'))}</div></div></div>
<p class="sm">התקבל תשלום אחרון בסך ${f(amount(rng.int(9000, 40000)))} ₪ בתאריך ${f(dt(plus(from, -rng.int(20, 40)), 'dd/mm/yyyy'))}. הכמות המוקצית: ${f('3.5')} מ"ק לנפש לחודש. לבירורים: מוקד ${f('*2790')}.</p>`;
    const css = `body{font-family:'David CLM';font-size:15px;padding:14mm 16mm;color:#1a1a1a}.f{font-family:'Liberation Mono';font-size:12.5px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #0277bd;padding-bottom:8px}.br{display:flex;gap:10px;align-items:center}.nm{font-size:40px;font-weight:bold;color:#0277bd;line-height:1}.co{font-size:13px;line-height:1.5}
h1{font-size:22px;margin:12px 0}.kv{width:100%;border-collapse:collapse}.kv th{background:#e1f5fe;text-align:start;padding:4px;font-weight:normal;width:16%}.kv td{padding:4px;border-bottom:1px solid #b3e5fc}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{background:#0277bd;color:#fff;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #ccc}.s td{font-weight:bold}
.due{display:flex;gap:12mm;margin:16px 0}.due>div{border:2px solid #0277bd;padding:8px 16px}.g{font-size:20px;font-weight:bold}.sm{font-size:12px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
