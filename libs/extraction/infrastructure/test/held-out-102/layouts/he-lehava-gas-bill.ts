import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, share, workday } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, vatOn } from './extra';

const ID = 'he-lehava-gas-bill';

/** Agorot a m³ of gas before VAT, by year (approximate). */
const PER_M3: Record<number, number> = { 2022: 2510, 2023: 2640, 2024: 2790, 2025: 2860, 2026: 2910 };
/** Agorot a month for the meter and the system, before VAT, by year. */
const FIXED: Record<number, number> = { 2022: 900, 2023: 950, 2024: 990, 2025: 1020, 2026: 1040 };
const HOLDERS = ["משפ' אבוטבול", 'רונית ויעקב בן שושן', "משפ' מלכה", 'אלון גבאי', 'סיוון ועידו פרץ', "משפ' עמר"];
const STREETS: [string, string][] = [
  ['הרי הגליל', 'חצור הגלילית'],
  ['הגפן', 'חצור הגלילית'],
  ['האלה', 'יסוד המעלה'],
  ['הנרקיס', 'ראש פינה'],
  ['שדרות יגאל אלון', 'חצור הגלילית'],
  ['הבשן', 'יסוד המעלה'],
];

/**
 * A central-gas supplier at Hatzor HaGlilit billing a flat's gas meter for two months, A4 (Simple CLM for the headings,
 * FreeSerif): a flame drawn in an orange box beside "להבה" and "גז מרכזי לבית ולעסק", opposite "חשבון גז לתקופה" and the
 * two months; three boxes side by side: the customer ("מס' לקוח" failing the check, "מס' מונה", name, street and town),
 * the bill ("חשבונית מס מס'" seven digits beginning 5, "תאריך החשבון" dd/mm/yy, 3-10 days after the period,
 * "תקופת חיוב" dd/mm/yy – dd/mm/yy) and "סכום לתשלום" "₪ …" large with "לתשלום עד" (14-20 days on, a workday; a
 * distractor) and the standing order; the readings (previous and present, m³ to three decimals); the charges (m³ × a
 * price a m³ by year, the meter and system fee for two months, sometimes a periodic safety check and a loyalty discount
 * of 8% on the gas), "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לחיוב"; six earlier periods' consumption as bars; the
 * last payment (a distractor); the company "להבה גז ואנרגיה בע"מ" with "ח.פ." hyphenated in the footer; Sunday to
 * Thursday.
 */
export const heLehavaGasBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [3, 10]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const prev = rng.int(800000, 9400000);
    const used = rng.int(4000, 22000);
    const perM3 = PER_M3[year];
    const gas = Math.round((used * perM3) / 1000);
    const fixed = 2 * FIXED[year];
    const check = rng.chance(0.2) ? 14000 : 0;
    const loyal = rng.chance(0.4);
    const discount = loyal ? share(gas, 8) : 0;
    const net = gas + fixed + check - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'להבה גז ואנרגיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `5${rng.digits(6)}`;
    const due = workday(addDays(date, rng.int(14, 20)), addDays);
    const [street, town] = rng.pick(STREETS);
    const m3 = (milli: number) => (milli / 1000).toFixed(3);
    const history = [...Array(6)].map(() => rng.int(3000, 24000));
    const peak = Math.max(...history, used);
    const lastPaid = workday(addDays(firstOfMonth(date, -2), rng.int(8, 14)), addDays);
    const charge = (a: string, b: string, c: string) => `<tr><td>${a}</td><td>${b}</td><td>${ltr(c)}</td></tr>`;
    const body = `<div class="top"><div class="logo"><div class="flame"></div><div><div class="nm">להבה</div><div>גז מרכזי לבית ולעסק</div></div></div><div class="hd"><div class="h1">חשבון גז לתקופה</div><div>${heMonth(from)} – ${heMonth(to)}</div></div></div>
<div class="three"><div class="box"><div class="bt">פרטי הלקוח</div><div>${rng.pick(HOLDERS)}</div><div>רח' ${street} ${ltr(String(rng.int(1, 60)))}, דירה ${ltr(String(rng.int(1, 24)))}</div><div>${town}</div><div>מס' לקוח: ${ltr(notAnId(rng))}</div><div>מס' מונה: ${ltr(rng.digits(8))}</div></div>
<div class="box"><div class="bt">פרטי החשבון</div><div>חשבונית מס מס': <b>${ltr(doc)}</b></div><div>תאריך החשבון: <b>${ltr(dt(date, 'dd/mm/yy'))}</b></div><div>תקופת חיוב: ${ltr(`${dt(from, 'dd/mm/yy')} – ${dt(to, 'dd/mm/yy')}`)}</div><div>ימים בתקופה: ${ltr(String(Math.round((Date.parse(to) - Date.parse(from)) / 86400000) + 1))}</div></div>
<div class="box pay"><div class="bt">סכום לתשלום</div><div class="amt">${ltr(`₪ ${amount(gross)}`)}</div><div>לתשלום עד ${ltr(dt(due, 'dd/mm/yy'))}</div><div class="sm">ייגבה בהוראת קבע מחשבון הבנק</div></div></div>
<h3>קריאות מונה</h3><table class="t"><tr><th></th><th>תאריך</th><th>קריאה (מ"ק)</th></tr><tr><td>קריאה קודמת</td><td>${ltr(dt(addDays(from, -1), 'dd/mm/yy'))}</td><td>${ltr(m3(prev))}</td></tr><tr><td>קריאה נוכחית</td><td>${ltr(dt(to, 'dd/mm/yy'))}</td><td>${ltr(m3(prev + used))}</td></tr><tr class="b"><td>צריכה בתקופה</td><td></td><td>${ltr(m3(used))}</td></tr></table>
<h3>פירוט החיובים</h3><table class="t ch"><tr><th>תיאור</th><th>כמות × תעריף</th><th>סכום (₪)</th></tr>${charge('צריכת גז', `${ltr(m3(used))} מ"ק × ${ltr(amount(perM3))}`, amount(gas))}${charge('דמי שימוש במונה ובמערכת', `${ltr('2')} חודשים × ${ltr(amount(FIXED[year]))}`, amount(fixed))}${
      check ? charge('בדיקת תקינות תקופתית למערכת', '', amount(check)) : ''
    }${loyal ? charge(`הנחת ותק ${ltr('8%')} על הגז`, '', `-${amount(discount)}`) : ''}<tr class="b"><td>סה"כ לפני מע"מ</td><td></td><td>${ltr(amount(net))}</td></tr>${charge(`מע"מ ${ltr(`${rate}%`)}`, '', amount(vat))}<tr class="g"><td>סה"כ לחיוב</td><td></td><td>${ltr(amount(gross))}</td></tr></table>
