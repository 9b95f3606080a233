import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-manara-parking';

/** Agorot with VAT by year: first two hours, each further hour, the day's cap. */
const TARIFF: Record<number, [number, number, number]> = { 2022: [1500, 600, 4000], 2023: [1600, 600, 4200], 2025: [1800, 700, 4500], 2026: [1900, 700, 4800] };

/**
 * The car park of a cliff-top cable car at Manara, 70 mm (Yehuda CLM for the heading, FreeSans): "חניון רכבל מנרה"
 * over "MANARA CABLEWAY PARKING" in outline boxes, the company and "ח.פ." with dashes; "קבלה/חשבונית מס · RECEIPT/TAX
 * INVOICE" and "מס' / No." as "MN/nnnnnn"; a two-column list (כניסה/In, יציאה/Out hh:mm, the date d/m/yyyy once,
 * משך/Duration "h:mm", a ticket of ten digits, the exit); the tariff line (two hours, each further hour, the day's
 * cap, by year); "לתשלום / TO PAY" "₪ …" in reverse, "מע"מ n% כלול / VAT n% incl." (contained); card or cash, sometimes
 * the plate; any day.
 */
export const mixedManaraParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const [first, hour, cap] = TARIFF[Number(date.slice(0, 4))];
    const inAt = rng.int(8 * 60, 15 * 60);
    const stay = rng.int(40, 8 * 60);
    const extraHours = Math.max(0, Math.ceil((stay - 120) / 60));
    const gross = Math.min(cap, first + extraHours * hour);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'רכבל מנרה תיירות ונופש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `MN/${rng.int(100000, 999999)}`;
    const r = (he: string, en: string, v: string, cls = '') => `<div class="r ${cls}"><span>${he} / ${ltr(en)}</span><span>${v}</span></div>`;
    const body = `<div class="hd">חניון רכבל מנרה</div><div class="en">MANARA CABLEWAY PARKING</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(`${taxId.slice(0, 2)}-${taxId.slice(2, 8)}-${taxId.slice(8)}`)}</div><div class="c">צוק מנרה, קריית שמונה</div>
<div class="ti">קבלה/חשבונית מס · ${ltr('RECEIPT/TAX INVOICE')}</div>${r("מס'", 'No.', ltr(doc), 'b')}
${r('תאריך', 'Date', ltr(dt(date, 'd/m/yyyy')))}${r('כניסה', 'In', ltr(hhmm(inAt)))}${r('יציאה', 'Out', ltr(hhmm(inAt + stay)))}${r('משך', 'Duration', ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`))}${r('כרטיס', 'Ticket', ltr(rng.digits(10)))}${r('נתיב יציאה', 'Exit', ltr(String(rng.int(1, 3))))}
<div class="tar">תעריף: שעתיים ${ltr(amount(first))}, כל שעה נוספת ${ltr(amount(hour))}, מקסימום ליום ${ltr(amount(cap))}</div>
<div class="pay"><span>לתשלום / ${ltr('TO PAY')}</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div>${r(`מע"מ ${ltr(`${rate}%`)} כלול`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
${rng.chance(0.6) ? r('אשראי', 'Card', ltr(`**${rng.digits(4)}`)) : r('מזומן', 'Cash', ltr(amount(Math.ceil(gross / 1000) * 1000)))}${rng.chance(0.5) ? r('רכב', 'Plate', ltr(plate(rng))) : ''}<div class="c">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;width:62mm;padding:3mm 4mm}.hd{font-family:'Yehuda CLM';font-size:24px;font-weight:bold;text-align:center;border:2px solid #000;padding:2px}.en{text-align:center;border:1px solid #000;border-top:none;font-size:11px;letter-spacing:1px;padding:2px;margin-bottom:4px}
.c{text-align:center}.ti{text-align:center;font-weight:bold;margin:6px 0 3px}.r{display:flex;justify-content:space-between;gap:4px;margin:1px 0}.b{font-weight:bold}.tar{font-size:10.5px;border-top:1px dashed #000;border-bottom:1px dashed #000;padding:3px 0;margin:5px 0}
.pay{display:flex;justify-content:space-between;background:#000;color:#fff;font-size:16px;font-weight:bold;padding:3px 5px;margin:4px 0}`;
    const page = '70mm 180mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
