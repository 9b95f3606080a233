import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-neve-tzedek-car-park-receipt';

/** The year's tariff in agorot: first hour, each further half hour, day cap. */
const TARIFF: Record<number, [number, number, number]> = { 2023: [1800, 700, 9600], 2024: [1900, 750, 9900], 2025: [2000, 800, 10400], 2026: [2100, 800, 10800] };

/**
 * A car park in Neve Tzedek, Tel Aviv, 80 mm (Liberation Sans, Noto Sans Hebrew): a three-column table of Hebrew
 * label, value and English label; ticket number, entry and exit times and the duration; the year's tariff (first hour,
 * each further half hour, day cap) and the charge computed from it; a resident's discount of 25% on some; VAT
 * contained; card at the pay station.
 */
export const mixedNeveTzedekCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, half, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(7 * 60, 19 * 60);
    const minutes = rng.int(25, 9 * 60);
    const halves = Math.max(0, Math.ceil((minutes - 60) / 30));
    const tariff = Math.min(cap, first + halves * half);
    const resident = rng.chance(0.3) ? -Math.round((tariff * 25) / 100) : 0;
    const gross = total([tariff, resident]);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני שבזי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(500000, 989999));
    const exit = entry + minutes;
    const tr = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td>${he}</td><td class="v">${ltr(v)}</td><td class="en">${ltr(en)}</td></tr>`;
    const body = `<div class="c"><div class="brand">חניון שבזי · ${ltr('SHABAZI PARKING')}</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ שבזי ${ltr(String(rng.int(10, 60)))}, נווה צדק, תל אביב-יפו</div></div>
<div class="rule"></div>
<table class="t">
${tr('חשבונית מס / קבלה', doc, 'Tax invoice/receipt', 'b')}
${tr('תאריך', dt(date, 'dd/mm/yyyy'), 'Date')}
${tr('כרטיס חניה', `T${rng.digits(8)}`, 'Ticket')}
${tr('רכב', plate(rng), 'Plate')}
${tr('כניסה', hhmm(entry), 'Entry')}
${tr('יציאה', hhmm(exit), 'Exit')}
${tr('משך', `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`, 'Duration')}
${tr('שעה ראשונה', amount(first), 'First hour')}
${tr('כל חצי שעה נוספת', amount(half), 'Each extra 30 min')}
${tr('מקסימום יומי', amount(cap), 'Daily cap')}
${tr('תעריף', amount(tariff), 'Charge')}
${resident ? tr(`הנחת תושב ${ltr('25%')}`, amount(resident), 'Resident -25%') : ''}
${tr('סה"כ לתשלום', `₪${amount(gross)}`, 'Total paid', 'b big')}
${tr(`מע"מ ${ltr(`${rate}%`)} כלול`, amount(vat), `VAT ${rate}% incl`)}
${tr('אשראי', `****${rng.digits(4)}`, 'Card')}
${tr('עמדת תשלום', String(rng.int(1, 4)), 'Pay station')}
</table>
<div class="c sm">תודה ולהתראות · ${ltr('Thank you')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','Noto Sans Hebrew';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:15px;font-weight:bold}
.t{width:100%}.t td{padding:2px 2px;vertical-align:top}.t .v{text-align:center;white-space:nowrap}.t .en{text-align:left;direction:ltr;font-size:0.85em;color:#333}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
