import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-funicular-parking';

/** Agorot per started hour and the day's cap, by year. */
const TARIFF: Record<number, [number, number]> = { 2022: [700, 3200], 2023: [750, 3400], 2024: [800, 3600], 2025: [850, 3800], 2026: [900, 4000] };

/**
 * The car park by the lower station of Haifa's underground funicular, 80 mm (Stam Sefarad CLM heading, DejaVu Sans, English in
 * Nimbus Sans Narrow): "חניון הכרמלית - גן העם · CARMELIT PARK", the operator with "ח.פ." hyphenated, "קבלה - חשבונית מס ·
 * RECEIPT - TAX INVOICE", "מס' קבלה · Receipt No." (P and seven digits), entry and exit each "dd.mm.yyyy hh:mm", hours charged,
 * tariff per started hour and the daily cap, "סה"כ · TOTAL" with "₪", "מע"מ כלול · VAT incl." with its rate, payment. Dated the exit.
 */
export const mixedFunicularParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [hour, cap] = TARIFF[Number(date.slice(0, 4))];
    const minutes = rng.int(25, 11 * 60);
    const inAt = rng.int(6 * 60, 23 * 60 - minutes);
    const hours = Math.ceil(minutes / 60);
    const gross = Math.min(cap, hours * hour);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני המפרץ ניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `P${rng.int(1000000, 9999999)}`;
    const B = (he: string, en: string) => `${he} · <span class="en">${ltr(en)}</span>`;
    const body = `<div class="hd">חניון הכרמלית - גן העם</div><div class="c en b">${ltr('CARMELIT PARK · HAIFA')}</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}</div><div class="rule"></div>
<div class="c b">${B('קבלה - חשבונית מס', 'RECEIPT - TAX INVOICE')}</div>${row(B("מס' קבלה", 'Receipt No.'), ltr(doc))}${row(B('רכב', 'Car'), ltr(plate(rng)))}
${row(B('כניסה', 'In'), ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(inAt)}`))}${row(B('יציאה', 'Out'), ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(inAt + minutes)}`))}${row(B('שעות לחיוב', 'Hours'), ltr(String(hours)))}
<div class="sm">${ltr(`${amount(hour)} / hour, max ${amount(cap)} / day`)}</div><div class="dbl"></div>
${row(B('סה"כ', 'TOTAL'), ltr(`₪ ${amount(gross)}`), 'big')}${row(B(`מע"מ כלול ${ltr(`${rate}%`)}`, 'VAT incl.'), ltr(amount(vat)), 'sm')}${row(B('תשלום', 'Paid'), rng.pick(['אשראי · Card', 'מזומן · Cash', 'פנגו · Pango']))}
<div class="c sm">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans','Noto Sans Hebrew';font-size:11px;width:72mm;padding:4mm}.en{font-family:'Nimbus Sans Narrow','Liberation Sans Narrow'}.hd{font-family:'Stam Sefarad CLM';font-size:20px;text-align:center}.big{font-size:15px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 160mm', css, body }),
      page: '80mm 160mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
