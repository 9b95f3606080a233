import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-hadera-parking';

/** Agorot: first hour, each further half hour, daily maximum, by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [800, 300, 3500],
  2023: [900, 300, 3800],
  2024: [900, 400, 4000],
  2025: [1000, 400, 4400],
  2026: [1000, 450, 4600],
};

/**
 * A pay machine's 58 mm slip at the car park of Hadera's western railway station (DejaVu Sans Condensed, Hebrew in Simple CLM
 * beside): "חניון תחנת חדרה מערב / HADERA WEST STATION P+R", the operator with "ע.מ." (its company number) plain, "קבלה /
 * חשבונית מס · RECEIPT / TAX INVOICE", "מס' / No." (eight digits), machine, ticket, plate, "כניסה / Entry" and "יציאה / Exit"
 * (dd/mm/yy hh:mm), duration, the tariff, "לתשלום / TO PAY" with "NIS" after, "כולל מע"מ / incl. VAT" with its rate and
 * amount, card. Any day; dated the exit.
 */
export const mixedHaderaParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, half, cap] = TARIFF[Number(date.slice(0, 4))];
    const minutes = rng.int(40, 13 * 60);
    const inAt = rng.int(5 * 60, 23 * 60 - minutes);
    const gross = Math.min(cap, first + Math.max(0, Math.ceil((minutes - 60) / 30)) * half);
    const vat = vatIn(gross, rate);
    const vendorName = 'פארק-ריל חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const B = (he: string, en: string) => `${he} / <span class="en">${ltr(en)}</span>`;
    const body = `<div class="hd">חניון תחנת חדרה מערב<br>${ltr('HADERA WEST STATION P+R')}</div><div class="c sm">${vendorName}<br>ע.מ. ${ltr(taxId)}</div><div class="rule"></div>
<div class="c b">קבלה / חשבונית מס<br>${ltr('RECEIPT / TAX INVOICE')}</div>${row(B("מס'", 'No.'), ltr(doc))}${row(B('מכונה', 'Machine'), ltr(`APS-0${rng.int(1, 4)}`))}${row(B('כרטיס', 'Ticket'), ltr(rng.digits(12)))}${row(B('רכב', 'Plate'), ltr(plate(rng)))}
${row(B('כניסה', 'Entry'), ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(inAt)}`))}${row(B('יציאה', 'Exit'), ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(inAt + minutes)}`))}${row(B('משך', 'Duration'), ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
<div class="sm">${ltr(`1st hour ${amount(first)}, +${amount(half)} / 30 min, max ${amount(cap)}`)}</div><div class="dbl"></div>
${row(B('לתשלום', 'TO PAY'), `${ltr(amount(gross))} ${ltr('NIS')}`, 'big')}${row(B(`כולל מע"מ ${ltr(`${rate}%`)}`, 'incl. VAT'), ltr(amount(vat)), 'sm')}${row(B('אשראי', 'Card'), ltr(`**** ${rng.digits(4)}`), 'sm')}
<div class="c sm">שמרו את הקבלה · ${ltr('Keep this receipt')}</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:11.5px;width:52mm;padding:3mm}.en{font-family:'DejaVu Sans';font-stretch:condensed;font-size:0.85em}.hd{text-align:center;font-weight:bold;font-size:14px;background:#000;color:#fff;padding:3px}.big{font-size:15px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 150mm', css, body }),
      page: '58mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
