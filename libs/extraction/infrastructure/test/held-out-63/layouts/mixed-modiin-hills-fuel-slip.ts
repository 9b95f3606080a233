import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-modiin-hills-fuel-slip';

/** Self-service price per litre of 95 in thousandths of a shekel, lowest and highest, by year. */
const PRICE95: Record<number, [number, number]> = {
  2022: [6850, 7800],
  2023: [6700, 7450],
  2024: [6950, 7600],
  2025: [6900, 7400],
  2026: [6800, 7350],
};
/** Shop items: name (Hebrew / English), lowest and highest price in whole shekels (with VAT). */
const SHOP: [string, string, number, number][] = [
  ['קפה הפוך', 'Latte', 14, 18],
  ['כריך חביתה', 'Omelette sandwich', 24, 32],
  ['מים מינרליים 1.5 ל׳', 'Mineral water 1.5 L', 8, 11],
  ['נוזל לשמשות', 'Screen wash', 19, 29],
  ['מגבונים לרכב', 'Car wipes', 15, 22],
  ['קרואסון חמאה', 'Butter croissant', 12, 16],
];

/** A fuel slip of the Modi'in hills with Hebrew over English labels, prices including VAT. */
export const mixedModiinHillsFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.3);
    const [plo, phi] = PRICE95[year];
    const perLitre = rng.int(plo, phi) + (diesel ? rng.int(-300, 200) : 0); // thousandths of a shekel
    const centil = rng.int(1500, 6500); // litres × 100
    const fuel = Math.round((centil * perLitre) / 1000); // agorot
    const shop = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, sum: rng.int(lo, hi) * 100 + rng.pick([0, 50, 90]) })) : [];
    const gross = fuel + total(shop.map((s) => s.sum));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'המכבים אנרגיה בע"מ' : 'יוסי אלקיים';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MF${rng.int(100000, 999999)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x NIS'));
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'yyyy-mm-dd');
    const L = (he: string, en: string) => `<span class="he">${he}</span><span class="en">${ltr(en)}</span>`;
    const litres = `${Math.floor(centil / 100)}.${String(centil % 100).padStart(2, '0')}`;
    const price = `${Math.floor(perLitre / 1000)}.${String(perLitre % 1000).padStart(3, '0')}`;
    const pay = rng.pick(['card', 'cash', 'fleet']);
    const cash = Math.ceil(gross / 5000) * 5000;
    const payment =
      pay === 'card'
        ? `${row(L('כרטיס אשראי', 'Credit card'), ltr(`XXXX-${rng.digits(4)}`))}${row(L('אישור', 'Auth.'), ltr(rng.digits(7)))}`
        : pay === 'cash'
          ? `${row(L('מזומן', 'Cash'), ltr(money(cash)))}${row(L('עודף', 'Change'), ltr(money(cash - gross)))}`
          : `${row(L('צי רכב - דלקן', 'Fleet tag'), ltr(rng.digits(8)))}${row(L('נהג', 'Driver'), ltr(rng.digits(4)))}${row(L('ק"מ', 'Odometer'), ltr(String(rng.int(12000, 290000))))}`;
    const head = co
      ? `<div class="c"><div class="brand">דלק המכבים · MACCABIM FUEL</div><div class="sm">כביש 443, צומת שילת · Route 443, Shilat Junction</div><div class="sm">${vendorName} · ח.פ. / ${ltr('Co. No.')} ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand2">תחנת הרעות · REUT STATION</div><div class="sm">שד׳ הרעות, מודיעין · ${ltr(cellular(rng))}</div></div>`;
    const body = `${head}<div class="dbl"></div>
<div class="c b">${L('חשבונית מס / קבלה', 'Tax invoice / Receipt')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f))}${row(L('שעה', 'Time'), ltr(hhmm(rng.int(5 * 60, 23 * 60))))}${row(L('משאבה / אקדח', 'Pump / Nozzle'), ltr(`${rng.int(1, 8)} / ${rng.int(1, 4)}`))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}
<div class="rule"></div>
${row(L(diesel ? 'סולר' : 'בנזין 95', diesel ? 'Diesel' : 'Unleaded 95'), ltr(money(fuel)), 'b')}
<div class="sm">${ltr(`${litres} L × ${price} ₪/L`)}</div>
${shop.map((s) => row(L(s.he, s.en), ltr(money(s.sum)))).join('')}
<div class="rule"></div>
${row(L('סה"כ לתשלום', 'Total'), ltr(money(gross)), 'b big')}${row(L(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), ltr(money(vat)))}${row(L('סה"כ ללא מע"מ', 'Excl. VAT'), ltr(amount(gross - vat)))}
<div class="rule"></div>${payment}
${co ? `<div class="c sm">${L('מועדון המכבים - נקודות שנצברו', 'Club points earned')} ${rng.int(10, 90)}</div>` : `<div class="rule"></div><div class="c sm">יוסי אלקיים · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">${L('תודה ונסיעה בטוחה', 'Thank you, drive safely')}</div>`;
    const width = co ? 80 : 58;
    const page = `${width}mm ${205 + shop.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Miriam Mono CLM'"};font-size:${co ? 10 : 9}px;width:${width - 7}mm;padding:3.5mm}
.he{display:block}.en{display:block;font-size:0.82em;color:#333}.row{align-items:flex-end}.brand{font-size:14px;font-weight:bold}.brand2{font-size:12px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
