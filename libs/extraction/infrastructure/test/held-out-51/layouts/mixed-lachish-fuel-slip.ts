import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId, plate } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-lachish-fuel-slip';

/** Lachish region fuel station slip with every label in Hebrew and English. */
export const mixedLachishFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const ppl = rng.int(640, 790);
    const litres = rng.int(1500, 6500) / 100;
    const fuel = Math.round(litres * ppl);
    const extras: [string, number][] = rng.chance(0.5)
      ? rng.some(
          [
            ['קפה שחור / Black coffee', 1200],
            ['מים 1.5 ל׳ / Water', 800],
            ['נוזל שמשות / Screen wash', 1990],
            ['שקית קרח / Ice bag', 1000],
          ] as [string, number][],
          rng.int(1, 2),
        )
      : [];
    const gross = fuel + total(extras.map(([, p]) => p));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק שפלת לכיש בע"מ' : 'משה אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LK${rng.digits(7)}` : `${rng.int(1, 9)}/${rng.digits(5)}`;
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const body = `<div class="slip"><div class="c brand">${co ? 'דלק לכיש · LACHISH FUEL' : 'תחנת לכיש הירוקה · GREEN LACHISH'}</div><div class="c sm">${co ? 'צומת גבעתי, כביש 35 / Givati Jct., Road 35' : 'כביש 353, ליד קיבוץ לכיש / Road 353'}</div>
${co ? `<div class="c">${vendorName}</div><div class="c">${bi('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}</div>` : ''}<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'TAX INVOICE RECEIPT')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(f))}${row(bi('שעה', 'Time'), ltr(`${rng.int(6, 22)}:${rng.int(10, 59)}`))}${row(bi('משאבה', 'Pump'), String(rng.int(1, 12)))}${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('ק"מ', 'Odometer'), ltr(String(rng.int(10000, 250000))))}
<div class="rule"></div><div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>${row(ltr(`${litres.toFixed(2)} L x ${amount(ppl)}`), ltr(amount(fuel)))}
${extras.map(([d, p]) => row(d, ltr(amount(p)))).join('')}<div class="rule"></div>
${row(bi('סה"כ', 'TOTAL') + ' ₪', ltr(amount(gross)), 'b big')}${row(bi(`מע"מ ${rate}%`, 'VAT'), ltr(amount(vat)))}${row(bi('לפני מע"מ', 'Net'), ltr(amount(gross - vat)))}
${row(bi('אשראי', 'Card'), ltr(`**${rng.digits(4)}`))}${row(bi('אישור', 'Auth'), ltr(rng.digits(6)))}${rng.chance(0.5) ? row(bi('מועדון', 'Club'), ltr(notAnId(rng))) : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}</div>`;
    const page = co ? '80mm 200mm' : '62mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Mono', 'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:${co ? 10.5 : 10}px}.slip{padding:4mm}.brand{font-size:15px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
