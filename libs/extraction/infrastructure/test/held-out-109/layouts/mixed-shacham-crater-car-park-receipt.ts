import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next } from './extra';

const ID = 'mixed-shacham-crater-car-park-receipt';

/** Agorot with VAT by year (approximate): the first hour, each further half-hour started, the day's cap. */
const FIRST: Record<number, number> = { 2022: 1200, 2023: 1300, 2024: 1400, 2025: 1500, 2026: 1500 };
const HALF: Record<number, number> = { 2022: 400, 2023: 450, 2024: 450, 2025: 500, 2026: 500 };
const CAP: Record<number, number> = { 2022: 4500, 2023: 5000, 2024: 5200, 2025: 5500, 2026: 5800 };

/**
 * A car park at the crater's rim at Mitzpe Ramon, the pay station's receipt, Hebrew labels with English after a slash,
 * 58 mm (Miriam CLM for the name, Noto Sans Hebrew and Noto Sans, Noto Sans Mono): a drawn crater and ibex horn beside
 * "שחם", "שחם חניונים ותיירות בע"מ" with "ע.מ. / VAT Reg." plain at the top; "קבלה – חשבונית מס / Receipt – Tax
 * Invoice", "מס' / No." (PS, the station, a hyphen, six digits), "תאריך / Date" dd.mm.yyyy (the payment); station,
 * ticket, plate, entry and payment times, duration, the tariff, "צאו עד / Exit before" (distractors); the first hour and
 * further half-hours started, up to the day's cap (a stay past midnight adds a day); "לתשלום / Total", "מע"מ n% כלול /
 * VAT incl." (contained); any day.
 */
export const mixedShachamCraterCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const minutes = rng.chance(0.15) ? rng.int(1500, 2600) : rng.int(20, 600);
    const day = (m: number) => Math.min(CAP[year], FIRST[year] + Math.max(0, Math.ceil((m - 60) / 30)) * HALF[year]);
    const days = Math.floor(minutes / 1440);
    const gross = days * CAP[year] + (minutes % 1440 ? day(minutes % 1440) : 0);
    const rate = israeliRate(date);
    const vat = Math.round((gross * rate) / (100 + rate));
    const vendorName = 'שחם חניונים ותיירות בע"מ';
    const taxId = idOf(vendorName, true);
    const station = rng.int(1, 3);
    const doc = `PS${station}-${rng.digits(6)}`;
    const paidAt = rng.int(7 * 60, 23 * 60);
    const entered = paidAt - (minutes % 1440);
    const entryDay = dt(new Date(Date.parse(`${date}T00:00:00Z`) - (days + (entered < 0 ? 1 : 0)) * 86400000).toISOString().slice(0, 10), 'dd.mm.yyyy');
    const b = (he: string, en: string) => `${he} <span class="en">/ ${en}</span>`;
    const r = (a: string, v: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span class="n">${ltr(v)}</span></div>`;
    const crater = `<svg width="60" height="34" viewBox="0 0 60 34"><path d="M2 14 L14 14 Q30 34 46 14 L58 14" stroke="#6d4c41" stroke-width="3" fill="none"/><path d="M40 4 Q48 2 50 10" stroke="#000" stroke-width="2" fill="none"/></svg>`;
    const body = `<div class="c">${crater}<div class="nm">שחם</div><div>${vendorName}</div><div>${b('ע.מ.', 'VAT Reg.')} <span class="n">${ltr(taxId)}</span></div><div class="en">Crater Rim Parking, Mitzpe Ramon</div></div><div class="ln"></div>
<div class="c b">${b('קבלה – חשבונית מס', 'Receipt – Tax Invoice')}</div>
${r(b("מס'", 'No.'), doc)}${r(b('תאריך', 'Date'), dt(date, 'dd.mm.yyyy'))}${r(b('עמדה', 'Station'), String(station))}${r(b('כרטיס', 'Ticket'), rng.digits(10))}${r(b('רכב', 'Plate'), plate(rng))}<div class="ln"></div>
${r(b('כניסה', 'In'), `${entryDay} ${hhmm((entered + 1440) % 1440)}`)}${r(b('תשלום', 'Paid'), hhmm(paidAt))}${r(b('משך', 'Stay'), `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`)}
<div class="sm">${b('תעריף', 'Tariff')}: ${ltr(`${amount(FIRST[year])} / 1h + ${amount(HALF[year])} / 30 min, max ${amount(CAP[year])} / day`)}</div><div class="ln"></div>
${r(b('לתשלום', 'Total'), `₪ ${amount(gross)}`, 'big')}${r(b(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(vat))}<div class="ln"></div>
${r(b('אמצעי תשלום', 'Paid by'), rng.pick(['VISA', 'MC', 'CASH', 'PANGO']))}${r(b('צאו עד', 'Exit before'), hhmm((paidAt + 20) % 1440))}<div class="c sm">${b('שמרו על המכתש נקי', 'Keep the crater clean')}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:10.5px;width:52mm;padding:3mm;color:#000}.en{font-family:'Noto Sans';font-size:9px}.n{font-family:'Noto Sans Mono';font-size:10px;white-space:nowrap}
.r{display:flex;justify-content:space-between;gap:4px}.c{text-align:center}.b{font-weight:bold}.nm{font-family:'Miriam CLM';font-size:30px;font-weight:bold;line-height:1}.ln{border-top:1px solid #000;margin:4px 0}.big{font-weight:bold;font-size:13px}.sm{font-size:9px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      page: '58mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
