import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-shalhevet-gas-bill';

/** Agorot a cubic metre of gas before VAT, and the monthly system fee, by year (approximate). */
const TARIFF: Record<number, { m3: number; fee: number }> = {
  2022: { m3: 1290, fee: 1290 },
  2023: { m3: 1385, fee: 1390 },
  2024: { m3: 1420, fee: 1450 },
  2025: { m3: 1475, fee: 1490 },
  2026: { m3: 1510, fee: 1530 },
};
const STREETS = ["רח' האלונים", "רח' הזית", 'שדרות הבוסתן', "רח' החורש", "רח' יהושע חנקין", "רח' השקדים"];
const NAMES = ['משפחת גבאי', 'נועה ואלון פרץ', 'ד"ר מיכל שטרן', "סאמר ח'ורי", 'רינה בן-דוד', 'משפחת וקנין'];

/**
 * A central-gas supplier at Kiryat Tivon, a household's two-monthly bill for piped gas, A4 (Hadasim CLM for the
 * headings, Simple CLM): an orange flame drawn beside "שלהבת" and "גז מרכזי לבתים משותפים · קריית טבעון", the company
 * "שלהבת אספקת גז בע"מ" with "ח.פ." hyphenated; a framed title "חשבון תקופתי – חשבונית מס" and beside it a list of
 * "מספר חשבונית" (eight digits), "תאריך החשבון" dd/mm/yyyy (2-14 days after the period, off Friday and Saturday),
 * "תקופה" (two months, by name), "מס' לקוח" (failing the check) and "מס' מונה" (distractors); the consumer and address;
 * a reading table (previous and current reading to the litre, dates, consumption in m³); charges: gas m³ × the price a
 * m³ by year, the system fee for two months, sometimes a meter-check fee or a loyalty credit; "סה"כ חיובים",
 * "מע"מ n%" added, "סה"כ לתשלום"; a box "לתשלום עד" (15-20 days on; a distractor); a tear-off payment slip repeating the
 * sum and the customer number (distractors).
 */
