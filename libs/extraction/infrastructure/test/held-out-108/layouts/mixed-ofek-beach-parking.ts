import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { bi, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-ofek-beach-parking';

/** Agorot an hour started and the day's cap, with VAT, in 2022 (approximate): summer (June-September) and the rest. */
const SUMMER = [1200, 6000];
const WINTER = [800, 4000];
const LOTS = ['חניון חוף פולג', 'חניון חוף סירונית', 'חניון חוף הצוק'];

/**
 * A beach car park's pay station at Netanya, the receipt, Hebrew with English after each label, 58 mm (Drugulin CLM for
 * the name, DejaVu Sans, FreeMono): a drawn wave under a sun beside "אופק", "אופק חניוני חוף בע"מ" with "ע.מ. / VAT No."
 * spaced; "קבלה – חשבונית מס / Receipt – Tax invoice", "מס' קבלה / Receipt No." (eight digits), "תאריך / Date"
 * dd/mm/yyyy; machine, ticket, plate, entry and payment times, duration, the hourly rate and the daily cap, "יציאה עד /
 * Exit by" (distractors); hours started x the rate up to the cap (summer dearer); "לתשלום / Total" "₪ …", "כולל מע"מ n% /
 * incl. VAT" (contained); paid by card; any day.
 */
export const mixedOfekBeachParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const rise = 1 + (year - 2022) * 0.05;
    const [hour0, cap0] = month >= 6 && month <= 9 ? SUMMER : WINTER;
    const hour = Math.round((hour0 * rise) / 100) * 100;
    const cap = Math.round((cap0 * rise) / 100) * 100;
    const entry = rng.int(6 * 60, 16 * 60);
    const minutes = rng.int(25, Math.min(600, 23 * 60 + 30 - entry));
    const hours = Math.ceil(minutes / 60);
    const gross = Math.min(hours * hour, cap);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'אופק חניוני חוף בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(8);
    const paid = entry + minutes;
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const r = (he: string, e: string, v: string, cls = '') => `<div class="r ${cls}"><span>${bi(he, en(e))}</span><span>${v}</span></div>`;
    const wave = `<svg width="46" height="40" viewBox="0 0 46 40"><circle cx="30" cy="12" r="8" fill="#ffa000"/><path d="M2 26 Q8 20 14 26 T26 26 T38 26 T50 26 V40 H2 Z" fill="#0288d1"/><path d="M2 32 Q8 27 14 32 T26 32 T38 32 T50 32" stroke="#b3e5fc" stroke-width="2" fill="none"/></svg>`;
    const body = `<div class="hd">${wave}<div><div class="nm">אופק</div><div class="sm">${en('OFEK beach parking')}</div></div></div>
<div class="c sm">${vendorName}<br>ע.מ. / ${en('VAT No.')} ${f(spacedId(taxId))}<br>${rng.pick(LOTS)}, נתניה</div><div class="ln"></div>
<div class="c b">קבלה – חשבונית מס<br>${en('Receipt – Tax invoice')}</div><div class="ln"></div>
${r("מס' קבלה", 'Receipt No.', f(doc))}${r('תאריך', 'Date', f(dt(date, 'dd/mm/yyyy')))}${r('מכונה', 'Machine', f(String(rng.int(1, 6)).padStart(2, '0')))}${r('כרטיס', 'Ticket', f(rng.digits(10)))}${r('רכב', 'Plate', f(plate(rng)))}<div class="ln"></div>
${r('כניסה', 'Entry', f(hhmm(entry)))}${r('תשלום', 'Paid', f(hhmm(paid)))}${r('משך', 'Duration', f(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
${r('תעריף לשעה', 'Per hour', f(`₪ ${amount(hour)}`))}${r('מקסימום יומי', 'Daily max', f(`₪ ${amount(cap)}`))}<div class="ln"></div>
${r('לתשלום', 'Total', f(`₪ ${amount(gross)}`), 'big')}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, 'incl. VAT', f(`₪ ${amount(vat)}`))}
${r('אשראי', 'Card', f(`****${rng.digits(4)}`))}<div class="ln"></div>
${r('יציאה עד', 'Exit by', f(hhmm(paid + 15)))}<div class="c sm">נסיעה טובה ורחצה בטוחה / ${en('Drive safely')}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:10.5px;width:52mm;padding:3mm;color:#000}.n{font-family:'FreeMono';font-size:11px;font-weight:bold;white-space:nowrap}.en{font-size:9px}
.hd{display:flex;gap:6px;align-items:center;justify-content:center}.nm{font-family:'Drugulin CLM';font-size:30px;font-weight:bold;line-height:1}.c{text-align:center}.b{font-weight:bold;font-size:12px}.sm{font-size:9.5px}
.r{display:flex;justify-content:space-between;gap:3px;margin:1px 0}.ln{border-top:1px dashed #000;margin:4px 0}.big{font-size:13px;font-weight:bold}.big .n{font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      page: '58mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
