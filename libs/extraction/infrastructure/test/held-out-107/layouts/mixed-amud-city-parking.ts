import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { bi, idOf, ltr, next, plus, vatIn } from './extra';

const ID = 'mixed-amud-city-parking';

/** First hour, each further quarter hour, the day's cap, agorot with VAT, by year (approximate). */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1400, 350, 6900],
  2023: [1500, 370, 7400],
  2024: [1600, 400, 7900],
  2025: [1700, 420, 8400],
  2026: [1800, 450, 8900],
};

/**
 * A multi-storey city car park's pay-station receipt, Hebrew with English beside it, 58 mm (Shofar for the name, DejaVu
 * Sans, DejaVu Sans Mono): a drawn column beside "עמוד" and "AMUD · city parking", "עמוד חניונים עירוניים בע"מ" with
 * "ח.פ. / Co. Reg." plain; "קבלה – חשבונית מס / Receipt – Tax invoice" with "מס' / No." (P, the pay station's two
 * digits, a hyphen and six digits), "תאריך / Date" dd.mm.yy (the payment); plate, entry and payment times, the time
 * parked (distractors); the tariff by year: first hour, each further quarter hour started, capped per day; "לתשלום /
 * To pay" "₪…", "כולל מע"מ n% / incl. VAT" (contained); cash or card; "יציאה עד / Exit by" (a distractor); any day.
 */
export const mixedAmudCityParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const [first, quarter, cap] = TARIFF[year];
    const minutes = rng.int(20, 60 * 26);
    const payAt = rng.int(Math.min(minutes, 23 * 60), 23 * 60 + 50);
    const inAt = payAt - minutes;
    const entry = plus(date, Math.floor(inAt / 1440));
    const inMin = ((inAt % 1440) + 1440) % 1440;
    const days = Math.floor(minutes / 1440);
    const rest = minutes - days * 1440;
    const restCharge = rest === 0 ? 0 : Math.min(cap, first + Math.ceil(Math.max(0, rest - 60) / 15) * quarter);
    const gross = days * cap + restCharge;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'עמוד חניונים עירוניים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `P${rng.int(10, 40)}-${rng.digits(6)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const r = (he: string, e: string, v: string, cls = '') => `<div class="row ${cls}"><span>${bi(he, en(e))}</span><span>${v}</span></div>`;
    const column = `<svg width="22" height="40" viewBox="0 0 22 40"><rect x="1" y="1" width="20" height="5" fill="#000"/><rect x="5" y="6" width="12" height="28" fill="none" stroke="#000" stroke-width="2"/><path d="M9 8v24M13 8v24" stroke="#000"/><rect x="1" y="34" width="20" height="5" fill="#000"/></svg>`;
    const card = rng.chance(0.7);
    const body = `<div class="hd">${column}<div><div class="nm">עמוד</div><div>${en('AMUD · city parking')}</div></div></div>
<div class="c sm">${vendorName}<br>ח.פ. / ${en('Co. Reg.')} ${f(taxId)}<br>חניון הכרמל, רח' הנביאים, חיפה</div><div class="rule"></div>
<div class="c b">קבלה – חשבונית מס<br>${en('Receipt – Tax invoice')}</div>
${r("מס'", 'No.', f(doc))}${r('תאריך', 'Date', f(dt(date, 'dd.mm.yy')))}<div class="rule"></div>
${r('רכב', 'Plate', f(plate(rng)))}${r('כניסה', 'Entry', f(`${dt(entry, 'dd.mm.yy')} ${hhmm(inMin)}`))}${r('תשלום', 'Paid at', f(`${dt(date, 'dd.mm.yy')} ${hhmm(payAt)}`))}${r('משך', 'Time', f(`${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`))}<div class="rule"></div>
${days ? r('יממות מלאות', 'Full days', f(`${days} x ${amount(cap)}`)) : ''}${rest ? r('שעה ראשונה', 'First hour', f(amount(first))) : ''}${rest > 60 ? r('כל רבע שעה נוספת', 'Each extra 15 min', f(`${Math.ceil((rest - 60) / 15)} x ${amount(quarter)}`)) : ''}${rest && restCharge === cap ? r('תקרה יומית', 'Daily cap', f(amount(cap))) : ''}
${r('לתשלום', 'To pay', f(`₪${amount(gross)}`), 'big')}${r(`כולל מע"מ ${rate}%`, 'incl. VAT', f(amount(vat)))}<div class="rule"></div>
${card ? r('אשראי', 'Card', f(`*${rng.digits(4)}`)) : r('מזומן', 'Cash', f(amount(Math.ceil(gross / 1000) * 1000)))}${r('יציאה עד', 'Exit by', f(hhmm((payAt + 20) % 1440)))}
<div class="c sm">נסיעה בטוחה / ${en('Drive safely')}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:10px;padding:3mm;color:#000}.f{font-family:'DejaVu Sans Mono';font-size:10px;white-space:nowrap}.en{font-size:9px}.c{text-align:center}.b{font-weight:bold;font-size:11px}.sm{font-size:8.5px;line-height:1.4}
.hd{display:flex;justify-content:center;align-items:center;gap:6px}.nm{font-family:'Shofar';font-size:30px;font-weight:bold;line-height:1}.row{display:flex;justify-content:space-between;gap:4px;margin:1px 0}.rule{border-top:1px solid #000;margin:4px 0}.big{font-weight:bold;font-size:12px}.big .f{font-size:12px}`;
    const page = '58mm 170mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
