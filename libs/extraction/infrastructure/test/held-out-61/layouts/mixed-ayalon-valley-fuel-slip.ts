import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, mul, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-ayalon-valley-fuel-slip';

/** Fuel, English name and price per litre in agorot, by year (roughly the regulated self-service price with a small margin). */
const FUELS: [string, string, Record<number, [number, number]>][] = [
  ['בנזין 95', 'Petrol 95', { 2022: [659, 761], 2023: [683, 752], 2024: [699, 772], 2025: [696, 752], 2026: [684, 741] }],
  ['בנזין 98', 'Petrol 98', { 2022: [759, 869], 2023: [789, 859], 2024: [805, 879], 2025: [802, 859], 2026: [790, 848] }],
  ['סולר', 'Diesel', { 2022: [689, 839], 2023: [699, 789], 2024: [709, 779], 2025: [699, 769], 2026: [689, 759] }],
];
const SHOP: [string, string, number, number][] = [
  ['קפה הפוך', 'Cappuccino', 1200, 1600],
  ['כריך טונה', 'Tuna sandwich', 2400, 3200],
  ['נוזל שמשות 4 ל׳', 'Screen wash 4 L', 1990, 2990],
  ['מים מינרליים 1.5 ל׳', 'Mineral water 1.5 L', 700, 900],
  ['מטהר אוויר לרכב', 'Car air freshener', 1490, 2490],
  ['שמן מנוע 1 ל׳', 'Engine oil 1 L', 4990, 6990],
];

/** An Ayalon valley fuel slip with "Hebrew · English" labels, prices including VAT. */
export const mixedAyalonValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const [fuelHe, fuelEn, prices] = rng.pick(FUELS);
    const [lo, hi] = prices[Number(date.slice(0, 4))];
    const ppl = rng.int(lo, hi);
    const litres = rng.int(1500, 6500);
    const fuelSum = mul(litres / 100, ppl);
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, a, b]) => ({ he, en, unit: rng.int(a / 10, b / 10) * 10 })) : [];
    const gross = fuelSum + total(shop.map((s) => s.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'איילון אנרגיות בע"מ' : 'ניסים אוחיון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AV-${rng.int(1000000, 9999999)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x NIS'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'yyyy-mm-dd'));
    const clock = `${String(rng.int(5, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const L = (he: string, en: string) => `${he} · ${ltr(en)}`;
    const pay = rng.pick(['card', 'fleet', 'cash'] as const);
    const given = Math.ceil(gross / 10000) * 10000;
    const payment =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`****${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : pay === 'fleet'
          ? `${row(L('תג צי', 'Fleet tag'), ltr(rng.digits(8)))}${row(L('נהג', 'Driver'), ltr(String(rng.int(100, 999))))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
          : `${row(L('מזומן', 'Cash'), ltr(money(given)))}${row(L('עודף', 'Change'), ltr(money(given - gross)))}`;
    const body = `<div class="c">${
      co
        ? `<div class="brand">עמק איילון דלק · ${ltr('AYALON VALLEY FUEL')}</div><div class="sm">צומת לטרון, כביש 3 · ${ltr('Latrun Jct., Route 3')}</div><div class="sm">${vendorName}</div><div class="sm">${L('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))} · ${ltr(landline(rng))}</div>`
        : `<div class="brand">תחנת שעלבים · ${ltr('SHAALVIM STATION')}</div><div class="sm">כניסה לשעלבים, כביש 424 · ${ltr(cellular(rng))}</div>`
    }</div>
<div class="rule"></div><div class="c b">${L('חשבונית מס / קבלה', 'TAX INVOICE / RECEIPT')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f(date)))}${row(L('שעה', 'Time'), ltr(clock))}${row(L('משאבה / אקדח', 'Pump / Nozzle'), ltr(`${rng.int(1, 10)} / ${rng.int(1, 4)}`))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}${row(L('מד אוץ', 'Odometer'), ltr(`${rng.int(5000, 280000)} km`))}
<div class="rule"></div>
${row(L(fuelHe, fuelEn), ltr(money(fuelSum)))}<div class="sm">${ltr(`${(litres / 100).toFixed(2)} L × ${amount(ppl)}`)}</div>
${shop.map((s) => row(L(s.he, s.en), ltr(money(s.unit)))).join('')}
<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}% (כלול)`, `VAT ${rate}% (incl.)`), ltr(money(vat)))}
<div class="rule"></div>${payment}
${co ? `<div class="sm c">${L('נקודות מועדון', 'Club points')}: ${Math.floor(gross / 500)}</div>` : `<div class="rule"></div><div class="sm c">ניסים אוחיון · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 58;
    const page = `${width}mm ${co ? 190 : 180}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Liberation Mono'"};font-size:${co ? 11 : 9}px;padding:4mm ${co ? 3.5 : 2}mm;width:${width}mm;box-sizing:border-box}.brand{font-size:${co ? 15 : 12}px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
