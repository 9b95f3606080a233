import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-technion-campus-car-park-receipt';

/** Tariff in agorot by year: first hour, each further half hour, daily cap. */
const TARIFF: Record<number, [number, number, number]> = { 2023: [1200, 500, 5500], 2024: [1300, 500, 6000], 2025: [1400, 600, 6500], 2026: [1500, 600, 7000] };

/**
 * A campus car park's pay-station receipt at the Technion gate in Haifa, 80 mm (FreeSans): "TECHNION CAMPUS PARKING" in
 * reverse and "חניון קמפוס הטכניון" under it, the operating company's name and id, each field an English label over its
 * Hebrew one at the right and the value at the left (ticket, plate, entry, exit, duration, station), the year's tariff in a
 * small table, "RECEIPT / TAX INVOICE" with "קבלה / חשבונית מס" and a seven-digit number, "TOTAL · סה"כ" with "NIS" after the
 * amount, VAT contained, card. Every day.
 */
export const mixedTechnionCampusCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [firstHour, half, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(7 * 60, 15 * 60);
    const minutes = rng.int(20, 9 * 60);
    const extra = Math.max(0, Math.ceil((minutes - 60) / 30));
    const fee = Math.min(cap, firstHour + extra * half);
    const vat = vatIn(fee, rate);
    const vendorName = 'כרמל חניונים וניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 9999999));
    const f = (en: string, he: string, v: string) => `<div class="f"><div class="l"><span>${en}</span><span>${he}</span></div><div class="v">${ltr(v)}</div></div>`;
    const body = `<div class="inv">${ltr('TECHNION CAMPUS PARKING')}</div><div class="c b big">חניון קמפוס הטכניון</div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · שער נווה שאנן, חיפה</div>
<div class="rule"></div>
<div class="c b">${ltr('RECEIPT / TAX INVOICE')}<br>קבלה / חשבונית מס ${ltr(doc)}</div>
<div class="rule"></div>
${f('Ticket', 'כרטיס', rng.digits(10))}${f('Plate', 'רכב', plate(rng))}${f('Entry', 'כניסה', `${dt(date, 'dd/mm/yyyy')} ${hhmm(entry)}`)}${f('Exit', 'יציאה', `${dt(date, 'dd/mm/yyyy')} ${hhmm(entry + minutes)}`)}${f('Duration', 'משך', `${Math.floor(minutes / 60)}h ${minutes % 60}m`)}${f('Pay station', 'עמדה', `APS-${rng.int(1, 6)}`)}
<table class="tar"><tr><td>${ltr('1st hour')} · שעה ראשונה</td><td>${ltr(amount(firstHour))}</td></tr><tr><td>${ltr('each 30 min')} · כל חצי שעה נוספת</td><td>${ltr(amount(half))}</td></tr><tr><td>${ltr('daily max')} · מקסימום יומי</td><td>${ltr(amount(cap))}</td></tr></table>
<div class="row tot"><span>${ltr('TOTAL')} · סה"כ</span><span>${ltr(`${amount(fee)} NIS`)}</span></div>
<div class="row sm"><span>${ltr(`incl. VAT ${rate}%`)} · כולל מע"מ</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>${ltr('Card')} · אשראי</span><span>${ltr(`**** ${rng.digits(4)}`)}</span></div>
<div class="c sm">יש לצאת תוך ${ltr('15')} דקות מהתשלום<br>${ltr('Please exit within 15 minutes')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12px;width:70mm;padding:4mm 5mm}.inv{background:#000;color:#fff;text-align:center;font-weight:bold;padding:2px 0}.big{font-size:15px}
.f{margin:3px 0}.f .l{display:flex;gap:6px;font-size:9.5px;color:#333}.f .v{text-align:left;font-weight:bold}.tar{width:100%;margin:6px 0;font-size:10px;border:1px solid #000}.tar td{padding:1px 4px}.tar td:last-child{text-align:left}
.tot{font-size:16px;font-weight:bold;border-top:2px solid #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
