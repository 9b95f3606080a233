import { amount, formatDate, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfGross } from '../kit';

const STATIONS = ['דלק הגליל בע"מ', 'תחנת דור אלון צומת גומא', 'סונול ישראל בע"מ', 'פז חברת נפט בע"מ', 'דלקן שירותי תדלוק בע"מ'];

/** A fuel pump receipt: litres and price per litre, pump, odometer and plate numbers, VAT included. */
export const heFuelStation: Layout = {
  id: 'he-fuel-station',
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const vendor = rng.pick(STATIONS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const perLitre = rng.int(640, 790);
    const litres = rng.int(1200, 6500);
    const total = Math.round((litres * perLitre) / 1000);
    const vat = vatOfGross(total, rate);
    const doc = `${rng.int(10, 99)}${rng.digits(6)}`;
    const font = rng.pick(['DejaVu Sans Mono', 'FreeMono', 'Miriam Mono CLM', 'DejaVu Sans']);
    const idLabel = rng.pick(['ח.פ', 'ח.פ.', 'ע.מ']);
    const body = `
<div class="c b">${vendor}</div>
<div class="c">${idLabel}: ${id}</div>
<div class="c">תחנה ${rng.int(100, 999)} - ${rng.pick(['צומת גומא', 'כביש 6 צפון', 'נתיבות', 'גבעת שמואל'])}</div>
<pre>
תאריך: ${formatDate(date, rng.pick(['d/m/Y', 'd/m/y'] as const))}   שעה: ${time(rng)}
קבלה מס': ${doc}
משאבה: ${rng.int(1, 12)}   מוצר: ${rng.pick(['בנזין 95', 'סולר'])}
כמות (ליטר): ${(litres / 1000).toFixed(2)}
מחיר לליטר: ${(perLitre / 100).toFixed(2)}
רכב: ${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}   ק"מ: ${rng.int(10000, 250000)}
</pre>
<div class="r b"><span>סה"כ</span><span>${amount(total)} ש"ח</span></div>
<div class="r"><span>מזה מע"מ ${rate}%</span><span>${amount(vat)}</span></div>
<div class="r"><span>מחיר ללא מע"מ</span><span>${amount(total - vat)}</span></div>
<pre>
כרטיס: XXXX-XXXX-XXXX-${rng.digits(4)}
אישור: ${rng.digits(7)}
</pre>
<div class="c">נסיעה טובה!</div>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; width: 66mm; padding: 4mm; } pre { font-family: inherit; margin: 4px 0; white-space: pre-wrap; }
.c { text-align: center; } .b { font-weight: bold; font-size: 12pt; } .r { display: flex; justify-content: space-between; }`;
    return {
      page: '74mm 150mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '74mm 150mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
