import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-diamond-exchange-car-park-receipt';

/** Tariffs by year, in agorot: the first hour, each further quarter hour, the day's cap. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1400, 350, 7500],
  2023: [1500, 380, 8000],
  2024: [1600, 400, 8500],
  2025: [1700, 420, 9000],
  2026: [1800, 450, 9500],
};

/**
 * A car park's pay-station receipt in Ramat Gan's diamond exchange district (not on Saturdays): 80 mm,
 * Noto Sans Hebrew, labels "Hebrew / English", entry and exit times, the first hour and each further
 * quarter hour up to the day's cap (the year's tariff printed), VAT contained, the ticket and the
 * pay station as distractors.
 */
export const mixedDiamondExchangeCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [6]);
    const rate = israeliRate(date);
    const [hour, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(7 * 60, 15 * 60);
    const minutes = rng.chance(0.7) ? rng.int(20, 240) : rng.int(241, Math.min(9 * 60, 23 * 60 - entry));
    const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
    const fee = Math.min(cap, hour + quarters * quarter);
    const vat = vatIn(fee, rate);
    const vendorName = 'חניוני מתחם הבורסה רמת גן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(500000, 699999));
    const hh = Math.floor(minutes / 60);
    const mm = minutes % 60;
    const body = `<div class="c"><div class="brand">חניון הבורסה</div><div class="en">BURSA CAR PARK · RAMAT GAN</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. / Company ID ${ltr(taxId)}</div><div class="sm">רחוב ז׳בוטינסקי / <bdi dir="ltr">Jabotinsky St.</bdi></div></div>
<div class="dash"></div>
<div class="c b">${bi('קבלה - חשבונית מס', 'Receipt - tax invoice')}</div>
<div class="c b">${ltr(doc)}</div>
<div class="dash"></div>
${row(bi('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yyyy')))}
${row(bi('כניסה', 'Entry'), ltr(hhmm(entry)))}
${row(bi('יציאה', 'Exit'), ltr(hhmm(entry + minutes)))}
${row(bi('משך', 'Duration'), ltr(`${hh}h ${String(mm).padStart(2, '0')}m`))}
${row(bi('כרטיס', 'Ticket'), ltr(`${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`))}
${row(bi('רכב', 'Plate'), ltr(plate(rng)))}
<div class="dash"></div>
<div class="sm b">${bi('תעריף', 'Tariff')}</div>
<div class="sm">${row(bi('שעה ראשונה', 'First hour'), ltr(`₪${amount(hour)}`))}${row(bi('כל רבע שעה נוספת', 'Each extra 15 min'), ltr(`₪${amount(quarter)}`))}${row(bi('מקסימום יומי', 'Daily maximum'), ltr(`₪${amount(cap)}`))}</div>
<div class="dash"></div>
${row(bi('לתשלום', 'Amount due'), ltr(`₪ ${amount(fee)}`), 'b big')}
${row(bi(`כולל מע"מ ${ltr(`${rate}%`)}`, `incl. VAT`), ltr(amount(vat)))}
${row(bi('שולם באשראי', 'Paid by card'), ltr(`**${rng.digits(4)}`))}
${row(bi('עמדה', 'Pay station'), ltr(`PS-${rng.int(1, 6)}`))}
<div class="dash"></div>
<div class="c sm">${bi('יש לצאת תוך 15 דקות מהתשלום', 'Please exit within 15 minutes of payment')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:11px;width:72mm;padding:4mm}.brand{font-size:20px;font-weight:bold}.en{font-size:11px;letter-spacing:1px}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