export const heShalhevetGasBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [2, 12]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const t = TARIFF[year];
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const prev = rng.int(200000, 2400000);
    const used = rng.int(2200, 26000);
    const m3 = Math.round((used * t.m3) / 1000);
    const charges: [string, string, number][] = [
      ['צריכת גז', `${(used / 1000).toFixed(3)} מ"ק × ${amount(t.m3)}`, m3],
      ['דמי שימוש במערכת', `2 חודשים × ${amount(t.fee)}`, 2 * t.fee],
    ];
    if (rng.chance(0.25)) charges.push(['בדיקת תקינות מונה', '', Math.round(4500 * (1 + (year - 2022) * 0.03))]);
    if (rng.chance(0.3)) charges.push(['זיכוי לקוח ותיק', '', -rng.pick([1000, 1500, 2000])]);
    const net = total(charges.map((c) => c[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'שלהבת אספקת גז בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}${rng.digits(6)}`;
    const customer = notAnId(rng);
    const due = plus(date, rng.int(15, 20));
    const name = rng.pick(NAMES);
    const addr = `${rng.pick(STREETS)} ${rng.int(1, 40)}, דירה ${rng.int(1, 16)}, קריית טבעון`;
    const period = `${heMonth(from)} – ${heMonth(to)}`;
    const rd = (n: number) => (n / 1000).toFixed(3);
    const rows = charges
      .map(([l, c, s]) => `<tr><td>${l}</td><td>${c ? ltr(c.replace(' מ"ק', ' m³')) : ''}</td><td>${ltr(s < 0 ? `${amount(-s)}-` : amount(s))}</td></tr>`)
      .join('');
    const flame = `<svg width="40" height="52" viewBox="0 0 40 52"><path d="M20 2 C28 14 36 20 36 33 C36 44 28 50 20 50 C12 50 4 44 4 33 C4 24 12 20 14 10 C18 18 22 18 20 2Z" fill="#e8731a"/><path d="M20 24 C25 31 28 35 28 40 C28 46 24 48 20 48 C16 48 12 46 12 40 C12 35 16 32 20 24Z" fill="#ffd166"/></svg>`;
    const body = `<div class="top"><div class="brand">${flame}<div><div class="nm">שלהבת</div><div>גז מרכזי לבתים משותפים · קריית טבעון</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · מוקד ${ltr('*2' + rng.digits(3))}</div></div></div>
<div class="due"><div>לתשלום עד</div><div class="b">${ltr(dt(due, 'dd/mm/yyyy'))}</div></div></div>
<div class="mid"><div class="ttl">חשבון תקופתי – חשבונית מס</div><table class="meta"><tr><th>מספר חשבונית</th><td>${ltr(doc)}</td></tr><tr><th>תאריך החשבון</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><th>תקופה</th><td>${period}</td></tr><tr><th>מס' לקוח</th><td>${ltr(customer)}</td></tr><tr><th>מס' מונה</th><td>${ltr(`G${rng.digits(7)}`)}</td></tr></table></div>
<div class="cust"><b>${name}</b><br>${addr.replace(/\d+/g, (m) => ltr(m))}</div>
<h3>קריאות מונה</h3><table class="t"><tr><th>קריאה קודמת</th><th>תאריך</th><th>קריאה נוכחית</th><th>תאריך</th><th>צריכה (מ"ק)</th></tr><tr><td>${ltr(rd(prev))}</td><td>${ltr(dt(from, 'dd/mm/yyyy'))}</td><td>${ltr(rd(prev + used))}</td><td>${ltr(dt(to, 'dd/mm/yyyy'))}</td><td>${ltr(rd(used))}</td></tr></table>
<h3>פירוט החיובים</h3><table class="t ch"><tr><th>תיאור</th><th>חישוב</th><th>סכום (₪)</th></tr>${rows}
<tr class="s"><td colspan="2">סה"כ חיובים</td><td>${ltr(amount(net))}</td></tr><tr class="s"><td colspan="2">מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td colspan="2">סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<p class="sm">החשבון ישולם בהוראת קבע אם נרשמת לכך. בשאלות על החשבון ניתן לפנות למוקד בימים א'-ה'. הצריכה מחושבת לפי נפח הגז שעבר במונה.</p>
<div class="slip"><div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div><b>ספח תשלום</b> · מס' לקוח ${ltr(customer)} · סכום ${ltr(amount(gross))} ₪ · לתשלום עד ${ltr(dt(due, 'dd/mm/yyyy'))}</div>`;
    const css = `body{font-family:'Simple CLM';font-size:13px;padding:14mm 15mm;color:#222}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{display:flex;gap:10px;align-items:center}
.nm{font-family:'Hadasim CLM';font-size:34px;color:#c85a0c;line-height:1}.sm{font-size:11px;color:#444}.due{border:2px solid #c85a0c;padding:6px 16px;text-align:center;font-size:14px}.b{font-weight:bold;font-size:18px}
.mid{display:flex;justify-content:space-between;align-items:center;margin:14px 0 8px;gap:10mm}.ttl{font-family:'Hadasim CLM';font-size:22px;border:2px solid #222;padding:8px 14px}.meta th{text-align:start;font-weight:normal;color:#555;padding:2px 10px 2px 0}.meta td{font-weight:bold;padding:2px 8px}
.cust{background:#fbeee3;padding:6px 10px;margin:6px 0 10px;line-height:1.5}h3{font-family:'Hadasim CLM';font-size:16px;margin:12px 0 4px;color:#c85a0c}
.t{width:100%;border-collapse:collapse}.t th{background:#f3f3f3;border-bottom:1.5px solid #888;padding:4px;text-align:start;font-weight:normal}.t td{padding:4px;border-bottom:1px solid #ddd}.ch td:last-child,.ch th:last-child{text-align:left}
.s td{font-weight:bold}.g td{font-weight:bold;font-size:16px;border-top:2px solid #222;background:#fbeee3}.slip{margin-top:30px;font-size:12px}.cut{color:#888;margin-bottom:6px;direction:ltr}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
