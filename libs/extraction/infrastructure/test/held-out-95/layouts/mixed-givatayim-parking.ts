import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-givatayim-parking';

/** Agorot with VAT by year: the first hour, each started half hour after it, the day's maximum. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 500, 6000],
  2023: [1300, 500, 6500],
  2024: [1400, 600, 7000],
  2025: [1500, 600, 7500],
  2026: [1500, 700, 8000],
};

/**
 * A municipal-street car park in Givatayim, the pay machine's slip, 64 mm (Miriam CLM, Liberation Sans Narrow for the
 * English): "חניון כצנלסון" over "Katznelson Car Park", the company and "ח.פ." plain, the street in both languages,
 * "חשבונית מס קבלה" over "TAX INVOICE RECEIPT" and "No. m-0nnnnnn" (machine and serial); each row a Hebrew label over
 * its English one with the value at the left: ticket, plate, entry and exit yyyy-mm-dd hh:mm, parking time h:mm, the
 * tariff (first hour, each started half hour, the day's maximum when reached); "לתשלום / Amount due" "₪ …", "כולל
 * מע"מ n% / incl. VAT" (contained), a card; any day.
 */
export const mixedGivatayimParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const [first, half, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(6 * 60, 20 * 60);
    const stay = rng.int(18, Math.min(10 * 60, 23 * 60 + 55 - entry));
    const raw = first + Math.ceil(Math.max(0, stay - 60) / 30) * half;
    const gross = Math.min(raw, cap);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ק.ל. חניונים וניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}-0${rng.int(100000, 999999)}`;
    const r = (he: string, en: string, v: string) => `<div class="r"><div><div>${he}</div><div class="en">${ltr(en)}</div></div><div class="v">${v}</div></div>`;
    const day = dt(date, 'yyyy-mm-dd');
    const body = `<div class="c nm">חניון כצנלסון</div><div class="c en big">${ltr('Katznelson Car Park')}</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div>
<div class="c sm">רח' כצנלסון, גבעתיים · <span class="en">${ltr('Katznelson St., Givatayim')}</span></div><div class="rule"></div>
<div class="c b">חשבונית מס קבלה</div><div class="c en b">${ltr('TAX INVOICE RECEIPT')}</div><div class="c">${ltr(`No. ${doc}`)}</div><div class="rule"></div>
${r('כרטיס', 'Ticket', ltr(rng.digits(10)))}${rng.chance(0.6) ? r('רכב', 'Plate', ltr(plate(rng))) : ''}${r('כניסה', 'Entry', ltr(`${day} ${hhmm(entry)}`))}${r('יציאה', 'Exit', ltr(`${day} ${hhmm(entry + stay)}`))}${r('זמן חניה', 'Parking time', ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`))}
<div class="rule"></div>${r('שעה ראשונה', 'First hour', ltr(amount(first)))}${stay > 60 ? r(`כל חצי שעה נוספת × ${ltr(String(Math.ceil((stay - 60) / 30)))}`, 'Each extra half hour', ltr(amount(raw - first))) : ''}${raw > cap ? r('תעריף מרבי ליום', 'Daily maximum', ltr(amount(cap))) : ''}
<div class="dbl"></div>${r('<b>לתשלום</b>', 'Amount due', `<b class="big">${ltr(`₪ ${amount(gross)}`)}</b>`)}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, `incl. VAT ${rate}%`, ltr(amount(vat)))}
<div class="rule"></div>${r('אשראי', 'Credit card', ltr(`**** ${rng.digits(4)}`))}<div class="c sm">תודה ונסיעה טובה · <span class="en">${ltr('Thank you, drive safely')}</span></div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM';font-size:12px;padding:3mm;width:58mm}.nm{font-size:22px;font-weight:bold}.en{font-family:'Liberation Sans Narrow';font-size:10.5px;color:#333}.en.big,.big{font-size:14px}
.r{display:flex;justify-content:space-between;align-items:center;margin:2px 0}.v{text-align:end}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '64mm 160mm', css, body }),
      page: '64mm 160mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
