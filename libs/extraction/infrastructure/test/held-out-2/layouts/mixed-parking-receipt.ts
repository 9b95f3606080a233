import { addDays, amount, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day } from '../notation';

const LOTS = ['חניון השוק', 'City Centre Parking', 'חניון מרכז העיר בע"מ', 'Park&Go Parking Ltd', 'חניוני הנמל'];

/**
 * A parking pay-station slip in Hebrew and English: the ticket number beside the receipt number,
 * entry and exit with date and time (an overnight stay enters the day before), the duration, the
 * tariff steps, "TOTAL / סה"כ" with ₪ or "ILS", the VAT included, and the lot's company id.
 * The document date is the exit (payment) date.
 */
export const mixedParkingReceipt: Layout = {
  id: 'mixed-parking-receipt',
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const vendor = rng.pick(LOTS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const overnight = rng.chance(0.3);
    const entryDate = overnight ? addDays(date, -1) : date;
    const inH = overnight ? rng.int(17, 22) : rng.int(6, 14);
    const inM = rng.int(0, 59);
    const minutes = overnight ? rng.int(600, 1000) : rng.int(25, 420);
    const outTotal = inH * 60 + inM + minutes;
    const outH = Math.floor(outTotal / 60) % 24;
    const outM = outTotal % 60;
    const hh = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const first = rng.pick([1200, 1500, 1800]);
    const extraHours = Math.max(0, Math.ceil((minutes - 60) / 60));
    const perHour = rng.pick([500, 600, 800]);
    const uncapped = first + extraHours * perHour;
    const cap = rng.pick([5500, 6500, 7900]);
    const total = Math.min(uncapped, cap);
    const vat = vatOfGross(total, rate);
    const doc = String(rng.int(10000, 999999));
    const style = rng.pick(['d/m/Y', 'd.m.y', 'Y-m-d'] as const);
    const font = rng.pick(['Miriam Mono CLM', 'FreeMono', 'Noto Sans Mono', 'DejaVu Sans Mono']);
    const sign = rng.pick(['₪', 'ILS']);
    const money = (c: number) => (sign === '₪' ? `₪${amount(c)}` : `${amount(c)} ILS`);
    const row = (a: string, b: string) => `<div class="r"><span>${a}</span><span>${b}</span></div>`;
    const body = `
<div class="nm">${vendor}</div>
<div class="c">ח.פ./Co.No. ${id}</div>
<div class="c">${rng.pick(["רח' לבונטין 7 / Levontin St", "Ha'atzmaut Rd / דרך העצמאות", 'השוק העירוני / Market'])}</div>
<div class="ln"></div>
${row('כרטיס / Ticket', `${rng.digits(3)}-${rng.digits(5)}`)}
${row('קבלה / Receipt No.', doc)}
${row('מסופון / Station', `APS-${rng.int(1, 6)}`)}
<div class="ln"></div>
${row('כניסה / IN', `${day(entryDate, style)} ${hh(inH, inM)}`)}
${row('יציאה / OUT', `${day(date, style)} ${hh(outH, outM)}`)}
${row('משך / Duration', `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}
<div class="ln"></div>
${row('שעה ראשונה / 1st hour', amount(first))}
${extraHours ? row(`${extraHours} x נוספת / extra hr`, amount(extraHours * perHour)) : ''}
${uncapped > cap ? row('תקרה יומית / Daily max', amount(cap)) : ''}
<div class="r t"><span>סה"כ / TOTAL</span><span>${money(total)}</span></div>
${row(`כולל מע"מ ${rate}% / incl. VAT`, amount(vat))}
${row('שולם / Paid', rng.pick(['VISA ****', 'MASTERCARD ****', 'ISRACARD ****']) + rng.digits(4))}
<div class="ln"></div>
<div class="c s">יש לצאת תוך 15 דקות / Exit within 15 minutes</div>
<div class="c s">Lost ticket / כרטיס אבוד ${money(cap)}</div>`;
    const css = `body { font-family: '${font}'; font-size: 8.5pt; width: 56mm; padding: 3mm; }
.nm { text-align: center; font-size: 12pt; font-weight: bold; } .c { text-align: center; } .s { font-size: 7pt; }
.ln { border-top: 1px solid #000; margin: 1.5mm 0; } .r { display: flex; justify-content: space-between; gap: 2mm; } .r span:last-child { direction: ltr; }
.t { font-size: 11pt; font-weight: bold; margin: 1mm 0; }`;
    return {
      page: '62mm 160mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '62mm 160mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
