import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-railway-station-parking-receipt';

const STATIONS: [string, string][] = [
  ['תחנת רכבת בנימינה', 'Binyamina Station'],
  ['תחנת רכבת מודיעין מרכז', 'Modiin Center Station'],
  ['תחנת רכבת קריית גת', 'Kiryat Gat Station'],
  ['תחנת רכבת רחובות', 'Rehovot Station'],
];

/**
 * A private operator's car park at a railway station, 80 mm (Noto Sans Hebrew, English in DejaVu Sans Condensed): the
 * station in Hebrew over English, the operator's company name and "ח.פ." with its id, each label in Hebrew with the
 * English in small type under it (receipt no., plate, entry, exit dd/mm/yyyy hh:mm, duration), the tariff (rail
 * passengers with a validated Rav-Kav pay a flat day rate, others the first hour, each further hour and a daily maximum),
 * "סה"כ לתשלום / TOTAL" with "₪", VAT contained, card or cash at the pay station. Exits on any day but Saturday.
 */
export const mixedRailwayStationParkingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4)) - 2022;
    const first = 800 + y * 100;
    const further = 500 + (y >= 2 ? 100 : 0);
    const dayMax = 3500 + y * 300;
    const flat = 1200 + y * 100;
    const passenger = rng.chance(0.5);
    const minutes = rng.int(25, passenger ? 16 * 60 : 11 * 60);
    const exitMin = rng.int(Math.min(minutes + 5 * 60, 23 * 60), 23 * 60 + 30);
    const entryMin = exitMin - minutes;
    const hours = Math.ceil(minutes / 60);
    const gross = passenger ? flat : Math.min(dayMax, first + (hours - 1) * further);
    const vat = vatIn(gross, rate);
    const [he, en] = rng.pick(STATIONS);
    const vendorName = 'מסלול חניונים ותפעול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const card = rng.chance(0.75);
    const station = `P${rng.int(1, 4)}`;
    const f = (heL: string, enL: string, v: string) => `<div class="f"><div><div>${heL}</div><div class="en">${enL}</div></div><div class="v">${v}</div></div>`;
    const when = (m: number) => ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(m)}`);
    const body = `<div class="c st">${he}</div><div class="c en big">${en}</div><div class="c sm">חניון נוסעים · Park &amp; Rail</div>
<div class="c sm op">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="rule"></div>
<div class="c b">קבלה - חשבונית מס</div><div class="c en">Receipt - Tax Invoice</div>
${f('מס׳ קבלה', 'Receipt No.', ltr(doc))}${f('מס׳ רכב', 'Plate', ltr(plate(rng)))}${f('כניסה', 'Entry', when(entryMin))}${f('יציאה', 'Exit', when(exitMin))}${f('משך חניה', 'Duration', ltr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
<div class="rule"></div>${
      passenger
        ? f('תעריף נוסע רכבת (רב-קו מתוקף)', 'Rail passenger day rate', ltr(amount(flat)))
        : `${f('שעה ראשונה', 'First hour', ltr(amount(first)))}${hours > 1 ? f(`כל שעה נוספת × ${ltr(String(hours - 1))}`, 'Each further hour', ltr(amount((hours - 1) * further))) : ''}${gross === dayMax ? f('מקסימום יומי', 'Daily maximum', ltr(amount(dayMax))) : ''}`
    }
<div class="tot">${f('סה"כ לתשלום', 'TOTAL', ltr(`₪${amount(gross)}`))}</div>${f(`כולל מע"מ ${ltr(`${rate}%`)}`, 'VAT incl.', ltr(amount(vat)))}
${card ? f('אשראי', 'Credit card', ltr(`****${rng.digits(4)}`)) : f('מזומן', 'Cash', ltr(amount(Math.ceil(gross / 1000) * 1000)))}
<div class="c sm">עמדת תשלום ${ltr(station)} · <span class="en">Pay station ${station}</span></div><div class="c sm">תוקף ליציאה ${ltr('15')} דק׳ · <span class="en">Valid 15 min to exit</span></div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;width:72mm;padding:4mm}.en{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:10px;color:#333;direction:ltr;unicode-bidi:isolate}.big{font-size:13px;font-weight:bold}.st{font-size:17px;font-weight:bold}.op{margin-top:4px}
.f{display:flex;justify-content:space-between;align-items:flex-end;margin:3px 0}.v{font-weight:bold}.tot{border-top:2px solid #000;border-bottom:2px solid #000;margin:4px 0;font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
