import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-beit-hakerem-valley-fuel-slip';

/** Self-service price per litre of 95 in thousandths of a shekel, lowest and highest, by year. */
const PRICE95: Record<number, [number, number]> = {
  2022: [6500, 7900],
  2023: [6750, 7450],
  2024: [6950, 7650],
  2025: [6950, 7450],
  2026: [6850, 7400],
};
/** Shop items: Hebrew, English, lowest and highest price in whole shekels (with VAT). */
const SHOP: [string, string, number, number][] = [
  ['קפה שחור', 'Black coffee', 8, 12],
  ['בורקס גבינה', 'Cheese bourekas', 12, 18],
  ['אדבלו 10 ל׳', 'AdBlue 10 L', 45, 69],
  ['שמן מנוע 1 ל׳', 'Motor oil 1 L', 49, 79],
  ['מגבי שמשה, זוג', 'Wiper blades, pair', 69, 119],
  ['מטהר אוויר לרכב', 'Car air freshener', 14, 24],
];

/** A Beit HaKerem valley (route 85) fuel slip with "Hebrew · English" labels side by side, self or full service, prices including VAT. */
export const mixedBeitHakeremValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.35);
    const full = co ? rng.chance(0.25) : rng.chance(0.7);
    const [plo, phi] = PRICE95[year];
    const perLitre = rng.int(plo, phi) + (diesel ? rng.int(-250, 150) : 0) + (full ? rng.int(200, 260) : 0); // thousandths of a shekel
    const centil = rng.int(1200, 7000); // litres × 100
    const fuel = Math.round((centil * perLitre) / 1000); // agorot
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, sum: rng.int(lo, hi) * 100 + rng.pick([0, 90]) })) : [];
    const gross = fuel + total(shop.map((s) => s.sum));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'בית הכרם אנרגיה בע"מ' : 'סאמר חוסיין';
    const taxId = idOf(vendorName, co);
    const doc = co ? `T${rng.int(1, 4)}-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ILS'));
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const L = (he: string, en: string) => `${he} · <span class="en">${ltr(en)}</span>`;
    const litres = `${Math.floor(centil / 100)}.${String(centil % 100).padStart(2, '0')}`;
    const price = `${Math.floor(perLitre / 1000)}.${String(perLitre % 1000).padStart(3, '0')}`;
    const pay = rng.pick(['card', 'cash', 'app']);
    const cash = Math.ceil(gross / 10000) * 10000;
    const payment =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`**** ${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : pay === 'cash'
          ? `${row(L('מזומן', 'Cash'), ltr(money(cash)))}${row(L('עודף', 'Change'), ltr(money(cash - gross)))}`
          : `${row(L('אפליקציית תדלוק', 'Fuel app'), ltr(`REF ${rng.digits(9)}`))}`;
    const head = co
      ? `<div class="c"><div class="brand">תחנת בית הכרם · <span class="en">${ltr('BEIT HAKEREM STATION')}</span></div><div class="sm">כביש 85, צומת שזור · ${ltr('Route 85, Shezor Jct.')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand2">תחנת ראמה · <span class="en">${ltr('RAMA STATION')}</span></div><div class="sm">כביש 85, ראמה · ${ltr(cellular(rng))}</div></div>`;
    const body = `${head}<div class="dbl"></div>
<div class="c b">${L('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${row(L('מספר', 'Number'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f))}${row(L('שעה', 'Time'), ltr(hhmm(rng.int(5 * 60, 22 * 60 + 30))))}${row(L('משאבה', 'Pump'), ltr(String(rng.int(1, 10))))}${row(L('רכב', 'Vehicle'), ltr(plate(rng)))}
${full ? row(L('מתדלק', 'Attendant'), ltr(String(rng.int(10, 60)))) : ''}
<div class="rule"></div>
${row(L(`${diesel ? 'סולר' : 'בנזין 95'} ${full ? 'שירות מלא' : 'שירות עצמי'}`, `${diesel ? 'Diesel' : 'Petrol 95'} ${full ? 'full service' : 'self service'}`), ltr(money(fuel)), 'b')}
<div class="sm">${ltr(`${litres} L × ${price} ILS/L`)}</div>
${shop.map((s) => row(L(s.he, s.en), ltr(money(s.sum)))).join('')}
<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}%`, `VAT ${rate}%`), ltr(money(vat)))}${row(L('לפני מע"מ', 'Before VAT'), ltr(amount(gross - vat)))}
<div class="rule"></div>${payment}<div class="rule"></div>
${co ? '' : `<div class="c sm">סאמר חוסיין · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">${L('המחירים כוללים מע"מ', 'Prices include VAT')}</div><div class="c sm">${L('נסיעה טובה!', 'Have a good trip!')}</div>`;
    const width = co ? 80 : 58;
    const page = `${width}mm ${(co ? 185 : 235) + shop.length * 10}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Miriam Mono CLM'"};font-size:${co ? 10 : 8.5}px;width:${width - 7}mm;padding:3.5mm}
.row>span:last-child{white-space:nowrap}.en{font-size:0.88em;color:#333}.brand{font-size:13px;font-weight:bold}.brand2{font-size:11.5px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
