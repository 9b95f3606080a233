import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-gilboa-fuel-slip';

const SHOP: [string, number][] = [
  ['מגבונים / Wipes', 1490],
  ['מים 1.5 ל׳ / Water', 790],
  ['אספרסו / Espresso', 1200],
  ['שמן מנוע / Engine oil', 5990],
  ['נוזל שמשות / Screen wash', 1890],
  ['מטען לרכב / Car charger', 4990],
];

/** Gilboa fuel slip with Hebrew and English labels: VAT contained. */
export const mixedGilboaFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const litres = rng.int(1200, 6500) / 100;
    const ppl = rng.int(620, 790); // agorot per litre
    const fuel = mul(litres, ppl);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(extras.map((x) => x[1]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'תחנות הגלבוע בע"מ' : 'יוסי מרקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `GB${rng.digits(7)}` : `${rng.int(1, 9)}/${rng.digits(5)}`;
    const body = `<div class="c brand">${co ? 'דלק הגלבוע · GILBOA FUEL' : 'תחנת מעיין חרוד · HAROD SPRING STATION'}</div>
<div class="c sm">${co ? `צומת יזרעאל, כביש 675 / Road 675<br>${vendorName} · ${bi('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}` : 'כביש 71, גידעונה / Road 71'}</div>
<div class="rule"></div><div class="c b">${bi('חשבונית מס קבלה', 'TAX INVOICE RECEIPT')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dt(date, co ? 'dd.mm.yyyy' : 'yyyy-mm-dd')))}${row(bi('שעה', 'Time'), ltr(time(rng)))}${row(bi('משאבה', 'Pump'), ltr(String(rng.int(1, 10))))}${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('ק"מ', 'Odometer'), ltr(String(rng.int(10000, 290000))))}
<div class="rule"></div>
<div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>${row(ltr(`${litres.toFixed(2)} L x ${(ppl / 100).toFixed(2)}`), ltr(amount(fuel)))}
${extras.map(([x, c]) => row(x, ltr(amount(c)))).join('')}
<div class="rule"></div>
${row(bi('סה"כ', 'TOTAL ₪'), ltr(amount(gross)), 'b big')}${row(bi(`מע"מ ${rate}%`, 'VAT'), ltr(amount(vat)))}${row(bi('לפני מע"מ', 'Net'), ltr(amount(gross - vat)))}
<div class="rule"></div>
${row(bi('כרטיס', 'Card'), ltr(`**** ${rng.digits(4)}`))}${row(bi('אישור', 'Auth'), ltr(rng.digits(6)))}${rng.chance(0.5) ? row(bi('מועדון', 'Club'), ltr(notAnId(rng))) : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 300mm' : '62mm 330mm';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Mono','Noto Sans Hebrew'" : "'Keter YG'"};font-size:${co ? 11.5 : 10.5}px;padding:4mm}.brand{font-size:16px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
