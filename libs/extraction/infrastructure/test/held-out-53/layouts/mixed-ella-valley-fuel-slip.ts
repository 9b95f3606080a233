import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate, sh } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-ella-valley-fuel-slip';

/** Ella valley fuel slip with bilingual labels: litres, price per litre, VAT contained. */
export const mixedEllaValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const perL = (diesel ? rng.int(620, 790) : rng.int(640, 820)) * 1;
    const litres = rng.int(1500, 6500) / 100;
    const fuel = mul(litres, perL);
    const extras: [string, number][] = rng.some(
      [
        ['שמן מנוע 1L / Engine oil', 4900],
        ['מגבונים / Wipes', 1200],
        ['קפה הפוך / Latte', 1400],
        ['בקבוק מים / Water', 800],
        ['מים לשמשה / Screen wash', 1900],
      ] as [string, number][],
      rng.int(0, 2),
    );
    const gross = fuel + total(extras.map(([, p]) => p));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק עמק האלה בע"מ' : 'ניסים אוחיון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `EV${rng.digits(7)}` : `${rng.int(1, 4)}-${rng.digits(5)}`;
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'yyyy-mm-dd');
    const body = `<div class="slip"><div class="c brand">${co ? 'דלק עמק האלה · ELLA FUEL' : 'תחנת האלה · TEREBINTH STATION'}</div>
<div class="c sm">${co ? 'צומת האלה, כביש 38 / Ella Jct., Road 38' : 'כביש 375, ליד צור הדסה / Road 375'}</div>
${co ? `<div class="c sm">${vendorName} · ${bi('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'TAX INVOICE RECEIPT')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('שעה', 'Time'), ltr(`${String(rng.int(5, 23)).padStart(2, '0')}:${rng.int(10, 59)}`))}${row(bi('משאבה', 'Pump'), String(rng.int(1, 10)))}${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('ק״מ', 'Odometer'), ltr(String(rng.int(12000, 240000))))}
<div class="rule"></div><div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>${row(ltr(`${litres.toFixed(2)} L x ${(perL / 100).toFixed(2)}`), ltr(amount(fuel)))}
${extras.map(([name, p]) => row(name, ltr(amount(p)))).join('')}<div class="rule"></div>
${row(bi('סה"כ', 'TOTAL') + ' ₪', ltr(co ? amount(gross) : sh(gross, 'x ₪')), 'b big')}${row(bi(`מע"מ ${rate}%`, 'VAT'), ltr(amount(vat)))}${row(bi('לפני מע"מ', 'Net'), ltr(amount(gross - vat)))}
<div class="rule"></div>${row(bi('כרטיס', 'Card'), ltr(`****${rng.digits(4)}`))}${row(bi('אישור', 'Auth'), ltr(rng.digits(6)))}${rng.chance(0.5) ? row(bi('מועדון', 'Club'), ltr(notAnId(rng))) : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 200mm' : '60mm 240mm';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Mono', 'Noto Sans Hebrew'" : "'Keter YG', 'Noto Sans Hebrew'"};font-size:${co ? 10.5 : 9.5}px}.slip{padding:3mm}.brand{font-size:13px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