<h3>צריכה בתקופות קודמות (מ"ק)</h3><div class="bars">${[...history, used]
      .map(
        (h, i) =>
          `<div class="bc"><div class="v">${ltr((h / 1000).toFixed(1))}</div><div class="bar${i === 6 ? ' now' : ''}" style="height:${Math.round((h / peak) * 28)}mm"></div><div class="lb">${i === 6 ? 'נוכחית' : ltr(`${firstOfMonth(from, -2 * (6 - i)).slice(5, 7)}/${firstOfMonth(from, -2 * (6 - i)).slice(2, 4)}`)}</div></div>`,
      )
      .join('')}</div>
<div class="note">התשלום האחרון בסך ${ltr(amount(rng.int(9000, 52000)))} ₪ התקבל ביום ${ltr(dt(lastPaid, 'dd/mm/yy'))}. תודה.</div>
<div class="foot">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · אזור התעשייה חצור הגלילית · מוקד שירות ${ltr('*' + rng.digits(4))} · מוקד חירום לדליפות גז ${ltr('24/7')}</div>`;
    const css = `body{font-family:'FreeSerif';font-size:12.5px;padding:12mm 14mm}.top{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #c85a00;padding-bottom:6px}
.logo{display:flex;gap:10px;align-items:center}.flame{width:16mm;height:16mm;background:#e07000;border-radius:3mm;position:relative}.flame:after{content:'';position:absolute;left:4.5mm;top:3mm;width:7mm;height:9mm;background:#ffd27a;border-radius:50% 50% 50% 50%/60% 60% 40% 40%}
.nm{font-family:'Simple CLM';font-size:36px;font-weight:bold;line-height:1}.hd{text-align:left}.h1{font-family:'Simple CLM';font-size:24px;font-weight:bold}
.three{display:flex;gap:8px;margin:10px 0}.box{flex:1;border:1px solid #999;border-radius:2mm;padding:5px 8px;line-height:1.55}.bt{font-family:'Simple CLM';font-weight:bold;font-size:14px;border-bottom:1px solid #ccc;margin-bottom:3px}
.pay{background:#fff3e6;border-color:#c85a00}.amt{font-size:24px;font-weight:bold;margin:4px 0}.sm{font-size:10.5px}
h3{font-family:'Simple CLM';font-size:15px;margin:12px 0 4px}.t{width:100%;border-collapse:collapse}.t th{background:#f0e6dc;text-align:start;padding:3px 6px}.t td{padding:3px 6px;border-bottom:1px solid #ddd}.t td:last-child,.t th:last-child{text-align:left}.b td{font-weight:bold}.g td{font-weight:bold;font-size:15px;border-top:2px solid #000}
.bars{display:flex;gap:6mm;align-items:flex-end;height:40mm;border-bottom:1px solid #000;padding:0 6mm}.bc{text-align:center;width:12mm}.bar{background:#bbb;width:10mm;margin:0 auto}.now{background:#c85a00}.v,.lb{font-size:10px}
.note{margin-top:10px}.foot{margin-top:14px;border-top:1px solid #999;padding-top:4px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
