import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-yagur-fuel-till';

/** Agorot per litre, VAT included, self service, by year: [95 octane, diesel] ranges. */
const PRICES: Record<number, [[number, number], [number, number]]> = {
  2022: [
    [698, 798],
    [712, 842],
  ],
  2023: [
    [681, 742],
    [688, 751],
  ],
  2024: [
    [712, 764],
    [705, 748],
  ],
  2025: [
    [705, 752],
    [698, 739],
  ],
};

/** Shop extras, agorot. */
const SHOP: [string, number][] = [
  ["נוזל לשמשות 4 ל'", 2990],
  ['קפה הפוך גדול', 1400],
  ['מגבונים לרכב', 1190],
  ["שמן מנוע 1 ל'", 5490],
  ["מים מינרליים 1.5 ל'", 890],
];

/**
 * A fuel station at the Yagur junction, a pump receipt, 80 mm (Miriam Mono CLM, monospaced throughout): the station over
 * the company with "ח.פ" spaced in threes, "חשבונית מס / קבלה" with a seven-digit number with leading zeros, the station
 * number apart, date dd/mm/yyyy and time, pump, fuel (95 or diesel), litres to two decimals, price per litre with VAT,
 * sometimes a full-service surcharge per litre and a shop item, "סה"כ" with "₪" before, "המחיר כולל מע"מ n%" and the VAT,
 * the plate and odometer on a fleet card or a card's last digits.
 */
export const heYagurFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const diesel = rng.chance(0.35);
    const [lo, hi] = PRICES[Number(date.slice(0, 4))][diesel ? 1 : 0];
    const price = rng.int(lo, hi);
    const cl = rng.int(1200, diesel ? 9000 : 6200);
    const fuel = Math.round((cl * price) / 100);
    const full = rng.chance(0.3);
    const surchargeRate = 24;
    const surcharge = full ? Math.round((cl * surchargeRate) / 100) : 0;
    const extras = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = total([fuel, surcharge, ...extras.map(([, p]) => p)]);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'צומת יגור אנרגיה ושירותי דרך בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 999999)).padStart(7, '0');
    const at = rng.int(5 * 60, 23 * 60 + 30);
    const fleet = rng.chance(0.5);
    const litres = (cl / 100).toFixed(2);
    const body = `<div class="c b big">תחנת צומת יגור</div><div class="c">${vendorName}</div><div class="c">ח.פ ${ltr(spacedId(taxId))}</div><div class="c">כביש 70, צומת יגור</div>
<div class="eq"></div><div class="c b">חשבונית מס / קבלה</div>${row('מספר', ltr(doc))}${row('תחנה', ltr(`0${rng.int(100, 899)}`))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שעה', ltr(hhmm(at)))}<div class="eq"></div>
${row('משאבה', ltr(String(rng.int(1, 12))))}${row('מוצר', diesel ? 'סולר' : `בנזין ${ltr('95')}`)}${row('כמות (ליטר)', ltr(litres))}${row('מחיר לליטר', ltr(amount(price)))}${row('סכום דלק', ltr(amount(fuel)))}
${full ? row(`תוספת שירות מלא ${ltr(`${(surchargeRate / 100).toFixed(2)}`)} לל'`, ltr(amount(surcharge))) : row('שירות', 'עצמי')}
${extras.map(([name, p]) => row(name, ltr(amount(p)))).join('')}<div class="eq"></div>
${row('<b>סה"כ</b>', `<b>${ltr(`₪${amount(gross)}`)}</b>`, 'big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}<div class="eq"></div>
${
  fleet
    ? `${row('כרטיס צי', ltr(`${rng.digits(4)} ${rng.digits(4)}`))}${row('רכב', ltr(plate(rng)))}${row('ק"מ', ltr(String(rng.int(12000, 320000))))}${row('קוד נהג', ltr(rng.digits(3)))}`
    : `${row('אשראי', ltr(`************${rng.digits(4)}`))}${row("מס' אישור", ltr(rng.digits(6)))}`
}
<div class="eq"></div><div class="c">נסיעה טובה!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM';font-size:11.5px;padding:4mm 4mm;width:72mm}.big{font-size:14px}.eq{border-top:1px dashed #000;border-bottom:1px dashed #000;height:2px;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
