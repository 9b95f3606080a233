import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-sderot-fuel-till';

/** Agorot per litre of petrol 95 (self service) and diesel by year. */
const PRICE: Record<number, [number, number]> = { 2022: [742, 781], 2023: [701, 719], 2024: [731, 712], 2025: [721, 694], 2026: [709, 683] };

/**
 * A filling station at Sderot's northern entrance, 80 mm (Miriam CLM text, figures in FreeMono): the station, the company with
 * "ח.פ." spaced in threes, "חשבונית מס / קבלה" and "מס' מסמך" (six digits), date dd/mm/yyyy and time, pump and product, litres
 * to three decimals × price per litre to three, a car wash token on some, "סה"כ לתשלום" with "ש"ח", "המחיר כולל מע"מ" and
 * its amount, plate and card. Any day.
 */
export const heSderotFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const perLitre = PRICE[Number(date.slice(0, 4))][diesel ? 1 : 0] * 10 + rng.int(0, 9);
    const ml = rng.int(12000, 68000);
    const fuel = Math.round((ml * perLitre) / 1000 / 10);
    const wash = rng.chance(0.3) ? 2500 : 0;
    const gross = fuel + wash;
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת שער הנגב שדרות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const m = (s: string) => `<span class="m">${ltr(s)}</span>`;
    const body = `<div class="c nm">שער הנגב - דלק</div><div class="c sm">כביש 34, כניסה צפונית לשדרות</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${m(spacedId(taxId))}</div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה</div>${row("מס' מסמך", m(doc))}${row('תאריך', m(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`))}
<div class="rule"></div>${row('משאבה', m(String(rng.int(1, 10))))}${row('מוצר', diesel ? 'סולר' : 'בנזין 95 שירות עצמי')}${row('כמות (ליטר)', m((ml / 1000).toFixed(3)))}${row('מחיר לליטר', m((perLitre / 1000).toFixed(3)))}${row('סכום דלק', m(amount(fuel)))}
${wash ? row('אסימון שטיפה', m(amount(wash))) : ''}<div class="dbl"></div>${row('סה"כ לתשלום', `${m(amount(gross))} ש"ח`, 'big')}${row(`המחיר כולל מע"מ ${m(`${rate}%`)}`, m(amount(vat)), 'sm')}
<div class="rule"></div>${row('רכב', m(plate(rng)))}${row('אשראי', m(`****${rng.digits(4)}`))}<div class="c sm">נסיעה טובה · שמרו על המרחק</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM';font-size:13px;width:72mm;padding:4mm}.m{font-family:'FreeMono';font-weight:bold}.nm{font-size:22px;font-weight:bold}.big{font-size:17px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
