import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { baseCss, bi as plain, idOf, items, ltr, next, pairs, plus, total } from './extra';

/** "Hebrew / English", the English kept left to right. */
const bi = (he: string, en: string) => plain(he, ltr(en));

const ID = 'mixed-tzippori-folio';

/** Shekels per dollar (thousandths), a plausible range by year. */
const USD: Record<number, [number, number]> = {
  2022: [3180, 3560],
  2023: [3450, 3890],
  2025: [3340, 3720],
  2026: [3080, 3450],
};

/**
 * A country guesthouse at Tzippori in Lower Galilee, a folio for a foreign tourist in US dollars, A4 (Hadasim CLM,
 * Liberation Serif): the company in Hebrew with its English name, "ח.פ. / Co." hyphenated, "חשבון אירוח · Guest folio"
 * with "חשבונית מס/קבלה · Tax invoice/Receipt ZP-nnnn", pairs (date, guest, passport and visa B/2, suite, arrival,
 * departure), nights at a dollar rate with breakfast, an extra bed and a late check-out, "סה"כ · Total USD $", "מע"מ 0% -
 * תייר · VAT 0% - tourist" with 0.00, the representative rate and the shekel value; dated the departure.
 */
export const mixedTzipporiFolio: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 5);
    const arrival = plus(date, -nights);
    const nightly = rng.pick([19000, 22500, 26000, 31500]);
    const rows: [string, string, number][] = [[bi('לינה וארוחת בוקר', 'Bed & breakfast'), `${nights} × ${amount(nightly)}`, nights * nightly]];
    if (rng.chance(0.4)) rows.push([bi('מיטה נוספת', 'Extra bed'), `${nights} × 45.00`, nights * 4500]);
    if (rng.chance(0.4)) rows.push([bi('יציאה מאוחרת', 'Late check-out'), '1 × 60.00', 6000]);
    if (rng.chance(0.5)) {
      const baskets = rng.int(1, 2);
      rows.push([bi('סל ארוחת ערב גלילית', 'Galilee dinner basket'), `${baskets} × 85.00`, baskets * 8500]);
    }
    const gross = total(rows.map((r) => r[2]));
    const [lo, hi] = USD[Number(date.slice(0, 4))];
    const fx = rng.int(lo, hi);
    const shekels = Math.round((gross * fx) / 1000);
    const vendorName = 'אחוזת ציפורי אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZP-${rng.int(1000, 9999)}`;
    const body = `<div class="hd"><div class="nm">אחוזת ציפורי</div><div class="en">TZIPPORI ESTATE · COUNTRY LODGING</div><div class="sm">${vendorName} · ${ltr('Tzippori Estate Country Lodging Ltd.')} · ${bi('ח.פ.', 'Co.')} ${ltr(hyphenId(taxId))}<br>מושב ציפורי, גליל תחתון · ${ltr('Moshav Tzippori, Lower Galilee')}</div></div>
<div class="title">חשבון אירוח · Guest folio</div><div class="sub">חשבונית מס/קבלה · Tax invoice/Receipt ${ltr(doc)}</div>
${pairs(
  [
    [bi('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yyyy'))],
    [bi('אורח', 'Guest'), ltr(rng.pick(['Emily Carter', 'Luca Moretti', 'Sofia Almeida', 'Kenji Watanabe', 'Anna Kowalska', 'Michael Brennan']))],
    [bi('דרכון', 'Passport'), ltr(`${rng.pick(['X', 'Y', 'P', 'C'])}${rng.digits(8)}`)],
    [bi('אשרה', 'Visa'), ltr('B/2')],
    [bi('סוויטה', 'Suite'), rng.pick(['רימון · Pomegranate', 'זית · Olive', 'תאנה · Fig', 'גפן · Vine'])],
    [bi('הגעה', 'Arrival'), ltr(dt(arrival, 'dd/mm/yyyy'))],
    [bi('עזיבה', 'Departure'), ltr(dt(date, 'dd/mm/yyyy'))],
    [bi('לילות', 'Nights'), ltr(String(nights))],
  ],
  2,
)}
${items(
  [bi('פירוט', 'Description'), bi('כמות × מחיר', 'Qty × rate'), 'USD'],
  rows.map(([a, b, s]) => [a, ltr(b), ltr(amount(s))]),
)}
<table class="sums"><tr class="b"><th>${bi('סה"כ', 'Total')} USD</th><td>${ltr(`$${amount(gross)}`)}</td></tr><tr><th>מע"מ ${ltr('0%')} - תייר · VAT ${ltr('0%')} - tourist</th><td>${ltr('0.00')}</td></tr><tr><th>${bi('שולם בכרטיס', 'Paid by card')} ${ltr(`**** ${rng.digits(4)}`)}</th><td>${ltr(`$${amount(gross)}`)}</td></tr></table>
<div class="fx">${bi('שער יציג', 'Representative rate')} ${ltr((fx / 1000).toFixed(3))} · ${bi('שווי בשקלים', 'Shekel value')} ${ltr(`₪${amount(shekels)}`)}</div>
<div class="sm foot">פטור ממע"מ לתייר בעל אשרת ${ltr('B/2')} ששילם במטבע חוץ · ${ltr('VAT-exempt for a B/2 tourist paying in foreign currency.')}<br>תודה ולהתראות · ${ltr('Thank you and see you again!')}</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','Liberation Serif';font-size:12px;padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid #6d5a2b;padding-bottom:8px}.nm{font-size:32px;font-weight:bold;color:#6d5a2b}.en{font-family:'Liberation Serif';letter-spacing:3px;font-size:12px}
.title{font-size:20px;font-weight:bold;margin:12px 0 2px}.sub{font-size:14px;margin-bottom:8px}.items td:last-child,.items th:last-child{text-align:end}
.sums{width:55%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold;font-size:14px;border-top:2px solid #6d5a2b}.fx{margin-top:8px;color:#444}.foot{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(0) },
    };
  },
};
