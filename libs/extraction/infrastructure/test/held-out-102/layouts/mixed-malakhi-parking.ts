import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, plus, vatIn } from './extra';

const ID = 'mixed-malakhi-parking';

/** Agorot with VAT, by year: the first hour, each further half hour started, the day's maximum (approximate). */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [700, 300, 4000],
  2023: [800, 300, 4500],
  2024: [800, 350, 4800],
  2025: [800, 350, 4800],
  2026: [900, 350, 5000],
};

/**
 * A town-centre car park at Kiryat Malakhi, the exit cashpoint's slip, Hebrew and English side by side, 62 mm (Ellinia
 * CLM for the Hebrew, Liberation Mono for the English and figures): "חניון מלאכי סנטר" over "MALAKHI PARKING",
 * the company "מ.ל.כ. חניונים וניהול בע"מ" with "ח.פ. / Co. No." plain; "קבלה – חשבונית מס / RECEIPT – TAX INVOICE" and
 * "מס' / No." M, the cashpoint and six digits; a boxed two-column grid "כניסה / ENTRY" and "יציאה / EXIT" (dd/mm/yy and
 * hh:mm; some stays overnight), "משך / Duration" h:mm, the token number, the cashpoint and a drawn barcode (distractors); the
 * tariff (first hour, each further half hour started, the day's maximum, by year) and "לתשלום / AMOUNT" "₪ …", "כולל מע"מ n% / VAT n%
 * incl." (contained); card with approval, or cash with change; dated the exit; any day.
 */
export const mixedMalakhiParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const [first, half, cap] = TARIFF[year];
    const overnight = rng.chance(0.15);
    const mins = overnight ? rng.int(9 * 60, 15 * 60) : rng.int(35, 9 * 60);
    const exitMin = overnight ? rng.int(7 * 60, 11 * 60) : rng.int(8 * 60 + mins, 23 * 60 + 50);
    const entryAbs = exitMin - mins;
    const entryDate = entryAbs < 0 ? plus(date, -1) : date;
    const entryMin = (entryAbs + 24 * 60) % (24 * 60);
    const fee = mins <= 60 ? first : Math.min(cap, first + Math.ceil((mins - 60) / 30) * half);
    const rate = israeliRate(date);
    const vat = vatIn(fee, rate);
    const vendorName = 'מ.ל.כ. חניונים וניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const station = rng.int(1, 4);
    const doc = `M${station}-${rng.int(100000, 999999)}`;
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(fee / 2000) * 2000 : fee;
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const r = (he: string, e: string, v: string, cls = '') => `<tr class="${cls}"><td>${he} / ${en(e)}</td><td>${en(v)}</td></tr>`;
    const bars = [...Array(38)].map(() => `<i style="width:${rng.pick([1, 1, 2, 3])}px;margin-left:${rng.pick([1, 2, 2, 3])}px"></i>`).join('');
    const body = `<div class="nm">חניון מלאכי סנטר</div><div class="c">${en('MALAKHI PARKING')}</div><div class="c sm">${vendorName}<br>ח.פ. / ${en(`Co. No. ${taxId}`)}<br>${en(`08-85${rng.digits(5)}`)}</div>
<div class="ti">קבלה – חשבונית מס<br>${en('RECEIPT – TAX INVOICE')}</div><table class="kv">${r("מס'", 'No.', doc, 'b')}</table>
<table class="io"><tr><th>כניסה<br>${en('ENTRY')}</th><th>יציאה<br>${en('EXIT')}</th></tr><tr><td>${en(dt(entryDate, 'dd/mm/yy'))}<br>${en(hhmm(entryMin))}</td><td>${en(dt(date, 'dd/mm/yy'))}<br>${en(hhmm(exitMin))}</td></tr></table>
<table class="kv">${r('משך', 'Duration', `${Math.floor(mins / 60)}:${String(mins % 60).padStart(2, '0')}`)}${r('כרטיס', 'Token', rng.digits(10))}${r('קופה', 'Cashpoint', String(station))}</table><div class="bc">${bars}</div>
<div class="sm tar">תעריף / ${en(`Tariff: first hour ${amount(first)}, each half hour ${amount(half)}, maximum ${amount(cap)} a day`)}</div><div class="ln"></div>
<table class="kv">${r('לתשלום', 'AMOUNT', `₪ ${amount(fee)}`, 'big')}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}% incl.`, amount(vat))}</table><div class="ln"></div>
<table class="kv">${cash ? `${r('מזומן', 'Cash', amount(paid))}${r('עודף', 'Change', amount(paid - fee))}` : `${r('אשראי', 'Card', `****${rng.digits(4)}`)}${r('אישור', 'Auth.', rng.digits(6))}`}</table>
<div class="c sm">נסיעה טובה / ${en('Drive safely')}</div>`;
    const css = `body{font-family:'Ellinia CLM';font-size:12.5px;width:56mm;padding:3mm 3mm}.en{font-family:'Liberation Mono';font-size:10.5px}.nm{font-size:22px;font-weight:bold;text-align:center}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.ti{text-align:center;font-weight:bold;margin:6px 0 2px;border-top:2px solid #000;border-bottom:2px solid #000;padding:2px 0}.kv{width:100%;border-collapse:collapse}.kv td{padding:1px 0}.kv td:last-child{text-align:left;white-space:nowrap}
.io{width:100%;border-collapse:collapse;margin:4px 0}.io th,.io td{border:1.5px solid #000;text-align:center;padding:2px;width:50%}.bc{display:flex;justify-content:center;height:9mm;margin:4px 0;direction:ltr}.bc i{display:block;background:#000;height:100%}
.tar{margin-top:2px}.ln{border-top:1px dashed #000;margin:4px 0}.big td{font-size:16px;font-weight:bold}.big .en{font-size:14px}`;
    const page = '62mm 240mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
