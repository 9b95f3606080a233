import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-gome-junction-fuel-slip';

/** Price per litre of petrol 95 in agorot (VAT included, full service excluded) by year: lowest and highest. */
const PRICE: Record<number, [number, number]> = { 2023: [680, 750], 2024: [690, 770], 2025: [700, 760], 2026: [690, 750] };

/**
 * A fuel station's slip at the Gome junction, 80 mm (FreeMono): a three-column table of Hebrew label, value and English
 * label on every line, company name and id, slip number, date and time, pump, petrol 95 or diesel, litres to two
 * decimals, price per litre, a members' discount per litre on some (and the amount it saves), total with "ש"ח" after the
 * amount, VAT contained, card with approval, plate on some.
 */
export const mixedGomeJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const [lo, hi] = PRICE[year];
    const perLitre = rng.int(lo, hi) + (diesel ? rng.int(-25, 25) : 0);
    const member = rng.chance(0.45) ? rng.pick([10, 15, 20, 25]) : 0;
    const cl = rng.int(1200, 7000);
    const list = Math.round((cl * perLitre) / 100);
    const gross = Math.round((cl * (perLitre - member)) / 100);
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת דלק צומת גומא בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}-${rng.digits(5)}`;
    const r = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${ltr(v)}</td><td class="en">${ltr(en)}</td></tr>`;
    const body = `<div class="c"><div class="brand">צומת גומא</div><div>${ltr('GOME JUNCTION FUEL')}</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. / ${ltr('Co. No.')} ${ltr(taxId)}</div><div class="sm">כביש ${ltr('90')}, צומת גומא · ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<div class="c b t">חשבונית מס / קבלה<br>${ltr('TAX INVOICE / RECEIPT')}</div>
<table class="f">
${r('מס׳', doc, 'No.', 'b')}
${r('תאריך', dt(date, 'dd/mm/yy'), 'Date')}
${r('שעה', hhmm(rng.int(300, 1410)), 'Time')}
${r('משאבה', String(rng.int(1, 10)), 'Pump')}
${r('מוצר', diesel ? 'DIESEL' : 'UNLEADED 95', 'Product')}
${r('ליטרים', (cl / 100).toFixed(2), 'Litres')}
${r('מחיר/ל׳', amount(perLitre), 'Price/L')}
${member ? `${r('מחירון', amount(list), 'List')}${r(`הנחת חבר ${ltr(amount(member))}/ל׳`, `-${amount(list - gross)}`, 'Member disc.')}` : ''}
${r('סה"כ', `${amount(gross)} ש"ח`, 'TOTAL', 'b big')}
${r(`מע"מ ${ltr(`${rate}%`)}`, amount(vat), `incl. VAT ${rate}%`)}
${r('כרטיס', `****${rng.digits(4)}`, 'Card')}
${r('אישור', rng.digits(6), 'Approval')}
${rng.chance(0.5) ? r('רכב', plate(rng), 'Vehicle') : ''}
</table>
<div class="c sm">שמרו את הקבלה · ${ltr('Keep your receipt')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','Miriam Mono CLM';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:21px;font-weight:bold}.t{margin:6px 0;border-top:1px dashed #000;border-bottom:1px dashed #000;padding:3px 0}
.f{width:100%}.f td{padding:1px 0}.f .v{text-align:center;font-weight:bold}.f .en{text-align:left;font-size:10px}.big td{font-size:1.25em;border-top:1px dashed #000;border-bottom:1px dashed #000}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
