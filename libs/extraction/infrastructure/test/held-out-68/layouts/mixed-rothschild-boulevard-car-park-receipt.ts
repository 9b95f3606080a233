import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-rothschild-boulevard-car-park-receipt';

/** The year's tariff in agorot: first hour, each further quarter hour, day cap, evening flat rate (entry from 18:00). */
const TARIFF: Record<number, [number, number, number, number]> = {
  2022: [1600, 400, 9000, 3000],
  2023: [1700, 450, 9500, 3200],
  2024: [1800, 450, 9900, 3500],
  2026: [1900, 500, 10500, 3800],
};

/** A line: the Hebrew label with its English under it, the value at the other end. */
const item = (he: string, en: string, value: string, cls = '') =>
  `<div class="it ${cls}"><div class="lab"><div>${he}</div><div class="en">${ltr(en)}</div></div><div class="val">${value}</div></div>`;

/**
 * An underground car park's pay station receipt on Rothschild Boulevard, Tel Aviv: 80 mm, FreeSans,
 * every label in Hebrew with its English under it, entry, exit and duration, the year's tariff
 * (first hour, quarter hours after it, a day cap, an evening flat rate for entries from 18:00) printed
 * one tariff to a row, VAT contained, ticket and pay station numbers beside the receipt's own.
 */
export const mixedRothschildBoulevardCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, quarter, cap, evening] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.chance(0.2) ? rng.int(18 * 60, 21 * 60) : rng.int(7 * 60, 16 * 60);
    const stay = entry >= 18 * 60 ? rng.int(60, 200) : rng.chance(0.15) ? rng.int(300, 560) : rng.int(15, 240);
    const exit = Math.min(entry + stay, 23 * 60 + 59);
    const minutes = exit - entry;
    const byTime = minutes <= 60 ? first : first + Math.ceil((minutes - 60) / 15) * quarter;
    const gross = entry >= 18 * 60 ? evening : Math.min(byTime, cap);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניון שדרות רוטשילד בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(400000, 699999));
    const body = `<div class="c"><div class="brand">P · רוטשילד</div><div class="b">${vendorName}</div><div class="sm" dir="ltr">Rothschild Boulevard Parking Ltd.</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">שדרות רוטשילד, תל אביב-יפו</div><div class="sm" dir="ltr">Rothschild Blvd., Tel Aviv-Yafo</div></div>
<div class="dash"></div>
${item('קבלה - חשבונית מס', 'Receipt / tax invoice', ltr(doc), 'b')}
${item('תאריך', 'Date', ltr(dt(date, 'dd.mm.yyyy')))}
${item('כרטיס חניה', 'Parking ticket', ltr(rng.digits(10)))}
${item('עמדת תשלום', 'Pay station', ltr(String(rng.int(1, 6))))}
<div class="dash"></div>
${item('כניסה', 'Entry', ltr(hhmm(entry)))}
${item('יציאה', 'Exit', ltr(hhmm(exit)))}
${item('משך חניה', 'Duration', ltr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
<div class="dash"></div>
<div class="tar"><div class="b">תעריף <span class="en">${ltr('Tariff')}</span></div>
${item('שעה ראשונה', 'First hour', ltr(amount(first)))}
${item('כל רבע שעה נוספת', 'Each extra 15 min', ltr(amount(quarter)))}
${item('מקסימום ליום', 'Daily maximum', ltr(amount(cap)))}
${item(`כניסה מ-${ltr('18:00')}, תעריף קבוע`, 'Evening entry, flat', ltr(amount(evening)))}</div>
<div class="dash"></div>
${item('סה"כ לתשלום', 'Total paid', ltr(`${amount(gross)} ₪`), 'b big')}
${item(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
${item('אשראי', 'Card', ltr(`**** ${rng.digits(4)}`))}
<div class="dash"></div>
<div class="c sm">יש לצאת בתוך ${ltr('15')} דקות מהתשלום</div><div class="c sm" dir="ltr">Please exit within 15 minutes of payment.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:11.5px;width:72mm;padding:4mm}.brand{font-size:18px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}
.it{display:flex;justify-content:space-between;align-items:flex-end;margin:2px 0}.en{font-size:0.78em;color:#333}.val{white-space:nowrap}.big{font-size:1.2em}.tar .it{font-size:0.92em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
