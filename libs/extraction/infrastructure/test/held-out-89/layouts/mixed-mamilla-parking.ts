import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-mamilla-parking';

/**
 * A car park under the Mamilla quarter in Jerusalem, 80 mm (Nachlieli CLM heading, Noto Sans Hebrew, English in Liberation
 * Sans): "חניון ממילא · MAMILLA PARKING", the operator with "ח.פ." hyphenated, "קבלה / חשבונית מס · Receipt / Tax invoice",
 * "מס' · No." ("MM" and six digits), plate, entry and exit on one day (dd/mm/yyyy hh:mm), the tariff (each started 20 minutes,
 * a cap), "סה"כ · Total" with "ש"ח", "מע"מ · VAT" with rate (contained), card (any day).
 */
export const mixedMamillaParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const step = date >= '2024-01-01' ? 700 : 600;
    const cap = date >= '2024-01-01' ? 9800 : 8400;
    const inMin = rng.int(7 * 60, 17 * 60);
    const minutes = rng.int(15, 6 * 60);
    const gross = Math.min(cap, Math.ceil(minutes / 20) * step);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני העיר העתיקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `MM${rng.int(100000, 999999)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="c nm">חניון ממילא</div><div class="c b">${en('MAMILLA PARKING')}</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · רח׳ קרן היסוד, ירושלים</div><div class="rule"></div>
<div class="c b">קבלה / חשבונית מס · ${en('Receipt / Tax invoice')}</div>${row(`מס' · ${en('No.')}`, ltr(doc))}${row(`רכב · ${en('Plate')}`, ltr(plate(rng)))}
${row(`כניסה · ${en('Entry')}`, ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(inMin)}`))}${row(`יציאה · ${en('Exit')}`, ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(inMin + minutes)}`))}${row(`זמן · ${en('Time')}`, ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}<div class="rule"></div>
<div class="sm">${ltr(amount(step))} לכל 20 דקות או חלק מהן · ${en('per 20 min')} · מקסימום ${ltr(amount(cap))}</div><div class="rule"></div>
${row(`סה"כ · ${en('Total')}`, `${ltr(amount(gross))} ש"ח`, 'b big')}${row(`מע"מ · ${en('VAT')} ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row(`אשראי · ${en('Card')}`, ltr(`*${rng.digits(4)}`))}`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:11.5px;width:72mm;padding:5mm 4mm}.en{font-family:'Liberation Sans'}.nm{font-family:'Nachlieli CLM';font-size:24px;font-weight:bold}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
