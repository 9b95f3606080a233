import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-western-negev-fuel-slip';

/** Price per litre in agorot (with VAT) by year: [95, diesel]. */
const PRICES: Record<string, [number, number]> = {
  '2022': [720, 760],
  '2023': [690, 710],
  '2024': [700, 720],
  '2025': [730, 740],
  '2026': [715, 725],
};
const SHOP: [string, string, number, number][] = [
  ['קפה הפוך', 'Latte', 1200, 1600],
  ['כריך טונה', 'Tuna sandwich', 2400, 3200],
  ['בקבוק מים 1.5 ל׳', 'Water 1.5 l', 800, 1100],
  ['נוזל לשמשות', 'Screen wash', 1900, 2900],
  ['שמן מנוע 1 ל׳', 'Engine oil 1 l', 5900, 7900],
  ['בורקס גבינה', 'Cheese bourekas', 900, 1400],
];

/** A western Negev fuel slip with bilingual labels (Hebrew | English), prices including VAT. */
export const mixedWesternNegevFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const [p95, pd] = PRICES[date.slice(0, 4)];
    const perL = (diesel ? pd : p95) + rng.int(-15, 15);
    const litres = rng.int(1500, 6200) / 100;
    const fuel = mul(litres, perL);
    const shop = rng.some(SHOP, rng.int(0, 2)).map(([he, en, lo, hi]) => ({ he, en, sum: rng.int(lo / 10, hi / 10) * 10 }));
    const gross = fuel + total(shop.map((s) => s.sum));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'בשור אנרגיה בע"מ' : 'אלון ביטן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BS${rng.int(1000000, 9999999)}` : `${rng.int(100000, 999999)}`;
    const money = (c: number) => (co ? sh(c, 'ILS x') : sh(c, '₪x'));
    const f = (d: string) => (co ? dt(d, 'yyyy-mm-dd') : dt(d, 'dd.mm.yy'));
    const L = (he: string, en: string) => `${he} | ${ltr(en)}`;
    const time = `${String(rng.int(5, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const fuelName = diesel ? L('סולר', 'Diesel') : L('בנזין 95', 'Unleaded 95');
    const pay = rng.pick(['card', 'cash', 'fleet']);
    const cash = Math.ceil(gross / 10000) * 10000;
    const payment =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`****${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : pay === 'cash'
          ? `${row(L('מזומן', 'Cash'), ltr(money(cash)))}${row(L('עודף', 'Change'), ltr(money(cash - gross)))}`
          : `${row(L('צי רכב', 'Fleet tag'), ltr(rng.digits(8)))}${row(L('נהג', 'Driver'), ltr(rng.digits(4)))}`;
    const head = co
      ? `<div class="c"><div class="brand">דלק הבשור · BESOR FUEL</div><div class="sm">צומת גילת, כביש 25 · Gilat Junction, Route 25<br>${vendorName} · ${L('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand">תחנת שובל · SHOVAL STATION</div><div class="sm">כביש 264 ליד קיבוץ שובל · Route 264 · ${ltr(cellular(rng))}</div></div>`;
    const body = `${head}
<div class="dbl"></div><div class="c b">${L('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f(date)))}${row(L('שעה', 'Time'), ltr(time))}${row(L('משאבה', 'Pump'), ltr(`${rng.int(1, 8)}/${rng.int(1, 4)}`))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}${row(L('ק"מ', 'Odometer'), ltr(String(rng.int(12000, 310000))))}
<div class="rule"></div>
<div>${fuelName}</div>${row(ltr(`${litres.toFixed(2)} L × ${amount(perL)}`), ltr(money(fuel)))}
${shop.map((s) => row(L(s.he, s.en), ltr(money(s.sum)))).join('')}
<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}% (כלול)`, `VAT ${rate}% (incl.)`), ltr(money(vat)))}
<div class="rule"></div>${payment}
${co ? `<div class="c sm">${L('נקודות מועדון', 'Club points')}: ${rng.int(10, 90)}</div>` : `<div class="rule"></div><div class="c sm">אלון ביטן · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 60;
    const page = `${width}mm ${co ? 160 + shop.length * 6 : 175 + shop.length * 10}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'DejaVu Sans Mono'"};font-size:${co ? 11 : 9}px;width:${width - 8}mm;padding:4mm}
.brand{font-size:${co ? 15 : 12}px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
