import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, spacedId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, pairs, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-tabor-farmstay-folio';

/**
 * A farm stay at the foot of Mount Tabor, A4 (Ellinia CLM name, Noto Sans Hebrew): "חוות הר תבור - אירוח כפרי", the company
 * with "ח.פ." spaced in threes, "חשבון אורח - חשבונית מס/קבלה" with "מס' חשבונית" (six digits) and its date (dd/mm/yyyy),
 * a grid (guest, cabin, arrival and departure with Hebrew weekdays, nights), nights at a weekday or weekend rate, horse riding,
 * breakfast baskets, sums before VAT, VAT added, "סה"כ כולל מע"מ" with "₪", payment and "יתרה לתשלום 0.00". Dated departure.
 */
export const heTaborFarmstayFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: dep } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arr = plus(dep, -nights);
    const rate = israeliRate(dep);
    const up = 1 + (Number(dep.slice(0, 4)) - 2022) * 0.05;
    const rows: [string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arr, i);
      const weekend = [4, 5].includes(weekdayOf(d));
      rows.push([`לילה ${dt(d, 'dd/mm')} (${heDay(d)})`, Math.round(((weekend ? 98000 : 72000) * up) / 100) * 100]);
    }
    if (rng.chance(0.7)) rows.push([`רכיבה על סוסים ${rng.int(2, 4)} משתתפים`, Math.round((rng.pick([36000, 48000, 60000]) * up) / 100) * 100]);
    if (rng.chance(0.6)) rows.push([`סל ארוחת בוקר × ${nights}`, Math.round((nights * 18000 * up) / 100) * 100]);
    const net = total(rows.map((r) => r[1]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'חוות הר תבור אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 299999));
    const body = `<div class="nm">חוות הר תבור</div><div class="c">אירוח כפרי · ${vendorName} · ח.פ. ${ltr(spacedId(taxId))} · כפר כמא, גליל תחתון</div><div class="rule"></div>
<h2>חשבון אורח - חשבונית מס/קבלה</h2>${pairs(
      [
        ["מס' חשבונית", ltr(doc)],
        ['תאריך', ltr(dt(dep, 'dd/mm/yyyy'))],
      ],
      2,
    )}
${grid([
  ['אורח', rng.pick(['שגיא ונטע ברק', 'רינה אלמוג', 'יוסי טל'])],
  ['בקתה', rng.pick(['אלון', 'רימון', 'תאנה', 'זית'])],
  ['הגעה', `${heDay(arr)} ${ltr(dt(arr, 'dd/mm/yy'))}`],
  ['עזיבה', `${heDay(dep)} ${ltr(dt(dep, 'dd/mm/yy'))}`],
  ['לילות', ltr(String(nights))],
])}
${items(
  ['פירוט', 'סכום'],
  rows.map(([d, s]) => [d, ltr(amount(s))]),
)}
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ כולל מע"מ', ltr(`₪${amount(gross)}`)],
      [rng.pick(['תשלום באשראי', 'העברה בנקאית']), ltr(`-${amount(gross)}`)],
      ['יתרה לתשלום', ltr('0.00')],
    ])}</div><div class="c sm">נשמח לראותכם שוב!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:13px;padding:16mm}.nm{font-family:'Ellinia CLM';font-size:38px;text-align:center;color:#3b5d2a;font-weight:bold}h2{font-size:19px}
.sums{width:50%;margin-inline-start:auto}.sums tr:nth-child(3){font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: dep, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
