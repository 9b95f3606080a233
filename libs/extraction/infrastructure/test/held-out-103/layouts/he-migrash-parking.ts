import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'he-migrash-parking';

/** Agorot, VAT included: the first hour, each started quarter hour after it, and a day's maximum, by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 300, 4800],
  2023: [1200, 300, 5000],
  2024: [1300, 350, 5200],
  2025: [1400, 350, 5500],
  2026: [1400, 400, 5800],
};

/** The fee for a stay of `minutes`: free for 15 minutes, the first hour, each started quarter hour, at most the day's maximum a day. */
export function fee(minutes: number, [first, quarter, max]: [number, number, number]): number {
  if (minutes <= 15) return 0;
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  const part = rest === 0 ? 0 : Math.min(max, first + Math.ceil(Math.max(0, rest - 60) / 15) * quarter);
  return days * max + part;
}

/**
 * A car park in the centre of Kiryat Motzkin, the pay-by-plate machine's slip, 58 mm (Noto Sans Hebrew): a blue
 * square "P" beside "חניון מרכז מוצקין" and "חניון עילי · קריית מוצקין", "מופעל ע"י מגרש ניהול חניונים בע"מ" with
 * "ח.פ." plain; "קבלה / חשבונית מס" in reverse; "מס' מסמך" the machine, a slash and six digits; "מס' רכב" (a
 * distractor), "כניסה" and "יציאה" (dd/mm/yyyy hh:mm; some stays overnight), "משך חניה" hh:mm; the tariff (15 minutes
 * free, the first hour, each started quarter hour, a day's maximum, by year); "לתשלום" "₪ …" large, "כולל מע"מ n%"
 * (contained); a contactless card with approval, or cash with change; a dashed tear-off line; dated the exit; any day.
 */
export const heMigrashParking: Layout = {
  id: ID,
  lang: 'he',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const tariff = TARIFF[Number(date.slice(0, 4))];
    const out = rng.int(7 * 60, 23 * 60 + 30);
    const minutes = rng.chance(0.2) && out <= 20 * 60 ? rng.int(out + 60, Math.min(out + 16 * 60, 23 * 60)) : rng.int(35, Math.min(out - 5, 9 * 60));
    const inAt = out - minutes;
    const entryDate = inAt < 0 ? addDays(date, -1) : date;
    const inMin = ((inAt % 1440) + 1440) % 1440;
    const gross = fee(minutes, tariff);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מגרש ניהול חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const machine = `0${rng.int(1, 6)}`;
    const doc = `${machine}/${rng.int(100000, 999999)}`;
    const dur = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    let pay: string;
    if (rng.chance(0.7)) pay = `<div>אשראי ללא מגע ${ltr(`****${rng.digits(4)}`)}</div><div>אישור ${ltr(rng.digits(6))}</div>`;
    else {
      const paid = Math.ceil(gross / 1000) * 1000 + (rng.chance(0.4) ? 1000 : 0);
      pay = `<div class="row"><span>שולם במזומן</span><span>${ltr(amount(paid))}</span></div><div class="row"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>`;
    }
    const body = `<div class="hd"><div class="p">P</div><div><div class="nm">חניון מרכז מוצקין</div><div>חניון עילי · קריית מוצקין</div></div></div>
<div class="c sm">מופעל ע"י ${vendorName}<br>ח.פ. ${ltr(taxId)}</div>
<div class="inv">קבלה / חשבונית מס</div>
<div class="row"><span>מס' מסמך</span><b>${ltr(doc)}</b></div>
<div class="row"><span>מס' רכב</span><span>${ltr(plate(rng))}</span></div>
<div class="row"><span>כניסה</span><span>${ltr(`${dt(entryDate, 'dd/mm/yyyy')} ${hhmm(inMin)}`)}</span></div>
<div class="row"><span>יציאה</span><span>${ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(out)}`)}</span></div>
<div class="row"><span>משך חניה</span><span>${ltr(dur)}</span></div>
<div class="tar">תעריף: ${ltr('15')} דק' ראשונות חינם · שעה ראשונה ${ltr(`₪${amount(tariff[0])}`)} · כל ${ltr('15')} דק' נוספות ${ltr(`₪${amount(tariff[1])}`)} · מקסימום ליום ${ltr(`₪${amount(tariff[2])}`)}</div>
<div class="due"><div>לתשלום</div><div class="big">${ltr(`₪${amount(gross)}`)}</div></div>
<div class="row"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="pay">${pay}</div><div class="cut">✂ - - - - - - - - - - - - - -</div><div class="c sm">יש לצאת תוך ${ltr('15')} דקות מהתשלום. נסיעה טובה!</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11px;width:58mm;box-sizing:border-box;padding:3mm 2.5mm 7mm}.hd{display:flex;gap:6px;align-items:center}.p{background:#1552a3;color:#fff;font-family:'Noto Sans';font-weight:bold;font-size:26px;width:34px;height:34px;line-height:34px;text-align:center;flex:none}
.nm{font-size:14px;font-weight:bold;line-height:1.2}.c{text-align:center}.sm{font-size:9.5px;margin:3px 0}.inv{background:#000;color:#fff;text-align:center;font-weight:bold;margin:5px 0;padding:2px}.row{display:flex;justify-content:space-between;gap:4px;line-height:1.6}
.tar{font-size:9px;border:1px solid #777;padding:2px 3px;margin:4px 0}.due{text-align:center;border-top:1px solid #000;border-bottom:1px solid #000;margin:4px 0;padding:2px}.big{font-size:22px;font-weight:bold}.pay{margin-top:4px;line-height:1.5}.cut{margin:6px 0 2px;text-align:center;letter-spacing:1px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 220mm', css, body }),
      page: '58mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
