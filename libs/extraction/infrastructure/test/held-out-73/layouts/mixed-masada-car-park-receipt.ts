import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-masada-car-park-receipt';

/** Day rates in agorot (VAT included) by year and vehicle: car, minibus, motorhome. */
const RATES: Record<number, [number, number, number]> = {
  2023: [2500, 5000, 6000],
  2024: [2800, 5500, 6500],
  2025: [3000, 6000, 7000],
  2026: [3000, 6000, 7500],
};
const VEHICLES: [string, string][] = [
  ['רכב פרטי', 'Private car'],
  ['מיניבוס', 'Minibus'],
  ['קרוואן / רכב שטח גרור', 'Motorhome'],
];

/**
 * The car park at the foot of Masada's eastern path, 80 mm (Liberation Sans, Noto Sans Hebrew): pay station receipt,
 * each field an English label on the left and a Hebrew one on the right with the value between, ticket, plate, entry
 * and exit (from 04:30 for the sunrise climb), a day rate by vehicle, an extra night for a motorhome on some, VAT
 * contained, card at the pay station.
 */
export const mixedMasadaCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const v = rng.pick([0, 0, 0, 1, 2]);
    const [he, en] = VEHICLES[v];
    const day = RATES[Number(date.slice(0, 4))][v];
    const night = v === 2 && rng.chance(0.5) ? day : 0;
    const gross = day + night;
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני ים המלח הדרומי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(4000000, 4999999));
    const entry = rng.int(270, 900);
    const exit = entry + rng.int(90, 420);
    const f = (enL: string, value: string, heL: string, cls = '') =>
      `<div class="f ${cls}"><span class="en">${ltr(enL)}</span><span class="val">${value}</span><span class="he">${heL}</span></div>`;
    const body = `<div class="c"><div class="brand">${ltr('MASADA')} · מצדה</div><div class="sm">חניון השביל המזרחי · ${ltr('East Path Car Park')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="rule"></div>
<div class="c b">קבלה / חשבונית מס · ${ltr('Receipt / Tax Invoice')}</div>
${f('Receipt No.', ltr(doc), 'מס׳ קבלה')}
${f('Date', ltr(dt(date, 'dd/mm/yyyy')), 'תאריך')}
${f('Ticket', ltr(rng.digits(10)), 'כרטיס')}
${f('Plate', ltr(plate(rng)), 'רכב')}
${f('Entry', ltr(hhmm(entry)), 'כניסה')}
${f('Exit', ltr(hhmm(exit)), 'יציאה')}
${f(en, ltr(amount(day)), he)}
${night ? f('Extra night', ltr(amount(night)), 'לילה נוסף') : ''}
<div class="rule"></div>
${f('TOTAL ILS', ltr(amount(gross)), 'סה"כ ₪', 'b big')}
${f(`incl. VAT ${rate}%`, ltr(amount(vat)), `כולל מע"מ ${ltr(`${rate}%`)}`)}
${f('Card', ltr(`${rng.pick(['VISA', 'MC', 'ISRACARD'])} ${rng.digits(4)}`), 'אשראי')}
${f('Pay station', ltr(`PS-${rng.int(1, 4)}`), 'עמדה')}
<div class="c sm">יש לשתות מים בעלייה · ${ltr('Drink water on the climb')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','Noto Sans Hebrew';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:20px;font-weight:bold}
.f{display:flex;justify-content:space-between;margin:2px 0}.f .en{width:30%;text-align:left;order:3;font-size:0.85em;color:#333}.f .he{width:30%;order:1}.f .val{order:2;text-align:center;flex:1}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
