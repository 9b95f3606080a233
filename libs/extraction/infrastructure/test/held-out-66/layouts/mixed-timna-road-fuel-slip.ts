import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline, plate } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-timna-road-fuel-slip';

/** A fuel slip on route 90 near Timna with each label in Hebrew and English; litres to two decimals times the price per litre to three, prices including VAT. */
export const mixedTimnaRoadFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const cl = rng.int(1500, 7500);
    const mils = diesel ? rng.int(6400, 7600) : rng.int(6500, 7800);
    const fuel = Math.floor((cl * mils + 500) / 1000);
    const extras = rng.chance(0.5) ? [{ name: rng.pick(['קפה הפוך Latte', 'מים 1.5 ל׳ Water', 'קרח Ice bag']), qty: rng.int(1, 2), unit: rng.int(8, 18) * 100 }] : [];
    const gross = fuel + total(extras.map((x) => x.qty * x.unit));
    const vat = vatIn(gross, rate);
    const vendorName = 'דלק המכרות תמנע בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}-${rng.int(100000, 999999)}`;
    const body = `<div class="c"><div class="brand">תחנת המכרות · MINES STATION</div><div class="sm">כביש 90 ליד פארק תמנע · Route 90 by Timna Park · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="dbl"></div><div class="c b">${bi('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(bi('מספר', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yyyy')))}${row(bi('שעה', 'Time'), ltr(hhmm(rng.int(5 * 60, 23 * 60))))}${row(bi('משאבה', 'Pump'), ltr(String(rng.int(1, 8))))}${row(bi('רכב', 'Vehicle'), ltr(plate(rng)))}
<div class="rule"></div>
<div>${diesel ? 'סולר Diesel' : 'בנזין 95 Petrol'} · ${bi('שירות עצמי', 'Self service')}</div>
${row(ltr(`${amount(cl)} L × ${(mils / 1000).toFixed(3)}`), ltr(amount(fuel)))}
${extras.map((x) => `<div>${x.name}</div>${row(ltr(`${x.qty} × ${amount(x.unit)}`), ltr(amount(x.qty * x.unit)))}`).join('')}
<div class="rule"></div>
${row(bi('סה"כ', 'Total'), ltr(`₪${amount(gross)}`), 'b big')}${row(bi(`מע"מ ${rate}%`, `VAT ${rate}%`), ltr(amount(vat)))}${row(bi('לפני מע"מ', 'Before VAT'), ltr(amount(gross - vat)))}
<div class="rule"></div>${row(bi('אשראי', 'Card'), ltr(`**** ${rng.digits(4)}`))}${row(bi('אישור', 'Approval'), ltr(rng.digits(7)))}
<div class="c sm">${bi('התחנה האחרונה לפני אילת', 'Last station before Eilat')}</div>`;
    const page = `80mm ${170 + extras.length * 12}mm`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:10px;width:72mm;padding:4mm}.brand{font-size:15px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
