import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-batgalim-parking';

/**
 * A promenade car park at Bat Galim, Haifa, 80 mm (Aharoni CLM name, Liberation Mono, Noto Sans Hebrew): "קבלה - חשבונית מס ·
 * Receipt - Tax invoice", "מס' · No. BG/" and six digits, plate, entry and exit as dd.mm.yy hh:mm (same day), the stay in
 * "h:mm", each started 15 minutes at 3.00 ₪ (3.50 from 2024) up to a daily cap, "לתשלום · To pay" with "₪", VAT contained
 * with rate; issued at exit.
 */
export const mixedBatgalimParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const entry = rng.int(7 * 60, 19 * 60);
    const stay = rng.int(20, 7 * 60);
    const exit = Math.min(entry + stay, 23 * 60 + 50);
    const minutes = exit - entry;
    const unit = date >= '2024-01-01' ? 350 : 300;
    const cap = date >= '2024-01-01' ? 4200 : 3600;
    const started = Math.ceil(minutes / 15);
    const gross = Math.min(started * unit, cap);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני חוף בת גלים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `BG/${rng.int(100000, 999999)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="c nm">חניון בת גלים</div><div class="c en">Bat Galim Beach Parking</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="rule"></div>
<div class="c b">קבלה - חשבונית מס · ${en('Receipt - Tax invoice')}</div>${row(`מס' · ${en('No.')}`, ltr(doc))}${row(`רכב · ${en('Plate')}`, ltr(plate(rng)))}
${row(`כניסה · ${en('In')}`, ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(entry)}`))}${row(`יציאה · ${en('Out')}`, ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(exit)}`))}${row(`זמן · ${en('Time')}`, ltr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
${row(`${ltr(String(started))} × 15 ${en('min')} × ${ltr(amount(unit))}`, started * unit > cap ? `${en('cap')} ${ltr(amount(cap))}` : '')}<div class="dbl"></div>
${row(`<b>לתשלום · ${en('To pay')}</b>`, `<b>${ltr(`${amount(gross)} ₪`)}</b>`, 'big')}${row(`כולל מע"מ · ${en('incl. VAT')} ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="c sm">נסיעה טובה · ${en('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:5mm 4mm;width:72mm}.en{font-family:'Liberation Mono';font-size:0.9em}.nm{font-family:'Aharoni CLM';font-size:24px}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 130mm', css, body }),
      page: '80mm 130mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
