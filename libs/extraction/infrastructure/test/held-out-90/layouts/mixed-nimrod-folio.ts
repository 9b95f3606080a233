import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-nimrod-folio';

/**
 * Wooden guest cabins at Nimrod on the Hermon's slopes, A4 (Drugulin CLM name, Noto Sans Hebrew, Noto Sans for English): "חשבון
 * אירוח · Guest folio" with "חשבונית מס/קבלה · Tax invoice/Receipt", two-column pairs ("מס' · No." "NM-" and five digits,
 * the date — the day of departure — dd/mm/yyyy, guest, cabin, check-in and check-out), nights × the rate (weekend dearer),
 * breakfast baskets, a hot tub, "סה"כ · Total" with "₪", VAT contained with rate, the deposit and the card payment as minuses
 * and "יתרה · Balance 0.00".
 */
export const mixedNimrodFolio: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrival } = next(ID, rng, undefined, [1, 25]);
    const nights = rng.int(1, 3);
    const date = plus(arrival, nights);
    const base = rng.pick([89000, 98000, 115000]);
    let weekend = 0;
    for (let i = 0; i < nights; i++) {
      const wd = new Date(`${plus(arrival, i)}T12:00:00Z`).getUTCDay();
      if (wd === 4 || wd === 5) weekend++;
    }
    const en = (s: string) => `<span class="en">${s}</span>`;
    const rows: [string, number, number][] = [];
    if (nights - weekend) rows.push([`לינה · ${en('Night')}`, nights - weekend, base]);
    if (weekend) rows.push([`לינה סוף שבוע · ${en('Weekend night')}`, weekend, base + 25000]);
    if (rng.chance(0.7)) rows.push([`סל ארוחת בוקר · ${en('Breakfast basket')}`, nights, rng.pick([18000, 22000])]);
    if (rng.chance(0.5)) rows.push([`ג׳קוזי חם · ${en('Hot tub')}`, 1, 15000]);
    const gross = total(rows.map((r) => r[1] * r[2]));
    const deposit = Math.round(gross / 300) * 100;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'בקתות נמרוד בחרמון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `NM-${rng.int(10000, 99999)}`;
    const body = `<div class="lh"><div><div class="nm">בקתות נמרוד</div>${en('Nimrod Cabins · Hermon')}</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · ${ltr(cellular(rng))}</div></div>
<h1>חשבון אירוח · ${en('Guest folio')}<br><span class="h2">חשבונית מס/קבלה · ${en('Tax invoice/Receipt')}</span></h1>${pairs(
      [
        [`מס' · ${en('No.')}`, ltr(doc)],
        [`תאריך · ${en('Date')}`, ltr(dt(date, 'dd/mm/yyyy'))],
        [`אורח · ${en('Guest')}`, rng.pick(['משפחת אברהמי', 'Noa &amp; Gil Shaked', 'משפחת סויסה', 'Tamar Peretz'])],
        [`בקתה · ${en('Cabin')}`, rng.pick(['אלון', 'אלה', 'שקד', 'ארז'])],
        [`כניסה · ${en('Check-in')}`, ltr(dt(arrival, 'dd/mm/yyyy'))],
        [`יציאה · ${en('Check-out')}`, ltr(dt(date, 'dd/mm/yyyy'))],
      ],
      2,
    )}
${items(
  [`פירוט · ${en('Description')}`, `כמות · ${en('Qty')}`, `מחיר · ${en('Rate')}`, `סכום · ${en('Amount')}`],
  rows.map((r) => [r[0], ltr(String(r[1])), ltr(amount(r[2])), ltr(amount(r[1] * r[2]))]),
)}
<table class="sums"><tr class="b"><th>סה"כ · ${en('Total')}</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><th>מתוכו מע"מ · ${en('of which VAT')} ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr>
<tr><th>מקדמה · ${en('Deposit')}</th><td>${ltr(amount(-deposit))}</td></tr><tr><th>תשלום באשראי · ${en('Card payment')}</th><td>${ltr(amount(deposit - gross))}</td></tr><tr><th>יתרה · ${en('Balance')}</th><td>${ltr('0.00')}</td></tr></table>
<div class="sm">תודה שהתארחתם אצלנו · ${en('Thank you for staying with us')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11.5px;padding:16mm 16mm}.en{font-family:'Noto Sans'}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #4a3b2a;padding-bottom:6px}.nm{font-family:'Drugulin CLM';font-size:30px;font-weight:bold}
h1{font-size:17px;margin:12px 0 4px}.h2{font-size:13px;font-weight:normal}.sums{width:55%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:14px;border-bottom:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
