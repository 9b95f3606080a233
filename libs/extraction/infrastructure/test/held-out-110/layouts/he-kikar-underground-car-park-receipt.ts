import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, plus, vatIn } from './extra';

const ID = 'he-kikar-underground-car-park-receipt';

/** Tariffs with VAT in agorot, by year (approximate): the first hour, each quarter-hour started after it, the day's cap. */
const FIRST: Record<number, number> = { 2022: 1400, 2023: 1500, 2024: 1500, 2025: 1600, 2026: 1700 };
const QUARTER: Record<number, number> = { 2022: 350, 2023: 380, 2024: 400, 2025: 420, 2026: 430 };
const CAP: Record<number, number> = { 2022: 7500, 2023: 8000, 2024: 8500, 2025: 9000, 2026: 9400 };

/**
 * An underground car park beneath a Tel Aviv square, the exit terminal's receipt, 58 mm (Ellinia CLM for the name,
 * DejaVu Sans, DejaVu Sans Mono): a drawn "P" with a downward ramp beside "חניון כיכר", "כיכר חניונים בע"מ" with
 * "עוסק מורשה" plain; "קבלה / חשבונית מס", "מס' קבלה" (seven digits), "תאריך" dd/mm/yyyy (the exit and payment),
 * "שעה"; ticket, plate, entry date and time, exit time, the stay, the tariff in words, the exit terminal (distractors);
 * the first hour and each quarter-hour started after it, capped per day (each whole day at the cap); sometimes "הנחת
 * תושב 25%" with the sticker (negative); "סכום לתשלום", "מע"מ n% כלול בסכום" (contained); any day.
 */
export const heKikarUndergroundCarParkReceipt: Layout = {
  id: ID,
  lang: 'he',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const [first, quarter, cap] = [FIRST[year], QUARTER[year], CAP[year]];
    const long = rng.chance(0.2);
    const stay = long ? rng.int(1500, 2800) : rng.int(18, 600);
    const exitMin = long ? rng.int(7 * 60, 23 * 60) : rng.int(Math.max(8 * 60, stay + 6 * 60), 23 * 60 + 50);
    const entryAbs = exitMin - stay;
    const entryDate = plus(date, Math.floor(entryAbs / 1440));
    const entryMin = ((entryAbs % 1440) + 1440) % 1440;
    const whole = Math.floor(stay / 1440);
    const rem = stay % 1440;
    const part = rem === 0 ? 0 : Math.min(cap, first + Math.ceil(Math.max(0, rem - 60) / 15) * quarter);
    const charge = whole * cap + part;
    const resident = rng.chance(0.25);
    const disc = resident ? Math.round((charge * 25) / 100) : 0;
    const gross = charge - disc;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כיכר חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.digits(6)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const sign = `<svg width="40" height="40" viewBox="0 0 40 40"><rect x="1" y="1" width="38" height="38" rx="5" fill="#000"/><path d="M10 31 V9 H19 A7 7 0 0 1 19 23 H10" stroke="#fff" stroke-width="4" fill="none"/><path d="M27 12 V30 M22 25 L27 31 L32 25" stroke="#fff" stroke-width="2.5" fill="none"/></svg>`;
    const h = Math.floor(stay / 60);
    const body = `<div class="hd">${sign}<div class="nm">חניון כיכר</div></div><div class="c sm">${vendorName}<br>עוסק מורשה ${n(taxId)}<br>שד' ${rng.pick(['שאול המלך', 'נורדאו', 'בן ציון', 'ההשכלה'])}, תל אביב-יפו<br>מוקד ${n(`03-6${rng.digits(6)}`)}</div>
<div class="ln"></div><div class="c b">קבלה / חשבונית מס</div><div class="ln"></div>
<div class="row"><span>מס' קבלה</span>${n(doc)}</div><div class="row"><span>תאריך</span>${n(dt(date, 'dd/mm/yyyy'))}</div><div class="row"><span>שעה</span>${n(hhmm(exitMin))}</div><div class="row"><span>מסוף</span><span>יציאה ${n(String(rng.int(1, 3)))}</span></div>
<div class="ln"></div><div class="row"><span>כרטיס</span>${n(rng.digits(10))}</div><div class="row"><span>רכב</span>${n(plate(rng))}</div>
<div class="row"><span>כניסה</span>${n(`${dt(entryDate, 'dd/mm/yy')} ${hhmm(entryMin)}`)}</div><div class="row"><span>יציאה</span>${n(`${dt(date, 'dd/mm/yy')} ${hhmm(exitMin)}`)}</div>
<div class="row"><span>משך חניה</span><span>${n(String(h))} ש' ${n(String(stay % 60))} ד'</span></div><div class="ln"></div>
<div class="row"><span>חיוב לפי תעריף</span>${n(amount(charge))}</div>${disc ? `<div class="row"><span>הנחת תושב ${n('25%')}</span>${n(amount(-disc))}</div><div class="sm">מדבקת תושב ${n(rng.digits(6))}</div>` : ''}
<div class="row big"><span>סכום לתשלום</span>${n(amount(gross))}</div><div class="row sm"><span>מע"מ ${n(`${rate}%`)} כלול בסכום</span>${n(amount(vat))}</div>
<div class="row"><span>שולם ב</span><span>${rng.pick(['אשראי', 'אשראי', 'מזומן', 'Pango'])}</span></div><div class="ln"></div>
<div class="c sm">תעריף: שעה ראשונה ${n(amount(first))} ₪, כל רבע שעה נוספת ${n(amount(quarter))} ₪, מקסימום ליממה ${n(amount(cap))} ₪. יש לצאת תוך ${n('15')} דקות מהתשלום.</div>`;
    const css = `body{width:52mm;padding:3mm;font-family:'DejaVu Sans';font-size:11px;line-height:1.4;color:#000}.n{font-family:'DejaVu Sans Mono';font-size:10.5px;white-space:nowrap}
.hd{display:flex;gap:6px;align-items:center;justify-content:center}.nm{font-family:'Ellinia CLM';font-size:26px;font-weight:bold}.c{text-align:center}.sm{font-size:9.5px}.b{font-weight:bold;font-size:13px}
.row{display:flex;justify-content:space-between;gap:3px}.big{font-weight:bold;font-size:14px;margin:2px 0}.ln{border-top:1px solid #000;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 200mm', css, body }),
      page: '58mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
