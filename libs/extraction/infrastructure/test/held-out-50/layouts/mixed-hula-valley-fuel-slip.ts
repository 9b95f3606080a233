import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, notAnId, plate } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-hula-valley-fuel-slip';

/** Hula valley fuel station slip, every label in Hebrew and English. */
export const mixedHulaValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const litres = rng.int(1500, 6500);
    const perLitre = rng.int(620, 790);
    const fuel = Math.round((litres * perLitre) / 100);
    const extras: [string, number][] = rng.chance(0.5)
      ? rng.some(
          [
            [bi('קפה הפוך', 'Latte'), 1400],
            [bi('מים מינרליים', 'Water'), 800],
            [bi('נוזל שמשות', 'Screen wash'), 1900],
            [bi('שקית קרח', 'Ice bag'), 1200],
          ] as [string, number][],
          rng.int(1, 2),
        )
      : [];
    const gross = fuel + total(extras.map(([, p]) => p));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק עמק החולה בע"מ' : 'משה אוחיון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HV${rng.digits(7)}` : `${rng.int(1, 9)}-${rng.digits(5)}`;
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'yyyy-mm-dd');
    const head = co
      ? `<div class="c brand">דלק החולה · HULA FUEL</div><div class="c sm">צומת גומא, כביש 90 / Goma Jct., Road 90</div><div class="c sm">${vendorName} · ${bi('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">תחנת אגמון · AGMON STATION</div><div class="c sm">כביש 918, עמק החולה / Road 918</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div><div class="c b">${bi('חשבונית מס קבלה', 'TAX INVOICE RECEIPT')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dateText))}${row(bi('שעה', 'Time'), ltr(hhmm(rng.int(300, 1400))))}${row(bi('משאבה', 'Pump'), String(rng.int(1, 8)))}
${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('ק"מ', 'Odometer'), ltr(String(rng.int(12000, 240000))))}
<div class="rule"></div>${row(diesel ? bi('סולר', 'Diesel') : bi('בנזין 95', 'Unleaded 95'), '')}
${row(ltr(`${(litres / 100).toFixed(2)} L x ${(perLitre / 100).toFixed(2)}`), ltr(amount(fuel)))}
${extras.map(([d, p]) => row(d, ltr(amount(p)))).join('')}
<div class="rule"></div>${row(`${bi('סה"כ', 'TOTAL')} ₪`, ltr(amount(gross)), 'b big')}${row(bi(`מע"מ ${rate}%`, `VAT ${rate}%`), ltr(amount(vat)))}${row(bi('ללא מע"מ', 'Net'), ltr(amount(gross - vat)))}
${row(bi('כרטיס', 'Card'), ltr(`****${rng.digits(4)}`))}${row(bi('אישור', 'Auth.'), ltr(rng.digits(6)))}
${rng.chance(0.5) ? row(bi('מועדון', 'Club'), ltr(notAnId(rng))) : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 180mm' : '60mm 210mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Mono', 'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:${co ? '10.5px' : '10px'}}.slip{padding:3mm}.brand{font-size:14px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
