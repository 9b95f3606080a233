import { amount, formatDate, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfGross } from '../kit';

const OPERATORS = ['מוניות הדר בע"מ', 'Rapid Cab Ltd', 'מוניות אשכול', 'TLV Taxi Services Ltd.'];

/** A taxi receipt printed by the meter: Hebrew and English mixed, trip details, fare, VAT included. */
export const mixedTaxiReceipt: Layout = {
  id: 'mixed-taxi-receipt',
  lang: 'mixed',
  kind: 'taxi',
  make(rng) {
    const vendor = rng.pick(OPERATORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const fare = rng.int(1500, 22000);
    const extras = rng.chance(0.5) ? rng.pick([500, 1000, 530]) : 0;
    const total = fare + extras;
    const vat = vatOfGross(total, rate);
    const doc = rng.digits(rng.int(4, 6));
    const font = rng.pick(['DejaVu Sans Mono', 'FreeMono', 'Liberation Mono']);
    const style = rng.pick(['d/m/y', 'd/m/Y', 'd.m.Y'] as const);
    const lines = [
      `${vendor}`,
      `Reg. No / ח.פ. ${id}`,
      `Taxi No. ${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}  Driver ${rng.digits(5)}`,
      `קבלה / Receipt ${doc}`,
      `${formatDate(date, style)}  ${time(rng)} - ${time(rng)}`,
      `Tariff ${rng.pick(['1', '2', '3'])}   KM ${(rng.int(12, 480) / 10).toFixed(1)}`,
      `נסיעה / Fare       ${amount(fare)}`,
      ...(extras ? [`תוספות / Extras     ${amount(extras)}`] : []),
      `סה"כ / TOTAL   ₪${amount(total)}`,
      `כולל מע"מ ${rate}%     ${amount(vat)}`,
      'נסיעה טובה / Have a nice ride',
    ];
    const body = `<pre>${lines.join('\n')}</pre>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 4mm; } pre { font-family: inherit; margin: 0; line-height: 1.5; }`;
    return {
      page: '70mm 100mm',
      html: htmlPage({ lang: 'he', dir: 'ltr', page: '70mm 100mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
