import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-bnei-brak-parking';

/** Agorot with VAT: the first hour, each further half hour, the daily cap; dearer from 2024. */
const TARIFF = (year: number): [number, number, number] => (year >= 2024 ? [1600, 700, 7900] : [1400, 600, 6900]);

/** Hebrew left, English right, value between. */
const line = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${v}</td><td class="en">${en}</td></tr>`;

/**
 * An office-tower car park in Bnei Brak's business district, the pay station's receipt, 58 mm (Nachlieli CLM, Liberation Sans
 * Narrow): every line a three-cell row of Hebrew label, value and English label; the car park and "חניוני מגדל השחר בע"מ"
 * with "ח.פ. / Co. No." hyphenated, "חשבונית מס-קבלה / Tax Invoice-Receipt" and "nn-nnnnnn" (station and serial), ticket,
 * plate, entry and exit as dd/mm/yy hh:mm, the time parked, the first hour and each further half hour or the daily cap,
 * sometimes a validated discount of a shop as a minus, "סה"כ / Total" "₪…", "מע"מ כלול / VAT incl." with rate; closed on
 * the Sabbath, so never dated Saturday.
 */
export const mixedBneiBrakParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const [first, half, cap] = TARIFF(Number(date.slice(0, 4)));
    const inAt = rng.int(7 * 60, 16 * 60);
    const minutes = rng.int(20, 10 * 60);
    const outAt = Math.min(inAt + minutes, 23 * 60 + 50);
    const parked = outAt - inAt;
    const extraHalves = Math.max(0, Math.ceil((parked - 60) / 30));
    const raw2 = first + extraHalves * half;
    const fee = Math.min(raw2, cap);
    const validated = rng.chance(0.25) ? Math.min(fee, 1000) : 0;
    const gross = total([fee, -validated]) || fee;
    const validatedShown = gross === fee ? 0 : validated;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני מגדל השחר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${String(rng.int(1, 6)).padStart(2, '0')}-${rng.digits(6)}`;
    const d = dt(date, 'dd/mm/yy');
    const body = `<div class="c nm">חניון מגדל השחר</div><div class="c en2">Hashahar Tower Parking</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. / ${ltr('Co. No.')} ${ltr(hyphenId(taxId))}</div><div class="c sm">רח' ז'בוטינסקי, בני ברק</div>
<div class="rule"></div><div class="c b">חשבונית מס-קבלה</div><div class="c b en2">Tax Invoice-Receipt</div><div class="c b">${ltr(doc)}</div><div class="rule"></div>
<table class="t">${line('כרטיס', ltr(rng.digits(8)), 'Ticket')}${line('רכב', ltr(plate(rng)), 'Plate')}${line('כניסה', ltr(`${d} ${hhmm(inAt)}`), 'Entry')}${line('יציאה', ltr(`${d} ${hhmm(outAt)}`), 'Exit')}
${line('זמן חניה', ltr(hhmm(parked)), 'Duration')}${raw2 > cap ? line('תעריף יומי מרבי', ltr(amount(cap)), 'Daily max') : `${line('שעה ראשונה', ltr(amount(first)), '1st hour')}${extraHalves ? line(`${ltr(String(extraHalves))} × חצי שעה`, ltr(amount(extraHalves * half)), `${extraHalves} × 30 min`) : ''}`}
${validatedShown ? line('הנחת עסק', ltr(`-${amount(validatedShown)}`), 'Validated') : ''}${line('<b>סה"כ</b>', `<b>${ltr(`₪${amount(gross)}`)}</b>`, '<b>Total</b>', 'big')}${line(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)), `VAT ${rate}% incl.`)}
${line('אמצעי תשלום', rng.chance(0.7) ? ltr(`CARD ${rng.digits(4)}`) : 'מזומן', 'Payment')}</table>
<div class="c sm">החניון סגור בשבת ובחגים</div><div class="c sm en2">Closed on Sabbath and holidays</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','Liberation Sans Narrow';font-size:10.5px;padding:3mm;width:52mm}.nm{font-size:17px;font-weight:bold}.en2{font-family:'Liberation Sans Narrow';direction:ltr}
.t{width:100%}.t td{padding:1px 0;vertical-align:top}.t .he{text-align:start;white-space:nowrap}.t .v{text-align:center;white-space:nowrap}.t .en{font-family:'Liberation Sans Narrow';text-align:left;direction:ltr;white-space:nowrap}.big{font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      page: '58mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
