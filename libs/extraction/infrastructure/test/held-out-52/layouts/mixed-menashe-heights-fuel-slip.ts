import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-menashe-heights-fuel-slip';

/** Menashe heights fuel slip with Hebrew and English labels. */
export const mixedMenasheHeightsFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const ppl = rng.int(620, 790) + (diesel ? 20 : 0);
    const litres = rng.int(1500, 6500) / 100;
    const fuel = mul(litres, ppl);
    const extras: [string, number][] = rng.chance(0.5)
      ? rng.some(
          [
            ['קפה / Coffee', 1200],
            ['מים / Water', 800],
            ['נוזל שמשות / Screen wash', 2490],
            ['מגבונים / Wipes', 1590],
          ] as [string, number][],
          rng.int(1, 2),
        )
      : [];
    const gross = fuel + total(extras.map(([, c]) => c));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק רמות מנשה בע"מ' : 'סלים חורי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MN${rng.digits(7)}` : `${rng.int(1, 9)}/${rng.digits(5)}`;
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const body = `<div class="slip"><div class="c brand">${co ? 'דלק רמות מנשה · MENASHE FUEL' : 'תחנת הגבעות · HILLS STATION'}</div>
<div class="c sm">${co ? 'צומת אליקים, כביש 70 / Road 70' : 'כביש 672, ליד עין השופט / Road 672'}</div>
${co ? `<div class="c">${vendorName}</div><div class="c">${bi('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}</div>` : ''}
<div class="c b">${bi('חשבונית מס קבלה', 'TAX INVOICE RECEIPT')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('שעה', 'Time'), ltr(`${rng.int(6, 22)}:${rng.int(10, 59)}`))}${row(bi('משאבה', 'Pump'), String(rng.int(1, 8)))}${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('ק״מ', 'Odometer'), ltr(String(rng.int(12000, 290000))))}
<div class="rule"></div>${row(diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95', ltr(amount(fuel)))}${row(ltr(`${litres.toFixed(2)} L x ${(ppl / 100).toFixed(2)}`), '')}
${extras.map(([name, c]) => row(name, ltr(amount(c)))).join('')}<div class="rule"></div>
${row(bi('סה"כ', 'TOTAL') + ' ₪', ltr(amount(gross)), 'b big')}${row(bi(`מע"מ ${rate}%`, 'VAT'), ltr(amount(vat)))}${row(bi('לפני מע"מ', 'Net'), ltr(amount(gross - vat)))}
${row(bi('כרטיס', 'Card'), ltr(`****${rng.digits(4)}`))}${row(bi('אישור', 'Auth.'), ltr(rng.digits(6)))}${rng.chance(0.5) ? row(bi('מועדון', 'Club'), ltr(notAnId(rng))) : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 200mm' : '62mm 210mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Mono', 'Noto Sans Hebrew'" : "'Simple CLM', 'FreeSans'"};font-size:${co ? 10 : 9.5}px}.slip{padding:3mm 4mm}.brand{font-size:13px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
