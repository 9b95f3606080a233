import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-jet-ski-rental-receipt';

/** Rides: minutes and 2024 price per jet ski in whole shekels (other years scaled). */
const RIDES: [number, number][] = [
  [20, 290],
  [30, 390],
  [60, 650],
];
const YEAR_FACTOR: Record<number, number> = { 2022: 0.9, 2023: 0.95, 2025: 1.05, 2026: 1.1 };

/**
 * A jet ski rental on the beach at Atlit, 80 mm (DejaVu Sans, Noto Sans Hebrew): Hebrew and Latin name, company name
 * and id, the ride slot and its start time, each item in Hebrew with its English name in a smaller line under it, jet
 * skis × the slot's price, a second rider supplement, a camera or a phone pouch on some, VAT contained, card or cash
 * with change, a safety line. May to October.
 */
export const mixedJetSkiRentalReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { date } = next(ID, rng, [5, 6, 7, 8, 9, 10]);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const factor = YEAR_FACTOR[year] ?? 1;
    const [minutes, base] = rng.pick(RIDES);
    const skis = rng.int(1, 3);
    const price = Math.round(base * factor) * 100;
    const lines: [string, string, number, number][] = [[`אופנוע ים ${ltr(`${minutes}`)} דקות`, `Jet ski ${minutes} min`, skis, price]];
    const riders = rng.int(0, skis);
    if (riders) lines.push(['תוספת רוכב שני', 'Second rider', riders, Math.round(60 * factor) * 100]);
    if (rng.chance(0.35)) lines.push(['מצלמת אקסטרים + כרטיס זיכרון', 'Action camera + SD card', 1, Math.round(120 * factor) * 100]);
    if (rng.chance(0.4)) lines.push(['כיס אטום לטלפון', 'Waterproof phone pouch', rng.int(1, 2), 3500]);
    const gross = total(lines.map(([, , q, u]) => q * u));
    const vat = vatIn(gross, rate);
    const vendorName = 'אטלית ספורט ימי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(7000, 19999));
    const start = rng.int(9 * 60, 17 * 60 + 30);
    const cash = rng.chance(0.3);
    const paid = Math.ceil(gross / 10000) * 10000;
    const item = ([he, en, q, u]: [string, string, number, number]) =>
      `${row(`${he}${q > 1 ? ` (${ltr(String(q))} יח׳)` : ''}`, ltr(amount(q * u)))}<div class="en">${ltr(`${en}${q > 1 ? ` × ${q} @ ${amount(u)}` : ''}`)}</div>`;
    const body = `<div class="c"><div class="brand">${ltr('ATLIT JET SKI')}</div><div>אטלית ספורט ימי · אופנועי ים</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">חוף אטלית · ${ltr(`04-98${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div>
<div class="c en">${ltr('Tax invoice / Receipt')}</div>
${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}
${row(`מקצה (${ltr('Slot')})`, ltr(`${hhmm(start)} - ${hhmm(start + minutes)}`))}
${row(`מדריך (${ltr('Guide')})`, rng.pick(['אלעד', 'רועי', 'נטע', 'ג׳ורג׳', 'בר']))}
<div class="rule"></div>
${lines.map(item).join('')}
<div class="dbl"></div>
${row(`סה"כ (${ltr('Total')})`, ltr(`₪${amount(gross)}`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)} (${ltr('VAT')})`, ltr(amount(vat)))}
<div class="rule"></div>
${
  cash
    ? `${row(`מזומן (${ltr('Cash')})`, ltr(amount(paid)))}${row(`עודף (${ltr('Change')})`, ltr(amount(paid - gross)))}`
    : row(`אשראי (${ltr('Card')})`, ltr(`**** ${rng.digits(4)}`))
}
<div class="c sm">חובה לחבוש אפוד הצלה · ${ltr('Life jacket required at all times')}</div>
<div class="c sm">תודה ולהתראות · ${ltr('Thank you!')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans','Noto Sans Hebrew';font-size:11.5px;width:70mm;padding:4mm}.brand{font-size:19px;font-weight:bold;letter-spacing:2px;color:#0a5a8c}.en{font-size:0.8em;color:#444;margin-bottom:2px}.big{font-size:1.2em}.row{margin-top:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
