import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-ravid-fuel-receipt';

/** Agorot a litre of 95 with VAT, self-service, by year (approximate). */
const PRICE: Record<number, number> = { 2022: 711, 2023: 704, 2024: 722, 2025: 713, 2026: 698 };

/**
 * A filling station at Ravid junction below Mount Arbel, the pump's receipt, 76 mm (Liberation Mono, Shofar for the
 * name): "רביד" boxed with "תחנת דלק ונוחות · צומת רביד", "רביד אנרגיה ושירותים בע"מ" with "ע.מ." plain; "חשבונית מס
 * קבלה" between equals rules; "משאבה" and "אקדח" (distractors), "מס' עסקה" (eight digits), the date dd.mm.yyyy and time;
 * "בנזין 95" litres to the centilitre × the price a litre with VAT = the sum; sometimes "שירות מלא" a litre and a car
 * wash; "סה"כ" boxed; "מחיר ללא מע"מ" and "מע"מ n%" (contained); card and plate; any day.
 */
export const heRavidFuelReceipt: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const per = PRICE[year];
    const cl = rng.int(1200, 6200);
    const fuel = Math.round((cl * per) / 100);
    const lines: [string, string, number][] = [['בנזין 95', `${(cl / 100).toFixed(2)} ל' x ${amount(per)}`, fuel]];
    if (rng.chance(0.3)) lines.push(['תוספת שירות מלא', `${(cl / 100).toFixed(2)} ל' x 0.23`, Math.round((cl * 23) / 100)]);
    if (rng.chance(0.25)) lines.push(['שטיפה חיצונית', '1 x 45.00', 4500]);
    const gross = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'רביד אנרגיה ושירותים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(8).replace(/^0/, '3');
    const num = (s: string) => s.replace(/[0-9][0-9.]*( x [0-9.]+)?/g, (m) => ltr(m));
    const body = `<div class="nm">רביד</div><div class="c">תחנת דלק ונוחות · צומת רביד</div><div class="c sm">${vendorName}<br>ע.מ. ${ltr(taxId)} · טל' ${ltr(`04-67${rng.digits(5)}`)}</div>
<div class="eq"></div><div class="c b">חשבונית מס קבלה</div><div class="eq"></div>
<div class="row"><span>משאבה ${ltr(String(rng.int(1, 8)))}</span><span>אקדח ${ltr(String(rng.int(1, 4)))}</span></div>
<div class="row"><span>מס' עסקה</span><span>${ltr(doc)}</span></div><div class="row"><span>${ltr(dt(date, 'dd.mm.yyyy'))}</span><span>${ltr(`${String(rng.int(5, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}</span></div>
<div class="dash"></div>${lines.map(([n, q, s]) => `<div>${n}</div><div class="row"><span>${num(q)}</span><span>${ltr(amount(s))}</span></div>`).join('')}<div class="dash"></div>
<div class="box row"><span>סה"כ</span><span>${ltr(amount(gross))}</span></div>
<div class="row"><span>מחיר ללא מע"מ</span><span>${ltr(amount(gross - vat))}</span></div><div class="row"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="dash"></div><div class="row"><span>${ltr(`VISA ****${rng.digits(4)}`)}</span><span>אישור ${ltr(rng.digits(6))}</span></div><div class="row"><span>רכב</span><span>${ltr(plate(rng))}</span></div>
<div class="c sm">נסיעה טובה!</div>`;
    const css = `body{font-family:'Liberation Mono';font-size:11.5px;width:76mm;padding:5mm 4mm;box-sizing:border-box}.nm{font-family:'Shofar';font-size:30px;font-weight:bold;text-align:center;border:2px solid #000;margin:0 14mm 4px}
.c{text-align:center}.sm{font-size:10px;line-height:1.5}.b{font-weight:bold;font-size:13px}.eq{border-top:3px double #000;margin:3px 0}.row{display:flex;justify-content:space-between}.dash{border-top:1px dashed #000;margin:5px 0}.box{border:2px solid #000;padding:3px 5px;font-size:15px;font-weight:bold;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 170mm', css, body }),
      page: '76mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
