import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-afula-adblue-diesel-slip';

/** Diesel price per litre in agorot (full service at a truck stop), lowest and highest, by year. */
const DIESEL: Record<number, [number, number]> = { 2022: [720, 860], 2023: [690, 780], 2025: [700, 790], 2026: [690, 790] };
/** AdBlue at the pump, per litre in agorot, by year. */
const ADBLUE: Record<number, [number, number]> = { 2022: [420, 560], 2023: [360, 460], 2025: [330, 420], 2026: [330, 420] };

/**
 * A truck stop's fuel slip on the Afula industrial zone road, 76 mm (Liberation Mono): "TRUCK STOP AFULA" and "תחנת משאיות
 * עפולה", the company name and id, "TAX INVOICE · חשבונית מס" with "No." and eight digits, the date (d.m.yy)
 * and time, lane, plate and odometer, then one or two products, each as its English name with the
 * Hebrew beside it (DIESEL · סולר and on some ADBLUE · אוריאה), litres to two decimals, price per litre and the amount,
 * "TOTAL · סה"כ" with "ILS", VAT contained, a fleet card with a driver code. Every day.
 */
export const mixedAfulaAdblueDieselSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const products: { en: string; he: string; cl: number; per: number; sum: number }[] = [];
    const dPer = rng.int(...DIESEL[year]);
    const dCl = rng.int(8000, 42000); // centilitres
    products.push({ en: 'DIESEL', he: 'סולר', cl: dCl, per: dPer, sum: Math.round((dCl * dPer) / 100) });
    if (rng.chance(0.55)) {
      const aPer = rng.int(...ADBLUE[year]);
      const aCl = rng.int(1000, 6000);
      products.push({ en: 'ADBLUE', he: 'אוריאה', cl: aCl, per: aPer, sum: Math.round((aCl * aPer) / 100) });
    }
    const fuel = products.reduce((s, p) => s + p.sum, 0);
    const vat = vatIn(fuel, rate);
    const vendorName = 'עמק יזרעאל תחנות דלק ומשאיות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000000, 99999999));
    const body = `<div class="c b big">${ltr('TRUCK STOP AFULA')}</div><div class="c b">תחנת משאיות עפולה</div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · אזור תעשייה עפולה</div>
<div class="eq"></div>
<div class="c b">${ltr('TAX INVOICE')} · חשבונית מס</div><div class="c">${ltr(`No. ${doc}`)}</div>
<div class="eq"></div>
<div class="row"><span>${ltr(`${dt(date, 'd.m.yy')}  ${hhmm(rng.int(0, 1439))}`)}</span><span>${ltr(`LANE ${rng.int(1, 6)}`)}</span></div>
<div class="row"><span>רכב ${ltr(plate(rng))}</span><span>${ltr(`ODO ${rng.int(40000, 980000)}`)}</span></div>
<div class="eq"></div>
${products.map((p) => `<div class="b">${ltr(p.en)} · ${p.he}</div><div class="row"><span>${ltr(`${(p.cl / 100).toFixed(2)} L x ${(p.per / 100).toFixed(2)}`)}</span><span>${ltr(amount(p.sum))}</span></div>`).join('')}
<div class="eq"></div>
<div class="row tot"><span>${ltr('TOTAL')} · סה"כ</span><span>${ltr(`${amount(fuel)} ILS`)}</span></div>
<div class="row"><span>מע"מ ${ltr(`${rate}%`)} כלול · ${ltr('VAT INCL.')}</span><span>${ltr(amount(vat))}</span></div>
<div class="row"><span>${ltr('FLEET CARD')} · כרטיס צי</span><span>${ltr(`*${rng.digits(4)}`)}</span></div>
<div class="row"><span>${ltr('DRIVER')} · נהג</span><span>${ltr(rng.digits(3))}</span></div>
<div class="eq"></div><div class="c sm">נסיעה בטוחה · ${ltr('Drive safe')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','DejaVu Sans Mono';font-size:11px;width:66mm;padding:3mm 5mm}.big{font-size:14px}.eq{border-top:1px dashed #000;margin:4px 0}.tot{font-size:14px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 180mm', css, body }),
      page: '76mm 180mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fuel), tax: truthAmount(vat) },
    };
  },
};
