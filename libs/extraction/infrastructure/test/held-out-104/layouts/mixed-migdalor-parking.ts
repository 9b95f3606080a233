import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn, weekdayOf } from './extra';

const ID = 'mixed-migdalor-parking';

/** Agorot, VAT included, by year: the first hour, each further half hour started, the day's cap, the weekend's flat rate. */
const TARIFF: Record<number, { first: number; half: number; cap: number; weekend: number }> = {
  2022: { first: 1200, half: 400, cap: 5000, weekend: 3500 },
  2023: { first: 1300, half: 400, cap: 5500, weekend: 4000 },
  2024: { first: 1400, half: 450, cap: 6000, weekend: 4000 },
  2025: { first: 1500, half: 500, cap: 6500, weekend: 4500 },
  2026: { first: 1500, half: 500, cap: 7000, weekend: 4500 },
};

/**
 * A car park by the lighthouse on the Ashdod shore, the pay-station's receipt at exit, Hebrew lines each with English
 * beneath, 58 mm (Aharoni CLM for the name, Liberation Sans Narrow): a drawn lighthouse beside "המגדלור" and "MIGDALOR ·
 * CAR PARK", "חניון חוף הים, אשדוד", the operator "מגדלור חניונים והסעות בע"מ" with "ח.פ." plain; "קבלה - חשבונית מס /
 * RECEIPT - TAX INVOICE"; "מס' קבלה / Receipt no." (K, the station's digit, a hyphen and six digits); the date
 * dd/mm/yyyy and the exit time; plate, entry and exit times and the stay (distractors); the tariff (weekdays: the
 * first hour, each further half hour started, the day's cap; Friday and Saturday a flat rate by entry); "לתשלום / TO
 * PAY" "₪…" boxed; "כולל מע"מ n% / VAT incl." (contained); contactless card; any day.
 */
export const mixedMigdalorParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const t = TARIFF[Number(date.slice(0, 4))];
    const weekend = [5, 6].includes(weekdayOf(date));
    const stay = rng.int(20, 9 * 60);
    const exit = rng.int(Math.max(7 * 60, stay + 5 * 60), 23 * 60 + 30);
    const entry = exit - stay;
    const gross = weekend ? t.weekend : Math.min(t.cap, t.first + Math.max(0, Math.ceil((stay - 60) / 30)) * t.half);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מגדלור חניונים והסעות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `K${rng.int(1, 4)}-${rng.digits(6)}`;
    const line = (he: string, en: string, v: string) => `<div class="l"><div class="r"><span>${he}</span><span>${v}</span></div><div class="en">${en}</div></div>`;
    const tariff = weekend
      ? `סוף שבוע - תעריף אחיד ${ltr(amount(t.weekend))}<div class="en">Weekend flat rate</div>`
      : `שעה ראשונה ${ltr(amount(t.first))} · כל חצי שעה נוספת ${ltr(amount(t.half))} · מקסימום יומי ${ltr(amount(t.cap))}<div class="en">First hour · each extra half hour · daily cap</div>`;
    const lighthouse = `<svg width="26" height="48" viewBox="0 0 26 48"><polygon points="9,10 17,10 21,46 5,46" fill="#fff" stroke="#000" stroke-width="1.5"/><rect x="5" y="20" width="16" height="6" fill="#c0392b"/><rect x="4" y="34" width="18" height="6" fill="#c0392b"/><rect x="8" y="3" width="10" height="7" fill="#f1c40f" stroke="#000"/><polygon points="7,3 13,0 19,3" fill="#000"/></svg>`;
    const body = `<div class="hd">${lighthouse}<div><div class="nm">המגדלור</div><div class="en b">MIGDALOR · CAR PARK</div></div></div><div class="c">חניון חוף הים, אשדוד</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)}</div>
<div class="ti">קבלה - חשבונית מס<div class="en">RECEIPT - TAX INVOICE</div></div>
${line("מס' קבלה", 'Receipt no.', ltr(doc))}${line('תאריך', 'Date', ltr(dt(date, 'dd/mm/yyyy')))}${line("מס' רכב", 'Plate', ltr(plate(rng)))}${line('כניסה', 'Entry', ltr(hhmm(entry)))}${line('יציאה', 'Exit', ltr(hhmm(exit)))}${line('משך', 'Stay', ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`))}
<div class="tar">${tariff}</div>
<div class="pay"><span>לתשלום / <span class="en">TO PAY</span></span><span>${ltr(`₪${amount(gross)}`)}</span></div>${line(`כולל מע"מ ${ltr(`${rate}%`)}`, 'VAT incl.', ltr(amount(vat)))}
${line('כרטיס', 'Contactless card', ltr(`****${rng.digits(4)}`))}<div class="c sm">נסיעה טובה · Drive safely</div>`;
    const css = `body{font-family:'Liberation Sans Narrow';font-size:12px;width:58mm;box-sizing:border-box;padding:3mm 3mm 8mm}.hd{display:flex;gap:6px;align-items:center;justify-content:center}.nm{font-family:'Aharoni CLM';font-size:24px;line-height:1}.b{font-weight:bold}.c{text-align:center}.sm{font-size:10.5px}
.en{font-size:10px;color:#333;direction:ltr;text-align:left}.ti{text-align:center;font-weight:bold;border-top:2px solid #000;border-bottom:2px solid #000;margin:5px 0;padding:2px 0}.ti .en{text-align:center}.l{border-bottom:1px dotted #999;padding:1px 0}.r{display:flex;justify-content:space-between;gap:4px}
.tar{font-size:10.5px;margin:5px 0;padding:3px;background:#eee}.pay{display:flex;justify-content:space-between;border:2px solid #000;padding:3px 5px;font-size:16px;font-weight:bold;margin:5px 0}.pay .en{display:inline;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 170mm', css, body }),
      page: '58mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
