import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-jerusalem-corridor-fuel-slip';

/** Fuel, its English name, and the price per litre in agorot by year (self-service, VAT included; roughly the regulated price). */
const FUELS: [string, string, Record<string, [number, number]>][] = [
  ['בנזין 95', 'Petrol 95', { '2022': [660, 780], '2023': [690, 740], '2024': [700, 760], '2025': [700, 750], '2026': [680, 740] }],
  ['סולר', 'Diesel', { '2022': [700, 820], '2023': [690, 760], '2024': [690, 750], '2025': [680, 740], '2026': [670, 730] }],
  ['בנזין 98', 'Petrol 98', { '2022': [790, 900], '2023': [820, 880], '2024': [830, 890], '2025': [830, 880], '2026': [810, 870] }],
];

/** Shop item: Hebrew, English, price in agorot. */
const SHOP: [string, string, number][] = [
  ['קפה הפוך', 'Cappuccino', 1400],
  ['קרואסון חמאה', 'Butter croissant', 1200],
  ['נוזל לשמשות 4 ל׳', 'Screen wash 4 L', 2490],
  ['שמן מנוע 1 ל׳', 'Engine oil 1 L', 5990],
  ['שקית קרח', 'Bag of ice', 900],
  ['מים מינרליים שישייה', 'Mineral water 6-pack', 1990],
];

/** A Jerusalem corridor fuel station's bilingual slip ("Hebrew · English" labels), prices including VAT. */
export const mixedJerusalemCorridorFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const [fuelHe, fuelEn, prices] = rng.pick(FUELS);
    const [lo, hi] = prices[date.slice(0, 4)];
    const perLitre = rng.int(lo, hi);
    const centilitres = rng.int(1500, 6500);
    const fuel = Math.round((centilitres * perLitre) / 100);
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(shop.map(([, , p]) => p));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'שער ההרים דלקים בע"מ' : 'חיים בן שושן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HG-${rng.int(1000000, 9999999)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ILS'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy').replace(/\//g, '.'));
    const L = (he: string, en: string) => `${he} · ${en}`;
    const pump = rng.int(1, 12);
    const mode = rng.int(0, 2);
    const payment =
      mode === 0
        ? `${row(L('אשראי', 'Card'), ltr('****' + rng.digits(4)))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : mode === 1
          ? `${row(L('צי רכב', 'Fleet tag'), ltr(rng.digits(8)))}${row(L('מס׳ נהג', 'Driver no.'), ltr(String(rng.int(100, 999))))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
          : (() => {
              const paid = Math.ceil(gross / 10000) * 10000;
              return `${row(L('מזומן', 'Cash'), ltr(money(paid)))}${row(L('עודף', 'Change'), ltr(money(paid - gross)))}`;
            })();
    const top = co
      ? `<div class="c brand">שער ההרים · HILLS GATE</div>
<div class="c sm">כביש 1, צומת נווה אילן · Route 1, Neve Ilan junction · ${ltr(landline(rng))}</div>
<div class="c">${vendorName}</div>
<div class="c">${L('ח.פ.', 'Company No.')} ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">דלק הקסטל · CASTEL FUEL</div>
<div class="c sm">מבשרת ציון, כביש 1 · Mevaseret Zion, Route 1 · ${ltr(landline(rng))}</div>`;
    const body = `${top}
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה · TAX INVOICE / RECEIPT</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f(date)))}${row(L('שעה', 'Time'), ltr(hhmm(rng.int(5 * 60, 23 * 60))))}${row(L('משאבה', 'Pump'), ltr(`${pump}/${rng.int(1, 4)}`))}
${row(L('רכב', 'Vehicle'), ltr(plate(rng)))}${row(L('מד מרחק', 'Odometer'), ltr(`${rng.int(8000, 290000)} km`))}
<div class="rule"></div>
${row(L(fuelHe, fuelEn), '')}${row(L('ליטרים', 'Litres'), ltr((centilitres / 100).toFixed(2)))}${row(L('מחיר לליטר', 'Price/L'), ltr(amount(perLitre)))}${row(L('סכום דלק', 'Fuel'), ltr(money(fuel)))}
${shop.map(([he, en, p]) => row(L(he, en), ltr(money(p)))).join('')}
<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}
${row(L(`מע"מ ${rate}% (כלול)`, `VAT ${rate}% (incl.)`), ltr(money(vat)))}
<div class="rule"></div>
${payment}
<div class="c sm">${L('נקודות מועדון שנצברו', 'Club points earned')}: ${Math.floor(gross / 1000)}</div>
${co ? '' : `<div class="rule"></div><div class="c sm">חיים בן שושן · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 58;
    const page = `${width}mm ${co ? 190 : 215}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Miriam Mono CLM'" : "'FreeMono'"};font-size:${co ? 10.5 : 9.5}px;padding:3mm}.brand{font-size:${co ? 17 : 14}px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
