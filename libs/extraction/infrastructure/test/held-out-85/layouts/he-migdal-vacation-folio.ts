import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, hyphenId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-migdal-vacation-folio';

/** Agorot per night including VAT, weekday and weekend (Thursday and Friday nights), by year. */
const NIGHT: Record<number, [number, number]> = { 2022: [69000, 89000], 2023: [72000, 94000], 2024: [74000, 98000], 2025: [79000, 104000], 2026: [82000, 108000] };

/**
 * Holiday flats above the Kinneret in Migdal, A4 (Stam Ashkenaz CLM name, Noto Serif Hebrew text): "דירות נופש" with the
 * company and "ח.פ." hyphenated, "חשבון אורח / חשבונית מס-קבלה" with "מס' מסמך" (seven digits), a grid (guest, unit, arrival,
 * departure with Hebrew weekdays and dd/mm/yy, nights, adults), a line per night (dearer on Thursday and Friday), a kayak
 * or jeep tour on some, late checkout on some, "סה"כ כולל מע"מ" with "₪" and the VAT contained, card payment and
 * "יתרה: 0.00". Dated the day of departure.
 */
export const heMigdalVacationFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [weekday, weekend] = NIGHT[Number(date.slice(0, 4))];
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const adults = rng.int(2, 4);
    const stay = Array.from({ length: nights }, (_, i) => {
      const d = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(d));
      return { name: `לינה ${dt(d, 'dd/mm')} (${heDay(d)})`, sum: dear ? weekend : weekday };
    });
    const extras: { name: string; sum: number }[] = [];
    if (rng.chance(0.5)) extras.push({ name: `סיור קיאקים בירדן × ${adults}`, sum: adults * 12000 });
    if (rng.chance(0.4)) extras.push({ name: 'יציאה מאוחרת (עד 14:00)', sum: 15000 });
    if (rng.chance(0.5)) extras.push({ name: `ארוחת בוקר בסלסלה × ${adults * nights}`, sum: adults * nights * 6500 });
    const all = [...stay, ...extras];
    const gross = total(all.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'נופי מגדל דירות נופש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 9999999));
    const body = `<div class="hd"><div class="nm">נופי מגדל</div><div>דירות נופש מעל הכנרת</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · מגדל, עמק גינוסר</div></div>
<div class="ttl">חשבון אורח / חשבונית מס-קבלה <span>מס' מסמך ${ltr(doc)}</span></div>
${grid([
  ['אורח', rng.pick(['משפחת אזולאי', 'דניאל ורד', 'שרון ויובל מזרחי', 'אסתר גולן'])],
  ['יחידה', rng.pick(['סוויטת הכנרת', 'דירת הגפן', 'דירת התאנה', 'לופט ארבל'])],
  ['הגעה', `${heDay(arrival)} ${ltr(dt(arrival, 'dd/mm/yy'))}`],
  ['עזיבה', `${heDay(date)} ${ltr(dt(date, 'dd/mm/yy'))}`],
  ['לילות', ltr(String(nights))],
  ['מבוגרים', ltr(String(adults))],
])}
${items(
  ['פירוט', 'סכום ₪'],
  all.map((l) => [l.name, ltr(amount(l.sum))]),
)}
<div class="sums">${row('סה"כ כולל מע"מ', `₪ ${ltr(amount(gross))}`, 'tot')}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}${row('שולם באשראי', ltr(amount(-gross)))}${row('יתרה', ltr('0.00'))}</div>
<div class="sm foot">תודה שבחרתם בנו · להתראות בכנרת</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:13px;padding:16mm}.hd{text-align:center}.nm{font-family:'Stam Ashkenaz CLM';font-size:38px;color:#2c5d3f}
.ttl{margin:14px 0 4px;font-size:17px;font-weight:bold;border-bottom:1px solid #2c5d3f}.ttl span{font-size:14px;float:left}.sums{width:45%;margin-inline-start:auto}.tot{font-size:16px;font-weight:bold}.foot{margin-top:30px;text-align:center;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
