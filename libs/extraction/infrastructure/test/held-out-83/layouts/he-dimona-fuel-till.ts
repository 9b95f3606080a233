import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-dimona-fuel-till';

/** Price per litre of 95 octane, in agorot, by year (self service). */
const PRICE: Record<number, number> = { 2022: 748, 2023: 712, 2024: 731, 2025: 709, 2026: 695 };

/**
 * A filling station at Dimona's entrance, an 80 mm slip (Nachlieli CLM, figures in Liberation Mono): the station, the company
 * and "עוסק מורשה" with its id, "חשבונית מס קבלה" and "מס׳" with seven digits, the date (dd/mm/yyyy) and time, the pump, the
 * fuel ("בנזין 95" or "סולר"), litres to two decimals and the price per litre to three, a shop item on some, "סה"כ" and
 * "לתשלום", VAT contained, the card and the car's plate. Any day.
 */
export const heDimonaFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const perLitre = PRICE[Number(date.slice(0, 4))] + (diesel ? -40 : 0) + rng.int(-8, 8);
    const cl = rng.int(1500, 6500);
    const fuel = Math.round((cl * perLitre) / 100);
    const lines = [{ name: diesel ? 'סולר' : 'בנזין 95 נטול עופרת', detail: `${(cl / 100).toFixed(2)} ל׳ × ${(perLitre / 100).toFixed(3)}`, sum: fuel }];
    if (rng.chance(0.4)) {
      const [name, p] = rng.pick<[string, number]>([
        ['מים מינרליים 1.5 ל׳', 800],
        ['שמן מנוע 1 ל׳', 4900],
        ['נוזל לשמשות', 1500],
      ]);
      lines.push({ name, detail: `1 × ${amount(p)}`, sum: p });
    }
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת דלק שער דימונה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 9999999));
    const body = `<div class="c nm">שער דימונה</div><div class="c">תחנת דלק ומרכול</div><div class="c sm">${vendorName}<br>עוסק מורשה ${ltr(taxId)} · ${ltr(landline(rng))}</div>
<div class="dbl"></div><div class="c b">חשבונית מס קבלה</div>${row('מס׳', ltr(doc))}${row('תאריך', ltr(`${dt(date, 'dd/mm/yyyy')} ${rng.int(6, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}${row('משאבה', ltr(String(rng.int(1, 12))))}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(`<span class="mono sm">${ltr(l.detail)}</span>`, `<span class="mono">${ltr(amount(l.sum))}</span>`)}`).join('')}
<div class="rule"></div>${row('סה"כ', `<span class="mono">${ltr(amount(gross))}</span>`)}${row('לתשלום', `<span class="mono">${ltr(amount(gross))}</span>`, 'big')}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, `<span class="mono">${ltr(amount(vat))}</span>`, 'sm')}
<div class="rule"></div>${row('אשראי', ltr(`XXXX-${rng.digits(4)}`))}${row('רכב', ltr(plate(rng)))}<div class="c sm">נסיעה טובה!</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM';font-size:14px;width:72mm;padding:4mm}.nm{font-size:26px;font-weight:bold}.mono{font-family:'Liberation Mono'}.big{font-size:18px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
