import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-apollonia-car-park-receipt';

/** Tariff in agorot by year: first hour, each further half hour, daily cap. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 400, 3800],
  2023: [1300, 400, 4000],
  2025: [1400, 500, 4500],
  2026: [1500, 500, 4800],
};

/**
 * The pay station receipt of the car park at the Apollonia national park on the coastal cliffs, 80 mm (Liberation Sans, Noto Sans
 * Hebrew): operator's company name and id, each line with the Hebrew label, the English label beside it in grey and the
 * value at the far end, receipt and ticket numbers, plate, entry and exit (the park closes at five), stay in hours and
 * minutes, the year's tariff printed (first hour, each further half hour, daily cap), VAT contained, card.
 */
export const mixedApolloniaCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const [first, half, cap] = TARIFF[year];
    const entry = rng.int(480, 900);
    const stay = rng.int(20, Math.min(420, 1020 - entry));
    const exit = entry + stay;
    const halves = Math.max(0, Math.ceil((stay - 60) / 30));
    const gross = Math.min(cap, first + halves * half);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני צוק אפולוניה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 9999999));
    const l = (he: string, en: string, v: string, cls = '') => `<div class="l ${cls}"><span class="k">${he} <i>${ltr(en)}</i></span><span class="v">${ltr(v)}</span></div>`;
    const body = `<div class="c"><div class="p">${ltr('P')}</div><div class="brand">חניון אפולוניה</div><div class="en">${ltr('APOLLONIA NATIONAL PARK · CAR PARK')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="hr"></div>
<div class="c b">קבלה / חשבונית מס · ${ltr('Receipt / Tax invoice')}</div>
${l('מספר', 'No.', doc, 'b')}
${l('כרטיס', 'Ticket', rng.digits(10))}
${l('רכב', 'Plate', plate(rng))}
${l('תאריך', 'Date', dt(date, 'dd.mm.yyyy'))}
${l('כניסה', 'Entry', hhmm(entry))}
${l('יציאה', 'Exit', hhmm(exit))}
${l('משך', 'Stay', `${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)}
<div class="hr"></div>
<div class="tar">תעריף ${ltr(String(year))} / ${ltr('Tariff')}: שעה ראשונה ${ltr(`₪${amount(first)}`)} · כל חצי שעה נוספת ${ltr(`₪${amount(half)}`)} · מקסימום יומי ${ltr(`₪${amount(cap)}`)}</div>
${l('לתשלום', 'Amount', `₪${amount(gross)}`, 'b big')}
${l(`מע"מ ${ltr(`${rate}%`)} כלול`, 'VAT incl.', `₪${amount(vat)}`)}
${l('אשראי', 'Card', `****${rng.digits(4)}`)}
<div class="hr"></div>
<div class="c sm">הגן הלאומי פתוח עד ${ltr('17:00')} · ${ltr('Park closes at 17:00')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans','Noto Sans Hebrew';font-size:12px;width:70mm;padding:4mm}.p{display:inline-block;background:#1e88e5;color:#fff;font-weight:bold;font-size:20px;width:30px;height:30px;line-height:30px;border-radius:4px}.brand{font-size:19px;font-weight:bold}.en{font-size:9.5px;letter-spacing:1px}
.hr{border-top:2px solid #1e88e5;margin:5px 0}.l{display:flex;justify-content:space-between;margin:2px 0}.k i{color:#777;font-size:10px;font-style:normal}.v{font-weight:bold}.big{font-size:1.3em}.tar{font-size:10px;color:#333;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
