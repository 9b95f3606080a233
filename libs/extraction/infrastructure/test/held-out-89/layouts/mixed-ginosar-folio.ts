import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, landline } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-ginosar-folio';

/**
 * A lakeside guesthouse at Ginosar on the Sea of Galilee, A4 (Frank Ruehl CLM name, DejaVu Sans, English in Liberation Serif):
 * "בית הארחה חוף גינוסר · Ginosar Shore Guesthouse", the company with "ח.פ.", "חשבון אורח / חשבונית מס · Guest folio / Tax
 * invoice", pairs in two columns ("מס' · No." "FO-" and six digits, "תאריך · Date" dd/mm/yyyy, guest, room, arrival and
 * departure with Hebrew weekdays), a dated line per night (Friday and Saturday nights dearer), dinners and a boat trip, "סה"כ
 * כולל מע"מ · Total incl. VAT" with "₪", "מע"מ · VAT" with rate (contained), the card payment as a minus and "יתרה · Balance
 * 0.00"; dated the day of departure.
 */
export const mixedGinosarFolio: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrival } = next(ID, rng, undefined, [1, 26]);
    const nights = rng.int(1, 4);
    const date = plus(arrival, nights);
    const base = rng.pick([62000, 74000, 86000]);
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
      rows.push([ltr(dt(d, 'dd/mm/yyyy')), `לינה וארוחת בוקר · <span class="en">Room &amp; breakfast</span>`, wd === 5 || wd === 6 ? base + 18000 : base]);
    }
    if (rng.chance(0.7)) rows.push([ltr(dt(arrival, 'dd/mm/yyyy')), `ארוחת ערב × ${ltr(String(rng.int(2, 4)))} · <span class="en">Dinner</span>`, rng.int(2, 4) * 14500]);
    if (rng.chance(0.5)) rows.push([ltr(dt(plus(arrival, 1 % nights), 'dd/mm/yyyy')), `שייט בכנרת · <span class="en">Boat trip</span>`, 12000]);
    const gross = total(rows.map((r) => r[2]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חוף גינוסר אירוח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `FO-${rng.int(100000, 999999)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="lh"><div><div class="nm">בית הארחה חוף גינוסר</div>${en('Ginosar Shore Guesthouse')}</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · טל׳ ${ltr(landline(rng))}</div></div>
<h1>חשבון אורח / חשבונית מס · ${en('Guest folio / Tax invoice')}</h1>${pairs(
      [
        [`מס' · ${en('No.')}`, ltr(doc)],
        [`תאריך · ${en('Date')}`, ltr(dt(date, 'dd/mm/yyyy'))],
        [`אורח · ${en('Guest')}`, rng.pick(['משפחת גולדברג', 'Dana &amp; Eli Mizrahi', 'משפחת חדד'])],
        [`חדר · ${en('Room')}`, ltr(String(rng.int(101, 348)))],
        [`הגעה · ${en('Arrival')}`, `${ltr(dt(arrival, 'dd/mm/yyyy'))} (${heDay(arrival)})`],
        [`עזיבה · ${en('Departure')}`, `${ltr(dt(date, 'dd/mm/yyyy'))} (${heDay(date)})`],
      ],
      2,
    )}
${items(
  [`תאריך · ${en('Date')}`, `פירוט · ${en('Description')}`, `סכום · ${en('Amount')}`],
  rows.map((r) => [r[0], r[1], ltr(amount(r[2]))]),
)}
<table class="sums"><tr class="b"><th>סה"כ כולל מע"מ · ${en('Total incl. VAT')}</th><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><th>מע"מ · ${en('VAT')} ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr>
<tr><th>תשלום באשראי · ${en('Card payment')}</th><td>${ltr(amount(-gross))}</td></tr><tr><th>יתרה · ${en('Balance')}</th><td>${ltr('0.00')}</td></tr></table>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;padding:16mm 16mm}.en{font-family:'Liberation Serif'}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #256;padding-bottom:6px}.nm{font-family:'Frank Ruehl CLM';font-size:28px;font-weight:bold}
h1{font-size:17px;margin:12px 0 4px}.sums{width:60%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:14px;border-bottom:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
