import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-ahihud-junction-fuel-slip';

/** Price per litre in agorot (with VAT), lowest and highest, by product and year. */
const PRICES: Record<string, Record<number, [number, number]>> = {
  '95': { 2022: [640, 790], 2023: [680, 740], 2024: [690, 760], 2025: [700, 770], 2026: [700, 780] },
  diesel: { 2022: [650, 860], 2023: [690, 780], 2024: [700, 790], 2025: [700, 780], 2026: [690, 780] },
};
const SHOP: [string, string, number][] = [
  ['קפה הפוך', 'Cappuccino', 1400],
  ['שמן מנוע 1 ליטר', 'Engine oil 1 L', 4900],
  ['נוזל לשמשות', 'Screen wash', 1900],
  ['בקבוק מים 1.5 ליטר', 'Water 1.5 L', 800],
];

/**
 * A fuel station's slip at the Ahihud junction, 80 mm (Miriam Mono CLM): a bilingual header, the operator's company
 * name and id, "חשבונית מס/קבלה" with "TAX INVOICE / RECEIPT" and a number, then every line as a Hebrew label with its
 * English label small under it and the value at the left end (date, time, pump, product, litres to two decimals, price
 * per litre, fuel sum), a shop item on some, the total with "ש"ח", the VAT contained, card with terminal and approval,
 * a fleet plate and odometer on some. Open every day.
 */
export const mixedAhihudJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.35);
    const [lo, hi] = PRICES[diesel ? 'diesel' : '95'][year];
    const perLitre = rng.int(lo, hi);
    const cl = rng.int(1500, 6500);
    const fuel = Math.round((cl * perLitre) / 100);
    const shop = rng.chance(0.35) ? rng.pick(SHOP) : null;
    const shopSum = shop ? Math.round((shop[2] * (1 + (year - 2022) * 0.04)) / 10) * 10 : 0;
    const gross = total([fuel, shopSum]);
    const vat = vatIn(gross, rate);
    const vendorName = 'אחיהוד אנרגיה ושירותי דרך בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}${rng.digits(5)}`;
    const fleet = rng.chance(0.3);
    const line = (he: string, en: string, v: string, cls = '') => `<tr class="${cls}"><td><div>${he}</div><div class="en">${ltr(en)}</div></td><td>${ltr(v)}</td></tr>`;
    const body = `<div class="c b big">תחנת צומת אחיהוד</div><div class="c en2">${ltr('AHIHUD JUNCTION FUEL')}</div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · כביש ${ltr('70')}, צומת אחיהוד</div>
<div class="dash"></div>
<div class="c b">חשבונית מס/קבלה ${ltr(doc)}</div><div class="c en2">${ltr(`TAX INVOICE / RECEIPT ${doc}`)}</div>
<div class="dash"></div>
<table class="ln">
${line('תאריך', 'Date', dt(date, 'dd/mm/yyyy'))}
${line('שעה', 'Time', hhmm(rng.int(0, 1439)))}
${line('משאבה', 'Pump', String(rng.int(1, 12)))}
${line('מוצר', 'Product', diesel ? 'DIESEL / סולר' : 'UNLEADED 95 / בנזין 95')}
${line('כמות (ליטר)', 'Litres', (cl / 100).toFixed(2))}
${line('מחיר לליטר', 'Price / L', (perLitre / 100).toFixed(2))}
${line('סכום דלק', 'Fuel', amount(fuel))}
${shop ? line(shop[0], shop[1], amount(shopSum)) : ''}
${line('סה"כ לתשלום', 'TOTAL', `${amount(gross)} ש"ח`, 'tot')}
${line(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`, amount(vat))}
${line('אשראי', 'Card', `****${rng.digits(4)}`)}
${line('מסוף / אישור', 'Terminal / Approval', `${rng.digits(3)} / ${rng.digits(6)}`)}
${fleet ? line('רכב', 'Vehicle', plate(rng)) : ''}
${fleet ? line('ק"מ', 'Odometer', String(rng.int(12000, 390000))) : ''}
</table>
<div class="dash"></div>
<div class="c sm">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','FreeMono';font-size:12.5px;width:70mm;padding:4mm}.big{font-size:16px}.en2{font-size:10.5px;letter-spacing:1px}.dash{border-top:1px dashed #000;margin:5px 0}
.ln{width:100%}.ln td{padding:2px 0;vertical-align:top}.ln td:last-child{text-align:left;white-space:nowrap;font-weight:bold}.ln .en{font-size:9.5px;color:#333}.ln .tot td{font-size:14px;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
