import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-sufa-truck-stop-fuel';

/** Agorot a litre of diesel with VAT, about the year's level (approximate). */
const DIESEL: Record<number, number> = { 2022: 780, 2023: 737, 2024: 745, 2025: 721, 2026: 712 };
/** Shop items, agorot with VAT in 2022 (approximate). */
const SHOP: [string, string, number][] = [
  ['קפה גדול', 'Large coffee', 1200],
  ['כריך טונה', 'Tuna sandwich', 2900],
  ["מים מינרליים 1.5 ל'", 'Water 1.5 L', 1000],
  ['משקה אנרגיה', 'Energy drink', 1100],
  ['מגבונים לשמשה', 'Windscreen wipes', 1900],
];

/**
 * A truck stop on Route 40 in the Negev, the pump's receipt, Hebrew with English under each label, 80 mm (Keter YG for
 * the name, FreeSans, FreeMono): a drawn wind swirl beside "סופה", "סופה דלק ותחנות דרך בע"מ" with "ח.פ. / Co. ID"
 * hyphenated; "חשבונית מס-קבלה / Tax invoice-receipt", "מס' / No." (two digits, a slash, seven digits), dd/mm/yy and
 * time; pump, the truck's plate, odometer, driver code, fleet card (distractors); diesel in litres to the hundredth x
 * the price a litre, sometimes AdBlue by the litre and shop items; "סה"כ / TOTAL" "₪ …", "מע"מ n% / VAT", "ללא מע"מ /
 * excl. VAT" (contained); any day.
 */
export const mixedSufaTruckStopFuel: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const price = DIESEL[year] + rng.int(-15, 15);
    const litres = rng.int(8000, 42000);
    const lines: { he: string; en: string; detail: string; sum: number }[] = [
      { he: 'סולר', en: 'Diesel', detail: `${(litres / 100).toFixed(2)} L × ${(price / 100).toFixed(2)}`, sum: Math.round((litres * price) / 100) },
    ];
    if (rng.chance(0.4)) {
      const ad = rng.int(1000, 4000);
      const adPrice = 390 + (year - 2022) * 10;
      lines.push({ he: 'אדבלו', en: 'AdBlue', detail: `${(ad / 100).toFixed(2)} L × ${(adPrice / 100).toFixed(2)}`, sum: Math.round((ad * adPrice) / 100) });
    }
    for (const [he, en, p] of rng.some(SHOP, rng.int(0, 2))) {
      const unit = Math.round((p * (1 + (year - 2022) * 0.04)) / 10) * 10;
      lines.push({ he, en, detail: `1 × ${amount(unit)}`, sum: unit });
    }
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'סופה דלק ותחנות דרך בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.digits(2)}/${rng.digits(7)}`;
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const en = (s: string) => `<div class="en">${s}</div>`;
    const r = (he: string, e: string, v: string, cls = '') => `<div class="r ${cls}"><div>${he}${en(e)}</div><div>${v}</div></div>`;
    const swirl = `<svg width="48" height="48" viewBox="0 0 48 48"><g fill="none" stroke="#455a64" stroke-width="3.5" stroke-linecap="round"><path d="M6 16 H30 A6 6 0 1 0 24 10"/><path d="M4 26 H38 A6 6 0 1 1 32 32"/><path d="M10 36 H22"/></g></svg>`;
    const body = `<div class="hd">${swirl}<div class="nm">סופה</div></div><div class="c">${en('SUFA truck stop · Route 40')}</div>
<div class="c sm">${vendorName}<br>ח.פ. / Co. ID ${f(hyphenId(taxId))}<br>צומת הנגב, כביש ${f('40')} · ${f(`08-65${rng.digits(5)}`)}</div><div class="ln"></div>
<div class="c b">חשבונית מס-קבלה${en('Tax invoice-receipt')}</div>
${r("מס'", 'No.', f(doc))}${r('תאריך', 'Date', f(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(0, 1439))}`))}${r('משאבה', 'Pump', f(String(rng.int(1, 12))))}${r('רכב', 'Vehicle', f(plate(rng)))}${r('ק"מ', 'Odometer', f(String(rng.int(40000, 900000))))}${r('קוד נהג', 'Driver', f(rng.digits(4)))}<div class="ln"></div>
${lines.map((l) => r(l.he, l.en, f(amount(l.sum))) + `<div class="d">${f(l.detail)}</div>`).join('')}<div class="ln"></div>
${r('סה"כ', 'TOTAL', f(`₪ ${amount(gross)}`), 'big')}${r(`מע"מ ${ltr(`${rate}%`)}`, 'VAT', f(amount(vat)))}${r('ללא מע"מ', 'excl. VAT', f(amount(gross - vat)))}<div class="ln"></div>
${r('כרטיס צי', 'Fleet card', f(`**** ${rng.digits(4)}`))}${r('אישור', 'Approval', f(rng.digits(6)))}<div class="c sm">המחיר כולל מע"מ לפי דין · נסיעה בטוחה</div>`;
    const css = `body{font-family:'FreeSans';font-size:12.5px;width:72mm;padding:4mm;color:#000}.n{font-family:'FreeMono';font-size:12.5px;font-weight:bold;white-space:nowrap}.en{font-size:9.5px;color:#333}
.hd{display:flex;gap:8px;align-items:center;justify-content:center}.nm{font-family:'Keter YG';font-size:38px;font-weight:bold;line-height:1}.c{text-align:center}.b{font-weight:bold;font-size:14px}.sm{font-size:10.5px}
.r{display:flex;justify-content:space-between;align-items:flex-end;gap:4px;margin:2px 0}.d{text-align:left;font-size:11px}.ln{border-top:1px solid #000;margin:5px 0}.big{font-size:16px;font-weight:bold}.big .n{font-size:15px}`;
    const height = 175 + lines.length * 10;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
