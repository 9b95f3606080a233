import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-ofanayim-shop-till';

/** Hebrew, English, agorot with VAT in 2022. */
const GOODS: [string, string, number][] = [
  ['פנימית 29 אינץ׳', 'Tube 29"', 3900],
  ['צמיג שטח 29x2.4', 'MTB tire 29x2.4', 24900],
  ['קסטה 12 הילוכים', '12-speed cassette', 27900],
  ['רפידות בלם הידראולי', 'Disc brake pads', 8900],
  ['רגלית', 'Kickstand', 7900],
  ['כפפות רכיבה', 'Riding gloves', 11900],
  ['מנורה קדמית נטענת', 'USB headlamp', 14900],
  ['שמן שרשרת', 'Drivetrain lube', 4900],
  ['בקבוק מים 750 מ"ל', 'Bidon 750 ml', 3500],
  ['טיפול שנתי לאופניים', 'Annual bike service', 39000],
  ['כיוון הילוכים ובלמים', 'Shifting & brake setup', 12000],
  ['השכרת אופני שטח ליום', 'MTB for the day', 22000],
];

/**
 * A bicycle shop and hire point on the trails at Shoresh, 78 mm (Drugulin CLM for the name, Noto Sans and Noto Sans
 * Hebrew): "אופניים בשורש" over "SHORESH CYCLES" in spaced capitals, the company and "ח.פ." on two lines; a ruled
 * box with "חשבונית מס / קבלה" over "Tax invoice / receipt" and "מס' / No. SB-nnnnn", date d/m/yyyy and time; a
 * table of lines, each with the Hebrew name and the English under it, quantity and line sum, with the unit price below
 * when more than one; "סה"כ / Total" "₪ …" in bold, "מע"מ n% כלול בסכום / VAT n% included" (contained), the number of
 * items; card (with the number of payments) or cash; not Saturday.
 */
export const mixedOfanayimShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng
      .some(GOODS, rng.int(2, 6))
      .map(([he, en, p]) => ({ he, en, q: p < 10000 && rng.chance(0.4) ? rng.int(2, 4) : 1, p: Math.round((p * rise) / 1000) * 1000 - 100 }));
    const gross = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'אופניים בשורש בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SB-${rng.int(10000, 99999)}`;
    const num = (s: string) => s.replace(/[0-9][0-9x.]*/g, (m) => ltr(m));
    const body = `<div class="nm">אופניים בשורש</div><div class="en c sp">SHORESH CYCLES</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(taxId)}</div><div class="c sm">מושב שורש · ${ltr(`02-53${rng.digits(5)}`)}</div>
<div class="box"><div>חשבונית מס / קבלה</div><div class="en">${ltr('Tax invoice / receipt')}</div><div class="b">מס' / ${ltr('No.')} ${ltr(doc)}</div><div>${ltr(`${dt(date, 'd/m/yyyy')} ${hhmm(rng.int(9 * 60, 18 * 60))}`)}</div></div>
<table class="t"><thead><tr><th>פריט / ${ltr('Item')}</th><th>כמות</th><th>סכום</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${num(l.he)}<br><span class="en">${ltr(l.en)}</span>${l.q > 1 ? `<br><span class="en">${ltr(`@ ${amount(l.p)}`)}</span>` : ''}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.q * l.p))}</td></tr>`,
      )
      .join('')}</tbody></table>
<div class="tot"><span>סה"כ / ${ltr('Total')}</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div><div class="r sm"><span>מע"מ ${ltr(`${rate}%`)} כלול בסכום / ${ltr(`VAT ${rate}% included`)}</span><span>${ltr(amount(vat))}</span></div><div class="sm">מס' פריטים / ${ltr('Items')}: ${ltr(String(total(lines.map((l) => l.q))))}</div>
${rng.chance(0.75) ? `<div class="r"><span>כרטיס / ${ltr('Card')} ${ltr(rng.digits(4))}</span><span>${ltr(`${rng.int(1, 3)} תשלומים`)}</span></div>` : `<div class="r"><span>מזומן / ${ltr('Cash')}</span><span>${ltr(amount(gross))}</span></div>`}<div class="c sm">רכיבה מהנה! / ${ltr('Enjoy!')}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:11.5px;width:70mm;padding:4mm}.nm{font-family:'Drugulin CLM';font-size:30px;text-align:center;font-weight:bold}.en{font-family:'Noto Sans';font-size:9.5px}.sp{letter-spacing:3px}.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold}
.box{border:1.5px solid #000;text-align:center;padding:4px;margin:6px 0}.t{width:100%;border-collapse:collapse}.t th{border-bottom:1px solid #000;text-align:start;font-size:10px}.t td{padding:3px 0;border-bottom:1px dotted #888;vertical-align:top}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:end}
.tot{display:flex;justify-content:space-between;font-size:16px;font-weight:bold;margin-top:6px;border-top:2px solid #000;padding-top:3px}.r{display:flex;justify-content:space-between}`;
    const page = '78mm 210mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
