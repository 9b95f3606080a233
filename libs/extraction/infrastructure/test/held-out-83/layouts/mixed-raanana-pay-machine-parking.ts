import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-raanana-pay-machine-parking';

/** Tariff by year, agorot: first hour, each further 15 minutes, daily ceiling. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 300, 6000],
  2023: [1200, 300, 6000],
  2024: [1300, 350, 6500],
  2025: [1400, 350, 7000],
  2026: [1400, 400, 7200],
};

/**
 * A car park by Ra'anana's Ahuza street, a pay machine's 58 mm slip (Liberation Sans Narrow, Hebrew in Miriam CLM): "חניון אחוזה
 * / AHUZA PARKING" in reverse print, the operator company and "ח.פ.", "קבלה - חשבונית מס / RECEIPT - TAX INVOICE" with "No." and
 * eight digits, machine, plate, entry and exit (dd/mm/yy hh:mm), duration, the tariff, "לתשלום / TO PAY" with "₪", "כולל מע"מ /
 * incl. VAT", card. Any day; the receipt is dated the exit.
 */
export const mixedRaananaPayMachineParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const minutes = rng.int(20, 540);
    const inAt = rng.int(7 * 60, 23 * 60 - minutes);
    const extra = Math.max(0, Math.ceil((minutes - 60) / 15));
    const gross = Math.min(cap, first + extra * quarter);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני השרון ניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const B = (he: string, en: string) => `${he} / ${ltr(en)}`;
    const body = `<div class="rev">חניון אחוזה<br>${ltr('AHUZA PARKING')}</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · רעננה</div><div class="rule"></div>
<div class="c b">${B('קבלה - חשבונית מס', 'RECEIPT - TAX INVOICE')}</div>${row(B('מס׳', 'No.'), ltr(doc))}${row(B('מכונה', 'Machine'), ltr(`APM-${rng.int(1, 4)}`))}${row(B('רכב', 'Plate'), ltr(plate(rng)))}
${row(B('כניסה', 'Entry'), ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(inAt)}`))}${row(B('יציאה', 'Exit'), ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(inAt + minutes)}`))}${row(B('משך', 'Duration'), ltr(hhmm(minutes)))}
<div class="rule"></div><div class="sm">${B('תעריף', 'Tariff')}: ${ltr(`${amount(first)} / 1h + ${amount(quarter)} / 15 min, max ${amount(cap)}`)}</div>
<div class="rule"></div>${row(B('לתשלום', 'TO PAY'), ltr(`₪${amount(gross)}`), 'big')}${row(B(`כולל מע"מ ${ltr(`${rate}%`)}`, 'incl. VAT'), ltr(amount(vat)), 'sm')}${row(B('אשראי', 'Card'), ltr(`**${rng.digits(4)}`))}
<div class="c sm">נסיעה בטוחה · ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Sans Narrow','Miriam CLM';font-size:11.5px;width:52mm;padding:3mm}.rev{background:#000;color:#fff;text-align:center;font-weight:bold;font-size:15px;padding:3px}.big{font-size:14px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 160mm', css, body }),
      page: '58mm 160mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
