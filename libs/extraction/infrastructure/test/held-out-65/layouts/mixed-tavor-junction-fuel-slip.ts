import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-tavor-junction-fuel-slip';

/** Shop goods: Hebrew, English, lowest and highest price in whole shekels (with VAT). */
const SHOP: [string, string, number, number][] = [
  ['קפה הפוך גדול', 'Large latte', 14, 19],
  ['קרואסון חמאה', 'Butter croissant', 9, 14],
  ['מים 1.5 ל׳', 'Water 1.5 L', 6, 9],
  ['נוזל לשמשות 4 ל׳', 'Screen wash 4 L', 24, 35],
  ['AdBlue 10 ל׳', 'AdBlue 10 L', 49, 69],
  ['שמן מנוע 5W-30 1 ל׳', 'Engine oil 5W-30 1 L', 59, 79],
  ['מגבונים לרכב', 'Car wipes', 15, 25],
];

/**
 * A fuel slip from the Kfar Tavor junction area with each label in Hebrew over English: the
 * company's station at the junction (80 mm), or the licensed dealer's station by Shibli (58 mm);
 * petrol 95 or diesel, litres to two decimals times the price per litre to three, on some shop goods.
 */
export const mixedTavorJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const full = rng.chance(0.3);
    // Price per litre in thousandths of a shekel (tenths of an agora).
    const perLitre = (diesel ? rng.int(6400, 7900) : rng.int(6300, 7950)) + (full ? 250 : 0);
    const cl = rng.int(1200, diesel ? 9000 : 6000); // centilitres
    const fuel = Math.round((cl * perLitre) / 1000);
    const shop = rng.chance(0.45) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 + 90 })) : [];
    const gross = fuel + total(shop.map((s) => s.qty * s.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'תבור דלקים ושירותי דרך בע"מ' : 'וסים זבידאת';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${rng.int(1, 4)}/${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const L = (he: string, en: string) => `<span class="he">${he}</span><span class="en">${ltr(en)}</span>`;
    const money = (c: number) => (co ? `₪${amount(c)}` : `${amount(c)} ILS`);
    const fuelName = diesel ? L('סולר', 'Diesel') : L('בנזין 95', 'Petrol 95');
    const service = full ? L('שירות מלא', 'Full service') : L('שירות עצמי', 'Self service');
    const lines = `${row(`${fuelName}`, ltr(money(fuel)))}<div class="q">${ltr(`${(cl / 100).toFixed(2)} L × ${(perLitre / 1000).toFixed(3)}`)}</div>
${shop.map((s) => `${row(L(s.he, s.en), ltr(money(s.qty * s.unit)))}<div class="q">${ltr(`${s.qty} × ${amount(s.unit)}`)}</div>`).join('')}`;
    const pay = rng.pick(['card', 'card', 'cash', 'app']);
    const payRows =
      pay === 'card'
        ? `${row(L('כרטיס אשראי', 'Credit card'), ltr(`**** ${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : pay === 'app'
          ? row(L('אפליקציית תדלוק', 'Fuel app'), ltr(`REF ${rng.digits(9)}`))
          : (() => {
              const given = Math.ceil(gross / 10000) * 10000;
              return `${row(L('מזומן', 'Cash'), ltr(money(given)))}${row(L('עודף', 'Change'), ltr(money(given - gross)))}`;
            })();
    const at = hhmm(rng.int(5 * 60, 23 * 60));
    const head = co
      ? `<div class="c"><div class="brand">תחנת תבור</div><div class="en">${ltr('TAVOR STATION')}</div><div class="sm">צומת כפר תבור, כביש 65 · ${ltr('Kfar Tavor Jct., Route 65')}</div><div class="sm">${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand">תחנת שבלי</div><div class="en">${ltr('SHIBLI STATION')}</div><div class="sm">${ltr(cellular(rng))}</div></div>`;
    const body = `${head}<div class="rule"></div><div class="c b">${L('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(L('מספר', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(dt(date, co ? 'dd/mm/yyyy' : 'dd.mm.yy')))}${row(L('שעה', 'Time'), ltr(at))}${row(L('משאבה', 'Pump'), ltr(String(rng.int(1, 12))))}${row(L('רכב', 'Vehicle'), ltr(plate(rng)))}${full ? row(L('מתדלק', 'Attendant'), rng.pick(['סמיר', 'אדהם', 'יוסי'])) : ''}${row(L('שירות', 'Service'), service)}
<div class="rule"></div>${lines}<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}%`, `VAT ${rate}%`), ltr(money(vat)))}${row(L('לפני מע"מ', 'Before VAT'), ltr(money(gross - vat)))}
<div class="rule"></div>${payRows}<div class="rule"></div>
${co ? `<div class="c sm">${L('נסיעה טובה', 'Drive safely')}</div>` : `<div class="c sm">וסים זבידאת</div><div class="c sm">עוסק מורשה · ${ltr('Licensed dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 58;
    const page = `${width}mm ${(co ? 200 : 230) + shop.length * 16}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Miriam Mono CLM'"};font-size:${co ? 10 : 9}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.he{display:block}.en{display:block;font-size:0.85em;color:#333}.q{font-size:0.85em;margin-bottom:2px}.brand{font-size:17px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
