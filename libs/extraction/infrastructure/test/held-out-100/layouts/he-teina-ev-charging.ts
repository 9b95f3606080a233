import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'he-teina-ev-charging';

/** Agorot a kWh with VAT, fast (DC) and slow (AC), by year. */
const PRICE: Record<number, [number, number]> = { 2022: [189, 129], 2023: [209, 139], 2024: [219, 145], 2025: [235, 152], 2026: [242, 155] };

/**
 * An electric-car charging site at the Gilon junction, 58 mm (Yehuda CLM for the heading, DejaVu Sans): "נקודת טעינה"
 * reversed (white on black) over "צומת גילון · כביש 85", the company "נ.ט. אנרגיה ניידת בע"מ" and "ע.מ." plain;
 * "קבלה / חשבונית מס" and "מס' חשבונית" TNyy-nnnnnn, a long session number (a distractor); charger and connector
 * ("מהיר DC" or "איטי AC"), the date d.m.yy on its own, start and end times, duration; energy in קוט"ש to three
 * places, the price a kWh, the energy's sum; sometimes an idle fee (minutes after the charge at 0.50 a minute);
 * "סה"כ לתשלום" "₪…", "כולל מע"מ n%" and "לפני מע"מ" (contained); card or the app, the plate; any day.
 */
export const heTeinaEvCharging: Layout = {
  id: ID,
  lang: 'he',
  kind: 'EV charging',
  make(rng) {
    const { date } = next(ID, rng);
    const fast = rng.chance(0.65);
    const price = PRICE[Number(date.slice(0, 4))][fast ? 0 : 1];
    const wh = fast ? rng.int(9000, 62000) : rng.int(4000, 28000);
    const energy = Math.round((wh * price) / 1000);
    const idleMin = rng.chance(0.3) ? rng.int(4, 35) : 0;
    const idle = idleMin * 50;
    const gross = energy + idle;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'נ.ט. אנרגיה ניידת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `TN${date.slice(2, 4)}-${rng.digits(6)}`;
    const start = rng.int(6 * 60, 21 * 60);
    const minutes = fast ? Math.round(wh / 900) + rng.int(3, 10) : Math.round(wh / 180) + rng.int(5, 20);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="hd">נקודת טעינה</div><div class="c">צומת גילון · כביש ${ltr('85')}</div><div class="c sm">${vendorName}</div><div class="c sm">ע.מ. ${ltr(taxId)}</div>
<div class="ln"></div><div class="ti">קבלה / חשבונית מס</div>${r("מס' חשבונית", ltr(doc), 'b')}${r("מס' סשן", ltr(`${rng.digits(4)}${rng.digits(8)}`))}
<div class="ln"></div>${r('עמדה', ltr(`GL-0${rng.int(1, 6)}`))}${r('מחבר', fast ? `מהיר ${ltr('DC')}` : `איטי ${ltr('AC')}`)}<div class="c b">${ltr(dt(date, 'd.m.yy'))}</div>
${r('התחלה', ltr(hhmm(start)))}${r('סיום', ltr(hhmm(start + minutes)))}${r('משך', ltr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
<div class="ln"></div>${r('אנרגיה', `${ltr((wh / 1000).toFixed(3))} קוט"ש`)}${r('מחיר לקוט"ש', ltr(amount(price)))}${r('עלות טעינה', ltr(amount(energy)))}
${idle ? r(`דמי השהיה (${ltr(String(idleMin))} דק')`, ltr(amount(idle))) : ''}<div class="ln"></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div>${r(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${r('לפני מע"מ', ltr(amount(gross - vat)))}
<div class="ln"></div>${rng.chance(0.5) ? r('אמצעי תשלום', `אשראי ${ltr(`*${rng.digits(4)}`)}`) : r('אמצעי תשלום', 'אפליקציה')}${rng.chance(0.6) ? r('רכב', ltr(plate(rng))) : ''}
<div class="c sm">נסיעה טובה ובטוחה</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:10.5px;width:52mm;padding:3mm}.hd{font-family:'Yehuda CLM';background:#000;color:#fff;text-align:center;font-size:22px;padding:2px 0}
.c{text-align:center}.sm{font-size:9.5px}.b{font-weight:bold}.ti{text-align:center;font-weight:bold;font-size:12px;margin:2px 0}.r{display:flex;justify-content:space-between;margin:1px 0}.ln{border-top:1px solid #000;margin:3px 0}.big{font-size:14px;font-weight:bold}`;
    const page = '58mm 170mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
