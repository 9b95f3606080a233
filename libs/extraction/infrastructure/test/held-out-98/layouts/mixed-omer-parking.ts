import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-omer-parking';

/** Agorot: the first hour, each further started half hour, the day's cap, by year (approximate). */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [800, 400, 4000],
  2023: [900, 400, 4500],
  2024: [900, 500, 4500],
  2025: [1000, 500, 5000],
  2026: [1000, 500, 5000],
};

/**
 * The pay-on-foot machine of a shopping centre's car park in Omer, 72 mm (Shofar for the heading, Noto Sans Hebrew, Liberation
 * Mono for the English and figures): a black band "חניון מרכז עומר" with "OMER CAR PARK" under it in mono, the
 * company and "ח.פ." plain; "קבלה - חשבונית מס / RECEIPT - TAX INVOICE" and "מס'/No." "P-nnnnnnn" on one line; entry
 * and exit each "dd/mm/yy hh:mm" with Hebrew and English labels above, the stay in hours and minutes, the ticket and the
 * machine; the tariff (first hour, each further started half hour, the day's cap); "סה"כ לתשלום / TOTAL" "₪…" in a
 * frame, "כולל מע"מ n% / incl. VAT" (contained); card or coins; any day.
 */
export const mixedOmerParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const [first, half, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(7 * 60, 19 * 60);
    const stay = rng.int(35, Math.min(23 * 60 + 50 - entry, 7 * 60));
    const gross = Math.min(cap, first + Math.max(0, Math.ceil((stay - 60) / 30)) * half);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'עומר חניונים וניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `P-${rng.digits(7)}`;
    const lv = (he: string, en: string, v: string) => `<div class="lv"><div class="lb">${he} <span class="en">${ltr(en)}</span></div><div class="v">${v}</div></div>`;
    const body = `<div class="band"><div class="hn">חניון מרכז עומר</div><div class="en w">OMER CAR PARK</div></div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">שד' עומר · ${ltr(`08-64${rng.digits(5)}`)}</div>
<div class="c b">קבלה - חשבונית מס / ${ltr('RECEIPT - TAX INVOICE')}</div><div class="c">מס'/${ltr('No.')} ${ltr(doc)}</div><div class="ln"></div>
${lv('כניסה', 'Entry', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry)}`))}${lv('יציאה', 'Exit', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry + stay)}`))}${lv('משך חניה', 'Duration', ltr(`${Math.floor(stay / 60)}h ${String(stay % 60).padStart(2, '0')}m`))}${lv('כרטיס', 'Ticket', ltr(rng.digits(12)))}${lv('מכונה', 'Pay point', ltr(`PK-${rng.int(1, 6)}`))}
<div class="ln"></div><div class="sm">תעריף / ${ltr('Tariff')}: שעה ראשונה ${ltr(amount(first))} · כל חצי שעה נוספת ${ltr(amount(half))} · מקסימום יומי ${ltr(amount(cap))}</div>
<div class="tot"><span>סה"כ לתשלום / ${ltr('TOTAL')}</span><span>${ltr(`₪${amount(gross)}`)}</span></div><div class="r sm"><span>כולל מע"מ ${ltr(`${rate}%`)} / ${ltr('incl. VAT')}</span><span>${ltr(amount(vat))}</span></div>
${rng.chance(0.7) ? `<div class="r"><span>אשראי / ${ltr('Card')}</span><span>${ltr(`XXXX${rng.digits(4)}`)}</span></div>` : `<div class="r"><span>מטבעות / ${ltr('Coins')}</span><span>${ltr(amount(Math.ceil(gross / 1000) * 1000))}</span></div>`}
${rng.chance(0.5) ? `<div class="r sm"><span>רכב / ${ltr('Plate')}</span><span>${ltr(plate(rng))}</span></div>` : ''}<div class="c sm">יש לצאת תוך 15 דקות / ${ltr('Exit within 15 min')}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Liberation Mono';font-size:11.5px;width:64mm;padding:4mm}.band{background:#000;color:#fff;text-align:center;padding:4px}.hn{font-family:Shofar;font-size:24px;font-weight:bold}.en{font-family:'Liberation Mono';font-size:9.5px}.w{letter-spacing:1px}
.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold;margin-top:6px}.ln{border-top:1px solid #000;margin:5px 0}.lv{margin:3px 0}.lb{font-size:10px}.v{font-family:'Liberation Mono';font-size:13px;font-weight:bold}
.tot{display:flex;justify-content:space-between;border:2px solid #000;padding:4px 6px;margin:8px 0 3px;font-size:15px;font-weight:bold}.r{display:flex;justify-content:space-between}`;
    const page = '72mm 185mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
